"""The room's list of tables (the reply to ``list``), kept rather than made for every ask: a
list of thousands of tables costs milliseconds to make, and anybody may ask for it (issue 31,
"Hostile clients"). A table's row is made again only when the table changed; the sorted list
only when a row did (a move changes no row: rows hold the state, the seats and the names).
"""

from __future__ import annotations

from typing import Any

from kosci_gui.tables.session import TableSession
from kosci_gui.tables.views import listing


class RoomList:
    """The listed rows of the room's tables (private tables are not listed)."""

    def __init__(self) -> None:
        self._rows: dict[str, dict[str, Any]] = {}
        self._sorted: list[dict[str, Any]] | None = None

    def changed(self, session: TableSession) -> None:
        """The table may have changed: its row is made again (and the list, if it differs)."""
        if session.spec.private:
            return
        row = listing(session)
        if self._rows.get(session.code) != row:
            self._rows[session.code] = row
            self._sorted = None

    def closed(self, code: str) -> None:
        if self._rows.pop(code, None) is not None:
            self._sorted = None

    def rows(self, most: int) -> list[dict[str, Any]]:
        """The rows, waiting tables first, at most ``most`` of them."""
        if self._sorted is None:
            ordered = sorted(self._rows.values(), key=lambda r: (r["state"] != "waiting",
                                                                  r["code"]))
            self._sorted = ordered[:most]
        return self._sorted
