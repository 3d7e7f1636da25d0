"""A scripted run of the real app, for tests that start it as a separate process.

``KOSCI_SCRIPT=FILE`` names a JSON file::

    {"resume": true,                      # the answer to the resume question
     "new_game": {"game": "classic", "players": ["Ala", "Bartek"], "seed": 7,
                  "rules": {...}, "clock_minutes": 5},   # when no game was resumed
     "actions": [["roll"], ["hold", 0], ["roll"], ["write", "chance", 0], ["undo"]],
     "dump": "state.json",                # written when the actions are done
     "quit": false}                       # quit afterwards, or stay up (to be killed)

Dialogs are answered without showing them (resume: as told; others: closed) and listed in
the dump, so a test can see what the player would have been told.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from kosci_gui.engine.record import new_game

from .atomic import write_json_atomic

log = logging.getLogger(__name__)


def game_state(features: Any) -> dict[str, Any]:
    """What a player sees of the game, as JSON."""
    ctl = features.controller
    game = ctl.game
    if game is None:
        return {"game": None}
    state: dict[str, Any] = {
        "game": game.game, "current": game.current, "finished": game.finished,
        "out": list(game.out), "totals": game.totals(), "turns": game.record_turns(),
        "dice_source": game.dice_source.state(), "meta_id": features.meta.get("id"),
        "assisted": bool(features.meta.get("assisted")),
        "clocks": (ctl.clock.snapshot(ctl.now()) if ctl.clock is not None else None),
    }
    if hasattr(game, "held"):
        state.update(dice=list(game.dice) if game.dice else None, held=list(game.held),
                     rolls_left=game.rolls_left)
    return state


def run_script(features: Any, path: Path) -> None:
    """Start the scripted run once the event loop runs."""
    try:
        script = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.error("KOSCI_SCRIPT %s unreadable: %s", path, exc)
        return
    window = features.window
    dialogs: list[dict[str, str]] = []

    def answer(dialog: QDialog) -> int:
        entry = {"name": dialog.objectName(), "title": dialog.windowTitle()}
        if isinstance(dialog, QMessageBox):
            entry["text"] = dialog.text()
        dialogs.append(entry)
        if dialog.objectName() == "resumeQuestion":
            return int(QMessageBox.StandardButton.Yes if script.get("resume")
                       else QMessageBox.StandardButton.No)
        return int(QDialog.DialogCode.Rejected)

    window.run_dialog = answer
    window.show_end_dialog = False

    def go() -> None:
        features.start()
        ctl = features.controller
        spec = script.get("new_game")
        if ctl.game is None and spec:
            ctl.new_game_from(new_game(spec["game"], spec.get("rules"), spec["players"],
                                       clock_minutes=spec.get("clock_minutes"),
                                       seed=spec.get("seed")))
        for action in script.get("actions", []):
            name, *args = action
            if name == "roll":
                ctl.roll()
            elif name == "hold":
                ctl.toggle_hold(int(args[0]))
            elif name == "write":
                ctl.choose_box(str(args[0]), int(args[1]) if len(args) > 1 else 0)
            elif name == "undo":
                features.undo()
            else:
                log.error("KOSCI_SCRIPT: unknown action %r", name)
        if script.get("dump"):
            write_json_atomic(Path(script["dump"]), {
                "state": game_state(features), "dialogs": dialogs,
                "problems": [list(p) for p in features.history.problems],
                "autosave": features.autosave.exists(),
                "settings_problem": getattr(getattr(window, "settings", None), "problem", None),
                "status": getattr(getattr(window, "status_label", None), "text", str)()})
        if script.get("quit"):
            window.close()
            QApplication.quit()

    QTimer.singleShot(0, go)
