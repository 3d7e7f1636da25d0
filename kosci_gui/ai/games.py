"""The games as the computer plays them, one descriptor each: the player of each strength,
the model that values every option and the chance to win, whether that model exists for the
rules and the number of players, how a finished game's luck is counted, and what the values
mean. The one place in ``ai`` that knows which code plays which game; the front door
(:mod:`kosci_gui.ai`), the simulations and the command line ask it."""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, Protocol, TypeVar

from kosci_gui.engine.game import Game
from kosci_gui.engine.games import CLASSIC, FULL, THOUSAND, TRIPLE
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Move
from kosci_gui.engine.rules import Rules
from kosci_gui.engine.thousand import ThousandGame

from . import thousand_win
from .base import KOSCI_TIE, THOUSAND_TIE, Advice
from .kosci_ai import KosciPlayer
from .kosci_luck import kosci_luck
from .kosci_win_ai import KosciWinAI, KosciWinPlayer
from .reasons import Reason
from .thousand_ai import ThousandPlayer
from .thousand_luck import thousand_luck
from .thousand_win import ThousandWinAI, ThousandWinPlayer
from .why_kosci import kosci_reasons
from .why_thousand import thousand_reasons

G = TypeVar("G", bound=Game)
G_contra = TypeVar("G_contra", bound=Game, contravariant=True)

#: Noise (sd of the value slips, in points) of each level in the Kości family; calibrated by
#: ``benchmarks/strength.py`` (see docs/ai.md).
KOSCI_NOISE = {"solo": 0.0, "medium": 2.5, "easy": 5.0}
#: What that noise costs, in points per box written (each game's strength table in
#: docs/ai.md: points lost per game against ``hard``, over the card's boxes): the win chances
#: expect a computer of that level to end so far below optimal play.
KOSCI_SLIPS = {"classic": {"medium": 37.5 / 13, "easy": 78.1 / 13},
               "full": {"medium": 37.7 / 15, "easy": 61.4 / 15},
               "triple": {"medium": 79.6 / 39, "easy": 205.9 / 39}}


class Player(Protocol[G_contra]):
    """A computer player: the move it makes for the current player of ``game``."""

    def decide(self, game: G_contra) -> Move: ...


class WinModel(Protocol[G_contra]):
    """Every option of a position valued (``values``: alone; ``options``: with each one's
    chance to win), each seat's chance to win, and the tables made ready ahead."""

    def values(self, game: G_contra) -> list[Advice]: ...

    def options(self, game: G_contra) -> list[Advice]: ...

    def chances(self, game: G_contra) -> list[float] | None: ...

    def warm_up(self, game: G_contra | None = None) -> None: ...


#: Walks a finished game's record adding up each seat's decision loss and dice luck, a
#: turn at a time (None after each); returns the unit.
LuckWalk = Callable[[Any, G, dict[str, Any], list[float], list[float]],
                    Generator[None, None, str]]

#: The reasons of each of a position's options (:mod:`kosci_gui.ai.reasons`), in order.
Reasons = Callable[[G, Sequence[Advice]], list[list[Reason]]]


@dataclass(frozen=True)
class AiKind(Generic[G]):
    """One game as the computer plays it. ``player(rules, level, seed, model)`` makes a
    player of that strength (``hard`` plays with ``model``), ``win_model(rules)`` the model,
    ``available(rules, players)`` tells whether ``hard`` can play for the win there; ``tie``
    is how close two chances to win are to count as equal, ``value_unit`` what an option's
    value means (the command line says it), ``analysable`` whether the post-game analysis
    covers the game, ``reasons`` the facts behind each option (:mod:`kosci_gui.ai.why`)."""

    key: str
    player: Callable[[Rules, str, int | None, Any], Player[G]]
    win_model: Callable[[Rules], WinModel[G]]
    available: Callable[[Rules, int], bool]
    luck: LuckWalk[G]
    tie: float
    value_unit: str
    analysable: bool
    reasons: Reasons[G]


def _kosci_player(rules: Rules, level: str, seed: int | None,
                  model: KosciWinAI) -> Player[KosciGame]:
    if level == "hard":
        return KosciWinPlayer(rules, seed, model)
    return KosciPlayer(rules, KOSCI_NOISE[level], seed)


def _thousand_player(rules: Rules, level: str, seed: int | None,
                     model: ThousandWinAI) -> Player[ThousandGame]:
    if level == "hard":
        return ThousandWinPlayer(rules, model)
    return ThousandPlayer(rules, level, seed)


def _always(rules: Rules, players: int) -> bool:
    """The Kości family's model is solved on first use when its tables are not shipped."""
    return True


def _kosci(key: str) -> AiKind[KosciGame]:
    return AiKind(key, _kosci_player, partial(KosciWinAI, slips=KOSCI_SLIPS[key]), _always,
                  kosci_luck, KOSCI_TIE, "expected final score", analysable=True,
                  reasons=partial(kosci_reasons, slips=KOSCI_SLIPS[key]))


KINDS: tuple[AiKind[Any], ...] = (
    _kosci(CLASSIC.key), _kosci(TRIPLE.key), _kosci(FULL.key),
    AiKind(THOUSAND.key, _thousand_player, ThousandWinAI, thousand_win.win_model_available,
           thousand_luck, THOUSAND_TIE,
           "minus expected turns to 1000, plus the best opponent's (race margin)",
           analysable=False, reasons=thousand_reasons),
)


def find_ai(game: str) -> AiKind[Any] | None:
    """The computer's descriptor of the game ``game`` names, or None."""
    return next((kind for kind in KINDS if kind.key == game), None)


def describe_ai(game: str) -> AiKind[Any]:
    """The computer's descriptor of the game ``game`` names (KeyError otherwise)."""
    kind = find_ai(game)
    if kind is None:
        raise KeyError(f"no computer player for the game {game!r}")
    return kind
