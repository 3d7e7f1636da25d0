"""Keeping the game being played safe: the autosave after every change, the resume offer at
start, Save game as… / Open game…, Undo (Ctrl+Z) with its clock refund, unfinished games kept
when a new one replaces them, and finished games stored in the history.

The main window owns one :class:`GameSaver` and gives it a :class:`DialogHost` (itself) to
show messages and dialogs through, so tests answer dialogs without ``exec()``; the file
dialogs are seams of their own (``choose_save_path``, ``choose_open_path``). Everything
about files and the database is in :mod:`kosci_gui.storage`.
"""

from __future__ import annotations

import logging
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Bank, Move, Write
from kosci_gui.engine.record import last_write_turn
from kosci_gui.storage import savefile, unfinished
from kosci_gui.storage.autosave import Autosave
from kosci_gui.storage.history import HistoryDB
from kosci_gui.storage.paths import StoragePaths
from kosci_gui.storage.savefile import GameMeta, SavedGame, SaveFileError
from kosci_gui.storage.undo import can_undo, undo_target
from kosci_gui.storage.undo import undo as undo_game

from . import texts
from .controller import GameController, TableSettings
from .file_messages import NO_FOLDER, describe, storage_problem

log = logging.getLogger(__name__)

#: While a clock runs, the autosave is refreshed at least this often (seconds).
CLOCK_SAVE_SECONDS = 5.0


class DialogHost(Protocol):
    """Where the saver shows things: the main window."""

    def run_dialog(self, dialog: QDialog) -> int: ...

    def show_message(self, text: str) -> None: ...


class GameSaver(QObject):
    """Saved games, undo and the history database for one main window."""

    #: A finished game went into the history (open history windows refresh).
    gameStored = Signal()
    #: Whether Save as / Undo are possible may have changed.
    actionsChanged = Signal()

    def __init__(self, controller: GameController, host: DialogHost, window: QWidget,
                 paths: StoragePaths | None = None) -> None:
        super().__init__(window)
        self.controller = controller
        self.host = host
        self.window = window
        #: Problems met before the window could show them (reported by :meth:`start`).
        self._early: list[tuple[str, str]] = []
        if paths is None:
            try:
                paths = StoragePaths.default()
            except OSError as exc:
                # No data folder: play on with a temporary one, and say so.
                paths = StoragePaths(Path(tempfile.mkdtemp(prefix="kosci-")))
                self._early.append((NO_FOLDER, str(exc)))
        self.paths = paths
        self.autosave = Autosave.claim(self.paths)
        self._started = False
        self.history = HistoryDB(self.paths.history, pending=self.paths.pending,
                                 on_problem=self._db_problem)
        #: What is kept about the game being played besides its record.
        self.meta = GameMeta()
        self._game: Game | None = None
        self._kept_game = True
        self._loading = False
        self._stored = False
        self._save_failed = False
        self._last_save = 0.0
        #: The finished game's document (the end dialog's analysis reads it).
        self.last_finished: dict[str, Any] | None = None
        self._open_at_start: Path | None = None
        #: Seams: file dialogs (return a path or None).
        self.choose_save_path: Callable[[Path], str | None] = self._choose_save_path
        self.choose_open_path: Callable[[Path], str | None] = self._choose_open_path

        ctl = controller
        ctl.gameStarted.connect(self._on_game_started)
        ctl.stateChanged.connect(self._on_state_changed)
        ctl.actionApplied.connect(self._on_action)
        ctl.gameFinished.connect(self._on_game_finished)
        ctl.hintsChanged.connect(self._on_hints)
        ctl.clocksTicked.connect(self._on_clock_tick)

    # -- start and end ------------------------------------------------------------------------

    def start(self) -> None:
        """After the window is up: report early problems and offer to resume the autosave."""
        if self._started:
            return
        self._started = True
        for code, detail in self._early:
            self._show_db_problem(code, detail)
        self._early.clear()
        self._gather_orphans()
        if self._open_at_start is not None:
            self._keep_autosave_aside()
            self.open_path(self._open_at_start)
            return
        if self.controller.game is not None:
            return  # a game began before the window was up (a demo): the autosave is its own
        try:
            self.offer_resume()
        except Exception as exc:  # whatever is wrong with the autosave, the app starts
            log.exception("resuming the autosave failed")
            if self.autosave.exists():
                self._autosave_damaged(SaveFileError(savefile.INVALID, str(exc)))

    def open_at_start(self, path: Path) -> None:
        """``kosci FILE``: open this game once the window is up, instead of the resume offer
        (an unfinished autosave is kept with the other unfinished games)."""
        self._open_at_start = path

    def _keep_autosave_aside(self) -> None:
        if self.autosave.exists():
            unfinished.keep_file(self.paths, self.autosave.path)

    def close(self) -> None:
        """The window closes (the app is quitting): save the clocks as they stand, and let
        go of the autosave."""
        game = self.controller.game
        if game is not None and not game.finished:
            self._save()
        self.autosave.release()

    def _gather_orphans(self) -> None:
        kept = unfinished.gather_orphans(self.autosave, self.paths)
        if kept:
            self.host.show_message(self.tr(
                "Unfinished games of other windows were kept in {folder}.").format(
                folder=kept[0].parent))

    def offer_resume(self) -> bool:
        """Offer the autosaved game; True when it was resumed."""
        try:
            saved = self.autosave.load()
        except SaveFileError as error:
            self._autosave_damaged(error)
            return False
        if saved is None:
            return False
        if saved.game.finished:
            # Killed between the last write and storing the game: store it now.
            self._store(saved)
            self.autosave.clear()
            return False
        if self.ask_resume(saved):
            self.load(saved)
            return True
        return False

    def ask_resume(self, saved: SavedGame) -> bool:
        game = saved.game
        names = ", ".join(p.name for p in game.players)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resume game?"),
                          self.tr("A game of {game} ({players}) was not finished. "
                                  "Go on with it where it stood?").format(
                              game=texts.game_name(game.game), players=names),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.window)
        box.setObjectName("resumeQuestion")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        answer = self.host.run_dialog(box)
        box.deleteLater()
        return answer == QMessageBox.StandardButton.Yes

    def _autosave_damaged(self, error: SaveFileError) -> None:
        try:
            aside = self.autosave.move_aside()
        except OSError as exc:
            log.error("autosave: could not move the damaged file aside: %s", exc)
            aside = self.autosave.path
        log.warning("autosave damaged (%s), kept as %s", error, aside)
        self.tell(self.tr("Saved game damaged"),
                  self.tr("The automatically saved game could not be read, so it cannot be "
                          "resumed. It was kept as {path}. You can start a new game."
                          ).format(path=aside), name="autosaveDamaged")

    # -- messages -----------------------------------------------------------------------------

    def tell(self, title: str, text: str, *, name: str = "storageMessage") -> None:
        """A message the player must see (through the window's dialog seam)."""
        self.host.show_message(text)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName(name)
        self.host.run_dialog(box)
        box.deleteLater()

    def _db_problem(self, code: str, detail: str) -> None:
        if not self._started:
            self._early.append((code, detail))
            return
        # During play a problem goes to the status line: the game is not interrupted.
        self._show_db_problem(code, detail, modal=False)

    def _show_db_problem(self, code: str, detail: str, *, modal: bool = True) -> None:
        text = storage_problem(code, detail)
        if modal:
            self.tell(self.tr("History"), text,
                      name="folderProblem" if code == NO_FOLDER else "databaseProblem")
        else:
            self.host.show_message(text)

    # -- the game being played ------------------------------------------------------------------

    def current(self) -> SavedGame | None:
        """The game being played with its clocks, settings and meta data."""
        ctl = self.controller
        game = ctl.game
        if game is None:
            return None
        return self._saved(game)

    def _saved(self, game: Game) -> SavedGame:
        ctl = self.controller
        clocks = ctl.clock.snapshot(ctl.now()) if ctl.clock is not None else None
        user = ctl.settings
        settings = {"open_scorecards": ctl.table.open_scorecards,
                    "confirm_move": user.confirm_move,
                    "auto_score_seconds": user.auto_score_seconds}
        return SavedGame(game, clocks, settings, self.meta)

    def load(self, saved: SavedGame) -> None:
        """Play ``saved`` (resumed or opened) with its clocks and settings."""
        self._replace(saved.game, saved.clocks, saved.settings, saved.meta)

    def _replace(self, game: Game, clocks: list[float] | None, settings: dict[str, Any],
                 meta: GameMeta, *, keep_previous: bool = True) -> None:
        previous = self.controller.game
        if keep_previous and previous is not None and previous is not game:
            self._keep_unfinished(previous)
        self._loading = True
        self.meta = meta
        try:
            table = TableSettings(open_scorecards=settings.get("open_scorecards") is not False)
            self.controller.play_game(game, clocks=clocks, table=table)
        finally:
            self._loading = False
        if not game.finished:
            self._save()

    @Slot()
    def _on_game_started(self) -> None:
        game = self.controller.game
        previous = self._game
        if previous is not None and previous is not game and not self._loading:
            self._keep_unfinished(previous)
        if not self._loading:
            self.meta = GameMeta()
        self._game = game
        self._kept_game = self.controller.table.kept
        self._stored = bool(game is not None and game.finished)
        self._on_hints()
        self.actionsChanged.emit()

    def _keep_unfinished(self, game: Game) -> None:
        """A new game replaced an unfinished one: keep the old one as a file."""
        if not game.finished and game.turns and self._kept_game:
            unfinished.keep_game(self.paths, SavedGame(game, None, {}, self.meta))

    @Slot()
    def _on_state_changed(self) -> None:
        if self._loading:
            return
        self._save()
        self.actionsChanged.emit()

    @Slot(object)
    def _on_action(self, move: Move | None) -> None:
        ctl = self.controller
        game = ctl.game
        if isinstance(move, Write | Bank) and game is not None and ctl.clock is not None:
            t = last_write_turn(game)
            if t is not None and t == undo_target(game):
                self.meta.write_clocks = {t: ctl.clock.snapshot(ctl.now())}

    @Slot()
    def _on_clock_tick(self) -> None:
        if time.monotonic() - self._last_save >= CLOCK_SAVE_SECONDS:
            self._save()

    @Slot()
    def _on_hints(self) -> None:
        ctl = self.controller
        # (a new game's first hints come before gameStarted: they are counted there)
        if (ctl.hints and ctl.game is not None and ctl.game is self._game
                and not ctl.current_is_computer()):
            self.meta.assisted = True

    def _kept(self) -> bool:
        """Is the game being played one to keep (not a demo's)?"""
        return self.controller.game is not None and self.controller.table.kept

    def _save(self) -> None:
        saved = self.current()
        if saved is None or not self._kept():
            return
        self._last_save = time.monotonic()
        try:
            self.autosave.save(saved)
        except (OSError, ValueError, TypeError) as exc:
            log.error("autosave failed: %s", exc)
            if not self._save_failed:
                self._save_failed = True
                self.host.show_message(self.tr(
                    "The game could not be saved automatically ({error}).").format(error=exc))
            return
        self._save_failed = False

    @Slot()
    def _on_game_finished(self) -> None:
        saved = self.current()
        self.actionsChanged.emit()
        if saved is None or not self._kept():
            return
        doc = savefile.build_document(saved)
        self.last_finished = doc
        if not self._stored:
            self._stored = True
            self._store(saved, doc)
        self.autosave.clear()

    def _store(self, saved: SavedGame, doc: dict[str, Any] | None = None) -> None:
        doc = doc or savefile.build_document(saved)
        self.history.add_game(doc, saved.game, assisted=saved.assisted)
        self.gameStored.emit()

    # -- the menu actions ---------------------------------------------------------------------

    def can_save(self) -> bool:
        return self.controller.game is not None

    def can_undo(self) -> bool:
        game = self.controller.game
        return game is not None and can_undo(game)

    @Slot()
    def undo(self) -> None:
        ctl = self.controller
        game = ctl.game
        if game is None or not can_undo(game):
            self.host.show_message(self.tr("There is no box to undo."))
            return
        target = undo_target(game)
        try:
            rebuilt = undo_game(game)
        except RuleError as exc:
            log.warning("undo refused: %s", exc)
            self.host.show_message(self.tr("There is no box to undo."))
            return
        clocks = ctl.clock.snapshot(ctl.now()) if ctl.clock is not None else None
        before = self.meta.write_clocks.get(target) if target is not None else None
        if clocks is not None and before is not None and len(before) == len(clocks):
            # Time the others spent after the write goes back with it; the player who
            # undoes keeps the time they used.
            mover = rebuilt.current
            clocks = [min(clocks[i], before[i]) if i == mover else before[i]
                      for i in range(len(clocks))]
        if game.finished:
            self.history.forget(self.meta.id)
        meta = GameMeta(self.meta.id, self.meta.started, True, {}, dict(self.meta.extra))
        settings = {"open_scorecards": ctl.table.open_scorecards}
        self._replace(rebuilt, clocks, settings, meta, keep_previous=False)
        self._stored = False
        self.host.show_message(self.tr(
            "The last box was undone; the dice are as they were rolled."))

    @Slot()
    def save_as(self) -> None:
        saved = self.current()
        if saved is not None:
            self.save_to_chosen(lambda path: savefile.write_document(path, saved))

    def save_to_chosen(self, write: Callable[[Path], Any]) -> None:
        """Ask for a file name (``.json`` added when missing) and write there."""
        chosen = self.choose_save_path(self.paths.saves)
        if not chosen:
            return
        path = Path(chosen)
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        try:
            write(path)
        except OSError as exc:
            self.tell(self.tr("Save game"), self.tr("The game could not be saved to {path} "
                                                    "({error}).").format(path=path, error=exc))
            return
        self.host.show_message(self.tr("Game saved to {path}.").format(path=path))

    @Slot()
    def open_game(self) -> None:
        chosen = self.choose_open_path(self.paths.saves)
        if chosen:
            self.open_path(Path(chosen))

    def open_path(self, chosen: Path) -> None:
        """Play the saved game at ``chosen``, or say why it cannot be opened."""
        try:
            saved = savefile.open_saved_game(chosen)
        except SaveFileError as error:
            self.tell(self.tr("Open game"), describe(error), name="openFailed")
            return
        saved.meta = GameMeta(started=saved.meta.started, assisted=saved.meta.assisted,
                              extra=dict(saved.meta.extra))  # a copy played on: a new game
        self.load(saved)
        self.host.show_message(self.tr("Game opened from {path}.").format(path=chosen))

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

    def finished_document(self) -> dict[str, Any] | None:
        """The record document of the game just finished (for its analysis)."""
        game = self.controller.game
        if game is None or not game.finished:
            return None
        saved = self.current()
        return savefile.build_document(saved) if saved is not None else None
