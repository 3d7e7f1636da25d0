"""The seat this app holds at a table across computers, kept on disk while its game goes on,
so that the app, started again after a crash or a close in the middle of the game, can take
the seat back with its token (the server keeps it for the person until the table frees it).

The token is the seat's secret: the file is written atomically, readable by its user alone
(``mkstemp``'s 0600), and forgotten when the game ends or the player leaves the table. A
file that cannot be read is moved aside and said in the log; the app starts as if no seat
were held."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass
from pathlib import Path

from .atomic import write_json_atomic
from .paths import move_aside

log = logging.getLogger(__name__)

FILE = "table-seat.json"


@dataclass(frozen=True)
class HeldSeat:
    """Where the seat is (the server's address and the table's code), the name the player
    sat down with, and the seat's token."""

    address: str
    table: str
    name: str
    token: str


def keep(folder: Path, seat: HeldSeat) -> None:
    write_json_atomic(Path(folder) / FILE, asdict(seat))


def held(folder: Path) -> HeldSeat | None:
    """The seat kept in ``folder``, or None (none kept, or an unreadable file, moved aside)."""
    path = Path(folder) / FILE
    try:
        doc = json.loads(path.read_text("utf-8"))
        return HeldSeat(**{key: str(doc[key]) for key in ("address", "table", "name", "token")})
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as err:
        log.warning("the kept table seat %s cannot be read (%s): moved aside", path, err)
        try:
            move_aside(path)
        except OSError:
            path.unlink(missing_ok=True)
        return None


def forget(folder: Path) -> None:
    (Path(folder) / FILE).unlink(missing_ok=True)
