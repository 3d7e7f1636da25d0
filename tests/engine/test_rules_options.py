"""Rule options and presets (RULES.md §1, §2, §6): preset values, overrides, refusals."""

from __future__ import annotations

import pytest

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.games import describe, make_rules


@pytest.mark.parametrize("preset,trigger,upper", [
    ("polish", "filled", "optional"), ("official", "filled", "forced"),
    ("penta", "fifty", "forced")])
def test_kosci_presets_set_the_two_joker_options(preset, trigger, upper):
    rules = make_rules("classic", {"preset": preset})
    assert (rules["joker_trigger"], rules["joker_upper"]) == (trigger, upper)


def test_default_presets_polish_and_blog():
    assert make_rules("triple", None).preset == "polish"
    assert make_rules("full", {}).preset == "polish"
    assert make_rules("thousand", {"preset": None}).preset == "blog"


def test_full_defaults_filled_not_counted_with_multiplier():
    rules = make_rules("full")
    assert (rules["full_upper"], rules["full_multiplier"]) == ("filled_not_counted", True)


THOUSAND_TABLE = {
    "opening": (50, 100, 30), "three_dice": (True, True, True),
    "zero_roll_penalty": (50, 0, 0), "overtake_bonus": (50, 0, 0),
    "overtake_penalty": (50, 100, 0), "pits": (((200, 300), (700, 800)),) * 3,
    "pit_protection": (False, True, False), "relief_900": (True, False, True),
    "win": ("exact", "exact", "exact"), "three_misses_penalty": (0, 0, 0),
}


@pytest.mark.parametrize("column,preset", list(enumerate(["blog", "reader_a", "family"])))
def test_thousand_presets_match_the_rule_book_table(column, preset):
    rules = make_rules("thousand", {"preset": preset})
    assert {k: rules[k] for k in THOUSAND_TABLE} == {
        k: v[column] for k, v in THOUSAND_TABLE.items()}


def test_user_may_change_each_option_of_a_preset():
    rules = make_rules("classic", {"preset": "penta", "joker_upper": "free"})
    assert rules.preset == "penta" and rules["joker_upper"] == "free"
    assert rules.to_json() == {"preset": "penta", "joker_upper": "free"}
    assert make_rules("thousand", {"opening": 50}).to_json() == {"preset": "blog"}


@pytest.mark.parametrize("game,spec,code", [
    ("yahtzee", {}, "unknown_game"),
    ("classic", {"preset": "blog"}, "unknown_preset"),
    ("thousand", {"preset": "polish"}, "unknown_preset"),
    ("classic", {"preset": ""}, "unknown_preset"),
    ("classic", {"opening": 50}, "unknown_option"),
    ("thousand", {"joker_upper": "forced"}, "unknown_option"),
    ("classic", {"joker_trigger": "sometimes"}, "bad_option_value"),
    ("full", {"full_multiplier": 1}, "bad_option_value"),
    ("thousand", {"opening": -1}, "bad_option_value"),
    ("thousand", {"opening": 1001}, "bad_option_value"),
    ("thousand", {"overtake_penalty": 12.5}, "bad_option_value"),
    ("thousand", {"win": "first"}, "bad_option_value"),
    ("thousand", {"pits": [[300, 300]]}, "bad_option_value"),
    ("thousand", {"pits": [[-10, 100]]}, "bad_option_value"),
    ("thousand", {"pits": [200, 300]}, "bad_option_value"),
    ("thousand", {"pit_protection": "yes"}, "bad_option_value"),
])
def test_unknown_or_out_of_range_option_refused(game, spec, code):
    with pytest.raises(RuleError) as err:
        make_rules(game, spec)
    assert err.value.code == code
    assert str(err.value)


def test_every_preset_is_valid_for_its_game():
    for game in ("classic", "triple", "full", "thousand"):
        for preset in describe(game).presets:
            assert make_rules(game, {"preset": preset}).overrides() == {}
