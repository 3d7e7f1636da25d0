"""Classic boxes (RULES.md §1.1): every box, its edge cases, upper bonus and total."""

from __future__ import annotations

from itertools import product

import pytest

from kosci_gui.engine.scoring import classic_scores, full_scores

from .helpers import fill, kosci, oracle_classic, oracle_full, turn


@pytest.mark.parametrize("dice,box,points", [
    ([1, 1, 1, 2, 3], "ones", 3),
    ([2, 2, 5, 2, 6], "twos", 6),
    ([4, 3, 4, 4, 1], "fours", 12),     # the encyclopedia's example
    ([4, 3, 4, 4, 1], "threes", 3),
    ([4, 3, 4, 4, 1], "sixes", 0),
    ([6, 6, 6, 6, 6], "sixes", 30),
])
def test_upper_box_is_sum_of_that_face(dice, box, points):
    assert classic_scores(dice)[box] == points


def test_three_of_a_kind_is_sum_of_all_five():
    assert classic_scores([6, 5, 2, 5, 5])["three_kind"] == 23   # the encyclopedia's example
    assert classic_scores([6, 5, 2, 5, 1])["three_kind"] == 0
    assert classic_scores([3, 3, 3, 3, 1])["three_kind"] == 13   # four equal are also three


def test_four_of_a_kind_needs_four_equal():
    assert classic_scores([2, 2, 2, 2, 6])["four_kind"] == 14
    assert classic_scores([2, 2, 2, 6, 6])["four_kind"] == 0
    assert classic_scores([5, 5, 5, 5, 5])["four_kind"] == 25


def test_full_house_is_25_for_three_and_two():
    assert classic_scores([4, 2, 4, 4, 2])["full_house"] == 25
    assert classic_scores([5, 5, 5, 3, 3])["full_house"] == 25


def test_five_equal_dice_are_not_a_full_house():
    assert classic_scores([3, 3, 3, 3, 3])["full_house"] == 0


def test_four_and_one_is_not_a_full_house():
    assert classic_scores([3, 3, 3, 3, 2])["full_house"] == 0


@pytest.mark.parametrize("dice", [[1, 2, 3, 4, 6], [6, 1, 2, 3, 4], [2, 3, 4, 5, 2],
                                  [3, 4, 5, 6, 1], [3, 4, 5, 6, 6], [1, 2, 3, 4, 5]])
def test_small_straight_four_consecutive_faces(dice):
    assert classic_scores(dice)["small_straight"] == 30


@pytest.mark.parametrize("dice", [[1, 2, 3, 5, 6], [1, 2, 4, 5, 6], [1, 1, 2, 2, 3]])
def test_small_straight_refused_without_four_in_a_row(dice):
    assert classic_scores(dice)["small_straight"] == 0


def test_large_straight_one_to_five_or_two_to_six():
    assert classic_scores([5, 4, 3, 2, 1])["large_straight"] == 40
    assert classic_scores([2, 3, 4, 5, 6])["large_straight"] == 40
    assert classic_scores([1, 2, 3, 4, 6])["large_straight"] == 0


def test_chance_is_sum_of_all_five():
    assert classic_scores([1, 1, 3, 4, 6])["chance"] == 15


def test_yahtzee_is_50_for_five_equal():
    assert classic_scores([2, 2, 2, 2, 2])["yahtzee"] == 50
    assert classic_scores([2, 2, 2, 2, 1])["yahtzee"] == 0


def test_every_outcome_scores_as_the_rule_book_says():
    for dice in product(range(1, 7), repeat=5):
        assert classic_scores(dice) == oracle_classic(list(dice)), dice
        assert full_scores(dice) == oracle_full(list(dice)), dice


def test_sacrifice_writes_zero_into_a_box_whose_condition_fails():
    g = kosci()
    written = turn(g, [1, 1, 3, 4, 6], box="large_straight")
    assert written.points == 0
    assert g.cards[0].get("large_straight") == 0
    assert g.cards[0].total() == 0


def test_must_sacrifice_when_no_open_box_scores():
    g = kosci()
    fill(g.cards[0], ones=3, threes=9, fours=12, sixes=18, small_straight=30, chance=20,
         three_kind=0)
    # 1-1-3-4-6 scores in none of the remaining boxes: twos, fives, four_kind, full_house,
    # large_straight, yahtzee.
    turn(g, [1, 1, 3, 4, 6])
    assert g.must_sacrifice()
    assert all(o.points == 0 for o in g.options())


def test_no_sacrifice_message_when_some_box_scores():
    g = kosci()
    turn(g, [1, 1, 3, 4, 6])
    assert not g.must_sacrifice()


def test_upper_bonus_35_counts_from_reaching_63():
    g = kosci()
    card = g.cards[0]
    fill(card, ones=3, twos=6, threes=9, fours=12, fives=15)   # 45
    assert card.upper_bonus() == 0
    assert card.total() == 45
    turn(g, [6, 6, 6, 1, 2], box="sixes")                       # 63
    assert card.upper_bonus() == 35
    assert card.total() == 63 + 35


def test_upper_bonus_not_at_62():
    g = kosci()
    fill(g.cards[0], ones=2, twos=6, threes=9, fours=12, fives=15, sixes=18)
    assert g.cards[0].upper_sum() == 62
    assert g.cards[0].total() == 62


def test_total_is_upper_bonus_lower_and_five_bonuses():
    g = kosci()
    turn(g, [5, 5, 5, 5, 5], box="yahtzee")                     # 50
    turn(g, [5, 5, 5, 5, 5], box="fives")                       # polish: ordinary, 25 + 100
    card = g.cards[0]
    assert card.get("fives") == 25
    assert card.five_bonuses == [1]
    assert card.total() == 50 + 25 + 100


def test_classic_game_is_13_turns():
    g = kosci(players=("Ala", "Ola"))
    assert g.turn_count() == 13
    dice = [1, 2, 3, 4, 6]
    for box in ("ones", "twos", "threes", "fours", "fives", "sixes", "three_kind", "four_kind",
                "full_house", "small_straight", "large_straight", "chance", "yahtzee"):
        for player in (0, 1):
            assert not g.finished
            assert g.current == player
            turn(g, dice, box=box)
    assert g.finished
    assert g.totals() == [1 + 2 + 3 + 4 + 6 + 30 + 16] * 2
    assert g.winners() == [0, 1]   # a draw: both win, in turn order
