"""Who may sit at the table: a human or a computer of a strength level (the record's
vocabulary, RULES.md §6). A module of its own so the command line can name the levels
without loading the rest of the engine."""

from __future__ import annotations

from enum import Enum


class PlayerType(str, Enum):
    """Who sits in a seat."""

    HUMAN = "human"
    COMPUTER = "computer"


#: The strength levels a computer seat may have, weakest first (the record's vocabulary).
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
