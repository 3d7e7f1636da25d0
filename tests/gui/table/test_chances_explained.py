"""The chance bars say what each chance weighs: each player's expected final score against the
best other's (Thousand: the turns each needs to reach 1000), in each bar's tooltip and
description for a screen reader, and on a line of every player's figure under the bars where
the window has the height for it; in English, Polish and Russian. A hint's chance says the
gap to the best opponent. The chart of a finished game says, where the mouse is, each
player's chance then and what it weighed."""

from __future__ import annotations

from concurrent.futures import Future

import pytest
from playing import finished_classic
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from kosci_gui.ai.reasons import RACE, WIN_GAP, Odds, Reason
from kosci_gui.engine.record import to_record
from kosci_gui.gui.records.luck_view import LuckWork
from kosci_gui.gui.table.chance_chart import ChanceChart
from kosci_gui.gui.table.chances import ChanceBars
from kosci_gui.gui.words import i18n
from kosci_gui.gui.words.why_texts import StandingWords, why_lines
from tests.gui.helpers import start, until_idle

NAMES = ["Ala", "Bartek"]
GAP = (Reason(WIN_GAP, {"chance": 0.33, "mine": 231.2, "theirs": 262.4, "seat": 0, "rival": 1}),
       Reason(WIN_GAP, {"chance": 0.67, "mine": 262.4, "theirs": 231.2, "seat": 1, "rival": 0}))
RACING = (Reason(RACE, {"chance": 0.4, "mine": 4.23, "theirs": 3.51, "seat": 0, "rival": 1}),
          Reason(RACE, {"chance": 0.6, "mine": 3.51, "theirs": 4.23, "seat": 1, "rival": 0}))


@pytest.mark.parametrize("language", ["en", "pl", "ru"])
def test_every_standing_is_said_whole(language, qapp):
    i18n.install_translators(qapp, language)
    words = StandingWords(NAMES)
    level = Reason(WIN_GAP, {"chance": 0.5, "mine": 200.2, "theirs": 199.9, "seat": 0,
                             "rival": 1})
    even = Reason(RACE, {"chance": 0.5, "mine": 3.0, "theirs": 3.0, "seat": 0, "rival": 1})
    lines = [words.seat_line(r) for r in (*GAP, level, *RACING, even)]
    lines += [words.summary(GAP), words.summary(RACING)]
    assert len(set(lines)) == len(lines)
    assert not any("{" in line or "}" in line or "%n" in line for line in lines)
    assert all("Ala" in line and "Bartek" in line for line in lines)
    assert "231" in lines[0] and "262" in lines[0] and "31" in lines[0]
    assert "4.2" in lines[3] and "3.5" in lines[3]
    assert "231.2" not in lines[0]  # (whole points: the bars read calmly)
    said = {"en": "Expected final scores: Ala 231, Bartek 262 — Bartek 31 points ahead.",
            "pl": "Oczekiwane wyniki końcowe: Ala 231, Bartek 262 — Bartek prowadzi o 31 "
                  "punktów.",
            "ru": "Ожидаемый итог: Ala 231, Bartek 262 — Bartek впереди на 31 очко."}
    assert lines[0] == said[language]
    one = Reason(WIN_GAP, {"chance": 0.5, "mine": 200, "theirs": 202, "seat": 0, "rival": 1})
    plural = {"en": "2 points", "pl": "2 punkty", "ru": "2 очка"}
    assert plural[language] in words.seat_line(one)


@pytest.mark.parametrize("language", ["en", "pl", "ru"])
def test_a_hints_chance_says_the_gap_to_the_best_opponent(language, qapp):
    i18n.install_translators(qapp, language)
    behind, ahead, same = why_lines([
        Reason(WIN_GAP, {"chance": 0.33, "mine": 231.0, "theirs": 262.0}),
        Reason(WIN_GAP, {"chance": 0.8, "mine": 262.0, "theirs": 231.0}),
        Reason(WIN_GAP, {"chance": 0.5, "mine": 240.0, "theirs": 240.0})])
    assert "31.0" in behind and "262.0" in behind and "231.0" in behind
    assert "31.0" in ahead and behind != ahead.replace("80", "33")
    assert "240.0" in same and "0.0 " not in same
    if language == "en":
        assert behind == ("33 % to win: the best opponent's expected final score is 31.0 "
                          "points above yours (262.0 to 231.0).")


def test_each_bar_says_what_its_chance_weighs(qtbot, qapp):
    i18n.install_translators(qapp, "en")  # (its plurals)
    bars = ChanceBars()
    qtbot.addWidget(bars)
    bars.resize(420, 80)
    bars.set_chances(NAMES, [0.33, 0.67], 0, GAP)
    assert [bar.accessibleDescription() for bar in bars.bars] == [
        "Expected final scores: Ala 231, Bartek 262 — Bartek 31 points ahead.",
        "Expected final scores: Bartek 262, Ala 231 — Bartek 31 points ahead."]
    assert bars.accessibleDescription() == "Expected final scores: Ala 231 · Bartek 262"
    inside = bars.bars[0].geometry().center()
    assert bars.tip_at(inside) == ("Ala: 33 % chance to win\n"
                                   "Expected final scores: Ala 231, Bartek 262 — Bartek "
                                   "31 points ahead.")
    QApplication.sendEvent(bars, QHelpEvent(QEvent.Type.ToolTip, inside,
                                            bars.mapToGlobal(inside)))
    assert "Bartek 31 points ahead" in QToolTip.text()
    QToolTip.hideText()
    under = QPoint(10, bars.bars[-1].geometry().bottom() + bars.fontMetrics().height())
    assert bars.tip_at(under) == bars.summary
    assert bars.summary_text() == bars.summary
    # not known yet: nothing said of the figures
    bars.set_chances(NAMES, None, 0, GAP)
    assert bars.summary == "" and bars.accessibleDescription() == ""
    assert [bar.accessibleDescription() for bar in bars.bars] == ["", ""]


def test_the_line_of_figures_fits_the_width_and_keeps_its_place(qtbot, qapp):
    bars = ChanceBars()
    qtbot.addWidget(bars)
    bars.resize(600, 80)
    bars.set_chances(NAMES, None, 0)
    waiting = bars.heightForWidth(600)
    assert waiting >= 2 * bars.fontMetrics().height()  # (the line's room kept while waiting)
    bars.set_chances(NAMES, [0.4, 0.6], 0, RACING)
    assert bars.heightForWidth(600) == waiting
    assert bars.summary_text() == "Turns to 1000 on average: Ala 4.2 · Bartek 3.5"
    narrow = bars.fontMetrics().horizontalAdvance("Ala 4.2 · Bartek 3.5") + 4
    bars.resize(narrow, 80)
    assert bars.summary_text() == "Ala 4.2 · Bartek 3.5"      # the title goes first


def test_a_short_window_has_no_line_under_the_bars(qtbot, window, settings):
    settings.show_chances = True
    watch = window.controller.chances.watch
    ready: Future = Future()
    ready.set_result(None)
    watch.prepare = lambda game: ready
    watch.ask = lambda game: Odds([0.33, 0.67], GAP)
    start(window, "classic", NAMES)
    bars = window.board.chance_bars
    qtbot.waitUntil(lambda: bars.known)
    assert bars.summary_text() == "Expected final scores: Ala 231 · Bartek 262"
    tall = bars.height()
    window.resize(window.width(), 420)
    until_idle()
    assert bars.summary_text() == "" and bars.height() < tall
    # the screen reader still hears it all
    assert bars.accessibleDescription() == "Expected final scores: Ala 231 · Bartek 262"
    assert "Bartek 31 point" in bars.bars[0].accessibleDescription()


def test_the_real_model_explains_the_chances_at_the_table(qtbot, window, settings):
    settings.show_chances = True
    start(window, "thousand", ["Ala", "Ola"], rules={"preset": "blog"})
    bars = window.board.chance_bars
    qtbot.waitUntil(lambda: bars.known and bars.summary != "", timeout=20000)
    assert bars.summary.startswith("Turns to 1000 on average: Ala ")
    assert all("Turns to 1000 on average" in bar.accessibleDescription() for bar in bars.bars)


# -- the chart of a finished game --------------------------------------------------------------


def test_the_chart_says_each_points_chances_and_what_they_weigh(qtbot, qapp):
    chart = ChanceChart()
    qtbot.addWidget(chart)
    chart.resize(420, 220)
    later = (Reason(WIN_GAP, {"chance": 0.2, "mine": 200.0, "theirs": 240.0, "seat": 0,
                              "rival": 1}),
             Reason(WIN_GAP, {"chance": 0.8, "mine": 240.0, "theirs": 200.0, "seat": 1,
                              "rival": 0}))
    chart.set_series(NAMES, [[0.33, 0.67], [0.2, 0.8], [0.0, 1.0]],
                     [GAP, later, (None, None)])
    assert "at the start — Expected final scores: Ala 231 · Bartek 262" \
        in chart.accessibleDescription()
    plot = chart._plot()
    at = [QPoint(round(plot.left() + f * plot.width()), 50) for f in (0.0, 0.5, 1.0)]
    assert chart.tip_at(at[0]) == ("At the start: Ala 33 %, Bartek 67 %\n"
                                   "Expected final scores: Ala 231 · Bartek 262")
    assert chart.tip_at(at[1]) == ("Turn 1: Ala 20 %, Bartek 80 %\n"
                                   "Expected final scores: Ala 200 · Bartek 240")
    assert chart.tip_at(at[2]) == "Turn 1: Ala 0 %, Bartek 100 %"  # (the end: the result)
    assert chart.tip_at(QPoint(2, 50)) == ""                       # (the percentages)


def test_a_finished_games_luck_work_keeps_what_each_chance_weighed(qtbot):
    game = finished_classic(("Ala", "Bartek"))
    work = LuckWork(to_record(game))
    work.run_to_end()
    assert work.error is None and work.series is not None
    assert len(work.basis) == len(work.series)
    first = work.basis[0]
    assert [r["seat"] for r in first] == [0, 1]
    assert first[0]["mine"] == pytest.approx(first[1]["mine"], abs=1e-3)  # (level at the start)
    assert work.basis[-1] == (None, None)   # the result says it all
