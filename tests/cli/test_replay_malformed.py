"""``kosci-cli replay`` on malformed files: exit 2, a clear message on stderr, no traceback."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from kosci_gui.cli import main

BASE = {"format": "kosci-record/1", "game": "classic", "players": [{"name": "Ala"}],
        "turns": []}
TWO = [{"name": "Ala"}, {"name": "Olek"}]


def with_(**changes):
    doc = dict(BASE)
    for key, value in changes.items():
        if value is None:
            doc.pop(key, None)
        else:
            doc[key] = value
    return json.dumps(doc)


def kturn(**changes):
    t = {"player": 0, "rolls": [{"dice": [1, 2, 3, 4, 5]}], "score": {"box": "chance"}}
    t.update(changes)
    return with_(turns=[t])


def tturn(*steps):
    return with_(game="thousand", players=TWO, turns=[{"player": 0, "steps": list(steps)}])


CASES = {
    "not_json": ("{format: kosci", "not valid JSON"),
    "empty_file": ("", "not valid JSON"),
    "top_level_list": ("[1, 2]", "must be a JSON object"),
    "number_too_long": ('{"seed": 1' + "0" * 5000 + "}", "not a readable JSON"),
    "nested_too_deep": ("[" * 100_000, "JSON"),
    "missing_format": (with_(format=None), "record format"),
    "wrong_format": (with_(format="kosci-record/2"), "record format"),
    "missing_game": (with_(game=None), "'game' must be one of"),
    "unknown_game": (with_(game="poker"), "'game' must be one of"),
    "missing_players": (with_(players=None), "'players' must be a non-empty list"),
    "no_players": (with_(players=[]), "'players' must be a non-empty list"),
    "player_not_object": (with_(players=["Ala"]), "player 0 must be an object"),
    "player_name_not_string": (with_(players=[{"name": 5}]), "player 0 must be an object"),
    "duplicate_player_names": (with_(players=[{"name": "Ala"}, {"name": "Ala"}]),
                               "player names must be unique"),
    "empty_player_name": (with_(players=[{"name": ""}]), "player names must be unique"),
    "seven_players": (with_(players=[{"name": c} for c in "ABCDEFG"]), "1 to 6 players"),
    "thousand_solo": (with_(game="thousand"), "2 to 6 players"),
    "bad_player_type": (with_(players=[{"name": "A", "type": "robot"}]), "human or computer"),
    "bad_level": (with_(players=[{"name": "A", "level": "godlike"}]), "'level' must be one of"),
    "missing_turns": (with_(turns=None), "'turns' must be a list"),
    "turns_not_list": (with_(turns={"0": {}}), "'turns' must be a list"),
    "unknown_top_key": (with_(colour="red"), "unknown record key"),
    "rules_not_object": (with_(rules=["polish"]), "'rules' must be an object"),
    "unknown_preset": (with_(rules={"preset": "kurnik"}), "unknown preset"),
    "preset_not_string": (with_(rules={"preset": ["polish"]}), "unknown preset"),
    "unknown_rule_option": (with_(rules={"jokers": "yes"}), "unknown rule option 'jokers'"),
    "thousand_option_in_classic": (with_(rules={"opening": 50}), "unknown rule option"),
    "out_of_range_choice": (with_(rules={"joker_upper": "sometimes"}), "'joker_upper'"),
    "out_of_range_points": (with_(game="thousand", players=TWO, rules={"opening": 1001}),
                            "'opening' cannot be 1001"),
    "negative_points": (with_(game="thousand", players=TWO, rules={"overtake_bonus": -50}),
                        "'overtake_bonus'"),
    "bool_as_points": (with_(game="thousand", players=TWO, rules={"opening": True}),
                       "'opening'"),
    "bad_pit": (with_(game="thousand", players=TWO, rules={"pits": [[300, 200]]}), "'pits'"),
    "pit_past_1000": (with_(game="thousand", players=TWO, rules={"pits": [[900, 1100]]}),
                      "'pits'"),
    "bool_option_as_string": (with_(rules={"full_multiplier": "true"}), "'full_multiplier'"),
    "clock_too_long": (with_(clock_minutes=20), "2 to 15 minutes"),
    "clock_as_string": (with_(clock_minutes="5"), "2 to 15 minutes"),
    "seed_as_string": (with_(seed="abc"), "'seed' must be a whole number"),
    "unknown_setting": (with_(settings={"sound": True}), "unknown setting"),
    "setting_wrong_type": (with_(settings={"open_scorecards": "yes"}), "'open_scorecards'"),
    "auto_score_negative": (with_(settings={"auto_score_seconds": -1}), "'auto_score_seconds'"),
    "auto_score_too_long": (with_(settings={"auto_score_seconds": 61}), "'auto_score_seconds'"),
    "turn_not_object": (with_(turns=[[0, 1]]), "turn 0: a turn must be an object"),
    "turn_without_player": (kturn(player=None), "turn 0: a turn needs a 'player' index"),
    "player_index_as_string": (kturn(player="0"), "turn 0: a turn needs a 'player' index"),
    "rolls_not_list": (kturn(rolls={"dice": [1, 2, 3, 4, 5]}), "'rolls' list"),
    "dice_as_string": (kturn(rolls=[{"dice": "12345"}]), "'dice' must be a list of whole"),
    "dice_above_six": (kturn(rolls=[{"dice": [1, 2, 3, 4, 7]}]), "values from 1 to 6"),
    "dice_zero": (kturn(rolls=[{"dice": [0, 2, 3, 4, 5]}]), "values from 1 to 6"),
    "four_dice": (kturn(rolls=[{"dice": [1, 2, 3, 4]}]), "must list 5 dice"),
    "dice_as_floats": (kturn(rolls=[{"dice": [1.0, 2, 3, 4, 5]}]), "list of whole numbers"),
    "held_position_5": (kturn(rolls=[{"dice": [1, 2, 3, 4, 5]},
                                     {"held": [5], "dice": [1, 2, 3, 4, 5]}]),
                        "values from 0 to 4"),
    "held_repeated": (kturn(rolls=[{"dice": [1, 2, 3, 4, 5]},
                                   {"held": [1, 1], "dice": [1, 2, 3, 4, 5]}]),
                      "repeats a position"),
    "score_not_object": (kturn(score="chance"), "'score' must be an object"),
    "column_as_string": (kturn(score={"box": "chance", "column": "0"}), "'column'"),
    "timeout_as_string": (kturn(timeout="yes"), "'timeout' must be true or false"),
    "unknown_turn_key": (kturn(note="hi"), "unknown turn key"),
    "kosci_turn_with_steps": (with_(turns=[{"player": 0, "steps": []}]), "'rolls' list"),
    "thousand_turn_with_rolls": (with_(game="thousand", players=TWO,
                                       turns=[{"player": 0, "rolls": []}]), "'steps' list"),
    "thousand_step_two_keys": (tturn({"roll": [1, 2, 3, 4, 5], "bank": True}), "step 0 must"),
    "thousand_unknown_step": (tturn({"throw": [1, 2, 3, 4, 5]}), "step 0 must"),
    "thousand_roll_above_six": (tturn({"roll": [1, 2, 3, 4, 9]}), "values from 1 to 6"),
    "thousand_wrong_throw_size": (tturn({"roll": [1, 2, 3]}), "must have 5 dice, not 3"),
    "thousand_bank_not_true": (tturn({"roll": [1, 1, 1, 2, 3]}, {"set_aside": [1, 1, 1]},
                                     {"bank": "yes"}), "'bank' must be true"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_malformed_record_exits_2_with_a_clear_message(name, tmp_path, capsys):
    text, message = CASES[name]
    path = tmp_path / f"{name}.json"
    path.write_text(text, encoding="utf-8")
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert message in err
    assert err.startswith("kosci-cli replay: ")
    assert "Traceback" not in err


def test_missing_file_exits_2(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_binary_file_exits_2(tmp_path, capsys):
    path = tmp_path / "bin.json"
    path.write_bytes(b"\xff\xfe\x00\x81")
    assert main(["replay", str(path)]) == 2
    assert "not a text file" in capsys.readouterr().err


def test_directory_exits_2(tmp_path, capsys):
    assert main(["replay", str(tmp_path)]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_malformed_record_in_a_subprocess_has_no_traceback(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(with_(rules={"preset": {"name": "polish"}}), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "kosci_gui.cli", "replay", str(path)],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 2
    assert "unknown preset" in run.stderr
    assert "Traceback" not in run.stderr


def test_valid_empty_record_replays(tmp_path, capsys):
    path = tmp_path / "empty.json"
    path.write_text(with_(rules={"preset": "official"}, clock_minutes=None, seed=3,
                          settings={"confirm_move": True, "auto_score_seconds": 0,
                                    "open_scorecards": False}), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "finished": False, "winners": [], "players": [{"name": "Ala", "total": 0, "out": False}]}
