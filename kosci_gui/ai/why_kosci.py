"""The reasons behind the Kości family's options (see :mod:`kosci_gui.ai.reasons`).

A hold's reason follows the rest of the turn exactly as the advisor values it: every roll of
the free dice with its probability, then the advisor's choice after it — the best write or the
best hold, by the same stage values (:meth:`KosciAI.stages`; ties: the write, then the first
hold) — until a box is written. What comes out is the chance of ending the turn in each box and
the mean points written there. A write's reason splits its value into the points now and
the points still expected later.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from kosci_gui.engine.card import Card, box_options
from kosci_gui.engine.kosci import MAX_ROLLS, KosciGame
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.engine.rules import Rules
from kosci_gui.engine.scoring import full_multiplier

from . import keeps
from .base import Advice
from .kosci_ai import KosciAI
from .kosci_win_ai import shortfall
from .reasons import ENDS_SHOWN, INSTEAD, NOW_LATER, TURN_ENDS, WIN_GAP, Reason, TurnEnd

#: Where a turn ends: (box, column) → [chance, chance × points].
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
    for key, (chance, points) in ends.items():
        slot = into.setdefault(key, [0.0, 0.0])
        slot[0] += weight * chance
        slot[1] += weight * points


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
        self._writes: dict[tuple[tuple[int, ...], int], tuple[str, int, int, float]] = {}
        self._keeps: dict[tuple[tuple[int, ...], int], Ends] = {}
        self._rolls: dict[tuple[tuple[int, ...], int, bool], Ends] = {}

    def best_write(self, outcome: tuple[int, ...], multiplier: int
                   ) -> tuple[str, int, int, float]:
        """The advisor's write of these dice: box, column, points, expected final score."""
        key = (outcome, multiplier)
        found = self._writes.get(key)
        if found is None:
            roll_index, held_any = (0, False) if multiplier == 3 else (1, multiplier == 1)
            best: tuple[str, int, int, float] | None = None
            for o in box_options(self.rules, self.card, outcome, roll_index=roll_index,
                                 held_any=held_any):
                if not o.allowed:
                    continue
                value = self.base + self.ai.write_gain(self.card, o.box, o.column, o.points,
                                                       o.bonus)
                if best is None or value > best[3]:
                    best = (o.box, o.column, o.points + o.bonus, value)
            assert best is not None
            found = self._writes[key] = best
        return found

    def after_roll(self, outcome: tuple[int, ...], roll: int, held_any: bool) -> Ends:
        """Where the turn ends after roll number ``roll`` (1-3) showed ``outcome``."""
        key = (outcome, roll, held_any)
        found = self._rolls.get(key)
        if found is not None:
            return found
        multiplier = full_multiplier(roll - 1, held_any) if self.ai.valuer.model.multiplier \
            else 1
        box, column, points, value = self.best_write(outcome, multiplier)
        chosen: tuple[int, ...] | None = None
        if roll < MAX_ROLLS:
            level = self.stages["keep1" if roll == 1 else "keep2"]
            for keep in keeps.sub_keeps(outcome):
                if len(keep) == 5:
                    continue
                kept = self.offset + float(level[len(keep)][keeps.INDEX[keep], 0])
                if kept > value:
                    value, chosen = kept, keep
        ends = {(box, column): [1.0, float(points)]} if chosen is None \
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
                 for (box, column), (chance, points) in order[:count] if chance > 0)


class KosciWhy:
    """The reasons of a Kości position's options."""

    def __init__(self, game: KosciGame, slips: Mapping[str, float] | None = None) -> None:
        self.game = game
        self.slips = dict(slips or {})
        self.follower = TurnFollower(game.rules, game.card)

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
                found.append(self.turn_ends(a.move))
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
            if a.win_chance is not None:
                found.append(Reason(WIN_GAP, {"chance": a.win_chance, "mine": a.value,
                                              "theirs": self.best_opponent()}))
            out.append(found)
        return out

    def turn_ends(self, move: Roll) -> Reason:
        """How the turn ends after this hold (or the turn's first roll)."""
        game = self.game
        dice = tuple(game.dice or ())
        keep = keeps.keep_of(dice, move.held) if game.rolls else ()
        ends = self.follower.after_keep(keep, game.rolls + 1)
        return Reason(TURN_ENDS, {"keep": keep, "ends": likeliest(ends)})

    def total_after(self, move: Write) -> int:
        """The card's total once the current dice are written as ``move`` says."""
        game = self.game
        card = game.card.copy()
        option = next(o for o in game.options() if o.box == move.box and o.column == move.column)
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


def kosci_reasons(game: KosciGame, options: Sequence[Advice],
                  slips: Mapping[str, float] | None = None) -> list[list[Reason]]:
    """The reasons of each of a Kości position's options, in order (``slips``: the points a
    computer of each level loses per box, as the chances to win count them)."""
    return KosciWhy(game, slips).explain(options)
