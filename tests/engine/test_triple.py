"""Triple (RULES.md §1.2): three weighted columns, joker conditions in all three columns,
forced choice among columns, the bonus 100 × weight and the upper bonus × weight."""

from __future__ import annotations

import pytest

from .helpers import CLASSIC_LOWER, UPPER, allowed, assert_refused, fill, kosci, turn


def test_triple_is_39_turns_in_three_columns():
    g = kosci("triple")
    assert g.turn_count() == 39
    assert g.columns == 3
    for column in range(3):
        for box in UPPER + CLASSIC_LOWER:
            assert not g.finished
            turn(g, [1, 2, 3, 4, 6], box=box, column=column)
    assert g.finished
    assert g.totals() == [(16 + 30 + 16) * (1 + 2 + 3)]


def test_triple_column_weights_one_two_three():
    g = kosci("triple")
    turn(g, [3, 3, 3, 2, 5], box="threes", column=0)
    turn(g, [3, 3, 3, 2, 5], box="threes", column=1)
    turn(g, [3, 3, 3, 2, 5], box="threes", column=2)
    assert g.cards[0].total() == 9 * 6


@pytest.mark.parametrize("column,bonus", [(0, 35), (1, 70), (2, 105)])
def test_triple_upper_bonus_times_weight(column, bonus):
    g = kosci("triple")
    card = g.cards[0]
    fill(card, column, ones=3, twos=6, threes=9, fours=12, fives=15)
    turn(g, [6, 6, 6, 1, 1], box="sixes", column=column)
    weight = column + 1
    assert card.upper_bonus(column) == 35
    assert card.total() == 63 * weight + bonus


def test_triple_write_into_any_column_and_bad_column_refused():
    g = kosci("triple")
    turn(g, [1, 2, 3, 4, 5])
    assert_refused(g, "bad_column", g.score, "chance", 3)
    assert_refused(g, "bad_column", g.score, "chance", -1)
    g.score("large_straight", 2)
    assert g.cards[0].get("large_straight", 2) == 40
    assert g.cards[0].total() == 120


def test_classic_has_one_column_only():
    g = kosci("classic")
    turn(g, [1, 2, 3, 4, 5])
    assert_refused(g, "bad_column", g.score, "chance", 1)


def yahtzees(card, *values):
    for column, value in enumerate(values):
        if value is not None:
            fill(card, column, yahtzee=value)


def test_triple_joker_needs_yahtzee_filled_in_all_three_columns():
    g = kosci("triple", {"preset": "official"})
    yahtzees(g.cards[0], 50, 50, None)
    turn(g, [4, 4, 4, 4, 4])
    # not a joker: every box open, ordinary scores, no bonus (not 50 in all three)
    opts = g.options()
    assert all(o.allowed and not o.joker and o.bonus == 0 for o in opts)
    written = g.score("yahtzee", 2)
    assert (written.points, written.bonus) == (50, 0)
    assert g.cards[0].five_bonuses == [0, 0, 0]


def test_triple_forced_joker_choice_among_open_face_columns():
    g = kosci("triple", {"preset": "official"})
    card = g.cards[0]
    yahtzees(card, 50, 50, 50)
    fill(card, 0, fours=12)
    turn(g, [4, 4, 4, 4, 4])
    assert allowed(g) == {("fours", 1), ("fours", 2)}
    assert_refused(g, "joker_forced", g.score, "chance", 0)
    written = g.score("fours", 2)
    assert (written.points, written.bonus) == (20, 300)
    assert card.five_bonuses == [0, 0, 1]
    assert card.total() == 50 * 6 + 12 + 3 * (20 + 100)


def test_triple_forced_joker_lower_box_in_any_column_when_face_filled_everywhere():
    g = kosci("triple", {"preset": "official"})
    card = g.cards[0]
    yahtzees(card, 50, 50, 50)
    for c in range(3):
        fill(card, c, fours=8)
    fill(card, 0, **{b: 0 for b in CLASSIC_LOWER if b != "yahtzee"})
    turn(g, [4, 4, 4, 4, 4])
    assert allowed(g) == {(b, c) for c in (1, 2) for b in CLASSIC_LOWER if b != "yahtzee"}
    written = g.score("large_straight", 1)
    assert (written.points, written.bonus) == (40, 200)


def test_triple_forced_joker_upper_for_zero_when_no_lower_box_open():
    g = kosci("triple", {"preset": "official"})
    card = g.cards[0]
    for c in range(3):
        fill(card, c, fours=8, **{b: 0 for b in CLASSIC_LOWER if b != "yahtzee"})
    yahtzees(card, 50, 50, 50)
    turn(g, [4, 4, 4, 4, 4])
    assert allowed(g) == {(b, c) for c in range(3) for b in UPPER if b != "fours"}
    written = g.score("ones", 1)
    assert (written.points, written.bonus) == (0, 200)


def test_triple_optional_joker_only_when_face_filled_in_all_three_columns():
    g = kosci("triple", {"preset": "polish"})
    card = g.cards[0]
    yahtzees(card, 50, 50, 50)
    fill(card, 0, fours=8)
    fill(card, 1, fours=8)
    turn(g, [4, 4, 4, 4, 4])
    # fours still open in column 2: an ordinary roll, any box, the bonus still paid
    opts = g.options()
    assert all(o.allowed and not o.joker for o in opts)
    by = {(o.box, o.column): o for o in opts}
    assert by[("large_straight", 0)].points == 0
    assert by[("chance", 1)].bonus == 200


def test_triple_optional_joker_must_use_lower_box_in_any_column():
    g = kosci("triple", {"preset": "polish"})
    card = g.cards[0]
    yahtzees(card, 50, 0, 50)
    for c in range(3):
        fill(card, c, fours=8)
    fill(card, 2, **{b: 0 for b in CLASSIC_LOWER if b != "yahtzee"})
    turn(g, [4, 4, 4, 4, 4])
    assert allowed(g) == {(b, c) for c in (0, 1) for b in CLASSIC_LOWER if b != "yahtzee"}
    assert_refused(g, "joker_forced", g.score, "ones", 2)
    written = g.score("full_house", 0)
    # a joker (all filled) but no bonus: column 1 holds 0
    assert (written.points, written.bonus) == (25, 0)


def test_triple_free_joker_any_open_box_upper_for_zero():
    g = kosci("triple", {"preset": "polish", "joker_upper": "free"})
    card = g.cards[0]
    yahtzees(card, 50, 50, 50)
    for c in range(3):
        fill(card, c, fours=8)
    turn(g, [4, 4, 4, 4, 4])
    assert all(o.allowed and o.joker for o in g.options())
    written = g.score("sixes", 1)
    assert (written.points, written.bonus) == (0, 200)


def test_triple_fifty_trigger_needs_50_in_all_three_columns():
    g = kosci("triple", {"preset": "penta"})
    card = g.cards[0]
    yahtzees(card, 50, 50, 0)
    turn(g, [4, 4, 4, 4, 4])
    assert all(o.allowed and not o.joker and o.bonus == 0 for o in g.options())


@pytest.mark.parametrize("column", [0, 1, 2])
def test_triple_five_bonus_is_100_times_weight(column):
    g = kosci("triple", {"preset": "polish"})
    card = g.cards[0]
    yahtzees(card, 50, 50, 50)
    before = card.total()
    written = turn(g, [2, 2, 2, 2, 2], box="chance", column=column)
    assert written.bonus == 100 * (column + 1)
    assert card.total() - before == (10 + 100) * (column + 1)
