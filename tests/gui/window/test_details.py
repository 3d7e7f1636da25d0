"""Details a player meets: greyed actions say why; a hidden card tells nothing of its player's
opening; the computer's strength in view; the hint ring and the held frame differ in shape;
default names in the language spoken (and after a switch); the window on a small screen;
the end dialog; the chart's turns; the sums' tint; the resume question."""

from __future__ import annotations

import math
from concurrent.futures import Future

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QDialog

from kosci_gui.engine.game import Player
from kosci_gui.engine.games import new_game
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.gui.look import dice_art
from kosci_gui.gui.look.theme import table_colours
from kosci_gui.gui.play.game_setup import GameSetup
from kosci_gui.gui.records.end_dialog import EndDialog
from kosci_gui.gui.table.chance_chart import ChanceChart
from kosci_gui.gui.window.new_game_dialog import NewGameDialog
from kosci_gui.gui.window.pages import first_size
from kosci_gui.gui.window.settings_dialog import SettingsDialog
from kosci_gui.gui.words import i18n
from tests.gui.helpers import ScriptedDice, click, kosci_board, start, thousand_board, until_idle
from tests.gui.saver_app import App

DAMAGED = ("The automatically saved game could not be read, so it cannot be resumed. It was "
           "kept as {path}. You can start a new game.")


def header(model, column):
    return model.headerData(column, Qt.Orientation.Horizontal)


# -- a greyed action says why ---------------------------------------------------------------


def test_a_greyed_write_says_why_in_its_tooltip_and_on_a_click(qtbot, window):
    dice = ScriptedDice([1, 5, 5, 2, 3])
    start(window, "thousand", ["Ala", "Ola"], dice=dice)
    board = thousand_board(window)
    click(qtbot, board.roll_button)
    for i in range(3):                                    # 20: below the opening
        qtbot.mouseClick(board.tray.dice[i], Qt.MouseButton.LeftButton)
    assert not board.write_button.isEnabled()
    assert "50" in board.write_button.toolTip()
    window.show_message("")
    click(qtbot, board.write_button)               # greyed, but it answers
    assert "50" in window.status_label.text()


def test_a_greyed_roll_says_why(qtbot, window):
    start(window, "classic", ["Ala"])
    board = kosci_board(window)
    for _ in range(3):
        click(qtbot, board.roll_button)
    assert not board.roll_button.isEnabled() and "three" in board.roll_button.toolTip()
    window.show_message("")
    click(qtbot, board.roll_button)
    assert "rolls" in window.status_label.text()


# -- hidden cards ---------------------------------------------------------------------------


def test_a_hidden_thousand_card_tells_nothing_of_its_opening(qtbot, window,
                                                            plain_thousand_players):
    start(window, "thousand", ["Ala", Player("Bot", "computer", "easy")],
          open_scorecards=False)
    board = thousand_board(window)
    model = board.sheet_model
    assert "not opened" in header(model, 0)         # her own card
    assert "not opened" not in header(model, 1) and "hidden" in header(model, 1)
    assert not board.sheet.player_header.shown(1) and board.sheet.player_header.shown(0)


# -- the computer's strength ----------------------------------------------------------------


def test_the_computers_strength_is_in_its_column(window, plain_thousand_players):
    start(window, "classic", ["Ala", Player("Bot", "computer", "easy")])
    assert "Easy" in header(kosci_board(window).model, 1)
    assert "Easy" not in header(kosci_board(window).model, 0)
    start(window, "thousand", ["Ala", Player("Bot", "computer", "medium")])
    assert "Medium" in header(thousand_board(window).sheet_model, 1)


# -- the hint ring and the held frame ---------------------------------------------------------


def painted(**marks) -> list[float]:
    """Distances from the die's centre (in die sizes) of the pixels a mark adds."""
    size, side = 100.0, 200

    def draw(**kw) -> QImage:
        image = QImage(side, side, QImage.Format.Format_ARGB32)
        image.fill(QColor(0, 0, 0, 0))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        dice_art.paint_die(p, QPointF(side / 2, side / 2), size, 3, table_colours(), **kw)
        p.end()
        return image

    plain, marked = draw(), draw(**marks)
    return [math.hypot(x - side / 2, y - side / 2) / size
            for y in range(side) for x in range(side)
            if plain.pixel(x, y) != marked.pixel(x, y)]


def test_the_hint_ring_is_round_and_the_held_frame_square(qapp):
    accent = table_colours().accent
    ring = painted(ring=accent)
    frame = painted(outline=accent)
    assert ring and frame
    # a ring: every pixel it adds at one distance from the centre; a frame: its corners
    # much further out than the middles of its sides
    assert max(ring) - min(ring) < 0.06
    assert max(frame) - min(frame) > 0.1


# -- default names --------------------------------------------------------------------------


def test_default_names_speak_the_language_and_follow_a_switch(qtbot, window, qapp):
    i18n.install_translators(qapp, "pl")
    window.quick_start("classic", "easy")
    game = window.controller.game
    assert [p.name for p in game.players] == ["Gracz", "Komputer"]
    i18n.install_translators(qapp, "ru")
    until_idle()
    assert [p.name for p in game.players] == ["Игрок", "Компьютер"]
    assert "Игрок" in window.status_label.text() or "Компьютер" in window.status_label.text()
    assert "Игрок" in header(kosci_board(window).model, 0)
    # the next new-game dialog names the seats in the language spoken too
    dialog = NewGameDialog(GameSetup.from_json(window.settings.last_new_game()), window)
    qtbot.addWidget(dialog)
    assert dialog.seats[0].name.text() == "Игрок 1"
    assert dialog.seats[1].name.text() == "Компьютер 2"


def test_a_default_name_of_another_language_is_renamed_and_a_given_name_never(window):
    start(window, "classic", ["Ala", Player("Komputer 7", "computer", "easy"), "Gracz"])
    names = [p.name for p in window.controller.game.players]
    assert names == ["Ala", "Computer 7", "Player"]


# -- a language switch reaches everything -----------------------------------------------------


def test_after_a_switch_not_opened_and_the_status_line_change_language(
        qtbot, window, qapp):
    start(window, "thousand", ["Ala", "Ola"], dice=ScriptedDice([5, 2, 3, 4, 6]))
    board = thousand_board(window)
    click(qtbot, board.roll_button)
    qtbot.mouseClick(board.tray.dice[0], Qt.MouseButton.LeftButton)
    i18n.install_translators(qapp, "pl")
    until_idle()
    assert "not opened" not in header(board.sheet_model, 0)
    assert "five" not in window.status_label.text()


def test_settings_shows_a_new_language_at_once_and_cancel_takes_it_back(
        qtbot, window, qapp):
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Settings"
    dialog.language.setCurrentIndex(dialog.language.findData("pl"))
    until_idle()
    assert dialog.windowTitle() == "Ustawienia"
    dialog.reject()
    until_idle()
    assert dialog.windowTitle() == "Settings" and window.settings.language == ""


# -- a small screen ---------------------------------------------------------------------------


def test_the_window_fits_a_small_screen_frame_and_all():
    from PySide6.QtCore import QSize

    assert first_size(QSize(800, 570)) == QSize(784, 530)
    assert first_size(QSize(2560, 1400)) == QSize(2048, 1120)


@pytest.mark.parametrize("kind", ["none", "classic", "triple", "thousand"])
def test_every_page_fits_under_an_800_by_600_screen(qtbot, window, qapp, kind):
    i18n.install_translators(qapp, "ru")
    if kind != "none":
        start(window, kind, ["Ala", Player("Bot", "computer", "easy")])
    until_idle()
    smallest = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert smallest.width() <= 780 and smallest.height() <= 520


def test_a_long_status_line_is_never_cut_off(qtbot, window, qapp):
    """The damaged-file message with a long path, in Russian, at 800 pixels: three lines
    or more, all of them shown."""
    window.resize(800, 530)
    i18n.install_translators(qapp, "ru")
    path = "/home/anna/Документы/Игры/Kosci/kosci/" + "очень-длинная-папка/" * 4 + (
        "autosave.damaged-20250101-120000.json")
    window.show_message(QCoreApplication.translate("StartUp", DAMAGED).format(path=path))
    until_idle()
    label = window.status_label
    fm = label.fontMetrics()
    needed = fm.boundingRect(QRect(0, 0, label.contentsRect().width(), 10_000),
                             int(Qt.TextFlag.TextWordWrap), label.text()).height()
    assert needed > 2 * fm.lineSpacing() and needed <= label.contentsRect().height()
    assert window.frameGeometry().height() <= window.screen().availableGeometry().height()
    # and a short line again: two lines, the table back where it was
    window.show_message("Анна: осталось 2 броска.")
    until_idle()
    assert label.height() < 3 * fm.lineSpacing()


# -- the end dialog ---------------------------------------------------------------------------


def finished(names=("Ala", "Bot")):
    game = new_game("classic", None, [names[0], {"name": names[1], "type": "computer"}],
                    seed=3)
    while not game.finished:
        game.roll()
        best = max(game.allowed_options(), key=lambda o: o.points + o.bonus)
        game.score(best.box, best.column)
    return game


def test_return_in_the_end_dialog_closes_it_and_keeps_the_results(qtbot, window):
    dialog = EndDialog(finished(), window, moment="Bot: five of a kind again — +100!")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.close_button.isDefault() and not dialog.new_button.isDefault()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert "five of a kind" in dialog.moment.text() and not dialog.moment.isHidden()
    dialog.luck.work.stop()


def test_the_results_table_has_no_empty_row(qtbot, window):
    dialog = EndDialog(finished(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() == rows
    dialog.luck.work.stop()


def test_the_end_dialog_repeats_the_boards_last_moment(qtbot, window, settings):
    seen = []

    def answer(dialog):
        seen.append(dialog.moment.text() if isinstance(dialog, EndDialog) else "")
        return QDialog.DialogCode.Rejected

    window.dialog_answer = answer
    dice = ScriptedDice([4, 4, 4, 4, 4] * 13)
    game = start(window, "classic", ["Ala"], dice=dice, rules={"preset": "polish"})
    board = kosci_board(window)
    upper = ["ones", "twos", "threes", "fives", "sixes", "fours"]  # before the joker's
    for box in ["yahtzee", *upper, *(b for b in game.boxes if b not in [*upper, "yahtzee"])]:
        click(qtbot, board.roll_button)
        window.controller.choose_box(box, 0)   # the last one with a bonus: a big moment
    assert game.finished
    window.open_end_dialog()
    assert seen and "Ala" in seen[0] and "100" in seen[0]


@pytest.mark.slow
def test_the_luck_sentence_and_the_analysis_give_one_figure(qtbot):
    """An automatic write is not the player's decision, in the sentence as in the analysis;
    both say the loss to a tenth of a point."""
    from kosci_gui.ai import advise_values
    from kosci_gui.ai.analysis import analyse
    from kosci_gui.engine.record import to_record
    from kosci_gui.gui.records.luck_view import LuckWords, LuckWork

    game = new_game("classic", None, ["Ala", {"name": "Bot", "type": "computer"}], seed=5)
    turn = 0
    while not game.finished:
        for _ in range(3):
            game.roll()
        options = game.allowed_options()
        worst = min(options, key=lambda o: o.points + o.bonus)   # costly, on purpose
        game.score(worst.box, worst.column, automatic=game.current == 0 and turn % 3 == 0)
        turn += 1
    doc = to_record(game)
    work = LuckWork(doc)
    work.run_to_end()
    (ala,) = analyse(doc, advise_values).players
    assert work.report is not None and work.report[0].decision_loss == pytest.approx(
        ala.total_loss)
    sentence = LuckWords().sentence(work.report, {0})
    assert f"within {ala.total_loss:.1f} points of perfect" in sentence


# -- the chart's turns ------------------------------------------------------------------------


def test_the_win_chance_chart_counts_the_turns(qtbot):
    chart = ChanceChart()
    qtbot.addWidget(chart)
    chart.resize(420, 220)
    chart.set_series(["Ala", "Bot"], [[0.5, 0.5]] + [[0.4, 0.6]] * 26)
    labels = chart.turn_labels(380)
    assert labels[0] == (2, "1") and labels[-1] == (26, "13")
    assert all(k % 2 == 0 for k, _ in labels)


# -- the sums' tint ---------------------------------------------------------------------------


class Scratch:
    """A computer player ready at once that writes 0 in Five of a kind: no sum of its
    card changes."""

    def decide(self, game):
        return Roll(()) if game.rolls == 0 else Write("yahtzee", 0)


def test_the_computers_sums_are_repainted_when_its_turn_ends(qtbot, window):
    ready: Future = Future()
    ready.set_result(Scratch())
    window.controller.prepare_player = lambda *args: ready
    game = start(window, "classic", [Player("Bot", "computer", "easy"), "Ala"],
                 dice=ScriptedDice([1, 2, 3, 4, 6]))
    model = kosci_board(window).model
    announced = []
    model.dataChanged.connect(lambda a, b, roles: announced.append((a.row(), b.row(),
                                                                    a.column(), b.column())))
    qtbot.waitUntil(lambda: game.current == 1, timeout=10_000)
    assert game.totals()[0] == 0
    for key in ("upper_bonus", "five_bonus", "total"):
        row = model.rows.index(("sum", key))
        assert any(top <= row <= bottom and left <= 0 <= right
                   for top, bottom, left, right in announced), key


# -- the resume question ----------------------------------------------------------------------


def test_the_resume_question_says_where_the_game_stopped(qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    first.start()
    first.play(players=("Ala", "Ola"))
    for _ in range(3):
        first.ctl.roll()
        first.ctl.choose_box(next(iter(first.ctl.game.cards[first.ctl.game.current]
                                       .open_boxes()))[0], 0)
    totals = first.ctl.game.totals()
    first.quit()
    second = App(qtbot, tmp_path)
    second.start()
    text = second.texts["resumeQuestion"]
    assert "Ola's turn 2 of 13" in text
    assert f"Ala {totals[0]}" in text and f"Ola {totals[1]}" in text
