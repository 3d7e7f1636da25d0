"""The seam to the computer players and the advisor of ``kosci_gui.ai``.

``computer_player`` returns the real player when ``kosci_gui.ai`` provides one and otherwise a
plain legal player (greedy, a little random), so the GUI works before the ai lands and takes
the real one unchanged. ``advice`` returns the advisor's options, or None when there is none.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
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
