"""Thousand: scoring a set of dice from one throw (RULES.md §2)."""

from __future__ import annotations

import pytest

from kosci_gui.engine.thousand_scoring import scoring_selections, set_value


@pytest.mark.parametrize("dice,points", [
    ([1], 10), ([5], 5), ([1, 1], 20), ([5, 5], 10), ([1, 5], 15),
    ([1, 1, 1], 100), ([2, 2, 2], 20), ([3, 3, 3], 30), ([6, 6, 6], 60), ([5, 5, 5], 50),
    ([1, 1, 1, 1], 200), ([3, 3, 3, 3], 60), ([6, 6, 6, 6], 120), ([5, 5, 5, 5], 100),
    ([1, 1, 1, 1, 1], 400), ([4, 4, 4, 4, 4], 160), ([5, 5, 5, 5, 5], 200),
    ([2, 2, 2, 2, 2], 80),
    ([2, 2, 2, 1, 5], 35), ([1, 1, 5, 5], 30), ([4, 4, 4, 4, 1], 90), ([1, 1, 1, 5, 5], 110),
])
def test_set_values_of_the_blog(dice, points):
    assert set_value(dice) == points


@pytest.mark.parametrize("dice", [[2], [3, 3], [2, 2, 2, 3], [1, 1, 6], [4, 4], [6]])
def test_a_die_outside_every_scoring_group_makes_the_set_non_scoring(dice):
    assert set_value(dice) is None


def test_empty_set_does_not_score():
    assert set_value([]) is None


def test_from_four_twos_three_or_four_may_be_taken():
    selections = dict(scoring_selections([2, 2, 2, 2, 6]))
    assert selections == {(2, 2, 2, 2): 40, (2, 2, 2): 20}


def test_from_three_ones_one_one_is_ten():
    selections = dict(scoring_selections([1, 1, 1, 3, 4]))
    assert selections == {(1,): 10, (1, 1): 20, (1, 1, 1): 100}


def test_a_throw_without_ones_fives_or_triples_has_no_selection():
    assert scoring_selections([2, 3, 4, 6, 6]) == ()
