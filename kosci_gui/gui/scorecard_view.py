"""The scorecard on screen: a table like a paper sheet. A click on an open box of the current
player (or arrow keys and Enter) asks to write it."""

from __future__ import annotations

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
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from .scorecard_model import BoxRole, ScorecardModel


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
    """The column header: one player per column, each line elided to the column (the whole
    header is in its tooltip). In triple each player's name spans their three columns,
    above the columns' weights."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(False)
        self.setHighlightSections(False)
        #: Columns per player (3 in triple).
        self.columns_per_player = 1
        #: Break a line too long for its column at its spaces (else elide it).
        self.wrap = False

    def _columns(self) -> int:
        return self.columns_per_player

    def _font(self, logical: int) -> QFont:
        font = self.model().headerData(logical, Qt.Orientation.Horizontal,
                                       Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else self.font()

    def shown_lines(self, logical: int, width: int) -> list[str]:
        """The section's lines as drawn in ``width`` pixels: wrapped (when ``wrap``), then
        each elided."""
        text = str(self.model().headerData(logical, Qt.Orientation.Horizontal) or "")
        fm = QFontMetrics(self._font(logical))
        lines = wrapped(text, fm, width) if self.wrap else text.splitlines()
        return [fm.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        if self._columns() > 1:
            size.setHeight(self.fontMetrics().height() * 2 + 12)
        elif self.wrap and self.count():
            lines = max(len(self.shown_lines(i, self.sectionSize(i) - 6))
                        for i in range(self.count()))
            size.setHeight(max(size.height(), lines * self.fontMetrics().height() + 10))
        return size

    def _band_height(self) -> int:
        """Height of the lower band (the weights) of a triple header."""
        return self.fontMetrics().height() + 6

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        columns = self._columns()
        if columns == 1:
            self._paint_elided(painter, rect, logical)
            return
        # the lower band only: one section per column with its weight; the names above
        # span each player's columns (paintEvent)
        painter.save()
        band = QRect(rect.left(), rect.bottom() - self._band_height() + 1, rect.width(),
                     self._band_height())
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = band
        option.section = logical
        option.text = ""
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        text = str(self.model().headerData(logical, Qt.Orientation.Horizontal) or "")
        weight = next((line for line in text.splitlines() if line.startswith("×")), "")
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, weight)
        painter.restore()

    def _paint_elided(self, painter: QPainter, rect: QRect, logical: int) -> None:
        """One player's section, each line elided to the column (the whole header is in
        the tooltip): "Computer (hidden)" over a narrow column must not lose both ends."""
        painter.save()
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.section = logical
        self.style().drawControl(QStyle.ControlElement.CE_HeaderSection, option, painter, self)
        area = rect.adjusted(3, 1, -3, -1)
        shown = "\n".join(self.shown_lines(logical, area.width()))
        painter.setFont(self._font(logical))
        painter.setPen(self.palette().color(QPalette.ColorRole.ButtonText))
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, shown)
        painter.restore()

    def header_width(self, section: int) -> int:
        """The width the section's longest line needs."""
        model = self.model()
        text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        font = model.headerData(section, Qt.Orientation.Horizontal,
                                Qt.ItemDataRole.FontRole) or self.font()
        fm = QFontMetrics(font)
        return max((fm.horizontalAdvance(line) for line in text.splitlines()), default=0) + 10

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        columns = self._columns()
        model = self.model()
        if columns == 1 or model.columnCount() == 0:
            return
        painter = QPainter(self.viewport())
        for player in range(model.columnCount() // columns):
            first, last = player * columns, player * columns + columns - 1
            left = self.sectionViewportPosition(first)
            right = self.sectionViewportPosition(last) + self.sectionSize(last)
            top_band = QRect(left, 0, right - left, self.height() - self._band_height())
            option = QStyleOptionHeader()
            self.initStyleOption(option)
            option.rect = top_band
            option.section = first
            option.text = ""
            option.position = QStyleOptionHeader.SectionPosition.Middle
            self.style().drawControl(QStyle.ControlElement.CE_HeaderSection, option, painter,
                                     self)
            lines = str(model.headerData(first, Qt.Orientation.Horizontal) or "").splitlines()
            name_lines = [line for line in lines if not line.startswith("×")]
            font = model.headerData(first, Qt.Orientation.Horizontal,
                                    Qt.ItemDataRole.FontRole) or self.font()
            painter.setFont(font)
            painter.setPen(self.palette().color(QPalette.ColorRole.ButtonText))
            area = top_band.adjusted(3, 0, -3, 0)
            text = " · ".join(name_lines)
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter,
                             QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight,
                                                           area.width()))
        painter.end()


#: The smallest a score's font is made to fit a narrow column (of the view's font size).
SMALLEST_FONT = 0.7


def fitted_font(font: QFont, text: str, width: int) -> QFont:
    """``font``, made smaller (down to SMALLEST_FONT) until ``text`` fits ``width``."""
    fitted = QFont(font)
    size = font.pointSizeF()
    if size <= 0:
        return fitted
    scale = 1.0
    while QFontMetrics(fitted).horizontalAdvance(text) > width and scale > SMALLEST_FONT:
        scale -= 0.05
        fitted.setPointSizeF(size * scale)
    return fitted


class ScoreDelegate(QStyledItemDelegate):
    """Draws a score in a smaller font when the column is too narrow for it (a triple card
    of six players at 1024 pixels), so "50+100" stays whole instead of becoming "5…"."""

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        text = option.text
        # the style keeps a margin on both sides of a cell's text
        view = self.parent()
        margin = (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin)
                  if isinstance(view, QWidget) else 2)
        room = option.rect.width() - 2 * (margin + 1) - 4
        if text and QFontMetrics(option.font).horizontalAdvance(text) > room:
            option.font = fitted_font(option.font, text, room)
            option.fontMetrics = QFontMetrics(option.font)


    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        super().paint(painter, option, index)
        if option.state & QStyle.StateFlag.State_HasFocus:
            # the keyboard cursor reads at a glance, over the hint and turn colours too
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(option.palette.color(QPalette.ColorRole.Highlight), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5), 3, 3)
            painter.restore()


class ScorecardView(QTableView):
    #: The player asks to write (or select) this box of this card column.
    boxChosen = Signal(str, int)

    def __init__(self, model: ScorecardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scorecard_model = model
        self.setModel(model)
        self.setObjectName("scorecard")
        self.setAccessibleName(self.tr("Scorecard"))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        rows.setMinimumSectionSize(self.fontMetrics().height() + 2)
        rows.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.player_header = PlayerHeader(self)
        self.setHorizontalHeader(self.player_header)
        columns = self.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setItemDelegate(ScoreDelegate(self))
        self._set_column_sizes()
        self.clicked.connect(self._on_clicked)
        model.modelReset.connect(self._after_reset)
        model.controller.stateChanged.connect(self._follow_turn)

    def column_min_width(self) -> int:
        """Narrowest column: a three-digit score (longer ones get a smaller font)."""
        return self.fontMetrics().horizontalAdvance("000") + 12

    def column_max_width(self) -> int:
        """Widest column, like a paper sheet's: wider columns only spread the card thin and
        take room from the dice (a triple card's columns are narrower: three per player)."""
        game = self.scorecard_model.game
        columns = game.columns if game is not None else 1
        height = self.fontMetrics().height()
        return height * 7 if columns == 1 else int(height * 3.5)

    def _set_column_sizes(self) -> None:
        self.horizontalHeader().setMinimumSectionSize(self.column_min_width())
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
        return (self.verticalHeader().sizeHint().width()
                + model.columnCount() * widest + 2 * self.frameWidth() + 2)

    def sizeHint(self) -> QSize:
        model = self.model()
        fm = self.fontMetrics()
        width = (self.verticalHeader().sizeHint().width()
                 + model.columnCount() * self.horizontalHeader().minimumSectionSize()
                 + 2 * self.frameWidth() + 2)
        height = (self.horizontalHeader().sizeHint().height()
                  + model.rowCount() * (fm.height() + 8) + 4)
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:
        model = self.model()
        height = (self.horizontalHeader().sizeHint().height()
                  + model.rowCount() * self.verticalHeader().minimumSectionSize() + 4)
        return QSize(min(self.sizeHint().width(), 360), height)

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
        self._follow_turn()

    @Slot()
    def _follow_turn(self) -> None:
        """Keep the keyboard cursor on the current player's card."""
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

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Scorecard"))
            self.scorecard_model.retranslate()
            self.updateGeometry()
        elif event.type() == QEvent.Type.FontChange:
            self._set_column_sizes()
            self.updateGeometry()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._choose(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)
