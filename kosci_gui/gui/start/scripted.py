"""Scripted runs of the real window: the start-up self-test (one turn with the dice
animation, guarded by a watchdog) and the computer-only demo game (never saved; a game the
player starts from the demo's window is saved as usual)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot
from PySide6.QtWidgets import QApplication

from kosci_gui.console import write_line
from kosci_gui.engine.game import Player, PlayerType
from kosci_gui.engine.games import CLASSIC, describe
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.gui.play.computer import DEFAULT_LEVEL
from kosci_gui.gui.play.game_setup import GameSetup, TableSettings
from kosci_gui.gui.window.main_window import MainWindow

if TYPE_CHECKING:  # (the network loads only for its part of the self-test)
    from kosci_gui.gui.play.table_link import TableLink
    from kosci_gui.net.background import ServerThread

#: The self-test gives up (and fails) after this long.
SELF_TEST_WATCHDOG_MS = 30_000


def ranking_json(window: MainWindow) -> str:
    game = window.controller.game
    assert game is not None
    totals = game.totals()
    return json.dumps({
        "game": game.game,
        "winners": [game.players[i].name for i in game.winners()],
        "ranking": [{"rank": rank, "name": game.players[p].name, "total": totals[p],
                     "out": game.out[p]} for rank, p in game.ranking()],
    }, ensure_ascii=False)


class SelfTest(QObject):
    """Start a solo classic game, roll, hold a die, roll again (animated), write a box; then
    sit at a table across computers served on this computer (127.0.0.1 only) and roll there:
    the network, the table server and the window's seat work (a bundle must carry them)."""

    def __init__(self, window: MainWindow, done: Callable[[int, str], None]) -> None:
        super().__init__(window)
        self.window = window
        self.done = done
        self.step = 0
        self.watchdog = QTimer(self)
        self.watchdog.setSingleShot(True)
        self.watchdog.timeout.connect(lambda: self.done(3, "watchdog: the self-test hung"))
        self.server: ServerThread | None = None
        self.link: TableLink | None = None
        self._started = self._rolled = False

    def start(self) -> None:
        self.watchdog.start(SELF_TEST_WATCHDOG_MS)
        QTimer.singleShot(0, self, self._next)

    @Slot()
    def _next(self) -> None:
        try:
            self._advance()
        except Exception as exc:  # any failure fails the self-test, never hangs it
            self.done(1, f"self-test failed: {exc!r}")

    def _game(self) -> KosciGame:
        """The classic game the self-test started."""
        game = self.window.controller.game
        if game is None:
            raise RuntimeError("no game")
        return cast(KosciGame, game)

    def _advance(self) -> None:
        ctl = self.window.controller
        self.step += 1
        if self.step == 1:
            self.window.start_game(GameSetup(CLASSIC.key, players=[Player("Self-test")], seed=7))
            board = self.window.board
            if board is None:
                raise RuntimeError("no board for the game")
            self.tray = board.tray
            self.tray.rollFinished.connect(self._next)
            ctl.roll()
            if not self.tray.is_rolling():
                raise RuntimeError("the dice did not animate")
        elif self.step == 2:
            game = self._game()
            if game.dice is None or tuple(
                    d.value for d in self.tray.dice) != game.dice:
                raise RuntimeError("the dice tray does not show the engine's dice")
            ctl.toggle_hold(0)
            ctl.roll()
        elif self.step == 3:
            game = self._game()
            option = game.allowed_options()[0]
            ctl.choose_box(option.box, option.column)
            if game.cards[0].filled_count() != 1:
                raise RuntimeError("the box was not written")
            self._sit_at_a_table()

    def _sit_at_a_table(self) -> None:
        from kosci_gui.gui.play.at_table import AtTable
        from kosci_gui.gui.play.table_link import TableLink
        from kosci_gui.net.background import ServerThread
        from kosci_gui.net.discovery import announcement

        # how the room finds tables on the local network (made, never sent from here)
        if announcement("Self-test", 1, ["127.0.0.1"]).port != 1:
            raise RuntimeError("the table's announcement is wrong")

        self.server = ServerThread(host="127.0.0.1", pace=0.0)
        port = self.server.start()
        self.link = TableLink(f"127.0.0.1:{port}", self)
        AtTable(self.window.controller, self.link, self)
        self.link.viewChanged.connect(self._at_table)
        self.link.closed.connect(lambda why: self.done(1, f"self-test failed: table: {why}"))
        self.link.create({"game": CLASSIC.key, "seats": 1}, "Self-test")

    @Slot(object)
    def _at_table(self, view: dict[str, Any]) -> None:
        try:
            self._table_step(view)
        except Exception as exc:  # any failure fails the self-test, never hangs it
            self.done(1, f"self-test failed at the table: {exc!r}")

    def _table_step(self, view: dict[str, Any]) -> None:
        ctl = self.window.controller
        assert self.link is not None
        if view["state"] == "waiting" and view["seats"][0]["seed_given"] and not self._started:
            self._started = True
            self.link.start()
        elif view["state"] == "playing" and ctl.remote is not None:
            turns = view["record"]["turns"]
            if not turns and not self._rolled:
                self._rolled = True
                ctl.roll()
            elif turns and turns[0].get("rolls"):
                if tuple(turns[0]["rolls"][0]["dice"]) != self._game().dice:
                    raise RuntimeError("the window's dice are not the table's")
                self.done(0, "self-test passed")

    def close(self) -> None:
        """Leave the table and stop its server."""
        if self.link is not None:
            self.link.close()
        if self.server is not None:
            self.server.stop()


def run_self_test(window: MainWindow) -> int:
    """Run the self-test in the shown window; 0 on success."""
    outcome = {"code": 2}
    app = QApplication.instance()
    assert app is not None

    def done(code: int, text: str) -> None:
        outcome["code"] = code
        write_line(text)
        app.quit()

    test = SelfTest(window, done)
    window.show_end_dialog = False
    test.start()
    app.exec()
    window.controller.stop()
    test.close()
    return outcome["code"]


def start_demo(window: MainWindow, game: str, players: int | None, seed: int | None,
               quit_at_end: bool, level: str | None = None) -> None:
    """A computer-only game in the real window; with ``quit_at_end`` the final ranking is
    printed as one JSON line and the app quits."""
    low, high = describe(game).players
    count = max(low, min(high, players or 2))
    level = level or DEFAULT_LEVEL
    seats = [Player(QCoreApplication.translate("MainWindow", "Computer {n}").format(n=i + 1),
                    PlayerType.COMPUTER, level) for i in range(count)]
    if quit_at_end:
        window.show_end_dialog = False

        def finished() -> None:
            write_line(ranking_json(window))
            QTimer.singleShot(0, QApplication.quit)

        window.controller.gameFinished.connect(finished)
    setup = GameSetup(game, players=seats, seed=seed)
    window.controller.play_game(setup.build(), table=TableSettings(kept=False))


def demo_speeds(settings: Any) -> None:
    """Fast enough to finish a whole game in seconds, slow enough to see it move."""
    settings.animation_ms = 0
    settings.computer_ms = 0
    settings.auto_score_seconds = 0
    settings.moment_ms = 0
