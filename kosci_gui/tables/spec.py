"""What a table is set up with (everything New game offers: the game, its rules, the seats
and the computer seats' levels, the clock, open or hidden cards, duplicate dice) and who sits
in each seat."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.game import LEVELS, Player, PlayerType, check_clock, clean_name
from kosci_gui.engine.games import describe
from kosci_gui.engine.rules import Rules

from .errors import TableError

#: The longest name a seat may take (characters, after trimming).
NAME_LENGTH = 24
_SPEC_KEYS = frozenset({"game", "rules", "seats", "computers", "clock_minutes",
                        "open_scorecards", "duplicate", "private"})


def seat_name(name: object) -> str:
    """A seat's name as New game takes it (:func:`clean_name`), at most :data:`NAME_LENGTH`
    characters; TableError ``bad_name`` otherwise."""
    cleaned = clean_name(name)
    if cleaned is None or len(cleaned) > NAME_LENGTH:
        raise TableError("bad_name", name=str(name)[:40], most=NAME_LENGTH)
    return cleaned


@dataclass(frozen=True)
class TableSpec:
    """A table's settings. ``computers``: the levels of the computer seats, which take the
    last seats; ``private``: the table is not listed (joined by its code)."""

    rules: Rules
    seats: int
    computers: tuple[str, ...] = ()
    clock_minutes: int | None = None
    open_scorecards: bool = True
    duplicate: bool = False
    private: bool = False

    @property
    def game(self) -> str:
        return self.rules.game

    @classmethod
    def from_json(cls, data: Any) -> TableSpec:
        """A spec from its JSON form (TableError ``bad_table`` naming what is wrong)."""
        if not isinstance(data, Mapping):
            raise TableError("bad_table", why="the table is an object")
        extra = sorted(map(str, set(data) - _SPEC_KEYS))
        if extra:
            raise TableError("bad_table", why=f"unknown key(s) {', '.join(extra)}")
        try:
            kind = describe(data.get("game"))
            rules_spec = data.get("rules") or {}
            if not isinstance(rules_spec, Mapping):
                raise TableError("bad_table", why="'rules' is an object")
            rules = kind.rules(rules_spec)
            clock = check_clock(data.get("clock_minutes"))
        except RuleError as err:
            raise TableError("bad_table", why=str(err)) from err
        low, high = kind.players
        seats = data.get("seats", low)
        if isinstance(seats, bool) or not isinstance(seats, int) or not low <= seats <= high:
            raise TableError("bad_table", why=f"'seats' is {low} to {high}")
        computers = data.get("computers", [])
        if not isinstance(computers, list) or not all(c in LEVELS for c in computers) \
                or len(computers) >= seats:
            raise TableError("bad_table", why="'computers' lists the levels of the computer "
                             f"seats ({', '.join(LEVELS)}), fewer than the seats")
        flags = {}
        for key in ("open_scorecards", "duplicate", "private"):
            value = data.get(key, key == "open_scorecards")
            if not isinstance(value, bool):
                raise TableError("bad_table", why=f"'{key}' is true or false")
            flags[key] = value
        return cls(rules, seats, tuple(computers), clock, **flags)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "rules": self.rules.to_json(), "seats": self.seats,
                "computers": list(self.computers), "clock_minutes": self.clock_minutes,
                "open_scorecards": self.open_scorecards, "duplicate": self.duplicate,
                "private": self.private}

    @property
    def first_computer(self) -> int:
        """The index of the first computer seat (the seats before it are for people)."""
        return self.seats - len(self.computers)


@dataclass
class Seat:
    """One seat: free (``name`` None) or taken by a person or a computer. A person's seat
    has the SHA-256 of its secret token, the seed it adds to the dice and the number of the
    last message it acted with (``last_seq``); while the connection is gone ``away_since``
    holds the server time it went (None: connected, or never connected since a restart
    counts as away from the restart)."""

    index: int
    type: PlayerType
    level: str | None = None
    name: str | None = None
    token_hash: str | None = None
    seed: str = ""
    last_seq: int = 0
    connected: bool = False
    away_since: float | None = None

    @property
    def taken(self) -> bool:
        return self.name is not None

    @property
    def is_computer(self) -> bool:
        return self.type is PlayerType.COMPUTER

    def player(self) -> Player:
        assert self.name is not None
        return Player(self.name, self.type, self.level)

    def clear(self) -> None:
        """Free a person's seat."""
        self.name = self.token_hash = None
        self.seed = ""
        self.last_seq = 0
        self.connected = False
        self.away_since = None


def computer_names(spec: TableSpec) -> list[str]:
    """The names of the computer seats: "Computer 1", "Computer 2", ..."""
    return [f"Computer {i + 1}" for i in range(len(spec.computers))]


def new_seats(spec: TableSpec) -> list[Seat]:
    seats = [Seat(i, PlayerType.HUMAN) for i in range(spec.first_computer)]
    for i, (level, name) in enumerate(zip(spec.computers, computer_names(spec), strict=True)):
        seats.append(Seat(spec.first_computer + i, PlayerType.COMPUTER, level, name))
    return seats
