"""Each table's journal: a restarted server resumes every table exactly where it was."""

from __future__ import annotations

import json

import pytest

from kosci_gui.tables import fair_dice
from kosci_gui.tables.journal import TableJournal, load_folder, read_lines, restore
from kosci_gui.tables.session import State
from tests.tables.helpers import TOKENS, People, new_table


def state_of(table, now: float = 0.0) -> dict:
    out = {"version": table.version, "state": table.state, "round": table.round,
           "host": table.host, "seeds": [s.seed for s in table.seats],
           "names": [s.name for s in table.seats],
           "last_seq": [s.last_seq for s in table.seats], "assisted": table.assisted}
    if table.game is not None:
        out["record"] = table.record()
        out["clocks"] = table.clock.snapshot(now) if table.clock else None
        out["running"] = table.clock.running if table.clock else None
    return out


@pytest.mark.parametrize("game", ["classic", "thousand"])
def test_a_table_resumed_from_its_journal_is_the_table_after_every_change(tmp_path, game):
    table = new_table(game, people=2, computers=("easy",), clock_minutes=5,
                      open_scorecards=False, start=False)
    journal = TableJournal(tmp_path, table.code)
    journal.append(table.take_pending())
    table.start(table.host, 0.0)
    people = People(table)
    now, actions = 0.0, 0
    while table.state is State.PLAYING:
        now += 0.7
        people.act(now)
        journal.append(table.take_pending())
        actions += 1
        if actions < 40 or actions % 20 == 0 or table.state is not State.PLAYING:
            resumed = restore(read_lines(journal.path), now)
            assert state_of(resumed, now) == state_of(table, now)
    assert fair_dice.check_record(resumed.record()) is None
    assert resumed.seat_of(TOKENS[1]) is resumed.seats[1]


def test_every_table_in_the_folder_resumes_and_a_line_cut_short_is_ignored(tmp_path):
    tables = [new_table("classic"), new_table("full", start=False, code="OTHER999")]
    for table in tables:
        TableJournal(tmp_path, table.code).append(table.take_pending())
    People(tables[0]).play(until=5)
    journal = TableJournal(tmp_path, tables[0].code)
    journal.append(tables[0].take_pending())
    with open(journal.path, "ab") as f:
        f.write(b'{"op": "move", "seat": 0, "mo')  # the write a crash cut short
    (tmp_path / "BROKEN12.jsonl").write_text('{"op": "sit"}\n')
    resumed = {s.code: s for s, _ in load_folder(tmp_path, 100.0)}
    assert set(resumed) == {"TEST1234", "OTHER999"}
    assert state_of(resumed["TEST1234"]) == state_of(tables[0])
    assert resumed["OTHER999"].state is State.WAITING
    assert (tmp_path / "closed" / "BROKEN12.jsonl").exists()
    # everybody is away from the restart until their app comes back
    assert all(s.away_since == 100.0 for s in resumed["TEST1234"].seats)


def test_the_journal_keeps_no_token_only_its_hash(tmp_path):
    table = new_table()
    journal = TableJournal(tmp_path, table.code)
    journal.append(table.take_pending())
    text = journal.path.read_text()
    assert not any(token in text for token in TOKENS)
    assert [json.loads(line)["op"] for line in text.splitlines()] == [
        "open", "sit", "sit", "start"]


def test_play_again_resumes_with_the_new_seed(tmp_path):
    table = new_table()
    People(table).play()
    table.play_again(10.0)
    journal = TableJournal(tmp_path, table.code)
    journal.append(table.take_pending())
    resumed = restore(read_lines(journal.path), 20.0)
    assert resumed.server_seed == table.server_seed and resumed.state is State.WAITING
    assert resumed.round == 1
