"""The scorecard model: a well-behaved QAbstractTableModel that announces only what changed."""

from __future__ import annotations

from PySide6.QtCore import Qt

from kosci_gui.engine.game import Player
from kosci_gui.gui.pads.scorecard_model import PreviewRole
from tests.gui.helpers import ScriptedDice, click, click_box, kosci_board, start


def test_model_passes_the_model_tester_in_every_game(qtbot, window, qtmodeltester):
    for game, players in (("classic", ["Ala", "Ola"]), ("triple", ["Ala"]),
                          ("full", ["Ala", "Ola", "Ela"])):
        start(window, game, players)
        click(qtbot, kosci_board(window).roll_button)
        qtmodeltester.check(kosci_board(window).model)


def test_rows_and_columns_follow_the_game(window):
    start(window, "triple", ["Ala", "Ola"])
    model = kosci_board(window).model
    assert model.columnCount() == 6
    assert ("sum", "upper_bonus") in model.rows and ("sum", "five_bonus") in model.rows
    assert model.rows[-2:] == [("sum", "column_total"), ("sum", "total")]
    assert "×2" in model.headerData(1, Qt.Orientation.Horizontal)
    start(window, "full", ["Ala"], rules={"full_upper": "absent"})
    assert not any(key == "ones" for _, key in kosci_board(window).model.rows)
    assert ("sum", "five_bonus") not in kosci_board(window).model.rows


def test_a_roll_changes_only_the_current_players_open_boxes(qtbot, window):
    start(window, "classic", ["Ala", "Ola"])
    model = kosci_board(window).model
    changes, resets = [], []
    model.dataChanged.connect(lambda a, b, roles: changes.append((a, b, roles)))
    model.modelReset.connect(lambda: resets.append(1))
    click(qtbot, kosci_board(window).roll_button)
    assert changes and not resets
    for top_left, bottom_right, roles in changes:
        assert top_left.column() == bottom_right.column() == 0
        assert Qt.ItemDataRole.DisplayRole in roles
    assert model.index(0, 0).data(PreviewRole) is True


def test_model_is_reset_only_for_a_new_game(qtbot, window):
    start(window, "classic", ["Ala"])
    model = kosci_board(window).model
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    for _ in range(3):
        click(qtbot, kosci_board(window).roll_button)
    click_box(qtbot, window, 0, "chance")
    assert resets == []
    start(window, "classic", ["Ala", "Ola"])
    assert resets == [1]


def test_current_players_column_is_marked_and_written_scores_are_plain(qtbot, window):
    dice = ScriptedDice([6, 6, 6, 6, 2])
    game = start(window, "classic", ["Ala", Player("Ola")], dice=dice)
    model = kosci_board(window).model
    ones = model.index_of(0, "ones")
    assert ones.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert model.index_of(1, "ones").data(Qt.ItemDataRole.BackgroundRole) is None
    click(qtbot, kosci_board(window).roll_button)
    click_box(qtbot, window, 0, "four_kind")
    assert game.cards[0].get("four_kind") == 26
    cell = model.index_of(0, "four_kind")
    assert cell.data() == "26" and cell.data(PreviewRole) is False
    assert model.index_of(1, "ones").data(Qt.ItemDataRole.BackgroundRole) is not None


def test_upper_bonus_row_counts_once_the_upper_boxes_reach_63(qtbot, window):
    game = start(window, "classic", ["Ala"])
    card = game.cards[0]
    for box, value in (("ones", 3), ("twos", 6), ("threes", 9), ("fours", 12), ("fives", 15)):
        card.cells[0][box] = value
    dice = ScriptedDice([6, 6, 6, 1, 2])
    game.dice_source = dice
    click(qtbot, kosci_board(window).roll_button)
    click_box(qtbot, window, 0, "sixes")
    model = kosci_board(window).model
    assert model.index(model.rows.index(("sum", "upper_sum")), 0).data() == "63"
    assert model.index(model.rows.index(("sum", "upper_bonus")), 0).data() == "35"
