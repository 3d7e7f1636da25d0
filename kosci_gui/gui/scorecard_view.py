"""The scorecard on screen, drawn like a paper score pad (:mod:`kosci_gui.gui.sheet_paint`):
box names down the left with each box's rule beside them (and a little die for the upper
boxes), one column per player (three in triple, under the player's name), the current
player's column tinted with the name marked, written scores in ink, previews quieter and in
italics, the upper sum with its way to the bonus, the total large. The text grows with the
room the pad has. A click on an open box of the current player (or arrow keys and Enter)
asks to write it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
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

from kosci_gui.engine.scoring import UPPER, UPPER_BONUS_THRESHOLD, upper_face

from . import box_rules, sheet_paint
from .dice_art import paint_face
from .scorecard_model import (
    Access,
    AccessRole,
    BoxRole,
    Look,
    LookRole,
    PreviewRole,
    ScorecardModel,
)
from .sheet_paint import SMALLEST_FONT, PadFonts, fitted_font
from .table_art import on_paper
from .theme import table_colours

__all__ = ["SMALLEST_FONT", "PlayerHeader", "ScoreDelegate", "ScorecardView", "fitted_font",
           "wrapped"]

Index = QModelIndex | QPersistentModelIndex


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
            lines = 2
        elif self.count():
            lines = max(len(self.shown_lines(i, self.sectionSize(i) - 6) if self.wrap else
                            str(self.model().headerData(i, Qt.Orientation.Horizontal)
                                or "").splitlines()) for i in range(self.count()))
        size.setHeight(max(size.height(), lines * self.line_height() + 12))
        return size

    def _columns(self) -> int:
        return self.columns_per_player

    def _band_height(self) -> int:
        """Height of the lower band (the weights) of a triple header."""
        return self.line_height() + 6

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        colours = table_colours()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
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

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        columns = self._columns()
        model = self.model()
        if columns == 1 or model.columnCount() == 0:
            return
        colours = table_colours()
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for player in range(model.columnCount() // columns):
            first, last = player * columns, player * columns + columns - 1
            left = self.sectionViewportPosition(first)
            right = self.sectionViewportPosition(last) + self.sectionSize(last)
            top_band = QRect(left, 0, right - left, self.height() - self._band_height())
            current = self.is_current(first)
            sheet_paint.header_band(painter, top_band, colours, current=current)
            lines = str(model.headerData(first, Qt.Orientation.Horizontal) or "").splitlines()
            text = " · ".join(line for line in lines if not line.startswith("×"))
            sheet_paint.text(painter, top_band.adjusted(3, 3, -3, 0), text,
                             self._drawn_font(first),
                             colours.ink_current if current else colours.ink, fit=False)
        painter.end()


class BoxHeader(QHeaderView):
    """The pad's left margin: each row's name; when there is room (not ``compact``) its rule
    beside it (as on Tali's sheet) and a little die before each upper box; sums in bold."""

    def __init__(self, view: ScorecardView) -> None:
        super().__init__(Qt.Orientation.Vertical, view)
        self.view = view
        self.setSectionsClickable(False)
        self.setHighlightSections(False)
        #: Rules and dice left out (the pad is narrow).
        self.compact = True

    def _row(self, logical: int) -> tuple[str, str]:
        rows = self.view.scorecard_model.rows
        return rows[logical] if 0 <= logical < len(rows) else ("box", "")

    def _rule(self, logical: int) -> str:
        game = self.view.scorecard_model.game
        _kind, key = self._row(logical)
        return box_rules.rule_text(game.game, key) if game is not None else ""

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

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        colours = table_colours()
        fonts = PadFonts.at(self.font(), self.view.scale)
        kind, key = self._row(logical)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sheet_paint.fill(painter, rect, colours.paper if kind == "box" else colours.paper_sum)
        sheet_paint.rules(painter, rect, colours, strong_right=True,
                          strong_top=self.view.starts_part(logical))
        area = rect.adjusted(8, 0, -6, 0)
        if key in UPPER and not self.compact:
            side = min(rect.height() - 6.0, QFontMetrics(fonts.bold).height() * 1.0)
            face = QRectF(area.left(), rect.center().y() - side / 2 + 0.5, side, side)
            paint_face(painter, face, upper_face(key), colours)
            area.setLeft(round(face.right()) + 6)
        name = str(self.model().headerData(logical, Qt.Orientation.Vertical) or "")
        font = fonts.total if key == "total" else fonts.bold if kind == "sum" else fonts.normal
        rule = "" if self.compact else self._rule(logical)
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
        painter.restore()


class ScoreDelegate(QStyledItemDelegate):
    """Draws one box of the pad from the model's roles (LookRole, AccessRole, PreviewRole):
    ink for written scores, a quieter italic for previews, the accent for the selected and
    the hinted box, hatching and a strike for a box the joker forbids; a score too wide for
    its column gets a smaller font instead of becoming "5…"."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view

    def scale(self) -> float:
        return self.view.scale if isinstance(self.view, ScorecardView) else 1.0

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        colours = table_colours()
        fonts = PadFonts.at(self.view.font(), self.scale())
        rect = option.rect
        look = index.data(LookRole)
        access = index.data(AccessRole)
        preview = bool(index.data(PreviewRole))
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        view = self.view
        current = isinstance(view, ScorecardView) and view.column_is_current(index.column())
        key = view.row_key(index.row()) if isinstance(view, ScorecardView) else ""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        summary = look in (Look.SUM, Look.TOTAL)
        background = (colours.paper_current if current
                      else colours.paper_sum if summary else colours.paper)
        sheet_paint.fill(painter, rect, background)
        columns = view.columns_per_player() if isinstance(view, ScorecardView) else 1
        last_of_player = (index.column() + view.columnSpan(index.row(), index.column())) \
            % columns == 0
        sheet_paint.rules(painter, rect, colours, strong_right=last_of_player,
                          strong_top=isinstance(view, ScorecardView)
                          and view.starts_part(index.row()))
        ink = colours.ink_current if current else colours.ink
        font = fonts.normal
        strike = False
        if access is Access.FORBIDDEN:
            sheet_paint.hatch(painter, rect, colours.ink_disabled)
            ink, font, strike = colours.ink_disabled, fonts.preview, True
        elif look is Look.SELECTED:
            sheet_paint.mark_selected(painter, rect, colours)
            ink, font = colours.accent_text, fonts.bold
        else:
            if look is Look.HINT:
                sheet_paint.mark_hint(painter, rect, colours)
            elif access is Access.OPEN and option.state & QStyle.StateFlag.State_MouseOver:
                sheet_paint.mark_hover(painter, rect, colours)
            if preview:
                font = fonts.preview
                if look is not Look.HINT:
                    ink = colours.ink_quiet
            elif look is Look.TOTAL:
                font = fonts.total
            elif summary:
                font = fonts.bold
        if key == "upper_sum" and text.lstrip("-").isdigit():
            sheet_paint.progress(painter, rect, int(text), UPPER_BONUS_THRESHOLD, fonts,
                                 colours, ink)
        else:
            sheet_paint.text(painter, rect, text, font, ink, strike=strike)
        if option.state & QStyle.StateFlag.State_HasFocus:
            sheet_paint.mark_focus(painter, rect, colours)
        painter.restore()


class ScorecardView(QTableView):
    #: The player asks to write (or select) this box of this card column.
    boxChosen = Signal(str, int)

    def __init__(self, model: ScorecardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        self.box_header = BoxHeader(self)
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
        rows = self.scorecard_model.rows
        return rows[row][1] if 0 <= row < len(rows) else ""

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
        model = self.model()
        height = (self.horizontalHeader().sizeHint().height()
                  + model.rowCount() * self.verticalHeader().minimumSectionSize() + 4)
        return QSize(min(self.sizeHint().width(), 360), height)

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

    def _choose(self, index: QModelIndex) -> None:
        if not index.isValid() or not index.flags() & Qt.ItemFlag.ItemIsSelectable:
            return
        box = index.data(BoxRole)
        if box is not None:
            self.boxChosen.emit(box[0], box[1])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Scorecard"))
            self.scorecard_model.retranslate()
            self.updateGeometry()
            self._rescale()
        elif event.type() == QEvent.Type.FontChange:
            self._set_column_sizes()
            self.updateGeometry()
        elif event.type() == QEvent.Type.PaletteChange:
            self._follow_palette()
            self.viewport().update()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._choose(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

