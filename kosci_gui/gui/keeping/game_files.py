"""Saved-game files in the window: *Save game as…*, *Open game…* (the saved and unfinished
games, or any file), and ``kosci FILE``. A file that cannot be opened is reported with a
clear message and left as it was; the game being played goes on.

The file dialogs are seams (``choose_save_path``, ``choose_open_path``) and every other
dialog runs through the host's ``run_dialog``, so tests answer them without ``exec()``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QFileDialog, QWidget

from kosci_gui.gui.keeping.file_messages import describe
from kosci_gui.gui.keeping.host import DialogHost
from kosci_gui.gui.keeping.open_dialog import OpenDialog
from kosci_gui.storage import saved_games, savefile
from kosci_gui.storage.paths import StoragePaths
from kosci_gui.storage.saved_games import SavedFile
from kosci_gui.storage.savefile import GameMeta, SavedGame, SaveFileError


class Keeper(Protocol):
    """What Save as / Open ask of the saver."""

    paths: StoragePaths
    host: DialogHost
    #: The file the game on the table was opened from.
    opened_from: Path | None

    def current(self) -> SavedGame | None:
        """The game being played, as a save would hold it (None: no game)."""

    def tell(self, title: str, text: str, *, name: str = ...) -> None:
        """A message the player must see (a box)."""

    def may_replace_game(self, *, opening: bool = False) -> bool:
        """May another game replace the one being played (the player is asked)?"""

    def load(self, saved: SavedGame) -> None:
        """Play ``saved`` from where it stood."""


class GameFiles(QObject):
    """Save as / Open for one saver."""

    def __init__(self, saver: Keeper, window: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.saver = saver
        self.window = window
        #: Seams: file dialogs (return a path or None).
        self.choose_save_path: Callable[[Path], str | None] = self._choose_save_path
        self.choose_open_path: Callable[[Path], str | None] = self._choose_open_path

    @Slot()
    def save_as(self) -> None:
        saved = self.saver.current()
        if saved is not None:
            self.save_to_chosen(lambda path: savefile.write_document(path, saved))

    def save_to_chosen(self, write: Callable[[Path], Any]) -> None:
        """Ask for a file name (``.json`` added when missing) and write there."""
        chosen = self.choose_save_path(self.saver.paths.saves)
        if not chosen:
            return
        path = Path(chosen)
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        try:
            write(path)
        except (OSError, ValueError) as exc:
            error = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.saver.tell(self.tr("Save game"), self.tr(
                "The game could not be saved to {path} ({error}).").format(
                path=path, error=error))
            return
        self.saver.host.show_message(self.tr("Game saved to {path}.").format(path=path))

    @Slot()
    def open_game(self) -> None:
        """The Open dialog: a saved or kept game, or any file (after asking, when a game is
        being played: it is kept with the unfinished games)."""
        if not self.saver.may_replace_game(opening=True):
            return
        dialog = OpenDialog(self.saver.paths, self.saver.host.run_dialog,
                            self.choose_open_path, self.window)
        accepted = self.saver.host.run_dialog(dialog)
        chosen = dialog.chosen
        dialog.deleteLater()
        if accepted and chosen is not None:
            self.open_path(chosen)

    def latest_unfinished(self) -> SavedFile | None:
        """The newest game kept unfinished that can be read (None: there is none)."""
        return next((f for f in saved_games.list_saved(self.saver.paths)
                     if f.unfinished and f.problem is None), None)

    @Slot()
    def continue_latest(self) -> None:
        """The start page's Continue: the newest kept unfinished game, where it was left."""
        latest = self.latest_unfinished()
        if latest is not None:
            self.open_path(latest.path)

    def open_path(self, chosen: Path) -> bool:
        """Play the saved game at ``chosen``, or say why it cannot be opened."""
        saved = self.read(chosen)
        if saved is None:
            return False
        self.play(saved, chosen)
        return True

    def read(self, chosen: Path) -> SavedGame | None:
        """The saved game at ``chosen`` (None: the player was told why it cannot be opened)."""
        try:
            saved = savefile.open_saved_game(chosen)
        except SaveFileError as error:
            self.saver.tell(self.tr("Open game"), describe(error), name="openFailed")
            return None
        saved.meta = GameMeta(started=saved.meta.started, assisted=saved.meta.assisted,
                              extra=dict(saved.meta.extra))  # a copy played on: a new game
        return saved

    def play(self, saved: SavedGame, chosen: Path) -> None:
        self.saver.load(saved)
        self.saver.opened_from = chosen
        self.saver.host.show_message(self.tr("Game opened from {path}.").format(path=chosen))

    def _choose_save_path(self, folder: Path) -> str | None:
        folder.mkdir(parents=True, exist_ok=True)
        name = time.strftime("kosci-%Y%m%d-%H%M.json")
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game as"),
                                              str(folder / name),
                                              self.tr("Saved games (*.json)"))
        return path or None

    def _choose_open_path(self, folder: Path) -> str | None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open game"), str(folder),
                                              self.tr("Saved games (*.json);;All files (*)"))
        return path or None
