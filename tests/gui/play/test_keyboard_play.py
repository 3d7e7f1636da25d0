"""Whole games by keyboard alone — classic, triple, full and Thousand — with every change of
the game told in the status line (the text a screen reader reads out)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from kosci_gui.engine.thousand import Phase
from kosci_gui.gui.pads.scorecard_model import BoxRole
from tests.gui.helpers import kosci_board, start, thousand_board

DIGITS = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5]


class Announcements:
    """The status line after every key; a change of the game must change it."""

    def __init__(self, window, game):
        self.window, self.game = window, game
        self.seen = [window.status_label.text()]

    def state(self):
        g = self.game
        return (len(g.turns), repr(g.record_turns()[-1:]), g.finished,
                tuple(getattr(g, "held", ())))

    def key(self, qtbot, key, widget=None):
        before = self.state()
        qtbot.keyClick(widget or self.window, key)
        text = self.window.status_label.text()
        if self.state() != before:
            assert text and text != self.seen[-1], (key, text)
            assert self.window.status_label.accessibleName() == text
        self.seen.append(text)


def write_by_keys(qtbot, window, said):
    """Down through a column and on to the next until an allowed box is under the cursor,
    then Enter."""
    board = kosci_board(window)
    view, game = board.scorecard, window.controller.game
    allowed = {(o.box, o.column) for o in game.allowed_options()}
    rows = len(board.model.rows)
    view.setFocus()
    for _ in range(rows * (game.columns + 1) * 2):
        index = view.currentIndex()
        if index.data(BoxRole) in allowed:
            said.key(qtbot, Qt.Key.Key_Return, view)
            return
        last_box = max(r for r, (kind, _key) in enumerate(board.model.rows) if kind == "box")
        if index.row() < last_box:
            qtbot.keyClick(view, Qt.Key.Key_Down)
            continue
        # the last box of a column: the next column, from the top
        qtbot.keyClick(view, Qt.Key.Key_Right)
        for _ in range(rows):
            qtbot.keyClick(view, Qt.Key.Key_Up)
    raise AssertionError("no allowed box reached by the arrow keys")


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["classic", "triple", "full"])
def test_a_whole_kosci_game_by_keyboard(qtbot, window, kind):
    game = start(window, kind, ["Ala"], seed=11)
    said = Announcements(window, game)
    while not game.finished:
        said.key(qtbot, Qt.Key.Key_Space)                 # roll all
        if game.rolls_left and not game.finished:
            said.key(qtbot, DIGITS[0])                     # hold die 1
            said.key(qtbot, Qt.Key.Key_Space)              # roll the others
        write_by_keys(qtbot, window, said)
    assert game.cards[0].is_full()


@pytest.mark.slow
def test_a_whole_thousand_game_by_keyboard(qtbot, window):
    game = start(window, "thousand", ["Ala", "Ola"], seed=5, rules={"preset": "family"})
    said = Announcements(window, game)
    board = thousand_board(window)
    for _ in range(4000):
        if game.finished:
            break
        if game.phase == Phase.THROWN:
            best, _ = game.legal_selections()[0]
            wanted = list(best)
            for i, value in enumerate(game.throw):
                if value in wanted:
                    wanted.remove(value)
                    qtbot.keyClick(window, DIGITS[i])       # choose it to set aside
            bank = board.write_button.isEnabled()
            said.key(qtbot, Qt.Key.Key_W if bank else Qt.Key.Key_Space)
        else:
            said.key(qtbot, Qt.Key.Key_Space)
    assert game.finished and game.winners()
