"""What screen readers are told beyond each widget's own name: announcements (a notice —
an accessible of the role *notification* that shows for a moment with the words as its
name: what every Orca speaks, Orca 43 as Debian 12 ships it included, which does not listen
for Qt's announcement event; one way only, so no Orca hears a message twice), names
for the parts Qt makes without one (a toolbar's "more" button), and a tree without the
widgets that are hidden (:func:`hide_hidden_widgets`, whose accessibles are in
``access_tree.py``): a stack of pages gives only the page shown, a tab bar only its tabs
(Qt's own list every page, and the tab bar's two scroll buttons, hidden or not).

Left as Qt builds them, as GTK applications have them: a menu item's menu and a combo box's
list are in the tree while closed (not showing), which is how a screen reader knows what
they hold."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QToolBar, QToolButton, QWidget

#: Our own classes whose accessible has a role of its own (registered with :func:`give_role`).
OWN_ROLES: dict[type, QAccessible.Role] = {}


def give_role(cls: type, role: QAccessible.Role) -> None:
    """Widgets of ``cls`` (ours) read with ``role``: e.g. the chance bars' row as a status
    bar, so that a screen reader does not speak its bars' values as they change."""
    OWN_ROLES[cls] = role


_installed = False
#: The accessibles' factory, loaded when it is first asked for one (``access_tree.py``).
_tree_factory: Callable[[str, QObject, dict[type, QAccessible.Role]],
                        QAccessibleInterface | None] | None = None


#: How long a notice stays in the tree after it showed (a screen reader reads its name when
#: it hears it show, a moment later).
NOTICE_MS = 5_000


class Notice(QWidget):
    """One spoken message: a widget of one pixel, painting nothing, whose accessible is a
    *notification* named by the message (:func:`announce`). Each message has its own, so
    two said in a row are both read whole."""

    def __init__(self, parent: QWidget, text: str, urgent: bool) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.urgent = urgent
        self.setAccessibleName(text)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setGeometry(0, 0, 1, 1)


def announce(source: QWidget, text: str, *, urgent: bool = False) -> Notice | None:
    """Have screen readers speak ``text``: a :class:`Notice` shows in ``source`` (a widget
    on screen) and goes after :data:`NOTICE_MS`. ``urgent`` (a refusal, the clock) is kept
    for the screen readers that can interrupt (Orca 43 says notices in turn)."""
    if not text:
        return None
    notice = Notice(source, text, urgent)
    notice.show()
    QTimer.singleShot(NOTICE_MS, notice, notice.deleteLater)
    return notice


give_role(Notice, QAccessible.Role.Notification)


def name_toolbar_parts(toolbar: QToolBar) -> None:
    """Name the button Qt adds to a toolbar too narrow for its tools (in the language of
    the moment: call again after a change of language)."""
    for button in toolbar.findChildren(QToolButton, "qt_toolbar_ext_button"):
        text = QCoreApplication.translate("Access", "More tools")
        button.setAccessibleName(text)
        button.setToolTip(text)


def _shown_children(key: str, obj: QObject) -> QAccessibleInterface | None:
    """The accessible factory, which Qt asks before its own: ``access_tree.py`` makes the
    accessibles, and is loaded the first time one is asked for (without a screen reader,
    nothing asks before the window shows)."""
    global _tree_factory
    if _tree_factory is None:
        from kosci_gui.gui.words.access_tree import shown_children

        _tree_factory = shown_children
    return _tree_factory(key, obj, OWN_ROLES)


def hide_hidden_widgets() -> None:
    """Leave hidden widgets out of the accessible tree (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_shown_children)
        _installed = True
