"""Helpers of the GUI tests: a fake clock, scripted dice, starting a game, clicking boxes,
and waiting until the event loop has handled what an action queued."""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer

from kosci_gui.ai import warm_up
from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.game import Player
from kosci_gui.engine.games import make_rules
from kosci_gui.gui.play.game_setup import GameSetup, TableSettings
from kosci_gui.gui.table.kosci_board import KosciBoard
from kosci_gui.gui.table.thousand_board import ThousandBoard
from kosci_gui.gui.window.main_window import MainWindow
from kosci_gui.gui.window.tip_bar import TipBar


class FakeTime:
    """A monotonic time source the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class ScriptedDice(DiceSource):
    """A dice source that deals the given values first, then a seeded sequence."""

    def __init__(self, values: Iterable[int], seed: int = 1) -> None:
        super().__init__(seed)
        self.values = list(values)

    def add(self, values: Iterable[int]) -> None:
        self.values.extend(values)

    def die(self) -> int:
        if self.values:
            self.draws += 1
            return self.values.pop(0)
        return super().die()


def start(window: MainWindow, game: str, players: list[Player] | list[str], *,
          dice: ScriptedDice | None = None, seed: int = 3, **options: Any) -> Any:
    """Start a game in the window (optionally with scripted dice); returns the engine game."""
    seats = [Player(p) if isinstance(p, str) else p for p in players]
    setup = GameSetup(game=game, players=seats, seed=seed,
                      rules=options.pop("rules", {}), **options)
    if len(seats) > 1 and any(p.level == "hard" for p in seats if p.is_computer):
        # the tables hard plays for the win with, ready as after the app's background
        # warm-up (built once per test process: seconds, more than a wait's timeout)
        warm_up(make_rules(game, setup.rules))
    if dice is None:
        window.start_game(setup)
    else:
        game_obj = setup.build()
        game_obj.dice_source = dice
        window.controller.play_game(game_obj,
                                    table=TableSettings(open_scorecards=setup.open_scorecards))
    return window.controller.game


def cell_point(view, index) -> QPoint:
    return view.visualRect(index).center()


def click_box(qtbot, window: MainWindow, player: int, box: str, column: int = 0) -> None:
    """Click a box of the scorecard as a player would."""
    board = kosci_board(window)
    index = board.model.index_of(player, box, column)
    view = board.scorecard
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=cell_point(view, index))


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def kosci_board(window: MainWindow) -> KosciBoard:
    """The board of the Kości-family game being played."""
    board = window.board
    assert isinstance(board, KosciBoard), board
    return board


def tip_bar(window: MainWindow) -> TipBar:
    """The window's bar of first-game tips."""
    found = window.findChild(TipBar)
    assert found is not None
    return found


def thousand_board(window: MainWindow) -> ThousandBoard:
    """The board of the Thousand game being played."""
    board = window.board
    assert isinstance(board, ThousandBoard), board
    return board


class _EventCount(QObject):
    """Counts the events delivered to the objects of the GUI thread (an application-wide
    event filter that lets every event through)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.count += 1
        return False


def until_idle(timeout: float = 10.0) -> None:
    """Handle the events queued so far, and those they queue in turn, until the event loop is
    idle: a pass of it that delivers no event at all. Everything an action left to the event
    loop has then happened (a layout request, a window's resize, an item view's delayed
    layout, a language change, a zero-delay timer, the paint); a timer with time still to run
    has not. The wait for the moment a check that nothing moved (or showed) is about."""
    app = QCoreApplication.instance()
    assert app is not None
    counter = _EventCount()
    app.installEventFilter(counter)
    deadline = time.monotonic() + timeout
    try:
        while True:
            counter.count = 0
            QCoreApplication.processEvents()
            if counter.count == 0:
                return
            assert time.monotonic() < deadline, "the event loop never went idle"
    finally:
        app.removeEventFilter(counter)


def countdown_begins(qtbot, window: MainWindow, timeout: int = 10_000):
    """A ``with`` block after which the auto-score's countdown has begun: its box is shown,
    and none of its steps has passed yet (the wait ends at the signal that shows it)."""
    ctl = window.controller
    return qtbot.waitSignal(ctl.previewChanged, timeout=timeout,
                            check_params_cb=lambda *args: ctl.autoplay.countdown is not None)


def steps_pass(qtbot, ms: int, steps: int = 1) -> None:
    """``steps`` timers of ``ms``, each started when the one before fires, have fired: a chain
    of the app's timers of that length that was under way before this call has come to its
    end by then (Qt fires timers in the order they fall due, so each of its steps fires
    before the matching one here). The wait of a check that such a chain did not end in
    something."""
    for _ in range(steps):
        witness = QTimer()
        witness.setSingleShot(True)
        with qtbot.waitSignal(witness.timeout, timeout=ms + 10_000):
            witness.start(ms)
