"""Post-game analysis of the Kości family: the advisor's view of every human decision.

The record is replayed; at each decision (after a roll: which dice to hold and roll again, or
which box to write) the advisor values every option. The chosen option's value against the
best one is the expected points lost. Thousand is not analysed.

The advisor is :func:`kosci_gui.ai.advise` (every option valued, best first); tests pass
their own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from . import advise_values as default_advise
from .base import Advice
from .games import find_ai
from .kosci_decisions import Decision, DecisionPoint, decision_points, evaluate, move_key
from .reasons import Reason
from .why import option_reasons

Advisor = Callable[[Any], Sequence[Any]]

#: Losses below this are rounding, not mistakes.
EPSILON = 1e-6
#: How many of a player's costliest mistakes the analysis shows, each with its reasons.
SHOWN = 3


def analysable(game: str) -> bool:
    """Does the analysis cover this game (the Kości family; not Thousand)?"""
    kind = find_ai(game)
    return kind is not None and kind.analysable


@dataclass
class PlayerAnalysis:
    seat: int
    name: str
    decisions: list[Decision] = field(default_factory=list)
    #: Decisions the advisor could not value (its list lacked the chosen move).
    unvalued: int = 0

    @property
    def total_loss(self) -> float:
        """Points lost to the player's own decisions (automatic writes are not theirs)."""
        return sum(d.loss for d in self.decisions if not d.automatic)

    def mistakes(self, count: int = SHOWN) -> list[Decision]:
        """The costliest decisions, worst first (only those that lost something; the first
        :data:`SHOWN` come with their reasons)."""
        lost = [d for d in self.decisions if d.loss > EPSILON and not d.automatic]
        return sorted(lost, key=lambda d: (-d.loss, d.turn, d.roll))[:count]


@dataclass
class GameAnalysis:
    game: str
    players: list[PlayerAnalysis]
    supported: bool = True


class Analyser:
    """Works through a record one decision per :meth:`step`, so a window stays responsive."""

    def __init__(self, doc: dict[str, Any], advise: Advisor | None = None) -> None:
        self.doc = doc
        self.advise: Advisor = advise if advise is not None else default_advise
        game_kind = doc.get("game", "")
        self.result = GameAnalysis(
            game_kind,
            [PlayerAnalysis(i, p["name"]) for i, p in enumerate(doc.get("players", []))
             if p.get("type", "human") != "computer"],
            supported=analysable(game_kind))
        self._by_seat = {p.seat: p for p in self.result.players}
        self.total = sum(1 for _ in decision_points(doc)) if self.result.supported else 0
        self.done_count = 0
        self._points = decision_points(doc) if self.result.supported else iter(())
        self.finished = not self.result.supported

    def step(self) -> bool:
        """Value the next decision; False once every decision is done."""
        if self.finished:
            return False
        try:
            point = next(self._points)
        except StopIteration:
            self.finished = True
            return False
        seat = self._by_seat[point.player]
        advice = list(self.advise(point.game))
        decision = evaluate(point, advice)
        if decision is None:
            seat.unvalued += 1
        else:
            if decision.loss > EPSILON and not decision.automatic and (
                    len(seat.mistakes()) < SHOWN or decision.loss >= seat.mistakes()[-1].loss):
                decision = explain(point, decision, advice)  # (among the costliest so far)
            seat.decisions.append(decision)
        self.done_count += 1
        return True

    def run(self) -> GameAnalysis:
        while self.step():
            pass
        return self.result


def explain(point: DecisionPoint, decision: Decision, advice: Sequence[Advice]) -> Decision:
    """A mistake with the reasons of the choice made and of the best one (found only for a
    mistake among the :data:`SHOWN` costliest so far: each takes a few hundredths of a
    second, and a window analyses a decision at a time)."""
    game = point.game
    found = option_reasons(game, advice)

    def why(move: Any) -> tuple[Reason, ...]:
        key = move_key(game, move)
        return next((tuple(r) for a, r in zip(advice, found, strict=True)
                     if move_key(game, a.move) == key), ())

    return replace(decision, chosen_why=why(decision.chosen), best_why=why(decision.best))


def analyse(doc: dict[str, Any], advise: Advisor | None = None) -> GameAnalysis:
    """The whole analysis at once."""
    return Analyser(doc, advise).run()
