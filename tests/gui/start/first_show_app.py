"""Run as a program by tests/gui/start/test_first_show.py: the app started as a player starts it
(no file, no script), which prints the modules loaded when its window first shows, as JSON
on one line, then those loaded once the parts made after the show (the controller, the saver,
the record windows) are made, and ends there."""

from __future__ import annotations

import os
import sys

import kosci_gui.console as console


def first_shown(_text: str) -> None:
    from PySide6.QtWidgets import QApplication

    from kosci_gui.gui.window.main_window import MainWindow

    loaded = sorted(sys.modules)  # (before this harness's own json)
    import json

    print("MODULES " + json.dumps(loaded), flush=True)
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    assert window.records is not None  # (made now, as the timer after the show would)
    print("CORE " + json.dumps(sorted(sys.modules)), flush=True)
    os._exit(0)


if __name__ == "__main__":
    console.write_line = first_shown  # (what the start-up probe prints with)
    os.environ["KOSCI_STARTUP_PROBE"] = "1"
    sys.argv = ["kosci"]
    from kosci_gui.__main__ import main

    main()
