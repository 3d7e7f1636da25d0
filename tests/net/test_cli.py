"""``kosci-server`` as the README runs it, ``kosci-cli tables`` and two ``kosci-cli play``
clients that play a game to the end; both records are the same and ``kosci-cli replay``
checks their dice. Every program in a process of its own."""

from __future__ import annotations

import json
import re
import signal
import time

import pytest

from kosci_gui.cli import main
from kosci_gui.net.autoplay import SeatPlayer
from tests.net.helpers import ServerProcess, cli, client, run


def tables_of(address: str) -> list[dict]:
    async def ask() -> list[dict]:
        c = await client(address)
        try:
            return await c.tables()
        finally:
            await c.close()

    return run(ask(), 20)


def wait_for_table(address: str, timeout: float = 30.0) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        rows = tables_of(address)
        if rows:
            return rows[0]
        time.sleep(0.1)
    raise AssertionError("no table was opened")


def finish(process, timeout: float = 120.0) -> tuple[str, str]:
    try:
        out, err = process.communicate(timeout=timeout)
    except BaseException:
        process.kill()
        process.communicate()
        raise
    assert process.returncode == 0, err
    return out, err


def replay(record: dict, tmp_path, capsys) -> tuple[int, dict, str]:
    path = tmp_path / f"record-{time.monotonic_ns()}.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, json.loads(out), err


@pytest.mark.slow
def test_two_cli_clients_play_a_game_at_kosci_server_and_the_dice_check(tmp_path, capsys):
    with ServerProcess(tmp_path / "data") as server:
        listing = cli("tables", server.address)
        out, _ = finish(listing, 30)
        assert json.loads(out) == []
        ala = cli("play", server.address, "--create", "classic", "--seats", "2", "--hidden",
                  "--clock", "5", "--name", "Ala", "--level", "easy")
        row = wait_for_table(server.address)
        assert {k: row[k] for k in ("game", "rules", "seats", "taken", "clock_minutes",
                                     "open_scorecards", "state")} == {
            "game": "classic", "rules": {"preset": "polish"}, "seats": 2, "taken": 1,
            "clock_minutes": 5, "open_scorecards": False, "state": "waiting"}
        bob = cli("play", f"ws://{server.address}", "--table", row["code"].lower(),
                  "--name", "Bob", "--level", "hard")
        (ala_out, ala_err), (bob_out, _) = finish(ala), finish(bob)
        assert f"table {row['code']}" in ala_err
        assert server.stop(signal.SIGTERM) == 0
        assert "stopped" in server.rest
    records = json.loads(ala_out), json.loads(bob_out)
    assert records[0] == records[1]
    assert [p["name"] for p in records[0]["players"]] == ["Ala", "Bob"]
    code, result, err = replay(records[0], tmp_path, capsys)
    assert code == 0 and err == "" and result["finished"] is True
    assert result["dice"] == "dice checked"
    tampered = json.loads(ala_out)
    rolls = tampered["turns"][5]["rolls"]
    roll = rolls[-1]  # the last roll: no later roll holds its dice
    position = next(p for p in range(5) if p not in roll.get("held", []))
    roll["dice"][position] = roll["dice"][position] % 6 + 1
    if len(set(roll["dice"])) == 1:  # not a five of a kind the write did not have
        roll["dice"][position] = roll["dice"][position] % 6 + 1
    code, result, err = replay(tampered, tmp_path, capsys)
    assert code == 1
    assert result["dice"].startswith(
        f"turn 5, roll {len(rolls)}, die {position + 1}: the record shows")
    assert "the dice do not check" in err


def test_the_cli_says_so_when_no_server_is_there(capsys):
    code = main(["tables", "127.0.0.1:9", "--patience", "0.2"])
    assert code == 2
    assert "kosci-cli tables: 127.0.0.1:9" in capsys.readouterr().err
    assert main(["tables", "nonsense"]) == 2
    assert "host:port" in capsys.readouterr().err


def test_replay_of_a_record_without_table_dice_is_as_before(tmp_path, capsys):
    from kosci_gui.engine.games import new_game
    from kosci_gui.engine.record import to_record

    game = new_game("classic", None, ["Ala"], seed=3)
    game.roll()
    code, result, _ = replay(to_record(game), tmp_path, capsys)
    assert code == 0 and "dice" not in result


def test_kosci_server_stats_prints_its_figures_while_a_game_is_played(tmp_path):
    with ServerProcess(tmp_path / "data", "--stats", "0.2") as server:
        async def scenario() -> None:
            ala = await client(server.address)
            await ala.create({"game": "classic", "seats": 2, "computers": ["easy"]}, "Ala")
            await SeatPlayer(ala, "easy", starts=True).play(60)
            await ala.close()

        run(scenario())
        server.stop()
    lines = [line for line in server.rest.splitlines() if " stats " in line]
    assert lines, server.rest
    fields = [dict(re.findall(r"(\S+)=([\d.]+)", line)) for line in lines]
    assert list(fields[0]) == ["tables", "connections", "messages/s", "lag_p99_ms",
                               "lag_max_ms", "flushes/s", "changes_per_flush",
                               "flush_p99_ms", "flush_max_ms", "move_p99_ms", "stalls",
                               "stall_ms", "stall_running_ms", "stall_waiting_cpu_ms",
                               "stall_gc_ms", "gc_max_ms"]
    # the game's moves were read, journaled and answered in the windows the lines cover
    assert sum(float(f["flushes/s"]) for f in fields) > 0
    assert max(float(f["move_p99_ms"]) for f in fields) > 0
