"""The scorecard on screen: a table like a paper sheet. A click on an open box of the current
player (or arrow keys and Enter) asks to write it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QRect, QSize, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QStyle,
    QStyleOptionHeader,
    QTableView,
    QWidget,
)

from .scorecard_model import BoxRole, ScorecardModel


class PlayerHeader(QHeaderView):
    """The column header. In triple each player's name spans their three columns, above the
    columns' weights."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(False)
        self.setHighlightSections(False)

    def _columns(self) -> int:
        model = self.model()
        game = getattr(model, "game", None)
        return game.columns if game is not None else 1

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        if self._columns() > 1:
            size.setHeight(self.fontMetrics().height() * 2 + 12)
        return size

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        columns = self._columns()
        if columns == 1:
            super().paintSection(painter, rect, logical)
            return
        painter.save()
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.section = logical
        option.text = ""
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        text = str(self.model().headerData(logical, Qt.Orientation.Horizontal) or "")
        weight = next((line for line in text.splitlines() if line.startswith("×")), "")
        band = QRect(rect.left(), rect.bottom() - self.fontMetrics().height() - 4,
                     rect.width(), self.fontMetrics().height() + 2)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, weight)
        painter.restore()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        columns = self._columns()
        model = self.model()
        if columns == 1 or model.columnCount() == 0:
            return
        painter = QPainter(self.viewport())
        fm = self.fontMetrics()
        for player in range(model.columnCount() // columns):
            first, last = player * columns, player * columns + columns - 1
            left = self.sectionViewportPosition(first)
            right = self.sectionViewportPosition(last) + self.sectionSize(last)
            lines = str(model.headerData(first, Qt.Orientation.Horizontal) or "").splitlines()
            name_lines = [line for line in lines if not line.startswith("×")]
            font = model.headerData(first, Qt.Orientation.Horizontal,
                                    Qt.ItemDataRole.FontRole) or self.font()
            painter.setFont(font)
            painter.setPen(self.palette().color(QPalette.ColorRole.ButtonText))
            area = QRect(left + 2, 2, right - left - 4,
                         self.height() - fm.height() - 8)
            text = " · ".join(name_lines)
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter,
                             fm.elidedText(text, Qt.TextElideMode.ElideRight, area.width()))
            painter.setPen(self.palette().color(QPalette.ColorRole.Mid))
            painter.drawLine(right - 1, 0, right - 1, self.height())
        painter.end()


class ScorecardView(QTableView):
    #: The player asks to write (or select) this box of this card column.
    boxChosen = Signal(str, int)

    def __init__(self, model: ScorecardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        rows.setMinimumSectionSize(self.fontMetrics().height() + 4)
        rows.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setHorizontalHeader(PlayerHeader(self))
        columns = self.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        columns.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("00+300") + 8)
        self.clicked.connect(self._on_clicked)
        model.modelReset.connect(self._after_reset)
        model.controller.stateChanged.connect(self._follow_turn)

    def sizeHint(self) -> QSize:
        model = self.model()
        fm = self.fontMetrics()
        width = (self.verticalHeader().sizeHint().width()
                 + model.columnCount() * self.horizontalHeader().minimumSectionSize() + 4)
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
        model: ScorecardModel = self.model()
        self.clearSpans()
        game = model.game
        if game is not None and game.columns > 1:
            total = len(model.rows) - 1
            for player in range(game.player_count):
                self.setSpan(total, model.model_column(player), 1, game.columns)
        self.updateGeometry()
        self._follow_turn()

    @Slot()
    def _follow_turn(self) -> None:
        """Keep the keyboard cursor on the current player's card."""
        model: ScorecardModel = self.model()
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
            self.model().retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._choose(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)
