"""``kosci-cli replay`` output (RULES.md §6): finished, winners (names, turn order in a draw),
players with total and out; the same as the engine's own game for a saved record."""

from __future__ import annotations

import json

import pytest

from kosci_gui.cli import main
from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import to_record


def replay(doc, tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("game,rules,players", [
    ("classic", {"preset": "official"}, ["Ala", "Ola"]),
    ("triple", {"preset": "penta"}, ["Ala"]),
    ("full", {"full_upper": "counted"}, ["Ala", "Ola", "Iza"]),
])
def test_saved_kosci_game_replays_to_the_same_totals(game, rules, players, tmp_path, capsys):
    g = new_game(game, rules, players, seed=4)
    while not g.finished:
        g.roll()
        best = max(g.allowed_options(), key=lambda o: (o.points + o.bonus, -o.column))
        g.score(best.box, best.column)
    code, out, err = replay(to_record(g), tmp_path, capsys)
    assert code == 0 and err == ""
    result = json.loads(out)
    assert result["finished"] is True
    assert [p["total"] for p in result["players"]] == g.totals()
    assert result["winners"] == [g.players[i].name for i in g.winners()]
    assert [p["name"] for p in result["players"]] == players
    assert all(p["out"] is False for p in result["players"])


def test_saved_thousand_game_replays_to_the_same_scores(tmp_path, capsys):
    g = new_game("thousand", {"preset": "family", "win": "at_least"}, ["Ala", "Ola"], seed=6)
    while not g.finished:
        if g.phase == "thrown":
            g.set_aside(g.legal_selections()[0][0])
        elif g.can_bank():
            g.bank()
        else:
            g.roll()
    code, out, _ = replay(to_record(g), tmp_path, capsys)
    assert code == 0
    result = json.loads(out)
    assert [p["total"] for p in result["players"]] == g.scores
    assert result["winners"] == [g.players[g.winners()[0]].name]


def test_unfinished_game_has_no_winners_yet(tmp_path, capsys):
    g = new_game("classic", None, ["Ala", "Ola"], seed=2)
    g.roll()
    code, out, _ = replay(to_record(g), tmp_path, capsys)
    assert code == 0
    assert json.loads(out)["winners"] == [] and json.loads(out)["finished"] is False


def test_replay_without_a_file_argument_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["replay"])
    assert exit_.value.code == 2
    assert "usage" in capsys.readouterr().err
