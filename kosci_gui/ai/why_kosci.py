"""The reasons behind the Kości family's options (see :mod:`kosci_gui.ai.reasons`).

A hold's reason follows the rest of the turn exactly as the advisor values it: every roll of
the free dice with its probability, then the advisor's choice after it — the best write or the
best hold, by the same stage values (:meth:`KosciAI.stages`; ties: the write, then the first
hold) — until a box is written. What comes out is the chance of ending the turn in each box and
the mean points written there, and (where the game has an upper bonus) the chance of the
bonus after the write, which gives a hold's ``upper_bonus`` reason. A write's reason splits
its value into the points now and the points still expected later.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from kosci_gui.engine.card import BoxOption, Card, box_options
from kosci_gui.engine.kosci import MAX_ROLLS, KosciGame
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.engine.rules import Rules
from kosci_gui.engine.scoring import full_multiplier

from . import keeps
from .base import Advice
from .kosci_ai import KosciAI
from .kosci_win_ai import shortfall
from .reasons import (
    BONUS_CHANGE_SHOWN,
    ENDS_SHOWN,
    INSTEAD,
    NOW_LATER,
    TURN_ENDS,
    UPPER_BONUS,
    WIN_GAP,
    Reason,
    TurnEnd,
)
from .upper_bonus import card_bonus

#: Where a turn ends: (box, column) → [chance, chance × points, chance × the chance of the
#: upper bonus after the write (0 where the game has none)].
Ends = dict[tuple[str, int], list[float]]


@cache
def advisor(rules: Rules) -> KosciAI:
    """The advisor's valuation for these rules (its value tables are loaded once)."""
    return KosciAI(rules)


@cache
def rolls_of(dice: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every sorted roll of ``dice`` dice with its probability."""
    total = 6 ** dice
    out = []
    for roll in combinations_with_replacement(range(1, 7), dice):
        ways = factorial(dice)
        for face in set(roll):
            ways //= factorial(roll.count(face))
        out.append((roll, ways / total))
    return tuple(out)


def _add(into: Ends, ends: Ends, weight: float) -> None:
    for key in ends:
        slot = into.setdefault(key, [0.0, 0.0, 0.0])
        for i, amount in enumerate(ends[key]):
            slot[i] += weight * amount


class TurnFollower:
    """The rest of one Kości turn under the advisor's play, from any keep or roll, for one
    card (work shared between the options of a position)."""

    def __init__(self, rules: Rules, card: Card) -> None:
        self.rules = rules
        self.card = card
        self.ai = advisor(rules)
        self.stages = self.ai.stages(card)
        self.offset = self.ai.offset(card)
        self.base = card.total() + self.ai.card_value(card)
        self.bonus = card_bonus(self.ai.valuer)
        self._writes: dict[tuple[tuple[int, ...], int], tuple[str, int, int, float, float]] = {}
        self._keeps: dict[tuple[tuple[int, ...], int], Ends] = {}
        self._bonus: dict[tuple[str, int], float] = {}
        self._rolls: dict[tuple[tuple[int, ...], int, bool], Ends] = {}

    def best_write(self, outcome: tuple[int, ...], multiplier: int
                   ) -> tuple[str, int, int, float, float]:
        """The advisor's write of these dice: box, column, points, expected final score, the
        chance of the upper bonus after it (0 where there is none)."""
        key = (outcome, multiplier)
        found = self._writes.get(key)
        if found is None:
            roll_index, held_any = (0, False) if multiplier == 3 else (1, multiplier == 1)
            best: tuple[BoxOption, float] | None = None
            for o in box_options(self.rules, self.card, outcome, roll_index=roll_index,
                                 held_any=held_any):
                if not o.allowed:
                    continue
                value = self.base + self.ai.write_gain(self.card, o.box, o.column, o.points,
                                                       o.bonus)
                if best is None or value > best[1]:
                    best = (o, value)
            assert best is not None
            o, value = best
            found = self._writes[key] = (o.box, o.column, o.points + o.bonus, value,
                                         self.bonus_after(o.box, o.points))
        return found

    def bonus_after(self, box: str, points: int) -> float:
        """The chance of the upper bonus after writing ``points`` in ``box`` (0 where the
        game has none)."""
        if self.bonus is None:
            return 0.0
        found = self._bonus.get((box, points))
        if found is None:
            found = self._bonus[box, points] = self.bonus.after(self.card, box, points)
        return found

    def after_roll(self, outcome: tuple[int, ...], roll: int, held_any: bool) -> Ends:
        """Where the turn ends after roll number ``roll`` (1-3) showed ``outcome``."""
        key = (outcome, roll, held_any)
        found = self._rolls.get(key)
        if found is not None:
            return found
        multiplier = full_multiplier(roll - 1, held_any) if self.ai.valuer.model.multiplier \
            else 1
        box, column, points, value, bonus = self.best_write(outcome, multiplier)
        chosen: tuple[int, ...] | None = None
        if roll < MAX_ROLLS:
            level = self.stages["keep1" if roll == 1 else "keep2"]
            for keep in keeps.sub_keeps(outcome):
                if len(keep) == 5:
                    continue
                kept = self.offset + float(level[len(keep)][keeps.INDEX[keep], 0])
                if kept > value:
                    value, chosen = kept, keep
        ends = {(box, column): [1.0, float(points), bonus]} if chosen is None \
            else self.after_keep(chosen, roll + 1)
        self._rolls[key] = ends
        return ends

    def after_keep(self, keep: tuple[int, ...], roll: int) -> Ends:
        """Where the turn ends after holding ``keep`` for roll number ``roll`` (1-3)."""
        key = (keep, roll)
        found = self._keeps.get(key)
        if found is None:
            found = {}
            for dice, chance in rolls_of(5 - len(keep)):
                outcome = tuple(sorted(keep + dice))
                _add(found, self.after_roll(outcome, roll, bool(keep)), chance)
            self._keeps[key] = found
        return found


def likeliest(ends: Ends, count: int = ENDS_SHOWN) -> tuple[TurnEnd, ...]:
    """The ``count`` likeliest endings, likeliest first (ties: card order)."""
    order = sorted(ends.items(), key=lambda kv: -kv[1][0])
    return tuple(TurnEnd(box, column, chance, points / chance)
                 for (box, column), (chance, points, _) in order[:count] if chance > 0)


class KosciWhy:
    """The reasons of a Kości position's options."""

    def __init__(self, game: KosciGame, slips: Mapping[str, float] | None = None) -> None:
        self.game = game
        self.slips = dict(slips or {})
        self.follower = TurnFollower(game.rules, game.card)
        self._options: dict[tuple[str, int], BoxOption] | None = None
        bonus = self.follower.bonus
        #: The chance of the upper bonus at the start of this turn (None: the game has none).
        self.bonus_before = None if bonus is None else bonus.now(game.card)

    def explain(self, options: Sequence[Advice]) -> list[list[Reason]]:
        game = self.game
        total = game.card.total()
        #: Each write's points now and points still expected later, by option.
        split = {i: (a.move, self.total_after(a.move) - total,
                     a.value - self.total_after(a.move))
                 for i, a in enumerate(options) if isinstance(a.move, Write)}
        most_now = max(split, key=lambda i: split[i][1], default=-1)
        out = []
        for i, a in enumerate(options):
            found: list[Reason] = []
            if isinstance(a.move, Roll):
                ends = self.ends_of(a.move)
                found.append(Reason(TURN_ENDS, {"keep": self.keep_of(a.move),
                                                "ends": likeliest(ends)}))
                found += self.upper_bonus(sum(slot[2] for slot in ends.values()))
            elif i in split:
                move, now, later = split[i]
                found.append(Reason(NOW_LATER, {"box": move.box, "column": move.column,
                                                "points": now, "later": later}))
                if split[most_now][1] > now and a.value >= options[most_now].value:
                    other, other_now, other_later = split[most_now]
                    found.append(Reason(INSTEAD, {
                        "box": move.box, "column": move.column, "points": now,
                        "other": other.box, "other_column": other.column,
                        "other_points": other_now, "gain": later - other_later,
                        "net": later - other_later - (other_now - now)}))
                if self.follower.bonus is not None:
                    option = self.option_of(move)
                    found += self.upper_bonus(self.follower.bonus_after(option.box,
                                                                        option.points))
            if a.win_chance is not None:
                found.append(Reason(WIN_GAP, {"chance": a.win_chance, "mine": a.value,
                                              "theirs": self.best_opponent()}))
            out.append(found)
        return out

    def keep_of(self, move: Roll) -> tuple[int, ...]:
        game = self.game
        return keeps.keep_of(tuple(game.dice or ()), move.held) if game.rolls else ()

    def ends_of(self, move: Roll) -> Ends:
        """How the turn ends after this hold (or the turn's first roll)."""
        return self.follower.after_keep(self.keep_of(move), self.game.rolls + 1)

    def upper_bonus(self, after: float) -> list[Reason]:
        """The ``upper_bonus`` reason of an option after which the bonus's chance is
        ``after``, if it is worth saying (see :mod:`kosci_gui.ai.reasons`)."""
        before = self.bonus_before
        if before is None or not 0.0 < before < 1.0 or abs(after - before) < BONUS_CHANGE_SHOWN:
            return []
        return [Reason(UPPER_BONUS, {"before": before, "after": after})]

    def option_of(self, move: Write) -> BoxOption:
        """The write's box option (its points) in the position's options."""
        if self._options is None:
            self._options = {(o.box, o.column): o for o in self.game.options()}
        return self._options[move.box, move.column]

    def total_after(self, move: Write) -> int:
        """The card's total once the current dice are written as ``move`` says."""
        card = self.game.card.copy()
        option = self.option_of(move)
        card.cells[move.column][move.box] = option.points
        if option.bonus:
            card.five_bonuses[move.column] += 1
        return card.total()

    def best_opponent(self) -> float | None:
        """The best expected final score among the other players still in, as the chances to
        win expect it: optimal play, less a computer's slips at its level (``slips``, see
        :func:`kosci_win_ai.shortfall`), more the mover's own."""
        game = self.game
        ai = self.follower.ai
        mine = shortfall(self.slips, game, game.current)
        finals = [game.cards[p].total() + ai.card_value(game.cards[p]) + mine
                  - shortfall(self.slips, game, p)
                  for p in game.in_play() if p != game.current]
        return max(finals, default=None)


def seat_gap(seat: int, chance: float, finals: Mapping[int, float]) -> Reason | None:
    """A ``win_gap`` of ``seat`` among the ``finals`` (expected final scores by seat) of the
    seats still in; None alone."""
    rivals = [p for p in finals if p != seat]
    if not rivals:
        return None
    rival = max(rivals, key=lambda p: finals[p])
    return Reason(WIN_GAP, {"chance": chance, "mine": finals[seat], "theirs": finals[rival],
                            "seat": seat, "rival": rival})


def kosci_standing(game: KosciGame, chances: Sequence[float],
                   slips: Mapping[str, float] | None = None) -> list[Reason | None]:
    """Each seat's chance to win (``chances``, by seat) and what it weighs: a ``win_gap``
    per seat still in (None for a seat out) with the seat's expected final score and the
    best other seat's (``rival``), as the chances expect them — optimal play from here,
    less a computer's slips at its level (``slips``); the mover's from the best option of
    its turn. A finished game's result says it all: None for every seat."""
    if game.finished:
        return [None] * game.player_count
    ai = advisor(game.rules)
    slips = slips or {}
    finals: dict[int, float] = {}
    for p in game.in_play():
        card = game.cards[p]
        if p == game.current:
            finals[p] = max(a.value for a in ai.options(game)) - shortfall(slips, game, p)
        else:
            finals[p] = card.total() + ai.card_value(card) - shortfall(slips, game, p)
    return [seat_gap(p, chances[p], finals) if p in finals else None
            for p in range(game.player_count)]


def kosci_reasons(game: KosciGame, options: Sequence[Advice],
                  slips: Mapping[str, float] | None = None) -> list[list[Reason]]:
    """The reasons of each of a Kości position's options, in order (``slips``: the points a
    computer of each level loses per box, as the chances to win count them)."""
    return KosciWhy(game, slips).explain(options)
