"""What luck did in a finished game: decisions against dice, and the win chances over time.

Both work on a game record (``kosci-record/1`` dict) and are pure.  Every throw of the dice
moves the thrower's value from what the option chosen before it was worth (its expectation
under optimal play) to what the best option after it is worth: that difference, summed over a
player's throws, is their *dice luck*; the difference between the best option and the chosen
one, summed over their decisions, is their *decision loss* (the analysis's valuation,
``analysis.evaluate``).  In the Kości family the unit is points, and the two add up: final
score = expected score of the empty card + dice luck - decision loss.  In Thousand the unit is
the chance to win (two players, with the two-player table) or the expected number of turns
to 1000 (otherwise; luck in turns saved, loss in turns lost).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

from kosci_gui.engine.record import replay

from . import win_chances, win_model
from .base import POINTS, TURNS, WIN_CHANCE
from .games import describe_ai
from .reasons import Odds
from .why import odds

T = TypeVar("T")

__all__ = ["POINTS", "TURNS", "WIN_CHANCE", "SeatLuck", "luck_report", "luck_steps",
           "win_chance_series", "win_chance_steps", "win_odds_steps"]


@dataclass(frozen=True)
class SeatLuck:
    """One seat's account: ``decision_loss`` (>= 0) and ``dice_luck`` (+ kinder than an
    optimal player's expectation, - harsher), both in ``unit``."""

    seat: int
    name: str
    decision_loss: float
    dice_luck: float
    unit: str


def _start(doc: dict[str, Any]) -> Any:
    """The record's game before its first turn (the engine reads the header)."""
    return next(replay(doc))


def luck_report(doc: dict[str, Any]) -> list[SeatLuck]:
    """Decision loss and dice luck of every seat (humans and computers alike)."""
    report: list[SeatLuck] = _last(luck_steps(doc))
    return report


def luck_steps(doc: dict[str, Any]) -> Iterator[list[SeatLuck] | None]:
    """:func:`luck_report` a turn at a time: None after each turn, then the report (for a
    caller that shares its thread with other work)."""
    game = _start(doc)
    names = [p["name"] for p in doc["players"]]
    loss = [0.0] * len(names)
    luck = [0.0] * len(names)
    unit = yield from describe_ai(game.game).luck(win_model(game.rules), game, doc, loss, luck)
    yield [SeatLuck(i, n, loss[i], luck[i], unit) for i, n in enumerate(names)]


def _last(steps: Iterator[Any]) -> Any:
    *_, result = steps
    return result


def win_chance_series(doc: dict[str, Any], chances: Callable[[Any], list[float] | None]
                      = win_chances) -> list[list[float]]:
    """Each seat's chance to win at the start and after every finished turn."""
    series: list[list[float]] = _last(win_chance_steps(doc, chances))
    return series


def win_chance_steps(doc: dict[str, Any], chances: Callable[[Any], list[float] | None]
                     = win_chances) -> Iterator[list[list[float]] | None]:
    """:func:`win_chance_series` a turn at a time: None after each turn, then the series."""
    return turn_steps(doc, lambda game: _chances(game, chances))


def win_odds_steps(doc: dict[str, Any]) -> Iterator[list[Odds] | None]:
    """:func:`win_chance_steps` with what each chance weighs (:func:`why.odds`): None after
    each turn, then the odds at the start and after every finished turn."""
    return turn_steps(doc, lambda game: odds(game) or Odds([1.0]))


def turn_steps(doc: dict[str, Any], ask: Callable[[Any], T]) -> Iterator[list[T] | None]:
    """``ask`` of the record's game at the start and after every finished turn, a turn at a
    time: None after each turn, then the answers."""
    turns = replay(doc)
    game = next(turns)
    series = [ask(game)]
    for game in turns:
        yield None
        if not game.turn_open:
            series.append(ask(game))
    yield series


def _chances(game: Any, chances: Callable[[Any], list[float] | None]) -> list[float]:
    found = chances(game)
    return found if found is not None else [1.0]
