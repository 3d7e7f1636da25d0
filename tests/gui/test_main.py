"""The ``kosci`` command: --version, --self-test and the computer-only demo."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from kosci_gui import __version__


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "kosci_gui", *args], capture_output=True,
                          text=True, timeout=timeout, env=env)


def test_version():
    done = run("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"kosci {__version__}"


def test_self_test_plays_a_turn_and_exits_zero():
    done = run("--self-test")
    assert done.returncode == 0, done.stderr
    assert "self-test passed" in done.stdout


@pytest.mark.parametrize(("game", "players"), [("classic", 3), ("thousand", 2)])
def test_demo_prints_the_final_ranking_as_one_json_line(game, players):
    done = run("--demo", "--game", game, "--players", str(players), "--seed", "4",
               "--quit-at-end")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    result = json.loads(lines[0])
    assert result["game"] == game
    assert len(result["ranking"]) == players
    assert result["ranking"][0]["rank"] == 1
    assert result["winners"]
