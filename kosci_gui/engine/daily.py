"""Today's dice: one game a day whose dice are the same for everyone (issue 34, item 4).

A daily game is fixed by its date, its game and its rules preset.  Its seed is the first 63
bits of the SHA-256 of their canonical JSON, so any machine computes the same seed for the same
day; the game is played with duplicate dice (RULES.md §5a), so every player, and the computer it
is compared with, gets the same dice in the same turn number.

Its code is what a friend types to play the same dice: eight Crockford base-32 characters
shown as ``XXXX-XXXX`` (case-insensitive; ``O``/``I``/``L`` read as ``0``/``1``/``1``; dashes
and spaces ignored).  They carry 40 bits: the day (16 bits, days since 2000-01-01), the game
(4 bits, its index in :func:`game_keys`), the preset (4 bits, its index in the game's presets)
and 16 check bits from the seed's hash, so a mistyped code is refused rather than dealing some
other game.  Only presets are shareable: a daily game has no option overrides.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .game import Game
from .games import CLASSIC, describe, game_keys, make_rules, new_game

_EPOCH = dt.date(2000, 1, 1)
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
_READ_AS = {"O": "0", "I": "1", "L": "1"}
_LENGTH = 8


class DailyCodeError(ValueError):
    """A code that names no daily game (mistyped), or a date outside the codes' range."""


@dataclass(frozen=True)
class Daily:
    """One day's game: the date, the game, its preset, and the seed and code they give."""

    date: dt.date
    game: str
    preset: str

    @property
    def rules(self) -> dict[str, Any]:
        """The record form of the rules (``{"preset": NAME}``)."""
        return make_rules(self.game, {"preset": self.preset}).to_json()

    def _digest(self) -> bytes:
        text = json.dumps({"date": self.date.isoformat(), "game": self.game,
                           "rules": self.rules}, sort_keys=True, separators=(",", ":"))
        import hashlib  # (here: hashlib maps OpenSSL, about 3.5 MB, which the start never needs)

        return hashlib.sha256(text.encode("utf-8")).digest()

    @property
    def seed(self) -> int:
        """The dice seed: the first 63 bits of the SHA-256 of the date, game and rules."""
        return int.from_bytes(self._digest()[:8], "big") >> 1

    @property
    def code(self) -> str:
        """The shareable code, ``XXXX-XXXX``."""
        games = game_keys()
        presets = list(describe(self.game).presets)
        day = (self.date - _EPOCH).days
        check = int.from_bytes(self._digest()[8:10], "big")
        value = (((day << 4 | games.index(self.game)) << 4 | presets.index(self.preset)) << 16
                 | check)
        chars = "".join(_ALPHABET[(value >> (5 * i)) & 31] for i in reversed(range(_LENGTH)))
        return f"{chars[:4]}-{chars[4:]}"

    def new_game(self, players: Sequence[str | Mapping[str, Any]]) -> Game:
        """A fresh game of this day: its rules, its seed, duplicate dice."""
        return new_game(self.game, self.rules, players, seed=self.seed, duplicate=True)

    def to_json(self) -> dict[str, Any]:
        """What ``kosci-cli daily`` prints."""
        return {"date": self.date.isoformat(), "game": self.game, "rules": self.rules,
                "seed": self.seed, "code": self.code}


def daily(date: dt.date | None = None, game: str | None = None,
          preset: str | None = None) -> Daily:
    """The daily game of ``date`` (default: today, the local date) for ``game`` with ``preset``
    (default: the game's default preset); ``game`` None: classic.  An unknown game or preset
    raises RuleError;
    a date before 2000 or after 2179, DailyCodeError."""
    game = CLASSIC.key if game is None else game
    kind = describe(game)
    preset = kind.default_preset if preset is None else preset
    make_rules(game, {"preset": preset})  # validates the preset
    day = dt.date.today() if date is None else date
    if not 0 <= (day - _EPOCH).days < 1 << 16:
        raise DailyCodeError(f"no daily game on {day.isoformat()}")
    return Daily(day, game, preset)


def from_code(code: str) -> Daily:
    """The daily game a code names (DailyCodeError if it names none)."""
    text = "".join(ch for ch in code.upper() if ch not in "- ")
    text = "".join(_READ_AS.get(ch, ch) for ch in text)
    if len(text) != _LENGTH or any(ch not in _ALPHABET for ch in text):
        raise DailyCodeError(f"not a daily code: {code!r}")
    value = 0
    for ch in text:
        value = value << 5 | _ALPHABET.index(ch)
    check, value = value & 0xFFFF, value >> 16
    preset_index, value = value & 15, value >> 4
    game_index, day = value & 15, value >> 4
    games = game_keys()
    if game_index >= len(games):
        raise DailyCodeError(f"not a daily code: {code!r}")
    presets = list(describe(games[game_index]).presets)
    if preset_index >= len(presets):
        raise DailyCodeError(f"not a daily code: {code!r}")
    found = Daily(_EPOCH + dt.timedelta(days=day), games[game_index], presets[preset_index])
    if int.from_bytes(found._digest()[8:10], "big") != check:
        raise DailyCodeError(f"not a daily code: {code!r}")
    return found
