"""Following a table's game move by move on a seat's own copy (the window at a table across
computers, issue 30 §1): the moves that take the copy to what the table shows, so that the
window performs them exactly as it performs a move made at its own screen — the same engine
moves, events, animations and words on both paths.

:func:`steps_to` compares the copy's turns with the table's record (a seat's view of it,
:mod:`.views`) and lists what happened since: a visible move (with the dice the server drew
for a throw, fed to the copy through :class:`TableDice`), or a turn the seat may not see,
played on the copy by a ghost (:meth:`~.mirror.Mirror.ghost_turn`). When the copy cannot
follow (a timeout, a reconnect after a gap, the whole record shown at the end), it says so
(None) and the caller rebuilds the copy from the record (:class:`~.mirror.Mirror`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Bank, Move, Pass, Roll, SetAside, Write

from .mirror import is_masked


class TableDice(DiceSource):
    """The dice of a seat's copy: exactly those the table's server drew, fed before each
    throw (the copy never draws a die of its own)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._fed: deque[int] = deque()

    def feed(self, values: Iterable[int]) -> None:
        self._fed.extend(values)

    def die(self) -> int:
        if not self._fed:
            raise RuleError("not_this_game")  # a throw the table has not made
        self.draws += 1
        return self._fed.popleft()

    def begin_turn(self, number: int) -> None:
        """(the table's server keeps the duplicate streams: nothing to switch here)"""


@dataclass(frozen=True)
class Step:
    """What happened at the table: ``player`` made ``move`` (``dice``: what a throw
    threw, in the order the engine draws them), or played a turn the seat may not see
    (``move`` None: a ghost turn on the copy)."""

    player: int
    move: Move | None
    dice: tuple[int, ...] = ()


def _kosci_steps(player: int, have: Mapping[str, Any], turn: Mapping[str, Any]
                 ) -> list[Step] | None:
    mine, theirs = list(have.get("rolls", [])), list(turn.get("rolls", []))
    if theirs[: len(mine)] != mine or (have.get("score") and have != turn):
        return None
    out = []
    for roll in theirs[len(mine):]:
        held = tuple(roll.get("held", []))
        thrown = tuple(d for i, d in enumerate(roll["dice"]) if i not in held)
        out.append(Step(player, Roll(held), thrown))
    score = turn.get("score")
    if score is not None and have.get("score") is None:
        out.append(Step(player, Write(score["box"], score.get("column", 0),
                                      automatic=score.get("auto") is True)))
    return out


def _thousand_steps(player: int, have: Mapping[str, Any], turn: Mapping[str, Any]
                    ) -> list[Step] | None:
    mine, theirs = list(have.get("steps", [])), list(turn.get("steps", []))
    if theirs[: len(mine)] != mine:
        return None
    out = []
    for step in theirs[len(mine):]:
        (key, value), = step.items()
        if key == "roll":
            out.append(Step(player, Roll(), tuple(value)))
        elif key == "set_aside":
            out.append(Step(player, SetAside(tuple(value))))
        else:
            out.append(Step(player, Bank() if key == "bank" else Pass()))
    return out


def steps_to(game: Game, turns: Sequence[Mapping[str, Any]], current: int | None
             ) -> list[Step] | None:
    """The steps from ``game`` (a copy that has followed the table so far) to the table's
    record ``turns`` (``current``: whose turn the table says it is); None when the copy
    cannot follow them (rebuild it from the record)."""
    have = game.turns
    if len(turns) < len(have):
        return None
    out: list[Step] = []
    for t, turn in enumerate(turns):
        player = turn.get("player")
        if not isinstance(player, int) or turn.get("timeout"):
            if t < len(have) and have[t] == turn:
                continue
            return None  # a clock ran out: the copy is rebuilt (rare)
        mine = have[t] if t < len(have) else {}
        if mine and mine.get("player") != player:
            return None
        if is_masked(turn):
            last = t == len(turns) - 1
            if not mine and not (last and current == player):
                out.append(Step(player, None))  # a turn the seat may not see: over
            continue
        found = (_thousand_steps(player, mine, turn) if "steps" in turn
                 else _kosci_steps(player, mine, turn))
        if found is None:
            return None
        out.extend(found)
    return out
