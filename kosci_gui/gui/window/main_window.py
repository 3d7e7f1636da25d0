"""The main window: menus and toolbar, the board of the game being played (or a welcome page),
status-line messages, the dialogs, the saved games and record windows, and the window
geometry remembered across runs.

Modal dialogs run through ``run_dialog`` so tests can answer them. The window shows first:
the controller, the saver and the record windows (and with them the engine, the storage
and SQLite) are made just after the first show, or when first asked for; a game's board the
first time a game of its kind starts; each dialog's module when it first opens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QWidget,
)

from kosci_gui.engine.moves import Bank, Pass, Roll, Write
from kosci_gui.gui.games import describe_game, game_name
from kosci_gui.gui.keeping.warning_bar import StatusLine
from kosci_gui.gui.look.theme import ThemeChoice, apply_theme
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.window.actions import WindowActions
from kosci_gui.gui.window.help_menu import connect_help
from kosci_gui.gui.window.pages import Pages, first_size, scrolling
from kosci_gui.gui.window.welcome_page import WelcomePage
from kosci_gui.gui.words import texts
from kosci_gui.gui.words.access import hide_hidden_widgets
from kosci_gui.gui.words.i18n import install_translators
from kosci_gui.gui.words.retranslating import Retranslating

if TYPE_CHECKING:
    from kosci_gui.gui.keeping.saver import GameSaver
    from kosci_gui.gui.play.controller import GameController
    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.records.record_windows import RecordWindows
    from kosci_gui.gui.table.board import Board
    from kosci_gui.gui.window.across import Across
    from kosci_gui.storage.paths import StoragePaths


#: After the window is exposed, the rest of the app is built this much later (ms): its first
#: frame reaches the screen before the engine, storage and SQLite are loaded.
FIRST_FRAME_MS = 30


class MainWindow(Retranslating, QMainWindow):
    #: The window was shown for the first time (the start-up probe listens).
    firstShown = Signal()

    def __init__(self, settings: Settings, controller: GameController | None = None,
                 parent: QWidget | None = None, *, paths: StoragePaths | None = None) -> None:
        super().__init__(parent)
        hide_hidden_widgets()
        self.setObjectName("mainWindow")
        self.settings = settings
        self._controller = controller
        self._paths = paths
        self._saver: GameSaver | None = None
        self._records: RecordWindows | None = None
        self._across: Across | None = None
        #: False while a scripted run (self-test, demo) wants no end dialog.
        self.show_end_dialog = True
        self._shown_once = False
        self._expose_tries = 0
        self._boards: dict[type[Board], Board] = {}
        self.board: Board | None = None

        self.welcome = WelcomePage(self)
        self.stack = Pages(self)
        self.stack.show_page(scrolling(self.welcome))
        self.setCentralWidget(self.stack)
        self.status_label = StatusLine()
        self.statusBar().addWidget(self.status_label, 1)

        self.commands = WindowActions(self)
        self._connect_actions()
        self.welcome.set_level(settings.quick_level)
        self.welcome.quickStart.connect(self.quick_start)
        self.welcome.levelChanged.connect(self._quick_level_chosen)
        self.welcome.new_button.clicked.connect(self.new_game)
        self.welcome.dailyStart.connect(self.todays_dice)
        self.retranslate_ui()
        self._update_actions()
        self.setMinimumSize(480, 320)
        geometry = settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            screen = self.screen()
            self.resize(first_size(screen.availableGeometry().size() if screen else None))
        if settings.problem:
            self.show_message(self.tr("The settings file could not be read; it was kept as "
                                      "{path} and the defaults are used.").format(
                path=settings.problem))

    @property
    def actions_by_name(self) -> dict[str, QAction]:
        return self.commands.by_name

    # -- the parts made after the first show ---------------------------------------------------

    @property
    def controller(self) -> GameController:
        self._make_core()
        assert self._controller is not None
        return self._controller

    @property
    def saver(self) -> GameSaver:
        self._make_core()
        assert self._saver is not None
        return self._saver

    @property
    def records(self) -> RecordWindows:
        self._make_core()
        assert self._records is not None
        return self._records

    def _make_core(self) -> None:
        """The controller, the saver and the record windows, connected (once)."""
        if self._records is not None:
            return
        from kosci_gui.gui.keeping.saver import GameSaver
        from kosci_gui.gui.play.controller import GameController
        from kosci_gui.gui.records.record_windows import RecordWindows
        from kosci_gui.gui.window.daily_start import follow_daily

        if self._controller is None:
            self._controller = GameController(self.settings, parent=self)
        ctl = self._controller
        self._saver = GameSaver(ctl, self, self, self._paths)
        self._saver.warning_bar.place_in(self)
        from kosci_gui.gui.window.tip_bar import teach_at
        self.coach = teach_at(self, ctl, self.settings, self.commands.teach,
                              self.commands.dismiss_tip, self._focus_table)
        self._records = RecordWindows(self._saver, self)
        ctl.message.connect(self.show_message)
        ctl.announced.connect(self.status_label.announce)
        ctl.gameStarting.connect(self._board_for)
        ctl.gameStarted.connect(self._on_game_started)
        ctl.stateChanged.connect(self._update_actions)
        ctl.gameFinished.connect(self._on_game_finished)
        self._saver.actionsChanged.connect(self._update_actions)
        self._saver.continueOffered.connect(self.welcome.offer)
        self.welcome.continueGame.connect(self._saver.files.continue_latest)
        follow_daily(self.welcome, self._saver)
        # a key or a click ends a moment on show and stops the auto-score's countdown
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self._update_actions()

    def _connect_actions(self) -> None:
        c = self.commands
        for action, slot in (
                (c.new_game, self.new_game), (c.open_game, lambda: self.saver.open_game()),
                (c.save_game_as, lambda: self.saver.save_as()), (c.tables, self.open_room),
                (c.daily, self.todays_dice),
                (c.roll, lambda: self.controller.roll()),
                (c.confirm, lambda: self.controller.confirm()),
                (c.write, lambda: self.controller.write()),
                (c.pass_turn, lambda: self.controller.pass_turn()),
                (c.undo, lambda: self.saver.undo()), (c.quit, self.close),
                (c.hints, self.toggle_hints), (c.chances, self.toggle_chances),
                (c.full_screen, self.toggle_full_screen),
                (c.by_round, self.toggle_by_round),
                (c.history, lambda: self.records.open_history()),
                (c.statistics, lambda: self.records.open_statistics()),
                (c.analysis, lambda: self.records.open_analysis_of_game()),
                (c.settings, self.open_settings)):
            action.triggered.connect(slot)
        connect_help(self, c, lambda dialog: self.run_dialog(dialog), lambda: self.controller.kind)
        for i, action in enumerate(c.hold):
            action.triggered.connect(lambda _=False, i=i: self.controller.toggle_hold(i))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.commands.fit_toolbar(event.size())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # (a key bound to an action, Space included, comes as a ShortcutOverride first)
        kind = event.type()
        if kind in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride,
                    QEvent.Type.MouseButtonPress):
            ctl = self.controller
            if ctl.moment is not None or ctl.autoplay.counting():
                ctl.interrupt()
        if (kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and isinstance(watched, QWidget) and watched.window() is self
                and not self.commands.undo.isEnabled() and self.controller.game is not None
                and QKeySequence(event.keyCombination()) == self.commands.undo.shortcut()):
            self.show_message(self.saver.undo_tip())  # a disabled Ctrl+Z says why
        return False

    def retranslate_ui(self) -> None:
        self.commands.retranslate()
        self.commands.fit_toolbar(self.size())  # (the words' widths change)
        self._update_title()
        self._update_actions()  # (Undo's tooltip says why in words)
        if self._records is not None:
            self.controller.restate()

    def _update_title(self) -> None:
        # Qt adds the application's name ("… — Kości") itself
        game = self._controller.game if self._controller is not None else None
        self.setWindowTitle(game_name(game.game) if game is not None else "")

    # -- the board and the play actions ------------------------------------------------------

    @Slot(str)
    def _board_for(self, kind: str) -> None:
        """The board of the game about to start, made the first time it is needed (the
        tables, their dice and pads are loaded then: not before the window shows)."""
        cls = describe_game(kind).board()
        board = self._boards.get(cls)
        if board is None:
            board = cls(self.controller, self)
            self._boards[cls] = board
        if self.stack.indexOf(board) < 0:
            self.stack.addWidget(board)  # laid out at the stack's size before it is shown
        for kept in self._boards.values():
            kept.set_active(kept is board)
        self.board = board

    @Slot(str)
    def show_message(self, text: str) -> None:
        self.status_label.say(text)  # every change of the game is told in this line

    def _focus_table(self) -> None:
        """The keyboard back on the table (where a turn starts), when one is shown."""
        if self.board is not None and self.stack.currentWidget() is self.board:
            self.board.focus_start()

    @Slot()
    def _on_game_started(self) -> None:
        if self.board is not None:
            self.stack.show_page(self.board)
            self.board.focus_start()
        self._update_title()
        self._update_actions()

    @Slot()
    def _update_actions(self) -> None:
        c = self.commands
        c.hints.setChecked(self.settings.hints)
        c.chances.setChecked(self.settings.show_chances)
        c.by_round.setChecked(self.settings.sheet_by_round)
        if self._records is None:
            for action in (c.roll, *c.hold, c.confirm, c.write, c.pass_turn, c.save_game_as,
                           c.undo, c.analysis):
                action.setEnabled(False)
            return
        game = self.controller.game
        playing = game is not None and not game.finished
        moves = game.MOVES if game is not None else frozenset()
        c.roll.setEnabled(playing and Roll in moves)
        for action in c.hold:
            action.setEnabled(playing and Roll in moves)
        c.confirm.setEnabled(playing and Write in moves)
        c.write.setEnabled(playing and Bank in moves)
        c.pass_turn.setEnabled(playing and Pass in moves)
        c.undo.setText(c.undo_text(writes_turns=Bank in moves))
        c.save_game_as.setEnabled(self.saver.can_save())
        c.undo.setEnabled(self.saver.can_undo())
        c.undo.setToolTip(self.saver.undo_tip())
        c.analysis.setEnabled(self.records.can_analyse_game())

    @Slot()
    def _on_game_finished(self) -> None:
        self._update_actions()
        if self.show_end_dialog:
            QTimer.singleShot(max(300, self.settings.animation_ms), self, self.open_end_dialog)

    # -- dialogs -------------------------------------------------------------------------------

    def run_dialog(self, dialog: QDialog) -> int:
        """Show a modal dialog and return its result (tests replace this)."""
        result = dialog.exec()
        # take the keyboard back: without a window manager nothing returns focus to us, and
        # the game's shortcuts (Space, 1-5) would go nowhere until the next click
        self.activateWindow()
        return result

    @Slot()
    def new_game(self) -> None:
        from kosci_gui.gui.play.game_setup import GameSetup
        from kosci_gui.gui.window.new_game_dialog import NewGameDialog

        if not self.saver.may_replace_game():
            return
        dialog = NewGameDialog(GameSetup.from_json(self.settings.last_new_game()), self,
                               settings=self.settings)
        if self.run_dialog(dialog) == QDialog.DialogCode.Accepted:
            self.start_game(dialog.setup)
        dialog.deleteLater()

    @Slot()
    def todays_dice(self) -> None:
        from kosci_gui.gui.window.daily_start import ask_and_start
        ask_and_start(self, self.run_dialog, self.saver, self.controller, self.welcome.level)

    def start_game(self, setup: GameSetup) -> None:
        self.settings.set_last_new_game(setup.to_json())
        if setup.open_to_others:
            self.across.host(setup)  # (the game starts once the friends sit down)
        else:
            self.controller.start(setup)

    @property
    def across(self) -> Across:
        """Tables across computers: made the first time they are asked for."""
        if self._across is None:
            from kosci_gui.gui.window.across import Across

            self._across = Across(self.controller, self, self.show_message, self.saver.paths.base)
        return self._across

    @Slot()
    def open_room(self) -> None:
        from kosci_gui.gui.play.game_setup import GameSetup

        last = GameSetup.from_json(self.settings.last_new_game())
        human = next((p.name for p in last.players if not p.is_computer), "")
        self.across.open_room(human)

    @Slot(str)
    def _quick_level_chosen(self, level: str) -> None:
        self.settings.quick_level = level
        self.show_message(self.tr("The quick starts play against a computer of strength "
                                  "{level}.").format(level=texts.level_name(level)))

    @Slot(str, str)
    def quick_start(self, game: str, level: str | None = None) -> None:
        """One human against one computer player (of ``level``, else the start page's
        choice), default rules."""
        from kosci_gui.gui.play.game_setup import GameSetup

        last = GameSetup.from_json(self.settings.last_new_game())
        self.start_game(last.quick(game, level or self.welcome.level,
                                   texts.default_name("human"), texts.default_name("computer")))

    @Slot()
    def open_end_dialog(self) -> None:
        self.records.open_end_dialog(self.run_dialog, self.new_game)

    @Slot()
    def open_settings(self) -> None:
        from kosci_gui.gui.window.settings_dialog import SettingsDialog

        before = self.settings.language
        dialog = SettingsDialog(self.settings, self)
        if self.run_dialog(dialog) == QDialog.DialogCode.Accepted:
            if self.settings.language != before:
                self.apply_language()
            apply_theme(ThemeChoice(self.settings.theme))
            self.controller.settings_changed()
            self._update_actions()
        dialog.deleteLater()

    def apply_language(self) -> None:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        install_translators(app, self.settings.language)

    @Slot()
    def toggle_hints(self) -> None:
        self.settings.hints = not self.settings.hints
        self.controller.settings_changed()
        self._update_actions()
        self.show_message(self.tr("Hints on: the best move is marked, and every option's "
                                  "value is in its tooltip (H turns them off).")
                          if self.settings.hints else self.tr("Hints off (H turns them on)."))

    @Slot()
    def toggle_chances(self) -> None:
        self.settings.show_chances = not self.settings.show_chances
        self.controller.settings_changed()
        self._update_actions()
        if not self.settings.show_chances:
            self.show_message(self.tr("Chances to win hidden (C shows them)."))
        elif self.controller.discreet():
            self.show_message(self.tr("Chances to win are not shown while the scorecards are "
                                      "hidden: they would tell what the cards hide."))
        else:
            self.show_message(self.tr("Chances to win shown: each player's chance, worked out "
                                      "after every move (C hides them)."))

    @Slot()
    def toggle_by_round(self) -> None:
        self.settings.sheet_by_round = not self.settings.sheet_by_round
        self.controller.settings_changed()
        self._update_actions()

    @Slot()
    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            if self.board is None:
                self.welcome.focus_first()  # where the player acts: Return starts it
            self.firstShown.emit()
            # the rest of the app, the resume offer and damaged-file reports come once the
            # window is up
            QTimer.singleShot(0, self, self._after_first_show)

    @Slot()
    def _after_first_show(self) -> None:
        handle = self.windowHandle()
        if handle is not None and not handle.isExposed() and self._expose_tries < 40:
            # not on screen yet: the window manager maps it first, then we build the rest
            self._expose_tries += 1
            QTimer.singleShot(15, self, self._after_first_show)
            return
        self.activateWindow()  # (with no window manager Return would not start a card)
        # one more turn of the event loop, so the first frame is painted and flushed
        QTimer.singleShot(FIRST_FRAME_MS, self.saver, self.saver.start)
        QTimer.singleShot(FIRST_FRAME_MS, self, self.offer_held_seat)

    @Slot()
    def offer_held_seat(self) -> None:
        """A seat at another computer's table, held when the app closed, is offered back
        (the network's modules load only then)."""
        from kosci_gui.storage import table_seat

        if table_seat.held(self.saver.paths.base) is not None:
            self.across.offer_held_seat(self.run_dialog)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        if self._records is not None:
            self.controller.stop()
            self.saver.close()
        if self._across is not None:
            self._across.leave()  # (the app's own server listens only while a table is open)
        super().closeEvent(event)
