"""Computer players and advice for the Kości family (classic, full, triple).

Classic and full play the exact optimum from the value tables: every write is valued as its
points plus the value of the card after it, every hold as its expectation under optimal play
for the rest of the turn.  Triple values a card as the weighted sum of the classic values of
its three columns (each column as if played alone) and searches the turn exactly on top of
it; the five-of-a-kind rolls, where the triple joker rules differ, are valued through the
engine's own ``box_options``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from kosci_gui.engine.card import Card, box_options
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Move, Roll, Write
from kosci_gui.engine.rules import Rules
from kosci_gui.engine.scoring import UPPER, UPPER_BONUS, UPPER_BONUS_THRESHOLD

from . import keeps, solver, tables
from .base import Advice, Chooser, ranked

FIVE_ROWS = solver.FIVE_ROWS


@dataclass(frozen=True)
class ColumnState:
    mask: int
    yz: int
    upper: int


def column_state(model: solver.Model, card: Card, column: int) -> ColumnState:
    """The solver's position of one column of a card."""
    cells = card.cells[column]
    mask = 0
    for i, box in enumerate(model.boxes):
        if cells[box] is not None:
            mask |= 1 << i
    yz = 0
    if model.jokers:
        yz = {None: 0, 0: 1}.get(cells[model.boxes[model.five]], 2)
    upper = min(solver.CAP, card.upper_sum(column)) if model.upper_counted else 0
    return ColumnState(mask, yz, upper)


class CardValuer:
    """Values of a card's columns and of single writes, from the column model's table."""

    def __init__(self, rules: Rules, values: np.ndarray | None = None) -> None:
        self.rules = rules
        self.model = solver.model_for(rules)
        self.values = tables.load(self.model) if values is None else values
        self.evaluator = solver.Evaluator(self.model, self.values)

    def value(self, state: ColumnState) -> float:
        return float(self.values[state.mask, state.yz, state.upper])

    def after_write(self, card: Card, column: int, box: str, points: int) -> float:
        """Unweighted: points (with the upper bonus if this write reaches 63) plus the value
        of the column after the write (the five-of-a-kind bonus excluded)."""
        state = column_state(self.model, card, column)
        b = self.model.boxes.index(box)
        mask = state.mask | (1 << b)
        yz = state.yz
        upper = state.upper
        gain = float(points)
        if box in UPPER and not self.model.upper_counted:
            gain = 0.0  # written but not counted (full game)
        if b == self.model.five:
            yz = 2 if points == self.model.five_points else 1
        elif box in UPPER and self.model.upper_counted:
            upper = min(solver.CAP, state.upper + points)
            if state.upper < UPPER_BONUS_THRESHOLD <= state.upper + points:
                gain += UPPER_BONUS
        return gain + float(self.values[mask, yz, upper])

    def write_rows(self, state: ColumnState, multipliers: tuple[int, ...]) -> list[np.ndarray]:
        mask, yz, upper = (np.array([x]) for x in (state.mask, state.yz, state.upper))
        return [w[:, 0] for w in self.evaluator.write_values(mask, yz, upper, multipliers)]


class KosciAI:
    """Valuation of every option of a Kości position (any game of the family)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.valuer = CardValuer(rules)
        self._turn_cache: dict[tuple[Any, ...], dict[str, np.ndarray]] = {}

    # -- the turn ---------------------------------------------------------------------------

    def _card_key(self, card: Card) -> tuple[Any, ...]:
        return tuple(tuple(col.values()) for col in card.cells)

    def stages(self, card: Card) -> dict[str, np.ndarray]:
        key = self._card_key(card)
        stages = self._turn_cache.get(key)
        if stages is None:
            if len(self._turn_cache) > 64:
                self._turn_cache.clear()
            stages = self._compute_stages(card)
            self._turn_cache[key] = stages
        return stages

    def _compute_stages(self, card: Card) -> dict[str, np.ndarray]:
        """Turn stages; single columns in absolute future points, triple relative to the
        card's current value (see :meth:`offset`)."""
        valuer = self.valuer
        if card.columns == 1:
            state = column_state(valuer.model, card, 0)
            if valuer.model.multiplier:
                w1, w2, w3 = valuer.write_rows(state, (1, 2, 3))
                return solver.turn_stages(w1[:, None], w2[:, None], w3[:, None])
            (w1,) = valuer.write_rows(state, (1,))
            writes = w1[:, None]
            return solver.turn_stages(writes, writes, writes)
        writes = self._triple_writes(card)[:, None]
        return solver.turn_stages(writes, writes, writes)

    def offset(self, card: Card) -> float:
        """What to add to a stage value to get an expected final score."""
        if card.columns == 1:
            return float(card.total())
        return card.total() + self.card_value(card)

    def _triple_writes(self, card: Card) -> np.ndarray:
        """Best write value of each outcome (relative to the card's current value)."""
        valuer = self.valuer
        best = np.full(252, solver.NEG)
        for c, weight in enumerate(card.weights):
            state = column_state(valuer.model, card, c)
            (rows,) = valuer.write_rows(state, (1,))
            np.maximum(best, weight * (rows - valuer.value(state)), out=best)
        for f, row in zip(range(1, 7), FIVE_ROWS, strict=True):
            options = box_options(self.rules, card, (f,) * 5)
            best[row] = max(self.write_gain(card, o.box, o.column, o.points, o.bonus)
                            for o in options if o.allowed)
        return best

    def write_gain(self, card: Card, box: str, column: int, points: int, bonus: int) -> float:
        """Gain of a write over the card's current value (bonus already weighted)."""
        valuer = self.valuer
        weight = card.weights[column]
        state = column_state(valuer.model, card, column)
        return weight * (valuer.after_write(card, column, box, points) - valuer.value(state)) \
            + bonus

    def card_value(self, card: Card) -> float:
        """Expected points still to come for this card at the start of a turn."""
        valuer = self.valuer
        return sum(w * valuer.value(column_state(valuer.model, card, c))
                   for c, w in enumerate(card.weights))

    # -- options ----------------------------------------------------------------------------

    def options(self, game: KosciGame) -> list[Advice]:
        """Every option of the current player, valued as expected final score, best first."""
        card = game.card
        if game.rolls == 0:
            start = float(self.stages(card)["start"][0])
            return [Advice(Roll(()), self.offset(card) + start, "roll")]
        return ranked(self._writes(game) + self._holds(game))

    def _writes(self, game: KosciGame) -> list[Advice]:
        card = game.card
        base = card.total() + self.card_value(card)
        out = []
        for o in game.options():
            if not o.allowed:
                continue
            gain = self.write_gain(card, o.box, o.column, o.points, o.bonus)
            where = f" (column {o.column + 1})" if card.columns > 1 else ""
            out.append(Advice(Write(o.box, o.column), base + gain,
                              f"write {o.box}{where}: {o.points + o.bonus}"))
        return out

    def _holds(self, game: KosciGame) -> list[Advice]:
        if game.rolls >= 3:
            return []
        card = game.card
        stages = self.stages(card)
        level_values = stages["keep1" if game.rolls == 1 else "keep2"]
        offset = self.offset(card)
        assert game.dice is not None
        dice = tuple(game.dice)
        outcome = tuple(sorted(dice))
        out = []
        for keep in keeps.sub_keeps(outcome):
            if len(keep) == 5:
                continue
            value = float(level_values[len(keep)][keeps.INDEX[keep], 0])
            held = keeps.positions_for(dice, keep, game.held)
            label = "hold " + (" ".join(map(str, keep)) if keep else "nothing") + ", roll"
            out.append(Advice(Roll(held), offset + value, label))
        return out


class KosciPlayer:
    """A computer player of the Kości family at one strength level."""

    def __init__(self, rules: Rules, noise: float, seed: int | None) -> None:
        self.ai = KosciAI(rules)
        self.chooser = Chooser(noise, seed)

    def decide(self, game: KosciGame) -> Move:
        if game.rolls == 0:
            return Roll(())
        return self.chooser.choose(self.ai.options(game)).move
