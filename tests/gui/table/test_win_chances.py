"""The chances to win at the table: each player's in bars (View → Chances to win; never
with hidden cards), the hints' tooltips with the chance and the best chance first, what luck
did in the end dialog and in History (sentence, figures, chart), duplicate dice in the
new-game dialog, and the quick starts' strength."""

from __future__ import annotations

from concurrent.futures import Future

import pytest
from PySide6.QtCore import Qt

from kosci_gui.ai.base import KOSCI_TIE, THOUSAND_TIE, Advice, best_first, best_for_win
from kosci_gui.ai.luck import POINTS, TURNS, WIN_CHANCE, SeatLuck
from kosci_gui.ai.reasons import Odds
from kosci_gui.engine.game import Player
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.engine.record import to_record
from kosci_gui.gui.play.game_setup import GameSetup
from kosci_gui.gui.records.end_dialog import EndDialog
from kosci_gui.gui.records.luck_view import LuckPanel, LuckWords
from kosci_gui.gui.window.new_game_dialog import NewGameDialog
from tests.gui.helpers import ScriptedDice, click, kosci_board, start, thousand_board, until_idle


def ready() -> Future:
    future: Future = Future()
    future.set_result(None)
    return future


@pytest.fixture
def chances_on(window, settings):
    """Chances shown, from a stand-in model: 60 % for whoever is to move."""
    settings.show_chances = True
    watch = window.controller.chances.watch
    watch.prepare = lambda game: ready()
    asked = []

    def ask(game):
        asked.append(game.current)
        return Odds([0.6 if seat == game.current else 0.4 / (game.player_count - 1)
                     for seat in range(game.player_count)])

    watch.ask = ask
    return asked


def bars(window):
    return window.board.chance_bars


# -- the bars ----------------------------------------------------------------------------------


def test_the_bars_show_every_players_chance_and_follow_the_game(qtbot, window, chances_on):
    game = start(window, "classic", ["Ala", "Ola"])
    qtbot.waitUntil(lambda: bars(window).known)
    assert bars(window).names == ["Ala", "Ola"]
    assert bars(window).chances == [0.6, 0.4] and bars(window).current == 0
    assert "Ala 60" in bars(window).accessibleName()
    window.controller.roll()
    option = game.allowed_options()[0]
    window.controller.choose_box(option.box, option.column)
    qtbot.waitUntil(lambda: bars(window).chances == [0.4, 0.6])
    assert bars(window).current == 1


def test_view_chances_to_win_hides_and_shows_them(qtbot, window, chances_on):
    start(window, "classic", ["Ala", "Ola"])
    qtbot.waitUntil(lambda: bars(window).isVisible())
    window.actions_by_name["chances"].trigger()
    assert not window.settings.show_chances
    qtbot.waitUntil(lambda: not bars(window).isVisible())
    assert "C shows" in window.status_label.text()
    window.actions_by_name["chances"].trigger()
    qtbot.waitUntil(lambda: bars(window).isVisible())


def test_no_bars_alone_or_with_hidden_cards(qtbot, window, chances_on):
    start(window, "classic", ["Ala"])
    until_idle()  # the watch's look at the new game (a zero-delay timer) has been and gone
    assert not bars(window).isVisible()
    start(window, "classic", ["Ala", Player("Bot", "computer", "easy")], open_scorecards=False)
    until_idle()
    assert not bars(window).isVisible() and chances_on == []
    window.actions_by_name["chances"].trigger()     # off, and on again: still not shown
    window.actions_by_name["chances"].trigger()
    assert "hidden" in window.status_label.text()
    assert not bars(window).isVisible()


def test_the_bars_wait_for_the_model_and_a_failing_model_is_said(qtbot, window, settings):
    settings.show_chances = True
    watch = window.controller.chances.watch
    pending: Future = Future()
    watch.prepare = lambda game: pending
    watch.ask = lambda game: Odds([0.5, 0.5])
    start(window, "thousand", ["Ala", "Ola"])
    qtbot.waitUntil(lambda: bars(window).isVisible())
    assert not bars(window).known     # waiting, in its place
    assert "being worked out" in bars(window).accessibleName()
    pending.set_exception(RuntimeError("no table"))
    qtbot.waitUntil(lambda: "no table" in window.status_label.text())
    assert not bars(window).isVisible()


def test_real_thousand_chances_add_up_to_one(qtbot, window, settings):
    settings.show_chances = True
    start(window, "thousand", ["Ala", "Ola"], rules={"preset": "blog"})
    qtbot.waitUntil(lambda: bars(window).known, timeout=20000)
    chances = bars(window).chances
    assert len(chances) == 2 and sum(chances) == pytest.approx(1.0, abs=1e-6)
    assert 0.45 < chances[0] < 0.6                      # the first to throw is a little ahead
    assert thousand_board(window).chance_bars is bars(window)


# -- hints with the chance to win --------------------------------------------------------------


def test_the_best_chance_comes_first_and_the_tooltips_say_it(qtbot, window, settings):
    settings.hints = True
    advisor = window.controller.advisor
    advisor.watch.prepare = lambda game: ready()
    advisor.watch.ask = lambda game: [
        Advice(Write("chance", 0), 24.0, "chance", win_chance=0.41),
        Advice(Write("sixes", 0), 22.0, "sixes", win_chance=0.47),
        Advice(Roll(()), 21.0, "roll", win_chance=0.30)]
    start(window, "classic", ["Ala", "Ola"], dice=ScriptedDice([6, 6, 6, 2, 3]))
    window.controller.roll()
    advisor.watch.refresh()
    assert window.controller.best_move() == Write("sixes", 0)     # 47 % beats 41 %
    board = kosci_board(window)
    index = board.model.index_of(0, "chance")
    tip = index.data(Qt.ItemDataRole.ToolTipRole)
    assert "24.0" in tip and "chance to win 41 %" in tip


def test_best_first_alone_keeps_the_values_order():
    alone = [Advice(Roll(()), 30.0, "roll"), Advice(Write("ones", 0), 10.0, "ones")]
    assert best_first(KOSCI_TIE, alone) == alone
    tie = [Advice(Write("ones", 0), 10.0, "ones", 0.5), Advice(Roll(()), 30.0, "roll", 0.5)]
    assert best_first(KOSCI_TIE, tie)[0].move == Roll(())       # equal chances: the better value


def test_a_decided_kosci_game_is_still_played_for_its_points_but_thousand_for_the_chance():
    options = [Advice(Write("chance", 0), 12.0, "chance", 0.99998),
               Advice(Write("ones", 0), 40.0, "ones", 0.99997),
               Advice(Roll(()), 30.0, "roll", 0.9)]
    # a hundredth of a percentage point is no difference: the 28 points more decide
    assert [a.label for a in best_first(KOSCI_TIE, options)] == ["ones", "chance", "roll"]
    assert best_for_win(KOSCI_TIE, options).label == "ones"
    # Thousand has no points to keep: the better chance, however small the difference
    assert best_for_win(THOUSAND_TIE, options).label == "chance"


# -- what luck did -----------------------------------------------------------------------------


def test_the_sentence_for_two_players_in_points():
    words = LuckWords()
    report = [SeatLuck(0, "Ola", 4.2, -11.0, POINTS), SeatLuck(1, "Bot", 0.0, 20.0, POINTS)]
    # to a tenth of a point, as the analysis counts (one figure, one rounding)
    assert words.sentence(report, {0}) == (
        "Ola played within 4.2 points of perfect; the dice were 31.0 points kinder to Bot.")
    assert words.signed_figures(report) == [("−4.2 points", "−11.0 points"),
                                            ("+0.0 points", "+20.0 points")]


def test_the_sentence_for_more_players_perfect_play_and_other_units():
    words = LuckWords()
    three = [SeatLuck(0, "Ala", 0.02, 5.0, POINTS), SeatLuck(1, "Ola", 9.0, -7.0, POINTS),
             SeatLuck(2, "Ela", 1.0, 30.0, POINTS)]
    assert words.sentence(three, {0, 1}) == (
        "Ala played perfectly; Ola played within 9.0 points of perfect; the dice were kindest "
        "to Ela and hardest on Ola, 37.0 points apart.")
    chance = [SeatLuck(0, "Ala", 0.031, 0.10, WIN_CHANCE), SeatLuck(1, "Bot", 0.0, -0.02,
                                                                    WIN_CHANCE)]
    assert words.sentence(chance, {0}) == (
        "Ala's decisions cost 3 %; the dice were 12 % kinder to Ala.")
    even = [SeatLuck(0, "Ala", 0.4, 1.0, TURNS), SeatLuck(1, "Ola", 0.0, 1.02, TURNS)]
    assert words.sentence(even, set()) == (
        "Ala's decisions cost 0.4 turns; Ola played perfectly; the dice were even-handed.")


def finished_thousand(window):
    """A short two-player Thousand game played to its end (exact-1000 rules off)."""
    game = start(window, "thousand", ["Ala", Player("Bot", "computer", "easy")],
                 rules={"preset": "blog"}, seed=11)
    from kosci_gui.ai import make_player

    players = [make_player("thousand", game.rules, "easy", seed=i) for i in range(2)]
    window.controller.autoplay.stop()
    while not game.finished:
        game.apply(players[game.current].decide(game))
    return game


def test_the_end_dialog_says_what_luck_did_and_draws_the_chances(qtbot, window):
    game = finished_thousand(window)
    dialog = EndDialog(game, window)
    qtbot.addWidget(dialog)
    assert dialog.luck.sentence.text() == "Working out what luck did…"
    dialog.luck.work.run_to_end()
    sentence = dialog.luck.sentence.text()
    assert sentence.startswith("Ala") and sentence.endswith(".") and "dice" in sentence
    figures = dialog.luck.figures  # a table: a row per player, the decisions and the dice
    assert not figures.isHidden() and figures.rowCount() == 2
    assert [figures.verticalHeaderItem(r).text() for r in range(2)] == ["Ala", "Bot"]
    assert figures.horizontalHeaderItem(0).text() == "Decisions"
    assert figures.item(1, 1).text().startswith(("+", "−"))
    chart = dialog.luck.chart
    assert not chart.isHidden()
    assert 2 <= len(chart.series) <= len(game.turns) + 1
    assert all(len(point) == 2 for point in chart.series)
    assert chart.series[-1][game.winners()[0]] == pytest.approx(1.0)
    assert "at the end" in chart.accessibleDescription()


def test_the_end_dialog_grows_to_show_what_luck_did_without_scrolling(qtbot, window):
    from PySide6.QtWidgets import QScrollArea

    game = finished_thousand(window)
    dialog = EndDialog(game, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.luck.work.run_to_end()
    until_idle()
    room = dialog.screen().availableGeometry()
    assert dialog.height() <= room.height()
    area = dialog.findChild(QScrollArea)
    # the screen has the room: the table of figures and the chart show whole, nothing scrolls
    assert area.verticalScrollBar().maximum() == 0


def test_a_broken_record_is_said_not_shown(qtbot):
    panel = LuckPanel()
    qtbot.addWidget(panel)
    panel.show_game({"game": "no-such-game", "players": [{"name": "A"}], "turns": []})
    assert "could not be worked out" in panel.sentence.text()
    assert panel.chart.isHidden()


def test_history_shows_what_luck_did_in_the_selected_game(qtbot, tmp_path):
    from tests.gui.saver_app import App

    app = App(qtbot, tmp_path)
    game = finished_thousand(app.window)
    app.window.saver.history.add_game(to_record(game), game)
    app.window.records.open_history()
    history = app.window.records.history
    history.refresh()
    assert history.luck.work is not None
    history.luck.work.run_to_end()
    assert "Ala" in history.luck.sentence.text()
    assert not history.luck.chart.isHidden()


# -- duplicate dice and the quick starts -------------------------------------------------------


def test_the_new_game_dialog_offers_duplicate_dice(qtbot):
    dialog = NewGameDialog(GameSetup(players=[Player("Ala"), Player("Ola")]))
    qtbot.addWidget(dialog)
    assert not dialog.duplicate_check.isChecked()
    dialog.duplicate_check.setChecked(True)
    setup = dialog.result_setup()
    assert setup.duplicate and setup.build().duplicate
    assert GameSetup.from_json(setup.to_json()).duplicate
    again = NewGameDialog(GameSetup.from_json(setup.to_json()))
    qtbot.addWidget(again)
    assert again.duplicate_check.isChecked()


def test_a_duplicate_game_deals_both_players_the_same_first_roll(qtbot, window):
    game = start(window, "classic", ["Ala", "Ola"], duplicate=True, seed=9)
    window.controller.roll()
    first = list(game.dice)
    window.controller.choose_box("chance", 0)
    window.controller.roll()
    assert list(game.dice) == first
    assert to_record(game)["settings"]["duplicate"] is True


def test_the_quick_starts_say_and_take_the_chosen_strength(qtbot, window):
    welcome = window.welcome
    assert window.settings.quick_level == "medium"
    assert "computer: medium" in welcome.game_buttons["classic"].description()
    click(qtbot, welcome.level_buttons["hard"])
    assert window.settings.quick_level == "hard"
    assert "computer: hard" in welcome.game_buttons["classic"].description()
    click(qtbot, welcome.game_buttons["classic"])
    assert window.controller.game.players[1].level == "hard"


def test_the_bars_end_on_the_result_when_a_clock_ends_the_game(qtbot, window, settings,
                                                                fake_time):
    """A game decided by the clock leaves the bars on its result, not on the position
    before it (the winner at 1 %): the game's end does not stop the question asked after
    its last action."""
    settings.show_chances = True
    watch = window.controller.chances.watch
    watch.prepare = lambda game: ready()
    watch.ask = lambda game: Odds([1.0 if seat in game.winners() else 0.0 for seat in range(2)]
                                  if game.finished else [0.99, 0.01])
    game = start(window, "classic", ["Ala", "Ola"], clock_minutes=2)
    qtbot.waitUntil(lambda: bars(window).chances == [0.99, 0.01])
    with qtbot.waitSignal(window.controller.gameFinished, timeout=2000):
        fake_time.advance(121)  # Ala, far ahead, runs out of time: Ola wins
    assert game.winners() == [1]
    qtbot.waitUntil(lambda: bars(window).known and bars(window).chances == [0.0, 1.0])
    assert "Ola 100" in bars(window).accessibleName()


def test_the_bars_end_on_the_result_of_the_last_write(qtbot, window, settings):
    settings.show_chances = True
    watch = window.controller.chances.watch
    watch.prepare = lambda game: ready()
    watch.ask = lambda game: Odds([1.0 if seat in game.winners() else 0.0 for seat in range(2)]
                                  if game.finished else [0.5, 0.5])
    game = start(window, "thousand", ["Ala", "Ola"], rules={"opening": 0},
                 dice=ScriptedDice([1, 1, 1, 1, 2]))
    game.scores[0] = 800  # (a position built directly: one write from the end)
    qtbot.waitUntil(lambda: bars(window).chances == [0.5, 0.5])
    window.controller.roll()
    qtbot.waitUntil(lambda: game.phase == "thrown")
    for i in range(4):
        window.controller.toggle_hold(i)
    window.controller.write()  # four ones: 200, to 1000
    assert game.finished and game.winners() == [0]
    qtbot.waitUntil(lambda: bars(window).known and bars(window).chances == [1.0, 0.0])
