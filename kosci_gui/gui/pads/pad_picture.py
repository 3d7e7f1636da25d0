"""A score pad's picture kept between frames: the cells of a pad's table (or the sections of
its header) are painted once into a pixmap of the screen's pixels and copied while nothing
they show has changed, so a repaint of the whole window (a roll's frame over the pad, a
window ``grab()``) costs the pad one copy instead of a call of the delegate per cell.

The picture (:class:`kosci_gui.gui.look.kept_picture.KeptPicture`) is made by the same
delegate (or ``paintSection``) with the same rectangles and states as Qt's own painting of
the view; ``KEEPING`` off paints as Qt does (for the tests that the two pictures are the
same). It is made again when its key changes — the viewport's size, the device pixel ratio,
the table's colours, the palette, the font, the scroll position, what the caller adds (the
scale, whose turn it is, the mouse's and the keyboard's cell) — and after anything that
changes what the cells show (:func:`watch`): the model's data, headers, rows or layout (a
new language, a setting that changes a cell), a section resized.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPersistentModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import QHoverEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyleOption,
    QStyleOptionViewItem,
    QTableView,
)

from kosci_gui.gui.look.kept_picture import KeptPicture


def watch(picture: KeptPicture, view: QAbstractItemView) -> None:
    """``picture`` made again after a change of what ``view`` shows: for a table's cells,
    a change of the model's cells, rows, columns or layout and a section resized; for a
    header, a change of the model's headers of its orientation, rows, columns or layout and
    a section resized (not a change of the cells, which a header does not show: a roll
    that changes the pad's previews leaves its margins' pictures as they are)."""
    model = view.model()
    for signal in (model.modelReset, model.layoutChanged, model.rowsInserted,
                   model.rowsRemoved, model.columnsInserted, model.columnsRemoved):
        signal.connect(picture.invalidate)
    if isinstance(view, QHeaderView):
        orientation = view.orientation()

        def headers_changed(changed: Qt.Orientation, first: int, last: int) -> None:
            if changed == orientation:
                picture.invalidate()

        model.headerDataChanged.connect(headers_changed)
        view.sectionResized.connect(picture.invalidate)
        view.geometriesChanged.connect(picture.invalidate)
    else:
        model.dataChanged.connect(picture.invalidate)
        if isinstance(view, QTableView):
            for header in (view.horizontalHeader(), view.verticalHeader()):
                header.sectionResized.connect(picture.invalidate)


class HoverIndex(QObject):
    """The cell under the mouse of ``view``, as the item view follows it (it marks that cell
    ``State_MouseOver``): it watches the view's viewport — set on its hover and mouse
    moves, cleared on leaving — before the view sees them."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self.view = view
        self.index = QPersistentModelIndex()
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.HoverEnter, QEvent.Type.HoverMove, QEvent.Type.MouseMove) \
                and isinstance(event, QHoverEvent | QMouseEvent):
            self.at(event.position().toPoint())
        elif kind in (QEvent.Type.HoverLeave, QEvent.Type.Leave):
            self.index = QPersistentModelIndex()
        return False

    def at(self, point: QPoint) -> None:
        """The mouse is at ``point`` of the viewport."""
        self.index = QPersistentModelIndex(self.view.indexAt(point))

    def cell(self) -> tuple[int, int] | None:
        return (self.index.row(), self.index.column()) if self.index.isValid() else None


def focus_cell(view: QAbstractItemView) -> tuple[int, int] | None:
    """The cell drawn with the keyboard focus (``State_HasFocus``), if any."""
    current = view.currentIndex()
    if current.isValid() and (view.hasFocus() or view.viewport().hasFocus()):
        return (current.row(), current.column())
    return None


def paint_cells(view: QTableView, painter: QPainter, hover: HoverIndex) -> None:
    """Every cell of ``view`` in sight painted by its delegate, with the rectangle and the
    mouse-over and focus states Qt's own painting gives it (a span once, at its first
    cell)."""
    model = view.model()
    viewport = view.viewport()
    base = QStyleOptionViewItem()
    view.initViewItemOption(base)
    focus = focus_cell(view)
    over = hover.cell()
    rows, columns = model.rowCount(), model.columnCount()
    first_row = max(0, view.rowAt(0))
    last_row = view.rowAt(viewport.height() - 1)
    last_row = rows - 1 if last_row < 0 else last_row
    first_column = max(0, view.columnAt(0))
    last_column = view.columnAt(viewport.width() - 1)
    last_column = columns - 1 if last_column < 0 else last_column
    covered: set[tuple[int, int]] = set()
    delegate = view.itemDelegate()
    for row in range(first_row, last_row + 1):
        if view.isRowHidden(row):
            continue
        for column in range(first_column, last_column + 1):
            if (row, column) in covered or view.isColumnHidden(column):
                continue
            down, across = view.rowSpan(row, column), view.columnSpan(row, column)
            if down > 1 or across > 1:
                covered.update((r, c) for r in range(row, row + down)
                               for c in range(column, column + across))
            index = model.index(row, column)
            option = QStyleOptionViewItem(base)
            option.rect = view.visualRect(index)
            if not option.rect.isValid() or not option.rect.intersects(viewport.rect()):
                continue
            if over == (row, column):
                option.state |= QStyle.StateFlag.State_MouseOver
            if focus == (row, column):
                option.state |= QStyle.StateFlag.State_HasFocus
            if not model.flags(index) & Qt.ItemFlag.ItemIsEnabled:
                option.state &= ~QStyle.StateFlag.State_Enabled
            painter.save()
            delegate.paint(painter, option, index)
            painter.restore()


def paint_sections(header: QHeaderView, painter: QPainter) -> None:
    """Every section of ``header`` in sight by its ``paintSection``, and the empty area past
    the last, as Qt's ``QHeaderView`` paints them."""
    viewport = header.viewport()
    width, height = viewport.width(), viewport.height()
    horizontal = header.orientation() == Qt.Orientation.Horizontal
    model = header.model()
    last = QRect()
    for visual in range(header.count()):
        logical = header.logicalIndex(visual)
        if header.isSectionHidden(logical):
            continue
        position, size = header.sectionViewportPosition(logical), header.sectionSize(logical)
        rect = (QRect(position, 0, size, height) if horizontal
                else QRect(0, position, width, size))
        if not rect.intersects(viewport.rect()):
            continue
        last = rect
        painter.save()
        font = model.headerData(logical, header.orientation(), Qt.ItemDataRole.FontRole)
        if font is not None:
            painter.setFont(font)
        header.paintSection(painter, rect, logical)
        painter.restore()
    option = QStyleOption()
    option.initFrom(header)
    if last.isNull():
        return
    if last.right() < width - 1:
        option.state |= QStyle.StateFlag.State_Horizontal
        option.rect = QRect(last.right() + 1, 0, width - 1 - last.right(), height)
    elif last.bottom() < height - 1:
        option.state &= ~QStyle.StateFlag.State_Horizontal
        option.rect = QRect(0, last.bottom() + 1, width, height - last.bottom() - 1)
    else:
        return
    header.style().drawControl(QStyle.ControlElement.CE_HeaderEmptyArea, option, painter,
                               header)
