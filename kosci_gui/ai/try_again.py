"""A decision tried again: the position of a record played anew, and the new choice valued
beside the one made in the game and the best, as the advisor values them (the figures of
the post-game analysis, :mod:`kosci_gui.ai.analysis`).

The position is the record's own (:func:`kosci_gui.engine.decision_point.game_at`): the same
dice, holds, throws left and scores; the values are the advisor's at that position, before
the choice (expected final score, Kości family).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from kosci_gui.engine.decision_point import game_at
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Move

from . import advise_values
from .analysis import Advisor, analysable
from .base import Advice
from .kosci_decisions import move_key


@dataclass(frozen=True)
class Valued:
    """One choice at the position and what the advisor says it is worth."""

    move: Move
    value: float


@dataclass(frozen=True)
class Comparison:
    """The new choice beside the one made in the game and the best."""

    new: Valued
    original: Valued
    best: Valued

    @property
    def new_loss(self) -> float:
        return max(0.0, self.best.value - self.new.value)

    @property
    def original_loss(self) -> float:
        return max(0.0, self.best.value - self.original.value)


class TryAgain:
    """The position of turn ``turn`` (0-based) of ``doc`` after its ``throw``-th throw
    (1-based), where ``original`` was chosen in the game; its options valued by ``advise``
    (the advisor's values by default)."""

    def __init__(self, doc: dict[str, Any], turn: int, throw: int, original: Move,
                 advise: Advisor | None = None) -> None:
        self.doc = doc
        self.turn = turn
        self.throw = throw
        self.original = original
        if not analysable(str(doc.get("game", ""))):
            raise ValueError(f"decisions of {doc.get('game')!r} games are not valued")
        #: The position as the record has it (valued here; never played on).
        self.position = self.game()
        self.player = self.position.current
        self.dice: tuple[int, ...] = tuple(self.position.dice or ())
        self._advise: Advisor = advise if advise is not None else advise_values
        self._options: list[Advice] | None = None

    def game(self) -> KosciGame:
        """A new game at the position, to be played (the rest of the turn's throws are the
        record's)."""
        # (the analysable games are the Kości family's)
        return cast(KosciGame, game_at(self.doc, self.turn, self.throw))

    @property
    def options(self) -> list[Advice]:
        """Every option at the position, valued (worked out on first use)."""
        if self._options is None:
            self._options = list(self._advise(self.position))
        return self._options

    def value(self, move: Move) -> Valued | None:
        """``move`` at the position, valued (None: the advisor does not list it)."""
        wanted = move_key(self.position, move)
        found = next((a for a in self.options if move_key(self.position, a.move) == wanted),
                     None)
        return None if found is None else Valued(found.move, float(found.value))

    def compare(self, move: Move) -> Comparison | None:
        """The new choice ``move`` beside the original and the best (None when the advisor
        values no option, or lacks one of the two)."""
        options: Sequence[Advice] = self.options
        if not options:
            return None
        best = max(options, key=lambda a: a.value)
        new, original = self.value(move), self.value(self.original)
        if new is None or original is None:
            return None
        return Comparison(new, original, Valued(best.move, float(best.value)))
