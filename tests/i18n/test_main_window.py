"""The main window and its dialogs in Polish and Russian show none of the English source
strings of the catalogue — also after a switch of language while the window is open."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from gui.helpers import until_idle
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from kosci_gui import i18n_build
from kosci_gui.engine.game import Player
from kosci_gui.gui.play.game_setup import GameSetup

main_window = pytest.importorskip("kosci_gui.gui.window.main_window")

PLACEHOLDER = re.compile(r"\{[a-z_]+(?::[^}]*)?\}")
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
         Qt.ItemDataRole.AccessibleTextRole)


def _catalogue(language: str) -> dict[tuple[str, str], list[str]]:
    root = ET.parse(i18n_build.ts_path(language)).getroot()
    out = {}
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")]
            out[(context.findtext("name"), message.findtext("source"))] = (
                forms or [translation.text or ""])
    return out


def english_patterns(language: str) -> list[tuple[str, re.Pattern[str]]]:
    """The English source strings that must not show in ``language``: those translated
    differently, and not themselves a translation of something else (Polish "Full")."""
    catalogue = _catalogue(language)
    translated = {text.replace("&", "") for forms in catalogue.values() for text in forms}
    patterns = []
    for (_context, source), forms in catalogue.items():
        plain = source.replace("&", "")
        if plain in translated or all(f.replace("&", "") == plain for f in forms):
            continue
        literal = PLACEHOLDER.split(plain)
        if sum(c.isalpha() for c in "".join(literal)) < 2:
            continue
        if "%n" in plain:
            literal = [part for piece in literal for part in piece.split("%n")]
            regex = r"(?:\d+|.+?)".join(re.escape(p) for p in literal)
        else:
            regex = "(?:.+?)".join(re.escape(p) for p in literal)
        patterns.append((source, re.compile(regex, re.DOTALL)))
    return patterns


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return text


def shown_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every text a player can see or hear in ``root`` and its children."""
    found: list[tuple[str, str]] = []

    def add(where: str, text: str | None) -> None:
        if text:
            found.append((where, text))

    for widget in [root, *root.findChildren(QWidget)]:
        name = f"{type(widget).__name__}:{widget.objectName()}"
        if widget.isWindow():
            add(name + ".windowTitle", widget.windowTitle())
        add(name + ".toolTip", widget.toolTip())
        add(name + ".accessibleName", widget.accessibleName())
        add(name + ".accessibleDescription", widget.accessibleDescription())
        add(name + ".statusTip", widget.statusTip())
        if isinstance(widget, QLabel):
            add(name + ".text", widget.text())
        if isinstance(widget, QAbstractButton):
            add(name + ".text", widget.text())
        if isinstance(widget, QGroupBox):
            add(name + ".title", widget.title())
        if isinstance(widget, QMenu):
            add(name + ".title", widget.title())
        if isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                add(f"{name}.tab{i}", widget.tabText(i))
                add(f"{name}.tabToolTip{i}", widget.tabToolTip(i))
        if isinstance(widget, QComboBox):
            for i in range(widget.count()):
                add(f"{name}.item{i}", widget.itemText(i))
        if isinstance(widget, QLineEdit):
            add(name + ".placeholder", widget.placeholderText())
        if isinstance(widget, QSpinBox):
            add(name + ".suffix", widget.suffix().strip())
            add(name + ".prefix", widget.prefix().strip())
            add(name + ".special", widget.specialValueText())
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            rows, columns = model.rowCount(), model.columnCount()
            for orientation, count in ((Qt.Orientation.Horizontal, columns),
                                       (Qt.Orientation.Vertical, rows)):
                for section in range(count):
                    for role in ROLES:
                        value = model.headerData(section, orientation, role)
                        add(f"{name}.header{section}", value if isinstance(value, str) else "")
            for row in range(rows):
                for column in range(columns):
                    index = model.index(row, column)
                    for role in ROLES:
                        value = model.data(index, role)
                        add(f"{name}[{row},{column}]", value if isinstance(value, str) else "")
    for action in root.findChildren(QAction):
        where = f"QAction:{action.objectName()}"
        add(where + ".text", action.text())
        add(where + ".toolTip", action.toolTip())
        add(where + ".statusTip", action.statusTip())
    return found


def untranslated(root: QWidget, language: str) -> list[str]:
    patterns = english_patterns(language)
    problems = []
    for where, text in shown_texts(root):
        candidates = {text, text.replace("&", ""), _plain(text).strip()}
        candidates |= {line.strip() for c in list(candidates) for line in c.split("\n")}
        for source, pattern in patterns:
            if any(c and pattern.fullmatch(c) for c in candidates):
                problems.append(f"{where}: {text!r} (source {source!r})")
                break
    return problems


@pytest.fixture
def make_window(qtbot, tmp_path):
    from kosci_gui.gui.play.controller import GameController
    from kosci_gui.gui.settings import Settings

    windows = []

    def make():
        settings = Settings(QSettings(str(tmp_path / f"i18n-{len(windows)}.ini"),
                                      QSettings.Format.IniFormat))
        settings.animation_ms = 0
        settings.computer_ms = 0
        settings.auto_score_seconds = 0
        settings.moment_ms = 0
        settings.show_chances = False
        controller = GameController(settings)
        window = main_window.MainWindow(settings, controller)
        controller.setParent(window)
        window.dialogs = []
        window.run_dialog = lambda dialog: (window.dialogs.append(dialog),
                                            QDialog.DialogCode.Rejected)[1]
        qtbot.addWidget(window)
        window.resize(1024, 700)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.stop()


HUMANS = [Player("Ala", "human"), Player("Olek", "human")]


def _play_to_the_end(game) -> None:
    while not game.finished:
        game.roll()
        option = game.allowed_options()[0]
        game.score(option.box, option.column)


def history_windows(parent, finished) -> list[QWidget]:
    """The history and statistics windows over an in-memory history of one game."""
    from kosci_gui.engine.record import to_record
    from kosci_gui.gui.records.history_window import HistoryWindow
    from kosci_gui.gui.records.stats_window import StatsWindow
    from kosci_gui.storage.history import HistoryDB

    db = HistoryDB(None)
    db.add_game(to_record(finished), finished)
    windows = [HistoryWindow(db, parent), StatsWindow(db, parent)]
    for tabs in windows[1].findChildren(QTabWidget):
        tabs.setCurrentIndex(tabs.count() - 1)
    return windows


def check_every_screen(window, language: str) -> list[str]:
    """Walk the welcome page, both boards in play, the menus and the dialogs."""
    problems = untranslated(window, language)
    for game in ("classic", "triple", "full", "thousand"):
        window.start_game(GameSetup(game=game, players=list(HUMANS), seed=5))
        until_idle()
        problems += untranslated(window, language)
        window.controller.roll()
        until_idle()
        problems += untranslated(window, language)
    from kosci_gui.gui.records.end_dialog import EndDialog
    from kosci_gui.gui.window.new_game_dialog import NewGameDialog
    from kosci_gui.gui.window.rules_dialog import AboutDialog, RulesDialog
    from kosci_gui.gui.window.settings_dialog import SettingsDialog

    finished = GameSetup(game="classic", players=list(HUMANS), seed=2).build()
    _play_to_the_end(finished)
    dialogs = [NewGameDialog(GameSetup(players=list(HUMANS)), window),
               SettingsDialog(window.settings, window), RulesDialog("thousand", window),
               AboutDialog(window), EndDialog(finished, window)]
    dialogs += history_windows(window, finished)
    for dialog in dialogs:
        problems += untranslated(dialog, language)
        if isinstance(dialog, NewGameDialog):
            for game in ("thousand", "full"):
                combo = next(c for c in dialog.findChildren(QComboBox) if c.findData(game) >= 0)
                combo.setCurrentIndex(combo.findData(game))
                problems += untranslated(dialog, language)
        dialog.deleteLater()
    return problems


@pytest.mark.slow
@pytest.mark.parametrize("language", ["pl", "ru"])
def test_no_english_left_in_the_main_window(use_language, make_window, language):
    use_language(language)
    window = make_window()
    assert window.menuBar().actions(), "the window has its menus"
    problems = check_every_screen(window, language)
    assert not problems, "\n".join(sorted(set(problems)))


@pytest.mark.parametrize("language", [pytest.param("pl", marks=pytest.mark.slow), "ru"])
def test_switching_language_retranslates_the_open_window(use_language, make_window, qtbot,
                                                         language):
    use_language("en")
    window = make_window()
    window.start_game(GameSetup(game="classic", players=list(HUMANS), seed=5))
    window.controller.roll()
    english = [t for _, t in shown_texts(window)]
    assert "&Game" in english or "Game" in english
    use_language(language)
    try:
        qtbot.waitUntil(lambda: not untranslated(window, language), timeout=10000)
    except qtbot.TimeoutError:
        problems = sorted(set(untranslated(window, language)))
        pytest.fail("after a switch of language these texts are still English — the widget "
                    "must set them again on LanguageChange (a model: emit headerDataChanged / "
                    "dataChanged for the roles it caches):\n" + "\n".join(problems))


def test_the_check_sees_english(use_language, make_window):
    """The check itself finds the English strings of a window with no catalogue."""
    use_language("en")
    window = make_window()
    assert len(untranslated(window, "pl")) > 5


@pytest.mark.parametrize("language", ["pl", "ru"])
def test_a_screen_reader_hears_the_players_language(use_language, make_window, language):
    """What is announced is in the player's language: the same roll and write,
    on the same dice, said in English and then in Polish or Russian — none of it English."""

    def said_in(lang: str) -> list[str]:
        use_language(lang)
        window = make_window()
        heard: list[str] = []
        window.controller.announced.connect(lambda text, _urgent: heard.append(text))
        window.start_game(GameSetup(game="classic", players=list(HUMANS), seed=5))
        until_idle()
        window.controller.roll()
        window.controller.choose_box("chance", 0)
        until_idle()
        return heard

    english = said_in("en")
    other = said_in(language)
    assert len(other) == len(english) >= 3  # the turn, the roll, the write (and the next turn)
    for theirs, ours in zip(other, english, strict=True):
        assert theirs and theirs != ours, (theirs, ours)
    assert not any(word in " ".join(other) for word in ("Rolled", "rolls left", " wrote ",
                                                         "turn."))
