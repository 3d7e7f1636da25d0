"""Rule options and presets of every game (RULES.md §1, §2), validated once.

A :class:`Rules` value is immutable: the game kind, the preset it started from, and the full
set of option values. ``Rules.to_json()`` gives the record form: the preset plus the options
that differ from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import RuleError
from .kinds import GAMES, KOSCI_GAMES

__all__ = ["GAMES", "KOSCI_GAMES", "Option", "Rules", "make_rules", "options_of",
           "presets_of", "relevant_options"]



@dataclass(frozen=True)
class Option:
    """One rule option: its key, kind and range. ``kind`` is choice, bool, points or pits."""

    key: str
    kind: str
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 1000

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
    Option("full_upper", "choice", ("filled_not_counted", "absent", "counted")),
    Option("full_multiplier", "bool"),
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

#: The default preset of each game.
DEFAULT_PRESET = {"classic": "polish", "triple": "polish", "full": "polish", "thousand": "blog"}

#: The number of players each game allows.
PLAYER_RANGE = {"classic": (1, 6), "triple": (1, 6), "full": (1, 6), "thousand": (2, 6)}


def options_of(game: str) -> tuple[Option, ...]:
    """The options a game accepts."""
    _check_game(game)
    return THOUSAND_OPTIONS if game == "thousand" else KOSCI_OPTIONS


#: The options that change each Kości game (a record may carry the others: RULES.md §6).
_JOKER = ("joker_trigger", "joker_upper")
_RELEVANT = {"classic": _JOKER, "triple": _JOKER, "full": ("full_upper", "full_multiplier")}


def relevant_options(game: str) -> tuple[Option, ...]:
    """The options that change this game, in display order (the new-game dialog's)."""
    keys = _RELEVANT.get(game)
    return tuple(o for o in options_of(game) if keys is None or o.key in keys)


def presets_of(game: str) -> dict[str, dict[str, Any]]:
    """The presets of a game, by name, in display order (default first)."""
    _check_game(game)
    return THOUSAND_PRESETS if game == "thousand" else KOSCI_PRESETS


def _check_game(game: Any) -> None:
    if game not in GAMES:
        raise RuleError("unknown_game", game=game, choices=", ".join(GAMES))


@dataclass(frozen=True)
class Rules:
    """The rules of one game: kind, preset and every option's value."""

    game: str
    preset: str
    values: Mapping[str, Any] = field(hash=False)

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def overrides(self) -> dict[str, Any]:
        """The options whose values differ from the preset's."""
        base = presets_of(self.game)[self.preset]
        return {k: v for k, v in self.values.items() if base[k] != v}

    def to_json(self) -> dict[str, Any]:
        """The record form: ``{"preset": NAME, ...overrides}`` (pits as lists)."""
        out: dict[str, Any] = {"preset": self.preset}
        for key, value in self.overrides().items():
            out[key] = [list(p) for p in value] if key == "pits" else value
        return out


def make_rules(game: str, spec: Mapping[str, Any] | None = None) -> Rules:
    """Validated rules from a record's ``rules`` object: ``{"preset"?: NAME, ...overrides}``.

    An unknown game, preset or option key, or an out-of-range value, raises :class:`RuleError`.
    """
    _check_game(game)
    spec = dict(spec or {})
    presets = presets_of(game)
    preset = spec.pop("preset", None)
    if preset is None:
        preset = DEFAULT_PRESET[game]
    if not isinstance(preset, str) or preset not in presets:
        raise RuleError("unknown_preset", preset=preset, game=game,
                        choices=", ".join(presets))
    known = {o.key: o for o in options_of(game)}
    values = dict(presets[preset])
    for key, value in spec.items():
        if key not in known:
            raise RuleError("unknown_option", key=key, game=game)
        values[key] = known[key].validate(value)
    return Rules(game, preset, values)
