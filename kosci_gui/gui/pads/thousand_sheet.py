"""The Thousand score sheet: a table model with one column per player and one row per line of
their sheet (writes as the new score, misses as dots, penalties and overtaking points as lines
of their own), the totals in the last row, and a view that draws it like the Kości card.

After every change only the cells and headers that changed are announced (rows are inserted
as sheets grow); the model is reset only for a new game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Slot,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QWidget

from kosci_gui.engine.game import Game
from kosci_gui.engine.thousand import ThousandGame
from kosci_gui.engine.thousand_rules import SheetEntry, SheetKind
from kosci_gui.gui.look import sheet_paint
from kosci_gui.gui.look.sheet_paint import SMALLEST_FONT
from kosci_gui.gui.pads.pad_model import PadModel
from kosci_gui.gui.pads.scorecard_model import clock_text
from kosci_gui.gui.pads.thousand_pad import PaperTable, SheetDelegate, SheetHeader
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.words import texts
from kosci_gui.gui.words.retranslating import Retranslating

Index = QModelIndex | QPersistentModelIndex

_ROLES = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole,
          Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole,
          Qt.ItemDataRole.AccessibleTextRole]

#: The score a line of the sheet leaves the player with (an int; None for an empty cell).
ScoreRole = Qt.ItemDataRole.UserRole + 1

#: Lines that are not the player's own writes or misses.
_SIDE_LINES = frozenset({SheetKind.OVERTAKEN, SheetKind.ZERO_PENALTY, SheetKind.THREE_MISSES,
                         SheetKind.OVERTAKE_BONUS})


def number(n: int) -> str:
    """A score with a real minus sign."""
    return f"−{-n}" if n < 0 else str(n)


@dataclass(frozen=True)
class SheetCell:
    text: str = ""
    tip: str = ""
    italic: bool = False
    total: bool = False
    current: bool = False
    score: int | None = None


class ThousandSheetModel(PadModel[ThousandGame, SheetCell]):
    ROLES = _ROLES

    def __init__(self, controller: GameController, parent: Any = None) -> None:
        super().__init__(controller, parent)
        #: One row per round instead of each player's lines one after another.
        self.by_round = False

    def _take(self, game: Game | None) -> None:
        # the descriptor gives this sheet only Thousand games
        self.game = cast(ThousandGame | None, game)

    def _columns(self) -> int:
        return self.game.player_count if self.game is not None else 0

    # -- contents ---------------------------------------------------------------------------

    def set_by_round(self, by_round: bool) -> None:
        """One row per round (every player's lines of a round side by side), or each
        player's lines one after another."""
        if by_round != self.by_round:
            self.beginResetModel()
            self.by_round = by_round
            self._cells = self._snapshot()
            self.endResetModel()

    def _snapshot(self) -> list[list[SheetCell]]:
        g = self.game
        if g is None:
            return []
        columns = [self._column(g, p) for p in range(g.player_count)]
        rows = max((len(column) for column in columns), default=0)
        out = []
        for r in range(rows):
            out.append([column[r] if r < len(column) else SheetCell(current=self._is_current(p))
                        for p, column in enumerate(columns)])
        out.append([SheetCell(text=number(g.scores[p]), total=True, score=g.scores[p])
                    if self.controller.card_visible(p) else SheetCell(total=True)
                    for p in range(g.player_count)])
        return out

    def _column(self, g: ThousandGame, player: int) -> list[SheetCell]:
        """A player's lines, hidden when their card is."""
        sheet = g.sheets[player]
        if not self.controller.card_visible(player):
            return [SheetCell(current=self._is_current(player)) for _ in sheet]
        if not self.by_round:
            return [self._entry_cell(g, player, entry) for entry in sheet]
        # the round of a line is the round of the turn that wrote it (its player's n-th)
        rounds: dict[int, list[SheetEntry]] = {}
        for entry in sheet:
            mover = g.turns[entry.turn]["player"]
            number_ = sum(1 for t in g.turns[:entry.turn] if t["player"] == mover)
            rounds.setdefault(number_, []).append(entry)
        last = max(rounds, default=-1)
        cells = []
        for r in range(last + 1):
            entries = rounds.get(r, [])
            cells.append(SheetCell(
                text=" · ".join(self.entry_text(e) for e in entries),
                tip="\n".join(self.entry_tip(g, e) for e in entries),
                italic=bool(entries) and all(e.kind in _SIDE_LINES for e in entries),
                current=self._is_current(player),
                score=entries[-1].score if entries else None))
        return cells

    def _is_current(self, player: int) -> bool:
        g = self.game
        return g is not None and not g.finished and player == g.current

    def _entry_cell(self, g: ThousandGame, player: int, entry: SheetEntry) -> SheetCell:
        return SheetCell(text=self.entry_text(entry), tip=self.entry_tip(g, entry),
                         italic=entry.kind in _SIDE_LINES, current=self._is_current(player),
                         score=entry.score)

    @staticmethod
    def entry_text(entry: SheetEntry) -> str:
        if entry.kind is SheetKind.MISS:
            return "•"
        if entry.kind is SheetKind.TIMEOUT:
            return "◷"  # a clock face every bundled font has (⌛ and ⏱ draw as empty boxes)
        if entry.kind is SheetKind.WRITE:
            return number(entry.score)
        sign = "+" if entry.points > 0 else "−" if entry.points < 0 else ""
        return f"{sign}{abs(entry.points)} → {number(entry.score)}"

    def entry_tip(self, g: ThousandGame, entry: SheetEntry) -> str:
        other = g.players[entry.by].name if entry.by is not None else ""
        tips = {
            SheetKind.WRITE: self.tr("Written: +{points}"),
            SheetKind.MISS: self.tr("A miss"),
            SheetKind.ZERO_PENALTY: self.tr("Nothing on the first throw: {points}"),
            SheetKind.OVERTAKEN: self.tr("Overtaken by {player}: {points}"),
            SheetKind.OVERTAKE_BONUS: self.tr("Overtaking {player}: +{points}"),
            SheetKind.THREE_MISSES: self.tr("Three misses in a row: {points}"),
            SheetKind.TIMEOUT: self.tr("Out of time"),
        }
        return tips[entry.kind].format(points=number(entry.points), player=other)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.game is None:
            return None
        if not (0 <= index.row() < len(self._cells) and 0 <= index.column() < self.columnCount()):
            return None
        cell = self.cell(index.row(), index.column())
        if cell is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and (cell.italic or cell.total):
            font = QFont(QGuiApplication.font())
            font.setItalic(cell.italic)
            font.setBold(cell.total)
            return font
        if role == Qt.ItemDataRole.BackgroundRole:
            palette = QGuiApplication.palette()
            if cell.total:
                return QBrush(palette.color(QPalette.ColorRole.AlternateBase))
            if cell.current:
                accent = QColor(palette.color(QPalette.ColorRole.Highlight))
                accent.setAlpha(38)
                return QBrush(accent)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell.tip or None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            name = self.game.players[index.column()].name
            return f"{name}: {cell.tip or cell.text or '—'}"
        if role == ScoreRole:
            return cell.score
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled if index.isValid() else Qt.ItemFlag.NoItemFlags

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        g = self.game
        if g is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            # (the row headers are not shown: a screen reader reads them with each cell)
            if role != Qt.ItemDataRole.DisplayRole:
                return None
            if self.by_round:
                return self.tr("Round {number}").format(number=section + 1)
            return self.tr("Line {number}").format(number=section + 1)
        if not 0 <= section < g.player_count:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._player_header(g, section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._player_header(g, section).replace("\n", " · ")
        if role == Qt.ItemDataRole.FontRole and self._is_current(section):
            font = QFont(QGuiApplication.font())
            font.setBold(True)
            return font
        return None

    def status_texts(self) -> list[str]:
        """The longest status lines a header may show (for the columns' widths)."""
        return [self.tr("not opened"), self.tr("out of time"),
                self.tr("pit {low}–{high}").format(low=700, high=800)]

    def _player_header(self, g: ThousandGame, player: int) -> str:
        seat = g.players[player]
        text = seat.name
        if seat.is_computer:  # its strength in view all game long
            text += "\n" + texts.level_name(seat.level or "")
        visible = self.controller.card_visible(player)
        if not visible:
            text += " " + self.tr("(hidden)")
        if g.out[player]:
            text += "\n" + self.tr("out of time")
        else:
            remaining = self.controller.remaining(player)
            if remaining is not None:
                text += "\n" + clock_text(remaining)
        if not visible:
            return text  # whether they have opened, or are in a pit, tells their score
        pit = g.pit_of(g.scores[player])
        if pit is not None:
            text += "\n" + self.tr("pit {low}–{high}").format(low=pit[0], high=pit[1])
        elif not g.opened[player]:
            text += "\n" + self.tr("not opened")
        return text


class ThousandSheetView(Retranslating, PaperTable):
    """The sheet on screen, drawn as a paper pad (:mod:`kosci_gui.gui.pads.thousand_pad`):
    columns stretch, status lines under the names wrap, the text grows with the room."""

    def __init__(self, model: ThousandSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet_model = model
        self.setModel(model)
        self.setObjectName("thousandSheet")
        self.setAccessibleName(self.tr("Score sheet"))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(False)
        self.setShowGrid(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.delegate = SheetDelegate(self, lambda: self.sheet_model.game, ScoreRole)
        self.setItemDelegate(self.delegate)
        self.player_header = SheetHeader(lambda: self.sheet_model.game, self)
        self.player_header.is_current = self.column_is_current
        self.player_header.shown = model.controller.card_visible  # no track of a hidden card
        self.setHorizontalHeader(self.player_header)
        self.player_header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.follow_palette()
        self.player_header.sectionResized.connect(self._fit_header)
        model.headerDataChanged.connect(self._fit_header)
        model.rowsInserted.connect(self.scrollToBottom)
        model.modelReset.connect(self.scrollToBottom)
        model.modelReset.connect(self._rescale)
        model.controller.stateChanged.connect(self.player_header.viewport().update)
        model.controller.stateChanged.connect(self.viewport().update)

    def column_is_current(self, column: int) -> bool:
        g = self.sheet_model.game
        return g is not None and not g.finished and column == g.current

    def picture_key(self) -> tuple[float]:
        return (self.delegate.scale,)

    @Slot()
    def _fit_header(self) -> None:
        # the wrapped status lines decide the header's height
        self.updateGeometries()

    def _rescale(self) -> None:
        """Grow the text with the sheet's width (never below the user's font)."""
        g = self.sheet_model.game
        if g is None:
            return
        fm = self.fontMetrics()
        per_column = self.width() / max(1, g.player_count)
        scale = max(1.0, min(sheet_paint.MAX_SCALE, per_column / (fm.height() * 6.5),
                             self.height() / (fm.height() * 24)))
        scale = round(scale * 20) / 20
        if scale != self.delegate.scale:
            self.delegate.scale = scale
            self.player_header.scale = scale
            self.verticalHeader().setDefaultSectionSize(round((fm.height() + 10) * scale))
            self.updateGeometries()
            self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._rescale()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self.follow_palette()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Score sheet"))

    def widths(self) -> tuple[int, int, int]:
        """(narrowest, with whole names, widest useful) widths of the sheet: each column at
        least a status line's longest word ("not opened", a pit), entries like
        "+50 → 275" on one line (smaller if they must), at most a paper sheet's width."""
        g = self.sheet_model.game
        if g is None:
            return (0, 0, 0)
        fm = self.fontMetrics()
        bold = QFont(self.font())
        bold.setBold(True)
        statuses = [*self.sheet_model.status_texts(), "−1000"]
        narrowest = max(fm.horizontalAdvance(word) for text in statuses
                        for word in text.split(" ")) + 14
        entry = int(fm.horizontalAdvance("−50 → −105") * SMALLEST_FONT) + 12
        narrowest = max(narrowest, entry, fm.height() * 4)
        names = max(QFontMetrics(bold).horizontalAdvance(p.name) for p in g.players) + 14
        widest = max(narrowest, min(names, fm.height() * 9), fm.height() * 6)
        frame = 2 * self.frameWidth() + 2
        scroll = self.verticalScrollBar().sizeHint().width()
        self.player_header.setMinimumSectionSize(narrowest)
        count = g.player_count
        # the narrowest shows two players' columns and scrolls to the others
        return (min(count, 2) * narrowest + frame + scroll,
                count * max(narrowest, min(names, widest)) + frame + scroll,
                count * widest + frame + scroll)
