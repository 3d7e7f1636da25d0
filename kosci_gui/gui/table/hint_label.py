"""The hint in words under the dice's buttons: the advice on its first line, then the reasons
behind it (the coach's "why"), as many of them as the table has room for.

A small window keeps its dice: the reasons that do not fit are left out, the last line shown
ends in "…", and the whole hint is in the label's tooltip (and in the tray's description,
which a screen reader reads)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

#: What marks a hint whose last reasons were left out.
MORE = " …"


class HintLabel(QLabel):
    """``room()``: the most pixels tall the hint may be (the board says, from its height)."""

    def __init__(self, room: Callable[[], int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintLabel")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.room = room
        #: The whole hint (the label may show less).
        self.full_text = ""

    def set_hint(self, text: str) -> None:
        self.full_text = text
        self.setVisible(bool(text))
        self.refit()

    def shown_lines(self, width: int, room: int) -> list[str]:
        """The hint's lines that fit ``room`` pixels at ``width``: the first always, then
        each whole reason while the next still fits (the last one shown marked when some
        are left out)."""
        lines = self.full_text.split("\n") if self.full_text else []
        fm = self.fontMetrics()
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
        shown: list[str] = []
        used = 0
        for line in lines:
            tall = fm.boundingRect(QRect(0, 0, max(1, width), 1 << 20), flags, line).height()
            if shown and used + tall > room:
                shown[-1] += MORE
                break
            shown.append(line)
            used += tall
        return shown

    def refit(self) -> None:
        shown = "\n".join(self.shown_lines(self.contentsRect().width(), self.room()))
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(self.full_text if shown != self.full_text else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.refit()
