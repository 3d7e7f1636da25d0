"""A table as the server's room holds it: its session and journal, the connections seated
at it and watching it, its timer; and what the room needs of a connection."""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import dataclass, field
from typing import Any, Protocol

from kosci_gui.tables.journal import TableJournal
from kosci_gui.tables.session import TableSession

#: Table codes: 10 characters of this alphabet (50 bits: not guessable, easy to type).
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 10


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


class Connection(Protocol):
    """What the room needs of a client's connection."""

    address: str
    table: str | None
    seat: int | None

    def send(self, message: dict[str, Any]) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


@dataclass(eq=False)
class Hosted:
    """One table in the room."""

    session: TableSession
    journal: TableJournal | None
    creator: str
    seats: dict[int, Connection] = field(default_factory=dict)
    spectators: set[Connection] = field(default_factory=set)
    timer: asyncio.TimerHandle | None = None
    thinking: bool = False
    phrases: dict[int, float] = field(default_factory=dict)
    closed: bool = False
