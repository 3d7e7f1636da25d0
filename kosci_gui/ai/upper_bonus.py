"""The chance of a Kości column's upper bonus under solitaire-optimal play.

For every reachable start-of-turn position, the probability that the column ends with the
upper bonus (its capped upper subtotal reaching 63) when every choice is made as the value
table makes it: the same backward induction as ``score_moments``, carrying an indicator
instead of points.  A finished column has the bonus or not (its subtotal says); a write
leads to a position whose chance is already known; a keep's chance is the mean over the dice
rolled.  The choices are the advisor's own — its shipped value table (float32, as
``tables.load`` gives it), best expected score, ties as ``solver.turn_stages`` breaks them
(writes before holds, the first keep) — so the chances are those of the play it advises.

Which games: every column model with an upper subtotal and bonus (``Model.upper_counted``):
classic and its presets, and the full game with its upper section counted.  The full game
without it has no upper bonus.  Triple is left out: its advisor values each column as if
played alone and plays the card by their weighted sum, so a column's solitaire chance is not
the chance of the play it advises.

Kept per reachable position as a uint16 in steps of 1/1023 (see :data:`STEPS`; the unused
high bits cost next to nothing compressed), in ``score_moments``' order.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from kosci_gui.engine.card import Card
from kosci_gui.engine.rules import Rules
from kosci_gui.engine.scoring import UPPER
from kosci_gui.resources import resource_path

from . import solver, tables
from .build_tables import model_named
from .kosci_ai import CardValuer, column_state
from .score_moments import MomentEvaluator, reachable_index, turn_moments
from .solver import CAP, Model

#: Storage steps of a chance (a code is within half a step, 0.05 points of percentage: far
#: finer than the whole percentages said and the one point a reason needs).
STEPS = 1023


class BonusEvaluator(MomentEvaluator):
    """The value table's best write of every outcome, carrying (value, chance of the bonus)."""

    width = 2

    def __init__(self, model: Model, values: np.ndarray, chance: np.ndarray) -> None:
        super().__init__(model, [values])
        self.mu = values.reshape(-1)
        self.chance = chance.reshape(-1)

    def _after(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray) -> tuple[Any, ...]:
        i = self.ev._index(mask, yz, u)
        return self.mu[i], self.chance[i]

    def _shift(self, points: np.ndarray | float, carried: tuple[Any, ...]) -> tuple[Any, ...]:
        value, chance = carried
        return value + points, chance + 0.0 * np.asarray(points, dtype=np.float64)

    def start(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray) -> np.ndarray:
        """The chance of the bonus from these start-of-turn positions."""
        if self.model.multiplier:
            w1, w2, w3 = self.writes(mask, yz, u, (1, 2, 3))
        else:
            (w1,) = self.writes(mask, yz, u)
            w2 = w3 = w1
        chance: np.ndarray = turn_moments(w1, w2, w3)[1]
        return chance


def upper_bits(model: Model) -> int:
    """The mask bits of the model's upper boxes."""
    return sum(1 << b for b, box in enumerate(model.boxes) if box in UPPER)


def solve(model: Model, values: np.ndarray, chunk: int = 2048) -> np.ndarray:
    """The chance of the upper bonus from every start-of-turn position (the value table's
    layout), under the choices of the value table ``values``."""
    assert model.upper_counted, f"{model.key} has no upper bonus"
    chance = np.zeros(model.shape())
    chance[:, :, CAP] = 1.0  # made: kept whatever comes
    evaluator = BonusEvaluator(model, values, chance)
    uppers = upper_bits(model)
    for masks, yzs, us in solver.positions(model):
        # made, or no upper box left to make it with: already known
        open_ = (us < CAP) & ((masks & uppers) != uppers)
        masks, yzs, us = masks[open_], yzs[open_], us[open_]
        if not len(masks):
            continue
        results = np.empty(masks.shape[0])
        for start in range(0, masks.shape[0], chunk):
            sl = slice(start, start + chunk)
            results[sl] = evaluator.start(masks[sl], yzs[sl], us[sl])
        evaluator.chance[evaluator.ev._index(masks, yzs, us)] = results
    return chance


def file_name(model: Model) -> str:
    return f"{model.key}-bonus{tables.SUFFIX}"


def encode(chance: np.ndarray) -> np.ndarray:
    codes: np.ndarray = np.round(np.clip(chance, 0.0, 1.0) * STEPS).astype(np.uint16)
    return codes


def decode(codes: np.ndarray) -> np.ndarray:
    return codes.astype(np.float64) / STEPS


def stored_form(model: Model) -> np.ndarray:
    """The bonus table of a model solved now, in its stored form (reachable positions)."""
    chance = solve(model, tables.load(model))
    return encode(chance.reshape(-1)[reachable_index(model)])


def build(model: Model, folder: Path, preset: int = tables.QUICK) -> Path:
    """Solve and save the bonus table of a model; returns its path."""
    return tables.save_array(Path(folder) / file_name(model), stored_form(model), preset=preset)


@cache
def load(model: Model) -> np.ndarray:
    """The chance of the bonus from every position of a model (the value table's layout;
    unreachable positions 0): shipped, cached, or built now (two minutes or more for classic)
    and cached (also when the cached one is damaged or of another size)."""
    index = reachable_index(model)
    stored = tables.stored_or_made(file_name(model), index.shape, lambda: stored_form(model))
    full = np.zeros(model.shape())
    full.reshape(-1)[index] = decode(stored)
    return full


def has_bonus(rules: Rules) -> bool:
    """Does this game have an upper bonus whose chance is known exactly (one column with its
    upper subtotal counted)?"""
    return rules.kind.card is not None and len(rules.kind.weights) == 1 \
        and solver.model_for(rules).upper_counted


class CardBonus:
    """The chance of a one-column card's upper bonus: at the start of its turn, and after a
    write (under the value table's play from there)."""

    def __init__(self, valuer: CardValuer) -> None:
        self.valuer = valuer
        self.chance = load(valuer.model)

    def now(self, card: Card) -> float:
        state = column_state(self.valuer.model, card, 0)
        return float(self.chance[state.mask, state.yz, state.upper])

    def after(self, card: Card, box: str, points: int) -> float:
        """After writing ``points`` (the box's own, without a five-of-a-kind bonus)."""
        _, state = self.valuer.write_state(card, 0, box, points)
        return float(self.chance[state.mask, state.yz, state.upper])


def card_bonus(valuer: CardValuer) -> CardBonus | None:
    """The bonus chances of the valuer's game, or None where there are none to give (see
    :func:`has_bonus`)."""
    return CardBonus(valuer) if has_bonus(valuer.rules) else None


def shipped() -> tuple[str, ...]:
    """The shipped value tables that have a bonus table beside them."""
    return tuple(name for name in tables.SHIPPED if model_named(name).upper_counted)


def main(argv: list[str] | None = None) -> int:
    """Build bonus tables: ``python -m kosci_gui.ai.upper_bonus [--out DIR] [NAME...]``
    (names as in ``build_tables``; default: every shipped value table with an upper bonus)."""
    import argparse
    import time

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("names", nargs="*")
    parser.add_argument("--out", type=Path, default=resource_path("tables"))
    args = parser.parse_args(argv)
    for name in args.names or shipped():
        model = model_named(name)
        start = time.perf_counter()
        path = build(model, args.out, preset=tables.SMALLEST)
        first = decode(tables.load_array(path))[int(np.flatnonzero(
            reachable_index(model) == 0)[0])]
        print(f"{name}: bonus table built in {time.perf_counter() - start:.0f} s, "
              f"{path.stat().st_size / 1e3:.0f} kB, empty card {first:.4f} -> {path}",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
