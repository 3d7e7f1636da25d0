"""A die painted with QPainter at any size: an ivory rounded body lit from the top left, pips
set slightly into it, a soft shadow on the cloth that grows and fades as the die rises, and
the marks of its state — a held die's outline and label, a hinted die's dashed ring.

Everything is vector drawing in logical pixels (crisp at every device pixel ratio); the
functions take the colours from :func:`kosci_gui.gui.theme.table_colours`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from .theme import TableColours

#: Pip centres of each face on a 0..1 square.
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}

#: Corner radius of a die, of its size.
CORNER = 0.2
#: Pip radius, of a die's size.
PIP = 0.088


def paint_shadow(p: QPainter, centre: QPointF, size: float, height: float = 0.0,
                 *, strength: float = 1.0) -> None:
    """The die's shadow on the cloth; ``height`` 0 (lying) to 1 (high in the air) moves it
    away and makes it larger and fainter."""
    offset = size * (0.05 + 0.3 * height)
    radius = size * (0.72 + 0.25 * height)
    c = QPointF(centre.x() + offset * 0.6, centre.y() + offset)
    gradient = QRadialGradient(c, radius)
    alpha = int(120 * (1.0 - 0.55 * height) * strength)
    gradient.setColorAt(0.0, QColor(0, 0, 0, alpha))
    gradient.setColorAt(0.55, QColor(0, 0, 0, int(alpha * 0.7)))
    gradient.setColorAt(1.0, QColor(0, 0, 0, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(gradient))
    p.drawEllipse(c, radius, radius * 0.92)


def paint_face(p: QPainter, rect: QRectF, value: int, colours: TableColours) -> None:
    """The die's body and pips in ``rect`` (a square, unrotated: the caller turns the
    painter)."""
    size = rect.width()
    radius = size * CORNER
    body = QLinearGradient(rect.topLeft(), rect.bottomRight())
    body.setColorAt(0.0, colours.die.lighter(103))
    body.setColorAt(0.55, colours.die)
    body.setColorAt(1.0, colours.die_shade)
    p.setPen(QPen(colours.die_shade.darker(135), max(1.0, size * 0.018)))
    p.setBrush(QBrush(body))
    p.drawRoundedRect(rect, radius, radius)
    # a sheen along the top-left edges: the light comes from there
    sheen = QLinearGradient(rect.topLeft(), rect.center())
    sheen.setColorAt(0.0, QColor(255, 255, 255, 150))
    sheen.setColorAt(1.0, QColor(255, 255, 255, 0))
    inner = rect.adjusted(size * 0.05, size * 0.05, -size * 0.05, -size * 0.05)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(sheen))
    p.drawRoundedRect(inner, radius * 0.8, radius * 0.8)
    r = size * PIP
    lit = QColor(255, 255, 255, 170)
    shade = size * 0.014
    for fx, fy in PIPS.get(value, ()):
        centre = QPointF(rect.left() + fx * size, rect.top() + fy * size)
        # set into the body: the lower right rim catches the light, the pit is shaded
        p.setBrush(lit)
        p.drawEllipse(QPointF(centre.x() + shade, centre.y() + shade), r, r)
        pit = QRadialGradient(QPointF(centre.x() + r * 0.35, centre.y() + r * 0.35), r * 1.2)
        pit.setColorAt(0.0, colours.pip.lighter(190))
        pit.setColorAt(0.6, colours.pip)
        pit.setColorAt(1.0, colours.pip)
        p.setBrush(QBrush(pit))
        p.drawEllipse(centre, r, r)


def paint_die(p: QPainter, centre: QPointF, size: float, value: int, colours: TableColours,
              *, angle: float = 0.0, opacity: float = 1.0, outline: QColor | None = None,
              ring: QColor | None = None) -> None:
    """A die of ``size`` centred on ``centre``, turned by ``angle`` degrees; ``outline`` is a
    held die's solid edge, ``ring`` a hinted die's dashed ring outside it."""
    p.save()
    p.translate(centre)
    if angle:
        p.rotate(angle)
    if opacity < 1.0:
        p.setOpacity(p.opacity() * opacity)
    rect = QRectF(-size / 2, -size / 2, size, size)
    paint_face(p, rect, value, colours)
    radius = size * CORNER
    if outline is not None:
        width = max(2.0, size * 0.05)
        p.setPen(QPen(outline, width))
        p.setBrush(Qt.BrushStyle.NoBrush)
        grow = width / 2
        p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
    if ring is not None:
        pen = QPen(ring, max(1.5, size * 0.03), Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        grow = size * 0.1
        p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
    p.restore()


def paint_place(p: QPainter, centre: QPointF, size: float, colour: QColor) -> None:
    """Where a die will lie before the first roll: a faint dashed square on the cloth."""
    faint = QColor(colour)
    faint.setAlphaF(0.45)
    pen = QPen(faint, max(1.0, size * 0.02), Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), size * CORNER, size * CORNER)


def label_font(base: QFont, size: float) -> QFont:
    """The font of a held die's label for a die of ``size``."""
    font = QFont(base)
    font.setBold(True)
    font.setPixelSize(int(max(10.0, min(20.0, size * 0.19))))
    return font


def paint_label(p: QPainter, centre: QPointF, text: str, font: QFont, colours: TableColours,
                width: float) -> QRectF:
    """A small label in the accent ("held", "aside") centred at ``centre``, at most ``width``
    wide; returns where it was drawn."""
    metrics = QFontMetricsF(font)
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(8.0, width - 12))
    w = min(width, metrics.horizontalAdvance(shown) + metrics.height() * 0.9)
    h = metrics.height() * 1.25
    rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    path = QPainterPath()
    path.addRoundedRect(rect, h / 2, h / 2)
    p.setPen(Qt.PenStyle.NoPen)
    p.fillPath(path, colours.accent)
    p.setFont(font)
    p.setPen(colours.accent_text)
    p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), shown)
    return rect
