"""The statistics, history and analysis windows show what the database and analysis hold."""

from __future__ import annotations

from playing import finished_classic, played, stub_advise

from kosci_gui.engine.record import to_record
from kosci_gui.gui.records.analysis_window import AnalysisWindow
from kosci_gui.gui.records.history_window import HistoryWindow
from kosci_gui.gui.records.stats_window import StatsWindow, bins_for
from kosci_gui.storage.history import HistoryDB
from kosci_gui.storage.savefile import GameMeta

#: The offscreen platform says so whenever a window is shown; it means nothing here.


def filled_db():
    db = HistoryDB(None)
    for seed in range(5):
        game = finished_classic(seed=seed)
        db.add_game(to_record(game, extra={"meta": GameMeta(assisted=seed == 4).to_json()}), game,
                    played_at=f"2026-11-2{seed}T10:00:00+00:00")
    return db


def test_bins_cover_every_score_once():
    scores = [143, 187, 190, 201, 254, 260, 311]
    bins = bins_for(scores)
    assert sum(n for _, _, n in bins) == len(scores)
    assert bins[0][0] <= 143 and bins[-1][1] > 311
    assert bins_for([]) == [] and bins_for([200]) == [(200, 201, 1)]


def test_statistics_window(qtbot):
    db = filled_db()
    window = StatsWindow(db)
    qtbot.addWidget(window)
    window.show()
    assert window.current_game() == "classic"
    names = {window.players.item(r, 0).text() for r in range(window.players.rowCount())}
    assert names == {"Ala", "Bartek"}
    assert window.players.item(0, 1).text() == "5"
    # the assisted game (seed 4) is left out: 4 games x 2 players, best 10 shown... all 8
    assert window.high_scores.rowCount() == 8
    scores = [int(window.high_scores.item(r, 2).text())
              for r in range(window.high_scores.rowCount())]
    assert scores == sorted(scores, reverse=True)
    assert sum(n for _, _, n in window.chart.bins) == 10
    window.chart_player.setCurrentIndex(window.chart_player.findData("Ala"))
    assert sum(n for _, _, n in window.chart.bins) == 5
    window.tabs.setCurrentIndex(2)
    window.chart.grab()  # paints without warnings


def test_statistics_window_without_games(qtbot):
    window = StatsWindow(HistoryDB(None))
    qtbot.addWidget(window)
    window.tabs.setCurrentIndex(2)
    window.chart.grab()
    assert window.players.rowCount() == 0 and window.high_scores.rowCount() == 0


def test_history_window_lists_games_and_asks_for_analysis(qtbot):
    db = filled_db()
    window = HistoryWindow(db)
    qtbot.addWidget(window)
    assert window.table.rowCount() == 5
    assert window.rows[0].played_at.startswith("2026-11-24")  # newest first
    assert window.table.item(0, 5).text() != ""  # assisted
    with qtbot.waitSignal(window.analysisRequested) as signal:
        window.analysis_button.click()
    assert signal.args == [window.rows[0].id]


def test_analysis_window_shows_losses_and_mistakes(qtbot):
    window = AnalysisWindow(to_record(played()), stub_advise)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.is_done, timeout=5000)
    qtbot.waitUntil(lambda: window.tabs.count() == 1)
    page = window.tabs.widget(0)
    assert window.tabs.tabText(0) == "Ala"
    from PySide6.QtWidgets import QLabel, QTableWidget
    total = page.findChild(QLabel, "total")
    assert "52.0" in total.text()
    table = page.findChild(QTableWidget, "decisions")
    assert table.rowCount() == 3
    assert table.item(0, 3).text() == "hold 6 6 6, roll"
    assert table.item(0, 4).text() == "hold 5 6 6 6, roll"
    window.grab()


def test_analysis_window_for_thousand(qtbot):
    from kosci_gui.engine.games import new_game
    window = AnalysisWindow(to_record(new_game("thousand", None, ["A", "B"], seed=1)),
                            stub_advise)
    qtbot.addWidget(window)
    assert window.is_done() and window.tabs.count() == 0


def test_windows_retranslate_on_a_language_change(qtbot):
    from PySide6.QtCore import QCoreApplication, QEvent

    db = filled_db()
    windows = [StatsWindow(db), HistoryWindow(db),
               AnalysisWindow(to_record(played()), stub_advise)]
    windows[2].run_to_end()
    for window in windows:
        qtbot.addWidget(window)
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert windows[0].tabs.tabText(2) == "Score distribution"
    assert windows[1].table.rowCount() == 5
    assert windows[2].tabs.count() == 1 and windows[2].tabs.tabText(0) == "Ala"
