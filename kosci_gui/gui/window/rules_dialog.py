"""The rules of each game in the player's language (help pages from kosci_gui/assets/help), and
the About box."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, QUrl
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from kosci_gui import __version__
from kosci_gui.gui import games
from kosci_gui.gui.games import describe_game
from kosci_gui.gui.look.room import fitted_size
from kosci_gui.gui.words.i18n import current_language
from kosci_gui.resources import resource_path


def help_file(language: str, game: str) -> Path | None:
    """The rules page of ``game`` in ``language`` (English when missing), or None."""
    page = describe_game(game).help_page
    for lang in (language, "en"):
        path = resource_path("help", lang, page)
        if path.is_file():
            return path
    return None


class RulesDialog(QDialog):
    def __init__(self, game: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(self.tr("Rules"))
        self.games = QComboBox()
        for ui in games.GAMES:
            self.games.addItem(ui.name(), ui.key)
        self.games.setCurrentIndex(max(0, self.games.findData(game)))
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setAccessibleName(self.tr("Rules"))
        self.browser.setOpenExternalLinks(True)
        # the text does not touch the frame
        self.browser.document().setDocumentMargin(12)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.games)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.games.currentIndexChanged.connect(self.show_game)
        self.show_game()
        self.resize(fitted_size(self, QSize(640, 560)))

    def show_game(self) -> None:
        game = self.games.currentData()
        path = help_file(current_language(), game)
        if path is None:
            self.browser.setPlainText(describe_game(game).description())
            return
        self.browser.setSearchPaths([str(path.parent)])
        self.browser.setSource(QUrl.fromLocalFile(str(path)))


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Kości"))
        label = QLabel(self.tr(
            "<h2>Kości {version}</h2><p>Dice games of the Yahtzee family and Thousand, "
            "with computer players and hints.</p><p>Classic, triple and full Kości, and "
            "Thousand — for one to six players at one screen.</p>").format(version=__version__))
        label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(buttons)
