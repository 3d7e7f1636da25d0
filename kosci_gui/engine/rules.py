"""Rule options and presets of every game (RULES.md §1, §2), validated once.

A :class:`Rules` value is immutable: the game, the preset it started from, the full set of
option values, and the game's descriptor (:mod:`kosci_gui.engine.games`), seen here through
:class:`GameFacts`, from which the state machines read what the game itself fixes.
``Rules.to_json()`` gives the record form: the preset plus the options that differ from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from .errors import RuleError
from .scoring import CardKind

__all__ = ["GameFacts", "Option", "Rules", "rules_of"]


@dataclass(frozen=True)
class Option:
    """One rule option: its key, kind and range. ``kind`` is choice, bool, points or pits.

    ``words``: how each value is written in the name of the computer's value table of a game
    the option changes, one word per choice (a bool: for false, for true); an empty word
    leaves the value out of the name (so a new option's default keeps the shipped tables'
    names). None: the choice itself.
    """

    key: str
    kind: str
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 1000
    words: tuple[str, ...] | None = None

    def values(self) -> tuple[Any, ...]:
        """Every value of a choice or bool option, in order (empty for the others)."""
        return (False, True) if self.kind == "bool" else self.choices

    def word(self, value: Any) -> str:
        """The value as the name of a value table writes it (see ``words``)."""
        if self.words is None:
            return str(value)
        return self.words[self.values().index(value)]

    def validate(self, value: Any) -> Any:
        """Return the value in canonical form, or raise ``bad_option_value``."""
        if self.kind == "choice":
            if isinstance(value, str) and value in self.choices:
                return value
            expected = "one of " + ", ".join(self.choices)
        elif self.kind == "bool":
            if isinstance(value, bool):
                return value
            expected = "true or false"
        elif self.kind == "points":
            if isinstance(value, int) and not isinstance(value, bool) and (
                    self.low <= value <= self.high):
                return value
            expected = f"a whole number from {self.low} to {self.high}"
        else:  # pits
            pits = _pits(value)
            if pits is not None:
                return pits
            expected = "a list of [low, high] pairs with 0 <= low < high <= 1000"
        raise RuleError("bad_option_value", key=self.key, value=value, expected=expected)


def _pits(value: Any) -> tuple[tuple[int, int], ...] | None:
    if not isinstance(value, (list, tuple)):
        return None
    pits = []
    for pit in value:
        if not (isinstance(pit, (list, tuple)) and len(pit) == 2):
            return None
        low, high = pit
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in pit):
            return None
        if not 0 <= low < high <= 1000:
            return None
        pits.append((low, high))
    return tuple(sorted(pits))


KOSCI_OPTIONS: tuple[Option, ...] = (
    Option("joker_trigger", "choice", ("filled", "fifty")),
    Option("joker_upper", "choice", ("forced", "optional", "free")),
    Option("full_upper", "choice", ("filled_not_counted", "absent", "counted"),
           words=("filled", "absent", "counted")),
    Option("full_multiplier", "bool", words=("plain", "mult")),
)

THOUSAND_OPTIONS: tuple[Option, ...] = (
    Option("opening", "points"),
    Option("three_dice", "bool"),
    Option("zero_roll_penalty", "points"),
    Option("overtake_bonus", "points"),
    Option("overtake_penalty", "points"),
    Option("pits", "pits"),
    Option("pit_protection", "bool"),
    Option("relief_900", "bool"),
    Option("win", "choice", ("exact", "at_least")),
    Option("three_misses_penalty", "points"),
)

_KOSCI_FULL_DEFAULTS = {"full_upper": "filled_not_counted", "full_multiplier": True}

KOSCI_PRESETS: dict[str, dict[str, Any]] = {
    "polish": {"joker_trigger": "filled", "joker_upper": "optional", **_KOSCI_FULL_DEFAULTS},
    "official": {"joker_trigger": "filled", "joker_upper": "forced", **_KOSCI_FULL_DEFAULTS},
    "penta": {"joker_trigger": "fifty", "joker_upper": "forced", **_KOSCI_FULL_DEFAULTS},
}

#: RULES.md §3: the presets whose games write the computer's box by themselves after the last
#: roll, and after how many seconds (every other game: never, unless the player asks for it).
AUTO_WRITE_PRESETS: dict[str, int] = {"penta": 3}

_PITS = ((200, 300), (700, 800))

THOUSAND_PRESETS: dict[str, dict[str, Any]] = {
    "blog": {
        "opening": 50, "three_dice": True, "zero_roll_penalty": 50, "overtake_bonus": 50,
        "overtake_penalty": 50, "pits": _PITS, "pit_protection": False, "relief_900": True,
        "win": "exact", "three_misses_penalty": 0,
    },
    "reader_a": {
        "opening": 100, "three_dice": True, "zero_roll_penalty": 0, "overtake_bonus": 0,
        "overtake_penalty": 100, "pits": _PITS, "pit_protection": True, "relief_900": False,
        "win": "exact", "three_misses_penalty": 0,
    },
    "family": {
        "opening": 30, "three_dice": True, "zero_roll_penalty": 0, "overtake_bonus": 0,
        "overtake_penalty": 0, "pits": _PITS, "pit_protection": False, "relief_900": True,
        "win": "exact", "three_misses_penalty": 0,
    },
}

class GameFacts(Protocol):
    """What a game's descriptor fixes, as the rules and the state machines read it."""

    @property
    def key(self) -> str: ...

    @property
    def options(self) -> tuple[Option, ...]:
        """The options its records may carry."""

    def shown_options(self) -> tuple[Option, ...]:
        """The options that change this game, in display order."""

    @property
    def presets(self) -> Mapping[str, Mapping[str, Any]]:
        """Its presets by name, in display order (the default first)."""

    @property
    def default_preset(self) -> str: ...

    @property
    def players(self) -> tuple[int, int]:
        """The fewest and the most players."""

    @property
    def card(self) -> CardKind | None:
        """The card of a Kości-family game (None for a game played without one)."""

    @property
    def weights(self) -> tuple[int, ...]:
        """The card's columns, by weight (one column of weight 1 but in triple)."""


@dataclass(frozen=True)
class Rules:
    """The rules of one game: its key, preset and every option's value, and its facts."""

    game: str
    preset: str
    values: Mapping[str, Any] = field(hash=False)
    kind: GameFacts = field(hash=False, compare=False, repr=False)

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def __deepcopy__(self, memo: dict[int, Any]) -> Rules:
        return self  # immutable

    def overrides(self) -> dict[str, Any]:
        """The options whose values differ from the preset's."""
        base = self.kind.presets[self.preset]
        return {k: v for k, v in self.values.items() if base[k] != v}

    def to_json(self) -> dict[str, Any]:
        """The record form: ``{"preset": NAME, ...overrides}`` (pits as lists)."""
        out: dict[str, Any] = {"preset": self.preset}
        for key, value in self.overrides().items():
            out[key] = [list(p) for p in value] if key == "pits" else value
        return out


def rules_of(kind: GameFacts, spec: Mapping[str, Any] | None = None) -> Rules:
    """Validated rules of the game ``kind`` from a record's ``rules`` object:
    ``{"preset"?: NAME, ...overrides}``. An unknown preset or option key, or an out-of-range
    value, raises :class:`RuleError`."""
    spec = dict(spec or {})
    presets = kind.presets
    preset = spec.pop("preset", None)
    if preset is None:
        preset = kind.default_preset
    if not isinstance(preset, str) or preset not in presets:
        raise RuleError("unknown_preset", preset=preset, game=kind.key,
                        choices=", ".join(presets))
    known = {o.key: o for o in kind.options}
    values = dict(presets[preset])
    for key, value in spec.items():
        if key not in known:
            raise RuleError("unknown_option", key=key, game=kind.key)
        values[key] = known[key].validate(value)
    return Rules(kind.key, preset, values, kind)


def auto_write_seconds(rules: Rules) -> int:
    """RULES.md §3 ``auto_score_seconds``: the delay of the automatic write a game of these
    rules has unless the player chose one (0 = off): 3 s in a ``penta`` game, else off."""
    return AUTO_WRITE_PRESETS.get(rules.preset, 0)
