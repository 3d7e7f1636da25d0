"""Today's dice against the strongest computer: what ``hard`` scores alone on the same dice.

A daily game is dealt with duplicate dice (RULES.md §5a), so a solo game of ``hard`` from the
day's seed gets the dice every player got in each turn number (as long as it holds what they
held: the comparison is the score the computer makes of the same luck)."""

from __future__ import annotations

from kosci_gui.engine.daily import Daily
from kosci_gui.engine.games import describe

from . import make_player

#: A game's moves at most (a Kości-family game ends long before).
_MOVE_LIMIT = 10_000


def hard_score(daily: Daily) -> int | None:
    """The total ``hard`` makes playing the day's game alone; None for a game that cannot be
    played alone (Thousand)."""
    if describe(daily.game).players[0] > 1:
        return None
    game = daily.new_game(["hard"])
    player = make_player(daily.game, game.rules, "hard", seed=daily.seed)
    for _ in range(_MOVE_LIMIT):
        if game.finished:
            break
        game.apply(player.decide(game))
    return int(game.totals()[0])
