"""The one source of dice values: seedable, fair, and restorable from (seed, draws)."""

from __future__ import annotations

import random
import secrets


class DiceSource:
    """Fair six-sided dice from a seeded generator.

    The state is just ``(seed, draws)``, so a saved game can continue the same sequence:
    ``DiceSource(seed, draws)`` skips the first ``draws`` values.
    """

    def __init__(self, seed: int | None = None, draws: int = 0) -> None:
        self.seed = secrets.randbits(63) if seed is None else int(seed)
        self._random = random.Random(self.seed)
        self.draws = 0
        for _ in range(draws):
            self.die()

    def die(self) -> int:
        """One die, 1 to 6, each with probability 1/6 (``randrange`` rejects biased bits)."""
        self.draws += 1
        return self._random.randrange(6) + 1

    def roll(self, count: int) -> list[int]:
        """``count`` dice."""
        return [self.die() for _ in range(count)]

    def state(self) -> dict[str, int]:
        return {"seed": self.seed, "draws": self.draws}
