"""Shared helpers of the storage tests: games played with chosen dice."""

from __future__ import annotations

from typing import Any

from kosci_gui.engine.record import new_game


def turn(game: Any, *rolls: Any, box: str | None = None, column: int = 0) -> None:
    """Play the current player's turn: each roll is a dice list, or (held, dice)."""
    for roll in rolls:
        held, dice = roll if isinstance(roll, tuple) else ([], roll)
        game.set_held(held)
        game.roll(list(dice))
    if box is not None:
        game.score(box, column)


def finish_greedily(game: Any) -> None:
    """Play every remaining turn: one roll from the dice source, the best-scoring box."""
    while not game.finished:
        if game.rolls == 0:
            game.roll()
        best = max(game.allowed_options(), key=lambda o: (o.points + o.bonus, -o.column))
        game.score(best.box, best.column)


def finished_classic(names: tuple[str, ...] = ("Ala", "Bartek"), seed: int = 7,
                     **kwargs: Any) -> Any:
    game = new_game("classic", {"preset": "polish"}, list(names), seed=seed, **kwargs)
    finish_greedily(game)
    return game
