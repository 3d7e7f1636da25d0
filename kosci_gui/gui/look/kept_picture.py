"""A widget's picture kept between frames: what it paints is painted once into a pixmap of
the screen's pixels and copied while nothing it shows has changed, so a repaint of the whole
window (a roll's frame, a window ``grab()``) costs the widget one copy.

The picture is made again when its key changes — the widget's size, the device pixel ratio,
the table's colours, the palette, the font and what the caller adds — or after
:meth:`KeptPicture.invalidate` (the caller's signals of a change). :data:`KEEPING` off paints
every time as the widget would without it (for the tests that the two pictures are the same).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from kosci_gui.gui.look.theme import table_colours

#: Keep the pictures (off: every repaint paints everything, as without them).
KEEPING = True


class KeptPicture:
    """The kept picture of one widget (a view's viewport, the tray)."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget
        self._pixmap: QPixmap | None = None
        self._key: Hashable = None
        #: Pictures made so far (a repaint that only copied does not count).
        self.builds = 0

    def invalidate(self, *_args: object) -> None:
        """What the widget shows changed: the next paint makes the picture again."""
        self._pixmap = None

    def paint(self, key: Hashable, draw: Callable[[QPainter], None]) -> None:
        """Copy the picture for ``key`` onto the widget (inside its paint event), making it
        first with ``draw(painter)`` if it is missing or was made for another key."""
        widget = self.widget
        dpr = widget.devicePixelRatioF()
        full = (key, widget.width(), widget.height(), dpr, table_colours().key(),
                widget.palette().cacheKey(), widget.font().key())
        if self._pixmap is None or full != self._key:
            pixmap = QPixmap(max(1, round(widget.width() * dpr)),
                             max(1, round(widget.height() * dpr)))
            pixmap.setDevicePixelRatio(dpr)
            if widget.autoFillBackground():
                # opaque, as Qt fills the viewport before it paints: a copy, not a blend
                pixmap.fill(widget.palette().color(widget.backgroundRole()))
            else:
                pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setFont(widget.font())
            draw(painter)
            painter.end()
            self._pixmap, self._key = pixmap, full
            self.builds += 1
        painter = QPainter(widget)
        painter.drawPixmap(0, 0, self._pixmap)
        painter.end()


def kept_or_painted(picture: KeptPicture, event: QPaintEvent, key: Hashable,
                    draw: Callable[[QPainter], None],
                    painted: Callable[[QPaintEvent], None]) -> None:
    """A paint event: the kept picture, or (not :data:`KEEPING`) ``painted(event)``, the
    widget's painting without it."""
    if KEEPING:
        picture.paint(key, draw)
    else:
        painted(event)
