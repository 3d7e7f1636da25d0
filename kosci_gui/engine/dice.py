"""The one source of dice values: seedable, fair, and restorable from its state.

Two modes (RULES.md §5a).  Ordinary: one sequence of dice for the whole game; the state is
``(seed, draws)``, and after an undo that took back a computer's turn ``rewind``: where the
next turn's dice start again (the turns taken back are dealt the same dice), unless the
reopened turn throws first (then it gets dice nobody has seen and the sequence goes on from
there).  Duplicate: one sequence per turn number, derived from the seed, so every
player's n-th turn takes its dice from the same stream; the state adds the turn number and
how many values of that stream the current turn has used.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

#: The dice on the table. Every game of this app plays five: the boxes of the Kości family
#: and Thousand's turn are defined for five (RULES.md), and so are the score tables of the
#: 252 outcomes, the solvers' arrays, the tray and the hold keys 1-5 — they read this number
#: rather than say 5, but a game of another number of dice is not provided for
#: (CONTRIBUTING.md, "Recipe: add a game").
DICE = 5
#: The operating system's randomness for new seeds (what ``secrets.randbits`` uses, without
#: importing ``secrets`` and its hmac and hashlib at start).
_SYSTEM = random.SystemRandom()


def is_five_of_a_kind(dice: Iterable[int]) -> bool:
    """Five dice, all showing the same face."""
    dice = tuple(dice)
    return len(dice) == DICE and all(d == dice[0] for d in dice)


class DiceSource:
    """Fair six-sided dice from a seeded generator.

    ``DiceSource(seed, draws)`` continues an ordinary game after its first ``draws`` dice;
    ``rewind`` (fewer than ``draws``) is where the next turn starts again (see above). With
    ``duplicate``, :meth:`begin_turn` (called by the game when a turn starts) switches to
    the stream of that turn number; ``turn`` and ``position`` restore a turn in progress.
    """

    def __init__(self, seed: int | None = None, draws: int = 0, *, duplicate: bool = False,
                 turn: int = 0, position: int = 0, rewind: int | None = None) -> None:
        self.seed = _SYSTEM.getrandbits(63) if seed is None else int(seed)
        self.duplicate = bool(duplicate)
        #: Ordinary dice after an undo of a computer's turn: where the next turn starts.
        self.rewind = (rewind if not self.duplicate and rewind is not None
                       and 0 <= rewind < draws else None)
        if self.duplicate:
            self.draws = draws
            self._enter(turn, position)
        else:
            self.turn = 0
            self._go_to(draws)

    def _go_to(self, draws: int) -> None:
        """The ordinary sequence after its first ``draws`` dice."""
        self.draws = draws
        self.position = 0
        self._random = random.Random(self.seed)
        for _ in range(draws):
            self._next()

    def _enter(self, turn: int, position: int) -> None:
        # A string seed is hashed with SHA-512 by ``random``: the same streams on every run.
        self.turn = turn
        self.position = 0
        self._random = random.Random(f"kosci-duplicate:{self.seed}:{turn}")
        for _ in range(position):
            self._next()

    def _next(self) -> int:
        self.position += 1
        return self._random.randrange(6) + 1

    def begin_turn(self, number: int) -> None:
        """A player's turn number ``number`` (0-based, counted per player) starts: in
        duplicate mode its dice come from the start of that turn number's stream."""
        if self.duplicate:
            self._enter(number, 0)
        elif self.rewind is not None:
            # the turns an undo took back are dealt the dice they were dealt before
            self._go_to(self.rewind)
            self.rewind = None

    def die(self) -> int:
        """One die, 1 to 6, each with probability 1/6 (``randrange`` rejects biased bits)."""
        self.rewind = None  # the reopened turn throws again: dice nobody has seen
        self.draws += 1
        return self._next()

    def roll(self, count: int) -> list[int]:
        """``count`` dice."""
        return [self.die() for _ in range(count)]

    def state(self) -> dict[str, Any]:
        """Everything needed to continue exactly here (see :meth:`from_state`)."""
        out: dict[str, Any] = {"seed": self.seed, "draws": self.draws}
        if self.rewind is not None:
            out["rewind"] = self.rewind
        if self.duplicate:
            out.update(duplicate=True, turn=self.turn, position=self.position)
        return out

    @classmethod
    def from_state(cls, state: Mapping[str, Any]) -> DiceSource:
        """The source as :meth:`state` described it."""
        return cls(state["seed"], state.get("draws", 0),
                   duplicate=bool(state.get("duplicate", False)),
                   turn=state.get("turn", 0), position=state.get("position", 0),
                   rewind=state.get("rewind"))


class PlannedDice(DiceSource):
    """A source that deals ``planned`` values first, in order, then dice of its own (a
    position of a record played again: the rest of that turn's throws as the record has
    them). The sequence is drawn all the same and the planned values dealt in its place, so
    the state is the sequence's: of a record whose dice came from its seed, the values are
    the same and a save continues exactly. The plan holds for the turn in progress only."""

    def __init__(self, source: DiceSource, planned: Iterable[int]) -> None:
        state = source.state()
        super().__init__(state["seed"], state.get("draws", 0),
                         duplicate=bool(state.get("duplicate", False)),
                         turn=state.get("turn", 0), position=state.get("position", 0),
                         rewind=state.get("rewind"))
        self.planned = list(planned)

    def die(self) -> int:
        drawn = super().die()
        return self.planned.pop(0) if self.planned else drawn

    def begin_turn(self, number: int) -> None:
        self.planned.clear()
        super().begin_turn(number)
