"""Painting a paper score pad, shared by the Kości scorecard and the Thousand sheet: the
pad's fonts at the sheet's scale, ruled cells, the header band with whose turn it is, the
marks of a selected, hinted, forbidden or focused box, and the upper part's progress
("41/63") under its sum.

Colours come from :func:`kosci_gui.gui.look.theme.table_colours`; all drawing is in logical
pixels with antialiasing.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen, QPixmap

from kosci_gui.gui.look.theme import TableColours

#: Most a sheet's text grows with its room (of the user's font size).
MAX_SCALE = 1.75
#: The smallest a score's font is made to fit a narrow column (of the pad's font size).
SMALLEST_FONT = 0.7


@dataclass(frozen=True)
class PadFonts:
    """The pad's fonts at one scale."""

    normal: QFont
    preview: QFont
    bold: QFont
    total: QFont
    small: QFont

    @classmethod
    def at(cls, base: QFont, scale: float) -> PadFonts:
        """The fonts for ``base`` at ``scale`` (made once, then kept)."""
        key = (base.key(), scale)
        found = _FONTS.get(key)
        if found is None:
            if len(_FONTS) > 64:
                _FONTS.clear()
            found = _FONTS[key] = cls._make(base, scale)
        return found

    @classmethod
    def _make(cls, base: QFont, scale: float) -> PadFonts:
        def sized(factor: float, *, bold: bool = False, italic: bool = False) -> QFont:
            font = QFont(base)
            if base.pointSizeF() > 0:
                font.setPointSizeF(base.pointSizeF() * scale * factor)
            else:
                font.setPixelSize(max(6, round(base.pixelSize() * scale * factor)))
            font.setBold(bold)
            font.setItalic(italic)
            return font
        return cls(sized(1.0), sized(1.0, italic=True), sized(1.0, bold=True),
                   sized(1.3, bold=True), sized(0.82))


_FONTS: dict[tuple[str, float], PadFonts] = {}

#: Painted cells and header sections kept (small pixmaps: a pad's boxes in their states).
KEEP_PIECES = 900
_pieces: OrderedDict[tuple, QPixmap] = OrderedDict()


def kept(p: QPainter, rect: QRect, key: tuple, draw: Callable[[QPainter, QRect], None]) -> None:
    """Paint a piece of the pad at ``rect`` from a pixmap made once per ``key`` (and device
    pixel ratio and size) by ``draw(painter, QRect(0, 0, w, h))``: repainting a pad then
    costs a copy per piece, and a piece is drawn pixel for pixel, never scaled."""
    device = p.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    full = (key, rect.width(), rect.height(), dpr)
    pixmap = _pieces.get(full)
    if pixmap is None:
        pixmap = QPixmap(max(1, round(rect.width() * dpr)), max(1, round(rect.height() * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw(painter, QRect(0, 0, rect.width(), rect.height()))
        painter.end()
        _pieces[full] = pixmap
        while len(_pieces) > KEEP_PIECES:
            _pieces.popitem(last=False)
    else:
        _pieces.move_to_end(full)
    p.drawPixmap(rect.topLeft(), pixmap)


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


def rules(p: QPainter, rect: QRect, colours: TableColours, *, right: bool = True,
          strong_right: bool = False, strong_top: bool = False) -> None:
    """The ruled lines of a cell: under it, at its right (a player's edge stronger), and a
    double line over a row that starts a new part of the pad. Each line is a whole number
    of device pixels on whole device pixels (crisp at 150 % too)."""
    device = p.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    one = max(1, round(dpr)) / dpr   # one line's thickness, in logical pixels

    def snap(v: float) -> float:
        return round(v * dpr) / dpr

    r = QRectF(rect)
    bottom, right_edge = snap(r.top() + r.height()), snap(r.left() + r.width())
    p.fillRect(QRectF(r.left(), bottom - one, r.width(), one), colours.paper_line)
    if right:
        strong = colours.paper_line.darker(125)
        width = one * (2 if strong_right and dpr >= 1.5 else 1)
        p.fillRect(QRectF(right_edge - width, r.top(), width, r.height()),
                   strong if strong_right else colours.paper_line)
    if strong_top:
        strong = colours.paper_line.darker(125)
        top = snap(r.top())
        p.fillRect(QRectF(r.left(), top, r.width(), one), strong)
        p.fillRect(QRectF(r.left(), top + 2 * one, r.width(), one), strong)


def fill(p: QPainter, rect: QRect, colour: QColor) -> None:
    p.fillRect(rect, colour)


def mark_selected(p: QPainter, rect: QRect, colours: TableColours) -> None:
    """The box about to be written: a solid pad of the accent."""
    inner = QRectF(rect).adjusted(3, 3, -3, -3)
    path = QPainterPath()
    path.addRoundedRect(inner, 4, 4)
    p.fillPath(path, colours.accent)


def mark_hint(p: QPainter, rect: QRect, colours: TableColours) -> None:
    """The advisor's best box: a dashed ring of the accent (never solid: that is the
    selection; never the ink: that is the keyboard cursor), with a small corner notch."""
    inner = QRectF(rect).adjusted(3, 3, -3, -3)
    pen = QPen(colours.accent, 2.0, Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, 4, 4)
    notch = QPainterPath()
    size = min(inner.height(), inner.width()) * 0.32
    notch.moveTo(inner.topRight())
    notch.lineTo(QPointF(inner.right() - size, inner.top()))
    notch.lineTo(QPointF(inner.right(), inner.top() + size))
    notch.closeSubpath()
    p.fillPath(notch, colours.accent)


def mark_focus(p: QPainter, rect: QRect, colours: TableColours) -> None:
    """The keyboard cursor: a solid ring in the ink."""
    p.setPen(QPen(colours.ink, 2.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(QRectF(rect).adjusted(1.5, 1.5, -1.5, -1.5), 3, 3)


def mark_hover(p: QPainter, rect: QRect, colours: TableColours) -> None:
    """An open box under the mouse."""
    tint = QColor(colours.accent)
    tint.setAlpha(48)
    inner = QRectF(rect).adjusted(2, 2, -2, -2)
    path = QPainterPath()
    path.addRoundedRect(inner, 4, 4)
    p.fillPath(path, tint)


def hatch(p: QPainter, rect: QRect, colour: QColor) -> None:
    """Fine diagonal lines over a box that cannot be taken."""
    p.save()
    p.setClipRect(rect)
    faint = QColor(colour)
    faint.setAlpha(90)
    p.setPen(QPen(faint, 1.0))
    step = 6
    x = rect.left() - rect.height()
    while x < rect.right():
        p.drawLine(QLineF(x, rect.bottom() + 1, x + rect.height() + 1, rect.top()))
        x += step
    p.restore()


def text(p: QPainter, rect: QRect, value: str, font: QFont, colour: QColor, *,
         align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, fit: bool = True,
         strike: bool = False) -> None:
    """``value`` in ``rect``; made smaller to fit the cell (``fit``), struck through
    (``strike``: a box that cannot be taken)."""
    room = rect.width() - 8
    if fit and value and QFontMetrics(font).horizontalAdvance(value) > room:
        font = fitted_font(font, value, room)
    if strike:
        font = QFont(font)
        font.setStrikeOut(True)
    p.setFont(font)
    p.setPen(colour)
    flags = int(align | Qt.AlignmentFlag.AlignVCenter) if align != Qt.AlignmentFlag.AlignCenter \
        else int(Qt.AlignmentFlag.AlignCenter)
    p.drawText(rect, flags, QFontMetrics(font).elidedText(value, Qt.TextElideMode.ElideRight,
                                                          max(4, room + 4)))


def progress(p: QPainter, rect: QRect, done: int, goal: int, fonts: PadFonts,
             colours: TableColours, ink: QColor) -> None:
    """An upper sum with the way to its bonus: "41/63" over a thin bar that fills with the
    accent; full once the goal is reached."""
    shown = min(done, goal) / goal if goal else 1.0
    bar_h = max(2.0, rect.height() * 0.08)
    r = QRectF(rect)
    track = QRectF(r.left() + 6, r.bottom() - bar_h - 3, r.width() - 12, bar_h)
    path = QPainterPath()
    path.addRoundedRect(track, bar_h / 2, bar_h / 2)
    p.fillPath(path, colours.paper_line)
    if shown > 0:
        full = QPainterPath()
        full.addRoundedRect(QRectF(track.left(), track.top(), track.width() * shown, bar_h),
                            bar_h / 2, bar_h / 2)
        p.fillPath(full, colours.accent)
    main = str(done)
    tail = f"/{goal}"
    fm_main = QFontMetrics(fonts.normal)
    fm_tail = QFontMetrics(fonts.small)
    width = fm_main.horizontalAdvance(main) + fm_tail.horizontalAdvance(tail)
    area = QRect(rect.left(), rect.top(), rect.width(), rect.height() - round(bar_h) - 3)
    if width > rect.width() - 6:
        text(p, area, main, fonts.normal, ink)
        return
    left = area.left() + (area.width() - width) // 2
    p.setFont(fonts.normal)
    p.setPen(ink)
    p.drawText(QRect(left, area.top(), width, area.height()),
               int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), main)
    p.setFont(fonts.small)
    p.setPen(colours.ink_quiet)
    p.drawText(QRect(left + fm_main.horizontalAdvance(main), area.top(),
                     fm_tail.horizontalAdvance(tail) + 2, area.height()),
               int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), tail)


def header_band(p: QPainter, rect: QRect, colours: TableColours, *, current: bool) -> None:
    """A header section: the pad's top band, the current player's with an accent bar (a
    thick bar, so whose turn it is reads without colour too)."""
    fill(p, rect, colours.paper_current if current else colours.paper_sum)
    if current:
        bar = max(3, rect.height() // 12)
        p.fillRect(QRect(rect.left() + 1, rect.top(), rect.width() - 1, bar), colours.accent)
    rules(p, rect, colours)
