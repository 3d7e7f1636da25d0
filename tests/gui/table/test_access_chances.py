"""The chance bars as a screen reader reads them: each seat's bar an accessible of
its own, with the progress-bar role, the chance as its value and "Anna: 60 % chance to win"
as its name, placed over the seat's row; the bars look as before. And the Thousand sheet's
rows headed for a screen reader ("Line 1", by rounds "Round 1")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from tests.gui.helpers import start, until_idle
from tests.gui.table.test_win_chances import bars, chances_on

__all__ = ["chances_on"]  # (the fixture, from the bars' own tests)


def test_each_seat_is_a_progress_bar_with_its_chance(qtbot, window, chances_on):
    game = start(window, "classic", ["Ala", "Ola"])
    qtbot.waitUntil(lambda: bars(window).known)
    until_idle()
    seats = bars(window).bars
    assert len(seats) == 2
    read = []
    for bar in seats:
        acc = QAccessible.queryAccessibleInterface(bar)
        assert acc is not None and acc.role() == QAccessible.Role.ProgressBar
        assert not acc.state().invisible and not acc.state().focusable
        value = acc.valueInterface()
        assert value is not None
        read.append((acc.text(QAccessible.Text.Name), value.currentValue(),
                     acc.text(QAccessible.Text.Value)))
    # (Qt's progress bar says its value as the number: the words are in the name)
    assert read == [("Ala: 60 % chance to win", 60, "60"),
                    ("Ola: 40 % chance to win", 40, "40")]
    # over each seat's row, inside the bars
    first, second = (bar.geometry() for bar in seats)
    assert bars(window).rect().contains(first) and bars(window).rect().contains(second)
    assert not first.intersects(second)
    window.controller.roll()
    option = game.allowed_options()[0]
    window.controller.choose_box(option.box, option.column)
    qtbot.waitUntil(lambda: seats[1].value() == 60)
    assert seats[0].accessibleName() == "Ala: 40 % chance to win"


def test_a_name_shortened_on_its_bar_is_whole_in_the_tip(qtbot, window, chances_on):
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    long_name = "Maria Konopnicka-Wiśniewska z Suwałk nad Czarną Hańczą"
    start(window, "classic", ["Ala", long_name, "Ola", "Ewa", "Iza", "Ula"])
    widget = bars(window)
    qtbot.waitUntil(lambda: widget.known)
    until_idle()
    row = widget.bars[1].geometry()
    assert row.width() < widget.fontMetrics().horizontalAdvance(long_name)  # shortened there
    # the columns of short names keep only what they need: the long one has the rest
    assert widget.bars[0].width() < row.width() and widget.bars[2].width() < row.width()
    inside = row.center()
    assert widget.tip_at(inside).startswith(long_name + ": ")
    assert widget.tip_at(QPoint(row.right() + 6, row.center().y())) == ""  # (the gap)
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, inside,
                                              widget.mapToGlobal(inside)))
    assert QToolTip.text().startswith(long_name)
    QToolTip.hideText()


def test_a_bar_waiting_for_its_chance_says_so(qtbot, window, settings):
    settings.show_chances = True
    window.controller.chances.watch.prepare = lambda game: __import__(
        "concurrent.futures").futures.Future()  # never ready
    start(window, "classic", ["Ala", "Ola"])
    until_idle()
    assert [bar.accessibleName() for bar in bars(window).bars] == [
        "Ala: chance to win being worked out", "Ola: chance to win being worked out"]


def test_the_thousand_sheet_reads_its_rows_by_their_headers(qtbot, window,
                                                            plain_thousand_players):
    from kosci_gui.engine.game import Player, PlayerType

    start(window, "thousand", [Player("Ala"), Player("Bot", PlayerType.COMPUTER, "easy")])
    until_idle()
    sheet = window.board.sheet

    def first_cell():
        acc = QAccessible.queryAccessibleInterface(sheet)
        assert acc is not None and acc.role() == QAccessible.Role.Table
        cells = [acc.child(i) for i in range(acc.childCount())
                 if acc.child(i).role() == QAccessible.Role.Cell]
        return cells[0].tableCellInterface()

    cell = first_cell()
    assert [h.text(QAccessible.Text.Name) for h in cell.rowHeaderCells()] == ["Line 1"]
    assert cell.columnHeaderCells()[0].text(QAccessible.Text.Name).startswith("Ala")
    window.actions_by_name["by_round"].trigger()  # (no round played yet: no row to read)
    until_idle()
    model = window.board.sheet_model
    assert model.headerData(0, Qt.Orientation.Vertical) == "Round 1"
    assert model.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) is None


def test_six_seats_keep_bars_of_a_useful_length(qtbot, window, chances_on):
    """Six-player Thousand's bars are not stubs of ~25 px at 1024 px wide (three columns
    of names): with the height to spare they take three rows of two. Each row is
    also read as a status bar, so Orca does not speak their values as they change."""
    window.resize(1024, 700)
    start(window, "thousand", [f"Computer {i}" for i in range(1, 7)])
    widget = bars(window)
    qtbot.waitUntil(lambda: widget.known and widget.width() > 300)
    until_idle()
    assert widget._columns() == 2
    bold = widget.font()
    bold.setBold(True)
    from PySide6.QtGui import QFontMetrics

    name = QFontMetrics(bold).horizontalAdvance("Computer 6") + 8
    bar = widget._slot(5).width() - name - widget._number_width()
    assert bar >= 60
    row = QAccessible.queryAccessibleInterface(widget)
    assert row.role() == QAccessible.Role.StatusBar
