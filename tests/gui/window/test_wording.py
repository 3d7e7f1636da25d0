"""Words at the table: a seat's default name follows its kind, a human seat shows no
strength, the sacrifice line is said only to a human, Undo's words per game, the clock's
last seconds on a band that reads, the luck figures explained, High scores when empty."""

from __future__ import annotations

from kosci_gui.engine.events import NothingScores
from kosci_gui.engine.game import Player
from kosci_gui.gui.play.game_setup import GameSetup
from kosci_gui.gui.window.new_game_dialog import NewGameDialog
from kosci_gui.gui.words import messages
from tests.gui.helpers import kosci_board, start


def test_a_default_name_follows_the_seats_kind(qtbot, settings):
    setup = GameSetup("classic", players=[Player("Ala"), Player("Computer 2", "computer")])
    dialog = NewGameDialog(setup, settings=settings)
    qtbot.addWidget(dialog)
    seat = dialog.seats[1]
    assert seat.name.text() == "Computer 2" and seat.level.isEnabled()
    seat.kind.setCurrentIndex(seat.kind.findData("human"))
    assert seat.name.text() == "Player 2"
    assert not seat.level.isEnabled() and seat.level.currentText() == ""
    seat.kind.setCurrentIndex(seat.kind.findData("computer"))
    assert seat.name.text() == "Computer 2" and seat.level.currentData() is not None
    seat.name.setText("Bartek")                     # a name the player typed stays
    seat.kind.setCurrentIndex(seat.kind.findData("human"))
    assert seat.name.text() == "Bartek"


def test_the_sacrifice_line_is_said_only_to_a_human():
    names = ["Ala", "Computer"]
    assert messages.event_text(NothingScores(0), names, computers={1})
    assert messages.event_text(NothingScores(1), names, computers={1}) is None


def test_undo_says_write_in_thousand_and_box_in_kosci(window):
    start(window, "thousand", ["Ala", "Ola"])
    assert window.commands.undo.text() == "&Undo last write"
    start(window, "classic", ["Ala"])
    assert window.commands.undo.text() == "&Undo last box"


def test_the_clocks_last_seconds_are_on_a_band(qtbot, window, fake_time):
    start(window, "classic", ["Ala"], clock_minutes=2)
    label = kosci_board(window).clock_label
    assert not label.autoFillBackground()
    fake_time.advance(100)
    window.controller._tick()
    assert label.property("warning") and label.autoFillBackground()


def test_the_luck_figures_are_explained_in_the_end_dialog(qtbot, window):
    from playing import finished_classic

    from kosci_gui.gui.records.end_dialog import EndDialog

    dialog = EndDialog(finished_classic(), window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.luck.figures.rowCount() == 2, timeout=20_000)
    assert dialog.luck.legend.isVisibleTo(dialog)
    assert "Decisions:" in dialog.luck.legend.text()
    assert dialog.luck.figures.toolTip() == dialog.luck.legend.text()


def test_high_scores_say_why_they_are_empty(qtbot, window):
    from playing import finished_classic

    from kosci_gui.engine.record import to_record
    from kosci_gui.gui.records.stats_window import StatsWindow
    from kosci_gui.storage.history import HistoryDB

    db = HistoryDB(None)
    game = finished_classic()
    db.add_game(to_record(game), game, assisted=True)
    stats = StatsWindow(db, window)
    qtbot.addWidget(stats)
    assert stats.high_scores.rowCount() == 0
    assert "hints or undo" in stats.note.text() and "None yet" in stats.note.text()


def test_after_choosing_a_strength_the_first_card_has_the_keyboard(qtbot, window):
    window.welcome.level_buttons["hard"].click()
    card = next(iter(window.welcome.game_buttons.values()))
    assert card.hasFocus() and window.welcome.level == "hard"


def test_the_table_buttons_show_focus_plainly(qtbot, window):
    from kosci_gui.gui.table.board import TableButton
    from tests.gui.helpers import thousand_board

    start(window, "classic", ["Ala"])
    assert isinstance(kosci_board(window).roll_button, TableButton)
    start(window, "thousand", ["Ala", "Ola"])
    board = thousand_board(window)
    assert all(isinstance(b, TableButton)
               for b in (board.roll_button, board.write_button, board.pass_button))


def test_triple_header_shows_name_and_strength_whole(qtbot, window):
    from PySide6.QtGui import QFontMetrics

    from kosci_gui.engine.game import Player as Seat

    for width in (1024, 1200):
        window.resize(width, 700)
        start(window, "triple", [Seat("Ala"), *(Seat(f"Computer {i}", "computer", "medium")
                                                for i in (1, 2))])
        qtbot.waitUntil(lambda w=width: window.width() == w)
        header = kosci_board(window).scorecard.horizontalHeader()
        for player in (1, 2):
            lines = header._name_lines(player)
            assert "Computer" in lines[0] and "Medium" in lines[-1], lines
            room = sum(header.sectionSize(c) for c in range(3 * player, 3 * player + 3)) - 6
            fm = QFontMetrics(header._drawn_font(3 * player))
            assert all(fm.horizontalAdvance(line) <= room for line in lines)
