"""Game records (RULES.md §6): hand-written records of every game and preset replayed by
``kosci-cli replay`` with the right totals and refusals; the record API round trip."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kosci_gui.cli import main
from kosci_gui.engine.errors import RecordError
from kosci_gui.engine.games import describe, new_game
from kosci_gui.engine.record import from_record, replay_summary, to_record

from .helpers import aside, play, turn

RECORDS = Path(__file__).parent / "records"
#: The product's example records (copied from shared/examples/records, which CI may not have).
EXAMPLES = Path(__file__).parent / "examples"


def record_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def expected_of(path: Path) -> tuple[str, int]:
    first, status = path.with_suffix(".expected").read_text(encoding="utf-8").splitlines()[:2]
    return first, int(status.split()[1])


def run_replay(path: Path, capsys) -> tuple[int, str, str]:
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("path", record_files(RECORDS) + record_files(EXAMPLES),
                         ids=lambda p: p.stem)
def test_replay_of_hand_written_record_gives_expected_output(path, capsys):
    first, status = expected_of(path)
    code, out, err = run_replay(path, capsys)
    assert code == status
    if status == 0:
        assert json.loads(out) == json.loads(first)
        assert err == ""
    else:
        assert out == ""
        assert first in err
        assert "Traceback" not in err


def test_hand_written_records_cover_every_game_and_preset():
    seen: set[tuple[str, str]] = set()
    for path in record_files(RECORDS):
        if path.stem.startswith("refused-"):
            continue
        doc = json.loads(path.read_text(encoding="utf-8"))
        game = doc["game"]
        preset = (doc.get("rules") or {}).get("preset") or {
            "thousand": "blog"}.get(game, "polish")
        seen.add((game, preset))
    for game in ("classic", "triple", "full", "thousand"):
        for preset in describe(game).presets:
            if game == "full" and preset != "polish":
                continue  # the Kości presets change only the joker, which full does not have
            assert (game, preset) in seen, (game, preset)


def test_refusal_names_the_turn_and_the_rule_by_code():
    doc = json.loads((RECORDS / "refused-forced-joker-triple.json").read_text())
    with pytest.raises(RecordError) as err:
        from_record(doc)
    assert err.value.turn == 4
    assert err.value.cause is not None and err.value.cause.code == "joker_forced"


@pytest.mark.slow  # the installed command in processes of its own
def test_installed_command_replays_and_refuses():
    ok = subprocess.run([sys.executable, "-m", "kosci_gui.cli", "replay",
                         str(RECORDS / "thousand-blog-overtaking-chain.json")],
                        capture_output=True, text=True, check=False)
    assert ok.returncode == 0
    assert [p["total"] for p in json.loads(ok.stdout)["players"]] == [190, 150, 120, 325]
    bad = subprocess.run([sys.executable, "-m", "kosci_gui.cli", "replay",
                          str(RECORDS / "refused-bank-inside-pit.json")],
                         capture_output=True, text=True, check=False)
    assert bad.returncode == 2
    assert "turn 2" in bad.stderr and "pit" in bad.stderr
    assert "Traceback" not in bad.stderr


# -- the record API ------------------------------------------------------------------------------


def roundtrip(game):
    return from_record(json.loads(json.dumps(to_record(game))))


def test_record_of_a_kosci_game_round_trips():
    g = new_game("triple", {"preset": "official"}, ["Ala", "Ola"], seed=5)
    turn(g, [4, 4, 4, 4, 4], box="yahtzee", column=1)
    turn(g, [1, 2, 3, 4, 6], ([0, 1, 2, 3], [1, 2, 3, 4, 5]), box="large_straight", column=2)
    g.roll([6, 6, 6, 2, 1])
    back = roundtrip(g)
    assert replay_summary(back) == replay_summary(g)
    assert [c.cells for c in back.cards] == [c.cells for c in g.cards]
    assert back.dice == g.dice and back.rolls == 1


def test_record_of_a_thousand_game_round_trips():
    g = new_game("thousand", {"preset": "reader_a", "three_misses_penalty": 30},
                 ["Ala", "Olek"], seed=9)
    play(g, [1, 1, 1, 2, 3], aside(1, 1, 1), "bank")
    play(g, [2, 3, 4, 6, 6])
    play(g, [1, 5, 2, 3, 4], aside(1, 5))
    doc = to_record(g)
    assert doc["rules"] == {"preset": "reader_a", "three_misses_penalty": 30}
    back = from_record(json.loads(json.dumps(doc)))
    assert back.scores == g.scores and back.turn_points == 15 and back.phase == "chosen"


def test_record_rules_keep_pits_override():
    g = new_game("thousand", {"pits": [[100, 150]]}, ["A", "B"], seed=1)
    assert to_record(g)["rules"] == {"preset": "blog", "pits": [[100, 150]]}
    assert roundtrip(g).rules == g.rules


def test_record_continues_the_dice_sequence_after_the_recorded_dice():
    g = new_game("classic", None, ["Ala"], seed=11)
    g.roll()
    g.set_held([0])
    g.roll()
    back = roundtrip(g)
    assert back.dice_source.state() == g.dice_source.state()
    g.score("chance")
    back.score("chance")
    assert g.roll() == back.roll()
