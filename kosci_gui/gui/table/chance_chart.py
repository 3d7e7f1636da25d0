"""Chances to win over a finished game: a line per player, the turns along the bottom, in
each seat's colour (:func:`~kosci_gui.gui.table.chances.seat_colour`), and in words for a
screen reader; where the mouse is, each player's chance then and what it weighs (the
expected final scores, or Thousand's turns to 1000)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from kosci_gui.ai.reasons import Reason
from kosci_gui.gui.table.chances import seat_colour, show_point_tip
from kosci_gui.gui.words.texts import percent_text
from kosci_gui.gui.words.why_texts import StandingWords


class ChanceChart(QWidget):
    """A line per player: the chance to win after the start and after every turn, the turns
    (each player's, a round of the table) counted along the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chanceChart")
        self.names: list[str] = []
        self.series: list[list[float]] = []
        #: What each chance weighs at each point of the series (a reason per seat).
        self.basis: list[tuple[Reason | None, ...]] = []
        #: Points of the series a round of the table takes (a turn of each player).
        self.per_round = 1
        self.setMinimumSize(280, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_series(self, names: Sequence[str], series: Sequence[Sequence[float]],
                   basis: Sequence[Sequence[Reason | None]] = ()) -> None:
        """``series[k][seat]``: each seat's chance after the k-th point of the game (the
        start, then every player's turn in turn order); ``basis[k]``: what they weigh then
        (``ai/reasons.py``; empty: not known)."""
        self.names = list(names)
        self.series = [list(point) for point in series]
        self.basis = [tuple(point) for point in basis]
        self.per_round = max(1, len(self.names))
        self._describe()
        self.update()

    def rounds(self) -> int:
        """Whole rounds the series covers."""
        return max(0, len(self.series) - 1) // self.per_round

    def turn_labels(self, room: float | None = None) -> list[tuple[int, str]]:
        """(point of the series, label) along the bottom: the end of turns 1, 5, 10…, as
        many as ``room`` pixels (the plot's width) can show side by side, and the last."""
        rounds = self.rounds()
        if rounds <= 0:
            return []
        width = self.fontMetrics().horizontalAdvance(str(rounds)) + 10
        each = (room or self.width()) / rounds
        step = next((n for n in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)
                     if n * each >= width), rounds)
        shown = [r for r in range(1, rounds + 1) if r == 1 or r % step == 0]
        if rounds not in shown and (rounds - shown[-1]) * each >= width:
            shown.append(rounds)
        return [(r * self.per_round, str(r)) for r in shown]

    def _describe(self) -> None:
        if not self.series:
            self.setAccessibleDescription("")
            return
        last = self.series[-1]
        peaks = [max(point[i] for point in self.series) for i in range(len(self.names))]
        parts = [self.tr("{player}: {end} at the end, at best {best}").format(
            player=name, end=percent_text(last[i]), best=percent_text(peaks[i]))
            for i, name in enumerate(self.names)]
        start = StandingWords(self.names).summary(self.basis[0]) if self.basis else ""
        if start:
            parts.append(self.tr("at the start — {figures}").format(figures=start))
        self.setAccessibleName(self.tr("Chances to win, turn by turn"))
        self.setAccessibleDescription("; ".join(parts))

    def _plot(self) -> QRectF:
        """Where the lines are drawn (the rest: the percentages, the turns, the legend)."""
        fm = self.fontMetrics()
        left = max(fm.horizontalAdvance(percent_text(1.0)),
                   fm.horizontalAdvance(self.tr("turn"))) + 8
        legend = fm.height() + 8
        axis = fm.height() * 3 // 2 + 4  # the turns, under the plot (clear of "0 %")
        return QRectF(left, fm.height() / 2 + 2, self.width() - left - 8,
                      self.height() - legend - axis - fm.height() - 6)

    def point_at(self, x: float) -> int | None:
        """The point of the series nearest ``x`` across the plot (None: none there)."""
        plot = self._plot()
        if not self.series or not plot.left() - 6 <= x <= plot.right() + 6:
            return None
        step = plot.width() / max(1, len(self.series) - 1)
        return max(0, min(len(self.series) - 1, round((x - plot.left()) / step)))

    def tip_at(self, pos: QPoint) -> str:
        """Each player's chance at the point under the mouse, and what it weighs then."""
        k = self.point_at(pos.x())
        if k is None:
            return ""
        chances = ", ".join(f"{name} {percent_text(c)}"
                            for name, c in zip(self.names, self.series[k], strict=True))
        if k == 0:
            line = self.tr("At the start: {list}").format(list=chances)
        else:
            line = self.tr("Turn {turn}: {list}").format(
                turn=(k - 1) // self.per_round + 1, list=chances)
        why = StandingWords(self.names).summary(self.basis[k]) if k < len(self.basis) else ""
        return "\n".join(t for t in (line, why) if t)

    def event(self, event: QEvent) -> bool:
        return show_point_tip(self, event, self.tip_at) or super().event(event)

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        fm = self.fontMetrics()
        ink = palette.color(QPalette.ColorRole.WindowText)
        caption = self.tr("turn")
        plot = self._plot()
        left = plot.left()
        legend = fm.height() + 8
        if plot.width() <= 10 or plot.height() <= 10:
            return
        grid = QColor(ink)
        grid.setAlpha(50)
        for level in (0.0, 0.5, 1.0):
            y = plot.bottom() - level * plot.height()
            p.setPen(QPen(grid, 1, Qt.PenStyle.DashLine if level == 0.5 else Qt.PenStyle.SolidLine))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(ink)
            p.drawText(QRectF(0, y - fm.height() / 2, left - 6, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       percent_text(level))
        points = len(self.series)
        if points:
            step = plot.width() / max(1, points - 1)
            # the turns along the bottom: a tick and its number, and what they count
            row = plot.bottom() + fm.height() / 2 + 2
            for k, label in self.turn_labels(plot.width()):
                x = plot.left() + k * step
                p.setPen(QPen(grid, 1))
                p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
                p.setPen(ink)
                p.drawText(QRectF(x - 40, row, 80, fm.height()),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
            p.drawText(QRectF(0, row, left - 6, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, caption)
            for seat in range(len(self.names)):
                path = QPainterPath()
                for k, point in enumerate(self.series):
                    spot = QPointF(plot.left() + k * step,
                                   plot.bottom() - max(0.0, min(1.0, point[seat])) * plot.height())
                    if k:
                        path.lineTo(spot)
                    else:
                        path.moveTo(spot)
                p.setPen(QPen(seat_colour(palette, seat), 2.2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(path)
        # the legend, under the plot: a short line of each seat's colour and its name
        x = plot.left()
        y = self.height() - legend / 2
        for seat, name in enumerate(self.names):
            p.setPen(QPen(seat_colour(palette, seat), 3))
            p.drawLine(QPointF(x, y), QPointF(x + 18, y))
            p.setPen(ink)
            width = fm.horizontalAdvance(name)
            p.drawText(QPointF(x + 24, y + fm.ascent() / 2 - 1), name)
            x += 24 + width + 16
