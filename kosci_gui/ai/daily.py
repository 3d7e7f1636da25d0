"""Today's dice against the strongest computer: what ``hard`` makes of the same dice.

A daily game is dealt with duplicate dice (RULES.md §5a), so a game of ``hard`` from the day's
seed gets the dice every player got in each turn number (as long as it holds what they held:
the comparison is what the computer makes of the same luck).

- The Kości family: ``hard`` plays the day's game alone; its result is its total.
- Thousand has no game alone (two players at least), and a daily Thousand is the player in the
  first seat against one computer: ``hard`` plays both seats, each seat's n-th turn with the
  day's dice of turn n, and its result is the first seat's — its points at the end (1000 when it
  won the race) and the turns that seat played, as the game ends when someone reaches 1000
  (RULES.md §2). It is the same for everyone that day, whoever the player's opponent was."""

from __future__ import annotations

from dataclasses import dataclass

from kosci_gui.engine.daily import Daily
from kosci_gui.engine.games import describe

from . import make_player

#: A game's moves at most (a Kości-family game ends long before; Thousand's race well before).
_MOVE_LIMIT = 100_000


@dataclass(frozen=True)
class HardResult:
    """What ``hard`` made of the day's dice in the player's seat."""

    #: The seat's points at the end (its total).
    points: int
    #: The turns the seat played.
    turns: int
    #: Whether the seat won (Thousand: reached 1000 first; alone: always).
    won: bool


def hard_result(daily: Daily) -> HardResult:
    """The day's game played by ``hard`` (alone, or in every seat of a two-player Thousand)."""
    seats = max(1, describe(daily.game).players[0])
    names = ["hard"] + [f"hard {i + 1}" for i in range(1, seats)]
    game = daily.new_game(names)
    players = [make_player(daily.game, game.rules, "hard", seed=daily.seed)
               for _ in range(seats)]
    for _ in range(_MOVE_LIMIT):
        if game.finished:
            break
        game.apply(players[game.current].decide(game))
    if not game.finished:
        raise RuntimeError(f"hard's game of {daily.code} did not end in {_MOVE_LIMIT} moves")
    turns = sum(1 for turn in game.turns if turn.get("player") == 0)
    winners = game.winners()
    return HardResult(int(game.totals()[0]), turns, 0 in winners)
