"""What the history keeps about each player of a finished game, read off the game object:
total, rank, winner, five-of-a-kinds written and upper bonuses earned (Kości family)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SeatResult:
    seat: int
    name: str
    type: str
    level: str | None
    total: int
    rank: int
    winner: bool
    out: bool
    #: Five equal dice written into any box (None for Thousand).
    five_kinds: int | None
    #: Columns whose upper bonus was earned, and columns where one could be (None for
    #: Thousand and for full with the upper part not counted).
    bonus_columns: int | None
    columns: int | None


def five_kinds_written(turns: list[dict[str, Any]], seat: int) -> int:
    """Turns of ``seat`` that wrote five equal dice."""
    count = 0
    for turn in turns:
        if turn.get("player") != seat or "score" not in turn or not turn.get("rolls"):
            continue
        dice = turn["rolls"][-1].get("dice") or []
        if len(dice) == 5 and len(set(dice)) == 1:
            count += 1
    return count


def seat_results(game: Any) -> list[SeatResult]:
    """One :class:`SeatResult` per player, in seat order."""
    totals = game.totals()
    ranks = dict((seat, rank) for rank, seat in game.ranking())
    winners = set(game.winners())
    cards = getattr(game, "cards", None)
    turns = game.turns
    results = []
    for seat, player in enumerate(game.players):
        five = bonus = columns = None
        if cards is not None:
            card = cards[seat]
            five = five_kinds_written(turns, seat)
            if card.upper_counts:
                columns = card.columns
                bonus = sum(1 for c in range(card.columns) if card.upper_bonus(c))
        results.append(SeatResult(
            seat=seat, name=player.name, type=player.type.value, level=player.level,
            total=int(totals[seat]), rank=ranks.get(seat, seat + 1), winner=seat in winners,
            out=bool(game.out[seat]), five_kinds=five, bonus_columns=bonus, columns=columns))
    return results
