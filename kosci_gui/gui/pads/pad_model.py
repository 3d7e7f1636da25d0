"""What both score pads share as table models: every cell is worked out once per change (the
views ask many times), only the cells and headers that changed are announced (with the roles
that changed), rows a sheet grows by go in above its last (the totals), and the model is reset
only for a new game. The Kości scorecard and the Thousand sheet say what a cell is."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Slot

from kosci_gui.engine.game import Game
from kosci_gui.gui.play.controller import GameController

Index = QModelIndex | QPersistentModelIndex
C = TypeVar("C")
G = TypeVar("G", bound=Game)


class PadModel(QAbstractTableModel, Generic[G, C]):
    """A score pad of the game on the table: a grid of cells of type ``C``."""

    #: The roles a change of cells announces.
    ROLES: ClassVar[Sequence[int]] = (Qt.ItemDataRole.DisplayRole,)

    def __init__(self, controller: GameController, parent: Any = None) -> None:
        super().__init__(parent)
        self.controller = controller
        #: The game shown (the board's descriptor gives this pad only games of its kind).
        self.game: G | None = None
        #: Is this pad's board the one on the table? (Not until the window puts it there; a
        #: board of another kind of game, kept for the next game of its kind, takes no game.)
        self.active = False
        self._cells: list[list[C]] = []
        self._headers: list[str] = []
        controller.gameStarted.connect(self.reset_game)
        controller.stateChanged.connect(self.refresh)
        controller.clocksTicked.connect(self.refresh_headers)

    # -- what each pad says --------------------------------------------------------------------

    def _take(self, game: Game | None) -> None:
        """A new game is on the table (set ``self.game`` and whatever follows from it)."""
        raise NotImplementedError

    def _snapshot(self) -> list[list[C]]:
        """Every cell now, row by row."""
        raise NotImplementedError

    def _columns(self) -> int:
        """The pad's columns (while there is a game)."""
        raise NotImplementedError

    # -- structure ---------------------------------------------------------------------------

    def set_active(self, active: bool) -> None:
        """The pad's board is put on the table, or another board takes its place. A pad put
        aside lets its game go at once: the controller is about to play a game of another
        kind, and a pad still showing the old one would ask the controller about players
        the new game does not have (a six-player Thousand sheet asking a two-player triple
        game whose card player 5 may see) — from a Qt virtual (``headerData`` while the
        window lays out its pages), where an exception kills the app (issue 32)."""
        self.active = active
        if not active and self.game is not None:
            self.reset_game()

    @Slot()
    def reset_game(self) -> None:
        self.beginResetModel()
        self._take(self.controller.game if self.active else None)
        self._cells = self._snapshot()
        self._headers = self._header_snapshot()
        self.endResetModel()

    def rowCount(self, parent: Index | None = None) -> int:
        if (parent is not None and parent.isValid()) or self.game is None:
            return 0
        return len(self._cells)

    def columnCount(self, parent: Index | None = None) -> int:
        if (parent is not None and parent.isValid()) or self.game is None:
            return 0
        return self._columns()

    def cell(self, row: int, column: int) -> C | None:
        """The cell at ``row``, ``column`` as last worked out (None outside the pad)."""
        if 0 <= row < len(self._cells) and 0 <= column < len(self._cells[row]):
            return self._cells[row][column]
        return None

    # -- change notification -------------------------------------------------------------------

    @Slot()
    def refresh(self) -> None:
        """Announce the cells whose content changed since the last refresh."""
        if self.game is None or self.controller.game is not self.game:
            return
        cells = self._snapshot()
        old = len(self._cells)
        if len(cells) > old:
            # the sheet grew: new rows go in above its last
            self.beginInsertRows(QModelIndex(), max(0, old - 1), len(cells) - 2)
            self._cells = self._cells[:-1] + cells[old - 1:-1] + self._cells[-1:]
            self.endInsertRows()
        changed = [(r, c) for r, row in enumerate(cells) for c, value in enumerate(row)
                   if self.cell(r, c) != value]
        self._cells = cells
        if changed:
            rows = [r for r, _ in changed]
            cols = [c for _, c in changed]
            self.dataChanged.emit(self.index(min(rows), min(cols)),
                                  self.index(max(rows), max(cols)), list(self.ROLES))
        self.refresh_headers()

    @Slot()
    def refresh_headers(self) -> None:
        if self.game is None:
            return
        headers = self._header_snapshot()
        if headers != self._headers:
            changed = [i for i, (a, b) in enumerate(zip(headers, self._headers, strict=False))
                       if a != b] or [0, len(headers) - 1]
            self._headers = headers
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, min(changed), max(changed))

    def retranslate(self) -> None:
        """The language changed: every cell, name and tooltip is announced anew."""
        if self.game is None:
            return
        self._cells = self._snapshot()
        self._headers = self._header_snapshot()
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1),
                                  list(self.ROLES))
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)

    def _header_snapshot(self) -> list[str]:
        return [self.headerData(c, Qt.Orientation.Horizontal) or ""
                for c in range(self.columnCount())]
