"""Every window and question a player meets besides the table and the menus' dialogs
(those have tests of their own): the end of a game with its luck report, History,
Statistics, the analysis, the saved games, the resume question and the hand-over screen —
in each, read in-process as the AT-SPI bridge publishes it, no unnamed control and nothing
hidden in the tree."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from tests.gui.helpers import start, until_idle
from tests.gui.window.test_access_hidden import hidden
from tests.gui.words.test_access_names import unnamed


def looked_at(qtbot, dialog: QWidget) -> tuple[list[str], list[str]]:
    dialog.show()
    qtbot.waitExposed(dialog)
    until_idle()
    return unnamed(dialog), hidden(dialog)


def test_the_end_of_a_game_with_its_luck(qtbot, window):
    from kosci_gui.ai import make_player
    from kosci_gui.engine.game import Player
    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.records.end_dialog import EndDialog

    game = GameSetup("classic", players=[Player("Ala"), Player("Ola")], seed=5).build()
    players = [make_player("classic", game.rules, "easy", seed=s) for s in (1, 2)]
    while not game.finished:
        game.apply(players[game.current].decide(game))
    dialog = EndDialog(game, window)
    qtbot.addWidget(dialog)
    assert looked_at(qtbot, dialog) == ([], [])
    work = dialog.luck.work
    qtbot.waitUntil(lambda: work is None or work.finished, timeout=60_000)
    until_idle()
    assert (unnamed(dialog), hidden(dialog)) == ([], [])


def test_history_statistics_and_the_analysis(qtbot, window):
    from playing import finished_classic, stub_advise

    from kosci_gui.engine.record import to_record
    from kosci_gui.gui.records.analysis_window import AnalysisWindow
    from kosci_gui.gui.records.history_window import HistoryWindow
    from kosci_gui.gui.records.stats_window import StatsWindow
    from kosci_gui.storage.history import HistoryDB

    db = HistoryDB(None)
    for seed in range(3):
        game = finished_classic(seed=seed)
        db.add_game(to_record(game), game)
    for dialog in (HistoryWindow(db, window), StatsWindow(db, window)):
        qtbot.addWidget(dialog)
        assert looked_at(qtbot, dialog) == ([], []), type(dialog).__name__
    analysis = AnalysisWindow(to_record(finished_classic(seed=3)), stub_advise, window)
    qtbot.addWidget(analysis)
    analysis.show()
    qtbot.waitUntil(analysis.is_done, timeout=60_000)
    qtbot.waitUntil(lambda: analysis.tabs.count() > 0)
    assert looked_at(qtbot, analysis) == ([], [])


def test_the_saved_games_and_the_resume_question(qtbot, tmp_path):
    from tests.gui.saver_app import App

    first = App(qtbot, tmp_path)
    first.start()
    first.play(players=("Ala", "Bartek"))
    first.ctl.roll()
    first.quit()
    read: dict[str, tuple[list[str], list[str]]] = {}

    def look(dialog: QDialog) -> int:
        read[dialog.objectName()] = looked_at(qtbot, dialog)
        dialog.close()
        return QMessageBox.StandardButton.No if isinstance(dialog, QMessageBox) \
            else QDialog.DialogCode.Rejected

    second = App(qtbot, tmp_path, answers={"resumeQuestion": look, "openDialog": look})
    second.start()
    second.commands.by_name["open_game"].trigger()
    until_idle()
    assert read == {"resumeQuestion": ([], []), "openDialog": ([], [])}


def test_the_hand_over_screen(qtbot, window):
    start(window, "classic", ["Anna", "Boris"], open_scorecards=False)
    until_idle()
    assert window.board.handover_button.isVisible()
    assert (unnamed(window), hidden(window)) == ([], [])
