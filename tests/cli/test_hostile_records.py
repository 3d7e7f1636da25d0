"""Hostile record files in ``kosci-cli replay``: duplicate keys, NaN, a BOM, deep nesting, huge
values, names that break lines or cannot be stored, files that never end, endless games.
Each is refused with exit 2 and one short line on stderr (or, for a BOM, read)."""

from __future__ import annotations

import json
import os
import time

import pytest
from faults import late_writer

from kosci_gui.cli import main
from kosci_gui.engine.record import from_record

#: The documented limit (docs/records.md).
MAX_TURNS = 5000

HEAD = '{"format": "kosci-record/1", "game": "classic", "players": [{"name": "Ala"}]'


def replay_text(text: str | bytes, tmp_path, capsys) -> tuple[int, str, str]:
    path = tmp_path / "game.json"
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def refused(text, tmp_path, capsys, expected: str) -> str:
    code, out, err = replay_text(text, tmp_path, capsys)
    assert (code, out) == (2, "")
    assert err.startswith("kosci-cli replay: ") and "Traceback" not in err
    assert err.count("\n") == 1, err[:500]  # one line
    assert len(err) < 600, f"{len(err)} characters on stderr"
    assert expected in err, err
    return err


def test_a_duplicate_key_is_refused(tmp_path, capsys):
    refused('{"format": "kosci-record/1", "format": "kosci-record/2", "game": "classic",'
            ' "players": [{"name": "Ala"}], "turns": []}', tmp_path, capsys,
            "'format' appears twice")


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_nan_and_infinity_are_refused_anywhere(number, tmp_path, capsys):
    refused(HEAD + f', "meta": {{"started": {number}}}, "turns": []}}', tmp_path, capsys,
            "finite number")


def test_nan_in_a_document_built_in_python_is_refused():
    from kosci_gui.engine.errors import RecordError

    doc = json.loads(HEAD + ', "turns": []}')
    doc["meta"] = {"x": [float("nan")]}
    with pytest.raises(RecordError, match="finite"):
        from_record(doc)


def test_a_utf8_bom_is_accepted(tmp_path, capsys):
    code, out, err = replay_text(b"\xef\xbb\xbf" + (HEAD + ', "turns": []}').encode(),
                                 tmp_path, capsys)
    assert (code, err) == (0, "")
    assert json.loads(out)["players"][0]["name"] == "Ala"


@pytest.mark.parametrize("where", ["game", "meta"])
def test_deep_nesting_is_refused_in_a_short_line(where, tmp_path, capsys):
    deep = "[" * 990 + "]" * 990
    text = HEAD + f', "turns": [], "{where}": {deep}}}'
    refused(text, tmp_path, capsys, "nested more than")


def test_a_huge_value_is_not_echoed(tmp_path, capsys):
    text = ('{"format": "kosci-record/1", "game": "' + "x" * 3_000_000 +
            '", "players": [{"name": "Ala"}], "turns": []}')
    refused(text, tmp_path, capsys, "'game' must be one of")


def test_a_name_with_a_line_break_stays_on_one_line(tmp_path, capsys):
    doc = json.loads(HEAD + ', "turns": []}')
    doc["players"] = [{"name": "Ala\nkosci-cli replay: all fine"}, {"name": "Ola"}]
    err = refused(json.dumps(doc), tmp_path, capsys, "player names must be")
    assert "\\n" in err


@pytest.mark.parametrize("name", ["\\ud800", "A\\udfffB"])
def test_a_lone_surrogate_in_a_name_is_refused(name, tmp_path, capsys):
    refused('{"format": "kosci-record/1", "game": "classic", "players": [{"name": "'
            + name + '"}], "turns": []}', tmp_path, capsys, "lone surrogate")


@pytest.mark.parametrize("name", ["\\u200b", "\\u200b\\u200d ", " \\t", "A\\u0007"])
def test_invisible_or_control_names_are_refused(name, tmp_path, capsys):
    refused('{"format": "kosci-record/1", "game": "classic", "players": [{"name": "'
            + name + '"}], "turns": []}', tmp_path, capsys, "player names must be")


def test_names_are_trimmed_and_normalised_so_one_name_is_one_player():
    doc = json.loads(HEAD + ', "turns": []}')
    doc["players"] = [{"name": " Zo\u0301sia "}]  # o + combining acute
    assert from_record(doc).players[0].name == "Zósia"  # one code point
    doc["players"] = [{"name": "Zósia"}, {"name": "Zo\u0301sia"}]
    with pytest.raises(ValueError, match="unique"):
        from_record(doc)


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path, capsys):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)

    with late_writer(fifo, after=3):  # old readers wait for a writer: they get one, late
        started = time.monotonic()
        code = main(["replay", str(fifo)])
        err = capsys.readouterr().err
        assert time.monotonic() - started < 2
    assert code == 2 and "not a regular file" in err


def test_a_huge_file_is_refused_before_it_is_read(tmp_path, capsys):
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(200 * 1024 * 1024)  # sparse: takes no disk
    started = time.process_time()  # reading it would be work, not waiting
    assert main(["replay", str(path)]) == 2
    assert time.process_time() - started < 2
    assert "too large" in capsys.readouterr().err


def miss_turns(count: int) -> str:
    doc = json.loads(HEAD + ', "turns": []}')
    doc.update(game="thousand", players=[{"name": "A"}, {"name": "B"}], seed=1,
               turns=[{"player": t % 2, "steps": [{"roll": [2, 2, 3, 3, 4]}]}
                      for t in range(count)])
    return json.dumps(doc)


def test_a_record_longer_than_the_turn_limit_is_refused(tmp_path, capsys):
    refused(miss_turns(MAX_TURNS + 1), tmp_path, capsys, f"at most {MAX_TURNS} turns")


@pytest.mark.slow  # a record of the most turns a file may hold
def test_a_record_at_the_turn_limit_replays_quickly(tmp_path, capsys):
    started = time.process_time()  # the CPU's time: a loaded machine does not change it
    code, _out, err = replay_text(miss_turns(MAX_TURNS), tmp_path, capsys)
    assert (code, err) == (0, "")
    assert time.process_time() - started < 5  # about 1 s; the bound only catches a blow-up
