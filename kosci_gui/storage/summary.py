"""What the history keeps about each player of a finished game, read off the game object:
total, rank, winner, and what the game's own summary says (five-of-a-kinds written and upper
bonuses earned in the Kości family)."""

from __future__ import annotations

from dataclasses import dataclass

from kosci_gui.engine.game import Game


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


def seat_results(game: Game) -> list[SeatResult]:
    """One :class:`SeatResult` per player, in seat order."""
    totals = game.totals()
    ranks = dict((seat, rank) for rank, seat in game.ranking())
    winners = set(game.winners())
    results = []
    for seat, (player, kept) in enumerate(zip(game.players, game.summary(), strict=True)):
        results.append(SeatResult(
            seat=seat, name=player.name, type=player.type.value, level=player.level,
            total=int(totals[seat]), rank=ranks.get(seat, seat + 1), winner=seat in winners,
            out=bool(game.out[seat]), five_kinds=kept.five_kinds,
            bonus_columns=kept.bonus_columns, columns=kept.columns))
    return results
