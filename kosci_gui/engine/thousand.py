"""Thousand ("1000 w kości"), RULES.md §2: throw, set aside scoring dice, throw again or write.

:class:`ThousandGame` runs the game with every house rule of the chosen preset (opening,
3-dice rule, hot dice, zero-throw penalty, overtaking chains, pits, the 900 relief, exact
1000, three misses). The rules between the players (the win, the pits, the overtaking chain)
are in :mod:`kosci_gui.engine.thousand_rules`, the points of a set of dice in
:mod:`kosci_gui.engine.thousand_scoring`.

The dice a player chooses to set aside are the game's state too (``held_positions``, as the
held dice of the Kości family): until a throw, a write or a pass sets them aside, the game
answers what they are worth and why a move would be refused with them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from enum import Enum
from typing import Any

from .dice import DICE, DiceSource
from .errors import RuleError
from .events import (
    DiceSetAside,
    Event,
    HotDice,
    InPit,
    Missed,
    MissReason,
    Overtaken,
    Penalised,
    PenaltyKind,
    Rolled,
    TurnWritten,
    Won,
)
from .game import Game, Player
from .moves import Bank, Move, Pass, Roll, SetAside
from .rules import Rules
from .thousand_rules import (
    GOAL,
    SheetEntry,
    SheetKind,
    overtake_chain,
    pit_of,
    wins,
    write_refusal,
)
from .thousand_scoring import scoring_selections, set_value


class Phase(str, Enum):
    """Where the current Thousand turn stands."""

    START = "start"      # nothing thrown yet this turn
    THROWN = "thrown"    # thrown: scoring dice must be set aside (or it was a miss)
    CHOSEN = "chosen"    # set aside: throw again, write or pass


class ThousandGame(Game):
    """A game of Thousand for 2-6 players."""

    MOVES = frozenset({Roll, SetAside, Bank, Pass})
    WRITE = Bank

    def __init__(self, rules: Rules, players: Sequence[Player | str | Mapping[str, Any]], *,
                 clock_minutes: int | None = None, dice: DiceSource | None = None) -> None:
        super().__init__(rules, players, clock_minutes=clock_minutes, dice=dice)
        n = self.player_count
        self.scores = [0] * n
        self.opened = [False] * n
        self.misses_in_row = [0] * n
        self.sheets: list[list[SheetEntry]] = [[] for _ in range(n)]
        self._start_turn()

    # -- state of the turn ------------------------------------------------------------------

    def _start_turn(self) -> None:
        self.in_hand = DICE
        self.throw: tuple[int, ...] | None = None
        self.phase = Phase.START
        self.turn_points = 0
        self.scoring_dice = 0         # dice set aside since the last full five (3-dice rule)
        self.aside: list[tuple[int, ...]] = []  # groups set aside this turn, in order
        self.throws = 0
        self.start_score = self.scores[self.current]
        #: Positions of the throw chosen to be set aside by the next throw, write or pass.
        self.chosen: tuple[int, ...] = ()

    def totals(self) -> list[int]:
        return list(self.scores)

    @property
    def hot_dice(self) -> bool:
        """All five dice are set aside: the player may write or throw all five again."""
        return self.phase == Phase.CHOSEN and self.in_hand == 0

    def _room(self) -> int | None:
        """Points that may still be set aside without passing 1000 (None: no limit)."""
        if self.rules["win"] != "exact":
            return None
        return GOAL - self.scores[self.current] - self.turn_points

    def legal_selections(self) -> list[tuple[tuple[int, ...], int]]:
        """The selections that may be set aside from the current throw, best first."""
        if self.phase != Phase.THROWN or self.throw is None:
            return []
        room = self._room()
        return [(sel, v) for sel, v in scoring_selections(self.throw)
                if room is None or v <= room]

    # -- the dice chosen to set aside ----------------------------------------------------------

    def hold_refusal(self, index: int) -> RuleError | None:
        """Why die ``index`` of the throw cannot be chosen (or left) now, or None."""
        if self.finished:
            return RuleError("game_over")
        if self.phase != Phase.THROWN or self.throw is None:
            return RuleError("roll_first" if self.phase == Phase.START else "already_set_aside")
        if isinstance(index, bool) or not isinstance(index, int) or not (
                0 <= index < len(self.throw)):
            return RuleError("bad_die_index", index=index)
        return None

    def toggle_hold(self, index: int, player: int | None = None) -> bool:
        """Choose die ``index`` of the throw to set aside, or leave it; returns whether it
        is chosen now."""
        self.check_turn(player)
        refusal = self.hold_refusal(index)
        if refusal is not None:
            raise refusal
        chosen = set(self.chosen) ^ {index}
        self.chosen = tuple(sorted(chosen))
        return index in chosen

    def set_held(self, positions: Iterable[int], player: int | None = None) -> None:
        """Choose exactly the dice at these positions of the throw (none: choose nothing)."""
        self.check_turn(player)
        wanted = tuple(sorted(set(positions)))
        for index in wanted:
            refusal = self.hold_refusal(index)
            if refusal is not None:
                raise refusal
        self.chosen = wanted

    def dice_on_table(self) -> tuple[int, ...]:
        return (self.throw or ()) if self.phase == Phase.THROWN else ()

    def held_positions(self) -> tuple[int, ...]:
        return self.chosen

    def chosen_values(self) -> tuple[int, ...]:
        """The values of the chosen dice, sorted."""
        throw = self.throw or ()
        return tuple(sorted(throw[i] for i in self.chosen))

    def chosen_points(self) -> int | None:
        """What the chosen dice are worth set aside (None: nothing chosen, or some die of
        them scores in no group)."""
        return set_value(self.chosen_values()) if self.chosen else None

    def dice_to_throw(self) -> int:
        """How many dice the next throw throws: those left in hand once the chosen dice are
        set aside, or all five again when none is left (hot dice)."""
        return (self.in_hand - len(self.chosen)) or DICE

    def positions_of(self, values: Iterable[int]) -> tuple[int, ...]:
        """Positions in the current throw of dice showing these values (as a set-aside
        takes them: the first such dice)."""
        wanted = Counter(values)
        found = []
        for i, v in enumerate(self.dice_on_table()):
            if wanted[v] > 0:
                wanted[v] -= 1
                found.append(i)
        return tuple(found)

    def chosen_empty_hand(self) -> bool:
        """Would setting the chosen dice aside leave none in hand (hot dice: the next throw
        takes all five)?"""
        return bool(self.chosen) and len(self.chosen) == len(self.throw or ())

    def roll_move(self) -> Roll:
        return Roll()

    # -- what the player may do ---------------------------------------------------------------

    def refusal(self, move: Move) -> RuleError | None:
        """Why ``move`` would be refused now, or None; a throw, a write or a pass first sets
        aside the chosen dice, so it is refused if they may not be set aside. Nothing
        changes."""
        if self.finished:
            return RuleError("game_over")
        phase, points, scoring = self.phase, self.turn_points, self.scoring_dice
        aside = self.chosen_values()
        if aside and not isinstance(move, SetAside):
            refusal = self._set_aside_refusal(aside)
            if refusal is not None:
                return refusal
            value = set_value(aside) or 0
            phase, points, scoring = Phase.CHOSEN, points + value, scoring + len(aside)
        if isinstance(move, Roll):
            if move.held:
                return RuleError("bad_die_index", index=move.held[0])
            return RuleError("set_aside_first") if phase == Phase.THROWN else None
        if isinstance(move, SetAside):
            return self._set_aside_refusal(move.dice)
        if isinstance(move, Bank):
            return self._bank_refusal(phase, points, scoring)
        if isinstance(move, Pass):
            if phase == Phase.CHOSEN:
                return None
            return RuleError("pass_before_throw" if phase == Phase.START else "set_aside_first")
        return RuleError("not_this_game")

    def _set_aside_refusal(self, values: Iterable[int]) -> RuleError | None:
        if self.phase != Phase.THROWN or self.throw is None:
            return RuleError("roll_first" if self.phase == Phase.START else "already_set_aside")
        chosen = tuple(sorted(values))
        if not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6
                   for v in chosen):
            return RuleError("bad_dice", count=len(chosen), dice=list(chosen))
        if not chosen:
            return RuleError("set_aside_empty")
        if Counter(chosen) - Counter(self.throw):
            return RuleError("set_aside_not_thrown", dice=list(chosen), throw=list(self.throw))
        value = set_value(chosen)
        if value is None:
            return RuleError("set_aside_not_scoring", dice=list(chosen))
        room = self._room()
        if room is not None and value > room:
            return RuleError("set_aside_over_1000", dice=list(chosen), goal=GOAL,
                             score=self.scores[self.current] + self.turn_points, points=value)
        return None

    def _bank_refusal(self, phase: Phase, points: int, scoring: int) -> RuleError | None:
        if phase != Phase.CHOSEN:
            return RuleError("roll_first" if phase == Phase.START else "set_aside_first")
        me = self.current
        return write_refusal(self.rules, start=self.start_score, opened=self.opened[me],
                             total=self.scores[me] + points, points=points, scoring=scoring)

    def bank_refusal(self) -> RuleError | None:
        """Why writing now is not allowed, or None when it is."""
        return self.refusal(Bank())

    def can_bank(self) -> bool:
        return self.bank_refusal() is None

    def pit_of(self, score: int) -> tuple[int, int] | None:
        return pit_of(self.rules, score)

    # -- actions --------------------------------------------------------------------------------

    def apply(self, move: Move, player: int | None = None) -> Any:
        if isinstance(move, Roll):
            if move.held:
                raise RuleError("bad_die_index", index=move.held[0])
            return self.roll(player=player)
        if isinstance(move, SetAside):
            return self.set_aside(move.dice, player=player)
        if isinstance(move, Bank):
            return self.bank(player=player)
        if isinstance(move, Pass):
            return self.pass_turn(player=player)
        raise TypeError(f"not a move of this game: {move!r}")

    def roll(self, values: Iterable[int] | None = None, player: int | None = None, *,
             clock_out: bool = False) -> tuple[int, ...]:
        """Throw the dice in hand (all five again after hot dice). ``values`` replays a
        recorded throw. A throw with nothing that may be set aside ends the turn (a miss).

        ``clock_out``: the player's clock ran out with this throw (a replayed timed-out turn,
        RULES.md §6): if the throw is a miss, a zero throw still costs its penalty, the miss
        does not count towards three misses, and the player is out. The chosen dice are set
        aside first."""
        self.check_turn(player)
        refusal = self.refusal(Roll())
        if refusal is not None:
            raise refusal
        if clock_out and self.clock_minutes is None:
            raise RuleError("no_clock")
        count = self.dice_to_throw()
        if values is not None:
            throw = tuple(values)
            if len(throw) != count:
                raise RuleError("bad_throw_size", count=count, given=len(throw))
            if not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6
                       for v in throw):
                raise RuleError("bad_dice", count=count, dice=list(throw))
        before = self._set_aside_chosen()
        if values is None:
            self._turn_record()  # a turn starts (and picks its duplicate stream) before drawing
            throw = tuple(self.dice_source.roll(count))
        self.events = [*before, Rolled(self.current, throw, (True,) * len(throw))]
        self._turn_record()["steps"].append({"roll": list(throw)})
        if self.in_hand == 0:
            self.in_hand = DICE
            self.scoring_dice = 0
        first = self.throws == 0
        self.throws += 1
        self.throw = throw
        self.chosen = ()
        self.phase = Phase.THROWN
        if not self.legal_selections():
            intrinsic_zero = not scoring_selections(throw)
            self._miss(MissReason.NO_SCORE if intrinsic_zero else MissReason.OVER_1000,
                       zero_throw=first and intrinsic_zero, clock_out=clock_out)
        return throw

    def set_aside(self, values: Iterable[int], player: int | None = None) -> int:
        """Set aside scoring dice from the current throw; returns their points."""
        self.check_turn(player)
        chosen = tuple(sorted(values))
        refusal = self._set_aside_refusal(chosen)
        if refusal is not None:
            raise refusal
        value = set_value(chosen)
        assert value is not None
        self._turn_record()["steps"].append({"set_aside": list(chosen)})
        self.turn_points += value
        self.in_hand -= len(chosen)
        self.scoring_dice += len(chosen)
        self.aside.append(chosen)
        self.chosen = ()
        self.phase = Phase.CHOSEN
        me = self.current
        self.events = [DiceSetAside(me, chosen, value)]
        if self.in_hand == 0:
            self.events.append(HotDice(me, self.turn_points))
        return value

    def bank(self, player: int | None = None) -> int:
        """Write the turn's points (the chosen dice set aside first); overtakes players
        passed; may win. Returns the new score."""
        self.check_turn(player)
        refusal = self.bank_refusal()
        if refusal is not None:
            raise refusal
        before = self._set_aside_chosen()
        score = self._bank()
        self.events = [*before, *self.events]
        return score

    def _bank(self) -> int:
        me = self.current
        self._turn_record()["steps"].append({"bank": True})
        a0 = self.scores[me]
        new = a0 + self.turn_points
        self.scores[me] = new
        self.opened[me] = True
        self.misses_in_row[me] = 0
        self._sheet(me, SheetKind.WRITE, self.turn_points)
        self.events = [TurnWritten(me, self.turn_points, new)]
        if wins(self.rules, new):
            self.events.append(Won(me))
            self._finish([me])
            return new
        self._overtake(me, a0)
        pit = self.pit_of(self.scores[me])
        if pit is not None:
            self.events.append(InPit(me, pit[0], pit[1]))
        self._next_player()
        return self.scores[me]

    def told_total(self, player: int, total: int, by: int | None) -> None:
        """A copy with hidden cards sees neither the overtakes that cost ``player`` points
        nor those that earned them a bonus: the difference to the table's ``total`` becomes
        the sheet's overtaking line (``by``: the player who wrote, if known)."""
        points = total - self.scores[player]
        if not points:
            return
        self.scores[player] += points
        kind = SheetKind.OVERTAKE_BONUS if points > 0 else SheetKind.OVERTAKEN
        self.sheets[player].append(SheetEntry(kind, points, self.scores[player],
                                              max(0, len(self.turns) - 1), by))

    def pass_turn(self, player: int | None = None) -> None:
        """End the turn without writing (a miss; the chosen dice set aside first)."""
        self.check_turn(player)
        refusal = self.refusal(Pass())
        if refusal is not None:
            raise refusal
        self.events = self._set_aside_chosen()
        self._turn_record()["steps"].append({"pass": True})
        self._miss(MissReason.PASS, zero_throw=False)

    def _set_aside_chosen(self) -> list[Event]:
        """Set aside the chosen dice (before a throw, a write or a pass); their events."""
        if not self.chosen:
            return []
        self.set_aside(self.chosen_values())
        return list(self.events)

    # -- internals ------------------------------------------------------------------------------

    def _sheet(self, player: int, kind: SheetKind, points: int, by: int | None = None) -> None:
        self.sheets[player].append(SheetEntry(kind, points, self.scores[player],
                                              len(self.turns) - 1, by))

    def _overtake(self, me: int, a0: int) -> None:
        self.scores, chain = overtake_chain(self.rules, self.scores, me, a0, self.in_play())
        for step in chain:
            if step.penalty:
                self.sheets[step.victim].append(SheetEntry(
                    SheetKind.OVERTAKEN, -step.penalty, step.victim_score,
                    len(self.turns) - 1, me))
            if step.bonus:
                self.sheets[me].append(SheetEntry(
                    SheetKind.OVERTAKE_BONUS, step.bonus, step.by_score, len(self.turns) - 1,
                    step.victim))
            self.events.append(Overtaken(step.victim, me, step.penalty, step.bonus,
                                         step.exempt))

    def _miss(self, reason: MissReason, *, zero_throw: bool, clock_out: bool = False) -> None:
        me = self.current
        rules = self.rules
        self.events.append(Missed(me, reason, self.turn_points))
        self._sheet(me, SheetKind.MISS, 0)
        if zero_throw and rules["zero_roll_penalty"]:
            self._penalise(me, PenaltyKind.ZERO_THROW, rules["zero_roll_penalty"])
        if clock_out:
            events = self.events
            self.timeout()
            self.events = events + self.events
            return
        self.misses_in_row[me] += 1
        if self.misses_in_row[me] >= 3:
            self.misses_in_row[me] = 0
            if rules["three_misses_penalty"]:
                self._penalise(me, PenaltyKind.THREE_MISSES, rules["three_misses_penalty"])
        self._next_player()

    def _penalise(self, player: int, kind: PenaltyKind, points: int) -> None:
        self.scores[player] -= points
        self._sheet(player, SheetKind(kind.value), -points)
        self.events.append(Penalised(player, kind, -points))

    def _on_timeout(self) -> None:
        self._sheet(self.current, SheetKind.TIMEOUT, 0)

    def _new_turn_record(self) -> dict[str, Any]:
        return {"player": self.current, "steps": []}
