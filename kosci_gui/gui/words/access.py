"""What screen readers are told beyond each widget's own name: announcements (Qt's
announcement event, which Orca speaks at once, politely or over what it is saying), names
for the parts Qt makes without one (a toolbar's "more" button), and a tree without the
widgets that are hidden (:func:`hide_hidden_widgets`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleInterface
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QDialog,
    QFrame,
    QGroupBox,
    QMainWindow,
    QMenu,
    QStatusBar,
    QToolBar,
    QToolButton,
    QWidget,
)

#: Qt's classes whose accessible is a plain QAccessibleWidget (a container), with its role:
#: our subclasses of these get :class:`ShownChildren` instead.
CONTAINERS: dict[type, QAccessible.Role] = {
    QWidget: QAccessible.Role.Client, QFrame: QAccessible.Role.Client,
    QMainWindow: QAccessible.Role.Window, QToolBar: QAccessible.Role.ToolBar,
    QStatusBar: QAccessible.Role.StatusBar, QDialog: QAccessible.Role.Dialog,
    QGroupBox: QAccessible.Role.Grouping,
}
_installed = False


def without_mnemonic(text: str) -> str:
    """A label's text as it is shown and read: its mnemonic's & left out ("&&" is one &)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


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


class ShownChildren(QAccessibleWidget):
    """Qt's accessible of a container widget, whose children are only those not hidden:
    Qt's own lists every child widget, and AT-SPI then shows a hidden warning bar, a
    toolbar's "more" button or a hidden button to a screen reader (named, not showing)."""

    def text(self, kind: QAccessible.Text) -> str:
        widget = self.widget()
        if kind == QAccessible.Text.Name and isinstance(widget, QToolBar) \
                and not widget.accessibleName():
            return widget.windowTitle()  # (as Qt names a toolbar)
        if kind == QAccessible.Text.Name and isinstance(widget, QGroupBox) \
                and not widget.accessibleName():
            return without_mnemonic(widget.title())
        return super().text(kind)

    def _children(self) -> list[QWidget]:
        return [child for child in self.widget().children()
                if isinstance(child, QWidget) and not child.isWindow()
                and not child.isHidden() and not isinstance(child, QMenu)
                and child.objectName() != "qt_rubberband"]

    def childCount(self) -> int:
        return len(self._children())

    def child(self, index: int) -> QAccessibleInterface:
        children = self._children()
        if 0 <= index < len(children):
            return QAccessible.queryAccessibleInterface(children[index])
        return None  # type: ignore[return-value]  # (Qt's "no such child")

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        children = self._children()
        widget = child.object() if child is not None else None
        return children.index(widget) if widget in children else -1


def _shown_children(key: str, obj: QObject) -> QAccessibleInterface | None:
    """The accessible factory: :class:`ShownChildren` for our containers (PySide asks it
    about the classes made in Python only)."""
    if not isinstance(obj, QWidget):
        return None
    qt_class = next(c for c in type(obj).__mro__ if c.__module__.startswith("PySide6"))
    role = CONTAINERS.get(qt_class)
    if role is None or type(obj).__name__ != key:
        return None
    return ShownChildren(obj, role)


def hide_hidden_widgets() -> None:
    """Leave hidden widgets out of the accessible tree (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_shown_children)
        _installed = True
