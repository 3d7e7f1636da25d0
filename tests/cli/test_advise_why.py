"""``kosci-cli advise``: every option has ``"why"``, a list of English lines (the reasons of
``kosci_gui.ai.why`` in words); everything else in the JSON is as it was."""

from __future__ import annotations

import json

import pytest

from kosci_gui.ai import advise, advise_values, win_chances
from kosci_gui.ai.commands import move_json
from kosci_gui.ai.games import describe_ai
from kosci_gui.ai.why import option_reasons
from kosci_gui.ai.why_words import lines
from kosci_gui.cli import main
from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import to_record


def advise_json(game, tmp_path, capsys) -> tuple[str, dict]:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_record(game)), encoding="utf-8")
    assert main(["advise", str(path)]) == 0
    out = capsys.readouterr().out
    return out, json.loads(out)


def without_why(game) -> str:
    """The JSON the command printed before the reasons were added (built from the advisor)."""
    options = advise(game) if len(game.in_play()) >= 2 else advise_values(game)
    out = {"game": game.game, "finished": False, "player": game.players[game.current].name,
           "value_unit": describe_ai(game.game).value_unit, "value": round(options[0].value, 4)}
    if len(game.in_play()) >= 2:
        chances = win_chances(game)
        out["win_chance"] = round(chances[game.current], 4)
        out["win_chances"] = [round(c, 4) for c in chances]
    rows = []
    for a in options:
        row = {"move": move_json(a.move), "value": round(a.value, 4), "label": a.label}
        if a.win_chance is not None:
            row["win_chance"] = round(a.win_chance, 4)
        rows.append(row)
    out["options"] = rows
    return json.dumps(out)


@pytest.mark.parametrize("game_kind,players", [
    ("classic", ["Ala"]), ("classic", ["Ala", "Ola"]), ("thousand", ["Ala", "Ola"])])
def test_every_option_says_why_and_nothing_else_changes(game_kind, players, tmp_path, capsys):
    game = new_game(game_kind, None, players, seed=3)
    game.roll()
    printed, out = advise_json(game, tmp_path, capsys)
    options = advise(game)
    expected = [lines(r) for r in option_reasons(game, options)]
    assert [o["why"] for o in out["options"]] == expected
    assert all(o["why"] and all(isinstance(x, str) for x in o["why"]) for o in out["options"])
    for o in out["options"]:
        del o["why"]
    assert json.dumps(out) == without_why(game)
    assert printed.rstrip("\n") != json.dumps(out)  # the reasons were there


def test_a_hold_says_how_the_turn_ends(tmp_path, capsys):
    game = new_game("classic", {"preset": "polish"}, ["Ala"], seed=3)
    game.roll([5, 5, 2, 3, 6])
    _, out = advise_json(game, tmp_path, capsys)
    hold = next(o for o in out["options"] if o["label"] == "hold 5 5, roll")
    (line,) = hold["why"]
    assert line.startswith("this turn ends in ") and line.count("%") == 3
    write = next(o for o in out["options"] if o["label"].startswith("write chance"))
    assert write["why"][0].startswith("chance: 21 points now, ")
