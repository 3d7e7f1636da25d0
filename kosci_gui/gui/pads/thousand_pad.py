"""The Thousand sheet drawn as the same paper pad as the Kości scorecard: under each name a
track from 0 to 1000 with the pits hatched on it, the opening threshold marked for a player
who has not opened yet and the player's score filled in; the current player's column tinted;
scores in ink, misses quieter, penalty and bonus lines in italics, a score that lies in a
pit hatched; the totals large at the foot."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QTableView, QWidget

from kosci_gui.engine.thousand import ThousandGame
from kosci_gui.gui.look import sheet_paint
from kosci_gui.gui.look.kept_picture import KeptPicture, kept_or_painted
from kosci_gui.gui.look.sheet_paint import PadFonts
from kosci_gui.gui.look.theme import TableColours, on_paper, table_colours
from kosci_gui.gui.pads.pad_headers import PlayerHeader
from kosci_gui.gui.pads.pad_picture import HoverIndex, focus_cell, paint_cells, watch

Index = QModelIndex | QPersistentModelIndex

#: The score the track runs to.
GOAL = 1000


class SheetHeader(PlayerHeader):
    """The names (and clock, pit, "not opened" lines) over each column, and under them each
    player's track to 1000."""

    def __init__(self, game: Callable[[], ThousandGame | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.wrap = True
        #: Is a player's card shown (a hidden one has no track: it would tell the score)?
        self.shown: Callable[[int], bool] = lambda _section: True

    def picture_key(self) -> Hashable:
        game = self.game()
        if game is None:
            return None
        return (tuple(game.scores), tuple(game.opened),
                tuple(self.shown(p) for p in range(game.player_count)))

    def track_height(self) -> int:
        return max(8, self.line_height() // 2 + 4)

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        size.setHeight(size.height() + self.track_height())
        return size

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        track = self.track_height()
        names = QRect(rect.left(), rect.top(), rect.width(), rect.height() - track)
        super().paintSection(painter, names, logical)
        band = QRect(rect.left(), rect.bottom() - track + 1, rect.width(), track)
        colours = table_colours()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        current = self.is_current(logical)
        sheet_paint.fill(painter, band, colours.paper_current if current else colours.paper_sum)
        game = self.game()
        if game is not None and 0 <= logical < game.player_count and self.shown(logical):
            paint_track(painter, QRectF(band).adjusted(6, track * 0.3, -6, -track * 0.3),
                        game, logical, colours, current=current)
        sheet_paint.rules(painter, band, colours)
        painter.restore()


def paint_track(p: QPainter, rect: QRectF, game: ThousandGame, player: int,
                colours: TableColours, *, current: bool) -> None:
    """One player's way to 1000: the score filled in, the pits hatched, the opening marked
    while the player has not opened."""
    def x(score: float) -> float:
        return rect.left() + rect.width() * max(0.0, min(1.0, score / GOAL))

    radius = rect.height() / 2
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    p.fillPath(path, colours.paper_line)
    score = game.scores[player]
    if score > 0:
        done = QPainterPath()
        done.addRoundedRect(QRectF(rect.left(), rect.top(), x(score) - rect.left(),
                                   rect.height()), radius, radius)
        p.fillPath(done, colours.accent if current else colours.ink_quiet)
    p.save()
    p.setClipPath(path)
    for low, high in game.rules["pits"]:
        pit = QRectF(x(low), rect.top(), x(high) - x(low), rect.height())
        warm = QColor(colours.warm)
        warm.setAlpha(150)
        p.fillRect(pit, warm)
        sheet_paint.hatch(p, pit.toAlignedRect(), colours.paper)
    p.restore()
    if not game.opened[player]:
        at = x(game.rules["opening"])
        p.setPen(QPen(colours.ink, 2.0))
        p.drawLine(QRectF(at, rect.top() - 2, 0, rect.height() + 4).topLeft(),
                   QRectF(at, rect.top() - 2, 0, rect.height() + 4).bottomLeft())


class SheetDelegate(QStyledItemDelegate):
    """One line of a player's sheet: its score in ink (a miss quieter, a penalty or bonus
    line in italics), hatched where the score lies in a pit; the totals large."""

    def __init__(self, view: QTableView, game: Callable[[], ThousandGame | None],
                 score_role: int) -> None:
        super().__init__(view)
        self.view = view
        self.game = game
        self.score_role = score_role
        #: The pad's text size (set by the view).
        self.scale = 1.0

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        colours = table_colours()
        fonts = PadFonts.at(self.view.font(), self.scale)
        game = self.game()
        rect = option.rect
        total = index.row() == index.model().rowCount() - 1
        current = game is not None and not game.finished and index.column() == game.current
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        font_role = index.data(Qt.ItemDataRole.FontRole)
        side_line = isinstance(font_role, QFont) and font_role.italic()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sheet_paint.fill(painter, rect, colours.paper_current if current
                         else colours.paper_sum if total else colours.paper)
        score = index.data(self.score_role)
        if game is not None and isinstance(score, int) and game.pit_of(score) is not None:
            warm = QColor(colours.warm)
            warm.setAlpha(28)
            painter.fillRect(rect, warm)
            sheet_paint.hatch(painter, rect, colours.warm)
        sheet_paint.rules(painter, rect, colours, strong_right=True, strong_top=total)
        ink = colours.ink_current if current else colours.ink
        font = fonts.total if total else fonts.preview if side_line else fonts.normal
        if text == "•":
            ink = colours.ink_quiet
        sheet_paint.text(painter, rect, text, font, ink)
        painter.restore()


class PaperTable(QTableView):
    """A table view on paper: the pad's colours around its cells; the cells' picture kept
    between frames (:mod:`kosci_gui.gui.pads.pad_picture`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: The cells' picture (and the paper below them), kept between frames.
        self.picture = KeptPicture(self.viewport())
        self._hover = HoverIndex(self)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is not None:
            watch(self.picture, self)

    def column_is_current(self, column: int) -> bool:
        """Is this the column of the player whose turn it is (tinted down to the foot)?"""
        return False

    def picture_key(self) -> Hashable:
        """What else the cells' picture depends on (a subclass's scale)."""
        return ()

    def follow_palette(self) -> None:
        wanted = on_paper(self.palette(), table_colours())
        if wanted != self.palette():
            self.setPalette(wanted)

    def paintEvent(self, event: QPaintEvent) -> None:
        key = (self.picture_key(), self.font().key(), self._hover.cell(), focus_cell(self),
               tuple(self.column_is_current(c) for c in range(self.model().columnCount())),
               self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        kept_or_painted(self.picture, event, key, self._paint_paper, self._paint_directly)

    def _paint_directly(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self.viewport())
        self._paint_below(painter)
        painter.end()

    def _paint_paper(self, painter: QPainter) -> None:
        paint_cells(self, painter, self._hover)
        self._paint_below(painter)

    def _paint_below(self, painter: QPainter) -> None:
        """The paper below the last line carries on the column tint and rules."""
        model = self.model()
        rows = model.rowCount()
        if not rows:
            return
        last = self.visualRect(model.index(rows - 1, 0))
        bottom = last.bottom() + 1 if last.isValid() else 0
        if bottom >= self.viewport().height():
            return
        colours = table_colours()
        painter.save()
        for column in range(model.columnCount()):
            x = self.columnViewportPosition(column)
            band = QRect(x, bottom, self.columnWidth(column), self.viewport().height() - bottom)
            painter.fillRect(band, colours.paper_current if self.column_is_current(column)
                             else colours.paper)
            painter.setPen(QPen(colours.paper_line.darker(125), 1.5))
            painter.drawLine(band.right(), band.top(), band.right(), band.bottom())
        painter.restore()
