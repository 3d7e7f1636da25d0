"""Undo (Ctrl+Z) at the table: the player's own last box, and the computers' turns that
followed it, until the player's next roll (:mod:`kosci_gui.storage.undo`); the clock refund;
the game marked assisted; and, when there is nothing to undo, what the player can do, in the
action's tooltip and the status line."""

from __future__ import annotations

import logging
from typing import Protocol

from PySide6.QtCore import QObject

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.game import Game
from kosci_gui.gui.keeping.host import DialogHost
from kosci_gui.gui.play.controller import GameController
from kosci_gui.storage.savefile import GameMeta
from kosci_gui.storage.undo import (
    GAME_OVER,
    NOT_YOURS,
    NOTHING,
    OTHER_PLAYED,
    ROLLED_SINCE,
    can_undo,
    rewinds_computers,
    undo,
    undo_refusal,
    undo_target,
)

log = logging.getLogger(__name__)


class Keeper(Protocol):
    """What an undo asks of the saver."""

    controller: GameController
    host: DialogHost
    meta: GameMeta

    def replace_game(self, game: Game, clocks: list[float] | None, meta: GameMeta) -> None:
        """Play ``game`` in place of the one on the table (not kept)."""

    def forget_finished(self) -> None:
        """The game on the table, stored as finished, goes on: take it out of the history
        (it is stored again, once, when it ends again)."""


class Undoing(QObject):
    """Undo for one saver."""

    def __init__(self, keeper: Keeper, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.keeper = keeper

    def _handed_over(self) -> bool:
        """Has the screen passed to the player whose turn it is? (Not while the hand-over
        of hidden cards waits: the one who wrote is still at it, and may undo.)"""
        return self.keeper.controller.handover is None

    def possible(self) -> bool:
        game = self.keeper.controller.game
        return (game is not None and self.keeper.controller.remote is None
                and can_undo(game, self._handed_over()))

    def tip(self) -> str:
        """What Undo takes back now, or why there is nothing to undo."""
        game = self.keeper.controller.game
        if self.possible() and game is not None:
            seats = rewinds_computers(game, self._handed_over())
            if seats:
                return self.tr("Undo your last box and {players}'s turn after it (possible "
                               "until your next roll)").format(players=self._names(game, seats))
            return self.tr("Undo the last box written")
        return self.refused_text()

    @staticmethod
    def _names(game: Game, seats: list[int]) -> str:
        return ", ".join(game.players[i].name for i in seats)

    def refused_text(self) -> str:
        """Why Undo is not possible now, and what the player can do."""
        game = self.keeper.controller.game
        if self.keeper.controller.remote is not None:
            return self.tr("At a table across computers a move cannot be taken back: the "
                           "table has played it for everybody.")
        code, seat = undo_refusal(game, self._handed_over()) or (NOTHING, None)
        name = game.players[seat].name if game is not None and seat is not None else ""
        if code == GAME_OVER:
            return self.tr("The game is over: its boxes can no longer be undone.")
        if code == ROLLED_SINCE:
            return self.tr("Undo is possible until your next roll: {player} has rolled "
                           "since the last box.").format(player=name)
        if code == NOT_YOURS:
            return self.tr("The last box is {player}'s: each player undoes only their own "
                           "box.").format(player=name)
        if code == OTHER_PLAYED:
            return self.tr("{player} has rolled since the last box: a box can be undone "
                           "only until the next player rolls.").format(player=name)
        return self.tr("There is no box to undo: undo takes back your last box until your "
                       "next roll.")

    def possible_after_end(self) -> bool:
        """May the game that just ended have its last human box taken back (from the end
        dialog: nothing of that player's came after it, only computers' turns)?"""
        game = self.keeper.controller.game
        return (game is not None and game.finished and self.keeper.controller.remote is None
                and can_undo(game, after_end=True))

    def after_end_text(self) -> str:
        """The end dialog's button: whose box it takes back."""
        game = self.keeper.controller.game
        target = undo_target(game, after_end=True) if game is not None else None
        if game is None or target is None:
            return ""
        return self.tr("&Undo {player}'s last box").format(
            player=game.players[game.turns[target]["player"]].name)

    def undo(self, *, after_end: bool = False) -> None:
        """Take back the last box of the human at the screen (``after_end``: of the game
        that just ended, which then goes on, out of the history until it ends again)."""
        keeper = self.keeper
        ctl = keeper.controller
        game = ctl.game
        handed_over = self._handed_over()
        if game is None or ctl.remote is not None or not can_undo(game, handed_over, after_end):
            keeper.host.show_message(self.refused_text())
            return
        finished = game.finished
        target = undo_target(game, handed_over, after_end)
        seats = rewinds_computers(game, handed_over, after_end)
        try:
            rebuilt = undo(game, handed_over, after_end)
        except RuleError as exc:
            log.warning("undo refused: %s", exc)
            keeper.host.show_message(self.refused_text())
            return
        clocks = ctl.clock.snapshot(ctl.now()) if ctl.clock is not None else None
        before = keeper.meta.write_clocks.get(target) if target is not None else None
        if clocks is not None and before is not None and len(before) == len(clocks):
            # Time the others spent after the write goes back with it; the player who
            # undoes keeps the time they used.
            mover = rebuilt.current
            clocks = [min(clocks[i], before[i]) if i == mover else before[i]
                      for i in range(len(clocks))]
        old = keeper.meta
        if finished:
            keeper.forget_finished()
        keeper.replace_game(rebuilt, clocks, GameMeta(old.id, old.started, True, {},
                                                      dict(old.extra)))
        # the player undid to think again: no automatic write takes the turn from them
        # (RULES.md §3)
        ctl.autoplay.stop_for_this_turn()
        if seats:
            keeper.host.show_message(self.tr(
                "Your last box and {players}'s turn after it were undone; your dice are as "
                "they were rolled, and {players} will be dealt the same dice again.").format(
                players=self._names(rebuilt, seats)))
        else:
            keeper.host.show_message(self.tr(
                "The last box was undone; the dice are as they were rolled."))
