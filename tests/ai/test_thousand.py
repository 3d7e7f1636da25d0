"""Thousand: the solitaire solution and the overtaking model of the computer player."""

from __future__ import annotations

import json
import random
from itertools import combinations_with_replacement
from math import factorial
from pathlib import Path

import numpy as np
import pytest

from kosci_gui.ai import thousand_columns as tc
from kosci_gui.ai import thousand_solver as ts
from kosci_gui.ai.thousand_ai import solitaire_for
from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.games import make_rules
from kosci_gui.engine.thousand import ThousandGame
from kosci_gui.engine.thousand_scoring import scoring_selections


@pytest.mark.parametrize("m", [1, 2, 3, 4, 5])
def test_throw_probabilities_sum_to_one(m):
    th = tc.throws(m)
    assert th.prob.sum() + th.none == pytest.approx(1.0)


def test_five_dice_score_nothing_about_one_time_in_thirteen():
    # no 1, no 5, no three equal among 2, 3, 4, 6
    assert tc.throws(5).none == pytest.approx(600 / 7776)


@pytest.mark.parametrize("preset", ["blog", "reader_a", "family"])
def test_shipped_solitaire_tables_exist_and_are_sane(preset):
    params = tc.Params.of(make_rules("thousand", {"preset": preset}))
    assert ts.load_from(params, Path(ts.__file__).parent) is None  # not next to the code
    sol = solitaire_for(params, build=False)
    assert sol is not None
    start = sol.expected_turns(0, False)
    assert 10 < start < 200
    # further from 1000 is never quicker, outside the pits
    assert sol.expected_turns(100, True) > sol.expected_turns(500, True) > \
        sol.expected_turns(900, True)


def test_one_step_from_the_goal_matches_the_hand_computed_fixed_point():
    """At 995 (blog: relief, so one 5 may be written) only a single 5 can be set aside:
    T(995) = 1 + P(miss) T(995) + P(zero throw) T(945)."""
    sol = solitaire_for(tc.Params.of(make_rules("thousand")), build=False)
    success = 1 - (5 / 6) ** 5
    zero = tc.throws(5).none
    t945 = sol.expected_turns(945, True)
    expected = (1 + zero * t945) / (success + zero)
    assert sol.expected_turns(995, True) == pytest.approx(expected, abs=1e-3)


@pytest.mark.slow  # solves a Thousand table
def test_rules_without_a_shipped_table_are_solved_exactly_and_cached(monkeypatch, tmp_path):
    from kosci_gui.ai import thousand_ai
    from kosci_gui.ai.simulate import play

    monkeypatch.setenv("KOSCI_CACHE", str(tmp_path))
    monkeypatch.setattr(thousand_ai, "_solved", {})
    rules = make_rules("thousand", {"preset": "family", "opening": 70, "three_dice": False})
    table = thousand_ai.table_for(rules)
    assert table.params == tc.Params.of(rules)
    assert all(path.exists() for path in ts.table_paths(table.params, tmp_path))
    result = play(rules, ["hard", "easy"], 1, seed=4)
    assert any(result.wins)


REFERENCE = json.loads((Path(__file__).parent / "data" / "thousand_old_solver.json").read_text())


def bellman_residual(solitaire: ts.Solitaire) -> float:
    """How far the table is from valuing each turn by its own best play: max |T(V) - V|."""
    from kosci_gui.ai.thousand_kernel import Kernel

    kernel = Kernel(solitaire.params)
    roll = kernel.backward(solitaire.turns).roll
    cols = np.arange(tc.K_ALL)
    zero = kernel.zero_col[kernel.rank]  # (sorted) zero-throw column of each column
    zero = kernel.order[zero]
    start = roll[0, 4, cols] + tc.throws(5).none * (solitaire.turns[cols] - solitaire.turns[zero])
    return float(np.max(np.abs(np.minimum(1.0 - start, tc.MAX_TURNS) - solitaire.turns)))


@pytest.mark.parametrize("name", ["blog", "reader_a", "family"])
def test_shipped_tables_agree_with_the_old_solver_and_are_exact(name):
    spec = REFERENCE["tables"][name]
    sol = solitaire_for(tc.Params.of(make_rules("thousand", spec["rules"])), build=False)
    assert np.max(np.abs(sol.turns - np.array(spec["turns"]))) < 2e-3
    assert bellman_residual(sol) < 1e-4  # float32 on disk


@pytest.mark.slow  # solves a Thousand table twice
def test_the_solver_agrees_with_the_old_one_on_rules_without_a_table():
    spec = REFERENCE["tables"]["blog, at least 1000, zero throw 100"]
    sol = ts.solve(tc.Params.of(make_rules("thousand", spec["rules"])))
    # the old value iteration stopped with a residual of 1e-4, about 1e-3 turns off
    assert np.max(np.abs(sol.turns - np.array(spec["turns"]))) < 2e-3
    assert bellman_residual(sol) < 1e-9


def test_a_position_that_cannot_win_counts_as_the_cap():
    """reader_a: at 995 only a single 5 fits, and no 900 relief lets four dice in hand write."""
    sol = solitaire_for(tc.Params.of(make_rules("thousand", {"preset": "reader_a"})))
    assert sol.expected_turns(995, True) == tc.MAX_TURNS
    assert sol.expected_turns(985, True) < 10


def test_grouped_outcomes_value_a_throw_as_the_outcomes_do():
    rng = np.random.default_rng(3)
    for m in range(1, 6):
        th = tc.throws(m)
        value = {d: rng.normal() for d in zip(th.dest_points, th.dest_left, strict=True)}
        by_outcome = 0.0
        for outcome in combinations_with_replacement(range(1, 7), m):
            sels = scoring_selections(outcome)
            if sels:
                p = factorial(m) / np.prod([factorial(outcome.count(f)) for f in set(outcome)])
                best = max(value[(v // tc.STEP, m - len(sel))] for sel, v in sels)
                by_outcome += p / 6**m * best
        by_group = 0.0
        for g, p in enumerate(th.prob):
            dests = [d for d in th.options[g] if d < len(th.dest_points)]
            by_group += p * max(value[(th.dest_points[d], th.dest_left[d])] for d in dests)
        assert by_group == pytest.approx(by_outcome, abs=1e-12)


@pytest.mark.parametrize("preset", ["blog", "reader_a", "family"])
def test_solver_write_rule_matches_the_engine(preset):
    """Opening, the 3-dice rule, pits, the 900 relief and exact 1000, as the engine sees them."""
    rules = make_rules("thousand", {"preset": preset})
    params = tc.Params.of(rules)
    sol = ts.Solitaire(params, None, None)
    rng = random.Random(8)
    for _ in range(500):
        game = ThousandGame(rules, ["a", "b"], dice=DiceSource(1))
        score = 5 * rng.randint(-20, 199)
        opened = score > 0 or rng.random() < 0.5
        points = 5 * rng.randint(1, 120)
        in_hand = rng.randint(0, 4)
        game.scores[0], game.opened[0], game.start_score = score, opened, score
        game.phase, game.turn_points, game.in_hand = "chosen", points, in_hand
        game.scoring_dice = 5 - in_hand if in_hand else 5
        assert sol.can_bank(score, opened, points, in_hand) == game.can_bank(), (
            score, opened, points, in_hand)
