"""Run inside a D-Bus session of its own by ``test_orca.py``: the app on an X screen, Orca
(as the machine has it: Debian 12's Orca 43) with its speech logged but not spoken — to a
terminal of ours, where Python writes each line as it comes (to a file Orca's log waits in
a buffer, and what it said last is not there to read yet) — and a
classic turn played by keys as a blind player would play it — Return on the start page's
first card (classic against the computer), Space to roll, the first game's tip heard and
hidden with Escape, Down to the next box (its hint's why and the chance to win explained
in its description), Return to write the box the keyboard is on — then the computer's
turn. Prints one JSON line: every SPEECH OUTPUT Orca logged, in order.

    orca_run.py PREFS_DIR -- COMMAND...
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)'(?:\s*\{|\s*$)", re.S)


class Log:
    """Orca's debug output, read from a pseudo-terminal as it is written."""

    def __init__(self) -> None:
        self.master, slave = os.openpty()
        self.path = os.ttyname(slave)
        self._slave = slave  # (kept open: the terminal stays while Orca writes to it)
        self.chunks: list[bytes] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.chunks.append(chunk)

    def text(self) -> str:
        return b"".join(self.chunks).decode("utf-8", "replace").replace("\r\n", "\n")


def spoken(debug: Log) -> list[str]:
    return SPOKEN.findall(debug.text())


def heard(debug: Log, match, timeout: float) -> bool:
    """Has Orca said a line ``match`` accepts (waiting up to ``timeout`` seconds)?"""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(match(line) for line in spoken(debug)):
            return True
        time.sleep(0.2)
    return False


def wait_for(debug: Log, match, what: str, timeout: float = 40.0) -> None:
    if not heard(debug, match, timeout):
        print(json.dumps({"ok": False, "waited_for": what, "heard": spoken(debug)}),
              flush=True)
        raise SystemExit(1)


def main() -> None:
    prefs = Path(sys.argv[1])
    debug = Log()
    command = sys.argv[sys.argv.index("--") + 1:]
    app = subprocess.Popen(command)
    orca = None
    try:
        time.sleep(4)  # (the app up and on the bus before Orca looks at the desktop)
        orca = subprocess.Popen(["orca", "--replace", "-d", "speech", "--debug-file",
                                 debug.path, "-u", str(prefs)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(debug, lambda s: s.endswith("frame."), "the window read")
        windows = subprocess.run(["xdotool", "search", "--pid", str(app.pid)],
                                 capture_output=True, text=True).stdout.split()
        for window in windows:  # (no window manager: the keyboard goes where it is sent)
            subprocess.run(["xdotool", "windowfocus", window], capture_output=True)
        wait_for(debug, lambda s: "push button" in s, "the start page's first card")
        subprocess.run(["xdotool", "key", "Return"], check=True)   # the first card: classic
        wait_for(debug, lambda s: s.endswith("turn."), "the player's turn")
        subprocess.run(["xdotool", "key", "space"], check=True)    # roll
        wait_for(debug, lambda s: s.startswith("Rolled "), "the roll")
        # the first game's first tip (how to hold) is read out after the roll
        wait_for(debug, lambda s: s.startswith("Click a die"), "the first tip")
        subprocess.run(["xdotool", "key", "Escape"], check=True)   # hide the tip
        # the next box: its description says the hint's why and the chance to win; until
        # the hint has come (the advisor answers after the roll) back and down again
        for key in ["Down", "Up", "Down"] * 5:
            subprocess.run(["xdotool", "key", key], check=True)
            if heard(debug, lambda s: "more expected later" in s, 3.0):
                break
        wait_for(debug, lambda s: "more expected later" in s, "the hint's why")
        time.sleep(1.0)  # (Orca done with the box before the write's news comes)
        subprocess.run(["xdotool", "key", "Return"], check=True)   # write the box in focus
        # ("Computer wrote 25 in Chance. …", or after a big moment "Computer: five of a
        # kind! Computer wrote 50 …")
        wait_for(debug, lambda s: "Computer wrote " in s, "the computer's turn")
        time.sleep(1.0)  # (anything said over it would come now)
        print(json.dumps({"ok": True, "heard": spoken(debug)}))
    finally:
        for proc in (orca, app):
            if proc is not None:
                proc.terminate()
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()


if __name__ == "__main__":
    main()
