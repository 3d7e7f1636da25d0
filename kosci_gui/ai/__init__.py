"""Computer players and the advisor (pure Python + numpy, no Qt).

The seam the GUI and the command line use:

- :func:`make_player` — a computer player with ``decide(game) -> Move`` for the current
  player of a game;
- :func:`advise` — every option of the current position, valued, best first, each with its
  chance to win when two or more players are still in;
- :func:`win_chances` — each seat's chance to win from the current position;
- :func:`win_model_available` — whether ``hard`` can play for the win with these rules.

Which code plays which game is in :mod:`kosci_gui.ai.games` (imported on first use: numpy
and the tables load then, not when the GUI imports this package).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from kosci_gui.engine.game import Game
from kosci_gui.engine.rules import Rules

from .base import LEVELS, SIM_LEVELS, Advice
from .base import best_first as _ordered

if TYPE_CHECKING:
    from .games import AiKind, Player, WinModel

__all__ = ["LEVELS", "SIM_LEVELS", "Advice", "advise", "advise_values", "best_first",
           "make_player", "warm_up", "win_chances", "win_model", "win_model_available"]


def _kind(game: str) -> AiKind[Any]:
    from .games import describe_ai

    return describe_ai(game)


def make_player(game_kind: str, rules: Rules, level: str = "hard",
                seed: int | None = None) -> Player[Any]:
    """A computer player for ``game_kind`` (classic, triple, full, thousand) at one of
    :data:`SIM_LEVELS` (``solo`` only for simulations: it plays as if alone)."""
    if level not in SIM_LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(SIM_LEVELS)}")
    kind = _kind(game_kind)
    model = win_model(rules) if level == "hard" else None
    return kind.player(rules, level, seed, model)


@cache
def win_model(rules: Rules) -> WinModel[Any]:
    """The model that values every option of a game with these rules and each one's chance
    to win (one per rules: its tables are shared by the players, the advisor and the
    chances)."""
    return _kind(rules.game).win_model(rules)


def advise(game: Game) -> list[Advice]:
    """Every option of the current player in the current position, best first (by
    ``value``): each distinct hold and each allowed box (Kości family), each set-aside, bank,
    pass or throw (Thousand); ``win_chance`` filled when two or more players are still in."""
    return win_model(game.rules).options(game)


def advise_values(game: Game) -> list[Advice]:
    """As :func:`advise` without the win chances (quicker: the post-game analysis)."""
    return win_model(game.rules).values(game)


def best_first(game: Game, options: list[Advice]) -> list[Advice]:
    """``options`` in the order a player who wants to win takes them (``hard``'s choice
    first, then by chance to win), as the game counts two chances equal."""
    return _ordered(_kind(game.game).tie, options)


def win_chances(game: Game) -> list[float] | None:
    """Each seat's chance to win from the current position (players out: 0; the chances sum
    to 1), or None in a one-player game."""
    if game.player_count < 2:
        return None
    return win_model(game.rules).chances(game)


def warm_up(rules: Rules, game: Game | None = None) -> None:
    """Load, or build, now every table that ``hard``, the advisor and the win chances use
    with these rules (the first time this can take seconds: call it away from a GUI); with
    ``game``, only what its position and the turns right after it need (a fresh Kości game
    starts without the exact tail of the last turns, which takes seconds to build)."""
    win_model(rules).warm_up(game)


def win_model_available(rules: Rules, players: int) -> bool:
    """Can ``hard`` play for the win with these rules and this many players?  Always in the
    Kości family (tables are solved on first use when not shipped); in Thousand when the
    tables of exactly these options exist (see ``thousand_win.win_model_available``)."""
    return _kind(rules.game).available(rules, players)
