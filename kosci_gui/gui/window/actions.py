"""Every action of the main window — with its shortcut, icon and text —, the menus and the
toolbar they sit in. The main window connects them to its slots; nothing else adds to or
rearranges these menus."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QStyle, QToolBar

from kosci_gui.engine.dice import DICE
from kosci_gui.gui.words.access import name_toolbar_parts

StandardKey = QKeySequence.StandardKey
Pixmap = QStyle.StandardPixmap

#: Keys for the standard actions on platforms that define none (Qt's list is empty there).
FALLBACK_KEYS = {StandardKey.Quit: "Ctrl+Q", StandardKey.FullScreen: "F11",
                 StandardKey.HelpContents: "F1", StandardKey.SaveAs: "Ctrl+Shift+S"}
#: A window lower than this (logical pixels: 200 % on a 1280×800 screen leaves 400) has the
#: toolbar's small icons.
SHORT_WINDOW = 480


class MainToolBar(QToolBar):
    """The window's toolbar (a class of ours: its accessible lists only the parts shown,
    :func:`~kosci_gui.gui.words.access.hide_hidden_widgets`)."""


class WindowActions(QObject):
    """The main window's actions by name, its menus (Game, View, Settings, Help) and toolbar."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.by_name: dict[str, QAction] = {}
        make = self._make
        self.new_game = make("new_game", StandardKey.New, Pixmap.SP_FileIcon, "document-new")
        self.open_game = make("open_game", StandardKey.Open)
        self.save_game_as = make("save_game_as", StandardKey.SaveAs)
        self.tables = make("tables", "Ctrl+J")
        self.daily = make("daily", "Ctrl+D")
        self.roll = make("roll", "Space")
        self.hold = [make(f"hold_{i + 1}", str(i + 1)) for i in range(DICE)]
        self.confirm = make("confirm", "Ctrl+Return")
        self.write = make("write", "W")
        self.pass_turn = make("pass", "P")
        self.undo = make("undo", StandardKey.Undo, Pixmap.SP_ArrowBack, "edit-undo")
        self.quit = make("quit", StandardKey.Quit, Pixmap.SP_DialogCloseButton,
                         "application-exit")
        self.hints = make("hints", "H", Pixmap.SP_MessageBoxQuestion, "help-hint")
        self.hints.setCheckable(True)
        self.chances = make("chances", "C")
        self.chances.setCheckable(True)
        self.full_screen = make("full_screen", StandardKey.FullScreen)
        self.by_round = make("by_round", "Ctrl+R")
        self.by_round.setCheckable(True)
        self.history = make("history", "Ctrl+H")
        self.statistics = make("statistics", "Ctrl+T")
        self.analysis = make("analysis", "Ctrl+Shift+A")
        self.settings = make("settings", "Ctrl+,", Pixmap.SP_FileDialogDetailedView,
                             "preferences-system")
        self.rules = make("rules", StandardKey.HelpContents, Pixmap.SP_FileDialogContentsView,
                          "help-contents")
        self.teach = make("teach")
        self.teach.setCheckable(True)  # checked while the game on the table teaches
        self.about = make("about", None, Pixmap.SP_MessageBoxInformation, "help-about")
        self.shortcuts = make("shortcuts", "Ctrl+?", Pixmap.SP_DialogHelpButton,
                              "help-keyboard-shortcuts")

        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.settings_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        game = self.game_menu
        game.addActions([self.new_game, self.daily, self.open_game, self.save_game_as,
                         self.tables])
        game.addSeparator()
        game.addAction(self.roll)
        self.hold_menu: QMenu = game.addMenu("")
        self.hold_menu.addActions(self.hold)
        game.addActions([self.confirm, self.write, self.pass_turn])
        game.addSeparator()
        game.addAction(self.undo)
        game.addSeparator()
        game.addAction(self.quit)
        game.setToolTipsVisible(True)  # a greyed Undo says why
        self.view_menu.addActions([self.hints, self.chances, self.by_round, self.full_screen])
        self.view_menu.addSeparator()
        self.view_menu.addActions([self.history, self.statistics, self.analysis])
        self.settings_menu.addAction(self.settings)
        self.help_menu.addActions([self.rules, self.teach, self.shortcuts, self.about])

        self.toolbar = MainToolBar(window)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.setMovable(False)
        self.toolbar.addActions([self.new_game, self.undo, self.hints, self.rules,
                                 self.settings])
        window.addToolBar(self.toolbar)
        self.retranslate()

    def _make(self, name: str, shortcut: QKeySequence.StandardKey | str | None = None,
              icon: QStyle.StandardPixmap | None = None, theme: str = "") -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcut is not None:
            keys = QKeySequence(shortcut)
            if keys.isEmpty() and isinstance(shortcut, QKeySequence.StandardKey):
                keys = QKeySequence(FALLBACK_KEYS.get(shortcut, ""))
            action.setShortcut(keys)
        if icon is not None:
            action.setIcon(QIcon.fromTheme(theme, self.window.style().standardIcon(icon)))
        # on the window itself, so the shortcuts work while the toolbar or menus are hidden
        self.window.addAction(action)
        self.by_name[name] = action
        return action

    def fit_toolbar(self, room: QSize) -> None:
        """Short of room (large text, a small screen) the toolbar drops to its icons, their
        words in the tooltips and the accessible names; small icons in a short window."""
        bar = self.toolbar
        short = room.height() < SHORT_WINDOW
        size = bar.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize if short
                                       else QStyle.PixelMetric.PM_ToolBarIconSize, None, bar)
        if bar.iconSize() != QSize(size, size):
            bar.setIconSize(QSize(size, size))
        fm = bar.fontMetrics()
        words = sum(size + fm.horizontalAdvance(a.iconText()) + 3 * fm.averageCharWidth() + 8
                    for a in bar.actions())
        style = (Qt.ToolButtonStyle.ToolButtonTextBesideIcon if words <= room.width()
                 else Qt.ToolButtonStyle.ToolButtonIconOnly)
        if bar.toolButtonStyle() != style:
            bar.setToolButtonStyle(style)

    def undo_text(self, writes_turns: bool = False) -> str:
        """Undo's words for the game: a box (the Kości family) or a write (a game whose turn
        ends by writing its points, Thousand)."""
        return self.tr("&Undo last write") if writes_turns else self.tr("&Undo last box")

    def retranslate(self) -> None:
        name_toolbar_parts(self.toolbar)
        for menu, title in ((self.game_menu, self.tr("&Game")), (self.view_menu, self.tr("&View")),
                            (self.settings_menu, self.tr("&Settings")),
                            (self.help_menu, self.tr("&Help")),
                            (self.hold_menu, self.tr("&Hold die"))):
            menu.setTitle(title)
        texts = {
            self.new_game: self.tr("&New game…"), self.open_game: self.tr("&Open game…"),
            self.save_game_as: self.tr("Save game &as…"), self.roll: self.tr("&Roll"),
            self.tables: self.tr("&Tables across computers…"),
            self.daily: self.tr("To&day's dice…"),
            self.confirm: self.tr("&Confirm move"), self.write: self.tr("&Write (Thousand)"),
            self.pass_turn: self.tr("&Pass (Thousand)"), self.undo: self.undo_text(),
            self.quit: self.tr("&Quit"), self.hints: self.tr("&Hints"),
            self.chances: self.tr("&Chances to win"),
            self.full_screen: self.tr("&Full screen"), self.history: self.tr("&History…"),
            self.by_round: self.tr("Thousand sheet by &rounds"),
            self.statistics: self.tr("S&tatistics…"),
            self.analysis: self.tr("&Analysis of this game…"),
            self.settings: self.tr("&Settings…"), self.rules: self.tr("&Rules"),
            self.shortcuts: self.tr("&Keyboard shortcuts"),
            self.about: self.tr("&About Kości"),
            self.teach: self.tr("&Teach me while I play"),
        }
        for action, text in texts.items():
            action.setText(text)
        for i, action in enumerate(self.hold):
            action.setText(self.tr("Die &{n}").format(n=i + 1))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
