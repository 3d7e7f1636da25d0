"""At the table: what the player sees is right at every moment, explains itself,
and hides nothing it should show nor shows anything it should hide."""

from __future__ import annotations

from concurrent.futures import Future

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from kosci_gui.ai.base import Advice
from kosci_gui.engine.game import Player
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.gui.pads.scorecard_cells import Access, Look
from kosci_gui.gui.pads.scorecard_model import AccessRole, LookRole
from kosci_gui.gui.words import boxes
from tests.gui.helpers import (
    ScriptedDice,
    click,
    click_box,
    countdown_begins,
    kosci_board,
    start,
    steps_pass,
    thousand_board,
)


def fake_advisor(window, advise):
    ready: Future = Future()
    ready.set_result(None)
    window.controller.advisor.watch.ask = advise
    window.controller.advisor.watch.prepare = lambda game: ready


def cell(window, box, player=0, column=0):
    model = kosci_board(window).model
    return model.index_of(player, box, column)


# -- hints with the dice animation -------------------------------------------------------------


def test_hold_hints_appear_when_the_animated_dice_settle(qtbot, window, settings):
    settings.animation_ms = 200
    settings.hints = True

    def advise(game):
        if game.rolls == 0:
            return [Advice(Roll(()), 200.0, "roll")]
        return [Advice(Roll((0, 1)), 230.0, "hold 6 6, roll"),
                Advice(Write("chance", 0), 210.0, "write chance")]

    fake_advisor(window, advise)
    start(window, "classic", ["Ala"], dice=ScriptedDice([6, 6, 1, 2, 3]))
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    assert board.tray.is_rolling()
    qtbot.waitUntil(lambda: not board.tray.is_rolling(), timeout=3000)
    assert [d.advice for d in board.tray.dice] == ["hold", "hold", "", "", ""]
    # rolling again is better: no box is pushed as the hint
    assert cell(window, "chance").data(LookRole) is not Look.HINT


def test_previews_appear_when_the_dice_come_to_rest(qtbot, window, settings):
    settings.animation_ms = 200
    start(window, "classic", ["Ala"], dice=ScriptedDice([2, 3, 4, 5, 6]))
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    assert cell(window, "large_straight").data() == ""
    qtbot.waitUntil(lambda: not board.tray.is_rolling(), timeout=3000)
    assert cell(window, "large_straight").data() == "40"


# -- the joker ----------------------------------------------------------------------------------


def test_a_box_the_joker_forbids_looks_disabled_and_a_click_says_why(qtbot, window):
    dice = ScriptedDice([6, 6, 6, 6, 6, 3, 3, 3, 3, 3])
    game = start(window, "classic", ["Ala"], dice=dice, rules={"preset": "official"})
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    click_box(qtbot, window, 0, "yahtzee")
    click(qtbot, board.roll_button)
    chance = cell(window, "chance")
    assert chance.data(AccessRole) is Access.FORBIDDEN
    assert chance.data() == ""          # no "25+100" that looks allowed
    assert "joker" in chance.data(Qt.ItemDataRole.AccessibleTextRole)
    click_box(qtbot, window, 0, "chance")
    assert game.cards[0].get("chance") is None
    assert "Joker" in window.status_label.text() and "Threes" in window.status_label.text()


def test_enter_on_a_written_box_says_it_is_written(qtbot, window):
    start(window, "classic", ["Ala"], dice=ScriptedDice([1, 2, 3, 4, 6] * 3))
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    click_box(qtbot, window, 0, "chance")
    click(qtbot, board.roll_button)
    board.scorecard.setCurrentIndex(cell(window, "chance"))
    qtbot.keyClick(board.scorecard, Qt.Key.Key_Return)
    assert "already written" in window.status_label.text()


# -- the auto-score ----------------------------------------------------------------------------


def test_the_auto_score_counts_down_on_its_box_and_a_key_stops_it(qtbot, window, settings,
                                                                  quick_countdown):
    settings.auto_score_seconds = 2
    game = start(window, "classic", ["Ala"])
    board = kosci_board(window)
    with countdown_begins(qtbot, window):
        for _ in range(3):
            click(qtbot, board.roll_button)
    chosen = window.controller.preview
    shown = cell(window, chosen.box)
    assert shown.data().endswith("· 2 s") and shown.data(LookRole) is Look.SELECTED
    assert "2" in window.status_label.text()
    qtbot.keyClick(window, Qt.Key.Key_Shift)      # any key: the player is at the table
    assert window.controller.preview is None
    # by now the countdown's two steps would have passed, and its write been made
    steps_pass(qtbot, quick_countdown, settings.auto_score_seconds)
    assert game.cards[0].filled_count() == 0


def test_a_box_written_automatically_is_marked_in_the_record(qtbot, window, settings,
                                                             quick_countdown):
    settings.auto_score_seconds = 1
    game = start(window, "classic", ["Ala"])
    board = kosci_board(window)
    for _ in range(3):
        click(qtbot, board.roll_button)
    qtbot.waitUntil(lambda: game.cards[0].filled_count() == 1, timeout=10_000)
    assert game.turns[0]["score"]["auto"] is True
    assert "automatically" in "".join(
        str(e) for e in game.events) or "wrote" in window.status_label.text()


def test_the_analysis_does_not_count_an_automatic_write_as_a_choice():
    from playing import stub_advise

    from kosci_gui.ai.analysis import analyse
    from kosci_gui.engine.games import new_game
    from kosci_gui.engine.record import to_record

    game = new_game("classic", None, ["Ala"], seed=1)
    game.roll([1, 1, 2, 3, 5])
    game.roll([1, 1, 2, 3, 5])
    game.roll([1, 1, 2, 3, 5])
    game.score("chance", automatic=True)
    (ala,) = analyse(to_record(game), stub_advise).players
    written = [d for d in ala.decisions if isinstance(d.chosen, Write)]
    assert written and all(d.automatic for d in written)
    assert ala.total_loss == sum(d.loss for d in ala.decisions if not d.automatic)


# -- Thousand: a miss is seen ------------------------------------------------------------------


def test_a_thousand_miss_stays_on_the_table_for_a_moment(qtbot, window, settings):
    settings.moment_ms = 1500
    dice = ScriptedDice([1, 5, 2, 3, 4, 2, 3, 4, 6])
    game = start(window, "thousand", ["Ala", "Ola"], dice=dice)
    board = thousand_board(window)
    click(qtbot, board.roll_button)
    qtbot.mouseClick(board.tray.dice[0], Qt.MouseButton.LeftButton)   # set aside the 1
    click(qtbot, board.roll_button)                                   # 2 3 4 6: a miss
    assert game.current == 1
    assert "miss" in board.turn_label.text() and "10" in board.turn_label.text()
    assert not board.roll_button.isEnabled()      # Ola waits until the miss has been seen
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton)   # a click: seen
    assert window.controller.moment is None and board.roll_button.isEnabled()


def test_after_a_moment_the_computer_plays_on(qtbot, window, settings, plain_thousand_players):
    settings.moment_ms = 300
    dice = ScriptedDice([2, 3, 4, 6, 6])
    game = start(window, "thousand", ["Ala", Player("Bot", "computer", "easy")], dice=dice,
                 rules={"preset": "family"})
    click(qtbot, thousand_board(window).roll_button)   # nothing scores: a miss
    assert game.current == 1 and window.controller.moment is not None
    qtbot.waitUntil(lambda: game.current == 0, timeout=5000)


# -- hidden scorecards -------------------------------------------------------------------------


def test_hidden_cards_keep_the_computers_writes_out_of_the_status_line(qtbot, window):
    game = start(window, "classic", ["Ala", Player("Bot", "computer", "hard")],
                 open_scorecards=False)
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    click_box(qtbot, window, 0, "chance")
    qtbot.waitUntil(lambda: game.current == 0 and game.cards[1].filled_count() == 1,
                    timeout=5000)
    (box,) = [b for b, v in game.cards[1].cells[0].items() if v is not None]
    status = window.status_label.text()
    assert "Bot" in status

    assert boxes.box_name(box) not in status


def test_hot_seat_hidden_cards_show_no_card_during_a_computers_turn(qtbot, window, settings):
    settings.computer_ms = 20  # a turn shown step by step (its previews), not at once
    game = start(window, "classic", ["Ala", Player("Bot", "computer", "easy"), "Ola"],
                 open_scorecards=False)
    board = kosci_board(window)
    click(qtbot, board.handover_button)
    click(qtbot, board.roll_button)
    click_box(qtbot, window, 0, "chance")
    assert game.current == 1
    model = board.model
    row = model.row_of("chance")
    assert all(model.index(row, p).data() == "" for p in range(3))
    qtbot.waitUntil(lambda: game.current == 2, timeout=5000)
    assert board.handover_button.isVisible() and "Ola" in board.handover_button.text()


# -- the clock ---------------------------------------------------------------------------------


def test_the_clock_is_large_and_warns_in_the_last_thirty_seconds(qtbot, window, fake_time):
    start(window, "classic", ["Ala", "Ola"], clock_minutes=2)
    board = kosci_board(window)
    assert board.clock_label.isVisible() and "2:00" in board.clock_label.text()
    assert board.clock_label.font().pointSizeF() > window.font().pointSizeF() * 1.3
    assert board.clock_label.property("warning") is False
    with qtbot.waitSignal(window.controller.clocksTicked, timeout=2000):
        fake_time.advance(95)
    qtbot.waitUntil(lambda: board.clock_label.property("warning") is True, timeout=2000)


def test_a_player_whose_time_runs_out_is_told(qtbot, window, fake_time):
    start(window, "classic", ["Ala", "Ola", "Ela"], clock_minutes=2)
    with qtbot.waitSignal(window.controller.playerOut, timeout=2000):
        fake_time.advance(121)
    assert "Ala's time is up" in window.status_label.text()


# -- previews that say what a box is worth ---------------------------------------------------


def test_triple_shows_a_box_one_way_written_or_previewed(qtbot, window):
    """A box shows one figure whether previewed or written (not 75 previewed and 25
    written for a ×3 box): what is written in it; the tooltip its worth in the column; the
    column total weighted."""
    game = start(window, "triple", ["Ala"], dice=ScriptedDice([1, 2, 3, 4, 5]))
    click(qtbot, kosci_board(window).roll_button)
    assert cell(window, "large_straight", column=2).data() == "40"
    assert "40 ×3 = 120" in cell(window, "large_straight", column=2).data(
        Qt.ItemDataRole.ToolTipRole)
    window.controller.choose_box("large_straight", 2)
    assert game.cards[0].get("large_straight", 2) == 40
    assert cell(window, "large_straight", column=2).data() == "40"
    model = kosci_board(window).model
    total = model.index(model.rows.index(("sum", "column_total")), model.model_column(0, 2))
    assert total.data() == "120"


def test_full_previews_show_the_combination_multiplier(qtbot, window):
    start(window, "full", ["Ala"], dice=ScriptedDice([6, 6, 2, 3, 4]))
    click(qtbot, kosci_board(window).roll_button)
    assert cell(window, "pair").data() == "36 (×3)"
    assert "12 ×3 = 36" in cell(window, "pair").data(Qt.ItemDataRole.ToolTipRole)
    # the upper boxes are filled but not counted: in brackets
    assert cell(window, "sixes").data() == "(12)"


# -- words on the buttons and in the title -------------------------------------------------------


def test_the_roll_button_says_what_it_will_roll(qtbot, window):
    start(window, "classic", ["Ala"], dice=ScriptedDice([6, 6, 1, 2, 3]))
    board = kosci_board(window)
    assert board.roll_button.full_text.startswith("Roll all")
    click(qtbot, board.roll_button)
    qtbot.mouseClick(board.tray.dice[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board.tray.dice[1], Qt.MouseButton.LeftButton)
    assert board.roll_button.full_text.startswith("Roll 3 dice")


def test_no_stale_roll_instruction_during_a_computers_turn(qtbot, window, settings):
    settings.computer_ms = 400
    game = start(window, "classic", ["Ala", Player("Bot", "computer", "easy")])
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    click_box(qtbot, window, 0, "chance")
    assert game.current == 1
    assert "Bot" in board.roll_button.full_text and "left" not in board.roll_button.full_text


def test_the_window_title_names_the_game_once(window):
    start(window, "classic", ["Ala"])
    assert window.windowTitle() == "Classic"     # Qt adds " — Kości" itself


def test_toggling_hints_says_so(qtbot, window):
    start(window, "classic", ["Ala"])
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert "Hints on" in window.status_label.text()
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert "Hints off" in window.status_label.text()


def test_the_five_of_a_kind_bonus_row_says_what_it_is(window):
    start(window, "classic", ["Ala"])
    model = kosci_board(window).model
    row = model.rows.index(("sum", "five_bonus"))
    assert model.headerData(row, Qt.Orientation.Vertical) == "Five-of-a-kind bonus"


def test_the_end_dialog_says_when_a_game_was_assisted(qtbot, window):
    start(window, "classic", ["Ala"])
    window.saver.meta.assisted = True
    game = window.controller.game
    while not game.finished:
        window.controller.roll()
        best = max(game.allowed_options(), key=lambda o: o.points)
        window.controller.choose_box(best.box, best.column)
    window.open_end_dialog()
    dialog = window.dialogs[-1]
    assert dialog.assisted_note.isVisibleTo(dialog)


def test_thousand_timeout_mark_is_a_glyph_the_font_has(qtbot, window, fake_time):
    game = start(window, "thousand", ["Ala", "Ola", "Ela"], clock_minutes=2)
    with qtbot.waitSignal(window.controller.playerOut, timeout=2000):
        fake_time.advance(121)
    assert game.out[0]
    mark = thousand_board(window).sheet_model.index(0, 0).data()
    fm = QFontMetrics(thousand_board(window).sheet.font())
    assert all(fm.inFontUcs4(ord(ch)) for ch in mark), mark


def test_thousand_sheet_by_rounds_puts_a_round_on_one_line(qtbot, window):
    dice = ScriptedDice([2, 3, 4, 6, 6, 2, 3, 4, 6, 6, 2, 3, 4, 6, 6])
    start(window, "thousand", ["Ala", "Ola"], dice=dice, rules={"preset": "family"})
    board = thousand_board(window)
    for _ in range(3):
        click(qtbot, board.roll_button)                # three zero throws: three misses
    window.commands.by_round.trigger()
    model = board.sheet_model
    assert model.by_round
    assert [model.index(0, p).data() for p in range(2)] == ["•", "•"]
    assert model.index(1, 0).data() == "•" and model.index(1, 1).data() == ""
