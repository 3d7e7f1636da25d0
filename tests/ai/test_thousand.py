"""Thousand: the solitaire solution and the overtaking model of the computer player."""

from __future__ import annotations

import random

import pytest

from kosci_gui.ai import thousand_solver as ts
from kosci_gui.ai.thousand_ai import solitaire_for
from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.rules import make_rules
from kosci_gui.engine.thousand import ThousandGame


@pytest.mark.parametrize("m", [1, 2, 3, 4, 5])
def test_throw_probabilities_sum_to_one(m):
    th = ts.throws(m)
    assert th.prob.sum() + th.none == pytest.approx(1.0)


def test_five_dice_score_nothing_about_one_time_in_thirteen():
    # no 1, no 5, no three equal among 2, 3, 4, 6
    assert ts.throws(5).none == pytest.approx(600 / 7776)


@pytest.mark.parametrize("preset", ["blog", "reader_a", "family"])
def test_shipped_solitaire_tables_exist_and_are_sane(preset):
    params = ts.Params.of(make_rules("thousand", {"preset": preset}))
    assert ts.load_from(params, ts.Path(ts.__file__).parent) is None  # not next to the code
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
    sol = solitaire_for(ts.Params.of(make_rules("thousand")), build=False)
    success = 1 - (5 / 6) ** 5
    zero = ts.throws(5).none
    t945 = sol.expected_turns(945, True)
    expected = (1 + zero * t945) / (success + zero)
    assert sol.expected_turns(995, True) == pytest.approx(expected, abs=1e-3)


def test_rules_without_a_shipped_table_play_with_the_presets_table():
    from kosci_gui.ai.simulate import play

    rules = make_rules("thousand", {"preset": "family", "opening": 70, "three_dice": False})
    result = play(rules, ["hard", "easy"], 1, seed=4)
    assert any(result.wins)


@pytest.mark.parametrize("preset", ["blog", "reader_a", "family"])
def test_solver_write_rule_matches_the_engine(preset):
    """Opening, the 3-dice rule, pits, the 900 relief and exact 1000, as the engine sees them."""
    rules = make_rules("thousand", {"preset": preset})
    params = ts.Params.of(rules)
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
