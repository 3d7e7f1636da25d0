"""The computer players and the advisor of :mod:`kosci_gui.ai`, prepared away from the GUI
thread.

A strength table may take a moment to load (or, for rules without a shipped table, longer
to build), so players and the advisor are built by one background worker and handed over as
futures. ``kosci_gui.ai`` (and numpy with it) is imported by that worker when the first
game needs it, so the window shows before either is loaded.
"""

from __future__ import annotations

import copy
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Signal

from kosci_gui.engine.daily import Daily
from kosci_gui.engine.game import LEVELS, Game
from kosci_gui.engine.moves import Move
from kosci_gui.engine.rules import Rules

if TYPE_CHECKING:
    from kosci_gui.ai.base import Advice
    from kosci_gui.ai.daily import HardResult

#: The level a new computer seat gets.
DEFAULT_LEVEL = LEVELS[len(LEVELS) // 2]
#: The level that writes for a human who lets the auto-score delay pass.
STRONGEST_LEVEL = LEVELS[-1]


class ComputerPlayer(Protocol):
    def decide(self, game: Any) -> Move:
        """The move for the current player of ``game`` (the game it was made for)."""


class Builder:
    """One background worker that builds computer players and advisors. One worker, so the
    ai's caches are never filled by two threads at once; a daemon thread, so quitting the app
    never waits for a table to be built."""

    def __init__(self) -> None:
        self._tasks: queue.SimpleQueue[tuple[Future[Any], Callable[..., Any], tuple[Any, ...]]]
        self._tasks = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self._tasks.put((future, fn, args))
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="kosci-ai", daemon=True)
                self._thread.start()
        return future

    def _run(self) -> None:
        while True:
            future, fn, args = self._tasks.get()
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(fn(*args))
            except BaseException as exc:
                future.set_exception(exc)


_builder = Builder()


def settle(timeout: float) -> None:
    """Wait until the background work queued so far is done (raises TimeoutError): a test
    leaves none behind for the next one to queue after."""
    _builder.submit(lambda: None).result(timeout=timeout)
_advisors: dict[tuple[str, Rules], Future[Any]] = {}
_chances: dict[Rules, Future[Any]] = {}


def _make_player(kind: str, rules: Rules, level: str, seed: int | None,
                 game: Game | None) -> ComputerPlayer:
    from kosci_gui import ai  # in the worker thread: numpy and the tables load here

    player: ComputerPlayer = ai.make_player(kind, rules, level, seed=seed)
    if level == STRONGEST_LEVEL and game is not None and game.player_count > 1:
        # it plays for the win: its next moves must not wait for a table ...
        ai.warm_up(rules, game)
        # ... and the last turns' tables come next, still in the background
        prepare_chances(rules)
    return player


def prepare_player(kind: str, rules: Rules, level: str | None, seed: int | None = None,
                   game: Game | None = None) -> Future[ComputerPlayer]:
    """A computer player for ``kind`` at ``level`` (default: medium) to play ``game`` (its
    position now is copied), built in the background; against opponents ``hard``'s
    win-chance tables too, what the next turns need first (alone it needs none)."""
    position = copy.deepcopy(game) if game is not None else None
    return _builder.submit(_make_player, kind, rules, level or DEFAULT_LEVEL, seed, position)


def advice(game: Game) -> list[Advice]:
    """The advisor's options for the current position (valued, with each one's chance to
    win against opponents, and why: ``Advice.why``)."""
    from kosci_gui import ai
    from kosci_gui.ai.why import explained

    return explained(game, ai.advise(game))


def best_first(game: Game, options: list[Advice]) -> list[Advice]:
    """The options in the order a player who wants to win takes them (the best first)."""
    from kosci_gui import ai

    return ai.best_first(game, options)


def prepare_advisor(game: Game) -> Future[Any]:
    """The advisor for this game's rules, made ready in the background (its tables loaded by
    valuing a copy of the position once); the same future for every game of these rules."""
    key = (game.game, game.rules)
    future = _advisors.get(key)
    if future is None or (future.done() and future.exception() is not None):
        future = _builder.submit(advice, copy.deepcopy(game))
        _advisors[key] = future
    return future


def _warm_up(rules: Rules) -> None:
    from kosci_gui import ai

    ai.warm_up(rules)


def prepare_chances(rules: Rules) -> Future[Any]:
    """The win-chance model of these rules (and the luck report's valuations), made ready in
    the background; the same future for every game of these rules."""
    future = _chances.get(rules)
    if future is None or (future.done() and future.exception() is not None):
        future = _builder.submit(_warm_up, rules)
        _chances[rules] = future
    return future


def _warm_up_for(game: Game) -> None:
    from kosci_gui import ai

    ai.warm_up(game.rules, game)
    prepare_chances(game.rules)  # the rest next, still in the background


def prepare_chances_for(game: Game) -> Future[Any]:
    """The win-chance model made ready for ``game``'s position (a copy is taken) and its next
    turns; what later turns need follows in the background (:func:`prepare_chances`)."""
    whole = _chances.get(game.rules)
    if whole is not None and whole.done() and whole.exception() is None:
        return whole
    return _builder.submit(_warm_up_for, copy.deepcopy(game))


def chances(game: Game) -> list[float] | None:
    """Each seat's chance to win from the position now (None alone), once
    :func:`prepare_chances` is done."""
    from kosci_gui import ai

    return ai.win_chances(game)


def _hard_result(daily: Daily) -> HardResult:
    from kosci_gui.ai.daily import hard_result  # in the worker thread, as every ai import

    return hard_result(daily)


def prepare_hard_result(daily: Daily) -> Future[HardResult]:
    """What ``hard`` makes of the day's dice (today's dice), in the background."""
    return _builder.submit(_hard_result, daily)


T = TypeVar("T")


class _Delivery(QObject):
    """Carries a finished future from the worker to the thread its receiver lives in."""

    finished = Signal(object)


#: Deliveries under way: held here, not by their receivers, so that a receiver deleted while
#: its future runs takes nothing from under the worker that announces the result.
_pending: set[_Delivery] = set()


def when_done(future: Future[T], receiver: QObject,
              slot: Callable[[Future[T]], None]) -> None:
    """Call ``slot(future)`` on ``receiver``'s thread (the GUI thread) once ``future`` is
    done: a future's own callbacks run on the worker that finished it. If the receiver is
    gone by then (a window closed), the result is dropped."""
    delivery = _Delivery()
    delivery.moveToThread(receiver.thread())
    _pending.add(delivery)

    def deliver(done: Future[T]) -> None:
        _pending.discard(delivery)
        delivery.deleteLater()
        if shiboken6.isValid(receiver):
            slot(done)

    delivery.finished.connect(deliver)
    future.add_done_callback(delivery.finished.emit)
