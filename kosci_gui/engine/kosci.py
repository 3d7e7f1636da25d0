"""The Kości family state machine: classic, triple and full (RULES.md §1).

A turn: roll (all five), hold/release, roll again (three rolls at most), write one box.
:func:`box_options` tells, for a card and the dice, what each open box would score and which
boxes the joker allows; :class:`KosciGame` runs whole games over it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .dice import DiceSource
from .errors import RuleError
from .events import BoxWritten, JokerRolled, NothingScores, Rolled, UpperBonusEarned
from .game import Game, Player
from .moves import Move, Roll, Write
from .rules import KOSCI_GAMES, Rules
from .scoring import (
    CLASSIC_BOXES,
    CLASSIC_LOWER,
    FIVE_OF_A_KIND_BONUS,
    FIVE_OF_A_KIND_POINTS,
    FULL_BOXES,
    FULL_LOWER,
    UPPER,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    classic_scores,
    full_multiplier,
    full_scores,
    is_five_of_a_kind,
    joker_scores,
)

MAX_ROLLS = 3
DICE = 5


def boxes_of(rules: Rules) -> tuple[str, ...]:
    """The boxes of one column, in scorecard order."""
    if rules.game == "full":
        return FULL_LOWER if rules["full_upper"] == "absent" else FULL_BOXES
    return CLASSIC_BOXES


#: The columns' weights of each game of the family: triple has three columns.
WEIGHTS: dict[str, tuple[int, ...]] = {"classic": (1,), "triple": (1, 2, 3), "full": (1,)}


def weights_of(rules: Rules) -> tuple[int, ...]:
    """Column weights: (1, 2, 3) in triple, (1,) otherwise."""
    return WEIGHTS[rules.game]


class Card:
    """One player's scorecard: one or three columns of boxes, plus five-of-a-kind bonuses."""

    def __init__(self, rules: Rules) -> None:
        self.boxes = boxes_of(rules)
        self.weights = weights_of(rules)
        full = rules.game == "full"
        #: Do the upper boxes count towards the total (and earn the 35 bonus)?
        self.upper_counts = not full or rules["full_upper"] == "counted"
        #: Can a further five of a kind earn the +100 bonus (not in the full game)?
        self.has_five_bonus = not full
        self.cells: list[dict[str, int | None]] = [
            dict.fromkeys(self.boxes) for _ in self.weights]
        #: Number of +100 five-of-a-kind bonuses earned in each column.
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
        """35 once the upper boxes reach 63 (unweighted), where the upper part counts."""
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
    game = rules.game
    if game == "full":
        base = full_scores(dice)
        mult = full_multiplier(roll_index, held_any) if rules["full_multiplier"] else 1
        def times(box: str) -> int:
            return mult if box not in UPPER and box != "chance" else 1

        return [BoxOption(b, c, base[b] * times(b), 0, True, multiplier=times(b))
                for b, c in card.open_boxes()]

    ordinary = classic_scores(dice)
    open_boxes = card.open_boxes()
    if not is_five_of_a_kind(dice):
        return [BoxOption(b, c, ordinary[b], 0, True) for b, c in open_boxes]

    columns = range(card.columns)
    yz = [card.get("yahtzee", c) for c in columns]
    bonus_ok = all(v == FIVE_OF_A_KIND_POINTS for v in yz)
    weights = card.weights
    trigger = (all(v is not None for v in yz) if rules["joker_trigger"] == "filled"
               else bonus_ok)
    face_box = UPPER[dice[0] - 1]
    face_open = [c for c in columns if card.is_open(face_box, c)]
    lower_open = [(b, c) for b, c in open_boxes if b in CLASSIC_LOWER]
    mode = rules["joker_upper"]

    def bonus(c: int) -> int:
        return FIVE_OF_A_KIND_BONUS * weights[c] if bonus_ok else 0

    if not trigger or (mode != "forced" and face_open):
        # An ordinary roll: any open box, ordinary scores (the +100 still applies at 50).
        return [BoxOption(b, c, ordinary[b], bonus(c), True) for b, c in open_boxes]

    joker = joker_scores(dice)
    if mode == "forced" and face_open:
        allowed = {(face_box, c) for c in face_open}
    elif mode == "free" or not lower_open:
        allowed = set(open_boxes)
    else:
        allowed = set(lower_open)
    return [BoxOption(b, c, joker[b] if b in CLASSIC_LOWER else ordinary[b], bonus(c),
                      (b, c) in allowed, joker=True)
            for b, c in open_boxes]


class KosciGame(Game):
    """A game of classic, triple or full for 1-6 players."""

    def __init__(self, rules: Rules, players: Sequence[Player | str | Mapping[str, Any]], *,
                 clock_minutes: int | None = None, dice: DiceSource | None = None) -> None:
        if rules.game not in KOSCI_GAMES:
            raise RuleError("unknown_game", game=rules.game, choices=", ".join(KOSCI_GAMES))
        super().__init__(rules, players, clock_minutes=clock_minutes, dice=dice)
        self.boxes = boxes_of(rules)
        self.weights = weights_of(rules)
        self.cards = [Card(rules) for _ in self.players]
        self.dice: tuple[int, ...] | None = None
        self.held: tuple[bool, ...] = (False,) * DICE
        self.rolls = 0
        self.last_roll_held_any = False
        self._start_turn()

    @property
    def columns(self) -> int:
        return len(self.weights)

    @property
    def rolls_left(self) -> int:
        return MAX_ROLLS - self.rolls

    @property
    def card(self) -> Card:
        """The current player's card."""
        return self.cards[self.current]

    def totals(self) -> list[int]:
        return [card.total() for card in self.cards]

    def turn_count(self) -> int:
        """Turns per player in a whole game (13, 39, 15 or 9)."""
        return len(self.boxes) * self.columns

    # -- queries about the current dice ---------------------------------------------------

    def options(self) -> list[BoxOption]:
        """Every open box of the current player for the current dice (empty before a roll)."""
        if self.dice is None or self.finished:
            return []
        return box_options(self.rules, self.card, self.dice, roll_index=self.rolls - 1,
                           held_any=self.last_roll_held_any)

    def allowed_options(self) -> list[BoxOption]:
        return [o for o in self.options() if o.allowed]

    def must_sacrifice(self) -> bool:
        """True when no allowed box scores more than 0 for the current dice."""
        allowed = self.allowed_options()
        return bool(allowed) and all(o.points == 0 for o in allowed)

    # -- what the player may do ---------------------------------------------------------------

    def held_positions(self) -> tuple[int, ...]:
        return tuple(i for i, h in enumerate(self.held) if h) if self.rolls else ()

    def must_write(self) -> bool:
        return not self.finished and self.rolls_left == 0

    def can_hold(self, index: int) -> bool:
        return self.hold_refusal(index) is None

    def hold_refusal(self, index: int) -> RuleError | None:
        """Why die ``index`` cannot be held or released now, or None."""
        if self.finished:
            return RuleError("game_over")
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < DICE:
            return RuleError("bad_die_index", index=index)
        if self.rolls == 0:
            return RuleError("hold_before_roll")
        if self.rolls_left == 0:
            return RuleError("no_rolls_left")
        return None

    def refusal(self, move: Move) -> RuleError | None:
        if self.finished:
            return RuleError("game_over")
        if isinstance(move, Roll):
            return self._roll_refusal(move.held)
        if isinstance(move, Write):
            return self._write_refusal(move.box, move.column)
        return RuleError("not_this_game")

    def _roll_refusal(self, held: Iterable[int]) -> RuleError | None:
        held = tuple(held)
        for i in held:
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < DICE:
                return RuleError("bad_die_index", index=i)
        if self.rolls >= MAX_ROLLS:
            return RuleError("no_rolls_left")
        if self.rolls == 0 and held:
            return RuleError("hold_before_roll")
        if len(set(held)) == DICE:
            return RuleError("roll_all_held")
        return None

    def _write_refusal(self, box: str, column: int) -> RuleError | None:
        if self.rolls == 0:
            return RuleError("write_before_roll")
        if box not in self.boxes:
            return RuleError("unknown_box", box=box)
        if isinstance(column, bool) or not isinstance(column, int) or not (
                0 <= column < self.columns):
            return RuleError("bad_column", column=column, columns=self.columns)
        if not self.card.is_open(box, column):
            return RuleError("box_filled", box=box, column=column)
        options = self.options()
        chosen = next(o for o in options if o.box == box and o.column == column)
        if not chosen.allowed:
            return RuleError("joker_forced", box=box, column=column,
                             dice=list(self.dice or ()),
                             allowed=[[o.box, o.column] for o in options if o.allowed])
        return None

    # -- actions ------------------------------------------------------------------------------

    def apply(self, move: Move, player: int | None = None) -> Any:
        """Perform a :class:`Roll` (with its holds) or a :class:`Write`."""
        if isinstance(move, Roll):
            self.check_turn(player)
            refusal = self._roll_refusal(move.held)
            if refusal is not None:
                raise refusal
            self.set_held(move.held)
            return self.roll()
        if isinstance(move, Write):
            return self.score(move.box, move.column, player=player, automatic=move.automatic)
        raise TypeError(f"not a move of this game: {move!r}")

    def roll(self, values: Iterable[int] | None = None, player: int | None = None
             ) -> tuple[int, ...]:
        """Roll the dice that are not held. ``values`` (all five, held ones unchanged) replays
        a recorded roll instead of drawing from the dice source."""
        self.check_turn(player)
        held = self.held if self.rolls else (False,) * DICE
        refusal = self._roll_refusal(i for i, h in enumerate(held) if h)
        if refusal is not None:
            raise refusal
        if values is not None:
            new = tuple(values)
            if len(new) != DICE or not all(
                    isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in new):
                raise RuleError("bad_dice", count=DICE, dice=list(new))
            for i, h in enumerate(held):
                if h and new[i] != self.dice[i]:  # type: ignore[index]
                    raise RuleError("held_changed", index=i, old=self.dice[i], new=new[i])  # type: ignore[index]
        else:
            self._turn_record()  # a turn starts (and picks its duplicate stream) before drawing
            new = tuple(self.dice[i] if h else self.dice_source.die()  # type: ignore[index]
                        for i, h in enumerate(held))
        entry: dict[str, Any] = {"dice": list(new)}
        if self.rolls:
            entry = {"held": [i for i, h in enumerate(held) if h], **entry}
        self._turn_record()["rolls"].append(entry)
        self.dice = new
        self.held = held
        self.last_roll_held_any = any(held)
        self.rolls += 1
        me = self.current
        self.events = [Rolled(me, new, tuple(not h for h in held), self.rolls_left)]
        options = self.options()
        if any(o.joker for o in options) and not all(o.allowed for o in options):
            self.events.append(JokerRolled(me, tuple((o.box, o.column) for o in options
                                                     if o.allowed)))
        if self.must_sacrifice():
            self.events.append(NothingScores(me))
        return new

    def set_held(self, positions: Iterable[int], player: int | None = None) -> None:
        """Hold exactly the dice at these positions (0-4) for the next roll."""
        self.check_turn(player)
        positions = tuple(positions)
        self._check_positions(positions)
        if positions and self.rolls == 0:
            raise RuleError("hold_before_roll")
        self.held = tuple(i in positions for i in range(DICE))

    def toggle_hold(self, index: int, player: int | None = None) -> bool:
        """Hold a free die or release a held one; returns whether it is now held."""
        self.check_turn(player)
        refusal = self.hold_refusal(index)
        if refusal is not None:
            raise refusal
        held = list(self.held)
        held[index] = not held[index]
        self.held = tuple(held)
        return held[index]

    def score(self, box: str, column: int = 0, player: int | None = None, *,
              automatic: bool = False) -> BoxOption:
        """Write the current dice into an open box; the turn passes to the next player.
        ``automatic``: the auto-score wrote it (marked in the record)."""
        self.check_turn(player)
        refusal = self._write_refusal(box, column)
        if refusal is not None:
            raise refusal
        chosen = next(o for o in self.options() if o.box == box and o.column == column)
        card = self.card
        bonus_before = card.upper_bonus(column)
        card.cells[column][box] = chosen.points
        if chosen.bonus:
            card.five_bonuses[column] += 1
        me = self.current
        self.events = [BoxWritten(me, box, column, chosen.points, chosen.bonus, chosen.joker,
                                  tuple(self.dice or ()), automatic)]
        if card.upper_bonus(column) > bonus_before:
            self.events.append(UpperBonusEarned(me, column, card.upper_bonus(column)))
        written: dict[str, Any] = {"box": box, "column": column}
        if automatic:
            written["auto"] = True
        self._turn_record()["score"] = written
        self._next_player()
        return chosen

    # -- internals -----------------------------------------------------------------------------

    @staticmethod
    def _check_positions(positions: Iterable[int]) -> None:
        for i in positions:
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < DICE:
                raise RuleError("bad_die_index", index=i)

    def _new_turn_record(self) -> dict[str, Any]:
        return {"player": self.current, "rolls": []}

    def _start_turn(self) -> None:
        self.dice = None
        self.held = (False,) * DICE
        self.rolls = 0
        self.last_roll_held_any = False

    def _all_done(self) -> bool:
        return all(self.cards[i].is_full() for i in self.in_play())
