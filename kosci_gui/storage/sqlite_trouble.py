"""What an SQLite error says about the history file: only real corruption is *damage*.

A full disk, a read-only folder, an I/O error, a lock held by another program, a table that
already exists or a query of ours that is wrong all leave the file as it was: the history is
kept and the problem reported. Moving a file aside is for a file SQLite itself calls
corrupt or not a database (and for a ``quick_check`` that fails).
"""

from __future__ import annotations

import sqlite3
from enum import Enum

# SQLite's primary result codes (https://sqlite.org/rescode.html).
_BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _NOTADB = 5, 6, 8, 10, 11, 13, 26


class Trouble(Enum):
    DAMAGED = "damaged"      # the file is corrupt or not a database
    LOCKED = "locked"        # another connection holds it
    READ_ONLY = "read_only"  # the file or its folder cannot be written
    FULL = "full"            # the disk (or the file's quota) is full
    OTHER = "other"          # an I/O error, a file that cannot be opened, a mistake of ours


class DamagedFile(sqlite3.DatabaseError):
    """Raised by our own checks (``quick_check``) for a file that is damaged."""


_BY_CODE = {_BUSY: Trouble.LOCKED, _LOCKED: Trouble.LOCKED, _READONLY: Trouble.READ_ONLY,
            _CORRUPT: Trouble.DAMAGED, _NOTADB: Trouble.DAMAGED, _FULL: Trouble.FULL,
            _IOERR: Trouble.OTHER}

#: Python 3.10 has no error codes on exceptions: the messages SQLite gives instead.
_BY_TEXT = (("malformed", Trouble.DAMAGED), ("not a database", Trouble.DAMAGED),
            ("locked", Trouble.LOCKED), ("busy", Trouble.LOCKED),
            ("readonly", Trouble.READ_ONLY), ("read-only", Trouble.READ_ONLY),
            ("disk is full", Trouble.FULL), ("disk i/o error", Trouble.OTHER))


def classify(exc: BaseException) -> Trouble:
    """What ``exc`` (from :mod:`sqlite3`) means for the file."""
    if isinstance(exc, DamagedFile):
        return Trouble.DAMAGED
    code = getattr(exc, "sqlite_errorcode", None)  # Python 3.11+
    if isinstance(code, int):
        return _BY_CODE.get(code & 0xFF, Trouble.OTHER)
    text = str(exc).lower()
    return next((trouble for sign, trouble in _BY_TEXT if sign in text), Trouble.OTHER)
