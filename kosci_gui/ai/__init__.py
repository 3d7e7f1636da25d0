"""Computer players and the advisor (pure Python + numpy, no Qt).

The seam the GUI and the command line use:

- :func:`make_player` — a computer player with ``decide(game) -> Move`` for the current
  player of a ``KosciGame`` or ``ThousandGame``;
- :func:`advise` — every option of the current position, valued, best first, each with its
  chance to win when two or more players are still in;
- :func:`win_chances` — each seat's chance to win from the current position;
- :func:`win_model_available` — whether ``hard`` can play for the win with these rules.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from kosci_gui.engine.rules import Rules

from .base import LEVELS, SIM_LEVELS, Advice

__all__ = ["LEVELS", "SIM_LEVELS", "Advice", "advise", "make_player", "warm_up", "win_chances",
           "win_model_available"]

#: Noise (sd of the value slips, in points) of each level in the Kości family; calibrated by
#: ``benchmarks/strength.py`` (see docs/ai.md).
KOSCI_NOISE = {"solo": 0.0, "medium": 2.5, "easy": 5.0}


def make_player(game_kind: str, rules: Rules, level: str = "hard",
                seed: int | None = None) -> Any:
    """A computer player for ``game_kind`` (classic, triple, full, thousand) at one of
    :data:`SIM_LEVELS` (``solo`` only for simulations: it plays as if alone)."""
    if level not in SIM_LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(SIM_LEVELS)}")
    if game_kind == "thousand":
        if level == "hard":
            from .thousand_win import ThousandWinPlayer
            return ThousandWinPlayer(rules, _thousand_win(rules))
        from .thousand_ai import ThousandPlayer
        return ThousandPlayer(rules, level, seed)
    if level == "hard":
        from .kosci_win_ai import KosciWinPlayer
        return KosciWinPlayer(rules, seed, _kosci_win(rules))
    from .kosci_ai import KosciPlayer
    return KosciPlayer(rules, KOSCI_NOISE[level], seed)


@cache
def _kosci_win(rules: Rules) -> Any:
    from .kosci_win_ai import KosciWinAI
    return KosciWinAI(rules)


@cache
def _thousand_win(rules: Rules) -> Any:
    from .thousand_win import ThousandWinAI
    return ThousandWinAI(rules)


def _win_ai(game: Any) -> Any:
    return (_thousand_win if game.game == "thousand" else _kosci_win)(game.rules)


def advise(game: Any) -> list[Advice]:
    """Every option of the current player in the current position, best first (by
    ``value``): each distinct hold and each allowed box (Kości family), each set-aside, bank,
    pass or throw (Thousand); ``win_chance`` filled when two or more players are still in."""
    return _win_ai(game).options(game)


def advise_values(game: Any) -> list[Advice]:
    """As :func:`advise` without the win chances (quicker: the post-game analysis)."""
    return _win_ai(game).ai.options(game)


def win_chances(game: Any) -> list[float] | None:
    """Each seat's chance to win from the current position (players out: 0; the chances sum
    to 1), or None in a one-player game."""
    if game.player_count < 2:
        return None
    return _win_ai(game).chances(game)


def warm_up(rules: Rules, game: Any = None) -> None:
    """Load, or build, now every table that ``hard``, the advisor and the win chances use
    with these rules (the first time this can take seconds: call it away from a GUI); with
    ``game``, only what its position and the turns right after it need (a fresh Kości game
    starts without the exact tail of the last turns, which takes seconds to build)."""
    (_thousand_win if rules.game == "thousand" else _kosci_win)(rules).warm_up(game)


def win_model_available(rules: Rules, players: int) -> bool:
    """Can ``hard`` play for the win with these rules and this many players?  Always in the
    Kości family (tables are solved on first use when not shipped); in Thousand when the
    tables of exactly these options exist (see ``thousand_win.win_model_available``)."""
    if rules.game != "thousand":
        return True
    from .thousand_win import win_model_available as thousand_available
    return thousand_available(rules, players)
