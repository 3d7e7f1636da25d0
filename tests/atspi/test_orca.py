"""A real screen reader hears the game: Orca as Debian 12 ships it (43), which
does not listen for Qt's announcement event, speaks the roll with its dice, the first game's
tip (and, hidden with Escape, the next one at the write), a box's hint with its why and the
chance to win explained (the box's description, as the keyboard reaches it), the write with
its points and the computer's whole turn — and no chance bar's value talks over them.

Runs ``orca_run.py`` in a D-Bus session of its own on an X screen; skipped, with the reason,
where Orca, xdotool, Xvfb or dbus-run-session is missing (KOSCI_REQUIRE_ATSPI=1, as .ci/run
sets it, turns the skip into a failure)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kosci_gui.engine.scoring import UPPER_BONUS, UPPER_BONUS_THRESHOLD
from kosci_gui.gui.words.tips import tip_text

from .test_play_by_screen_reader import app_env, screen  # noqa: F401  (screen: a fixture)

RUN = Path(__file__).with_name("orca_run.py")
#: Animation off, the computer's steps quick, the chance bars shown (they must stay quiet),
#: hints on; no game played yet (the first game teaches).
SETTINGS = """[General]
animation_ms=0
computer_ms=500
moment_ms=0
auto_score_seconds=0
show_chances=true
quick_level=easy
sound=false
hints=true
"""
FACES = ("one", "two", "three", "four", "five", "six")


def missing() -> str | None:
    for tool, package in (("orca", "orca"), ("xdotool", "xdotool"), ("Xvfb", "xvfb"),
                          ("dbus-run-session", "dbus")):
        if shutil.which(tool) is None:
            return f"{tool} is missing (apt-get install {package})"
    return None


@pytest.mark.slow
def test_orca_speaks_the_roll_the_tip_the_hint_the_write_and_the_computers_turn(
        screen, tmp_path):  # noqa: F811
    why = missing()
    if why is not None:
        if os.environ.get("KOSCI_REQUIRE_ATSPI") == "1":
            pytest.fail(f"KOSCI_REQUIRE_ATSPI=1 but {why}")
        pytest.skip(why)
    env = app_env(screen, tmp_path, SETTINGS)
    run = subprocess.run(
        ["dbus-run-session", "--", sys.executable, str(RUN), str(tmp_path / "orca-prefs"),
         "--", sys.executable, "-m", "kosci_gui", "--lang", "en"],
        env=env, capture_output=True, text=True, timeout=150)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, f"orca_run said nothing:\n{run.stdout}\n{run.stderr[-3000:]}"
    result = json.loads(lines[-1])
    heard = result["heard"]
    assert result["ok"], f"waited for {result.get('waited_for')}; Orca said: {heard}"
    roll = next(s for s in heard if s.startswith("Rolled "))
    assert sum(roll.count(face) for face in FACES) == 5, roll          # the five dice
    assert tip_text("holding", {}) in heard, heard                     # the first tip
    hint = next(s for s in heard if "more expected later" in s)        # a box's hint, why
    assert re.search(r"\d+ now, [\d.]+ more expected later", hint), hint
    # ... and its chance to win, explained by the gap between the expected final scores
    assert re.search(r"\d+ % to win: (your|the best opponent's) expected final score is "
                     r"[\d.]+ points above", hint), hint
    assert any(s.startswith("Player wrote ") for s in heard), heard    # the write, with points
    # Escape hid the first tip: the next (an upper box written) is read out at the write
    upper = tip_text("upper_bonus", {"threshold": UPPER_BONUS_THRESHOLD, "bonus": UPPER_BONUS})
    assert upper in heard, heard
    assert any("Computer wrote " in s for s in heard), heard          # the computer's turn
    assert not [s for s in heard if "percent" in s], heard             # no chance bar's value
