"""The window at a table across computers, for the tests: a table server on a thread of its
own (127.0.0.1), protocol clients on threads of their own, and a person at the window played
through the controller's intents (holding dice, rolling, clicking a box, writing, passing)."""

from __future__ import annotations

import asyncio
import copy
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from typing import Any

from kosci_gui import ai
from kosci_gui.engine.moves import Bank, Pass, Roll, SetAside, Write
from kosci_gui.net.background import ServerThread
from tests.net.helpers import FAST


def server_thread(data, **options: Any) -> ServerThread:
    thread = ServerThread(data, FAST, host="127.0.0.1", pace=0.0, **options)
    thread.start()
    return thread


def in_thread(make: Callable[[], Coroutine[Any, Any, Any]]) -> Future:
    """Run ``make()`` in an event loop on a thread of its own; its result in a future."""
    done: Future = Future()

    def run() -> None:
        try:
            done.set_result(asyncio.run(make()))
        except BaseException as exc:  # handed to the test
            done.set_exception(exc)

    threading.Thread(target=run, daemon=True).start()
    return done


def act_as_a_person(ctl, player) -> None:
    """What the player at the window does now: the computer's choice, made through the
    window's intents."""
    game = ctl.game
    move = player.decide(game)
    if isinstance(move, SetAside):  # chosen on the table, then a throw, a write or a pass
        after = copy.deepcopy(game)
        after.apply(move)
        left = list(move.dice)
        for i, value in enumerate(game.dice_on_table()):
            if value in left:
                left.remove(value)
                ctl.toggle_hold(i)
        move = player.decide(after)
    if isinstance(move, Roll):
        if SetAside not in game.MOVES:  # (Kości: the dice held; Thousand: chosen above)
            for i in set(move.held) ^ set(game.held_positions()):
                ctl.toggle_hold(i)
        ctl.roll()
    elif isinstance(move, Write):
        ctl.choose_box(move.box, move.column)
    elif isinstance(move, Bank):
        ctl.write()
    elif isinstance(move, Pass):
        ctl.pass_turn()


def play_to_the_end(qtbot, app, link, *, check: Callable[[], None] = lambda: None) -> None:
    """Play the window's seat as a person would until the table's game ends; ``check``
    runs before every move."""
    ctl = app.ctl
    qtbot.waitUntil(lambda: ctl.game is not None and ctl.remote is not None, timeout=10_000)
    game = ctl.game
    player = ai.make_player(game.game, game.rules, "easy", seed=5)
    for _ in range(2000):
        try:
            qtbot.waitUntil(lambda: ctl.game.finished or ctl.human_may_act(), timeout=30_000)
        except qtbot.TimeoutError:
            view = link.view
            raise AssertionError(
                f"the window waits: {app.window.status_label.text()!r}, busy "
                f"{ctl.remote.busy}, copy at {ctl.game.current}/{len(ctl.game.turns)}, table "
                f"v{view['version']} at {view.get('current')}/{view.get('turn_count')}, "
                f"connected {link.connected}") from None
        if ctl.game.finished:
            return
        check()
        act_as_a_person(ctl, player)
    raise AssertionError("the game did not end")
