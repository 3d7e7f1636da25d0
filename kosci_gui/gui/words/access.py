"""What screen readers are told beyond each widget's own name: announcements (Qt's
announcement event, which Orca speaks at once, politely or over what it is saying), and
names for the parts Qt makes without one (a toolbar's "more" button)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QToolBar, QToolButton


def announce(source: QObject, text: str, *, urgent: bool = False) -> None:
    """Have screen readers speak ``text`` (from ``source``, a widget with an accessible
    interface); ``urgent`` interrupts what they are saying (a refusal, the clock)."""
    if not text:
        return
    event = QAccessibleAnnouncementEvent(source, text)
    if urgent:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


def name_toolbar_parts(toolbar: QToolBar) -> None:
    """Name the button Qt adds to a toolbar too narrow for its tools (in the language of
    the moment: call again after a change of language)."""
    for button in toolbar.findChildren(QToolButton, "qt_toolbar_ext_button"):
        text = QCoreApplication.translate("Access", "More tools")
        button.setAccessibleName(text)
        button.setToolTip(text)
