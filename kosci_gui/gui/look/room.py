"""The room a window has on its screen: a dialog opens no bigger than the screen it shows on
(large text on a small screen leaves little: 200 % on a 1280×800 screen is 640×400 logical
pixels), and scrolls or wraps for the rest."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: A window lower than this (logical pixels: 200 % on a 1280×800 screen leaves 400) is
#: short: the toolbar's icons are small, a tip takes one line, the chance bars no line of
#: figures under them.
SHORT_WINDOW = 480


def fitted_size(widget: QWidget, wanted: QSize) -> QSize:
    """``wanted``, but no more than nine tenths of the screen the widget will show on (a
    200 % scale on a full-HD screen leaves 960×540 logical pixels)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return wanted
    room = screen.availableGeometry().size() * 0.9
    return wanted.boundedTo(room)
