"""The main window: menus and toolbar, the board of the game being played (or a welcome page),
status-line messages, the dialogs, and the window geometry remembered across runs.

Other parts add their own actions with ``add_action(menu_key, action)`` (menus: game, view,
settings, help). Modal dialogs run through ``run_dialog`` so tests can answer them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QStyle,
    QToolBar,
    QWidget,
)

from kosci_gui.engine.game import Player
from kosci_gui.engine.rules import PLAYER_RANGE

from . import texts
from .computer import default_level
from .controller import GameController
from .end_dialog import EndDialog
from .game_setup import GameSetup
from .kosci_board import KosciBoard
from .new_game_dialog import NewGameDialog
from .rules_dialog import AboutDialog, RulesDialog
from .settings import Settings
from .settings_dialog import SettingsDialog
from .thousand_board import ThousandBoard
from .welcome_page import WelcomePage


class MainWindow(QMainWindow):
    #: The window was shown for the first time (the start-up probe listens).
    firstShown = Signal()

    def __init__(self, settings: Settings, controller: GameController | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.controller = controller or GameController(settings, parent=self)
        self.menus: dict[str, QMenu] = {}
        self.actions_by_name: dict[str, QAction] = {}
        #: Called with the end dialog before it is shown (e.g. to add the analysis button).
        self.end_dialog_hooks: list[Callable[[EndDialog], None]] = []
        #: False while a scripted run (self-test, demo) wants no end dialog.
        self.show_end_dialog = True
        self._shown_once = False

        self.welcome = WelcomePage(self)
        self.kosci_board = KosciBoard(self.controller, self)
        self.thousand_board = ThousandBoard(self.controller, self)
        self.stack = QStackedWidget(self)
        for page in (self.welcome, self.kosci_board, self.thousand_board):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)
        self.status_label = QLabel()
        self.status_label.setObjectName("statusMessage")
        self.status_label.setWordWrap(True)
        self.statusBar().addWidget(self.status_label, 1)

        self._build_actions()
        self.welcome.quickStart.connect(self.quick_start)
        self.welcome.new_button.clicked.connect(self.new_game)
        ctl = self.controller
        ctl.message.connect(self.show_message)
        ctl.gameStarted.connect(self._on_game_started)
        ctl.stateChanged.connect(self._update_actions)
        ctl.gameFinished.connect(self._on_game_finished)
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

    # -- actions, menus, toolbar -------------------------------------------------------------

    def _action(self, name: str, slot: Callable[[], None], shortcut: QKeySequence | str | None,
                icon: QStyle.StandardPixmap | None = None, theme: str = "") -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(QIcon.fromTheme(theme, self.style().standardIcon(icon)))
        action.triggered.connect(slot)
        self.addAction(action)
        self.actions_by_name[name] = action
        return action

    def _build_actions(self) -> None:
        sp = QStyle.StandardPixmap
        a = self._action
        a("new_game", self.new_game, QKeySequence.StandardKey.New, sp.SP_FileIcon,
          "document-new")
        a("roll", self.roll, "Space")
        for i in range(5):
            a(f"hold_{i + 1}", lambda _=False, i=i: self.toggle_die(i), str(i + 1))
        a("confirm", self.controller.confirm, "Ctrl+Return")
        a("write", self.thousand_board.write, "W")
        a("pass", self.thousand_board.pass_turn, "P")
        a("quit", self.close, QKeySequence.StandardKey.Quit, sp.SP_DialogCloseButton,
          "application-exit")
        a("settings", self.open_settings, "Ctrl+,", sp.SP_FileDialogDetailedView,
          "preferences-system")
        a("hints", self.toggle_hints, "H").setCheckable(True)
        a("full_screen", self.toggle_full_screen, QKeySequence.StandardKey.FullScreen)
        a("rules", self.open_rules, QKeySequence.StandardKey.HelpContents,
          sp.SP_FileDialogContentsView, "help-contents")
        a("about", self.open_about, None, sp.SP_MessageBoxInformation, "help-about")
        names = self.actions_by_name
        bar = self.menuBar()
        for key in ("game", "view", "settings", "help"):
            self.menus[key] = bar.addMenu("")
        game = self.menus["game"]
        game.addAction(names["new_game"])
        game.addSeparator()
        game.addAction(names["roll"])
        hold = game.addMenu("")
        self.hold_menu = hold
        for i in range(5):
            hold.addAction(names[f"hold_{i + 1}"])
        for key in ("confirm", "write", "pass"):
            game.addAction(names[key])
        game.addSeparator()
        game.addAction(names["quit"])
        self.menus["view"].addAction(names["hints"])
        self.menus["view"].addAction(names["full_screen"])
        self.menus["settings"].addAction(names["settings"])
        self.menus["help"].addAction(names["rules"])
        self.menus["help"].addAction(names["about"])
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.setMovable(False)
        for key in ("new_game", "settings", "rules", "about", "quit"):
            self.toolbar.addAction(names[key])
        self.addToolBar(self.toolbar)

    def add_action(self, menu_key: str, action: QAction) -> None:
        """Add ``action`` to a menu (game, view, settings, help; a new key makes a new menu)."""
        menu = self.menus.get(menu_key)
        if menu is None:
            menu = QMenu(menu_key, self)
            self.menuBar().insertMenu(self.menus["help"].menuAction(), menu)
            self.menus[menu_key] = menu
        menu.addAction(action)
        self.addAction(action)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        titles = {"game": self.tr("&Game"), "view": self.tr("&View"),
                  "settings": self.tr("&Settings"), "help": self.tr("&Help")}
        for key, title in titles.items():
            self.menus[key].setTitle(title)
        self.hold_menu.setTitle(self.tr("&Hold die"))
        labels = {
            "new_game": self.tr("&New game…"), "roll": self.tr("&Roll"),
            "confirm": self.tr("&Confirm move"), "write": self.tr("&Write (Thousand)"),
            "pass": self.tr("&Pass (Thousand)"), "quit": self.tr("&Quit"),
            "settings": self.tr("&Settings…"), "hints": self.tr("&Hints"),
            "full_screen": self.tr("&Full screen"), "rules": self.tr("&Rules"),
            "about": self.tr("&About Kości"),
        }
        for key, text in labels.items():
            self.actions_by_name[key].setText(text)
        for i in range(5):
            self.actions_by_name[f"hold_{i + 1}"].setText(self.tr("Die &{n}").format(n=i + 1))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self._update_title()
        self.controller.restate()

    def _update_title(self) -> None:
        game = self.controller.game
        if game is None:
            self.setWindowTitle(self.tr("Kości"))
        else:
            self.setWindowTitle(self.tr("Kości — {game}").format(game=texts.game_name(game.game)))

    # -- playing -----------------------------------------------------------------------------

    @Slot()
    def roll(self) -> None:
        if self.controller.kind == "thousand":
            self.thousand_board.roll()
        else:
            self.controller.roll()

    def toggle_die(self, index: int) -> None:
        if self.controller.kind == "thousand":
            self.thousand_board.toggle_die(index)
        else:
            self.controller.toggle_hold(index)

    @Slot(str)
    def show_message(self, text: str) -> None:
        self.status_label.setText(text)

    @Slot()
    def _on_game_started(self) -> None:
        board = self.thousand_board if self.controller.kind == "thousand" else self.kosci_board
        self.stack.setCurrentWidget(board)
        self._update_title()
        self._update_actions()
        if self.controller.kind == "thousand":
            self.thousand_board.roll_button.setFocus()
        else:
            self.kosci_board.scorecard.setFocus()

    @Slot()
    def _update_actions(self) -> None:
        kind = self.controller.kind
        playing = self.controller.game is not None and not self.controller.game.finished
        names = self.actions_by_name
        names["roll"].setEnabled(playing)
        for i in range(5):
            names[f"hold_{i + 1}"].setEnabled(playing)
        names["confirm"].setEnabled(playing and kind != "thousand")
        names["write"].setEnabled(playing and kind == "thousand")
        names["pass"].setEnabled(playing and kind == "thousand")
        names["hints"].setChecked(self.settings.hints)

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
        players = [Player(name, "human"),
                   Player(self.tr("Computer"), "computer", default_level())]
        if players[0].name == players[1].name:
            players[0] = Player(self.tr("Player"), "human")
        low, _high = PLAYER_RANGE[game]
        self.start_game(GameSetup(game=game, players=players[:max(low, 2)]))

    @Slot()
    def open_end_dialog(self) -> None:
        game = self.controller.game
        if game is None or not game.finished:
            return
        dialog = EndDialog(game, self)
        for hook in self.end_dialog_hooks:
            hook(dialog)
        result = self.run_dialog(dialog)
        dialog.deleteLater()
        if result == EndDialog.NEW_GAME:
            self.new_game()

    @Slot()
    def open_settings(self) -> None:
        before = self.settings.language
        dialog = SettingsDialog(self.settings, self)
        if self.run_dialog(dialog) == QDialog.DialogCode.Accepted:
            if self.settings.language != before:
                self.apply_language()
            self.controller.settings_changed()
            self.kosci_board.update_state()
            self._update_actions()
        dialog.deleteLater()

    def apply_language(self) -> None:
        try:
            from .i18n import install_translators
        except ImportError:
            return
        from PySide6.QtWidgets import QApplication
        install_translators(QApplication.instance(), self.settings.language)

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

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        self.controller.stop()
        super().closeEvent(event)
