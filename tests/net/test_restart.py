"""``kill -9`` of ``kosci-server`` in the middle of a game, a restart with the same ``--data``:
the table resumes where its journal left it, the two ``kosci-cli play`` clients come back to
their seats by themselves and finish the game, both records are the same, nothing the server
had acknowledged is lost, and the dice check."""

from __future__ import annotations

import json
import signal
import time

import pytest

from kosci_gui.tables.fair_dice import check_record
from kosci_gui.tables.journal import read_lines, restore
from tests.net.helpers import ServerProcess, cli
from tests.net.test_cli import finish, wait_for_table


def wait_for_lines(path, count: int, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_bytes().count(b"\n") >= count:
            return
        time.sleep(0.02)
    raise AssertionError(f"the journal never reached {count} lines")


@pytest.mark.slow
def test_a_server_killed_mid_game_resumes_and_the_clients_finish_by_themselves(tmp_path):
    data = tmp_path / "data"
    with ServerProcess(data) as first:
        ala = cli("play", first.address, "--create", "classic", "--seats", "3",
                  "--computers", "medium", "--clock", "5", "--hidden", "--name", "Ala")
        code = wait_for_table(first.address)["code"]
        bob = cli("play", first.address, "--table", code, "--name", "Bob")
        journal = data / "tables" / f"{code}.jsonl"
        wait_for_lines(journal, 40)
        assert first.stop(signal.SIGKILL) == -signal.SIGKILL
    at_kill = restore(read_lines(journal), 0.0)
    assert at_kill.game is not None and not at_kill.game.finished  # killed mid-game
    before = at_kill.record()["turns"]
    with ServerProcess(data, port=first.port) as second:
        (ala_out, _), (bob_out, _) = finish(ala), finish(bob)
        assert second.stop(signal.SIGTERM) == 0
    records = json.loads(ala_out), json.loads(bob_out)
    assert records[0] == records[1]
    assert check_record(records[0]) is None
    turns = records[0]["turns"]
    # every acknowledged change survived, none twice: the record goes on from the journal
    assert turns[: len(before) - 1] == before[:-1]
    assert turns[len(before) - 1]["rolls"][: len(before[-1]["rolls"])] == before[-1]["rolls"]
    assert len(turns) == 39 and records[0]["meta"]["table"]["code"] == code
