"""Thousand ("1000 w kości"), RULES.md §2: throw, set aside scoring dice, throw again or write.

:func:`set_value` scores a set of dice from one throw; :class:`ThousandGame` runs the game with
every house rule of the chosen preset (opening, 3-dice rule, hot dice, zero-throw penalty,
overtaking chains, pits, the 900 relief, exact 1000, three misses).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any

from .dice import DiceSource
from .errors import RuleError
from .game import Game, Player
from .moves import Bank, Move, Pass, Roll, SetAside
from .rules import Rules

DICE = 5
GOAL = 1000
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


@dataclass(frozen=True)
class SheetEntry:
    """One line of a player's score sheet: ``kind`` is write, miss, zero_penalty,
    overtake_bonus, overtaken, three_misses or timeout; ``score`` the score after it."""

    kind: str
    points: int
    score: int


def wins(rules: Rules, score: int) -> bool:
    """Does a write reaching ``score`` win (``win``: exactly 1000, or 1000 or more)?"""
    return score == GOAL if rules["win"] == "exact" else score >= GOAL


def pit_of(rules: Rules, score: int) -> tuple[int, int] | None:
    """The pit ``[low, high)`` that ``score`` lies in, if any."""
    for low, high in rules["pits"]:
        if low <= score < high:
            return (low, high)
    return None


@dataclass(frozen=True)
class Overtaking:
    """One link of an overtaking chain: ``victim`` was passed by ``by``, lost ``penalty``
    (0 when ``exempt`` or the option is off) and ``by`` gained ``bonus``; the scores of both
    just after this link."""

    victim: int
    by: int
    penalty: int
    bonus: int
    exempt: bool
    victim_score: int
    by_score: int


def overtake_chain(rules: Rules, scores: Sequence[int], mover: int, start: int,
                   in_play: Iterable[int]) -> tuple[list[int], list[Overtaking]]:
    """The overtaking chain of RULES.md §2 after ``mover`` wrote from ``start`` (``scores``
    already holds the write): the scores afterwards and the links, in order. Pure: the one
    statement of the rule, used by the game and by the computer players."""
    scores = list(scores)
    relief = rules["relief_900"]
    above = [p for p in in_play if p != mover and scores[p] > start]
    chain: list[Overtaking] = []
    while True:
        passed = [p for p in above if scores[p] < scores[mover]]
        if not passed:
            return scores, chain
        victim = min(passed, key=lambda p: (scores[p], p))
        above.remove(victim)
        score = scores[victim]
        exempt = (relief and score >= 900) or (
            rules["pit_protection"] and pit_of(rules, score) is not None)
        penalty = 0 if exempt else rules["overtake_penalty"]
        scores[victim] -= penalty
        bonus = rules["overtake_bonus"]
        mine = scores[mover]
        if not bonus or (relief and mine >= 900) or mine + bonus >= GOAL:
            bonus = 0
        scores[mover] += bonus
        chain.append(Overtaking(victim, mover, penalty, bonus, exempt, scores[victim],
                                scores[mover]))


class ThousandGame(Game):
    """A game of Thousand for 2-6 players."""

    def __init__(self, rules: Rules, players: Sequence[Player | str | Mapping[str, Any]], *,
                 clock_minutes: int | None = None, dice: DiceSource | None = None) -> None:
        if rules.game != "thousand":
            raise RuleError("unknown_game", game=rules.game, choices="thousand")
        super().__init__(rules, players, clock_minutes=clock_minutes, dice=dice)
        n = self.player_count
        self.scores = [0] * n
        self.opened = [False] * n
        self.misses_in_row = [0] * n
        self.sheets: list[list[SheetEntry]] = [[] for _ in range(n)]
        #: What the last action caused, for the GUI's messages (list of dicts with "type").
        self.events: list[dict[str, Any]] = []
        self._start_turn()

    # -- state of the turn ------------------------------------------------------------------

    def _start_turn(self) -> None:
        self.in_hand = DICE
        self.throw: tuple[int, ...] | None = None
        self.phase = "start"          # start | thrown (must set aside) | chosen
        self.turn_points = 0
        self.scoring_dice = 0         # dice set aside since the last full five (3-dice rule)
        self.aside: list[tuple[int, ...]] = []  # groups set aside this turn, in order
        self.throws = 0
        self.start_score = self.scores[self.current]

    def totals(self) -> list[int]:
        return list(self.scores)

    @property
    def hot_dice(self) -> bool:
        """All five dice are set aside: the player may write or throw all five again."""
        return self.phase == "chosen" and self.in_hand == 0

    def _room(self) -> int | None:
        """Points that may still be set aside without passing 1000 (None: no limit)."""
        if self.rules["win"] != "exact":
            return None
        return GOAL - self.scores[self.current] - self.turn_points

    def legal_selections(self) -> list[tuple[tuple[int, ...], int]]:
        """The selections that may be set aside from the current throw, best first."""
        if self.phase != "thrown" or self.throw is None:
            return []
        room = self._room()
        return [(sel, v) for sel, v in scoring_selections(self.throw)
                if room is None or v <= room]

    def bank_refusal(self) -> RuleError | None:
        """Why writing now is not allowed, or None when it is."""
        if self.finished:
            return RuleError("game_over")
        if self.phase != "chosen":
            return RuleError("roll_first" if self.phase == "start" else "set_aside_first")
        rules = self.rules
        relief = rules["relief_900"] and self.start_score >= 900
        if rules["three_dice"] and not relief and self.scoring_dice < 3:
            return RuleError("bank_three_dice", count=self.scoring_dice)
        if not self.opened[self.current] and self.turn_points < rules["opening"]:
            return RuleError("bank_opening", opening=rules["opening"], points=self.turn_points)
        total = self.scores[self.current] + self.turn_points
        for low, high in rules["pits"]:
            if low <= self.start_score < high and total < high:
                return RuleError("bank_pit", low=low, high=high, total=total)
        if rules["win"] == "exact" and total > GOAL:
            return RuleError("bank_over_1000", total=total)
        return None

    def can_bank(self) -> bool:
        return self.bank_refusal() is None

    def can_roll(self) -> bool:
        return not self.finished and self.phase in ("start", "chosen")

    def can_pass(self) -> bool:
        return not self.finished and self.phase == "chosen"

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
        does not count towards three misses, and the player is out."""
        self.check_turn(player)
        if self.phase == "thrown":
            raise RuleError("set_aside_first")
        if clock_out and self.clock_minutes is None:
            raise RuleError("no_clock")
        count = self.in_hand or DICE
        if values is not None:
            throw = tuple(values)
            if len(throw) != count:
                raise RuleError("bad_throw_size", count=count, given=len(throw))
            if not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6
                       for v in throw):
                raise RuleError("bad_dice", count=count, dice=list(throw))
        else:
            self._turn_record()  # a turn starts (and picks its duplicate stream) before drawing
            throw = tuple(self.dice_source.roll(count))
        self.events = [{"type": "throw", "dice": list(throw)}]
        self._turn_record()["steps"].append({"roll": list(throw)})
        if self.in_hand == 0:
            self.in_hand = DICE
            self.scoring_dice = 0
        first = self.throws == 0
        self.throws += 1
        self.throw = throw
        self.phase = "thrown"
        if not self.legal_selections():
            intrinsic_zero = not scoring_selections(throw)
            self._miss("over_1000" if not intrinsic_zero else "no_score",
                       zero_throw=first and intrinsic_zero, clock_out=clock_out)
        return throw

    def set_aside(self, values: Iterable[int], player: int | None = None) -> int:
        """Set aside scoring dice from the current throw; returns their points."""
        self.check_turn(player)
        if self.phase != "thrown" or self.throw is None:
            raise RuleError("roll_first" if self.phase == "start" else "already_set_aside")
        chosen = tuple(sorted(values))
        if not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6
                   for v in chosen):
            raise RuleError("bad_dice", count=len(chosen), dice=list(chosen))
        if not chosen:
            raise RuleError("set_aside_empty")
        if Counter(chosen) - Counter(self.throw):
            raise RuleError("set_aside_not_thrown", dice=list(chosen), throw=list(self.throw))
        value = set_value(chosen)
        if value is None:
            raise RuleError("set_aside_not_scoring", dice=list(chosen))
        room = self._room()
        if room is not None and value > room:
            raise RuleError("set_aside_over_1000", dice=list(chosen),
                            score=self.scores[self.current] + self.turn_points, points=value)
        self._turn_record()["steps"].append({"set_aside": list(chosen)})
        self.turn_points += value
        self.in_hand -= len(chosen)
        self.scoring_dice += len(chosen)
        self.aside.append(chosen)
        self.phase = "chosen"
        self.events = [{"type": "set_aside", "dice": list(chosen), "points": value}]
        if self.in_hand == 0:
            self.events.append({"type": "hot_dice", "points": self.turn_points})
        return value

    def bank(self, player: int | None = None) -> int:
        """Write the turn's points; overtakes players passed; may win. Returns the new score."""
        self.check_turn(player)
        refusal = self.bank_refusal()
        if refusal is not None:
            raise refusal
        me = self.current
        self._turn_record()["steps"].append({"bank": True})
        a0 = self.scores[me]
        new = a0 + self.turn_points
        self.scores[me] = new
        self.opened[me] = True
        self.misses_in_row[me] = 0
        self.sheets[me].append(SheetEntry("write", self.turn_points, new))
        self.events = [{"type": "write", "player": me, "points": self.turn_points, "score": new}]
        if wins(self.rules, new):
            self.events.append({"type": "win", "player": me})
            self._finish([me])
            return new
        self._overtake(me, a0)
        pit = self.pit_of(self.scores[me])
        if pit is not None:
            self.events.append({"type": "pit", "player": me, "low": pit[0], "high": pit[1]})
        self._next_player()
        return self.scores[me]

    def pass_turn(self, player: int | None = None) -> None:
        """End the turn without writing (a miss)."""
        self.check_turn(player)
        if self.phase != "chosen":
            raise RuleError("pass_before_throw" if self.phase == "start" else "set_aside_first")
        self._turn_record()["steps"].append({"pass": True})
        self.events = []
        self._miss("pass", zero_throw=False)

    # -- internals ------------------------------------------------------------------------------

    def _overtake(self, me: int, a0: int) -> None:
        self.scores, chain = overtake_chain(self.rules, self.scores, me, a0, self.in_play())
        for step in chain:
            if step.penalty:
                self.sheets[step.victim].append(
                    SheetEntry("overtaken", -step.penalty, step.victim_score))
            if step.bonus:
                self.sheets[me].append(SheetEntry("overtake_bonus", step.bonus, step.by_score))
            self.events.append({"type": "overtake", "player": step.victim, "by": me,
                                "penalty": step.penalty, "bonus": step.bonus,
                                "exempt": step.exempt})

    def _miss(self, reason: str, *, zero_throw: bool, clock_out: bool = False) -> None:
        me = self.current
        rules = self.rules
        self.events.append({"type": "miss", "player": me, "reason": reason,
                            "points": self.turn_points})
        self.sheets[me].append(SheetEntry("miss", 0, self.scores[me]))
        if zero_throw and rules["zero_roll_penalty"]:
            self._penalise(me, "zero_penalty", rules["zero_roll_penalty"])
        if clock_out:
            events = self.events
            self.timeout()
            self.events = events + self.events
            return
        self.misses_in_row[me] += 1
        if self.misses_in_row[me] >= 3:
            self.misses_in_row[me] = 0
            if rules["three_misses_penalty"]:
                self._penalise(me, "three_misses", rules["three_misses_penalty"])
        self._next_player()

    def _penalise(self, player: int, kind: str, points: int) -> None:
        self.scores[player] -= points
        self.sheets[player].append(SheetEntry(kind, -points, self.scores[player]))
        self.events.append({"type": kind, "player": player, "points": -points})

    def _on_timeout(self) -> None:
        me = self.current
        self.sheets[me].append(SheetEntry("timeout", 0, self.scores[me]))
        self.events = [{"type": "timeout", "player": me}]

    def _new_turn_record(self) -> dict[str, Any]:
        return {"player": self.current, "steps": []}
