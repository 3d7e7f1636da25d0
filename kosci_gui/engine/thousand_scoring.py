"""The points of Thousand's dice (RULES.md §2): a set of dice from one throw scored as its
best split into 1s, 5s, threes, fours and fives, and every scoring selection of a throw."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import cache
from itertools import combinations, product

_SINGLE = {1: 10, 5: 5}


def _triple_value(face: int) -> int:
    return 100 if face == 1 else face * 10


def _group_value(face: int, count: int) -> int | None:
    """Best value of ``count`` dice of one face from one throw, None if some die cannot score."""
    if count == 0:
        return 0
    if count >= 3:
        return _triple_value(face) * {3: 1, 4: 2, 5: 4}[count]
    return _SINGLE[face] * count if face in _SINGLE else None


@cache
def _set_value(key: tuple[int, ...]) -> int | None:
    total = 0
    for face, count in Counter(key).items():
        value = _group_value(face, count)
        if value is None:
            return None
        total += value
    return total


def set_value(dice: Iterable[int]) -> int | None:
    """Points of a set of dice from one throw (best split into 1s, 5s, threes, fours, fives),
    or None when some die belongs to no scoring group."""
    key = tuple(sorted(dice))
    return _set_value(key) if key else None


@cache
def _selections(key: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    found: dict[tuple[int, ...], int] = {}
    for size in range(1, len(key) + 1):
        for combo in combinations(key, size):
            if combo not in found:
                value = _set_value(combo)
                if value is not None:
                    found[combo] = value
    return tuple(sorted(found.items(), key=lambda kv: (-kv[1], len(kv[0]), kv[0])))


def scoring_selections(throw: Iterable[int]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every distinct non-empty scoring selection of a throw with its points, best first."""
    return _selections(tuple(sorted(throw)))


@cache
def score_chance(dice: int, room: int | None = None) -> float:
    """The chance that a throw of ``dice`` dice has something to set aside (exact: every
    throw counted); with ``room``, something worth at most that many points (the exact
    1000's limit)."""
    if dice <= 0:
        return 0.0
    throws = list(product(range(1, 7), repeat=dice))
    return sum(1 for t in throws if any(room is None or v <= room
                                        for _, v in scoring_selections(t))) / len(throws)
