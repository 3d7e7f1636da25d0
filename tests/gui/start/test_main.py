"""The ``kosci`` command: --version, --self-test and the computer-only demo."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from kosci_gui import __version__
from kosci_gui.resources import resource_path


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "kosci_gui", *args], capture_output=True,
                          text=True, timeout=timeout, env=env)


def test_version():
    done = run("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"kosci {__version__}"


@pytest.mark.slow  # the app started in a process of its own (the bundle check runs it too)
def test_self_test_plays_a_turn_and_exits_zero():
    done = run("--self-test")
    assert done.returncode == 0, done.stderr
    assert "self-test passed" in done.stdout


def thousand_table_shipped() -> bool:
    return any(resource_path("tables").glob("thousand*"))


@pytest.mark.parametrize(("game", "players", "level"), [
    ("classic", 3, "medium"),
    pytest.param("thousand", 2, "medium", marks=pytest.mark.skipif(
        not thousand_table_shipped(),
        reason="no shipped Thousand strength table: the first solve takes minutes")),
])
@pytest.mark.slow
def test_demo_prints_the_final_ranking_as_one_json_line(game, players, level):
    done = run("--demo", "--game", game, "--players", str(players), "--seed", "4",
               "--level", level, "--quit-at-end")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    result = json.loads(lines[0])
    assert result["game"] == game
    assert len(result["ranking"]) == players
    assert result["ranking"][0]["rank"] == 1
    assert result["winners"]


def test_startup_probe_prints_the_seconds_to_the_first_show(tmp_path):
    """benchmarks/startup.py waits for this line; the app runs on until it is ended."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KOSCI_STARTUP_PROBE="1",
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    with subprocess.Popen([sys.executable, "-m", "kosci_gui"], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True, env=env) as process:
        try:
            line = process.stdout.readline()
        finally:
            process.kill()
            process.wait(10)
    word, seconds = line.split()
    assert word == "startup-probe"
    assert 0.0 < float(seconds) < 60.0


def test_startup_probe_is_silent_without_stdout(monkeypatch):
    """A windowed build has no stdout: the probe must not fail there."""
    from kosci_gui.__main__ import process_age
    from kosci_gui.console import write_line

    monkeypatch.setattr(sys, "stdout", None)
    write_line(f"startup-probe {process_age():.3f}")
    assert process_age() > 0.0


def test_no_argument_means_every_options_default():
    """``kosci`` alone (from a menu) skips argparse; it means what argparse would make of it."""
    from kosci_gui.__main__ import build_parser, defaults, parse_args

    assert vars(parse_args([])) == vars(build_parser().parse_args([])) == defaults()
    given = parse_args(["--demo", "--players", "3"])
    assert given.demo and given.players == 3 and given.game == defaults()["game"]
