"""A die painted with QPainter at any size: an ivory rounded body lit from the top left, pips
set slightly into it, a soft shadow on the cloth that grows and fades as the die rises, and
the marks of its state — a held die's square outline and label, a hinted die's round
dashed ring.

Everything is vector drawing in logical pixels (crisp at every device pixel ratio); the
functions take the colours from :func:`kosci_gui.gui.look.theme.table_colours`.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
)

from kosci_gui.gui.look.theme import TableColours, table_colours

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
#: A die's hint mark (the tray's DieWidget.advice): hold it (not held now), or let it go (held now).
HOLD = "hold"
RELEASE = "release"


def advice_for(held: Sequence[bool], advised: Sequence[int] | None) -> list[str]:
    """Each die's hint for the advised keep (the positions to hold, as a whole): HOLD for
    an advised die not held, RELEASE for a held die not advised, "" otherwise (or no
    advice)."""
    if advised is None:
        return [""] * len(held)
    return [HOLD if i in advised and not h else RELEASE if h and i not in advised else ""
            for i, h in enumerate(held)]


#: A greyed die (not the player's to choose) is drawn see-through.
GREYED = 0.6
#: Radius of a hinted die's ring, of its size (round, around the die's corners).
RING = 0.655


def _shadow_blob(side: int) -> QPixmap:
    """A soft round shadow, ``side`` device pixels wide, made once per size."""
    key = ("shadow", side)
    found = _FACES.get(key)
    if found is None:
        found = QPixmap(side, side)
        found.fill(Qt.GlobalColor.transparent)
        p = QPainter(found)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = QPointF(side / 2, side / 2)
        gradient = QRadialGradient(c, side / 2)
        gradient.setColorAt(0.0, QColor(0, 0, 0, 120))
        gradient.setColorAt(0.55, QColor(0, 0, 0, 84))
        gradient.setColorAt(1.0, QColor(0, 0, 0, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(gradient))
        p.drawEllipse(c, side / 2, side / 2)
        p.end()
        _FACES[key] = found
    return found


#: Shadows kept at the sizes they are drawn at (a roll draws a few dozen sizes).
_SHADOWS: OrderedDict[tuple[int, int, int, float], QPixmap] = OrderedDict()
_KEEP_SHADOWS = 40
#: A shadow's size is rounded to this many device pixels (a soft blob: no edge to show it).
SHADOW_STEP = 4


def _shadow_at(side: int, width: int, height: int, dpr: float) -> QPixmap:
    """The shadow blob of ``side`` scaled once to ``width`` × ``height`` device pixels."""
    key = (side, width, height, dpr)
    found = _SHADOWS.get(key)
    if found is None:
        found = _shadow_blob(side).scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                                          Qt.TransformationMode.SmoothTransformation)
        found.setDevicePixelRatio(dpr)
        _SHADOWS[key] = found
        while len(_SHADOWS) > _KEEP_SHADOWS:
            _SHADOWS.popitem(last=False)
    else:
        _SHADOWS.move_to_end(key)
    return found


def paint_shadow(p: QPainter, centre: QPointF, size: float, height: float = 0.0,
                 *, strength: float = 1.0) -> None:
    """The die's shadow on the cloth; ``height`` 0 (lying) to 1 (high in the air) moves it
    away and makes it larger and fainter. (A soft blob: a shadow has no edge to lose. On a
    painter that does not turn, the blob is scaled once per size and copied onto whole
    device pixels; scaling it at every frame of a roll cost nearly as much as the dice.)"""
    offset = size * (0.05 + 0.3 * height)
    radius = size * (0.72 + 0.25 * height)
    c = QPointF(centre.x() + offset * 0.6, centre.y() + offset)
    target = QRectF(c.x() - radius, c.y() - radius * 0.92, 2 * radius, 1.84 * radius)
    p.save()
    p.setOpacity(p.opacity() * (1.0 - 0.55 * height) * strength)
    transform = p.deviceTransform()
    side = 64 if size < 60 else 128
    scale = transform.m11()
    if transform.isRotating() or transform.m22() != scale or scale <= 0:
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        blob = _shadow_blob(side)
        p.drawPixmap(target, blob, QRectF(blob.rect()))
    else:
        device = transform.mapRect(target)
        width = max(SHADOW_STEP, round(device.width() / SHADOW_STEP) * SHADOW_STEP)
        high = max(SHADOW_STEP, round(device.height() / SHADOW_STEP) * SHADOW_STEP)
        corner = QPointF(round(device.center().x() - width / 2),
                         round(device.center().y() - high / 2))
        back, _ = transform.inverted()
        p.drawPixmap(back.map(corner), _shadow_at(side, width, high, scale))
    p.restore()


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


#: Faces kept ready for the frames of a roll (six faces at a few sizes).
_FACES: OrderedDict[tuple, QPixmap] = OrderedDict()
_KEEP = 48


def face_pixmap(value: int, size: float, dpr: float, colours: TableColours) -> QPixmap:
    """The face painted once into a pixmap of the die's size in device pixels (for the
    frames of a roll, where a die is drawn many times a second)."""
    return _kept_face(value, size, dpr, colours, rim=0)


#: The clear rim around a face in flight, in device pixels of its picture.
FLIGHT_RIM = 2


def flying_face(value: int, size: float, dpr: float, colours: TableColours) -> QPixmap:
    """The face painted once for the frames of a roll, with a clear rim of
    :data:`FLIGHT_RIM` device pixels around it: turned and scaled, its edge is then smoothed
    by the filtering of the picture itself, and the picture can be drawn without
    antialiasing its square (a span a line where the antialiased square needs several —
    less than half the time, the same edge to within 13 of 255 in a channel)."""
    return _kept_face(value, size, dpr, colours, rim=FLIGHT_RIM)


def _kept_face(value: int, size: float, dpr: float, colours: TableColours, *,
               rim: int) -> QPixmap:
    """A face of ``size`` (logical) painted once, with ``rim`` clear device pixels around
    its square, kept among the last :data:`_KEEP` made."""
    side = max(1, round(size * dpr))
    key = (value, side, dpr, colours.key(), rim)
    found = _FACES.get(key)
    if found is not None:
        _FACES.move_to_end(key)
        return found
    pixmap = QPixmap(side + 2 * rim, side + 2 * rim)
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    logical = side / dpr
    if rim:
        p.translate(rim / dpr, rim / dpr)
        p.setClipRect(QRectF(0, 0, logical, logical))  # (the square, as without a rim)
    paint_face(p, QRectF(0, 0, logical, logical), value, colours)
    p.end()
    _FACES[key] = pixmap
    while len(_FACES) > _KEEP:
        _FACES.popitem(last=False)
    return pixmap


#: Dice lying still at an angle, painted once each (a tray's dice after a roll).
_TURNED: OrderedDict[tuple, tuple[QPixmap, int]] = OrderedDict()
_KEEP_TURNED = 16


def turned_face(value: int, size: float, angle: float, dpr: float, colours: TableColours,
                fraction: tuple[float, float], opacity: float = 1.0) -> tuple[QPixmap, int]:
    """The face turned by ``angle``, painted as vectors (as crisp as painting it on the
    table) into a pixmap whose centre lies ``fraction`` of a device pixel past a whole one;
    with the half side, in device pixels, to place it by. Made once per die and roll (the
    tray makes them while the dice fly). A die drawn see-through (``opacity`` below 1: a
    greyed die) is painted see-through into the pixmap, each part over the one below as on
    the table, and the pixmap is copied opaque: one blend of what painting it on the cloth
    blends part by part (the same to within 2 of 255 in a channel, from rounding)."""
    key = (value, size, angle, dpr, colours.key(), fraction, opacity)
    found = _TURNED.get(key)
    if found is not None:
        _TURNED.move_to_end(key)
        return found
    half = math.ceil(size * dpr * 0.75) + 2  # the turned square's half diagonal, and a rim
    pixmap = QPixmap(2 * half, 2 * half)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setOpacity(opacity)
    painter.translate(half + fraction[0], half + fraction[1])
    painter.scale(dpr, dpr)
    painter.rotate(angle)
    paint_face(painter, QRectF(-size / 2, -size / 2, size, size), value, colours)
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    _TURNED[key] = found = (pixmap, half)
    while len(_TURNED) > _KEEP_TURNED:
        _TURNED.popitem(last=False)
    return found


def device_fraction(x: float, y: float) -> tuple[float, float]:
    """Where a point lies inside its device pixel (the key of a turned face)."""
    return (round(x - math.floor(x), 3), round(y - math.floor(y), 3))


def paint_die(p: QPainter, centre: QPointF, size: float, value: int, colours: TableColours,
              *, angle: float = 0.0, opacity: float = 1.0, outline: QColor | None = None,
              ring: QColor | None = None, moving: float = 0.0,
              release: QColor | None = None) -> None:
    """A die of ``size`` centred on ``centre``, turned by ``angle`` degrees; ``outline`` is a
    held die's solid square edge, ``ring`` a hinted die's round dashed ring outside it (hold
    it), ``release`` a held die's hint to let it go: a dotted ring with an arrow pointing
    down, back into the throw (another shape than the ring, not only another colour). A die
    lying square is drawn from its ready face pixel for pixel on whole device pixels (as
    crisp as painting it); one ``moving`` in a roll from the face made once at that size
    (its size at rest: a die in the air grows and turns every frame), with a clear rim
    (:func:`flying_face`); a die lying still at
    an angle is painted once at that angle and place (:func:`turned_face`) and copied."""
    p.save()
    p.translate(centre)
    if opacity < 1.0:
        p.setOpacity(p.opacity() * opacity)
    rect = QRectF(-size / 2, -size / 2, size, size)
    device = p.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    transform = p.deviceTransform()
    square = transform.m12() == 0 and transform.m21() == 0
    if not angle and square:
        corner = transform.map(rect.topLeft())
        shift = QPointF((round(corner.x()) - corner.x()) / transform.m11(),
                        (round(corner.y()) - corner.y()) / transform.m22())
        p.drawPixmap(rect.topLeft() + shift, face_pixmap(value, size, dpr, colours))
    elif moving:
        p.rotate(angle)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        face = flying_face(value, moving * 1.25, dpr, colours)
        rim = FLIGHT_RIM * size / (face.width() - 2 * FLIGHT_RIM)  # in this painter's units
        smooth = p.testRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        p.drawPixmap(rect.adjusted(-rim, -rim, rim, rim), face, QRectF(face.rect()))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, smooth)
    elif square and transform.m11() == transform.m22() == dpr:
        # lying still at an angle: the face painted once at this angle, place and opacity,
        # copied
        at = transform.map(QPointF(0, 0))
        see_through = p.opacity()
        face, half = turned_face(value, size, angle, dpr, colours,
                                 device_fraction(at.x(), at.y()), see_through)
        corner = QPointF(math.floor(at.x()) - half, math.floor(at.y()) - half)
        back, _ = transform.inverted()
        p.setOpacity(1.0)
        p.drawPixmap(back.map(corner), face)
        p.setOpacity(see_through)
        p.rotate(angle)
    else:
        p.rotate(angle)
        paint_face(p, rect, value, colours)
    radius = size * CORNER
    if outline is not None:
        width = max(2.0, size * 0.05)
        p.setPen(QPen(outline, width))
        p.setBrush(Qt.BrushStyle.NoBrush)
        grow = width / 2
        p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
    if ring is not None:
        # a round ring, not the held die's square edge: the two differ in shape, not only
        # in colour (just clear of the die's corners, of its neighbour's ring)
        pen = QPen(ring, max(1.5, size * 0.03), Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(0, 0), size * RING, size * RING)
    if release is not None:
        width = max(1.5, size * 0.04)
        pen = QPen(release, width, Qt.PenStyle.DotLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(0, 0), size * RING, size * RING)
        # an arrow down, above the die: back into the throw
        top = -size * (RING + 0.12)
        arrow = QPen(release, max(2.0, size * 0.06), Qt.PenStyle.SolidLine,
                     Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        p.setPen(arrow)
        p.drawLine(QPointF(0, top - size * 0.16), QPointF(0, top))
        p.drawLine(QPointF(-size * 0.08, top - size * 0.08), QPointF(0, top))
        p.drawLine(QPointF(size * 0.08, top - size * 0.08), QPointF(0, top))
    p.restore()


def paint_place(p: QPainter, centre: QPointF, size: float, colour: QColor) -> None:
    """Where a die will lie before the first roll: a faint dashed square on the cloth
    (made once per size: a dashed line is slow to draw)."""
    device = p.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    side = max(1, round(size * dpr))
    key = ("place", side, dpr, colour.rgba())
    pixmap = _FACES.get(key)
    if pixmap is None:
        pixmap = QPixmap(side, side)
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        faint = QColor(colour)
        faint.setAlphaF(0.45)
        painter.setPen(QPen(faint, max(1.0, size * 0.02), Qt.PenStyle.DashLine))
        logical = side / dpr
        painter.drawRoundedRect(QRectF(2, 2, logical - 4, logical - 4), logical * CORNER,
                                logical * CORNER)
        painter.end()
        _FACES[key] = pixmap
    p.drawPixmap(QPointF(round(centre.x() - size / 2), round(centre.y() - size / 2)), pixmap)


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
    font = QFont(font)
    metrics = QFontMetricsF(font)
    # a long word ("zatrzymana", "оставлена") under a narrow die: smaller, then elided
    while font.pixelSize() > 7 and metrics.horizontalAdvance(text) + metrics.height() * 0.7 \
            > width - 2:
        font.setPixelSize(font.pixelSize() - 1)
        metrics = QFontMetricsF(font)
    pad = metrics.height() * (0.9 if font.pixelSize() > 9 else 0.6)
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(8.0, width - pad))
    w = min(width, metrics.horizontalAdvance(shown) + pad)
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


def paint_lying_die(p: QPainter, rect: QRectF, value: int | None, palette: QPalette, *,
              outlined: bool = False, suggested: bool = False, enabled: bool = True) -> None:
    """One die lying still in ``rect`` (a square), with its shadow: for dice outside the
    tray (those set aside in Thousand)."""
    colours = table_colours()
    centre = rect.center()
    size = rect.width()
    if value is None:
        paint_place(p, centre, size, colours.felt_text)
        return
    paint_shadow(p, centre, size)
    paint_die(p, centre, size, value, colours, opacity=1.0 if enabled else GREYED,
                       outline=colours.accent if outlined else None,
                       ring=colours.accent if suggested else None)
