"""What luck did in a Kości-family game, in points: every throw moves the thrower's value from
what the option chosen before it was worth to what the best option after it is worth (dice
luck), and every decision costs the best option's value minus the chosen one's (decision
loss); with optimal valuations the two add up to the final score's distance from the empty
card's expectation (:mod:`kosci_gui.ai.luck`)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Roll, Write

from .base import POINTS
from .kosci_decisions import DecisionPoint, evaluate
from .kosci_win_ai import KosciWinAI


def kosci_luck(win: KosciWinAI, game: KosciGame, doc: dict[str, Any], loss: list[float],
               luck: list[float]) -> Generator[None, None, str]:
    """Walk a Kości-family record a turn at a time (None after each), adding up each seat's
    decision loss and dice luck in points; returns the unit."""
    for t, turn in enumerate(doc["turns"]):
        yield None
        player = turn["player"]
        rolls = turn.get("rolls", [])
        score = turn.get("score")
        before = win.values(game)[0].value if rolls else 0.0
        for k, roll in enumerate(rolls):
            game.set_held(roll.get("held", []))
            game.roll(roll["dice"])
            advice = win.values(game)
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
    return POINTS
