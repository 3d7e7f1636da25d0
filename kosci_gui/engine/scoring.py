"""Box tables and scoring of the Kości family (RULES.md §1.1 and §1.3).

Scores depend only on the multiset of dice, so every function here is a table look-up over
the 252 sorted five-dice outcomes, built once at import.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations_with_replacement

UPPER: tuple[str, ...] = ("ones", "twos", "threes", "fours", "fives", "sixes")

#: Classic lower boxes in scorecard order.
CLASSIC_LOWER: tuple[str, ...] = (
    "three_kind", "four_kind", "full_house", "small_straight", "large_straight", "chance",
    "yahtzee",
)
CLASSIC_BOXES: tuple[str, ...] = UPPER + CLASSIC_LOWER

#: Full ("kości pełne") lower boxes in scorecard order.
FULL_LOWER: tuple[str, ...] = (
    "pair", "two_pairs", "three_kind", "four_kind", "small_straight", "large_straight",
    "full_house", "poker", "chance",
)
FULL_BOXES: tuple[str, ...] = UPPER + FULL_LOWER

#: Joker values of the classic lower boxes (RULES.md §1.1); the sum boxes score the sum.
JOKER_FIXED = {"full_house": 25, "small_straight": 30, "large_straight": 40}

UPPER_BONUS = 35
UPPER_BONUS_THRESHOLD = 63
FIVE_OF_A_KIND_POINTS = 50
FIVE_OF_A_KIND_BONUS = 100

#: Every sorted five-dice outcome, in lexicographic order (252 of them).
OUTCOMES: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(range(1, 7), 5))


def face_counts(dice: Iterable[int]) -> tuple[int, ...]:
    """Counts of faces 1..6 at indices 1..6 (index 0 unused)."""
    counts = [0] * 7
    for d in dice:
        counts[d] += 1
    return tuple(counts)


def _has_run(present: set[int], length: int) -> bool:
    return any(all(f in present for f in range(start, start + length))
               for start in range(1, 8 - length))


def _classic(dice: tuple[int, ...]) -> dict[str, int]:
    counts = face_counts(dice)
    total = sum(dice)
    most = max(counts)
    present = set(dice)
    scores = {box: counts[face] * face for face, box in enumerate(UPPER, start=1)}
    scores["three_kind"] = total if most >= 3 else 0
    scores["four_kind"] = total if most >= 4 else 0
    scores["full_house"] = 25 if sorted(counts[1:])[-2:] == [2, 3] else 0
    scores["small_straight"] = 30 if _has_run(present, 4) else 0
    scores["large_straight"] = 40 if _has_run(present, 5) else 0
    scores["chance"] = total
    scores["yahtzee"] = FIVE_OF_A_KIND_POINTS if most == 5 else 0
    return scores


def _full(dice: tuple[int, ...]) -> dict[str, int]:
    counts = face_counts(dice)
    total = sum(dice)
    scores = {box: counts[face] * face for face, box in enumerate(UPPER, start=1)}
    pairs = [f for f in range(6, 0, -1) if counts[f] >= 2]
    scores["pair"] = 2 * pairs[0] if pairs else 0
    scores["two_pairs"] = 2 * (pairs[0] + pairs[1]) if len(pairs) >= 2 else 0
    triples = [f for f in range(6, 0, -1) if counts[f] >= 3]
    scores["three_kind"] = 3 * triples[0] if triples else 0
    fours = [f for f in range(6, 0, -1) if counts[f] >= 4]
    scores["four_kind"] = 4 * fours[0] if fours else 0
    ordered = tuple(sorted(dice))
    scores["small_straight"] = 15 if ordered == (1, 2, 3, 4, 5) else 0
    scores["large_straight"] = 20 if ordered == (2, 3, 4, 5, 6) else 0
    scores["full_house"] = total if sorted(counts[1:])[-2:] == [2, 3] else 0
    scores["poker"] = total * 3 if max(counts) == 5 else 0
    scores["chance"] = total
    return scores


def _joker(dice: tuple[int, ...]) -> dict[str, int]:
    face = dice[0]
    total = sum(dice)
    scores = {box: (5 * face if f == face else 0) for f, box in enumerate(UPPER, start=1)}
    for box in CLASSIC_LOWER:
        scores[box] = JOKER_FIXED.get(box, total)
    scores["yahtzee"] = FIVE_OF_A_KIND_POINTS
    return scores


_CLASSIC = {d: _classic(d) for d in OUTCOMES}
_FULL = {d: _full(d) for d in OUTCOMES}
_JOKER: dict[tuple[int, ...], dict[str, int]] = {(f,) * 5: _joker((f,) * 5) for f in range(1, 7)}


def _key(dice: Iterable[int]) -> tuple[int, ...]:
    key = tuple(sorted(dice))
    if key not in _CLASSIC:
        raise ValueError(f"five dice with faces 1-6 expected, got {list(dice)!r}")
    return key


def classic_scores(dice: Iterable[int]) -> dict[str, int]:
    """Ordinary scores of every classic box for these five dice (a shared dict: do not modify)."""
    return _CLASSIC[_key(dice)]


def joker_scores(dice: Iterable[int]) -> dict[str, int]:
    """Joker scores of every classic box for five equal dice: lower boxes at their joker
    values (25/30/40 or the sum), the face's upper box at its sum, other upper boxes 0."""
    key = _key(dice)
    if key[0] != key[-1]:
        raise ValueError(f"a joker needs five equal dice, got {list(dice)!r}")
    return _JOKER[key]


def full_scores(dice: Iterable[int]) -> dict[str, int]:
    """Base scores (before the combination multiplier) of every box of the full game."""
    return _FULL[_key(dice)]


def is_five_of_a_kind(dice: Iterable[int]) -> bool:
    dice = tuple(dice)
    return len(dice) == 5 and all(d == dice[0] for d in dice)


def full_multiplier(roll_index: int, held_any: bool) -> int:
    """The full game's combination bonus for the turn's last roll (RULES.md §1.3):
    ×3 on the first roll, ×2 on a later roll with no die held, else ×1."""
    if roll_index == 0:
        return 3
    return 1 if held_any else 2


def upper_face(box: str) -> int:
    """The face of an upper box (ones -> 1), 0 for any other box."""
    return UPPER.index(box) + 1 if box in UPPER else 0
