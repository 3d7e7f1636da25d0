"""Run as a program by tests/gui/table/test_board_swap.py: a real main window (offscreen) opens a
finished six-player Thousand game with clocks, its end dialog closes, and Game → Open opens an
unfinished triple game — the steps that killed the app once. Prints ``opened triple``
and exits 0 when the window lived through it; a crash kills the process (and the test sees
its exit code)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from kosci_gui.engine.games import new_game
from kosci_gui.gui.keeping.open_dialog import OpenDialog
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.start.app import build_window
from kosci_gui.storage.paths import StoragePaths
from kosci_gui.storage.savefile import SavedGame, write_document

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))
from playing import PlainPlayer


def finished_thousand(path: Path) -> None:
    seats = ["Ala"] + [{"name": f"Computer {i}", "type": "computer"} for i in range(1, 6)]
    game = new_game("thousand", None, seats, seed=3, clock_minutes=2)
    player = PlainPlayer(1)
    while not game.finished:
        game.apply(player.decide(game))
    write_document(path, SavedGame(game, clocks=[100.0] * 6))


def unfinished_triple(path: Path) -> None:
    game = new_game("triple", None, ["Ala", {"name": "Computer", "type": "computer"}], seed=5)
    player = PlainPlayer(1)
    for _ in range(10):
        game.apply(player.decide(game))
    write_document(path, SavedGame(game))


def main(folder: Path) -> int:
    app = QApplication([])
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_ms = 0
    settings.computer_ms = 0
    settings.moment_ms = 0
    settings.show_chances = False
    paths = StoragePaths(folder / "data")
    window = build_window(settings, paths=paths)
    paths.saves.mkdir(parents=True, exist_ok=True)
    thousand = folder / "thousand.json"
    finished_thousand(thousand)
    triple = paths.saves / "triple.json"
    unfinished_triple(triple)
    shown: list[str] = []

    def answer(dialog: QDialog) -> int:
        shown.append(dialog.objectName() or type(dialog).__name__)
        if isinstance(dialog, OpenDialog):
            dialog.open_file(triple)
            return QDialog.DialogCode.Accepted
        return QDialog.DialogCode.Rejected

    window.run_dialog = answer  # type: ignore[method-assign]
    window.resize(1024, 700)
    window.show()

    def open_triple() -> None:
        window.saver.open_game()
        QTimer.singleShot(50, app.quit)

    def wait_for_end_dialog() -> None:
        if "endDialog" in shown or any("End" in name for name in shown):
            open_triple()
        else:
            QTimer.singleShot(20, wait_for_end_dialog)

    window.saver.files.open_path(thousand)
    QTimer.singleShot(0, wait_for_end_dialog)
    QTimer.singleShot(20_000, lambda: app.exit(3))  # never hang
    code = app.exec()
    game = window.controller.game
    print("shown", shown)
    if code == 0 and game is not None and game.game == "triple":
        print("opened triple")
    window.close()
    return code


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
