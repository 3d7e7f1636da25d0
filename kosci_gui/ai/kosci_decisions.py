"""The decisions of a Kości-family game, as the post-game analysis and the luck report value
them: every human decision of a record (after a roll: which dice to hold and roll again, or
which box to write), and one decision valued against the best option."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.games import describe
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Roll, Write

from .base import Advice
from .reasons import Reason


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
    #: Why each is worth what it is (:mod:`kosci_gui.ai.reasons`; the analysis fills them
    #: for the mistakes).
    chosen_why: tuple[Reason, ...] = ()
    best_why: tuple[Reason, ...] = ()

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.chosen_value)


@dataclass(frozen=True)
class DecisionPoint:
    """A position where a human chose ``chosen``; ``game`` is in the state before the choice
    (valid only until the iteration goes on)."""

    game: KosciGame
    player: int
    turn: int
    roll: int
    chosen: Any


def decision_points(doc: dict[str, Any]) -> Iterator[DecisionPoint]:
    """Replay a Kości-family record, pausing at every human decision."""
    kind = describe(doc["game"])
    game: KosciGame = kind.new(kind.rules(doc.get("rules")), doc["players"],
                               clock_minutes=doc.get("clock_minutes"),
                               dice=DiceSource(doc.get("seed")))
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


def move_key(game: KosciGame, move: Any) -> tuple[Any, ...]:
    """Moves that are the same decision compare equal: holds by the values kept."""
    if isinstance(move, Roll):
        dice = game.dice or ()
        return ("roll", tuple(sorted(dice[i] for i in move.held)))
    if isinstance(move, Write):
        return ("write", move.box, move.column)
    return ("other", repr(move))


def evaluate(point: DecisionPoint, advice: Sequence[Advice]) -> Decision | None:
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
        dice=tuple(game.dice or ()), held=tuple(last.get("held", [])), rolls_left=game.rolls_left,
        cells=tuple(dict(col) for col in game.cards[point.player].cells))
    automatic = isinstance(point.chosen, Write) and point.chosen.automatic
    return Decision(point.player, point.turn, point.roll, position,
                    point.chosen, float(chosen.value), str(chosen.label),
                    best.move, float(best.value), str(best.label), automatic)
