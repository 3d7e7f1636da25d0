"""The seam to the computer players and the advisor of ``kosci_gui.ai``.

``computer_player`` returns the real player when ``kosci_gui.ai`` provides one and otherwise a
plain legal player (greedy, a little random), so the GUI works before the ai lands and takes
the real one unchanged. ``advice`` returns the advisor's options, or None when there is none.
"""

from __future__ import annotations

import copy
import queue
import random
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any, Protocol

from kosci_gui.engine.moves import Bank, Move, Pass, Roll, SetAside, Write
from kosci_gui.engine.rules import Rules

#: Strength levels offered when the ai does not name its own.
FALLBACK_LEVELS = ("easy", "medium", "hard")


class ComputerPlayer(Protocol):
    def decide(self, game: Any) -> Move: ...


def levels() -> Sequence[str]:
    """The strength levels of the computer players, weakest first."""
    try:
        from kosci_gui.ai import LEVELS
    except ImportError:
        return FALLBACK_LEVELS
    return tuple(LEVELS)


def default_level() -> str:
    names = levels()
    return names[len(names) // 2]


def computer_player(game_kind: str, rules: Rules, level: str | None,
                    seed: int | None = None) -> ComputerPlayer:
    """A computer player for ``game_kind``: the ai's, or the plain fallback."""
    try:
        from kosci_gui.ai import make_player
        return make_player(game_kind, rules, level or default_level(), seed=seed)
    except (ImportError, ValueError):
        return PlainPlayer(seed)


def advice(game: Any) -> list[Any] | None:
    """The advisor's options for the current position, best first (None: no advisor)."""
    try:
        from kosci_gui.ai import advise
        return list(advise(game))
    except (ImportError, NotImplementedError, KeyError, ValueError, FileNotFoundError):
        return None


class Builder:
    """One background worker that builds computer players and advisors away from the GUI
    thread: a strength table may take minutes to solve the first time a set of rules is
    played. One worker, so the ai's caches are never filled by two threads at once; a daemon
    thread, so quitting the app never waits for a solve to finish."""

    def __init__(self) -> None:
        self._tasks: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        future: Future = Future()
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
_advisors: dict[tuple[str, Any], Future] = {}


def prepare_player(game_kind: str, rules: Rules, level: str | None,
                   seed: int | None = None) -> Future:
    """A computer player, built in the background."""
    return _builder.submit(computer_player, game_kind, rules, level, seed)


def advisor_ready(game: Any, wait: float = 0.0) -> bool:
    """Is the advisor for this game's rules ready to answer at once? The first time, starts
    preparing it in the background and waits up to ``wait`` seconds (loading a shipped table
    is quick; solving new rules is not, and later calls do not wait again)."""
    key = (game.game, game.rules)
    future = _advisors.get(key)
    if future is None:
        future = _builder.submit(advice, copy.deepcopy(game))
        _advisors[key] = future
    elif not future.done():
        return False
    try:
        future.result(timeout=wait)
    except FutureTimeout:
        return False
    except Exception:
        return True  # advice() itself reports the failure as "no advisor"
    return True


class PlainPlayer:
    """A legal, modest player: greedy on the box, random on the holds."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def decide(self, game: Any) -> Move:
        if getattr(game, "game", "") == "thousand":
            return self._thousand(game)
        return self._kosci(game)

    def _kosci(self, game: Any) -> Move:
        if game.rolls == 0:
            return Roll()
        allowed = game.allowed_options()
        best = max(allowed, key=lambda o: (o.points + o.bonus, -o.column))
        if game.rolls_left == 0 or best.points >= 25:
            return Write(best.box, best.column)
        counts = {face: game.dice.count(face) for face in set(game.dice)}
        face = max(counts, key=lambda f: (counts[f], f))
        held = tuple(i for i, d in enumerate(game.dice) if d == face)
        if len(held) == 5:
            return Write(best.box, best.column)
        return Roll(held)

    def _thousand(self, game: Any) -> Move:
        if game.phase == "thrown":
            return SetAside(tuple(game.legal_selections()[0][0]))
        if game.phase == "chosen" and game.can_bank() and (
                game.turn_points >= 60 or game.in_hand <= 2):
            return Bank()
        if game.phase == "chosen" and game.in_hand == 1 and not game.can_bank():
            return Pass() if self._random.random() < 0.5 else Roll()
        return Roll()
