"""What the first show of the window costs, guarded without timing it: the
modules loaded by the time the window first shows leave out the heavy ones — numpy and
the computer players (ai/), the record windows, the storage (the history, the saved games),
the tables across computers and the sounds — which load once the window is up; and the
catalogues' build tool, which an app whose catalogues are built never loads."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

APP = Path(__file__).with_name("first_show_app.py")
ROOT = Path(__file__).resolve().parents[3]
#: Modules (and their packages) that must wait until the window is up.
HEAVY = ("numpy", "kosci_gui.ai", "kosci_gui.gui.records", "kosci_gui.storage",
         "kosci_gui.tables", "kosci_gui.gui.play.sounds", "kosci_gui.gui.play.controller",
         "kosci_gui.net", "websockets", "zeroconf", "kosci_gui.i18n_build", "secrets",
         "subprocess", "json", "kosci_gui.gui.words.access_tree")


#: What the parts made just after the show must still leave for first use: numpy and the
#: computer players (the analysis, a computer's turn), the record windows themselves, and
#: hashlib (it maps OpenSSL, about 3.5 MB resident, for the daily game's seed). (The
#: boards and the pad word a hint's advice and its reasons, whose plain data types live in
#: the ai package: those modules, listed in ADVICE_DATA, may load; nothing else of ai/.)
AFTER_SHOW_HEAVY = ("numpy", "kosci_gui.ai", "kosci_gui.gui.records.analysis_window",
                    "kosci_gui.gui.records.history_window", "kosci_gui.gui.records.stats_window",
                    "kosci_gui.gui.records.end_dialog", "_hashlib", "hashlib", "secrets")
ADVICE_DATA = ("kosci_gui.ai", "kosci_gui.ai.base", "kosci_gui.ai.reasons")


def modules(run: subprocess.CompletedProcess[str], tag: str) -> list[str]:
    line = next((x for x in run.stdout.splitlines() if x.startswith(tag + " ")), None)
    assert line is not None, (run.returncode, run.stdout, run.stderr[-2000:])
    return json.loads(line[len(tag) + 1:])


def among(loaded: list[str], heavy: tuple[str, ...]) -> list[str]:
    return [m for m in loaded if any(m == h or m.startswith(h + ".") for h in heavy)]


def test_the_first_show_loads_nothing_heavy(tmp_path):
    # A source checkout whose .ts changed builds its catalogues at the first start (with the
    # build tool): build them here, so the start measured is any later one's.
    from kosci_gui import i18n_build

    i18n_build.ensure_catalogs()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, str(APP)], env=env, cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    loaded = modules(run, "MODULES")
    assert among(loaded, HEAVY) == []
    assert "kosci_gui.gui.window.main_window" in loaded  # (it did show the window)
    core = modules(run, "CORE")
    assert [m for m in among(core, AFTER_SHOW_HEAVY) if m not in ADVICE_DATA] == []
    assert "kosci_gui.gui.records.record_windows" in core  # (the parts were made)
