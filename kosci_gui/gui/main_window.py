"""The main window: menus and toolbar, the board of the game being played (or a welcome page),
status-line messages, the dialogs, the saved games and record windows, and the window
geometry remembered across runs.

Modal dialogs run through ``run_dialog`` so tests can answer them. A game's board is made the
first time a game of its kind starts, so the window shows before any board exists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QWidget,
)

from kosci_gui.engine.game import Player, PlayerType
from kosci_gui.engine.rules import PLAYER_RANGE
from kosci_gui.storage.paths import StoragePaths

from . import texts
from .actions import WindowActions
from .computer import DEFAULT_LEVEL
from .controller import GameController
from .end_dialog import EndDialog
from .game_setup import GameSetup
from .i18n import install_translators
from .new_game_dialog import NewGameDialog
from .record_windows import RecordWindows
from .rules_dialog import AboutDialog, RulesDialog
from .saver import GameSaver
from .settings import Settings
from .settings_dialog import SettingsDialog
from .theme import ThemeChoice, apply_theme
from .welcome_page import WelcomePage

if TYPE_CHECKING:
    from .board import Board


class MainWindow(QMainWindow):
    #: The window was shown for the first time (the start-up probe listens).
    firstShown = Signal()

    def __init__(self, settings: Settings, controller: GameController | None = None,
                 parent: QWidget | None = None, *, paths: StoragePaths | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.controller = controller or GameController(settings, parent=self)
        #: False while a scripted run (self-test, demo) wants no end dialog.
        self.show_end_dialog = True
        self._shown_once = False
        self._boards: dict[type[Board], Board] = {}
        self.board: Board | None = None

        self.welcome = WelcomePage(self)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self.status_label = QLabel()
        self.status_label.setObjectName("statusMessage")
        self.status_label.setWordWrap(True)
        self.statusBar().addWidget(self.status_label, 1)

        self.saver = GameSaver(self.controller, self, self, paths)
        self.records = RecordWindows(self.saver, self)
        self.commands = WindowActions(self)
        self._connect_actions()
        self.welcome.quickStart.connect(self.quick_start)
        self.welcome.new_button.clicked.connect(self.new_game)
        ctl = self.controller
        ctl.message.connect(self.show_message)
        ctl.gameStarting.connect(self._board_for)
        ctl.gameStarted.connect(self._on_game_started)
        ctl.stateChanged.connect(self._update_actions)
        ctl.gameFinished.connect(self._on_game_finished)
        self.saver.actionsChanged.connect(self._update_actions)
        self.retranslate_ui()
        self._update_actions()
        self.setMinimumSize(760, 500)
        geometry = settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(self._first_size())
        if settings.problem:
            self.show_message(self.tr("The settings file could not be read; it was kept as "
                                      "{path} and the defaults are used.").format(
                path=settings.problem))

    def _first_size(self) -> QSize:
        """1024×700, or more on a big screen (four fifths of it), never more than the screen."""
        screen = self.screen().availableGeometry() if self.screen() else None
        if screen is None:
            return QSize(1024, 700)
        wanted = QSize(max(1024, screen.width() * 4 // 5), max(700, screen.height() * 4 // 5))
        return wanted.boundedTo(screen.size())

    @property
    def actions_by_name(self) -> dict[str, QAction]:
        return self.commands.by_name

    def _connect_actions(self) -> None:
        c = self.commands
        saver, records = self.saver, self.records
        for action, slot in (
                (c.new_game, self.new_game), (c.open_game, saver.open_game),
                (c.save_game_as, saver.save_as), (c.roll, self.roll),
                (c.confirm, self.confirm), (c.write, self.write), (c.pass_turn, self.pass_turn),
                (c.undo, saver.undo), (c.quit, self.close), (c.hints, self.toggle_hints),
                (c.full_screen, self.toggle_full_screen), (c.history, records.open_history),
                (c.statistics, records.open_statistics),
                (c.analysis, records.open_analysis_of_game), (c.settings, self.open_settings),
                (c.rules, self.open_rules), (c.about, self.open_about)):
            action.triggered.connect(slot)
        for i, action in enumerate(c.hold):
            action.triggered.connect(lambda _=False, i=i: self.toggle_die(i))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.commands.retranslate()
        self._update_title()
        self.controller.restate()

    def _update_title(self) -> None:
        game = self.controller.game
        if game is None:
            self.setWindowTitle(self.tr("Kości"))
        else:
            self.setWindowTitle(self.tr("Kości — {game}").format(game=texts.game_name(game.game)))

    # -- the board and the play actions ------------------------------------------------------

    @Slot(str)
    def _board_for(self, kind: str) -> None:
        """The board of the game about to start, made the first time it is needed (the
        tables, their dice and pads are loaded then: not before the window shows)."""
        from .board import board_class

        cls = board_class(kind)
        board = self._boards.get(cls)
        if board is None:
            board = cls(self.controller, self)
            self._boards[cls] = board
            self.stack.addWidget(board)
        self.board = board

    @Slot()
    def roll(self) -> None:
        if self.board is not None:
            self.board.roll()

    def toggle_die(self, index: int) -> None:
        if self.board is not None:
            self.board.toggle_die(index)

    @Slot()
    def confirm(self) -> None:
        if self.board is not None:
            self.board.confirm()

    @Slot()
    def write(self) -> None:
        if self.board is not None:
            self.board.write()

    @Slot()
    def pass_turn(self) -> None:
        if self.board is not None:
            self.board.pass_turn()

    @Slot(str)
    def show_message(self, text: str) -> None:
        self.status_label.setText(text)

    @Slot()
    def _on_game_started(self) -> None:
        if self.board is not None:
            self.stack.setCurrentWidget(self.board)
            self.board.focus_start()
        self._update_title()
        self._update_actions()

    @Slot()
    def _update_actions(self) -> None:
        c = self.commands
        game = self.controller.game
        playing = game is not None and not game.finished
        offered = self.board.PLAY_ACTIONS if self.board is not None else frozenset()
        c.roll.setEnabled(playing and "roll" in offered)
        for action in c.hold:
            action.setEnabled(playing and "hold" in offered)
        c.confirm.setEnabled(playing and "confirm" in offered)
        c.write.setEnabled(playing and "write" in offered)
        c.pass_turn.setEnabled(playing and "pass" in offered)
        c.hints.setChecked(self.settings.hints)
        c.save_game_as.setEnabled(self.saver.can_save())
        c.undo.setEnabled(self.saver.can_undo())
        c.analysis.setEnabled(self.records.can_analyse_game())

    @Slot()
    def _on_game_finished(self) -> None:
        self._update_actions()
        if self.show_end_dialog:
            QTimer.singleShot(max(300, self.settings.animation_ms), self.open_end_dialog)

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
        dialog = NewGameDialog(GameSetup.from_json(self.settings.last_new_game()), self)
        if self.run_dialog(dialog) == QDialog.DialogCode.Accepted:
            self.start_game(dialog.setup)
        dialog.deleteLater()

    def start_game(self, setup: GameSetup) -> None:
        self.settings.set_last_new_game(setup.to_json())
        self.controller.start(setup)

    @Slot(str)
    def quick_start(self, game: str) -> None:
        """One human against one computer player, default rules."""
        last = GameSetup.from_json(self.settings.last_new_game())
        human = next((p for p in last.players if not p.is_computer), None)
        name = human.name if human else self.tr("Player")
        players = [Player(name, PlayerType.HUMAN),
                   Player(self.tr("Computer"), PlayerType.COMPUTER, DEFAULT_LEVEL)]
        if players[0].name == players[1].name:
            players[0] = Player(self.tr("Player"), PlayerType.HUMAN)
        low, _high = PLAYER_RANGE[game]
        self.start_game(GameSetup(game=game, players=players[:max(low, 2)]))

    @Slot()
    def open_end_dialog(self) -> None:
        game = self.controller.game
        if game is None or not game.finished:
            return
        dialog = EndDialog(game, self)
        if self.records.can_analyse_game():
            button = QPushButton(self.tr("&Analysis…"))
            button.setObjectName("analysisButton")
            # the end dialog closes first: a modal dialog left behind would hold the input
            button.clicked.connect(lambda: dialog.done(EndDialog.ANALYSIS))
            dialog.add_button(button)
        result = self.run_dialog(dialog)
        dialog.deleteLater()
        if result == EndDialog.NEW_GAME:
            self.new_game()
        elif result == EndDialog.ANALYSIS:
            self.records.open_analysis_of_game()

    @Slot()
    def open_settings(self) -> None:
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

    @Slot()
    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    @Slot()
    def open_rules(self) -> None:
        dialog = RulesDialog(self.controller.kind or "classic", self)
        self.run_dialog(dialog)
        dialog.deleteLater()

    @Slot()
    def open_about(self) -> None:
        dialog = AboutDialog(self)
        self.run_dialog(dialog)
        dialog.deleteLater()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.firstShown.emit()
            # the resume offer and damaged-file reports come once the window is up
            QTimer.singleShot(0, self.saver.start)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        self.controller.stop()
        self.saver.close()
        super().closeEvent(event)
