"""``kosci --script FILE``: the real app follows a JSON script, for tests and outside checks
that start it as a separate process (documented in docs/storage.md)::

    {"resume": true,                      # the answer to the resume question
     "new_game": {"game": "classic", "players": ["Ala", "Bartek"], "seed": 7,
                  "rules": {...}, "clock_minutes": 5},   # when no game was resumed
     "actions": [["roll"], ["hold", 0], ["roll"], ["write", "chance", 0], ["undo"],
                 ["hints"]],
     "dump": "state.json",                # written when the actions are done
     "quit": false}                       # quit afterwards, or stay up (to be killed)

Dialogs are answered without showing them (resume: as told; others: closed) and listed in
the dump with the warnings the window shows, so a test can see what the player would have
been told.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from kosci_gui.engine.games import new_game
from kosci_gui.gui.window.main_window import MainWindow
from kosci_gui.storage.atomic import write_json_atomic

log = logging.getLogger(__name__)


class ScriptError(ValueError):
    """A script that cannot be followed (unreadable, or an unknown action)."""


def game_state(window: MainWindow) -> dict[str, Any]:
    """What a player sees of the game, as JSON."""
    ctl = window.controller
    game = ctl.game
    if game is None:
        return {"game": None}
    meta = window.saver.meta
    state: dict[str, Any] = {
        "game": game.game, "current": game.current, "finished": game.finished,
        "out": list(game.out), "totals": game.totals(), "turns": game.record_turns(),
        "dice_source": game.dice_source.state(), "meta_id": meta.id,
        "assisted": meta.assisted,
        "clocks": (ctl.clock.snapshot(ctl.now()) if ctl.clock is not None else None),
    }
    state.update(game.table_state())
    return state


def load_script(path: Path) -> dict[str, Any]:
    try:
        script = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ScriptError(f"the script {path} cannot be read: {exc}") from exc
    if not isinstance(script, dict):
        raise ScriptError(f"the script {path} is not a JSON object")
    return script


def run_script(window: MainWindow, script: dict[str, Any]) -> None:
    """Follow ``script`` once the event loop runs."""
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

    window.run_dialog = answer  # type: ignore[method-assign]
    window.show_end_dialog = False

    def go() -> None:
        saver = window.saver
        saver.start()
        ctl = window.controller
        spec = script.get("new_game")
        if ctl.game is None and spec:
            ctl.play_game(new_game(spec["game"], spec.get("rules"), spec["players"],
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
                saver.undo()
            elif name == "hints":
                window.toggle_hints()
            else:
                log.error("script: unknown action %r", name)
        if script.get("dump"):
            write_json_atomic(Path(script["dump"]), {
                "state": game_state(window), "dialogs": dialogs,
                "problems": [list(p) for p in saver.history.problems],
                "autosave": saver.autosave.exists(),
                "warnings": saver.warning_bar.texts(),
                "history": {"status": saver.history.status,
                            "upgrade_due": saver.history.upgrade_due},
                "settings_problem": window.settings.problem,
                "status": window.status_label.text()})
        if script.get("quit"):
            window.close()
            QApplication.quit()

    QTimer.singleShot(0, go)
