"""``kosci-cli daily``: a day's game as JSON (``date``, ``game``, ``rules``, ``seed``, ``code``)."""

from __future__ import annotations

import datetime as dt
import json

from kosci_gui.cli import main


def run(args: list[str], capsys) -> tuple[int, str, str]:
    code = main(["daily", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_fixed_date(capsys) -> None:
    code, out, err = run(["--date", "2026-12-05"], capsys)
    assert (code, err) == (0, "")
    assert json.loads(out) == {"date": "2026-12-05", "game": "classic",
                               "rules": {"preset": "polish"}, "seed": 342870109792998720,
                               "code": "4SNG-072G"}
    assert list(json.loads(out)) == ["date", "game", "rules", "seed", "code"]


def test_today_and_another_game(capsys) -> None:
    code, out, _ = run(["--game", "thousand"], capsys)
    found = json.loads(out)
    assert code == 0
    assert found["date"] == dt.date.today().isoformat()
    assert (found["game"], found["rules"]) == ("thousand", {"preset": "blog"})


def test_a_code_gives_the_same_game(capsys) -> None:
    _, out, _ = run(["--date", "2026-12-05", "--game", "full"], capsys)
    made = json.loads(out)
    code, again, _ = run(["--code", made["code"].lower()], capsys)
    assert code == 0 and json.loads(again) == made


def test_bad_input_exits_2(capsys) -> None:
    for args in (["--date", "2026-13-01"], ["--game", "chess"], ["--code", "ABCD-EFGH"]):
        code, out, err = run(args, capsys)
        assert (code, out) == (2, "")
        assert err.startswith("kosci-cli daily: ") and err.count("\n") == 1
