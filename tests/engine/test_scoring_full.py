"""The full game ("kości pełne", RULES.md §1.3): boxes, the ×3/×2/×1 combination bonus and the
full_upper option."""

from __future__ import annotations

import pytest

from kosci_gui.engine.scoring import full_scores

from .helpers import FULL_LOWER, UPPER, fill, kosci, options_by_box, turn


def test_pair_takes_the_highest_pair():
    assert full_scores([2, 2, 5, 5, 6])["pair"] == 10
    assert full_scores([6, 6, 1, 1, 1])["pair"] == 12
    assert full_scores([1, 2, 3, 4, 6])["pair"] == 0


def test_two_pairs_counts_both_faces():
    assert full_scores([2, 2, 5, 5, 6])["two_pairs"] == 14
    assert full_scores([3, 3, 3, 6, 6])["two_pairs"] == 18   # a full house qualifies


def test_two_pairs_from_four_equal_dice_is_zero():
    assert full_scores([4, 4, 4, 4, 2])["two_pairs"] == 0
    assert full_scores([4, 4, 4, 4, 4])["two_pairs"] == 0


def test_three_and_four_of_a_kind_count_only_the_equal_dice():
    assert full_scores([5, 5, 5, 2, 1])["three_kind"] == 15
    assert full_scores([5, 5, 5, 5, 1])["three_kind"] == 15
    assert full_scores([5, 5, 5, 5, 1])["four_kind"] == 20
    assert full_scores([5, 5, 5, 2, 1])["four_kind"] == 0


def test_small_straight_is_exactly_one_to_five():
    assert full_scores([5, 3, 1, 2, 4])["small_straight"] == 15
    assert full_scores([1, 2, 3, 4, 6])["small_straight"] == 0
    assert full_scores([2, 3, 4, 5, 6])["small_straight"] == 0


def test_large_straight_is_exactly_two_to_six():
    assert full_scores([6, 5, 4, 3, 2])["large_straight"] == 20
    assert full_scores([1, 2, 3, 4, 5])["large_straight"] == 0


def test_full_house_is_sum_and_five_equal_is_not_one():
    assert full_scores([4, 4, 4, 1, 1])["full_house"] == 14
    assert full_scores([4, 4, 4, 4, 4])["full_house"] == 0


def test_poker_is_sum_times_three():
    assert full_scores([2, 2, 2, 2, 2])["poker"] == 30
    assert full_scores([2, 2, 2, 2, 1])["poker"] == 0


def test_full_multiplier_first_roll_times_three():
    g = kosci("full")
    turn(g, [4, 4, 4, 1, 1])
    opts = options_by_box(g)
    assert opts[("full_house", 0)].points == 14 * 3
    assert opts[("pair", 0)].points == 8 * 3
    assert opts[("two_pairs", 0)].points == 10 * 3


def test_full_multiplier_later_roll_with_nothing_held_times_two():
    g = kosci("full")
    turn(g, [1, 2, 3, 4, 6], [5, 3, 1, 2, 4])
    assert options_by_box(g)[("small_straight", 0)].points == 30


def test_full_multiplier_later_roll_with_a_held_die_times_one():
    g = kosci("full")
    turn(g, [6, 6, 2, 3, 1], ([0, 1], [6, 6, 6, 3, 3]))
    assert options_by_box(g)[("three_kind", 0)].points == 18


def test_full_multiplier_only_the_last_roll_counts():
    g = kosci("full")
    # held on the second roll, nothing held on the third: ×2
    turn(g, [6, 6, 2, 3, 1], ([0, 1], [6, 6, 6, 3, 3]), [2, 3, 4, 5, 6])
    assert options_by_box(g)[("large_straight", 0)].points == 40
    g = kosci("full")
    # nothing held on the second roll, held on the third: ×1
    turn(g, [6, 6, 2, 3, 1], [1, 1, 2, 3, 4], ([0, 1], [1, 1, 1, 3, 3]))
    assert options_by_box(g)[("full_house", 0)].points == 9


def test_full_multiplier_not_on_chance():
    g = kosci("full")
    turn(g, [6, 6, 5, 5, 4])
    assert options_by_box(g)[("chance", 0)].points == 26


def test_full_multiplier_not_on_upper_boxes():
    g = kosci("full")
    turn(g, [6, 6, 5, 5, 4])
    assert options_by_box(g)[("sixes", 0)].points == 12


def test_full_poker_stacks_with_first_roll_bonus_270():
    g = kosci("full")
    written = turn(g, [6, 6, 6, 6, 6], box="poker")
    assert written.points == 270
    assert g.cards[0].total() == 270


def test_full_multiplier_off_scores_base_values():
    g = kosci("full", {"full_multiplier": False})
    assert turn(g, [6, 6, 6, 6, 6], box="poker").points == 90


def test_full_has_no_joker_and_no_five_bonus():
    g = kosci("full")
    turn(g, [3, 3, 3, 3, 3], box="poker")
    turn(g, [3, 3, 3, 3, 3])
    opts = options_by_box(g)
    assert all(o.allowed and o.bonus == 0 and not o.joker for o in opts.values())
    assert opts[("full_house", 0)].points == 0
    assert opts[("small_straight", 0)].points == 0


def test_full_upper_filled_not_counted_is_15_turns_upper_ignored():
    g = kosci("full")
    assert g.turn_count() == 15
    turn(g, [6, 6, 6, 6, 1], box="sixes")
    assert g.cards[0].get("sixes") == 24
    assert g.cards[0].total() == 0
    fill(g.cards[0], ones=5, twos=10, threes=15, fours=20, fives=25)
    assert g.cards[0].total() == 0   # no upper bonus either


def test_full_upper_absent_is_9_turns_without_upper_boxes():
    g = kosci("full", {"full_upper": "absent"})
    assert g.turn_count() == 9
    assert set(g.boxes) == set(FULL_LOWER)
    turn(g, [6, 6, 6, 6, 1])
    from kosci_gui.engine.errors import RuleError
    with pytest.raises(RuleError) as err:
        g.score("sixes")
    assert err.value.code == "unknown_box"


def test_full_upper_counted_with_classic_bonus():
    g = kosci("full", {"full_upper": "counted"})
    assert g.turn_count() == 15
    card = g.cards[0]
    fill(card, ones=3, twos=6, threes=9, fours=12, fives=15)
    turn(g, [6, 6, 6, 2, 2], box="sixes")    # upper 63: +35, the upper box is not multiplied
    assert card.get("sixes") == 18
    assert card.total() == 63 + 35


def test_full_game_ends_after_every_box():
    g = kosci("full", {"full_upper": "absent"})
    for box in FULL_LOWER:
        assert not g.finished
        turn(g, [1, 2, 3, 4, 5], box=box)
    assert g.finished
    # small straight 15×3, chance 15, pair/two pairs/... 0
    assert g.totals() == [45 + 15]
    assert g.winners() == [0]


def test_full_upper_boxes_are_part_of_the_card_by_default():
    g = kosci("full")
    assert set(g.boxes) == set(UPPER) | set(FULL_LOWER)
