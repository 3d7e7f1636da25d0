"""The one place that knows which state machine plays which game: classic, triple and full
are :class:`~kosci_gui.engine.kosci.KosciGame`, Thousand is
:class:`~kosci_gui.engine.thousand.ThousandGame`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .dice import DiceSource
from .game import Game, Player
from .kosci import KosciGame
from .rules import Rules, make_rules
from .thousand import ThousandGame


def make_game(rules: Rules, players: Sequence[Player | str | Mapping[str, Any]], *,
              clock_minutes: int | None = None, dice: DiceSource | None = None) -> Game:
    """A fresh game of the kind ``rules`` are for (raises RuleError for bad players or clock)."""
    kind = ThousandGame if rules.game == "thousand" else KosciGame
    return kind(rules, players, clock_minutes=clock_minutes, dice=dice)


def new_game(game: str, rules: Mapping[str, Any] | None = None,
             players: Sequence[Player | str | Mapping[str, Any]] = ("Player",), *,
             clock_minutes: int | None = None, seed: int | None = None,
             duplicate: bool = False) -> Game:
    """A fresh game of any kind (``rules`` as in a record: preset plus overrides);
    ``duplicate`` deals every player the same dice in the same turn number (RULES.md §5a)."""
    return make_game(make_rules(game, rules), players, clock_minutes=clock_minutes,
                     dice=DiceSource(seed, duplicate=duplicate))
