"""Large text: at 200 % every screen — the start page, each game's table and every
dialog — fits a 1280×800 screen and no label's text is cut.

A desktop's text size reaches Qt 6 in one of two ways (docs/look.md, "Large text"): on X11
as the font DPI (Xft.dpi, QT_FONT_DPI), which Qt 6 turns into the device pixel ratio, so
at 200 % a 1280×800 screen is 640×400 logical pixels at the usual font size; or, through a
platform theme, as the application font's point size, so the screen stays 1280×800 and the
text is twice as big. Both are checked here: ``scaled`` (the room 640×400 less a window's
frame) and ``font`` (the application font doubled, the room 1280×800 less the frame).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget

from kosci_gui.engine.game import Player, PlayerType
from kosci_gui.gui.window.pages import FRAME_GUESS
from tests.gui.helpers import start, until_idle

#: The room a window has at 200 %: the screen (logical pixels) less the window's frame.
ROOMS = {"scaled": QSize(640, 400), "font": QSize(1280, 800)}
#: The games and numbers of players looked at.
TABLES = [("classic", 2), ("triple", 4), ("full", 3), ("thousand", 2), ("thousand", 6)]


def room(mode: str) -> QSize:
    screen = ROOMS[mode]
    return QSize(screen.width() - FRAME_GUESS.width(), screen.height() - FRAME_GUESS.height())


@pytest.fixture(params=sorted(ROOMS))
def mode(request, qapp):
    """The application font doubled for ``font`` (before any widget of the test is made)."""
    font = qapp.font()
    if request.param == "font":
        bigger = qapp.font()
        bigger.setPointSizeF(font.pointSizeF() * 2)
        qapp.setFont(bigger)
    yield request.param
    qapp.setFont(font)


def shown_text(label: QLabel) -> str:
    """The text as painted: a mnemonic's & is not drawn ("&&" is one &)."""
    return label.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def cut_labels(root: QWidget) -> list[str]:
    """The labels shown in ``root`` whose text needs more room than the label gives it:
    a wrapped label lower than its text at its width, a plain one narrower than its
    longest line or lower than its lines (rich text: by its height for its width)."""
    cut = []
    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root) or not label.text():
            continue
        area = label.contentsRect()
        fm = label.fontMetrics()
        lines = shown_text(label).split("\n")
        if label.wordWrap() or "<" in label.text():
            width, height = 0, label.heightForWidth(label.width())
        else:
            width, height = max(fm.horizontalAdvance(line) for line in lines), \
                fm.height() * len(lines)
        if width > area.width() + 1 or height > label.height() + 1:
            cut.append(f"{label.objectName() or label.text()[:40]!r}: needs {width}×{height}"
                       f", has {area.width()}×{label.height()}")
    return cut


def overlaps(root: QWidget) -> list[str]:
    """Widgets shown side by side in one layout that overlap (a layout given less room than
    its lines need)."""
    found = []
    for parent in [root, *root.findChildren(QWidget)]:
        layout = parent.layout()
        if layout is None or not parent.isVisibleTo(root):
            continue
        shown = [w for w in parent.findChildren(QWidget, options=Qt.FindChildOption.
                                                FindDirectChildrenOnly)
                 if w.isVisibleTo(root) and layout.indexOf(w) >= 0]
        for i, one in enumerate(shown):
            for other in shown[i + 1:]:
                if one.geometry().intersects(other.geometry()):
                    found.append(f"{type(one).__name__} {one.objectName()!r} over "
                                 f"{type(other).__name__} {other.objectName()!r}")
    return found


def fits(widget: QWidget, mode: str) -> None:
    limit = room(mode)
    widget.resize(limit)  # (a board's narrowest follows the room it is given)
    until_idle()
    least = widget.minimumSizeHint().expandedTo(widget.minimumSize())
    assert least.width() <= limit.width() and least.height() <= limit.height(), (
        f"{widget.objectName()} needs at least {least.width()}×{least.height()}, "
        f"the room at 200 % ({mode}) is {limit.width()}×{limit.height()}")
    widget.resize(limit)
    until_idle()
    assert cut_labels(widget) == []
    assert overlaps(widget) == []


def seats(count: int) -> list[Player]:
    return [Player("Anna")] + [Player(f"Computer {i}", PlayerType.COMPUTER, "easy")
                               for i in range(1, count)]


def test_the_start_page_fits(qtbot, mode, window):
    until_idle()
    fits(window, mode)


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_each_table_fits(qtbot, mode, window, plain_thousand_players, game, players):
    window.settings.show_chances = True  # (the bars take room: on by default)
    start(window, game, seats(players))
    until_idle()
    fits(window, mode)



def test_the_dialogs_fit(qtbot, mode, window, settings):
    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.window.new_game_dialog import NewGameDialog
    from kosci_gui.gui.window.rules_dialog import AboutDialog, RulesDialog
    from kosci_gui.gui.window.settings_dialog import SettingsDialog
    from kosci_gui.gui.window.shortcuts_dialog import ShortcutsDialog

    dialogs = [NewGameDialog(GameSetup("classic", players=seats(3)), window,
                             settings=settings),
               SettingsDialog(settings, window), RulesDialog("thousand", window),
               AboutDialog(window), ShortcutsDialog(list(window.actions_by_name.values()),
                                                    window)]
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        fits(dialog, mode)
        dialog.close()


def test_the_end_dialog_with_the_luck_report_fits(qtbot, mode, window):
    from kosci_gui.ai import make_player
    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.records.end_dialog import EndDialog

    game = GameSetup("classic", players=seats(2), seed=7).build()
    players = [make_player("classic", game.rules, "easy", seed=1) for _ in range(2)]
    while not game.finished:
        game.apply(players[game.current].decide(game))
    dialog = EndDialog(game, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    work = dialog.luck.work
    qtbot.waitUntil(lambda: work is None or work.finished, timeout=60_000)
    until_idle()
    fits(dialog, mode)
    dialog.close()


def test_history_and_statistics_fit(qtbot, mode, window):
    from playing import finished_classic

    from kosci_gui.engine.record import to_record
    from kosci_gui.gui.records.history_window import HistoryWindow
    from kosci_gui.gui.records.stats_window import StatsWindow
    from kosci_gui.storage.history import HistoryDB

    db = HistoryDB(None)
    for seed in range(3):
        game = finished_classic(seed=seed)
        db.add_game(to_record(game), game)
    for dialog in (HistoryWindow(db, window), StatsWindow(db, window)):
        dialog.show()
        qtbot.waitExposed(dialog)
        fits(dialog, mode)
        dialog.close()


def test_the_hand_over_screen_fits(qtbot, mode, window):
    start(window, "classic", ["Anna", "Boris"], open_scorecards=False)
    until_idle()
    fits(window, mode)
    button = window.board.handover_button
    assert button.isVisible()
    lines = button.text().split("\n")
    assert max(button.fontMetrics().horizontalAdvance(line) for line in lines) \
        <= button.width() and button.fontMetrics().lineSpacing() * len(lines) <= button.height()


def test_the_analysis_fits(qtbot, mode, window):
    from playing import finished_classic, stub_advise

    from kosci_gui.engine.record import to_record
    from kosci_gui.gui.records.analysis_window import AnalysisWindow

    dialog = AnalysisWindow(to_record(finished_classic(seed=3)), stub_advise, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(dialog.is_done, timeout=60_000)
    qtbot.waitUntil(lambda: dialog.tabs.count() > 0)
    until_idle()
    fits(dialog, mode)
    dialog.close()


def test_the_resume_question_fits(qtbot, mode, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from tests.gui.saver_app import App

    first = App(qtbot, tmp_path)
    first.start()
    first.play(players=("Anna Maria", "Bartłomiej"))
    first.ctl.roll()
    first.quit()
    looked: list[str] = []

    def look(dialog: QMessageBox) -> QMessageBox.StandardButton:
        dialog.show()
        qtbot.waitExposed(dialog)
        fits(dialog, mode)
        looked.append(dialog.text())
        dialog.close()
        return QMessageBox.StandardButton.No

    second = App(qtbot, tmp_path, answers={"resumeQuestion": look})
    second.start()
    assert second.dialogs[:1] == ["resumeQuestion"] and "Anna Maria" in looked[0]
