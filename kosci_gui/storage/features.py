"""The storage features in the running app: autosave after every change, the resume offer at
start, Save game as… / Open game…, Undo (Ctrl+Z), History, Statistics, the post-game analysis,
and finished games into the history database.

``install_storage_features(window)`` is called by the GUI at start-up. Everything here goes
through the main window's seams (``add_action``, ``run_dialog``, ``end_dialog_hooks``), so tests
answer dialogs without ``exec()``; the file dialogs are seams of their own.
"""

from __future__ import annotations

import logging
import os
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton, QWidget

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.moves import Bank, Write
from kosci_gui.engine.record import last_write_turn

from . import savefile
from .atomic import write_json_atomic
from .autosave import Autosave
from .history import DB_DAMAGED, DB_LOCKED, HistoryDB
from .paths import StoragePaths
from .savefile import SavedGame, SaveFileError
from .undo import can_undo, undo_target
from .undo import undo as undo_game

log = logging.getLogger(__name__)

#: While a clock runs, the autosave is refreshed at least this often (seconds).
CLOCK_SAVE_SECONDS = 5.0
#: Unfinished games replaced by another one are kept in ``saves/unfinished`` (this many).
KEEP_UNFINISHED = 10
#: Problem code: the app data folder cannot be created.
NO_FOLDER = "no_folder"


class StorageFeatures(QObject):
    """Saved games, history, statistics, undo and analysis for one main window."""

    def __init__(self, window: Any, paths: StoragePaths | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.window = window
        self.controller = window.controller
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
        #: Meta data of the game being played (id, started, assisted).
        self.meta: dict[str, Any] = {}
        self._game: Any = None
        self._loading = False
        self._stored = False
        self._save_failed = False
        self._last_save = 0.0
        #: Clock readings just after each write (turn index -> seconds left per player).
        self._write_clocks: dict[int, list[float]] = {}
        self.last_finished: dict[str, Any] | None = None
        self.windows: dict[str, QWidget] = {}
        #: Seams: file dialogs (return a path or None).
        self.choose_save_path: Callable[[Path], str | None] = self._choose_save_path
        self.choose_open_path: Callable[[Path], str | None] = self._choose_open_path
        #: The advisor used by the analysis (None: ``kosci_gui.ai.advise``).
        self.advise: Any = None

        ctl = self.controller
        ctl.gameStarted.connect(self._on_game_started)
        ctl.stateChanged.connect(self._on_state_changed)
        ctl.actionApplied.connect(self._on_action)
        ctl.gameFinished.connect(self._on_game_finished)
        ctl.hintsChanged.connect(self._on_hints)
        ctl.clocksTicked.connect(self._on_clock_tick)
        self._build_actions()
        hooks = getattr(window, "end_dialog_hooks", None)
        if hooks is not None:
            hooks.append(self.add_end_dialog_buttons)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Retranslate the actions on a language change; let go of the autosave when the
        window closes (the app is quitting)."""
        if watched is self.window:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                game = self.controller.game
                if game is not None and not game.finished:
                    self._save()  # the clocks as they stand now
                self.autosave.release()
        return False

    # -- actions ------------------------------------------------------------------------------

    def _build_actions(self) -> None:
        def make(name: str, slot: Callable[[], None], shortcut: Any = None) -> QAction:
            action = QAction(self.window)
            action.setObjectName(name)
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(slot)
            return action

        self.open_action = make("open_game", self.open_game, QKeySequence.StandardKey.Open)
        self.save_action = make("save_game_as", self.save_as, QKeySequence.StandardKey.SaveAs)
        self.undo_action = make("undo", self.undo, QKeySequence.StandardKey.Undo)
        self.history_action = make("history", self.open_history)
        self.stats_action = make("statistics", self.open_statistics)
        self.analysis_action = make("analysis", self.open_analysis_of_game)
        add = self.window.add_action
        for key, action in (("game", self.open_action), ("game", self.save_action),
                            ("game", self.undo_action), ("view", self.history_action),
                            ("view", self.stats_action), ("view", self.analysis_action)):
            add(key, action)
            names = getattr(self.window, "actions_by_name", None)
            if names is not None:
                names[action.objectName()] = action
        self._arrange_game_menu()
        self.retranslate()
        self._update_actions()

    def _arrange_game_menu(self) -> None:
        """Open and Save as right after New game, Undo before the Quit group."""
        menu = getattr(self.window, "menus", {}).get("game")
        names = getattr(self.window, "actions_by_name", {})
        new, quit_ = names.get("new_game"), names.get("quit")
        if menu is None or new is None or quit_ is None:
            return
        actions = menu.actions()
        if new not in actions or quit_ not in actions:
            return
        for action in (self.open_action, self.save_action, self.undo_action):
            menu.removeAction(action)
        actions = menu.actions()
        after_new = actions[actions.index(new) + 1] if actions.index(new) + 1 < len(
            actions) else None
        menu.insertActions(after_new, [self.open_action, self.save_action])
        actions = menu.actions()
        before_quit = actions[actions.index(quit_) - 1]
        if not before_quit.isSeparator():
            before_quit = quit_
        menu.insertAction(before_quit, self.undo_action)
        menu.insertSeparator(self.undo_action)

    def retranslate(self) -> None:
        self.open_action.setText(self.tr("&Open game…"))
        self.save_action.setText(self.tr("Save game &as…"))
        self.undo_action.setText(self.tr("&Undo last box"))
        self.history_action.setText(self.tr("&History…"))
        self.stats_action.setText(self.tr("S&tatistics…"))
        self.analysis_action.setText(self.tr("&Analysis of this game…"))

    def _update_actions(self) -> None:
        game = self.controller.game
        self.save_action.setEnabled(game is not None)
        self.undo_action.setEnabled(game is not None and can_undo(game))
        self.analysis_action.setEnabled(
            game is not None and game.finished and game.game != "thousand")

    # -- start-up -----------------------------------------------------------------------------

    def start(self) -> None:
        """After the window is up: report early problems and offer to resume the autosave."""
        if self._started:
            return
        self._started = True
        for code, detail in self._early:
            self._show_db_problem(code, detail)
        self._early.clear()
        self._gather_orphans()
        try:
            self.offer_resume()
        except Exception as exc:  # whatever is wrong with the autosave, the app starts
            log.exception("resuming the autosave failed")
            if self.autosave.exists():
                self._autosave_damaged(SaveFileError(savefile.INVALID, str(exc)))

    def _gather_orphans(self) -> None:
        """Autosaves of copies of the app that died while another ran: the first becomes
        this copy's autosave (when it has none), the others go to ``saves/unfinished``."""
        kept = []
        for path in self.autosave.orphans(self.paths):
            try:
                if not self.autosave.exists():
                    os.replace(path, self.autosave.path)
                    continue
                folder = self.paths.saves / "unfinished"
                folder.mkdir(parents=True, exist_ok=True)
                target = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{path.name}"
                os.replace(path, target)
                kept.append(target)
            except OSError as exc:
                log.warning("could not gather %s: %s", path, exc)
        if kept:
            self.say(self.tr("Unfinished games of other windows were kept in {folder}.").format(
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
        from kosci_gui.gui import texts

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resume game?"),
                          self.tr("A game of {game} ({players}) was not finished. "
                                  "Go on with it where it stood?").format(
                              game=texts.game_name(game.game), players=names),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.window)
        box.setObjectName("resumeQuestion")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        answer = self.window.run_dialog(box)
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

    def say(self, text: str) -> None:
        """A line in the status bar."""
        show = getattr(self.window, "show_message", None)
        if show is not None:
            show(text)

    def tell(self, title: str, text: str, *, name: str = "storageMessage") -> None:
        """A message the player must see (through the window's dialog seam)."""
        self.say(text)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName(name)
        self.window.run_dialog(box)
        box.deleteLater()

    def _db_problem(self, code: str, detail: str) -> None:
        if not self._started:
            self._early.append((code, detail))
            return
        # During play a problem goes to the status line: the game is not interrupted.
        self._show_db_problem(code, detail, modal=False)

    def _show_db_problem(self, code: str, detail: str, *, modal: bool = True) -> None:
        if code == NO_FOLDER:
            text = self.tr("The folder for saved games cannot be used ({detail}); this "
                           "session's games are kept only until the app is closed."
                           ).format(detail=detail)
        elif code == DB_DAMAGED:
            text = self.tr("The history database was damaged. It was kept aside ({detail}) "
                           "and a new one started.").format(detail=detail)
        elif code == DB_LOCKED:
            text = self.tr("The history database is in use by another program. Finished "
                           "games are kept and will be added to the history later.")
        else:
            text = self.tr("The history database cannot be used ({detail}); finished games "
                           "are not stored in this session.").format(detail=detail)
        if modal:
            self.tell(self.tr("History"), text,
                      name="folderProblem" if code == NO_FOLDER else "databaseProblem")
        else:
            self.say(text)

    def describe(self, error: SaveFileError) -> str:
        """A clear message for a file that cannot be opened."""
        name = error.path.name if error.path else ""
        if error.code == savefile.UNREADABLE:
            text = self.tr("{name} could not be read ({detail}).")
        elif error.code == savefile.NOT_JSON:
            text = self.tr("{name} is damaged or is not a saved game.")
        elif error.code == savefile.OTHER_VERSION:
            text = self.tr("{name} was saved by another version of Kości ({detail}) and "
                           "cannot be opened by this one.")
        elif error.code == savefile.NOT_A_RECORD:
            text = self.tr("{name} is not a saved game of Kości.")
        elif error.turn is not None:
            text = self.tr("{name} is damaged: its game breaks the rules in turn {turn} "
                           "({detail}).")
        else:
            text = self.tr("{name} is damaged ({detail}).")
        text = text.format(name=name, detail=error.detail,
                           turn=(error.turn or 0) + 1)
        return text + " " + self.tr("The file was not changed.")

    # -- the game being played ------------------------------------------------------------------

    def current(self) -> SavedGame | None:
        """The game being played with its clocks, settings and meta data."""
        ctl = self.controller
        game = ctl.game
        if game is None:
            return None
        clocks = ctl.clock.snapshot(ctl.now()) if ctl.clock is not None else None
        settings_obj = ctl.settings
        settings = {"open_scorecards": bool(ctl.meta.get("open_scorecards", True)),
                    "confirm_move": bool(settings_obj.confirm_move),
                    "auto_score_seconds": int(settings_obj.auto_score_seconds)}
        meta = dict(self.meta)
        if self._write_clocks:
            meta["write_clocks"] = {str(t): c for t, c in self._write_clocks.items()}
        return SavedGame(game, clocks, settings, meta)

    def load(self, saved: SavedGame) -> None:
        """Play ``saved`` (resumed or opened) with its clocks and settings."""
        meta = dict(saved.meta)
        meta.setdefault("id", uuid.uuid4().hex)
        meta.setdefault("started", savefile.now_iso())
        self._write_clocks = {}
        kept = meta.pop("write_clocks", None)
        for key, value in (kept.items() if isinstance(kept, dict) else ()):
            try:
                self._write_clocks[int(key)] = [float(v) for v in value]
            except (TypeError, ValueError):
                continue  # only undo's clock refund depends on it
        self._replace(saved.game, saved.clocks, saved.settings, meta)

    def _replace(self, game: Any, clocks: list[float] | None, settings: dict[str, Any],
                 meta: dict[str, Any], *, keep_previous: bool = True) -> None:
        previous = self.controller.game
        if keep_previous and previous is not None and previous is not game:
            self._keep_unfinished(previous)
        self._loading = True
        self.meta = meta
        try:
            self.controller.load_game(game, clocks, {
                "open_scorecards": bool(settings.get("open_scorecards", True)),
                "seed": game.dice_source.seed})
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
            self.meta = savefile.new_meta()
            self._write_clocks = {}
        self._game = game
        self._stored = bool(game is not None and game.finished)
        self._on_hints()
        self._update_actions()

    def _keep_unfinished(self, game: Any) -> None:
        """A new game replaced an unfinished one: keep the old one as a file."""
        if game.finished or not game.turns:
            return
        folder = self.paths.saves / "unfinished"
        try:
            saved = SavedGame(game, None, {}, dict(self.meta))
            stamp = time.strftime("%Y%m%d-%H%M%S")
            savefile.write_document(folder / f"{game.game}-{stamp}.json", saved)
            kept = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime)
            for old in kept[:-KEEP_UNFINISHED]:
                old.unlink()
        except OSError as exc:
            log.warning("could not keep the unfinished game: %s", exc)

    @Slot()
    def _on_state_changed(self) -> None:
        if self._loading:
            return
        self._save()
        self._update_actions()

    @Slot(object)
    def _on_action(self, move: Any) -> None:
        ctl = self.controller
        game = ctl.game
        if isinstance(move, Write | Bank) and game is not None and ctl.clock is not None:
            t = last_write_turn(game)
            if t is not None and t == undo_target(game):
                self._write_clocks = {t: ctl.clock.snapshot(ctl.now())}

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
            self.meta["assisted"] = True

    def _save(self) -> None:
        saved = self.current()
        if saved is None:
            return
        self._last_save = time.monotonic()
        try:
            self.autosave.save(saved)
        except (OSError, ValueError, TypeError) as exc:
            log.error("autosave failed: %s", exc)
            if not self._save_failed:
                self._save_failed = True
                self.say(self.tr("The game could not be saved automatically ({error}).").format(
                    error=exc))
            return
        self._save_failed = False

    @Slot()
    def _on_game_finished(self) -> None:
        saved = self.current()
        self._update_actions()
        if saved is None:
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
        for key in ("history", "statistics"):
            window = self.windows.get(key)
            if window is not None:
                window.refresh()

    # -- the menu actions ---------------------------------------------------------------------

    @Slot()
    def undo(self) -> None:
        ctl = self.controller
        game = ctl.game
        if game is None or not can_undo(game):
            self.say(self.tr("There is no box to undo."))
            return
        target = undo_target(game)
        try:
            rebuilt = undo_game(game)
        except RuleError as exc:
            log.warning("undo refused: %s", exc)
            self.say(self.tr("There is no box to undo."))
            return
        clocks = ctl.clock.snapshot(ctl.now()) if ctl.clock is not None else None
        before = self._write_clocks.get(target) if target is not None else None
        if clocks is not None and before is not None and len(before) == len(clocks):
            # Time the others spent after the write goes back with it; the player who
            # undoes keeps the time they used.
            mover = rebuilt.current
            clocks = [min(clocks[i], before[i]) if i == mover else before[i]
                      for i in range(len(clocks))]
        if game.finished and self.meta.get("id"):
            self.history.forget(self.meta["id"])
        meta = dict(self.meta)
        meta["assisted"] = True
        settings = {"open_scorecards": ctl.meta.get("open_scorecards", True)}
        self._write_clocks = {}
        self._replace(rebuilt, clocks, settings, meta, keep_previous=False)
        self._stored = False
        self.say(self.tr("The last box was undone; the dice are as they were rolled."))

    @Slot()
    def save_as(self) -> None:
        saved = self.current()
        if saved is not None:
            self._save_to_chosen(lambda path: savefile.write_document(path, saved))

    def _save_to_chosen(self, write: Callable[[Path], Any]) -> None:
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
        self.say(self.tr("Game saved to {path}.").format(path=path))

    @Slot()
    def open_game(self) -> None:
        chosen = self.choose_open_path(self.paths.saves)
        if not chosen:
            return
        try:
            saved = savefile.open_saved_game(Path(chosen))
        except SaveFileError as error:
            self.tell(self.tr("Open game"), self.describe(error), name="openFailed")
            return
        meta = dict(saved.meta)
        meta["id"] = uuid.uuid4().hex  # a copy played on is a game of its own
        saved.meta = meta
        self.load(saved)
        self.say(self.tr("Game opened from {path}.").format(path=chosen))

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

    @Slot()
    def open_history(self) -> None:
        from kosci_gui.gui.history_window import HistoryWindow

        window = self.windows.get("history")
        if window is None:
            window = HistoryWindow(self.history, self.window)
            window.analysisRequested.connect(self.open_analysis_of_stored)
            window.saveRequested.connect(self.save_stored)
            self.windows["history"] = window
        else:
            window.refresh()
        window.show()
        window.raise_()

    @Slot()
    def open_statistics(self) -> None:
        from kosci_gui.gui.stats_window import StatsWindow

        window = self.windows.get("statistics")
        if window is None:
            window = StatsWindow(self.history, self.window)
            self.windows["statistics"] = window
        else:
            window.refresh()
        window.show()
        window.raise_()

    def open_analysis(self, doc: dict[str, Any]) -> QWidget:
        from kosci_gui.gui.analysis_window import AnalysisWindow

        window = AnalysisWindow(doc, self.advise, self.window)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda: self.windows.pop("analysis", None)
                                 if self.windows.get("analysis") is window else None)
        self.windows["analysis"] = window
        window.show()
        return window

    @Slot(int)
    def save_stored(self, game_id: int) -> None:
        """Save a stored game's record as a file (to replay it, or open it to look at)."""
        doc = self.history.record(game_id)
        if doc is not None:
            self._save_to_chosen(lambda path: write_json_atomic(path, doc))

    @Slot(int)
    def open_analysis_of_stored(self, game_id: int) -> None:
        doc = self.history.record(game_id)
        if doc is not None:
            self.open_analysis(doc)

    @Slot()
    def open_analysis_of_game(self) -> None:
        game = self.controller.game
        if game is None or not game.finished:
            return
        saved = self.current()
        if saved is not None:
            self.open_analysis(savefile.build_document(saved))

    def add_end_dialog_buttons(self, dialog: Any) -> None:
        """The end-of-game dialog gets an "Analysis…" button (Kości family)."""
        game = self.controller.game
        if game is None or game.game == "thousand" or all(
                p.is_computer for p in game.players):
            return
        button = QPushButton(self.tr("&Analysis…"))
        button.setObjectName("analysisButton")
        button.clicked.connect(self.open_analysis_of_game)
        dialog.add_button(button)


def install_storage_features(window: Any, paths: StoragePaths | None = None
                             ) -> StorageFeatures:
    """Hook the storage features into the main window (called by the GUI at start-up)."""
    features = StorageFeatures(window, paths)
    window.storage = features
    script = os.environ.get("KOSCI_SCRIPT")
    if script:
        from .script import run_script

        run_script(features, Path(script))
    else:
        QTimer.singleShot(0, features.start)
    return features
