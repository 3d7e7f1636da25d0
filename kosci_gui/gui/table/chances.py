"""Chances to win, drawn: a bar per player for the position now (:class:`ChanceBars`; the
line per player over the turns of a finished game is :mod:`.chance_chart`). Colours come
from the palette's text colour mixed with one hue per seat, so they read in light and dark
themes; the bars also say their numbers in words for a screen reader."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFontMetrics,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QProgressBar, QSizePolicy, QToolTip, QWidget

from kosci_gui.ai.reasons import Reason
from kosci_gui.gui.look.room import SHORT_WINDOW
from kosci_gui.gui.words import access
from kosci_gui.gui.words.texts import percent_text
from kosci_gui.gui.words.why_texts import StandingWords

#: One hue per seat (degrees), far apart so six lines stay apart.
HUES = (210, 20, 130, 290, 50, 340)


def seat_colour(palette: QPalette, seat: int) -> QColor:
    """The colour of a seat's bar and line: its hue, as light or dark as the text."""
    text = palette.color(QPalette.ColorRole.Text)
    dark_theme = text.lightness() > 128
    colour = QColor.fromHsl(HUES[seat % len(HUES)], 170, 170 if dark_theme else 90)
    return colour



def show_point_tip(widget: QWidget, event: QEvent, tip_at: Callable[[QPoint], str]) -> bool:
    """Answer a tooltip event of ``widget`` with the tip of the point under the mouse
    (``tip_at``; none there: no tooltip); False for any other event."""
    if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
        return False
    tip = tip_at(event.pos())
    if tip:
        QToolTip.showText(event.globalPos(), tip, widget)
    else:
        QToolTip.hideText()
        event.ignore()
    return True

class ChanceBar(QProgressBar):
    """One seat's bar as a screen reader reads it (role progress bar, the chance as its
    value, "Anna: 49 % chance to win" as its name, what the chance weighs as its
    description); :class:`ChanceBars` paints it
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

    def say(self, text: str, chance: float | None, why: str = "") -> None:
        self.setValue(round(100 * chance) if chance is not None else 0)
        self.setAccessibleName(text)
        self.setAccessibleDescription(why)


#: Between two columns of seats; the shortest a bar gets before it gives way to a dot; the
#: dot (a bar no longer than it is high), the last before names are shortened.
GAP, MIN_BAR, DOT = 12, 24, 10


class ChanceBars(QWidget):
    """Each player's chance to win from the position now: name, bar, percentage; each seat's
    bar also a :class:`ChanceBar` for a screen reader; and what the chances weigh (each
    player's expected final score, or Thousand's turns to 1000): a line under the bars in a
    window with the height for it, each seat's in its bar's tooltip and description."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chanceBars")
        self.names: list[str] = []
        self.chances: list[float] = []
        self.current: int | None = None
        self.known = False
        #: Every seat's figure on one line ("Expected final scores: Ala 231 · Ola 262").
        self.summary = ""
        self._line_shown: bool | None = None
        self._watched: QWidget | None = None
        #: Each seat's bar as a screen reader reads it.
        self.bars: list[ChanceBar] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_chances(self, names: Sequence[str], chances: Sequence[float] | None,
                    current: int | None, basis: Sequence[Reason | None] = ()) -> None:
        """The players and their chances (None: not known yet, the bars wait empty), and
        what each weighs (``basis``: a reason per seat, ``ai/reasons.py``; empty: not
        known)."""
        self.names, self.current = list(names), current
        self.known = chances is not None
        self.chances = list(chances) if chances is not None else [0.0] * len(self.names)
        words = StandingWords(self.names)
        seat_lines = [words.seat_line(r) if r is not None and self.known else ""
                      for r in basis] if basis else [""] * len(self.names)
        self.summary = words.summary(basis) if self.known else ""
        self.setAccessibleDescription(self.summary)
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
        for bar, name, chance, why in zip(self.bars, self.names, self.chances, seat_lines,
                                          strict=True):
            if self.known:
                bar.say(self.tr("{player}: {percent} chance to win").format(
                    player=name, percent=percent_text(chance)), chance, why)
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
        win", and on a line under it what the chance weighs), or the line of figures under
        the bars: a name too long for its room is shortened on the bar, never in the tip."""
        for i, bar in enumerate(self.bars):
            if self._slot(i).contains(QPointF(pos)):
                return "\n".join(t for t in (bar.accessibleName(), bar.accessibleDescription())
                                 if t)
        if self.summary and self._summary_rect().contains(QPointF(pos)):
            return self.summary
        return ""

    def event(self, event: QEvent) -> bool:
        return show_point_tip(self, event, self.tip_at) or super().event(event)

    def _place_bars(self) -> None:
        for i, bar in enumerate(self.bars):
            bar.setGeometry(self._slot(i).toRect())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_bars()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        window = self.window()
        if window is not self and window is not self._watched:
            window.installEventFilter(self)  # (its height decides the line under the bars)
            self._watched = window
        self._line_shown = self._summary_shown()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self._summary_shown() != self._line_shown:
            self._line_shown = self._summary_shown()
            self.updateGeometry()
        return False

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

    def _summary_shown(self) -> bool:
        """A line for the figures under the bars, in a window with the height for it (kept
        while the chances are worked out, so nothing moves when they come)."""
        window = self.window()
        return window is None or window is self or window.height() >= SHORT_WINDOW

    def _rows(self, width: int | None = None) -> int:
        columns = self._columns(width)
        return (len(self.names) + columns - 1) // columns if self.names else 1

    def _summary_rect(self) -> QRectF:
        return QRectF(0, 2 + self._rows() * self._row_height(), self.width(),
                      self._row_height())

    def summary_text(self) -> str:
        """The line under the bars as it fits the width: whole, else the figures without
        their title, else shortened ("" in a short window)."""
        if not self._summary_shown() or not self.summary:
            return ""
        metrics = self.fontMetrics()
        if metrics.horizontalAdvance(self.summary) <= self.width():
            return self.summary
        figures = self.summary.split(": ", 1)[-1]
        return metrics.elidedText(figures, Qt.TextElideMode.ElideRight, self.width())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        lines = self._rows(width) + (1 if self._summary_shown() else 0)
        return lines * self._row_height() + 4

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
        summary = self.summary_text()
        if summary:
            p.setFont(self.font())
            p.setPen(palette.color(QPalette.ColorRole.WindowText))
            p.drawText(self._summary_rect(), Qt.AlignmentFlag.AlignVCenter
                       | Qt.AlignmentFlag.AlignLeft, summary)


# a row of readings, not a task's progress: Orca leaves the values of progress bars in a
# status bar unspoken as they change (they are read when looked at)
access.give_role(ChanceBars, QAccessible.Role.StatusBar)
