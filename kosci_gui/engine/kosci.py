"""The Kości family state machine: classic, triple and full (RULES.md §1).

A turn: roll (all five), hold/release, roll again (three rolls at most), write one box.
:class:`KosciGame` runs whole games over the cards of :mod:`kosci_gui.engine.card`; what
differs between the games comes from their descriptors (the card kind, the column weights).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .card import BoxOption, Card, box_options, boxes_of
from .dice import DICE, DiceSource, is_five_of_a_kind
from .errors import RuleError
from .events import BoxWritten, JokerRolled, NothingScores, Rolled, UpperBonusEarned
from .game import Game, Player, SeatSummary
from .moves import Move, Roll, Write
from .rules import Rules

MAX_ROLLS = 3


class KosciGame(Game):
    """A game of classic, triple or full for 1-6 players."""

    MOVES = frozenset({Roll, Write})
    WRITE = Write

    def __init__(self, rules: Rules, players: Sequence[Player | str | Mapping[str, Any]], *,
                 clock_minutes: int | None = None, dice: DiceSource | None = None) -> None:
        self.boxes = boxes_of(rules)  # a RuleError for a game played without a card
        super().__init__(rules, players, clock_minutes=clock_minutes, dice=dice)
        self.weights = rules.kind.weights
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

    def dice_on_table(self) -> tuple[int, ...]:
        return self.dice or ()

    def held_positions(self) -> tuple[int, ...]:
        return tuple(i for i, h in enumerate(self.held) if h) if self.rolls else ()

    def must_write(self) -> bool:
        return not self.finished and self.rolls_left == 0

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

    # -- what the history keeps ----------------------------------------------------------------

    def table_state(self) -> dict[str, Any]:
        """The dice (None before a roll), which are held, and the rolls left."""
        return {"dice": list(self.dice) if self.dice else None, "held": list(self.held),
                "rolls_left": self.rolls_left}

    def summary(self) -> list[SeatSummary]:
        """Per seat: five equal dice written (any box), and the upper bonuses earned of the
        columns where one can be earned."""
        out = []
        for seat, card in enumerate(self.cards):
            five = sum(1 for turn in self.turns
                       if turn["player"] == seat and "score" in turn and turn["rolls"]
                       and is_five_of_a_kind(turn["rolls"][-1]["dice"]))
            columns = card.columns if card.upper_counts else None
            bonuses = (sum(1 for c in range(card.columns) if card.upper_bonus(c))
                       if card.upper_counts else None)
            out.append(SeatSummary(five_kinds=five, bonus_columns=bonuses, columns=columns))
        return out

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
