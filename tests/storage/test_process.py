"""The real app as a separate process: killed with SIGKILL mid-turn, it resumes exactly where
it stood; damaged autosave, database and settings files never stop it from starting."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT = 90.0

pytestmark = [pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
              pytest.mark.slow]


class Home:
    """Fresh data and config folders for the app's runs."""

    def __init__(self, base: Path) -> None:
        self.base = base
        self.data = base / "data"
        self.config = base / "config"
        for folder in (self.data, self.config, base / "home", base / "runtime"):
            folder.mkdir(parents=True, exist_ok=True)
        os.chmod(base / "runtime", 0o700)

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(QT_QPA_PLATFORM="offscreen", HOME=str(self.base / "home"),
                   XDG_DATA_HOME=str(self.data), XDG_CONFIG_HOME=str(self.config),
                   XDG_CACHE_HOME=str(self.base / "cache"),
                   XDG_RUNTIME_DIR=str(self.base / "runtime"),
                   PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""))
        return env

    def start(self, name: str, script: dict) -> tuple[subprocess.Popen, Path]:
        dump = self.base / f"{name}.dump.json"
        script = {**script, "dump": str(dump)}
        path = self.base / f"{name}.script.json"
        path.write_text(json.dumps(script))
        with open(self.base / f"{name}.stderr", "w") as errors:
            proc = subprocess.Popen([sys.executable, "-m", "kosci_gui", "--script", str(path)],
                                    cwd=self.base, env=self.env(), stdout=subprocess.DEVNULL,
                                    stderr=errors)
        return proc, dump

    def run(self, name: str, script: dict) -> dict:
        """Run to the end of the script and quit; the dump."""
        proc, dump = self.start(name, {**script, "quit": True})
        try:
            proc.wait(timeout=START_TIMEOUT)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            pytest.fail(f"{name}: the app did not quit: {self.stderr(name)}")
        assert dump.exists(), f"{name}: no dump; stderr: {self.stderr(name)}"
        return json.loads(dump.read_text())

    def stderr(self, name: str) -> str:
        return (self.base / f"{name}.stderr").read_text()[-3000:]

    def find(self, pattern: str) -> list[Path]:
        return sorted(self.data.rglob(pattern))


def wait_for(path: Path, proc: subprocess.Popen, timeout: float = START_TIMEOUT) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if path.exists():
            return
        if proc.poll() is not None:
            pytest.fail(f"the app exited early with {proc.returncode}")
        time.sleep(0.05)
    proc.kill()
    pytest.fail("the app never got there")


NEW_GAME = {"game": "classic", "players": ["Ala", "Bartek"], "seed": 20261129,
            "clock_minutes": 5}


def same_but_clocks(a: dict, b: dict) -> None:
    a, b = dict(a), dict(b)
    ca, cb = a.pop("clocks"), b.pop("clocks")
    assert a == b
    assert cb == pytest.approx(ca, abs=2.0)


def test_killed_mid_turn_the_app_resumes_exactly_where_it_stood(tmp_path):
    home = Home(tmp_path)
    proc, dump = home.start("first", {
        "new_game": NEW_GAME,
        "actions": [["roll"], ["write", "chance"], ["roll"], ["hold", 0], ["hold", 2],
                    ["roll"], ["hold", 4], ["hold", 1]],
        "quit": False})
    wait_for(dump, proc)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    before = json.loads(dump.read_text())["state"]
    assert before["current"] == 1 and before["rolls_left"] == 1
    assert before["held"] == [True, True, True, False, True]
    assert home.find("autosave.json")

    after = home.run("second", {"resume": True})
    assert [d["name"] for d in after["dialogs"]] == ["resumeQuestion"]
    same_but_clocks(before, after["state"])


def test_a_damaged_autosave_is_kept_aside_and_a_new_game_starts(tmp_path):
    home = Home(tmp_path)
    home.run("first", {"new_game": NEW_GAME, "actions": [["roll"]]})
    (autosave,) = home.find("autosave.json")
    autosave.write_bytes(b'{"format": "kosci-record/1", "turns": [{"play')
    out = home.run("second", {"resume": True, "new_game": NEW_GAME, "actions": [["roll"]]})
    assert [d["name"] for d in out["dialogs"]] == ["autosaveDamaged"]
    assert out["state"]["rolls_left"] == 2 and len(out["state"]["turns"]) == 1
    kept = home.find("autosave.damaged-*.json")
    assert len(kept) == 1 and kept[0].read_bytes().endswith(b'"play')


def test_a_damaged_database_is_kept_aside_and_the_app_plays_on(tmp_path):
    home = Home(tmp_path)
    home.run("first", {"new_game": NEW_GAME})
    (db,) = home.find("history.sqlite3")
    db.write_bytes(b"SQLite format 3\x00" + b"\xde\xad" * 3000)
    out = home.run("second", {"resume": False, "new_game": {**NEW_GAME, "players": ["Ala"]},
                              "actions": [["roll"], ["write", "chance"]]})
    assert "databaseProblem" in [d["name"] for d in out["dialogs"]]
    assert out["state"]["totals"][0] > 0
    kept = home.find("history.damaged-*.sqlite3")
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"SQLite format 3\x00\xde\xad")


@pytest.mark.parametrize("garbage", [
    b"\xff\xfe\x00[[[broken\x00\n=\x01\x02\n" * 50,
    b"[General\nanimation_ms=0\njust a line\n",
], ids=["binary", "format-error"])
def test_unreadable_settings_do_not_stop_the_app(tmp_path, garbage):
    home = Home(tmp_path)
    home.run("first", {"new_game": NEW_GAME})
    files = [p for p in home.config.rglob("*") if p.is_file()]
    assert files, "the app wrote no settings file"
    for path in files:
        path.write_bytes(garbage)
    out = home.run("second", {"resume": True, "actions": [["roll"]]})
    assert out["state"]["game"] == "classic" and len(out["state"]["turns"]) == 1
    assert out["settings_problem"], "the damaged settings file was not reported"
    kept = [p for p in home.config.rglob("*") if p.is_file() and p.read_bytes() == garbage]
    assert kept, "the damaged settings file was not kept"


def wait_for_turns(home: Home, count: int, proc: subprocess.Popen) -> None:
    """Until the autosave (read while the app goes on writing it) holds ``count`` turns."""
    end = time.monotonic() + START_TIMEOUT
    while time.monotonic() < end:
        for path in home.find("autosave.json"):
            if len(json.loads(path.read_text())["turns"]) >= count:
                return
        if proc.poll() is not None:
            pytest.fail(f"the app exited early with {proc.returncode}")
        time.sleep(0.02)
    pytest.fail("the computer players made no progress")


def test_killed_at_any_moment_of_fast_play_the_autosave_is_always_whole(tmp_path):
    """Two computer players at full speed, killed again and again at arbitrary moments:
    every autosave reads back, and every restart goes on from where the last one stood."""
    from kosci_gui.storage.savefile import open_saved_game

    home = Home(tmp_path)
    settings = home.config / "Kosci" / "kosci.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[General]\nanimation_ms=0\ncomputer_ms=0\nauto_score_seconds=0\n"
                        "sound=false\n")
    cpu = [{"name": "A", "type": "computer", "level": "easy"},
           {"name": "B", "type": "computer", "level": "easy"}]
    played = 0
    progress = []
    for round_, delay in enumerate((0.0, 0.13, 0.01, 0.07)):
        script = {"resume": True, "new_game": {"game": "triple", "players": cpu, "seed": 3}}
        proc, dump = home.start(f"run{round_}", script)
        wait_for(dump, proc)
        start = json.loads(dump.read_text())["state"]
        assert len(start["turns"]) >= played  # nothing written was lost
        wait_for_turns(home, len(start["turns"]) + 2, proc)
        time.sleep(delay)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        (autosave,) = home.find("autosave.json")
        game = open_saved_game(autosave).game
        turns, seen = game.record_turns(), start["turns"]
        assert len(turns) >= len(seen)
        if seen:
            assert turns[:len(seen) - 1] == seen[:-1]
            last = seen[-1]
            assert turns[len(seen) - 1]["rolls"][:len(last["rolls"])] == last["rolls"]
        played = len(turns)
        progress.append(played)
    assert progress[-1] > progress[0] > 0, progress
