"""Who plays and who sees at this screen (RULES.md §5): every person of a game played at
one screen (hot-seat, against the computer), or one seat of a table across computers
(:class:`~kosci_gui.gui.play.at_table.AtTable`), whose other players sit at screens of
their own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kosci_gui.engine.game import Game
from kosci_gui.engine.visibility import hidden_from_screen, seat_sees, visible_cards

if TYPE_CHECKING:  # (the network loads only when a table is joined)
    from kosci_gui.gui.play.at_table import AtTable


def played_elsewhere(game: Game | None, remote: AtTable | None) -> bool:
    """Is the turn played by someone other than a person at this screen (a computer, or
    at a table across computers anybody but this seat)?"""
    if game is None or game.finished:
        return False
    if remote is not None:
        return not remote.plays(game.current)
    return game.players[game.current].is_computer


def discreet(game: Game | None, remote: AtTable | None, *, open_scorecards: bool) -> bool:
    """Are other players' boxes and scores kept out of every text (hidden cards)?"""
    if game is None or game.finished:
        return False
    if remote is not None:
        return not open_scorecards
    return hidden_from_screen(game.players, open_scorecards=open_scorecards)


def cards_shown(game: Game, remote: AtTable | None, *, open_scorecards: bool) -> list[bool]:
    """For each player, may their card be shown at this screen now?"""
    if remote is not None:  # (each player at a screen of their own)
        return seat_sees(game.player_count, remote.seat, finished=game.finished,
                         open_scorecards=open_scorecards)
    return visible_cards(game.players, game.current, open_scorecards=open_scorecards,
                         finished=game.finished)
