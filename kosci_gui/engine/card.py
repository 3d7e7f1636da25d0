"""A player's scorecard in the Kości family and what the dice would score on it
(RULES.md §1): :class:`Card` holds the written boxes of one or three columns, and
:func:`box_options` tells, for a card and the dice, what each open box would score and which
boxes the joker allows. What a game's card holds comes from its :class:`CardKind`.

:func:`column_of` is the one place where a rule option changes a box (which boxes there are,
what they score): the scores, the joker values, the computer's value tables and the score
pad's words all read the boxes from it. :func:`joker_place` is the joker rule (RULES.md
§1.1), written once: :func:`box_options` and the computer's solver ask it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache

from .dice import is_five_of_a_kind
from .errors import RuleError
from .rules import Rules
from .scoring import (
    FIVE_OF_A_KIND,
    FIVE_OF_A_KIND_BONUS,
    UPPER,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    Box,
    CardKind,
    full_multiplier,
    joker_scores,
    scores,
)


def card_kind(rules: Rules) -> CardKind:
    """The card of a Kości-family game (a RuleError for a game without one)."""
    card = rules.kind.card
    if card is None:
        raise RuleError("not_this_game")
    return card


@cache
def column_of(rules: Rules) -> tuple[Box, ...]:
    """The boxes of one column as these rules make them, in scorecard order (the full game's
    upper boxes left out with ``full_upper=absent``). A rule option that changes a box's
    points changes it here (``dataclasses.replace``), and only here."""
    card = card_kind(rules)
    if card.upper_option and rules["full_upper"] == "absent":
        return tuple(b for b in card.column if not b.upper)
    return card.column


def box_of(rules: Rules, key: str) -> Box:
    """One box of the column as these rules make it."""
    return next(b for b in column_of(rules) if b.key == key)


def five_box(column: Sequence[Box]) -> Box:
    """The column's five-of-a-kind box, whose points the joker and the bonus wait for."""
    return next(b for b in column if b.key == FIVE_OF_A_KIND.key)


class JokerPlace(Enum):
    """Where a five of a kind may be written as a joker (RULES.md §1.1)."""

    FACE = "face"    # only the face's upper box (in any column where it is open)
    LOWER = "lower"  # any open lower box
    OPEN = "open"    # any open box


def joker_triggered(joker_trigger: str, five_values: Sequence[int | None], points: int) -> bool:
    """RULES.md §1.1 ``joker_trigger``: may a further five of a kind be a joker, given the
    five-of-a-kind box of every column (None while open) and the points it is worth?
    ``filled``: every such box written; ``fifty``: every one holds its points."""
    if joker_trigger == "filled":
        return all(v is not None for v in five_values)
    return all(v == points for v in five_values)


def joker_place(joker_upper: str, triggered: bool, face_open: bool,
                lower_open: bool) -> JokerPlace | None:
    """RULES.md §1.1 ``joker_upper``: where a five of a kind goes as a joker, given whether
    the joker is triggered, the face's upper box is open (in some column) and some lower box
    is open; None when the roll is an ordinary one (ordinary scores, any open box)."""
    if not triggered or (joker_upper != "forced" and face_open):
        return None
    if joker_upper == "forced" and face_open:
        return JokerPlace.FACE
    if joker_upper == "free" or not lower_open:
        return JokerPlace.OPEN
    return JokerPlace.LOWER


def boxes_of(rules: Rules) -> tuple[str, ...]:
    """The keys of one column's boxes, in scorecard order."""
    return tuple(b.key for b in column_of(rules))


class Card:
    """One player's scorecard: one or three columns of boxes, plus five-of-a-kind bonuses."""

    def __init__(self, rules: Rules) -> None:
        kind = card_kind(rules)
        self.boxes = boxes_of(rules)
        self.weights = rules.kind.weights
        #: Do the upper boxes count towards the total (and earn the upper bonus)?
        self.upper_counts = not kind.upper_option or rules["full_upper"] == "counted"
        #: Can a further five of a kind earn the five-of-a-kind bonus?
        self.has_five_bonus = kind.jokers
        self.cells: list[dict[str, int | None]] = [
            dict.fromkeys(self.boxes) for _ in self.weights]
        #: Number of five-of-a-kind bonuses earned in each column.
        self.five_bonuses = [0] * len(self.weights)

    @property
    def columns(self) -> int:
        return len(self.weights)

    def get(self, box: str, column: int = 0) -> int | None:
        return self.cells[column][box]

    def is_open(self, box: str, column: int = 0) -> bool:
        return self.cells[column][box] is None

    def open_boxes(self) -> list[tuple[str, int]]:
        return [(b, c) for c, col in enumerate(self.cells) for b, v in col.items() if v is None]

    def is_full(self) -> bool:
        return all(v is not None for col in self.cells for v in col.values())

    def filled_count(self) -> int:
        return sum(v is not None for col in self.cells for v in col.values())

    def upper_sum(self, column: int = 0) -> int:
        """Sum of the written upper boxes (shown even where it does not count)."""
        col = self.cells[column]
        return sum(col[b] or 0 for b in UPPER if b in col)

    def upper_bonus(self, column: int = 0) -> int:
        """The upper bonus once the upper boxes reach the threshold (unweighted), where the
        upper part counts."""
        if self.upper_counts and self.upper_sum(column) >= UPPER_BONUS_THRESHOLD:
            return UPPER_BONUS
        return 0

    def lower_sum(self, column: int = 0) -> int:
        col = self.cells[column]
        return sum(v or 0 for b, v in col.items() if b not in UPPER)

    def five_bonus(self, column: int = 0) -> int:
        return FIVE_OF_A_KIND_BONUS * self.five_bonuses[column]

    def column_total(self, column: int = 0) -> int:
        """The column's total before its weight."""
        upper = self.upper_sum(column) if self.upper_counts else 0
        return upper + self.upper_bonus(column) + self.lower_sum(column) + self.five_bonus(column)

    def total(self) -> int:
        return sum(w * self.column_total(c) for c, w in enumerate(self.weights))

    def copy(self) -> Card:
        other = object.__new__(Card)
        other.boxes, other.weights, other.upper_counts = self.boxes, self.weights, self.upper_counts
        other.has_five_bonus = self.has_five_bonus
        other.cells = [dict(col) for col in self.cells]
        other.five_bonuses = list(self.five_bonuses)
        return other


@dataclass(frozen=True)
class BoxOption:
    """What writing the current dice into one open box would do.

    ``points`` is the box's score (joker values and the full game's multiplier included),
    ``bonus`` the five-of-a-kind bonus it would earn (already × the column weight in triple,
    unweighted in ``points``), ``allowed`` False where the joker forces another box,
    ``multiplier`` the full game's combination multiplier in ``points`` (1 elsewhere).
    """

    box: str
    column: int
    points: int
    bonus: int
    allowed: bool
    joker: bool = False
    multiplier: int = 1


def box_options(rules: Rules, card: Card, dice: Sequence[int], *, roll_index: int = 0,
                held_any: bool = False) -> list[BoxOption]:
    """Every open box of ``card`` for these dice, in card order (column by column).

    ``roll_index`` (0 for the turn's first roll) and ``held_any`` (a die was held for the last
    roll) matter only for the full game's combination multiplier.
    """
    kind = card_kind(rules)
    column = column_of(rules)
    ordinary = scores(column, dice)
    open_boxes = card.open_boxes()
    if not kind.jokers:
        multiplied = {b.key for b in column if b.multiplied}
        on = kind.multiplier_option and rules["full_multiplier"]
        mult = full_multiplier(roll_index, held_any) if on else 1

        def times(box: str) -> int:
            return mult if box in multiplied else 1

        return [BoxOption(b, c, ordinary[b] * times(b), 0, True, multiplier=times(b))
                for b, c in open_boxes]

    if not is_five_of_a_kind(dice):
        return [BoxOption(b, c, ordinary[b], 0, True) for b, c in open_boxes]

    columns = range(card.columns)
    five = five_box(column)
    yz = [card.get(five.key, c) for c in columns]
    bonus_ok = all(v == five.points for v in yz)
    weights = card.weights
    face_box = UPPER[dice[0] - 1]
    face_open = [c for c in columns if card.is_open(face_box, c)]
    lower_open = [(b, c) for b, c in open_boxes if b not in UPPER]
    place = joker_place(rules["joker_upper"],
                        joker_triggered(rules["joker_trigger"], yz, five.points),
                        bool(face_open), bool(lower_open))

    def bonus(c: int) -> int:
        return FIVE_OF_A_KIND_BONUS * weights[c] if bonus_ok else 0

    if place is None:
        # An ordinary roll: any open box, ordinary scores (the bonus still applies).
        return [BoxOption(b, c, ordinary[b], bonus(c), True) for b, c in open_boxes]

    joker = joker_scores(column, dice)
    if place is JokerPlace.FACE:
        allowed = {(face_box, c) for c in face_open}
    elif place is JokerPlace.OPEN:
        allowed = set(open_boxes)
    else:
        allowed = set(lower_open)
    return [BoxOption(b, c, joker[b] if b not in UPPER else ordinary[b], bonus(c),
                      (b, c) in allowed, joker=True)
            for b, c in open_boxes]
