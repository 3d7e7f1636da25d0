"""Chances to win, drawn: a bar per player for the position now (:class:`ChanceBars`), and a
line per player over the turns of a finished game (:class:`ChanceChart`). Colours come from
the palette's text colour mixed with one hue per seat, so both read in light and dark
themes; every chart also says its numbers in words for a screen reader."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFontMetrics,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QProgressBar, QSizePolicy, QToolTip, QWidget

from kosci_gui.gui.words import access
from kosci_gui.gui.words.texts import percent_text

#: One hue per seat (degrees), far apart so six lines stay apart.
HUES = (210, 20, 130, 290, 50, 340)


def seat_colour(palette: QPalette, seat: int) -> QColor:
    """The colour of a seat's bar and line: its hue, as light or dark as the text."""
    text = palette.color(QPalette.ColorRole.Text)
    dark_theme = text.lightness() > 128
    colour = QColor.fromHsl(HUES[seat % len(HUES)], 170, 170 if dark_theme else 90)
    return colour


class ChanceBar(QProgressBar):
    """One seat's bar as a screen reader reads it (role progress bar, the chance as its
    value, "Anna: 49 % chance to win" as its name); :class:`ChanceBars` paints it
    (this widget paints nothing and takes no clicks or focus), over the seat's row."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setRange(0, 100)
        self.setTextVisible(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)

    def paintEvent(self, event: QPaintEvent) -> None:
        pass  # (the row is painted by the bars' widget, as one picture)

    def say(self, text: str, chance: float | None) -> None:
        self.setValue(round(100 * chance) if chance is not None else 0)
        self.setAccessibleName(text)


#: Between two columns of seats; the shortest a bar gets before it gives way to a dot; the
#: dot (a bar no longer than it is high), the last before names are shortened.
GAP, MIN_BAR, DOT = 12, 24, 10


class ChanceBars(QWidget):
    """Each player's chance to win from the position now: name, bar, percentage; each seat's
    bar also a :class:`ChanceBar` for a screen reader."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chanceBars")
        self.names: list[str] = []
        self.chances: list[float] = []
        self.current: int | None = None
        self.known = False
        #: Each seat's bar as a screen reader reads it.
        self.bars: list[ChanceBar] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_chances(self, names: Sequence[str], chances: Sequence[float] | None,
                    current: int | None) -> None:
        """The players and their chances (None: not known yet, the bars wait empty)."""
        self.names, self.current = list(names), current
        self.known = chances is not None
        self.chances = list(chances) if chances is not None else [0.0] * len(self.names)
        if self.known:
            self.setAccessibleName(self.tr("Chances to win: {list}").format(list=", ".join(
                f"{n} {percent_text(c)}" for n, c in zip(self.names, self.chances,
                                                         strict=True))))
        else:
            self.setAccessibleName(self.tr("Chances to win: being worked out"))
        while len(self.bars) > len(self.names):
            self.bars.pop().deleteLater()
        while len(self.bars) < len(self.names):
            bar = ChanceBar(self)
            bar.show()
            self.bars.append(bar)
        for bar, name, chance in zip(self.bars, self.names, self.chances, strict=True):
            if self.known:
                bar.say(self.tr("{player}: {percent} chance to win").format(
                    player=name, percent=percent_text(chance)), chance)
            else:
                bar.say(self.tr("{player}: chance to win being worked out").format(
                    player=name), None)
        self._place_bars()
        self.updateGeometry()
        self.update()

    def _slot(self, i: int) -> QRectF:
        """Seat ``i``'s row: its name, bar and percentage (row by row, in seat order)."""
        columns = self._columns()
        widths = self._column_widths()
        column = i % columns
        left = sum(widths[:column]) + GAP * column
        return QRectF(left, 2 + (i // columns) * self._row_height(), widths[column],
                      self._row_height())

    def _number_width(self) -> int:
        """Room for the percentages: two digits' ("88 %"), or what is shown if wider (a
        100 %, at the end), so the rows stay put while the chances change."""
        metrics = self.fontMetrics()
        shown = [percent_text(c) for c in self.chances] if self.known else []
        return max(metrics.horizontalAdvance(text) for text in [percent_text(0.88), *shown]) + 6

    def _widest_names(self) -> list[int]:
        """The widest name (in bold, as the current player's is) in each column."""
        bold = self.font()
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        columns = self._columns()
        widest = [0] * columns
        for i, name in enumerate(self.names):
            widest[i % columns] = max(widest[i % columns], metrics.horizontalAdvance(name))
        return widest

    def _column_widths(self) -> list[float]:
        """Each column's width: what its names, a short bar and the percentage need, the
        room over shared out evenly; short of room, the columns of short names keep what
        they need and the others share the rest (so only the longest names are shortened)."""
        columns = self._columns()
        room = max(0.0, self.width() - GAP * (columns - 1))
        for bar in (MIN_BAR, DOT):  # (short of room, the bars give way to a dot first)
            needs = [widest + 8 + bar + self._number_width() for widest in self._widest_names()]
            if sum(needs) <= room:
                extra = (room - sum(needs)) / columns
                return [need + extra for need in needs]
        widths = [0.0] * columns
        left, open_columns = room, sorted(range(columns), key=lambda c: needs[c])
        while open_columns:
            share = left / len(open_columns)
            column = open_columns[0]
            if needs[column] > share:
                for other in open_columns:
                    widths[other] = share
                break
            widths[column] = needs[column]
            left -= needs[column]
            open_columns.pop(0)
        return widths

    def tip_at(self, pos: QPoint) -> str:
        """The whole of a seat's row in words where the mouse is ("Anna: 49 % chance to
        win"): a name too long for its room is shortened on the bar, never in the tip."""
        for i, bar in enumerate(self.bars):
            if self._slot(i).contains(QPointF(pos)):
                return bar.accessibleName()
        return ""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tip_at(event.pos())
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def _place_bars(self) -> None:
        for i, bar in enumerate(self.bars):
            bar.setGeometry(self._slot(i).toRect())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_bars()

    def _row_height(self) -> int:
        return self.fontMetrics().height() + 6

    def _columns(self, width: int | None = None) -> int:
        """Seats side by side: two rows where the bars keep a useful length (a third of
        the names' room at least), else a row more: six players at 1024 px wide get three
        rows of two long bars rather than two rows of three stubs."""
        n = len(self.names)
        columns = max(1, (n + 1) // 2)
        room = self.width() if width is None else width
        bold = self.font()
        bold.setBold(True)
        widest = max((QFontMetrics(bold).horizontalAdvance(name) for name in self.names),
                     default=0) + 8
        need = widest + self._number_width() + max(MIN_BAR, widest // 3 * 2) + GAP
        # a third row only where the window has the height to spare (a tenth of it for the
        # rows): at 200 % text the table needs every line it has
        window = self.window()
        rows = max(2, int(0.1 * window.height()) // self._row_height()) if window else 2
        fewest = max(1, -(-n // min(3, rows)))
        while columns > fewest and columns * need > room + GAP:
            columns -= 1
        return columns

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        columns = self._columns(width)
        rows = (len(self.names) + columns - 1) // columns if self.names else 1
        return rows * self._row_height() + 4

    def sizeHint(self) -> QSize:
        return QSize(120 * self._columns() + 120, self.heightForWidth(self.width()))

    def minimumSizeHint(self) -> QSize:
        return QSize(100 * self._columns(), self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        row = self._row_height()
        columns = self._columns()
        number_width = self._number_width()
        widest = self._widest_names()
        for i, (name, chance) in enumerate(zip(self.names, self.chances, strict=True)):
            slot = self._slot(i)
            left, top, cell = slot.left(), slot.top(), slot.width()
            # names whole where they can be: narrow, the bar gives way first (down to a
            # dot), then the names of the column are shortened
            name_width = min(widest[i % columns] + 8, cell - number_width - DOT)
            bar_width = max(float(DOT), cell - name_width - number_width)
            font = self.font()
            font.setBold(i == self.current)
            p.setFont(font)
            p.setPen(palette.color(QPalette.ColorRole.WindowText))
            p.drawText(QRectF(left, top, name_width - 6, row),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                       QFontMetrics(font).elidedText(name, Qt.TextElideMode.ElideRight,
                                                     round(name_width - 6)))
            track = QRectF(left + name_width, top + row * 0.3, bar_width, row * 0.4)
            p.setPen(Qt.PenStyle.NoPen)
            groove = QColor(palette.color(QPalette.ColorRole.WindowText))
            groove.setAlpha(50)
            p.setBrush(groove)
            p.drawRoundedRect(track, track.height() / 2, track.height() / 2)
            filled = QRectF(track.left(), track.top(),
                            max(track.height(), track.width() * max(0.0, min(1.0, chance))),
                            track.height())
            if self.known and chance > 0:
                p.setBrush(seat_colour(palette, i))
                p.drawRoundedRect(filled, track.height() / 2, track.height() / 2)
            p.setFont(self.font())
            p.setPen(palette.color(QPalette.ColorRole.WindowText))
            p.drawText(QRectF(left + name_width + bar_width, top, number_width, row),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                       percent_text(chance) if self.known else "…")


class ChanceChart(QWidget):
    """A line per player: the chance to win after the start and after every turn, the turns
    (each player's, a round of the table) counted along the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chanceChart")
        self.names: list[str] = []
        self.series: list[list[float]] = []
        #: Points of the series a round of the table takes (a turn of each player).
        self.per_round = 1
        self.setMinimumSize(280, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_series(self, names: Sequence[str], series: Sequence[Sequence[float]]) -> None:
        """``series[k][seat]``: each seat's chance after the k-th point of the game (the
        start, then every player's turn in turn order)."""
        self.names = list(names)
        self.series = [list(point) for point in series]
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
        self.setAccessibleName(self.tr("Chances to win, turn by turn"))
        self.setAccessibleDescription("; ".join(parts))

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        fm = self.fontMetrics()
        ink = palette.color(QPalette.ColorRole.WindowText)
        caption = self.tr("turn")
        left = max(fm.horizontalAdvance(percent_text(1.0)), fm.horizontalAdvance(caption)) + 8
        legend = fm.height() + 8
        axis = fm.height() * 3 // 2 + 4  # the turns, under the plot (clear of "0 %")
        plot = QRectF(left, fm.height() / 2 + 2, self.width() - left - 8,
                      self.height() - legend - axis - fm.height() - 6)
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


# a row of readings, not a task's progress: Orca leaves the values of progress bars in a
# status bar unspoken as they change (they are read when looked at)
access.give_role(ChanceBars, QAccessible.Role.StatusBar)
