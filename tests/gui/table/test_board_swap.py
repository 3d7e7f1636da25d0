"""A board put aside for a game of another kind lets its game go at once (a
finished six-player Thousand game, then Game → Open of an unfinished triple game, killed
the app inside Qt's layout of the pages)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

APP = Path(__file__).with_name("board_swap_app.py")
ROOT = Path(__file__).resolve().parents[3]


def test_open_a_triple_game_after_a_finished_six_player_thousand(tmp_path):
    """The player's steps in a real window of its own process (a crash ends the process)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, str(APP), str(tmp_path)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, (done.returncode, done.stdout, done.stderr[-3000:])
    assert "opened triple" in done.stdout
    assert "endDialog" in done.stdout and "openDialog" in done.stdout

