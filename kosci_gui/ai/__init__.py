"""Computer players and the advisor (pure Python + numpy, no Qt).

The seam the GUI and the command line use:

- :func:`make_player` — a computer player with ``decide(game) -> Move`` for the current
  player of a ``KosciGame`` or ``ThousandGame``;
- :func:`advise` — every option of the current position, valued, best first.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from kosci_gui.engine.rules import Rules

from .base import LEVELS, Advice

__all__ = ["LEVELS", "Advice", "advise", "make_player"]

#: Noise (sd of the value slips, in points) of each level in the Kości family; calibrated by
#: ``benchmarks/strength.py`` (see docs/ai.md).
KOSCI_NOISE = {"hard": 0.0, "medium": 2.5, "easy": 5.0}


def make_player(game_kind: str, rules: Rules, level: str = "hard",
                seed: int | None = None) -> Any:
    """A computer player for ``game_kind`` (classic, triple, full, thousand)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    if game_kind == "thousand":
        from .thousand_ai import ThousandPlayer
        return ThousandPlayer(rules, level, seed)
    from .kosci_ai import KosciPlayer
    return KosciPlayer(rules, KOSCI_NOISE[level], seed)


@cache
def _kosci_ai(rules: Rules) -> Any:
    from .kosci_ai import KosciAI
    return KosciAI(rules)


@cache
def _thousand_ai(rules: Rules) -> Any:
    from .thousand_ai import ThousandAI
    return ThousandAI(rules)


def advise(game: Any) -> list[Advice]:
    """Every option of the current player in the current position, best first: each distinct
    hold and each allowed box (Kości family), each set-aside, bank, pass or throw (Thousand)."""
    if game.game == "thousand":
        return _thousand_ai(game.rules).options(game)
    return _kosci_ai(game.rules).options(game)
