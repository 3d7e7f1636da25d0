"""What luck did in a Thousand game: dice luck and decision loss of every seat, in the chance to
win where ``hard`` plays for it (two players with the exact two-player table; three to six with
the race corrected by it, :mod:`thousand_multi`) or in turns (otherwise: luck in turns saved,
loss in turns lost); see :mod:`kosci_gui.ai.luck`."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from kosci_gui.engine.moves import Bank, Pass, Roll, SetAside
from kosci_gui.engine.thousand import ThousandGame
from kosci_gui.engine.thousand_record import timeout_pending
from kosci_gui.engine.thousand_rules import wins
from kosci_gui.engine.thousand_scoring import scoring_selections

from .base import TURNS, WIN_CHANCE
from .thousand_ai import table_for
from .thousand_win import ThousandWinAI


class _ThousandValues:
    """Option values of a Thousand position in one unit, with what a miss / zero throw of the
    current turn is worth (for the throw that ends it)."""

    def __init__(self, game: ThousandGame, win: ThousandWinAI) -> None:
        self.win = win
        self.unit = WIN_CHANCE if self.win.available(game) else TURNS
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


def thousand_luck(win: ThousandWinAI, game: ThousandGame, doc: dict[str, Any],
                  loss: list[float], luck: list[float]) -> Generator[None, None, str]:
    """Walk a Thousand record a turn at a time (None after each), adding up each seat's
    decision loss and dice luck; returns the unit (the chance to win where the win model
    exists for these rules and players, else turns)."""
    values = _ThousandValues(game, win)
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
        if timeout_pending(game, turn):
            game.timeout()
    return values.unit
