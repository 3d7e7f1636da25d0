"""GUI test fixtures: a main window over temporary settings (animation off, computer
players instant, auto-score off), a fake clock, dialogs that are recorded instead of shown,
and an auto-score countdown whose seconds are short (English and the desktop's theme come
back after every test: tests/conftest.py)."""

from __future__ import annotations

import pytest
from playing import plain_players
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from kosci_gui.engine.games import game_keys
from kosci_gui.gui.play import autoplay
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.window.main_window import MainWindow
from tests.gui.helpers import FakeTime


@pytest.fixture
def settings(tmp_path) -> Settings:
    s = Settings(QSettings(str(tmp_path / "kosci-test.ini"), QSettings.Format.IniFormat))
    s.animation_ms = 0
    s.computer_ms = 0
    s.auto_score_seconds = 0
    s.moment_ms = 0
    s.confirm_move = False
    s.hints = False
    s.sound = False  # (the sounds have tests of their own, with a player of theirs)
    s.show_chances = False  # the chance bars have tests of their own
    for kind in game_keys():  # the first games' tips have tests of their own
        s.set_taught(kind)
    return s


@pytest.fixture
def fake_time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def window(qtbot, settings, fake_time) -> MainWindow:
    controller = GameController(settings, now=fake_time)
    win = MainWindow(settings, controller)
    controller.setParent(win)
    win.dialogs = []

    def record(dialog: QDialog) -> int:
        win.dialogs.append(dialog)
        answer = getattr(win, "dialog_answer", None)
        return answer(dialog) if answer else QDialog.DialogCode.Rejected

    win.run_dialog = record
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    yield win
    controller.stop()  # (the background work it asked for is waited for after each test)


@pytest.fixture
def plain_thousand_players(window):
    """Thousand computer players that need no strength table (these tests are about the
    window, not about strength)."""
    real = window.controller.prepare_player

    def prepare(kind, rules, level, seed=None, game=None):
        if kind != "thousand":
            return real(kind, rules, level, seed, game)
        return plain_players(kind, rules, level, seed, game)

    window.controller.prepare_player = prepare


@pytest.fixture
def quick_countdown(monkeypatch) -> int:
    """The auto-score's countdown counts its seconds every 20 ms (the same countdown, the same
    number of steps; only each step is shorter). Returns the step in ms."""
    monkeypatch.setattr(autoplay, "COUNTDOWN_TICK_MS", 20)
    return autoplay.COUNTDOWN_TICK_MS


@pytest.fixture
def links():
    """Make a test's connections to tables with ``links(address)``: each is closed at the end
    (a connection left behind would keep reconnecting to a server that is gone)."""
    from kosci_gui.gui.play.table_link import TableLink

    made: list[TableLink] = []

    def make(address: str) -> TableLink:
        made.append(TableLink(address))
        return made[-1]

    yield make
    for link in made:
        link.close()
