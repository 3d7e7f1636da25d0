"""The score pad's margins: :class:`PlayerHeader` along the top (the players' names, whose
turn it is; in triple the weights of each player's three columns) and :class:`BoxHeader`
down the left (the box names with their rules and a little die for the upper boxes), both
painted as paper (:mod:`kosci_gui.gui.look.sheet_paint`)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Protocol

from PySide6.QtCore import QAbstractItemModel, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QHeaderView, QWidget

from kosci_gui.engine.scoring import UPPER, upper_face
from kosci_gui.gui.look import sheet_paint
from kosci_gui.gui.look.dice_art import paint_die
from kosci_gui.gui.look.kept_picture import KeptPicture, kept_or_painted
from kosci_gui.gui.look.sheet_paint import PadFonts
from kosci_gui.gui.look.theme import TableColours, table_colours
from kosci_gui.gui.pads.pad_picture import paint_sections, watch


class RowsPad(Protocol):
    """What the left margin reads off the pad it runs down."""

    #: How much larger than at the base size the pad is drawn.
    scale: float

    def row(self, logical: int) -> tuple[str, str]:
        """(kind, key) of a row: ``box`` or ``sum``, and the box's or the sum's key."""

    def rule(self, logical: int) -> str:
        """The short rule written beside a row's name ('' when it has none)."""

    def starts_part(self, row: int) -> bool:
        """Does this row begin a part of the card (a heavier rule above it)?"""


def wrapped(text: str, fm: QFontMetrics, width: int) -> list[str]:
    """The lines of ``text``, each broken at spaces where it is wider than ``width``."""
    lines: list[str] = []
    for line in text.splitlines():
        current = ""
        for word in line.split(" "):
            candidate = f"{current} {word}" if current else word
            # (a pixel or two to spare: elidedText measures a little wider than the advance)
            if current and fm.horizontalAdvance(candidate) > width - 3:
                lines.append(current)
                current = word
            else:
                current = candidate
        lines.append(current)
    return lines


class PlayerHeader(QHeaderView):
    """The pad's top band: one player per column, each line elided to the column (the whole
    header is in its tooltip), the current player's section tinted and barred. In triple
    each player's name spans their three columns, above the columns' weights."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        #: The sections' picture, kept between frames.
        self.picture = KeptPicture(self.viewport())
        self.setSectionsClickable(False)
        self.setHighlightSections(False)
        #: Columns per player (3 in triple).
        self.columns_per_player = 1
        #: Break a line too long for its column at its spaces (else elide it).
        self.wrap = False
        #: The pad's text size, of the user's font (set by the view).
        self.scale = 1.0
        #: Is the player of this section the one whose turn it is (set by the view)?
        self.is_current: Callable[[int], bool] = lambda _section: False

    def _font(self, logical: int) -> QFont:
        font = self.model().headerData(logical, Qt.Orientation.Horizontal,
                                       Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else self.font()

    def _drawn_font(self, logical: int) -> QFont:
        return PadFonts.at(self._font(logical), self.scale).normal

    def shown_lines(self, logical: int, width: int) -> list[str]:
        """The section's lines as drawn in ``width`` pixels: wrapped (when ``wrap``), then
        each elided."""
        text = str(self.model().headerData(logical, Qt.Orientation.Horizontal) or "")
        fm = QFontMetrics(self._drawn_font(logical))
        lines = wrapped(text, fm, width) if self.wrap else text.splitlines()
        return [fm.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]

    def line_height(self) -> int:
        return QFontMetrics(PadFonts.at(self.font(), self.scale).bold).height()

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        lines = 1
        if self._columns() > 1:
            # the weights' band, and the names above it on one line or, where a name and
            # its strength do not fit over the player's columns, on two
            lines = 3 if any(len(self._name_lines(p)) > 1 for p in range(
                self.count() // self._columns())) else 2
        elif self.count():
            lines = max(len(self.shown_lines(i, self.sectionSize(i) - 6) if self.wrap else
                            str(self.model().headerData(i, Qt.Orientation.Horizontal)
                                or "").splitlines()) for i in range(self.count()))
        size.setHeight(max(size.height(), lines * self.line_height() + 12))
        return size

    def _columns(self) -> int:
        return self.columns_per_player

    def _name_lines(self, player: int) -> list[str]:
        """In triple: the player's name and strength over their columns, on one line when
        it fits ("Computer 2 · medium"), else the strength under the name."""
        columns = self._columns()
        first, last = player * columns, player * columns + columns - 1
        model = self.model()
        if model is None or last >= self.count():
            return []
        lines = str(model.headerData(first, Qt.Orientation.Horizontal) or "").splitlines()
        parts = [line for line in lines if not line.startswith("×")]
        room = sum(self.sectionSize(c) for c in range(first, last + 1)) - 6
        fm = QFontMetrics(self._drawn_font(first))
        if fm.horizontalAdvance(" · ".join(parts)) <= room:
            return [" · ".join(parts)]
        return [part for line in parts for part in line.split(" · ")]

    def _band_height(self) -> int:
        """Height of the lower band (the weights) of a triple header."""
        return self.line_height() + 6

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        colours = table_colours()
        text = str(self.model().headerData(logical, Qt.Orientation.Horizontal) or "")
        key = ("player", text, self.is_current(logical), self._columns(),
               (logical + 1) % self._columns() == 0, self.wrap, self.scale,
               self._font(logical).key(), colours.key())
        sheet_paint.kept(painter, rect, key,
                         lambda p, r: self._paint_player(p, r, logical, colours))

    def _paint_player(self, painter: QPainter, rect: QRect, logical: int,
                      colours: TableColours) -> None:
        painter.save()
        current = self.is_current(logical)
        columns = self._columns()
        if columns == 1:
            sheet_paint.header_band(painter, rect, colours, current=current)
            area = rect.adjusted(3, 4, -3, -1)
            shown = "\n".join(self.shown_lines(logical, area.width()))
            painter.setFont(self._drawn_font(logical))
            painter.setPen(colours.ink_current if current else colours.ink)
            painter.drawText(area, int(Qt.AlignmentFlag.AlignCenter), shown)
        else:
            # the lower band only: each column's weight; the names above span each player's
            # columns (paintEvent)
            band = QRect(rect.left(), rect.bottom() - self._band_height() + 1, rect.width(),
                         self._band_height())
            sheet_paint.fill(painter, band, colours.paper_current if current
                             else colours.paper_sum)
            sheet_paint.rules(painter, band, colours,
                              strong_right=(logical + 1) % columns == 0)
            text = str(self.model().headerData(logical, Qt.Orientation.Horizontal) or "")
            weight = next((line for line in text.splitlines() if line.startswith("×")), "")
            sheet_paint.text(painter, band, weight, PadFonts.at(self.font(), self.scale).bold,
                             colours.ink_current if current else colours.ink)
        painter.restore()

    def header_width(self, section: int, scale: float | None = None) -> int:
        """The width the section's longest line needs (as drawn, or at ``scale``)."""
        text = str(self.model().headerData(section, Qt.Orientation.Horizontal) or "")
        font = (self._drawn_font(section) if scale is None
                else PadFonts.at(self._font(section), scale).normal)
        fm = QFontMetrics(font)
        return max((fm.horizontalAdvance(line) for line in text.splitlines()), default=0) + 10

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is not None:
            watch(self.picture, self)

    def paintEvent(self, event: QPaintEvent) -> None:
        key = (self.scale, self.wrap, self._columns(), self.offset(),
               tuple(self.is_current(c) for c in range(self.count())), self.picture_key())
        kept_or_painted(self.picture, event, key, self._paint_all, self._paint_directly)

    def picture_key(self) -> Hashable:
        """What else the sections' picture depends on (a subclass's)."""
        return ()

    def _paint_directly(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self.viewport())
        self._paint_names(painter)
        painter.end()

    def _paint_all(self, painter: QPainter) -> None:
        paint_sections(self, painter)
        self._paint_names(painter)

    def _paint_names(self, painter: QPainter) -> None:
        """In triple, each player's name over their three columns."""
        columns = self._columns()
        model = self.model()
        if columns == 1 or model.columnCount() == 0:
            return
        colours = table_colours()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for player in range(model.columnCount() // columns):
            first, last = player * columns, player * columns + columns - 1
            left = self.sectionViewportPosition(first)
            right = self.sectionViewportPosition(last) + self.sectionSize(last)
            top_band = QRect(left, 0, right - left, self.height() - self._band_height())
            current = self.is_current(first)
            sheet_paint.header_band(painter, top_band, colours, current=current)
            lines = self._name_lines(player)
            if len(lines) == 1:
                sheet_paint.text(painter, top_band.adjusted(3, 3, -3, 0), lines[0],
                                 self._drawn_font(first),
                                 colours.ink_current if current else colours.ink, fit=False)
                continue
            fm = QFontMetrics(self._drawn_font(first))
            area = top_band.adjusted(3, 3, -3, 0)
            painter.setFont(self._drawn_font(first))
            painter.setPen(colours.ink_current if current else colours.ink)
            painter.drawText(area, int(Qt.AlignmentFlag.AlignCenter), "\n".join(
                fm.elidedText(line, Qt.TextElideMode.ElideRight, area.width())
                for line in lines))
        painter.restore()


class BoxHeader(QHeaderView):
    """The pad's left margin: each row's name; when there is room (not ``compact``) its rule
    beside it (as on Tali's sheet) and a little die before each upper box; sums in bold."""

    def __init__(self, pad: RowsPad, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        #: The sections' picture, kept between frames.
        self.picture = KeptPicture(self.viewport())
        self.view = pad
        self.setSectionsClickable(False)
        self.setHighlightSections(False)
        #: Rules and dice left out (the pad is narrow).
        self.compact = True

    def _row(self, logical: int) -> tuple[str, str]:
        return self.view.row(logical)

    def _rule(self, logical: int) -> str:
        return self.view.rule(logical)

    def natural_width(self, compact: bool, scale: float = 1.0) -> int:
        """The width every name (and, unless ``compact``, its rule) needs at ``scale``."""
        fonts = PadFonts.at(self.font(), scale)
        names, ruled = QFontMetrics(fonts.bold), QFontMetrics(fonts.small)
        icon = names.height() + 6
        widest = 0
        for logical in range(self.count()):
            name = str(self.model().headerData(logical, Qt.Orientation.Vertical) or "")
            width = names.horizontalAdvance(name) + (
                icon if not compact and self._row(logical)[1] in UPPER else 0)
            rule = "" if compact else self._rule(logical)
            if rule:
                width += 14 + ruled.horizontalAdvance(rule)
            widest = max(widest, width)
        return widest + 16

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        size.setWidth(self.natural_width(self.compact, self.view.scale))
        return size

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is not None:
            watch(self.picture, self)

    def paintEvent(self, event: QPaintEvent) -> None:
        kept_or_painted(self.picture, event, (self.view.scale, self.compact, self.offset()),
                        lambda p: paint_sections(self, p), super().paintEvent)

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        colours = table_colours()
        fonts = PadFonts.at(self.font(), self.view.scale)
        kind, key = self._row(logical)
        name = str(self.model().headerData(logical, Qt.Orientation.Vertical) or "")
        rule = "" if self.compact else self._rule(logical)
        top = self.view.starts_part(logical)
        sheet_paint.kept(painter, rect, ("box", kind, key, name, rule, top, self.compact,
                                         self.view.scale, self.font().key(), colours.key()),
                         lambda p, r: self._paint_row(p, r, kind, key, name, rule, top, fonts,
                                                      colours))

    def _paint_row(self, painter: QPainter, rect: QRect, kind: str, key: str, name: str,
                   rule: str, top: bool, fonts: PadFonts, colours: TableColours) -> None:
        sheet_paint.fill(painter, rect, colours.paper if kind == "box" else colours.paper_sum)
        sheet_paint.rules(painter, rect, colours, strong_right=True, strong_top=top)
        area = rect.adjusted(8, 0, -6, 0)
        if key in UPPER and not self.compact:
            side = min(rect.height() - 6.0, QFontMetrics(fonts.bold).height() * 1.0)
            centre = QPointF(area.left() + side / 2, rect.center().y() + 0.5)
            paint_die(painter, centre, side, upper_face(key), colours)
            area.setLeft(round(area.left() + side) + 6)
        font = fonts.total if key == "total" else fonts.bold if kind == "sum" else fonts.normal
        if rule:
            metrics = QFontMetrics(fonts.small)
            width = metrics.horizontalAdvance(rule) + 4
            painter.setFont(fonts.small)
            painter.setPen(colours.ink_quiet)
            painter.drawText(QRect(area.right() - width, area.top(), width, area.height()),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                             rule)
            area.setRight(area.right() - width - 6)
        sheet_paint.text(painter, area, name, font, colours.ink,
                         align=Qt.AlignmentFlag.AlignLeft)
