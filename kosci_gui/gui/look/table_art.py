"""The table itself, painted at run time: a green cloth (a gradient under a fine fibre
texture), the wooden dice tray with its darker well, and the soft shadow a score pad casts.

The cloth and the tray are built once per size, device pixel ratio and colours and kept as
pixmaps in device pixels (a repaint during a roll only copies them); the fibre tile is tiny
and made the first time a table is painted, never before the window shows.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from kosci_gui.gui.look.theme import TableColours, mix

#: Side of the fibre tile in device pixels.
TILE = 160
#: How many painted surfaces are kept (a few sizes of cloth and tray).
KEEP = 8

_cache: OrderedDict[tuple, QPixmap] = OrderedDict()


def _cached(key: tuple, make) -> QPixmap:
    found = _cache.get(key)
    if found is None:
        found = make()
        _cache[key] = found
        while len(_cache) > KEEP:
            _cache.popitem(last=False)
    else:
        _cache.move_to_end(key)
    return found


def _fibres(dpr: float) -> QPixmap:
    """A seamless tile of short fibres, light and dark, to lay over any cloth colour."""
    def make() -> QPixmap:
        image = QImage(TILE, TILE, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rng = random.Random(1000)
        for colour, count in ((QColor(0, 0, 0, 26), 220), (QColor(0, 0, 0, 16), 200),
                              (QColor(255, 255, 255, 14), 140)):
            lines = []
            for _ in range(count):
                x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
                a = rng.uniform(0, math.pi)
                length = rng.uniform(1.5, 4.5)
                lines.append(QLineF(x, y, x + math.cos(a) * length, y + math.sin(a) * length))
            p.setPen(QPen(colour, 1.0))
            # drawn nine times, shifted by a tile, so fibres crossing an edge wrap around
            for dx in (-TILE, 0, TILE):
                for dy in (-TILE, 0, TILE):
                    p.save()
                    p.translate(dx, dy)
                    p.drawLines(lines)
                    p.restore()
        p.end()
        pixmap = QPixmap.fromImage(image)
        # the tile is in device pixels whatever the ratio: fibres stay one pixel fine
        pixmap.setDevicePixelRatio(dpr)
        return pixmap
    return _cached(("fibres", dpr), make)


def _surface(size: QSize, dpr: float, under: QColor | None = None) -> tuple[QPixmap, QPainter]:
    """A pixmap to paint a surface on: transparent, or opaque over ``under`` (an opaque
    pixmap is copied, not blended, which matters for a whole table)."""
    pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(under if under is not None else Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, p


def felt(size: QSize, dpr: float, colours: TableColours,
         pads: tuple[QRectF, ...] = ()) -> QPixmap:
    """The cloth of a table ``size`` big, lightest in the middle, darker to the edges, with
    the shadows of the score pads lying on it at ``pads``."""
    def make() -> QPixmap:
        pixmap, p = _surface(size, dpr, colours.felt_edge)
        w, h = size.width(), size.height()
        gradient = QRadialGradient(QPointF(w * 0.5, h * 0.42), max(w, h) * 0.78)
        gradient.setColorAt(0.0, colours.felt)
        gradient.setColorAt(0.6, mix(colours.felt, colours.felt_edge, 0.45))
        gradient.setColorAt(1.0, colours.felt_edge)
        p.fillRect(QRectF(0, 0, w, h), QBrush(gradient))
        p.fillRect(QRectF(0, 0, w, h), QBrush(_fibres(dpr)))
        for pad in pads:
            paper_shadow(p, pad)
        p.end()
        return pixmap
    where = tuple((r.x(), r.y(), r.width(), r.height()) for r in pads)
    return _cached(("felt", size.width(), size.height(), dpr, colours.key(), where), make)


def tray_rim(height: float) -> float:
    """The width of the tray's wooden rim."""
    return max(6.0, min(18.0, height * 0.05))


def tray(size: QSize, dpr: float, colours: TableColours) -> QPixmap:
    """The dice tray filling ``size``: a wooden rim with a little grain around a well of
    darker cloth, shaded under the rim."""
    def make() -> QPixmap:
        pixmap, p = _surface(size, dpr)
        w, h = float(size.width()), float(size.height())
        outer = QRectF(1, 1, w - 2, h - 3)
        radius = min(w, h) * 0.09
        # the tray's own shadow on the table
        for i in range(4):
            shade = QColor(0, 0, 0, 22 - i * 4)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(shade)
            p.drawRoundedRect(outer.translated(0, 1.5 + i), radius, radius)
        wood = QLinearGradient(0, 0, 0, h)
        wood.setColorAt(0.0, colours.wood.lighter(118))
        wood.setColorAt(0.5, colours.wood)
        wood.setColorAt(1.0, colours.wood_dark)
        p.setBrush(QBrush(wood))
        p.setPen(QPen(colours.wood_dark.darker(130), 1.0))
        p.drawRoundedRect(outer, radius, radius)
        _grain(p, outer, radius, colours)
        rim = tray_rim(h)
        well = outer.adjusted(rim, rim, -rim, -rim)
        inner_radius = max(2.0, radius - rim * 0.6)
        path = QPainterPath()
        path.addRoundedRect(well, inner_radius, inner_radius)
        cloth = QLinearGradient(0, well.top(), 0, well.bottom())
        cloth.setColorAt(0.0, colours.felt_edge)
        cloth.setColorAt(0.35, mix(colours.felt, colours.felt_edge, 0.35))
        cloth.setColorAt(1.0, mix(colours.felt, colours.felt_edge, 0.6))
        p.fillPath(path, QBrush(cloth))
        p.fillPath(path, QBrush(_fibres(dpr)))
        # the rim's shadow falling into the well
        p.save()
        p.setClipPath(path)
        depth = QLinearGradient(0, well.top(), 0, well.top() + rim * 2.2)
        depth.setColorAt(0.0, QColor(0, 0, 0, 110))
        depth.setColorAt(1.0, QColor(0, 0, 0, 0))
        p.fillRect(well, QBrush(depth))
        side = QLinearGradient(well.left(), 0, well.left() + rim * 1.5, 0)
        side.setColorAt(0.0, QColor(0, 0, 0, 60))
        side.setColorAt(1.0, QColor(0, 0, 0, 0))
        p.fillRect(well, QBrush(side))
        p.restore()
        p.setPen(QPen(QColor(255, 255, 255, 40), 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(outer.adjusted(1.5, 1.5, -1.5, -1.5), radius - 1, radius - 1)
        p.end()
        return pixmap
    return _cached(("tray", size.width(), size.height(), dpr, colours.key()), make)


def tray_well(size: QSize) -> QRectF:
    """The cloth inside a tray of ``size`` (where the dice lie)."""
    rim = tray_rim(float(size.height()))
    return QRectF(1, 1, size.width() - 2, size.height() - 3).adjusted(rim, rim, -rim, -rim)


def _grain(p: QPainter, rect: QRectF, radius: float, colours: TableColours) -> None:
    """A few long wavy lines of darker wood along the rim."""
    rng = random.Random(int(rect.width()) * 7 + int(rect.height()))
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    p.save()
    p.setClipPath(path)
    dark = QColor(colours.wood_dark)
    dark.setAlpha(70)
    p.setPen(QPen(dark, 1.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    lines = max(6, int(rect.height() / 7))
    for i in range(lines):
        y0 = rect.top() + (i + rng.random()) * rect.height() / lines
        wave = QPainterPath(QPointF(rect.left(), y0))
        amplitude = rng.uniform(0.6, 2.2)
        period = rng.uniform(80, 220)
        phase = rng.uniform(0, math.tau)
        x = rect.left()
        while x < rect.right():
            x += 12
            wave.lineTo(QPointF(x, y0 + amplitude * math.sin(x / period * math.tau + phase)))
        p.drawPath(wave)
    p.restore()


def paper_shadow(p: QPainter, rect: QRectF) -> None:
    """The soft shadow of a score pad lying on the cloth at ``rect``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(5):
        grow = 1.0 + i * 1.6
        p.setBrush(QColor(0, 0, 0, 30 - i * 5))
        p.drawRoundedRect(rect.adjusted(-grow, -grow + 2.5, grow, grow + 3.5), 4 + grow,
                          4 + grow)
    p.restore()
