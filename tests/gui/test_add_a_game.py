"""The recipe "add a game" (CONTRIBUTING.md) proved: a game registered in the three descriptors
— the engine's, the computer's and the window's — and nowhere else appears in the new-game
dialog, is played at its board, by the command line's simulations, and its records replay.

The new game here is "double": the classic column twice, weighted ×1 and ×2 (26 turns)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from kosci_gui import cli
from kosci_gui.ai import games as ai_games
from kosci_gui.engine import games as engine_games
from kosci_gui.engine.games import make_rules
from kosci_gui.engine.record import from_record, to_record
from kosci_gui.gui import games as gui_games
from kosci_gui.gui.games import GameUI
from kosci_gui.gui.window.new_game_dialog import NewGameDialog
from tests.gui.helpers import kosci_board, start

KEY = "double"


@pytest.fixture
def double(monkeypatch):
    """The new game, registered in the three descriptors (as the recipe says) for this test."""
    engine = replace(engine_games.CLASSIC, key=KEY, weights=(1, 2))
    computer = replace(ai_games.describe_ai(engine_games.CLASSIC.key), key=KEY)
    classic_ui = gui_games.describe_game(engine_games.CLASSIC.key)
    window = GameUI(KEY, "Double", "26 turns, two columns", classic_ui.help_page,
                    classic_ui.board)
    monkeypatch.setattr(engine_games, "KINDS", (*engine_games.KINDS, engine))
    monkeypatch.setattr(ai_games, "KINDS", (*ai_games.KINDS, computer))
    monkeypatch.setattr(gui_games, "GAMES", (*gui_games.GAMES, window))
    return engine


def test_a_new_game_is_offered_by_the_new_game_dialog(qtbot, double):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    index = dialog.game_combo.findData(KEY)
    assert index >= 0 and dialog.game_combo.itemText(index) == "Double"
    dialog.game_combo.setCurrentIndex(index)
    assert dialog.game_info.text() == "26 turns, two columns"
    assert set(dialog.option_widgets) == set(double.shown)
    game = dialog.result_setup().build()
    assert game.game == KEY and game.turn_count() == 26


def test_a_new_game_is_played_at_its_board(qtbot, window, double):
    game = start(window, KEY, ["Ala", "Ola"])
    board = kosci_board(window)
    assert window.board is board and board.model.columnCount() == 4   # two players × two
    window.controller.roll()
    option = game.allowed_options()[-1]
    window.controller.choose_box(option.box, option.column)
    assert game.cards[0].filled_count() == 1 and game.current == 1


def test_a_new_game_is_simulated_and_its_records_replay(tmp_path, capsys, double):
    assert cli.main(["simulate", "--game", KEY, "--level", "medium", "--games", "1",
                     "--seed", "5"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == KEY and summary["games"] == 1 and summary["mean"] > 0
    played = engine_games.new_game(KEY, None, ["Ala"], seed=5)
    while not played.finished:
        played.roll()
        option = played.allowed_options()[0]
        played.score(option.box, option.column)
    path = tmp_path / "double.json"
    path.write_text(json.dumps(to_record(played)), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["finished"] and replayed["players"][0]["total"] == played.totals()[0]
    assert from_record(json.loads(path.read_text())).rules == make_rules(KEY)
