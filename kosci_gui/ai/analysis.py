"""Post-game analysis of the Kości family: the advisor's view of every human decision.

The record is replayed; at each decision (after a roll: which dice to hold and roll again, or
which box to write) the advisor values every option. The chosen option's value against the
best one is the expected points lost. Thousand is not analysed.

The advisor is :func:`kosci_gui.ai.advise` (every option valued, best first); tests pass
their own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from kosci_gui.engine.factory import new_game
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.engine.rules import KOSCI_GAMES

from . import advise_values as default_advise

Advisor = Callable[[Any], Sequence[Any]]

#: Losses below this are rounding, not mistakes.
EPSILON = 1e-6


def analysable(game: str) -> bool:
    """Does the analysis cover this game (the Kości family; not Thousand)?"""
    return game in KOSCI_GAMES


@dataclass(frozen=True)
class Position:
    """What the player saw: the dice, which were held for the roll just made, rolls left, and
    their card (``cells[column][box]``, None = open)."""

    dice: tuple[int, ...]
    held: tuple[int, ...]
    rolls_left: int
    cells: tuple[dict[str, int | None], ...]


@dataclass(frozen=True)
class Decision:
    player: int
    turn: int        # 0-based turn index in the record
    roll: int        # 1-based: the decision followed this roll of the turn
    position: Position
    chosen: Any      # Roll(held) or Write(box, column)
    chosen_value: float
    chosen_label: str
    best: Any
    best_value: float
    best_label: str
    #: The auto-score wrote it (the player let its delay pass): not the player's choice.
    automatic: bool = False

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.chosen_value)


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

    def mistakes(self, count: int = 3) -> list[Decision]:
        """The costliest decisions, worst first (only those that lost something)."""
        lost = [d for d in self.decisions if d.loss > EPSILON and not d.automatic]
        return sorted(lost, key=lambda d: (-d.loss, d.turn, d.roll))[:count]


@dataclass
class GameAnalysis:
    game: str
    players: list[PlayerAnalysis]
    supported: bool = True


@dataclass(frozen=True)
class DecisionPoint:
    """A position where a human chose ``chosen``; ``game`` is in the state before the choice
    (valid only until the iteration goes on)."""

    game: Any
    player: int
    turn: int
    roll: int
    chosen: Any


def decision_points(doc: dict[str, Any]) -> Iterator[DecisionPoint]:
    """Replay a Kości-family record, pausing at every human decision."""
    game = new_game(doc["game"], doc.get("rules"), doc["players"],
                    clock_minutes=doc.get("clock_minutes"), seed=doc.get("seed"))
    assert isinstance(game, KosciGame), "only the Kości family is analysed"
    for t, turn in enumerate(doc["turns"]):
        player = turn["player"]
        human = not game.players[player].is_computer
        rolls = turn.get("rolls", [])
        score = turn.get("score")
        for k, roll in enumerate(rolls):
            game.set_held(roll.get("held", []))
            game.roll(roll["dice"])
            if k + 1 < len(rolls):
                chosen: Any = Roll(tuple(rolls[k + 1].get("held", [])))
            elif score is not None and not turn.get("timeout"):
                chosen = Write(score["box"], score.get("column", 0),
                               automatic=score.get("auto") is True)
            else:
                chosen = None
            if human and chosen is not None:
                yield DecisionPoint(game, player, t, k + 1, chosen)
        if turn.get("timeout"):
            game.timeout()
        elif score is not None:
            game.score(score["box"], score.get("column", 0))


def move_key(game: Any, move: Any) -> tuple[Any, ...]:
    """Moves that are the same decision compare equal: holds by the values kept."""
    if isinstance(move, Roll):
        return ("roll", tuple(sorted(game.dice[i] for i in move.held)))
    if isinstance(move, Write):
        return ("write", move.box, move.column)
    return ("other", repr(move))


def evaluate(point: DecisionPoint, advice: Sequence[Any]) -> Decision | None:
    """The decision at ``point`` valued by ``advice`` (None when the chosen move is missing)."""
    game = point.game
    if not advice:
        return None
    best = max(advice, key=lambda a: a.value)
    wanted = move_key(game, point.chosen)
    chosen = next((a for a in advice if move_key(game, a.move) == wanted), None)
    if chosen is None:
        return None
    last = game.turns[point.turn]["rolls"][-1]
    position = Position(
        dice=tuple(game.dice), held=tuple(last.get("held", [])), rolls_left=game.rolls_left,
        cells=tuple(dict(col) for col in game.cards[point.player].cells))
    automatic = isinstance(point.chosen, Write) and point.chosen.automatic
    return Decision(point.player, point.turn, point.roll, position,
                    point.chosen, float(chosen.value), str(chosen.label),
                    best.move, float(best.value), str(best.label), automatic)


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
        decision = evaluate(point, list(self.advise(point.game)))
        if decision is None:
            seat.unvalued += 1
        else:
            seat.decisions.append(decision)
        self.done_count += 1
        return True

    def run(self) -> GameAnalysis:
        while self.step():
            pass
        return self.result


def analyse(doc: dict[str, Any], advise: Advisor | None = None) -> GameAnalysis:
    """The whole analysis at once."""
    return Analyser(doc, advise).run()
