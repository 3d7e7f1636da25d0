"""The real app as a process where it must die or start for real: in a PID namespace (the app
is PID 1 every time, as in Flatpak and containers) a game killed with SIGKILL is offered at the
next start; ``kosci FILE`` opens that game and keeps the unfinished one; a long game killed
while its autosave is a journal resumes from where it stood."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import to_record

from .test_process import NEW_GAME, START_TIMEOUT, Home, same_but_clocks, wait_for

pytestmark = [pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
              pytest.mark.slow]


def namespaces_work() -> bool:
    if shutil.which("unshare") is None:
        return False
    try:
        run = subprocess.run(["unshare", "--pid", "--fork", "--mount-proc", "sh", "-c",
                              "echo $$"], capture_output=True, text=True, timeout=10,
                             check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return run.returncode == 0 and run.stdout.strip() == "1"


def start_as_pid_1(home: Home, name: str, script: dict) -> tuple[subprocess.Popen, Path]:
    dump = home.base / f"{name}.dump.json"
    path = home.base / f"{name}.script.json"
    path.write_text(json.dumps({**script, "dump": str(dump)}))
    with open(home.base / f"{name}.stderr", "w") as errors:
        proc = subprocess.Popen(
            ["unshare", "--pid", "--fork", "--mount-proc", sys.executable, "-m", "kosci_gui",
             "--script", str(path)], cwd=home.base, env=home.env(),
            stdout=subprocess.DEVNULL, stderr=errors)
    return proc, dump


def the_app_in(proc: subprocess.Popen) -> int:
    """The app's PID outside its namespace (unshare's child, PID 1 inside)."""
    children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
    return int(children[0])


@pytest.mark.skipif(not namespaces_work(), reason="needs PID namespaces (unshare)")
def test_in_a_pid_namespace_a_game_killed_with_sigkill_is_offered_again(tmp_path):
    home = Home(tmp_path)
    proc, dump = start_as_pid_1(home, "first", {
        "new_game": NEW_GAME, "actions": [["roll"], ["hold", 1], ["roll"]], "quit": False})
    wait_for(dump, proc)
    before = json.loads(dump.read_text())["state"]
    os.kill(the_app_in(proc), signal.SIGKILL)  # the namespace's PID 1: all of it dies
    proc.wait(timeout=30)
    assert home.find("autosave.json") and home.find("autosave.json.lock")
    proc, dump = start_as_pid_1(home, "second", {"resume": True, "quit": True})
    proc.wait(timeout=START_TIMEOUT)
    after = json.loads(dump.read_text())
    assert [d["name"] for d in after["dialogs"]] == ["resumeQuestion"]
    same_but_clocks(before, after["state"])


def run_file(home: Home, name: str, file: Path, script: dict) -> dict:
    dump = home.base / f"{name}.dump.json"
    path = home.base / f"{name}.script.json"
    path.write_text(json.dumps({**script, "dump": str(dump), "quit": True}))
    with open(home.base / f"{name}.stderr", "w") as errors:
        proc = subprocess.run([sys.executable, "-m", "kosci_gui", str(file), "--script",
                               str(path)], cwd=home.base, env=home.env(),
                              stdout=subprocess.DEVNULL, stderr=errors,
                              timeout=START_TIMEOUT, check=False)
    assert proc.returncode == 0, home.stderr(name)
    return json.loads(dump.read_text())


def test_kosci_file_opens_that_game_and_keeps_the_unfinished_one(tmp_path):
    home = Home(tmp_path)
    home.run("first", {"new_game": NEW_GAME, "actions": [["roll"], ["write", "chance"]]})
    game = new_game("full", None, ["Iza", "Olek"], seed=5)
    game.roll()
    saved = tmp_path / "Iza i Olek.json"
    saved.write_text(json.dumps(to_record(game)))
    out = run_file(home, "second", saved, {"resume": True})
    assert out["state"]["game"] == "full" and out["state"]["turns"] == game.record_turns()
    assert "resumeQuestion" not in [d["name"] for d in out["dialogs"]]
    (kept,) = home.find("unfinished/*.json")
    assert json.loads(kept.read_text())["players"][0]["name"] == "Ala"
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "kosci-record/1", "format": "kosci-record/1"}')
    out = run_file(home, "third", bad, {"resume": True})
    assert [d["name"] for d in out["dialogs"]][:1] == ["openFailed"]
    assert out["state"]["game"] == "full"  # told why, then the autosave offered as usual


def test_an_unknown_option_is_an_error(tmp_path):
    home = Home(tmp_path)
    run = subprocess.run([sys.executable, "-m", "kosci_gui", "--resume-everything"],
                         env=home.env(), capture_output=True, text=True, timeout=60,
                         check=False)
    assert run.returncode == 2 and "unrecognized arguments" in run.stderr


def journal_lines(journal: Path) -> int:
    """The lines of the autosave's journal so far (0 once it has been folded away)."""
    try:
        return journal.read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


def test_a_long_game_killed_while_journaling_resumes_where_it_stood(tmp_path):
    from kosci_gui.storage.autosave import Autosave

    home = Home(tmp_path)
    settings = home.config / "Kosci" / "kosci.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[General]\nanimation_ms=0\ncomputer_ms=0\nauto_score_seconds=0\n"
                        "sound=false\n")
    cpu = [{"name": n, "type": "computer", "level": "easy"} for n in "AB"]
    game = new_game("thousand", None, cpu, seed=2)
    for _ in range(1500):
        game.roll([2, 2, 3, 3, 4])
    long = tmp_path / "long.json"
    long.write_text(json.dumps(to_record(game)))
    played = 1500
    for round_, script in enumerate(({"quit": False}, {"resume": True, "quit": False})):
        dump = home.base / f"run{round_}.dump.json"
        path = home.base / f"run{round_}.script.json"
        path.write_text(json.dumps({**script, "dump": str(dump)}))
        args = [str(long)] if round_ == 0 else []
        with open(home.base / f"run{round_}.stderr", "w") as errors:
            proc = subprocess.Popen([sys.executable, "-m", "kosci_gui", *args, "--script",
                                     str(path)], cwd=home.base, env=home.env(),
                                    stdout=subprocess.DEVNULL, stderr=errors)
        wait_for(dump, proc)
        start = len(json.loads(dump.read_text())["state"]["turns"])
        assert start >= played
        (autosave,) = home.find("autosave.json")
        journal = autosave.with_name("autosave.json.journal")
        end = time.monotonic() + START_TIMEOUT
        while not journal.exists():
            assert time.monotonic() < end and proc.poll() is None
            time.sleep(0.02)
        first = journal_lines(journal)
        while journal_lines(journal) == first:  # killed once it has journaled on
            assert time.monotonic() < end and proc.poll() is None
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        back = Autosave(autosave).load().game
        assert len(back.turns) >= start
        assert back.record_turns()[:1500] == game.record_turns()
        played = len(back.turns)
