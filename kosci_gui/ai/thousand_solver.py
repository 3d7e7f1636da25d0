"""Thousand, solitaire: the fewest expected turns to reach exactly 1000, by policy iteration.

Position at the start of a turn: own score s (multiples of 5, from ``S_MIN`` to 995) and
whether the player has opened.  Inside a turn: points gathered t and dice in hand n (0 = all
five set aside, "hot dice").  Values are minus the expected number of turns still to play
after the current one, so larger is better everywhere.

Solved by policy iteration (:mod:`thousand_kernel` does the passes): a backward pass values
every turn of every start position under the current expected turns and keeps the best
decisions; a forward pass follows those decisions to where each turn ends (a miss, a
zero-throw penalty, a write to a higher score); the expected turns of that policy are then
one 301 × 301 linear solve.  Repeated until the policy no longer changes — a handful of
rounds, each exact, instead of the hundreds of value-iteration sweeps a turn's self-loop (a
miss) and the zero-throw link to a lower score would need.  The preset's opening, 3-dice
rule, pits, 900 relief, zero-throw penalty and exact-1000 rule are all in it (the
three-misses penalty and everything about other players are not: see ``thousand_ai``).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from kosci_gui.engine.thousand_rules import GOAL

from .tables import QUICK, DamagedTable, load_or_none, save_array
from .thousand_columns import K_ALL, NT, STEP, Params, bank_ok, column
from .thousand_kernel import Kernel


def table_paths(params: Params, folder: Path) -> tuple[Path, Path]:
    """The two files of a solved rule set: expected turns, and throw values."""
    return folder / f"{params.key}-turns.table", folder / f"{params.key}-roll.table"


def save(solitaire: Solitaire, folder: Path, preset: int = QUICK) -> None:
    turns, roll = table_paths(solitaire.params, folder)
    save_array(turns, solitaire.turns.astype(np.float32), preset=preset)
    save_array(roll, solitaire.roll.astype(np.float32), preset=preset)


def load_from(params: Params, folder: Path, shipped: bool = False) -> Solitaire | None:
    """The solved table in ``folder``; None when it is not there, or is damaged and not
    ``shipped`` (then it is to be solved again).  A damaged shipped table raises
    :class:`~kosci_gui.ai.tables.DamagedTable`."""
    paths = table_paths(params, folder)
    turns, roll = (load_or_none(path, shipped) for path in paths)
    if turns is None or roll is None:
        return None
    for path, array, shape in zip(paths, (turns, roll), ((K_ALL,), (NT, 5, K_ALL)), strict=True):
        if array.shape != shape:
            if shipped:
                raise DamagedTable(path, f"shape {array.shape}, expected {shape}")
            return None
    return Solitaire(params, turns.astype(np.float64), roll)


class Solitaire:
    """The solved solitaire game: ``turns[column]`` expected turns from the start of a turn,
    ``roll[t, m - 1, column]`` the value of throwing m dice with t points gathered."""

    def __init__(self, params: Params, turns: np.ndarray, roll: np.ndarray) -> None:
        self.params = params
        self.turns = turns
        self.roll = roll

    def expected_turns(self, score: int, opened: bool) -> float:
        return float(self.turns[column(score, opened)])

    def after_bank(self, total: int) -> float:
        """Value (minus expected turns) of a write reaching ``total``."""
        if total >= GOAL:
            return 0.0
        return -self.expected_turns(total, True)

    def miss(self, score: int, opened: bool) -> float:
        return -self.expected_turns(score, opened)

    def throw(self, score: int, opened: bool, points: int, in_hand: int) -> float:
        """Value of throwing the dice in hand (all five after hot dice)."""
        m = in_hand or 5
        return float(self.roll[points // STEP, m - 1, column(score, opened)])

    def can_bank(self, score: int, opened: bool, points: int, in_hand: int) -> bool:
        return bool(bank_ok(self.params, np.array([score]), np.array([opened]), points,
                            in_hand)[0])

    def chosen(self, score: int, opened: bool, points: int, in_hand: int) -> float:
        """Value of the best of write / pass / throw again with these points and dice."""
        best = max(self.miss(score, opened), self.throw(score, opened, points, in_hand))
        if self.can_bank(score, opened, points, in_hand):
            best = max(best, self.after_bank(score + points))
        return best


def solve(params: Params, rounds: int = 30, report: bool = False) -> Solitaire:
    """Expected turns of every start position, then the throw values of every turn.

    Policy iteration from a rough guess (a turn gathers about 15 points): each round solves
    the current decisions' expected turns exactly, then takes the best decisions under those;
    it stops when the best decisions change no expected turns by 1e-9: the values are then
    those of their own best play."""
    kernel = Kernel(params)
    policy = kernel.backward(np.maximum(1.0, (GOAL - kernel.scores) / 15.0))
    for round_ in range(rounds):
        turns = kernel.evaluate(policy)
        policy = kernel.backward(turns)
        residual = float(np.max(np.abs(policy.turns - turns)))
        if report:
            print(f"round {round_}: the best decisions change the turns by {residual:.2e}")
        if residual < 1e-9:
            break
    return Solitaire(params, turns, policy.roll)


def main(argv: list[str] | None = None) -> int:
    """Build the shipped Thousand tables: ``python -m kosci_gui.ai.thousand_solver [PRESET...]``."""
    import argparse
    import time

    from kosci_gui.engine.games import THOUSAND
    from kosci_gui.engine.rules import THOUSAND_PRESETS
    from kosci_gui.resources import resource_path

    from .tables import SMALLEST

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("presets", nargs="*", default=list(THOUSAND_PRESETS))
    parser.add_argument("--out", type=Path, default=resource_path("tables"))
    args = parser.parse_args(argv)
    for preset in args.presets:
        params = Params.of(THOUSAND.rules({"preset": preset}))
        start = time.perf_counter()
        sol = solve(params)
        seconds = time.perf_counter() - start
        save(sol, args.out, preset=SMALLEST)
        print(f"{preset}: solved in {seconds:.2f} s, expected turns from 0: "
              f"{sol.expected_turns(0, False):.4f} -> {params.key}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
