"""The joker and the five-of-a-kind bonus in classic (RULES.md §1.1): every preset and
joker_upper=free × yahtzee box (50 / 0 / open) × the face's upper box (open / filled) ×
lower boxes (open / all filled), with the +100 in each case."""

from __future__ import annotations

import pytest

from kosci_gui.engine.games import make_rules

from .helpers import CLASSIC_LOWER, UPPER, assert_refused, fill, kosci, options_by_box, turn

SETTINGS = {
    "polish": {"preset": "polish"},
    "official": {"preset": "official"},
    "penta": {"preset": "penta"},
    "free": {"preset": "polish", "joker_upper": "free"},
    "free_fifty": {"preset": "penta", "joker_upper": "free"},
    "optional_fifty": {"preset": "penta", "joker_upper": "optional"},
}

JOKER_VALUES = {"three_kind": 20, "four_kind": 20, "full_house": 25, "small_straight": 30,
                "large_straight": 40, "chance": 20}
ORDINARY_FOURS = {"fours": 20, "three_kind": 20, "four_kind": 20, "full_house": 0,
                  "small_straight": 0, "large_straight": 0, "chance": 20, "yahtzee": 50}


def expected(rules: dict, yahtzee: int | None, upper_open: bool, lower_open: bool):
    """RULES.md §1.1, read on its own: for five 4s, the allowed boxes, what each open box
    scores, and the bonus."""
    values = make_rules("classic", rules).values
    trigger = yahtzee is not None if values["joker_trigger"] == "filled" else yahtzee == 50
    mode = values["joker_upper"]
    bonus = 100 if yahtzee == 50 else 0
    open_upper = [b for b in UPPER if b != "fours" or upper_open]
    open_lower = [b for b in CLASSIC_LOWER if lower_open and b != "yahtzee"]
    if yahtzee is None:
        open_lower.append("yahtzee")
    joker = trigger and (mode == "forced" or not upper_open)
    if not joker:
        scores = {b: ORDINARY_FOURS.get(b, 0) for b in open_upper + open_lower}
        return set(scores), scores, bonus, False
    scores = {b: (20 if b == "fours" else 0) for b in open_upper}
    scores.update({b: JOKER_VALUES[b] for b in open_lower})
    if mode == "forced" and upper_open:
        allowed = {"fours"}
    elif mode == "free" or not open_lower:
        allowed = set(scores)
    else:
        allowed = set(open_lower)
    return allowed, scores, bonus, True


def position(rules: dict, yahtzee: int | None, upper_open: bool, lower_open: bool):
    g = kosci("classic", rules)
    card = g.cards[0]
    if yahtzee is not None:
        fill(card, yahtzee=yahtzee)
    if not upper_open:
        fill(card, fours=8)
    if not lower_open:
        fill(card, **{b: 0 for b in CLASSIC_LOWER if b != "yahtzee"})
    turn(g, [4, 4, 4, 4, 4])
    return g


@pytest.mark.parametrize("lower_open", [True, False], ids=["lower_open", "lower_filled"])
@pytest.mark.parametrize("upper_open", [True, False], ids=["fours_open", "fours_filled"])
@pytest.mark.parametrize("yahtzee", [50, 0, None], ids=["yz50", "yz0", "yz_open"])
@pytest.mark.parametrize("setting", list(SETTINGS))
def test_joker_matrix_allowed_boxes_scores_and_bonus(setting, yahtzee, upper_open, lower_open):
    rules = SETTINGS[setting]
    g = position(rules, yahtzee, upper_open, lower_open)
    allowed, scores, bonus, joker = expected(rules, yahtzee, upper_open, lower_open)
    opts = options_by_box(g)
    assert {b for b, _ in opts} == set(scores)
    assert {b for (b, _), o in opts.items() if o.allowed} == allowed
    assert {b: o.points for (b, _), o in opts.items()} == scores
    assert {o.bonus for o in opts.values()} == {bonus}
    assert {o.joker for o in opts.values()} == {joker}
    # Write every allowed box in a fresh position: the card gets the score and the bonus.
    for box in allowed:
        g = position(rules, yahtzee, upper_open, lower_open)
        before = g.cards[0].total()
        g.score(box)
        assert g.cards[0].get(box) == scores[box]
        assert g.cards[0].five_bonuses == [1 if bonus else 0]
        assert g.cards[0].total() - before == scores[box] + bonus
    # Every forbidden box is refused, naming the allowed ones, and nothing changes.
    for box in set(scores) - allowed:
        g = position(rules, yahtzee, upper_open, lower_open)
        err = assert_refused(g, "joker_forced", g.score, box)
        assert all(f"{b}@0" in str(err) for b in allowed)


# -- worked examples: five 4s in each preset (RULES.md §1.1, seed 000) -------------------


def test_joker_official_five_fours_forced_into_fours_20_plus_100():
    g = position({"preset": "official"}, 50, True, True)
    opts = options_by_box(g)
    assert [b for (b, _), o in opts.items() if o.allowed] == ["fours"]
    g.score("fours")
    assert g.cards[0].total() == 50 + 20 + 100


def test_joker_forced_upper_box_must_be_chosen():
    g = position({"preset": "official"}, 50, True, True)
    err = assert_refused(g, "joker_forced", g.score, "chance")
    assert "allowed: fours@0" in str(err)


def test_joker_forced_lower_box_when_face_filled_full_house_25():
    # seed 000: "otherwise a free lower cell: Full 25, small straight 30, large straight 40;
    # the others count the sum (20)"
    g = position({"preset": "penta"}, 50, False, True)
    opts = options_by_box(g)
    assert {b: o.points for (b, _), o in opts.items() if o.allowed} == JOKER_VALUES
    assert_refused(g, "joker_forced", g.score, "ones")
    assert g.score("full_house").points == 25
    assert g.cards[0].total() == 50 + 8 + 25 + 100


def test_joker_forced_upper_box_for_zero_when_lower_filled_keeps_bonus():
    # seed 000: "here Ones, 0 points, and the 100 bonus is kept"
    g = position({"preset": "penta"}, 50, False, False)
    written = g.score("ones")
    assert written.points == 0 and written.bonus == 100
    assert g.cards[0].total() == 50 + 8 + 100


def test_joker_penta_yahtzee_zero_is_an_ordinary_roll_without_bonus():
    # seed 000: "if the Penta box was sacrificed (0), none of this applies: the Penta plays
    # as an ordinary roll, without bonus, and a large straight would be worth 0"
    g = position({"preset": "penta"}, 0, True, True)
    opts = options_by_box(g)
    assert all(o.allowed and o.bonus == 0 for o in opts.values())
    assert g.score("large_straight").points == 0


def test_joker_official_yahtzee_zero_is_still_a_joker_without_bonus():
    g = position({"preset": "official"}, 0, True, True)
    assert_refused(g, "joker_forced", g.score, "large_straight")
    written = g.score("fours")
    assert (written.points, written.bonus) == (20, 0)


def test_joker_polish_face_open_is_an_ordinary_roll_with_bonus():
    g = position({"preset": "polish"}, 50, True, True)
    opts = options_by_box(g)
    assert all(o.allowed for o in opts.values())
    assert opts[("large_straight", 0)].points == 0
    assert opts[("chance", 0)].points == 20
    written = g.score("chance")
    assert (written.points, written.bonus) == (20, 100)


def test_joker_polish_face_filled_must_use_lower_box():
    g = position({"preset": "polish"}, 50, False, True)
    assert_refused(g, "joker_forced", g.score, "sixes")
    assert g.score("large_straight").points == 40


def test_joker_free_allows_upper_box_for_zero_while_lower_open():
    g = position({"preset": "polish", "joker_upper": "free"}, 50, False, True)
    written = g.score("sixes")
    assert (written.points, written.bonus) == (0, 100)


def test_five_bonus_never_when_yahtzee_box_open():
    g = kosci("classic", {"preset": "official"})
    written = turn(g, [4, 4, 4, 4, 4], box="fours")
    assert (written.points, written.bonus) == (20, 0)
    assert g.cards[0].total() == 20


def test_five_bonus_paid_for_every_further_five_of_a_kind():
    g = kosci("classic", {"preset": "polish"})
    turn(g, [2, 2, 2, 2, 2], box="yahtzee")
    turn(g, [3, 3, 3, 3, 3], box="threes")
    turn(g, [3, 3, 3, 3, 3], box="chance")          # threes filled: joker, lower box
    assert g.cards[0].five_bonuses == [2]
    assert g.cards[0].total() == 50 + 15 + 15 + 200


def test_yahtzee_into_yahtzee_box_is_50_without_bonus():
    g = kosci()
    written = turn(g, [6, 6, 6, 6, 6], box="yahtzee")
    assert (written.points, written.bonus) == (50, 0)


# five 4s after a yahtzee of 50, every box open: the worked example of each preset
FIVE_FOURS = {
    # preset: (allowed boxes, points of fours, points of large straight)
    "polish": (None, 20, 0),           # fours open: an ordinary roll, any box
    "official": ({"fours"}, 20, 40),   # forced into fours: 20 + 100
    "penta": ({"fours"}, 20, 40),
}


@pytest.mark.parametrize("preset", list(FIVE_FOURS))
def test_five_fours_worked_example_of_each_preset(preset):
    allowed_boxes, fours, large = FIVE_FOURS[preset]
    g = kosci("classic", {"preset": preset})
    turn(g, [6, 6, 6, 6, 6], box="yahtzee")
    turn(g, [4, 4, 4, 4, 4])
    opts = options_by_box(g)
    got_allowed = {b for (b, _), o in opts.items() if o.allowed}
    assert got_allowed == (allowed_boxes or {b for b, _ in opts})
    assert opts[("fours", 0)].points == fours
    assert opts[("large_straight", 0)].points == large
    written = g.score("fours")
    assert (written.points, written.bonus) == (20, 100)
    assert g.cards[0].total() == 50 + 20 + 100
