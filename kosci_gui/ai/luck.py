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
from typing import Any

from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Bank, Pass, Roll, SetAside, Write
from kosci_gui.engine.record import replay
from kosci_gui.engine.thousand import ThousandGame, scoring_selections, wins

from . import advise_values, win_chances
from .analysis import DecisionPoint, evaluate
from .thousand_ai import table_for
from .thousand_win import ThousandWinAI

POINTS, WIN_CHANCE, TURNS = "points", "win chance", "turns"


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
    return _last(luck_steps(doc))


def luck_steps(doc: dict[str, Any]) -> Iterator[list[SeatLuck] | None]:
    """:func:`luck_report` a turn at a time: None after each turn, then the report (for a
    caller that shares its thread with other work)."""
    game = _start(doc)
    names = [p["name"] for p in doc["players"]]
    loss = [0.0] * len(names)
    luck = [0.0] * len(names)
    if isinstance(game, KosciGame):
        yield from _kosci(game, doc, loss, luck)
        unit = POINTS
    else:
        values = _ThousandValues(game)
        yield from _thousand(game, values, doc, loss, luck)
        unit = values.unit
    yield [SeatLuck(i, n, loss[i], luck[i], unit) for i, n in enumerate(names)]


def _last(steps: Iterator[Any]) -> Any:
    *_, result = steps
    return result


def _kosci(game: KosciGame, doc: dict[str, Any], loss: list[float], luck: list[float]
           ) -> Iterator[None]:
    for t, turn in enumerate(doc["turns"]):
        yield None
        player = turn["player"]
        rolls = turn.get("rolls", [])
        score = turn.get("score")
        before = advise_values(game)[0].value if rolls else 0.0
        for k, roll in enumerate(rolls):
            game.set_held(roll.get("held", []))
            game.roll(roll["dice"])
            advice = advise_values(game)
            luck[player] += max(a.value for a in advice) - before
            if k + 1 < len(rolls):
                chosen: Any = Roll(tuple(rolls[k + 1].get("held", [])))
            elif score is not None and not turn.get("timeout"):
                chosen = Write(score["box"], score.get("column", 0))
            else:
                break
            decision = evaluate(DecisionPoint(game, player, t, k + 1, chosen), advice)
            if decision is None:
                break
            loss[player] += decision.loss
            before = decision.chosen_value
        if turn.get("timeout"):
            game.timeout()
        elif score is not None:
            game.score(score["box"], score.get("column", 0))


class _ThousandValues:
    """Option values of a Thousand position in one unit, with what a miss / zero throw of the
    current turn is worth (for the throw that ends it)."""

    def __init__(self, game: ThousandGame) -> None:
        self.win = ThousandWinAI(game.rules)
        self.unit = WIN_CHANCE if self.win.exact(game) else TURNS
        self.solitaire = table_for(game.rules)

    def options(self, game: ThousandGame) -> list[tuple[Any, float]]:
        if self.unit == WIN_CHANCE:
            return [(a.move, float(a.win_chance or 0.0)) for a in self.win.options(game)]
        # the solitaire view: minus the expected turns after this one (a win: none)
        return [(a.move, 0.0 if isinstance(a.move, Bank) and wins(
            game.rules, game.scores[game.current] + game.turn_points) else a.value)
            for a in self.win.ai.options(game, race=False)]

    def endings(self, game: ThousandGame) -> tuple[float, float]:
        """(miss, zero throw) of the current turn, in the unit."""
        if self.unit == WIN_CHANCE:
            ends, _ = self.win.turn(game)
            return float(ends.miss[0]), float(ends.zero[0])
        me = game.current
        s, opened = game.start_score, game.opened[me]
        low = s - game.rules["zero_roll_penalty"]
        return self.solitaire.miss(s, opened), self.solitaire.miss(low, opened)


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, SetAside) and isinstance(b, SetAside):
        return sorted(a.dice) == sorted(b.dice)
    return type(a) is type(b)


def _thousand(game: ThousandGame, values: _ThousandValues, doc: dict[str, Any],
              loss: list[float], luck: list[float]) -> Iterator[None]:
    for turn in doc["turns"]:
        yield None
        player = turn["player"]
        steps = turn.get("steps", [])
        for s, step in enumerate(steps):
            (key, value), = step.items()
            options = values.options(game)
            best = max(v for _, v in options)
            wanted: Any = (SetAside(tuple(value)) if key == "set_aside" else
                           {"roll": Roll(()), "bank": Bank(), "pass": Pass()}[key])
            chosen = next((v for m, v in options if _same(m, wanted)), best)
            if game.phase != "start":  # the first throw of a turn is no choice
                loss[player] += max(0.0, best - chosen)
            if key == "roll":
                miss, zero = values.endings(game)
                first = game.throws == 0
                clock_out = bool(turn.get("timeout")) and s == len(steps) - 1
                game.roll(value, clock_out=clock_out)
                if game.turn_open and game.current == player:
                    after = max(v for _, v in values.options(game))
                else:
                    zero_throw = first and not scoring_selections(value)
                    after = zero if zero_throw else miss
                luck[player] += after - chosen
            elif key == "set_aside":
                game.set_aside(value)
            elif key == "bank":
                game.bank()
            else:
                game.pass_turn()
        if turn.get("timeout") and game.turn_open:
            game.timeout()


def win_chance_series(doc: dict[str, Any], chances: Callable[[Any], list[float] | None]
                      = win_chances) -> list[list[float]]:
    """Each seat's chance to win at the start and after every finished turn."""
    return _last(win_chance_steps(doc, chances))


def win_chance_steps(doc: dict[str, Any], chances: Callable[[Any], list[float] | None]
                     = win_chances) -> Iterator[list[list[float]] | None]:
    """:func:`win_chance_series` a turn at a time: None after each turn, then the series."""
    turns = replay(doc)
    game = next(turns)
    series = [_chances(game, chances)]
    for game in turns:
        yield None
        if not game.turn_open:
            series.append(_chances(game, chances))
    yield series


def _chances(game: Any, chances: Callable[[Any], list[float] | None]) -> list[float]:
    found = chances(game)
    return found if found is not None else [1.0]
