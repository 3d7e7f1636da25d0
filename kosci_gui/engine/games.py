"""The games this app plays, one descriptor each (RULES.md §1, §2): the one place in the
engine that knows which state machine plays which game, with which options, presets and
players, which card and columns, and how its turns read in a record.

Everything else asks a game's descriptor (:func:`describe`), its rules (``rules.kind`` is
the descriptor) or the game object, never its name: adding a game is adding a descriptor
here (CONTRIBUTING.md, "Recipe: add a game").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any, Generic, TypeVar

from . import kosci_record, thousand_record
from .dice import DiceSource
from .errors import RuleError
from .game import Game, Player
from .kosci import KosciGame
from .rules import (
    KOSCI_OPTIONS,
    KOSCI_PRESETS,
    THOUSAND_OPTIONS,
    THOUSAND_PRESETS,
    Option,
    Rules,
    rules_of,
)
from .scoring import CLASSIC_CARD, FULL_CARD, CardKind
from .thousand import ThousandGame

G = TypeVar("G", bound=Game)

#: How one turn of a record is replayed onto the game (it returns the dice it drew).
TurnReplay = Callable[[G, int, dict[str, Any], bool], int]


@dataclass(frozen=True)
class GameKind(Generic[G]):
    """One game: its key (as records name it), the state machine that plays it and the
    replay of its turns in a record, the options its records may carry (``shown``: the keys
    of those that change this game, in the new-game dialog's order), its presets (the
    default first), the fewest and most players, and for the Kości family its card
    and the weights of the card's columns."""

    key: str
    game_class: type[G]
    replay_turn: TurnReplay[G]
    options: tuple[Option, ...]
    shown: tuple[str, ...]
    presets: Mapping[str, Mapping[str, Any]]
    default_preset: str
    players: tuple[int, int]
    card: CardKind | None = None
    weights: tuple[int, ...] = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> GameKind[G]:
        return self  # immutable: a copied game keeps its descriptor

    @property
    def columns(self) -> int:
        """Columns of the card (0 for a game without one)."""
        return len(self.weights)

    def shown_options(self) -> tuple[Option, ...]:
        """The options that change this game, in display order (the new-game dialog's)."""
        return tuple(o for o in self.options if o.key in self.shown)

    def option_sets(self) -> tuple[dict[str, Any], ...]:
        """Every combination of the values of the choice and bool options this game shows, the
        first option varying slowest (the others keep their preset's values): the rule sets
        the computer's value tables of a Kości-family game are solved for."""
        shown = [o for o in self.shown_options() if o.values()]
        return tuple({o.key: v for o, v in zip(shown, values, strict=True)}
                     for values in product(*(o.values() for o in shown)))

    def rules(self, spec: Mapping[str, Any] | None = None) -> Rules:
        """Validated rules of this game from a record's ``rules`` object."""
        return rules_of(self, spec)

    def new(self, rules: Rules, players: Sequence[Player | str | Mapping[str, Any]], *,
            clock_minutes: int | None = None, dice: DiceSource | None = None) -> G:
        """A fresh game with these rules (RuleError for bad players or clock)."""
        return self.game_class(rules, players, clock_minutes=clock_minutes, dice=dice)


_JOKER = ("joker_trigger", "joker_upper")

CLASSIC: GameKind[KosciGame] = GameKind(
    "classic", KosciGame, kosci_record.replay_turn, KOSCI_OPTIONS, _JOKER, KOSCI_PRESETS,
    "polish", (1, 6), CLASSIC_CARD, (1,))
TRIPLE: GameKind[KosciGame] = GameKind(
    "triple", KosciGame, kosci_record.replay_turn, KOSCI_OPTIONS, _JOKER, KOSCI_PRESETS,
    "polish", (1, 6), CLASSIC_CARD, (1, 2, 3))
FULL: GameKind[KosciGame] = GameKind(
    "full", KosciGame, kosci_record.replay_turn, KOSCI_OPTIONS,
    ("full_upper", "full_multiplier"), KOSCI_PRESETS, "polish", (1, 6), FULL_CARD, (1,))
THOUSAND: GameKind[ThousandGame] = GameKind(
    "thousand", ThousandGame, thousand_record.replay_turn, THOUSAND_OPTIONS,
    tuple(o.key for o in THOUSAND_OPTIONS), THOUSAND_PRESETS, "blog", (2, 6))

#: Every game, in the order the app lists them (the registry: a new game's descriptor goes
#: here; everything else reads this tuple when it is asked).
KINDS: tuple[GameKind[Any], ...] = (CLASSIC, TRIPLE, FULL, THOUSAND)


def game_keys() -> tuple[str, ...]:
    """The keys of every game, in the order the app lists them."""
    return tuple(kind.key for kind in KINDS)


def describe(game: Any) -> GameKind[Any]:
    """The descriptor of the game ``game`` names (RuleError ``unknown_game`` otherwise)."""
    for kind in KINDS:
        if kind.key == game:
            return kind
    raise RuleError("unknown_game", game=game, choices=", ".join(game_keys()))


def make_rules(game: str, spec: Mapping[str, Any] | None = None) -> Rules:
    """Validated rules from a record's ``rules`` object: ``{"preset"?: NAME, ...overrides}``.

    An unknown game, preset or option key, or an out-of-range value, raises :class:`RuleError`.
    """
    return describe(game).rules(spec)


def make_game(rules: Rules, players: Sequence[Player | str | Mapping[str, Any]], *,
              clock_minutes: int | None = None, dice: DiceSource | None = None) -> Game:
    """A fresh game of the kind ``rules`` are for (raises RuleError for bad players or clock)."""
    game: Game = describe(rules.game).new(rules, players, clock_minutes=clock_minutes,
                                          dice=dice)
    return game


def new_game(game: str, rules: Mapping[str, Any] | None = None,
             players: Sequence[Player | str | Mapping[str, Any]] = ("Player",), *,
             clock_minutes: int | None = None, seed: int | None = None,
             duplicate: bool = False) -> Game:
    """A fresh game of any kind (``rules`` as in a record: preset plus overrides);
    ``duplicate`` deals every player the same dice in the same turn number (RULES.md §5a)."""
    return make_game(make_rules(game, rules), players, clock_minutes=clock_minutes,
                     dice=DiceSource(seed, duplicate=duplicate))
