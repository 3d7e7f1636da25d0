"""The boxes of the Kości family and how they score (RULES.md §1.1 and §1.3).

Each box is one :class:`Box` record: its key, how it scores and its numbers (the 25 of a full
house, the 30 of a small straight). The card of a game is a :class:`CardKind`: its boxes and
which card rules apply (jokers and the five-of-a-kind bonus in classic and triple, the upper
part's option and the combination multiplier in the full game). Everything else — the score
tables, the joker values, the words on the score pad — is worked out from these records.

Scores depend only on the multiset of dice, so scoring is a table look-up over the 252 sorted
five-dice outcomes, built once at import.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from functools import cache
from itertools import combinations_with_replacement

from .dice import DICE

#: The upper bonus: BONUS points once the upper boxes (unweighted) reach THRESHOLD.
UPPER_BONUS = 35
UPPER_BONUS_THRESHOLD = 63
#: Each further five of a kind while the five-of-a-kind box holds its points (classic, triple).
FIVE_OF_A_KIND_BONUS = 100
#: The full game's combination multiplier: a write after the first roll, or after a later
#: roll with no die held (RULES.md §1.3).
FIRST_ROLL_MULTIPLIER = 3
FREE_ROLL_MULTIPLIER = 2


class Scoring(Enum):
    """How a box scores; a box's numbers (:class:`Box`) complete the rule."""

    FACE = "face"              # the dice showing ``face``, added up
    KIND = "kind"              # at least ``count`` equal dice: all five added up
    FULL_HOUSE = "full_house"  # three of one face and two of another: ``points``
    RUN = "run"                # ``count`` consecutive faces among the dice: ``points``
    TOTAL = "total"            # any dice: all five added up
    FIVE = "five"              # five equal dice: ``points``
    GROUP = "group"            # at least ``count`` equal dice: ``count`` × the highest such face
    PAIRS = "pairs"            # two different pairs: twice each of the two faces
    EXACT_RUN = "exact_run"    # exactly the faces ``face`` … ``face`` + 4: ``points``
    FULL_TOTAL = "full_total"  # three of one face and two of another: all five added up
    FIVE_TIMES = "five_times"  # five equal dice: ``times`` × all five added up


@dataclass(frozen=True)
class Box:
    """One box of a column: its record key, how it scores and its numbers.

    ``multiplied``: the full game's combination multiplier applies to it.
    """

    key: str
    scoring: Scoring
    face: int = 0
    count: int = 0
    points: int = 0
    times: int = 1
    multiplied: bool = False

    @property
    def upper(self) -> bool:
        """An upper box (ones … sixes): counts towards the upper bonus."""
        return self.scoring is Scoring.FACE

    @property
    def sums(self) -> bool:
        """Does the box score the dice's sum (a joker too: the sum boxes)?"""
        return self.scoring in (Scoring.KIND, Scoring.TOTAL)

    def run(self) -> tuple[int, ...]:
        """The faces of an exact run (empty for other boxes)."""
        if self.scoring is not Scoring.EXACT_RUN:
            return ()
        return tuple(range(self.face, self.face + 5))

    def score(self, dice: tuple[int, ...]) -> int:
        """The box's score for five sorted dice (before any multiplier)."""
        counts = face_counts(dice)
        total = sum(dice)
        most = max(counts)
        s = self.scoring
        if s is Scoring.FACE:
            return counts[self.face] * self.face
        if s in (Scoring.KIND, Scoring.TOTAL):
            return total if most >= self.count else 0
        if s in (Scoring.FULL_HOUSE, Scoring.FULL_TOTAL):
            full = sorted(counts[1:])[-2:] == [2, 3]
            return (self.points if s is Scoring.FULL_HOUSE else total) if full else 0
        if s is Scoring.RUN:
            present = set(dice)
            runs = (range(start, start + self.count) for start in range(1, 8 - self.count))
            return self.points if any(all(f in present for f in run) for run in runs) else 0
        if s is Scoring.EXACT_RUN:
            return self.points if dice == self.run() else 0
        if s in (Scoring.FIVE, Scoring.FIVE_TIMES):
            if most < 5:
                return 0
            return self.points if s is Scoring.FIVE else self.times * total
        faces = [f for f in range(6, 0, -1) if counts[f] >= max(self.count, 2)]
        if s is Scoring.GROUP:
            return self.count * faces[0] if faces else 0
        return 2 * (faces[0] + faces[1]) if len(faces) >= 2 else 0  # PAIRS


def _upper() -> tuple[Box, ...]:
    keys = ("ones", "twos", "threes", "fours", "fives", "sixes")
    return tuple(Box(key, Scoring.FACE, face=face) for face, key in enumerate(keys, start=1))


UPPER_BOXES: tuple[Box, ...] = _upper()
UPPER: tuple[str, ...] = tuple(b.key for b in UPPER_BOXES)

#: The classic column (classic and triple), in scorecard order.
CLASSIC_COLUMN: tuple[Box, ...] = (
    *UPPER_BOXES,
    Box("three_kind", Scoring.KIND, count=3),
    Box("four_kind", Scoring.KIND, count=4),
    Box("full_house", Scoring.FULL_HOUSE, points=25),
    Box("small_straight", Scoring.RUN, count=4, points=30),
    Box("large_straight", Scoring.RUN, count=5, points=40),
    Box("chance", Scoring.TOTAL),
    Box("yahtzee", Scoring.FIVE, points=50),
)

#: The full game's column ("kości pełne"), in scorecard order.
FULL_COLUMN: tuple[Box, ...] = (
    *UPPER_BOXES,
    Box("pair", Scoring.GROUP, count=2, multiplied=True),
    Box("two_pairs", Scoring.PAIRS, multiplied=True),
    Box("three_kind", Scoring.GROUP, count=3, multiplied=True),
    Box("four_kind", Scoring.GROUP, count=4, multiplied=True),
    Box("small_straight", Scoring.EXACT_RUN, face=1, points=15, multiplied=True),
    Box("large_straight", Scoring.EXACT_RUN, face=2, points=20, multiplied=True),
    Box("full_house", Scoring.FULL_TOTAL, multiplied=True),
    Box("poker", Scoring.FIVE_TIMES, times=3, multiplied=True),
    Box("chance", Scoring.TOTAL),
)

CLASSIC_BOXES: tuple[str, ...] = tuple(b.key for b in CLASSIC_COLUMN)
CLASSIC_LOWER: tuple[str, ...] = tuple(b.key for b in CLASSIC_COLUMN if not b.upper)
FULL_BOXES: tuple[str, ...] = tuple(b.key for b in FULL_COLUMN)
FULL_LOWER: tuple[str, ...] = tuple(b.key for b in FULL_COLUMN if not b.upper)

#: The five-of-a-kind box of the classic column, whose points the +100 bonus waits for.
FIVE_OF_A_KIND = next(b for b in CLASSIC_COLUMN if b.scoring is Scoring.FIVE)
FIVE_OF_A_KIND_POINTS = FIVE_OF_A_KIND.points


@dataclass(frozen=True)
class CardKind:
    """The card of a Kości-family game: its column's boxes and which card rules apply.

    ``name`` names the card (and the computer's value tables of it). ``jokers``: a further
    five of a kind may be a joker and earns the five-of-a-kind bonus (RULES.md §1.1).
    ``upper_option``: the ``full_upper`` option decides whether the upper boxes are there and
    count; ``multiplier_option``: the ``full_multiplier`` option decides the combination
    multiplier (RULES.md §1.3).
    """

    name: str
    column: tuple[Box, ...]
    jokers: bool = False
    upper_option: bool = False
    multiplier_option: bool = False

    def box(self, key: str) -> Box:
        return next(b for b in self.column if b.key == key)


CLASSIC_CARD = CardKind("classic", CLASSIC_COLUMN, jokers=True)
FULL_CARD = CardKind("full", FULL_COLUMN, upper_option=True, multiplier_option=True)
CARDS: tuple[CardKind, ...] = (CLASSIC_CARD, FULL_CARD)

#: Every sorted five-dice outcome, in lexicographic order (252 of them).
OUTCOMES: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(range(1, 7), DICE))


_OUTCOME_SET = frozenset(OUTCOMES)


def face_counts(dice: Iterable[int]) -> tuple[int, ...]:
    """Counts of faces 1..6 at indices 1..6 (index 0 unused)."""
    counts = [0] * 7
    for d in dice:
        counts[d] += 1
    return tuple(counts)


def _table(column: tuple[Box, ...]) -> dict[tuple[int, ...], dict[str, int]]:
    return {d: {b.key: b.score(d) for b in column} for d in OUTCOMES}


def _joker(column: tuple[Box, ...], face: int) -> dict[str, int]:
    """A five of a kind as a joker: the fixed boxes score their points, the sum boxes the
    sum, the face's upper box its sum, the other upper boxes 0 (RULES.md §1.1)."""
    dice = (face,) * 5
    return {b.key: (b.score(dice) if b.upper else b.points or sum(dice)) for b in column}


@cache
def _built(column: tuple[Box, ...]) -> dict[tuple[int, ...], dict[str, int]]:
    table = _table(column)
    for face in range(1, 7):
        table[(0, face)] = _joker(column, face)
    return table


#: The tables by the identity of the column they were asked for (a tuple of boxes is slow to
#: hash, and the columns asked for are few: the cards' own and ``card.column_of``'s, kept).
_SEEN: dict[int, tuple[tuple[Box, ...], dict[tuple[int, ...], dict[str, int]]]] = {}


def _tables(column: tuple[Box, ...]) -> dict[tuple[int, ...], dict[str, int]]:
    """The ordinary scores of a column's boxes for every outcome, and the joker values for
    the six five-of-a-kind outcomes under the key ``(0, face)``; built once per column (a
    column is the card's, or the card's as a game's rule options make it)."""
    seen = _SEEN.get(id(column))
    if seen is None or seen[0] is not column:
        seen = _SEEN[id(column)] = (column, _built(column))
    return seen[1]


def _key(dice: Iterable[int]) -> tuple[int, ...]:
    key = tuple(sorted(dice))
    if key not in _OUTCOME_SET:
        raise ValueError(f"five dice with faces 1-6 expected, got {list(key)!r}")
    return key


def scores(column: tuple[Box, ...], dice: Iterable[int]) -> dict[str, int]:
    """Ordinary scores of every box of ``column`` for these five dice (a shared dict: do not
    modify)."""
    return _tables(column)[_key(dice)]


def joker_scores(column: tuple[Box, ...], dice: Iterable[int]) -> dict[str, int]:
    """Joker scores of every box of ``column`` for five equal dice: lower boxes at their joker
    values (their fixed points or the sum), the face's upper box at its sum, other upper
    boxes 0 (a shared dict: do not modify)."""
    key = _key(dice)
    if key[0] != key[-1]:
        raise ValueError(f"a joker needs five equal dice, got {list(key)!r}")
    return _tables(column)[(0, key[0])]


def classic_scores(dice: Iterable[int]) -> dict[str, int]:
    """Ordinary scores of every classic box for these five dice (a shared dict: do not modify)."""
    return scores(CLASSIC_COLUMN, dice)


def full_scores(dice: Iterable[int]) -> dict[str, int]:
    """Base scores (before the combination multiplier) of every box of the full game."""
    return scores(FULL_COLUMN, dice)


def full_multiplier(roll_index: int, held_any: bool) -> int:
    """The full game's combination bonus for the turn's last roll (RULES.md §1.3):
    ×3 on the first roll, ×2 on a later roll with no die held, else ×1."""
    if roll_index == 0:
        return FIRST_ROLL_MULTIPLIER
    return 1 if held_any else FREE_ROLL_MULTIPLIER


def upper_face(box: str) -> int:
    """The face of an upper box (ones -> 1), 0 for any other box."""
    return UPPER.index(box) + 1 if box in UPPER else 0
