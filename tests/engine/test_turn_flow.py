"""Kości-family turn flow (RULES.md §1): every refused action names its rule by ``code`` and
leaves the game unchanged."""

from __future__ import annotations

import pytest

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.moves import Roll, Write

from .helpers import assert_refused, kosci, snapshot, turn


def test_first_roll_throws_all_five_and_turn_can_end_after_any_roll():
    g = kosci()
    dice = g.roll()
    assert len(dice) == 5 and all(1 <= d <= 6 for d in dice)
    assert g.rolls == 1 and g.rolls_left == 2
    g.score("chance")
    assert g.cards[0].get("chance") == sum(dice)


def test_held_dice_keep_values_and_places():
    g = kosci()
    g.roll([1, 2, 3, 4, 5])
    for _ in range(2):
        g.apply(Roll(held=(0, 2, 4)))
        assert (g.dice[0], g.dice[2], g.dice[4]) == (1, 3, 5)


def test_fourth_roll_refused():
    g = kosci()
    turn(g, [1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5])
    assert_refused(g, "no_rolls_left", g.roll)
    assert_refused(g, "no_rolls_left", g.roll, [1, 1, 1, 1, 1])
    assert_refused(g, "no_rolls_left", g.apply, Roll(held=(1,)))


def test_rolling_with_all_dice_held_refused():
    g = kosci()
    g.roll([1, 2, 3, 4, 5])
    g.set_held(range(5))
    assert_refused(g, "roll_all_held", g.roll)
    g2 = kosci()
    g2.roll([1, 2, 3, 4, 5])
    assert_refused(g2, "roll_all_held", g2.apply, Roll(held=(0, 1, 2, 3, 4)))
    assert g2.rolls == 1


def test_holding_before_the_first_roll_refused():
    g = kosci()
    assert_refused(g, "hold_before_roll", g.set_held, [0])
    assert_refused(g, "hold_before_roll", g.toggle_hold, 0)
    assert_refused(g, "hold_before_roll", g.apply, Roll(held=(2,)))


def test_hold_of_a_die_that_does_not_exist_refused():
    g = kosci()
    g.roll([1, 2, 3, 4, 5])
    assert_refused(g, "bad_die_index", g.set_held, [5])
    assert_refused(g, "bad_die_index", g.toggle_hold, -1)
    assert_refused(g, "bad_die_index", g.apply, Roll(held=(7,)))


def test_toggle_hold_and_release():
    g = kosci()
    g.roll([1, 2, 3, 4, 5])
    assert g.toggle_hold(3) is True
    assert g.toggle_hold(3) is False
    assert g.held == (False,) * 5


def test_writing_before_a_roll_refused():
    g = kosci()
    assert_refused(g, "write_before_roll", g.score, "chance")
    assert_refused(g, "write_before_roll", g.apply, Write("chance"))


def test_writing_a_filled_box_refused():
    g = kosci()
    turn(g, [2, 2, 2, 3, 3], box="twos")
    turn(g, [2, 2, 2, 2, 3])
    assert_refused(g, "box_filled", g.score, "twos")


def test_writing_an_unknown_box_refused():
    g = kosci()
    turn(g, [2, 2, 2, 3, 3])
    assert_refused(g, "unknown_box", g.score, "poker")       # a box of the full game only
    assert_refused(g, "unknown_box", g.score, "sevens")
    f = kosci("full")
    turn(f, [2, 2, 2, 3, 3])
    assert_refused(f, "unknown_box", f.score, "yahtzee")     # a box of classic only


def test_writing_a_bad_column_refused():
    g = kosci("triple")
    turn(g, [2, 2, 2, 3, 3])
    assert_refused(g, "bad_column", g.score, "twos", 3)
    assert_refused(g, "bad_column", g.score, "twos", True)


def test_ignoring_a_forced_joker_box_refused():
    g = kosci(rules={"preset": "official"})
    turn(g, [5, 5, 5, 5, 5], box="yahtzee")
    turn(g, [2, 2, 2, 2, 2])
    err = assert_refused(g, "joker_forced", g.score, "chance")
    assert err.params["allowed"] == [["twos", 0]] and "twos@0" in str(err)


def test_acting_out_of_turn_refused():
    g = kosci(players=("Ala", "Ola"))
    err = assert_refused(g, "not_your_turn", g.roll, None, 1)
    assert "Ala" in str(err) and "Ola" in str(err)
    g.roll([1, 2, 3, 4, 5])
    assert_refused(g, "not_your_turn", g.score, "chance", 0, 1)
    assert_refused(g, "not_your_turn", g.set_held, [0], 1)
    assert_refused(g, "not_your_turn", g.apply, Write("chance"), 1)
    g.score("chance", player=0)
    assert g.current == 1
    assert_refused(g, "not_your_turn", g.roll, None, 0)


def test_acting_after_the_game_ended_refused():
    g = kosci("full", {"full_upper": "absent"})
    for box in g.boxes:
        turn(g, [1, 2, 3, 4, 5], box=box)
    assert g.finished
    assert_refused(g, "game_over", g.roll)
    assert_refused(g, "game_over", g.score, "chance")
    assert_refused(g, "game_over", g.set_held, [])
    assert g.options() == []


def test_held_dice_changing_value_in_a_replayed_roll_refused():
    g = kosci()
    g.roll([1, 2, 3, 4, 5])
    g.set_held([0, 4])
    err = assert_refused(g, "held_changed", g.roll, [1, 2, 3, 4, 6])
    assert err.params == {"index": 4, "old": 5, "new": 6}


@pytest.mark.parametrize("dice", [[1, 2, 3, 4], [1, 2, 3, 4, 7], [0, 1, 2, 3, 4],
                                  [1, 2, 3, 4, True], [1, 2, 3, 4, 5, 6]])
def test_replayed_dice_outside_one_to_six_refused(dice):
    g = kosci()
    assert_refused(g, "bad_dice", g.roll, dice)


def test_a_refused_roll_keeps_the_previous_holds():
    g = kosci()
    turn(g, [1, 2, 3, 4, 5], ([0], [1, 2, 3, 4, 5]), ([0, 1], [1, 2, 3, 4, 5]))
    before = snapshot(g)
    with pytest.raises(RuleError):
        g.apply(Roll(held=(3,)))
    assert snapshot(g) == before


def test_write_passes_the_turn_and_resets_the_dice():
    g = kosci(players=("Ala", "Ola"))
    turn(g, [1, 2, 3, 4, 5], box="large_straight")
    assert g.current == 1
    assert g.dice is None and g.rolls == 0 and g.held == (False,) * 5
    assert g.turns[0] == {"player": 0, "rolls": [{"dice": [1, 2, 3, 4, 5]}],
                          "score": {"box": "large_straight", "column": 0}}


def test_a_non_move_is_rejected_as_a_type_error():
    g = kosci()
    with pytest.raises(TypeError):
        g.apply("roll")  # type: ignore[arg-type]


def test_a_boolean_is_not_a_player_index():
    game = kosci(players=("Ala", "Ola"))
    game.roll()
    with pytest.raises(RuleError) as err:
        game.score("chance", player=True)
    assert err.value.code == "not_your_turn"
    assert game.card.is_open("chance")
