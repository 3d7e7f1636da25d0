"""Keeping the game being played safe: the autosave after every change, the resume offer at
start, Undo (Ctrl+Z) with its clock refund, unfinished games kept when another one replaces
them (after asking), finished games stored in the history, and warnings that stay in the
window while something cannot be saved.

Nothing is lost on the way: a finished game's autosave is removed only once the game is in
the history or its pending folder; a game the player leaves is kept with the unfinished
games; a save that fails is retried, and said so, until it works. Save as / Open are
:mod:`~kosci_gui.gui.keeping.game_files`, the history's upgrades and rescues
:mod:`~kosci_gui.gui.keeping.history_upkeep`; files and the database are in
:mod:`kosci_gui.storage`.
"""

from __future__ import annotations

import logging
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Move
from kosci_gui.engine.record import MAX_TURNS, last_write_turn
from kosci_gui.gui.keeping.file_messages import NO_FOLDER, storage_problem
from kosci_gui.gui.keeping.game_files import GameFiles
from kosci_gui.gui.keeping.history_upkeep import HistoryUpkeep
from kosci_gui.gui.keeping.host import DialogHost
from kosci_gui.gui.keeping.start_up import StartUp
from kosci_gui.gui.keeping.undoing import Undoing
from kosci_gui.gui.keeping.warning_bar import WarningBar
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.play.game_setup import TableSettings
from kosci_gui.storage import savefile, unfinished
from kosci_gui.storage.autosave import Autosave
from kosci_gui.storage.history import NOT_WRITABLE, HistoryDB
from kosci_gui.storage.paths import StoragePaths
from kosci_gui.storage.savefile import GameMeta, SavedGame
from kosci_gui.storage.undo import undo_target

log = logging.getLogger(__name__)

#: While a clock runs, the autosave is refreshed at least this often (seconds).
CLOCK_SAVE_SECONDS = 5.0
#: While something could not be saved, it is tried again this often (ms).
RETRY_MS = 10_000


def _error_text(exc: BaseException) -> str:
    return (exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)) or (
        type(exc).__name__)


class GameSaver(QObject):
    """Saved games, undo and the history database for one main window."""

    #: The history changed (a game stored, an upgrade or a merge done): windows refresh.
    gameStored = Signal()
    #: Whether Save as / Undo are possible may have changed.
    actionsChanged = Signal()
    #: The newest kept unfinished game (a SavedFile) to go on with from the start page,
    #: or None, once the start is over with no game on the table.
    continueOffered = Signal(object)

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
        #: Warnings that stay in the window while they hold (the main window places it).
        self.warning_bar = WarningBar(window)
        self.autosave = Autosave.claim(self.paths)
        self._started = False
        self.history = HistoryDB(self.paths.history, pending=self.paths.pending,
                                 on_problem=self._db_problem)
        self.files = GameFiles(self, window, self)
        self.upkeep = HistoryUpkeep(self, window, self)
        self.undoing = Undoing(self, self)
        #: What is kept about the game being played besides its record.
        self.meta = GameMeta()
        self._game: Game | None = None
        self._kept_game = True
        self._loading = False
        self._stored = False
        #: The file the game on the table was opened from (a kept unfinished game is kept
        #: there again when another replaces it: one file per game).
        self.opened_from: Path | None = None
        self._last_save = 0.0
        #: A finished game that neither the history nor its pending folder could take: its
        #: autosave is its only copy until :meth:`retry_now` stores it.
        self._unstored: SavedGame | None = None
        #: The finished game's document (the end dialog's analysis reads it).
        self.last_finished: dict[str, Any] | None = None
        self._open_at_start: Path | None = None
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.retry_now)

        ctl = controller
        ctl.gameStarted.connect(self._on_game_started)
        ctl.stateChanged.connect(self._on_state_changed)
        ctl.actionApplied.connect(self._on_action)
        ctl.gameFinished.connect(self._on_game_finished)
        ctl.hintsChanged.connect(self._on_hints)
        ctl.clocksTicked.connect(self._on_clock_tick)

    # -- start and end ------------------------------------------------------------------------

    def start(self) -> None:
        """After the window is up: report early problems, offer to resume the autosave (or
        open the file of ``kosci FILE``), then upgrade or rescue the history."""
        if self._started:
            return
        self._started = True
        for code, detail in self._early:
            self._show_db_problem(code, detail)
        self._early.clear()
        StartUp(self, self).run(self._open_at_start)
        self.upkeep.start()
        if self.controller.game is None:
            self.continueOffered.emit(self.files.latest_unfinished())

    def open_at_start(self, path: Path) -> None:
        """``kosci FILE``: open this game once the window is up, instead of the resume offer
        (an unfinished autosave is kept with the other unfinished games)."""
        self._open_at_start = path

    def keep_autosave_aside(self) -> None:
        """Keep the autosave with the unfinished games; if that fails, leave it in place and
        use another autosave file, so nothing overwrites it."""
        if unfinished.keep_file(self.paths, self.autosave.path) is None:
            old = self.autosave
            old.release()
            self.autosave = Autosave.claim(self.paths, skip=old.path)

    def close(self) -> None:
        """The window closes (the app is quitting): save the clocks as they stand, and let
        go of the autosave."""
        self.upkeep.stop()
        self._retry.stop()
        game = self.controller.game
        if game is not None and not game.finished:
            self._save()
        if self._unstored is not None:
            self._store_unstored()
        self.autosave.release()

    # -- messages and warnings ------------------------------------------------------------------

    def tell(self, title: str, text: str, *, name: str = "storageMessage") -> None:
        """A message the player must see (through the window's dialog seam)."""
        self.host.show_message(text)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName(name)
        self.host.run_dialog(box)
        box.deleteLater()

    def _warn(self, key: str, render: Callable[[], str]) -> None:
        self.warning_bar.set_warning(key, render)
        self._retry.start()

    def warn_not_saving(self, error: str) -> None:
        self._warn("save", lambda: self.tr(
            "This game is not being saved: {error}. It is saved again as soon as the disk "
            "can be written.").format(error=error))

    def _db_problem(self, code: str, detail: str) -> None:
        if code in NOT_WRITABLE:
            self._warn("history", lambda: storage_problem(code, detail))
            return
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

    def history_changed(self) -> None:
        """The history was upgraded, merged or can be written again."""
        if self.history.writable:
            self.warning_bar.clear_warning("history")
        self.gameStored.emit()

    @Slot()
    def retry_now(self) -> None:
        """Try again what could not be saved: the history, a finished game, the autosave."""
        if self.warning_bar.has("history") and self.history.retry():
            self.history_changed()
        if self._unstored is not None:
            self._store_unstored()
        if self.warning_bar.has("save"):
            self._save()
        if not any(self.warning_bar.has(k) for k in ("history", "save", "unstored")):
            self._retry.stop()

    # -- the game being played ------------------------------------------------------------------

    @property
    def playing(self) -> bool:
        """Is a game on the table?"""
        return self.controller.game is not None

    def current(self) -> SavedGame | None:
        """The game being played with its clocks, settings and meta data."""
        ctl = self.controller
        game = ctl.game
        if game is None:
            return None
        clocks = ctl.clock.snapshot(ctl.now()) if ctl.clock is not None else None
        user = ctl.settings
        settings = {"open_scorecards": ctl.table.open_scorecards,
                    "confirm_move": user.confirm_move,
                    # (the delay this game has: the player's, or its rules')
                    "auto_score_seconds": ctl.autoplay.seconds(game)}
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

    def may_replace_game(self, *, opening: bool = False) -> bool:
        """New game / Open while a game is being played: ask first (the game left is kept
        with the unfinished games). True when the player agrees or nothing would be left."""
        game = self.controller.game
        if game is None or game.finished or not game.turns or not self._kept():
            return True
        title = self.tr("Open game") if opening else self.tr("New game")
        box = QMessageBox(QMessageBox.Icon.Question, title, self.tr(
            "A game is being played. Leave it? It is kept with the unfinished games, and "
            "Game → Open game… brings it back."),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.window)
        box.setObjectName("replaceQuestion")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        answer = self.host.run_dialog(box)
        box.deleteLater()
        return answer == QMessageBox.StandardButton.Yes

    @Slot()
    def _on_game_started(self) -> None:
        game = self.controller.game
        previous = self._game
        if previous is not None and previous is not game and not self._loading:
            self._keep_unfinished(previous)
        if not self._loading:
            self.meta = GameMeta()
            self.opened_from = None
        self._game = game
        at_table = self.controller.remote is not None  # (the server keeps it till it ends)
        self._kept_game = self.controller.table.kept and not at_table
        self._stored = bool(game is not None and game.finished) and not at_table
        self._on_hints()
        self.actionsChanged.emit()

    def _keep_unfinished(self, game: Game) -> None:
        """A new game replaced an unfinished one: keep the old one as a file."""
        if game.finished or not game.turns or not self._kept_game:
            return
        saved = SavedGame(game, None, {}, self.meta)
        if unfinished.keep_game(self.paths, saved, taken_from=self.opened_from) is None:
            # Not kept: leave its autosave where it is and save the new game elsewhere.
            self.host.show_message(self.tr(
                "The game you left could not be kept with the unfinished games; its "
                "automatic save was left in {path}.").format(path=self.autosave.path))
            old = self.autosave
            old.release()
            self.autosave = Autosave.claim(self.paths, skip=old.path)

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
        if game is not None and game.writes(move) and ctl.clock is not None:
            t = last_write_turn(game)
            if t is not None and t == undo_target(game, handed_over=ctl.handover is None):
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
                and not ctl.current_is_computer() and not self.meta.assisted):
            self.meta.assisted = True
            self._save()  # at once: a crash must not give the game back unassisted

    def _kept(self) -> bool:
        """Is the game being played one to keep (not a demo's)?"""
        return self.controller.game is not None and self.controller.table.kept

    def _save(self) -> None:
        saved = self.current()
        if saved is None or not self._kept() or self.controller.remote is not None:
            return
        if self._unstored is not None and not self._store_unstored():
            return  # the autosave is a finished game's only copy: not overwritten
        if saved.game.finished and self._stored:
            return  # opened finished, or already in the history: nothing to resume
        if len(saved.game.turns) > MAX_TURNS:
            self.warning_bar.set_warning("too_long", lambda: self.tr(
                "This game has gone past {limit} turns, the most a saved game holds: the "
                "moves after that are not saved.").format(limit=MAX_TURNS))
            return
        self._last_save = time.monotonic()
        try:
            if self.autosave.lock is None:  # claimed without a lock (a read-only folder)
                self.autosave = Autosave.claim(self.paths)
            self.autosave.save(saved)
        except (OSError, ValueError, TypeError, RecursionError) as exc:
            log.error("autosave failed: %s", exc)
            self.warn_not_saving(_error_text(exc))
            return
        self.warning_bar.clear_warning("save")

    @Slot()
    def _on_game_finished(self) -> None:
        table = self.controller.remote.record if self.controller.remote is not None else None
        if table is not None:  # the table's id and dice, for the history
            self.meta = replace(GameMeta.from_json(table["meta"]), assisted=self.meta.assisted)
        saved = self.current()
        self.actionsChanged.emit()
        if saved is None or not self._kept():
            return
        doc = savefile.build_document(saved)
        self.last_finished = doc
        if self._stored:  # an opened finished game: the autosave holds nothing to keep
            self.autosave.clear()
        else:
            self.store(saved, doc)

    def store(self, saved: SavedGame, doc: dict[str, Any] | None = None) -> bool:
        """Put a finished game into the history (or its pending folder); its autosave is
        removed only then. Otherwise it is kept, said so, and tried again."""
        doc = doc or savefile.build_document(saved)
        result = self.history.add_game(doc, saved.game, assisted=saved.assisted)
        if not result.kept:
            self._unstored = saved
            self._warn("unstored", lambda: self.tr(
                "The finished game could not be stored in the history. It is kept in {path} "
                "and stored as soon as the disk can be written again.").format(
                path=self.autosave.path))
            return False
        self._stored = True
        self._unstored = None
        for key in ("unstored", "save"):  # nothing of this game is left to save
            self.warning_bar.clear_warning(key)
        self.autosave.clear()
        self.gameStored.emit()
        return True

    def _store_unstored(self) -> bool:
        saved = self._unstored
        if saved is None:
            return True
        self.history.retry()
        return self.store(saved)

    # -- the menu actions ---------------------------------------------------------------------

    def can_save(self) -> bool:
        return self.controller.game is not None

    def can_undo(self) -> bool:
        return self.undoing.possible()

    def undo_tip(self) -> str:
        """What Undo takes back now, or why there is nothing to undo."""
        return self.undoing.tip()

    @Slot()
    def undo(self) -> None:
        self.undoing.undo()

    def forget_finished(self) -> None:
        """The finished game on the table goes on (its last box undone from the end dialog):
        out of the history until it ends again."""
        self.history.forget_game(self.meta.id)
        self.last_finished = None

    def replace_game(self, game: Game, clocks: list[float] | None, meta: GameMeta) -> None:
        """Play ``game`` in place of the one on the table, which is not kept (an undo)."""
        settings = {"open_scorecards": self.controller.table.open_scorecards}
        self._replace(game, clocks, settings, meta, keep_previous=False)

    @Slot()
    def save_as(self) -> None:
        self.files.save_as()

    @Slot()
    def open_game(self) -> None:
        self.files.open_game()

    def finished_document(self) -> dict[str, Any] | None:
        """The record document of the game just finished (for its analysis)."""
        game = self.controller.game
        if game is None or not game.finished:
            return None
        saved = self.current()
        return savefile.build_document(saved) if saved is not None else None
