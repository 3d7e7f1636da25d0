"""The scorecard on screen, drawn like a paper score pad (:mod:`kosci_gui.gui.look.sheet_paint`):
box names down the left with each box's rule beside them (and a little die for the upper
boxes), one column per player (three in triple, under the player's name), the current
player's column tinted with the name marked, written scores in ink, previews quieter and in
italics, the upper sum with its way to the bonus, the total large. The text grows with the
room the pad has. A click on an open box of the current player (or arrow keys and Enter)
asks to write it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from kosci_gui.engine.scoring import UPPER_BONUS_THRESHOLD
from kosci_gui.gui.look import sheet_paint
from kosci_gui.gui.look.kept_picture import KeptPicture, kept_or_painted
from kosci_gui.gui.look.sheet_paint import SMALLEST_FONT, PadFonts, fitted_font
from kosci_gui.gui.look.theme import TableColours, on_paper, table_colours
from kosci_gui.gui.pads.pad_headers import BoxHeader, PlayerHeader, wrapped
from kosci_gui.gui.pads.pad_picture import HoverIndex, focus_cell, paint_cells, watch
from kosci_gui.gui.pads.scorecard_model import (
    Access,
    AccessRole,
    BoxRole,
    Look,
    LookRole,
    PreviewRole,
    ScorecardModel,
)
from kosci_gui.gui.words.retranslating import Retranslating

__all__ = ["SMALLEST_FONT", "PlayerHeader", "ScoreDelegate", "ScorecardView", "fitted_font",
           "wrapped"]

Index = QModelIndex | QPersistentModelIndex


#: The fewest rows and the narrowest the card asks room for (it scrolls for the rest).
MIN_ROWS = 6
MIN_WIDTH = 280


@dataclass(frozen=True)
class CellLook:
    """Everything a box's picture depends on (the key of the painted cells kept)."""

    width: int
    height: int
    text: str
    look: Look | None
    access: Access | None
    preview: bool
    current: bool
    row: str
    strong_right: bool
    strong_top: bool
    hover: bool
    focus: bool


class ScoreDelegate(QStyledItemDelegate):
    """Draws one box of the pad from the model's roles (LookRole, AccessRole, PreviewRole):
    ink for written scores, a quieter italic for previews, the accent for the selected and
    the hinted box, hatching and a strike for a box the joker forbids; a score too wide for
    its column gets a smaller font instead of becoming "5…". A box is painted once per look
    and kept, so repainting the pad costs a copy per box."""

    def __init__(self, view: ScorecardView) -> None:
        super().__init__(view)
        self.view = view

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        view = self.view
        rect = option.rect
        row, column = index.row(), index.column()
        span = view.columnSpan(row, column)
        state = option.state
        cell = CellLook(
            rect.width(), rect.height(), str(index.data(Qt.ItemDataRole.DisplayRole) or ""),
            index.data(LookRole), index.data(AccessRole), bool(index.data(PreviewRole)),
            view.column_is_current(column), view.row_key(row),
            (column + span) % view.columns_per_player() == 0, view.starts_part(row),
            bool(state & QStyle.StateFlag.State_MouseOver),
            bool(state & QStyle.StateFlag.State_HasFocus))
        colours = table_colours()
        fonts = PadFonts.at(view.font(), view.scale)
        sheet_paint.kept(painter, rect, (cell, view.scale, view.font().key(), colours.key()),
                         lambda p, r: paint_cell(p, r, cell, fonts, colours))


def paint_cell(p: QPainter, rect: QRect, cell: CellLook, fonts: PadFonts,
               colours: TableColours) -> None:
    """One box of the pad as ``cell`` describes it."""
    summary = cell.look in (Look.SUM, Look.TOTAL)
    background = (colours.paper_current if cell.current
                  else colours.paper_sum if summary else colours.paper)
    sheet_paint.fill(p, rect, background)
    sheet_paint.rules(p, rect, colours, strong_right=cell.strong_right,
                      strong_top=cell.strong_top)
    ink = colours.ink_current if cell.current else colours.ink
    font = fonts.normal
    strike = False
    if cell.access is Access.FORBIDDEN:
        sheet_paint.hatch(p, rect, colours.ink_disabled)
        ink, font, strike = colours.ink_disabled, fonts.preview, True
    elif cell.look is Look.SELECTED:
        sheet_paint.mark_selected(p, rect, colours)
        ink, font = colours.accent_text, fonts.bold
    else:
        if cell.look is Look.HINT:
            sheet_paint.mark_hint(p, rect, colours)
        elif cell.access is Access.OPEN and cell.hover:
            sheet_paint.mark_hover(p, rect, colours)
        if cell.preview:
            font = fonts.preview
            if cell.look is not Look.HINT:
                ink = colours.ink_quiet
        elif cell.look is Look.TOTAL:
            font = fonts.total
        elif summary:
            font = fonts.bold
    upper = cell.text.split("/")[0] if cell.row == "upper_sum" else ""
    if upper.lstrip("-").isdigit():
        # the model says "41/63" (or the sum once it is reached): drawn over a bar
        sheet_paint.progress(p, rect, int(upper), UPPER_BONUS_THRESHOLD, fonts, colours, ink)
    else:
        sheet_paint.text(p, rect, cell.text, font, ink, strike=strike)
    if cell.focus:
        sheet_paint.mark_focus(p, rect, colours)


class ScorecardView(Retranslating, QTableView):
    #: The player asks to write (or select) this box of this card column.
    boxChosen = Signal(str, int)

    def __init__(self, model: ScorecardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: The cells' picture, kept between frames (a repaint copies it).
        self.picture = KeptPicture(self.viewport())
        self._hover = HoverIndex(self)
        self.scorecard_model = model
        #: The pad's text size, of the user's font: grows with the room (up to MAX_SCALE).
        self.scale = 1.0
        self.setModel(model)
        self.setObjectName("scorecard")
        self.setAccessibleName(self.tr("Scorecard"))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.setShowGrid(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.box_header = BoxHeader(self, self)
        self.setVerticalHeader(self.box_header)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        rows.setMinimumSectionSize(self.fontMetrics().height() + 2)
        self.player_header = PlayerHeader(self)
        self.player_header.is_current = self.column_is_current
        self.setHorizontalHeader(self.player_header)
        columns = self.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setItemDelegate(ScoreDelegate(self))
        self._set_column_sizes()
        self._follow_palette()
        watch(self.picture, self)
        self.clicked.connect(self._on_clicked)
        model.modelReset.connect(self._after_reset)
        model.headerDataChanged.connect(self._rescale)
        model.controller.stateChanged.connect(self._follow_turn)

    # -- what the painting asks ---------------------------------------------------------------

    def _follow_palette(self) -> None:
        wanted = on_paper(self.palette(), table_colours())
        if wanted != self.palette():
            self.setPalette(wanted)

    def columns_per_player(self) -> int:
        game = self.scorecard_model.game
        return game.columns if game is not None else 1

    def column_is_current(self, column: int) -> bool:
        game = self.scorecard_model.game
        if game is None or game.finished or column >= self.scorecard_model.columnCount():
            return False
        return self.scorecard_model.player_column(column)[0] == game.current

    def row_key(self, row: int) -> str:
        return self.row(row)[1]

    def row(self, logical: int) -> tuple[str, str]:
        rows = self.scorecard_model.rows
        return rows[logical] if 0 <= logical < len(rows) else ("box", "")

    def rule(self, logical: int) -> str:
        return self.scorecard_model.rule_of(logical)

    def starts_part(self, row: int) -> bool:
        """Does this row begin a new part of the pad (the upper sums, the lower boxes after
        them, the totals)?"""
        rows = self.scorecard_model.rows
        if not 0 < row < len(rows):
            return False
        return rows[row][0] != rows[row - 1][0] or rows[row][1] == "total"

    # -- sizes ------------------------------------------------------------------------------------

    def column_min_width(self) -> int:
        """Narrowest column: a three-digit score (longer ones get a smaller font)."""
        return self.fontMetrics().horizontalAdvance("000") + 12

    def column_max_width(self) -> int:
        """Widest column, like a paper sheet's: wider columns only spread the card thin and
        take room from the dice (a triple card's columns are narrower: three per player)."""
        height = self.fontMetrics().height()
        return height * 7 if self.columns_per_player() == 1 else int(height * 3.5)

    def _set_column_sizes(self) -> None:
        self.horizontalHeader().setMinimumSectionSize(round(self.column_min_width()
                                                            * self.scale))
        rows = self.verticalHeader()
        rows.setMinimumSectionSize(self.fontMetrics().height() + 2)

    def widest_useful(self) -> int:
        """The width beyond which more room only makes the columns wider than useful."""
        model = self.scorecard_model
        widest = self.column_max_width()
        if model.game is not None and model.game.columns == 1:
            # room for the longest header ("Computer (hidden)", a clock), within reason
            names = max((self.player_header.header_width(c)
                         for c in range(model.columnCount())), default=0)
            widest = max(widest, min(names, self.fontMetrics().height() * 10))
        return (self.box_header.natural_width(False)
                + model.columnCount() * widest + 2 * self.frameWidth() + 2)

    def sizeHint(self) -> QSize:
        model = self.model()
        fm = self.fontMetrics()
        width = (self.box_header.natural_width(True)
                 + model.columnCount() * self.column_min_width()
                 + 2 * self.frameWidth() + 2)
        height = (self.player_header.sizeHint().height()
                  + model.rowCount() * (fm.height() + 8) + 4)
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:
        # short of room (large text, a small screen) the card scrolls: a few rows at least
        model = self.model()
        height = (self.horizontalHeader().sizeHint().height()
                  + min(model.rowCount(), MIN_ROWS) * self.verticalHeader().minimumSectionSize()
                  + 4)
        return QSize(min(self.sizeHint().width(), MIN_WIDTH), height)

    @Slot()
    def _rescale(self) -> None:
        """Grow the pad's text with its room: as much as the rows' height and the columns'
        width allow (never below the user's font); show the rules when they fit."""
        model = self.scorecard_model
        rows, columns = model.rowCount(), model.columnCount()
        if not rows or not columns:
            return
        fm = self.fontMetrics()
        width = self.width() - 2 * self.frameWidth() - 2
        per_player = self.columns_per_player()
        # the columns share the width equally: each must have room for the widest name
        widest = max(max(self.column_min_width() * per_player,
                         self.player_header.header_width(c, 1.0))
                     for c in range(0, columns, per_player))
        players = columns // per_player
        comfortable = max(widest * players, columns * fm.height() * (3 if columns > 3 else 4))
        compact = width < self.box_header.natural_width(False) + comfortable
        natural = self.box_header.natural_width(compact)
        by_width = width / max(1, natural + widest * players)
        header_lines = 2 if self.columns_per_player() > 1 else max(
            (len(str(model.headerData(c, Qt.Orientation.Horizontal) or "").splitlines())
             for c in range(columns)), default=1)
        natural_height = rows * (fm.height() + 10) + header_lines * fm.height() + 16
        by_height = (self.height() - 2 * self.frameWidth()) / max(1, natural_height)
        scale = max(1.0, min(sheet_paint.MAX_SCALE, by_width, by_height))
        scale = round(scale * 20) / 20
        # the names over the columns grow only as far as they still fit their columns
        column = (width - natural * scale) / columns * self.columns_per_player()
        names = min((column / max(1, self.player_header.header_width(c, 1.0))
                     for c in range(0, columns, self.columns_per_player())), default=1.0)
        header_scale = max(1.0, min(scale, math.floor(names * 20) / 20))
        if (scale, header_scale, compact) != (self.scale, self.player_header.scale,
                                              self.box_header.compact):
            self.scale = scale
            self.player_header.scale = header_scale
            self.box_header.compact = compact
            self._set_column_sizes()
            self.updateGeometries()
            self.viewport().update()
            self.player_header.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._rescale()

    @Slot()
    def _after_reset(self) -> None:
        model = self.scorecard_model
        self.clearSpans()
        game = model.game
        self.player_header.columns_per_player = game.columns if game is not None else 1
        if game is not None and game.columns > 1:
            total = len(model.rows) - 1
            for player in range(game.player_count):
                self.setSpan(total, model.model_column(player), 1, game.columns)
        self.updateGeometry()
        self._rescale()
        self._follow_turn()

    @Slot()
    def _follow_turn(self) -> None:
        """Keep the keyboard cursor on the current player's card (and the pad's marks of
        whose turn it is up to date)."""
        self.player_header.viewport().update()
        model = self.scorecard_model
        game = model.game
        if game is None or game.finished:
            return
        current = self.currentIndex()
        if current.isValid() and model.player_column(current.column())[0] == game.current:
            return
        for row, (kind, _key) in enumerate(model.rows):
            index = model.index(row, model.model_column(game.current))
            if kind == "box" and index.data(BoxRole) is not None:
                self.setCurrentIndex(index)
                return

    @Slot(QModelIndex)
    def _on_clicked(self, index: QModelIndex) -> None:
        self._choose(index)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and not index.flags() & Qt.ItemFlag.ItemIsEnabled:
            # a box the joker forbids looks disabled, and a click on it says why
            self._choose(index)
        super().mousePressEvent(event)

    def _choose(self, index: QModelIndex | QPersistentModelIndex) -> None:
        """Ask to write the box (the controller writes it, or says why it cannot)."""
        box = index.data(BoxRole) if index.isValid() else None
        if box is not None:
            self.boxChosen.emit(box[0], box[1])

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Scorecard"))
        self.scorecard_model.retranslate()
        self.updateGeometry()
        self._rescale()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._set_column_sizes()
            self.updateGeometry()
        elif event.type() == QEvent.Type.PaletteChange:
            self._follow_palette()
            self.viewport().update()
        super().changeEvent(event)

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        columns = self.scorecard_model.columnCount()
        key = (self.scale, self.font().key(), self._hover.cell(), focus_cell(self),
               tuple(self.column_is_current(c) for c in range(columns)),
               self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        kept_or_painted(self.picture, event, key,
                        lambda p: paint_cells(self, p, self._hover), super().paintEvent)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._choose(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

