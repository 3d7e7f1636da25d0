"""Shared by the test packages: Kości games played with chosen dice, or greedily to the end."""

from __future__ import annotations

import random
from concurrent.futures import Future
from itertools import combinations
from typing import Any

from kosci_gui.ai.base import Advice
from kosci_gui.engine.games import new_game
from kosci_gui.engine.moves import Bank, Pass, Roll, SetAside, Write
from kosci_gui.engine.thousand import Phase, ThousandGame


def turn(game: Any, *rolls: Any, box: str | None = None, column: int = 0) -> Any:
    """Play the current player's turn: each roll is a dice list, or (held, dice); then write
    ``box`` if given (what the write returns)."""
    for roll in rolls:
        held, dice = roll if isinstance(roll, tuple) else ([], roll)
        game.set_held(held)
        game.roll(list(dice))
    if box is not None:
        return game.score(box, column)
    return None


def finish_greedily(game: Any) -> None:
    """Play every remaining turn: one roll from the dice source, the best-scoring box."""
    while not game.finished:
        if game.rolls == 0:
            game.roll()
        best = max(game.allowed_options(), key=lambda o: (o.points + o.bonus, -o.column))
        game.score(best.box, best.column)


def play_out(game: Any, rng: random.Random, player: Any, until_write: bool) -> None:
    """Play the current turn (and with ``until_write`` False, the rest of the game) as the
    advisor would, the dice from ``rng``."""
    while not game.finished:
        if game.rolls == 0:
            game.roll([rng.randint(1, 6) for _ in range(5)])
            continue
        move = player.decide(game)
        if isinstance(move, Write):
            game.score(move.box, move.column)
            if until_write:
                return
        else:
            game.set_held(move.held)
            game.roll([d if i in move.held else rng.randint(1, 6)
                       for i, d in enumerate(game.dice)])


def finished_classic(names: tuple[str, ...] = ("Ala", "Bartek"), seed: int = 7,
                     **kwargs: Any) -> Any:
    game = new_game("classic", {"preset": "polish"}, list(names), seed=seed, **kwargs)
    finish_greedily(game)
    return game


def stub_advise(game):
    """Writes are worth their points; a roll is worth 20 + the sum of the dice kept."""
    out = [Advice(Write(o.box, o.column), float(o.points + o.bonus), f"write {o.box}")
           for o in game.allowed_options()]
    if game.rolls_left:
        for size in range(5):
            for held in combinations(range(5), size):
                value = 20.0 + sum(game.dice[i] for i in held)
                out.append(Advice(Roll(held), value, f"hold {held}"))
    return sorted(out, key=lambda a: -a.value)


def played():
    game = new_game("classic", None, ["Ala", {"name": "Cpu", "type": "computer"}], seed=2)
    # Ala: holds 6 6 6 (worth 38, best is holding 6 6 6 5 = 43), then writes chance 24
    turn(game, [6, 6, 6, 5, 1], ([0, 1, 2], [6, 6, 6, 2, 4]), box="chance")
    turn(game, [1, 1, 1, 1, 2], box="ones")  # the computer: not analysed
    # Ala: writes ones = 2 at once (rolling while keeping 6 2 2 1 is worth 31)
    turn(game, [1, 1, 2, 2, 6], box="ones")
    return game


class PlainPlayer:
    """A legal, modest computer player for tests that need none of the ai's tables: greedy on
    the box, holds the most common face; in Thousand sets aside the best selection and
    writes at 60 points or with two dice left."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def decide(self, game: Any) -> Any:
        if isinstance(game, ThousandGame):
            return self._thousand(game)
        return self._kosci(game)

    def _kosci(self, game: Any) -> Any:
        if game.rolls == 0:
            return Roll()
        allowed = game.allowed_options()
        best = max(allowed, key=lambda o: (o.points + o.bonus, -o.column))
        if game.rolls_left == 0 or best.points >= 25:
            return Write(best.box, best.column)
        counts = {face: game.dice.count(face) for face in set(game.dice)}
        face = max(counts, key=lambda f: (counts[f], f))
        held = tuple(i for i, d in enumerate(game.dice) if d == face)
        if len(held) == 5:
            return Write(best.box, best.column)
        return Roll(held)

    def _thousand(self, game: ThousandGame) -> Any:
        if game.phase == Phase.THROWN:
            return SetAside(tuple(game.legal_selections()[0][0]))
        if game.phase == Phase.CHOSEN and game.can_bank() and (
                game.turn_points >= 60 or game.in_hand <= 2):
            return Bank()
        if game.phase == Phase.CHOSEN and game.in_hand == 1 and not game.can_bank():
            return Pass() if self._random.random() < 0.5 else Roll()
        return Roll()


def plain_players(kind: str, rules: Any, level: str | None, seed: int | None = None,
                  game: Any = None) -> Future:
    """A controller's ``prepare_player`` seam that seats :class:`PlainPlayer` s."""
    future: Future = Future()
    future.set_result(PlainPlayer(seed))
    return future
