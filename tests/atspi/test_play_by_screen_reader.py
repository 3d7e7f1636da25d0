"""A whole game of classic, of triple and of Thousand against the computer, played over the
real accessibility bus (AT-SPI) by ``client.py``: the app on an X screen (Qt's offscreen
platform does not register with AT-SPI), in a D-Bus session of its own, read and driven by
Debian's pyatspi under /usr/bin/python3 (not the venv's Python).

Skipped, with the reason, where the machine lacks /usr/bin/python3 with pyatspi, Xvfb or
dbus-run-session; KOSCI_REQUIRE_ATSPI=1 (set by .ci/run) turns that skip into a failure.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CLIENT = Path(__file__).with_name("client.py")
SYSTEM_PYTHON = "/usr/bin/python3"
#: The fast table: no animation, no pauses, instant computer moves, no background chances.
SETTINGS = """[General]
animation_ms=0
computer_ms=0
moment_ms=0
auto_score_seconds=0
show_chances=false
quick_level=easy
sound=false
"""


def missing() -> str | None:
    """Why the bus cannot be tested here, or None."""
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode:
        return f"{SYSTEM_PYTHON} lacks pyatspi (apt-get install python3-pyatspi at-spi2-core)"
    for tool, package in (("Xvfb", "xvfb"), ("dbus-run-session", "dbus")):
        if shutil.which(tool) is None:
            return f"{tool} is missing (apt-get install {package})"
    return None


@pytest.fixture(scope="module")
def screen():
    """A virtual X screen (its display name), for this module's games."""
    why = missing()
    if why is not None:
        if os.environ.get("KOSCI_REQUIRE_ATSPI") == "1":
            pytest.fail(f"KOSCI_REQUIRE_ATSPI=1 but {why}")
        pytest.skip(why)
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24",
                             "-nolisten", "tcp"], pass_fds=(write,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as told:
        number = told.readline().strip()
    try:
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        xvfb.terminate()
        xvfb.wait(10)


def app_env(screen: str, tmp_path: Path, settings: str) -> dict[str, str]:
    """The environment of the app on the X screen, with ``settings`` in a home folder of
    the test's own, accessible over AT-SPI, in English."""
    config = tmp_path / "config"
    (config / "Kosci").mkdir(parents=True)
    (config / "Kosci" / "kosci.ini").write_text(settings)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DBUS_"))}
    env.update(DISPLAY=screen, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(config),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"),
               LANG="C.UTF-8", LC_ALL="C.UTF-8", LANGUAGE="en")
    return env


def run_client(screen, tmp_path, what: str, settings: str = SETTINGS) -> dict:
    """``client.py what`` against the app in a D-Bus session of its own: its JSON line."""
    env = app_env(screen, tmp_path, settings)
    run = subprocess.run(
        ["dbus-run-session", "--", SYSTEM_PYTHON, str(CLIENT), what, "--",
         sys.executable, "-m", "kosci_gui", "--lang", "en"],
        env=env, capture_output=True, text=True, timeout=170)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the client said nothing:\n{run.stdout}\n{run.stderr[-3000:]}"
    result = json.loads(lines[-1])
    assert run.returncode == 0 and result["ok"], result
    return result


@pytest.mark.slow
@pytest.mark.parametrize("game", ["classic", "triple", "thousand"])
def test_a_whole_game_by_screen_reader(screen, tmp_path, game):
    result = run_client(screen, tmp_path, game)
    assert result["rolls"] >= result["writes"] > 0
    assert result["computer_turns"] > 0
    assert "Game over. 1. " in result["end"]
    assert result["luck"]["cell"][0] == "table cell"  # (the luck report, a table)


@pytest.mark.slow
@pytest.mark.parametrize("game", ["classic", "triple", "full", "thousand"])
def test_every_screen_names_its_controls_and_shows_nothing_hidden(screen, tmp_path, game):
    """The start page, the game's table (its pad read as a table with headers) and, with
    classic, the dialogs: no unnamed control, nothing hidden in the tree (client.py look);
    the chance bars shown, each says what its chance weighs."""
    result = run_client(screen, tmp_path, f"look-{game}",
                        SETTINGS.replace("show_chances=false", "show_chances=true"))
    assert f"at the {game} table" in result["screens"]
    assert result["pad"]["columns"] >= 2 and result["pad"]["cell"][0] == "table cell"
    if game == "classic":
        # each chance bar says what its chance weighs: the expected final scores
        assert [name.split(":")[0] for name, _ in result["chances"]] == ["Player", "Computer"]
        assert all(why.startswith("Expected final scores: ") and " ahead." in why
                   for _, why in result["chances"]), result["chances"]
        assert {"in Rules", "in Settings", "in New game", "in History", "in Statistics",
                "in Keyboard shortcuts", "in About"} <= set(result["screens"])
