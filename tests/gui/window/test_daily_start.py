"""Today's dice in the window: the day's game starts with its rules, seed and duplicate dice,
is marked as a daily game in its meta, counts for the record the first time and is practice
after that, and the daily list keeps both over a restart."""

from __future__ import annotations

import datetime as dt
from concurrent.futures import Future

from kosci_gui.ai.daily import HardResult, hard_result
from kosci_gui.engine.daily import daily
from kosci_gui.gui.play import computer
from kosci_gui.gui.records.daily_list import result_text
from kosci_gui.gui.records.history_window import HistoryWindow
from kosci_gui.gui.window import daily_start
from kosci_gui.gui.window.daily_start import start_daily
from kosci_gui.storage.daily_games import DAILY, daily_list
from tests.gui.saver_app import App

DAY = daily(dt.date(2026, 12, 5))
HARD = hard_result(DAY).points


def finish(qtbot, app):
    """Play the human's turns greedily; the computer plays its own (instantly)."""
    game = app.ctl.game
    while not game.finished:
        if game.players[game.current].is_computer:
            qtbot.waitUntil(lambda: game.finished
                            or not game.players[game.current].is_computer, timeout=5_000)
            continue
        if game.rolls == 0:
            app.ctl.roll()
        best = max(game.allowed_options(), key=lambda o: o.points + o.bonus)
        app.ctl.choose_box(best.box, best.column)
    return game


def test_todays_dice_for_the_record_then_practice(qtbot, tmp_path):
    ends: list[str] = []

    def seen_at_the_end(dialog) -> int:
        ends.append(dialog.daily_note.text() if not dialog.daily_note.isHidden() else "")
        return 0

    app = App(qtbot, tmp_path, answers={"endDialog": seen_at_the_end})
    app.start()
    assert start_daily(app.saver, app.ctl, DAY, "Ala", ("Komputer", "easy"))
    game = app.ctl.game
    assert game.duplicate and game.dice_source.seed == DAY.seed
    assert game.rules.preset == DAY.preset
    assert app.saver.meta.extra[DAILY]["practice"] is False
    computer.settle(10)  # (hard's score comes back to the window through its event loop)
    qtbot.waitUntil(lambda: app.saver.meta.extra[DAILY]["hard"] is not None, timeout=5_000)
    assert app.saver.meta.extra[DAILY]["hard"] == HARD
    first = finish(qtbot, app).totals()
    qtbot.waitUntil(lambda: len(daily_list(app.saver.history)) == 1)
    # the end says which day's dice and what hard scored on them
    qtbot.waitUntil(lambda: len(ends) == 1, timeout=5_000)
    assert DAY.code in ends[0] and str(HARD) in ends[0]
    assert "practice" not in ends[0]
    assert start_daily(app.saver, app.ctl, DAY, "Ala")
    assert app.saver.meta.extra[DAILY]["practice"] is True
    computer.settle(60)  # (behind the end dialog's luck figures of the first game)
    qtbot.waitUntil(lambda: app.saver.meta.extra[DAILY]["hard"] is not None, timeout=5_000)
    finish(qtbot, app)
    qtbot.waitUntil(lambda: len(daily_list(app.saver.history)) == 2)
    qtbot.waitUntil(lambda: len(ends) == 2, timeout=5_000)
    assert "practice" in ends[1]
    assert app.saver.history.player_stats("classic")[0].games == 1  # practice left out
    computer.settle(60)  # (the end dialogs' luck figures: none left for the next test)
    app.quit()

    again = App(qtbot, tmp_path)
    again.start()
    entries = daily_list(again.saver.history)
    assert [(e.code, e.practice) for e in entries] == [(DAY.code, True), (DAY.code, False)]
    assert entries[1].score == first[0]
    assert entries[1].hard == entries[0].hard == HARD
    shown = HistoryWindow(again.saver.history)
    qtbot.addWidget(shown)
    shown.refresh()
    table = shown.daily
    assert not table.isHidden() and table.rowCount() == 2
    assert [table.item(r, 4).text() for r in range(2)] == ["practice", "for the record"]
    assert table.item(1, 2).text() == str(first[0])
    assert table.item(1, 3).text() == str(HARD)
    again.quit()


def test_a_game_over_before_hards_score_gets_it_in_the_record(qtbot, tmp_path, monkeypatch):
    app = App(qtbot, tmp_path)
    app.start()
    history = HistoryWindow(app.saver.history)
    qtbot.addWidget(history)
    app.saver.gameStored.connect(history.refresh)
    # hard's game is still being played when the player's ends
    later: Future[HardResult] = Future()
    monkeypatch.setattr(daily_start, "prepare_hard_result", lambda day: later)
    assert start_daily(app.saver, app.ctl, DAY, "Ala")
    finish(qtbot, app)
    (stored,) = daily_list(app.saver.history)
    assert stored.hard is None and history.daily.item(0, 3).text() == "—"
    later.set_result(hard_result(DAY))
    qtbot.waitUntil(lambda: daily_list(app.saver.history)[0].hard is not None, timeout=5_000)
    (entry,) = daily_list(app.saver.history)
    assert (entry.hard, entry.hard_turns) == (HARD, 13)
    assert (entry.played_at, entry.score, entry.practice) == (
        stored.played_at, stored.score, False)
    assert history.daily.item(0, 3).text() == str(HARD)  # the list followed
    computer.settle(60)  # (nothing left in the background for the next test)
    app.quit()
    again = App(qtbot, tmp_path)  # and it is kept
    again.start()
    assert daily_list(again.saver.history)[0].hard == HARD
    again.quit()


def test_thousands_hard_result_is_its_points_and_turns(qtbot, tmp_path):
    day = daily(dt.date(2026, 12, 5), "thousand")
    hard = hard_result(day)
    app = App(qtbot, tmp_path)
    app.start()
    assert start_daily(app.saver, app.ctl, day, "Ala", ("Komputer", "easy"))
    computer.settle(10)
    marks = app.saver.meta.extra[DAILY]
    qtbot.waitUntil(lambda: marks["hard"] is not None, timeout=5_000)
    assert (marks["hard"], marks["hard_turns"]) == (hard.points, hard.turns)
    assert result_text("thousand", hard.points, hard.turns) == (
        f"{hard.points} in {hard.turns} turns")


def test_game_menu_todays_dice_with_a_friends_code(qtbot, tmp_path):
    friends = daily(dt.date(2026, 12, 5), "triple")

    def typed(dialog):
        dialog.code.setText(friends.code.lower())
        dialog.computer.setChecked(True)
        dialog._accept()
        return dialog.result()

    app = App(qtbot, tmp_path, answers={"dailyDialog": typed})
    app.start()
    app.commands.daily.trigger()
    game = app.ctl.game
    assert game.game == "triple" and game.dice_source.seed == friends.seed
    assert [p.is_computer for p in game.players] == [False, True]
    assert app.saver.meta.extra[DAILY]["code"] == friends.code


def test_a_mistyped_code_is_said_and_the_dialog_stays(qtbot, tmp_path):
    def typed(dialog):
        dialog.code.setText("ABCD-EFGH")
        dialog._accept()
        assert not dialog.problem.isHidden()
        return dialog.result()

    app = App(qtbot, tmp_path, answers={"dailyDialog": typed})
    app.start()
    before = app.ctl.game
    app.commands.daily.trigger()
    assert app.ctl.game is before


def test_thousand_of_the_day_is_played_against_the_computer(qtbot, tmp_path):
    def thousand(dialog):
        dialog.game.setCurrentIndex(dialog.game.findData("thousand"))
        dialog._accept()
        return dialog.result()

    app = App(qtbot, tmp_path, answers={"dailyDialog": thousand})
    app.start()
    app.commands.daily.trigger()
    game = app.ctl.game
    assert game.game == "thousand" and game.duplicate
    assert [p.is_computer for p in game.players] == [False, True]
