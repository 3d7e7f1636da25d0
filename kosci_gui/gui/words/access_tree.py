"""The accessible tree without the widgets that are hidden: Qt's accessibles of our
containers, of every stack of pages and of every tab bar, replaced (a stack gives only the
page shown, a tab bar only its tabs). ``access.hide_hidden_widgets`` installs the factory;
this module, and the Qt classes it needs, load when the factory is first asked for an
accessible."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QDialog,
    QFrame,
    QGroupBox,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QStatusBar,
    QTabBar,
    QToolBar,
    QWidget,
)

from kosci_gui.gui.words.texts import without_mnemonic

#: Qt's classes whose accessible is a plain QAccessibleWidget (a container), with its role:
#: our subclasses of these get :class:`ShownChildren` instead.
CONTAINERS: dict[type, QAccessible.Role] = {
    QWidget: QAccessible.Role.Client, QFrame: QAccessible.Role.Client,
    QMainWindow: QAccessible.Role.Window, QToolBar: QAccessible.Role.ToolBar,
    QStatusBar: QAccessible.Role.StatusBar, QDialog: QAccessible.Role.Dialog,
    QGroupBox: QAccessible.Role.Grouping,
}


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


class ShownPage(QAccessibleWidget):
    """A stack of pages (a tab widget's, or any): its one child is the page shown."""

    def __init__(self, stack: QStackedWidget) -> None:
        super().__init__(stack, QAccessible.Role.LayeredPane)

    def _page(self) -> QWidget | None:
        stack = self.widget()
        assert isinstance(stack, QStackedWidget)
        return stack.currentWidget()

    def childCount(self) -> int:
        return 0 if self._page() is None else 1

    def child(self, index: int) -> QAccessibleInterface:
        page = self._page()
        if index == 0 and page is not None:
            return QAccessible.queryAccessibleInterface(page)
        return None  # type: ignore[return-value]  # (Qt's "no such child")

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        page = self._page()
        return 0 if child is not None and page is not None and child.object() is page else -1


class TabItem(QAccessibleInterface):
    """One tab of a tab bar, as Qt's own tab is read: a page tab named by its text,
    selected when it is the current one (chosen with the arrow keys or Ctrl+Tab)."""

    def __init__(self, bar: QTabBar, index: int) -> None:
        super().__init__()
        self._bar = bar
        self._index = index

    def isValid(self) -> bool:
        try:
            return self._index < self._bar.count()
        except RuntimeError:  # (the bar is gone)
            return False

    def object(self) -> QObject:
        return None  # type: ignore[return-value]  # (a tab is no object of its own)

    def window(self) -> QWindow:
        return self.parent().window()

    def parent(self) -> QAccessibleInterface:
        return QAccessible.queryAccessibleInterface(self._bar)

    def child(self, index: int) -> QAccessibleInterface:
        return None  # type: ignore[return-value]

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface:
        return None  # type: ignore[return-value]

    def focusChild(self) -> QAccessibleInterface:
        return None  # type: ignore[return-value]

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # (a tab's text is the program's)

    def text(self, kind: QAccessible.Text) -> str:
        if not self.isValid():
            return ""
        if kind == QAccessible.Text.Name:
            return without_mnemonic(self._bar.tabText(self._index))
        if kind == QAccessible.Text.Description:
            return self._bar.tabToolTip(self._index)
        return ""

    def rect(self) -> QRect:
        if not self.isValid():
            return QRect()
        tab = self._bar.tabRect(self._index)
        return QRect(self._bar.mapToGlobal(QPoint(tab.x(), tab.y())), tab.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.PageTab

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.isValid():
            state.invalid = True
            return state
        bar, index = self._bar, self._index
        current = bar.currentIndex() == index
        state.focusable = state.selectable = True
        state.selected = current
        state.focused = current and bar.hasFocus()
        state.disabled = not bar.isTabEnabled(index)
        state.invisible = not bar.isVisible() or not bar.isTabVisible(index)
        state.offscreen = not bar.rect().intersects(bar.tabRect(index))
        return state


class TabsOnly(QAccessibleWidget):
    """A tab bar whose children are its tabs (Qt's also lists its two scroll buttons, hidden
    while the tabs fit), named by the current tab as Qt names it. The tabs' accessibles are
    made once per place and handed back to Qt's registry when the bar goes."""

    def __init__(self, bar: QTabBar) -> None:
        super().__init__(bar, QAccessible.Role.PageTabList)
        self._tabs: list[TabItem] = []
        _kept_tabs[id(bar)] = self._tabs
        bar.destroyed.connect(partial(_let_go, id(bar)))

    def _bar(self) -> QTabBar:
        bar = self.widget()
        assert isinstance(bar, QTabBar)
        return bar

    def childCount(self) -> int:
        return self._bar().count()

    def child(self, index: int) -> QAccessibleInterface:
        bar = self._bar()
        if not 0 <= index < bar.count():
            return None  # type: ignore[return-value]
        while len(self._tabs) <= index:
            self._tabs.append(TabItem(bar, len(self._tabs)))
        return self._tabs[index]

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for index, tab in enumerate(self._tabs):
            if tab is child:
                return index if index < self._bar().count() else -1
        return -1

    def focusChild(self) -> QAccessibleInterface:
        bar = self._bar()
        if bar.hasFocus() and bar.currentIndex() >= 0:
            return self.child(bar.currentIndex())
        return None  # type: ignore[return-value]

    def text(self, kind: QAccessible.Text) -> str:
        bar = self._bar()
        if kind == QAccessible.Text.Name and not bar.accessibleName() \
                and bar.currentIndex() >= 0:
            return without_mnemonic(bar.tabText(bar.currentIndex()))
        return super().text(kind)


#: The tabs made for each tab bar still there (by the bar's id): Python keeps them alive
#: while Qt's registry knows them.
_kept_tabs: dict[int, list[TabItem]] = {}


def _let_go(key: int, _bar: QObject | None = None) -> None:
    """A tab bar is gone: its tabs leave Qt's registry (which deletes them) and ours."""
    for tab in _kept_tabs.pop(key, []):
        ident = QAccessible.uniqueId(tab)
        QAccessible.deleteAccessibleInterface(ident)


def shown_children(key: str, obj: QObject,
                   own_roles: dict[type, QAccessible.Role]) -> QAccessibleInterface | None:
    """The accessible factory (asked, for each object, about its class and then each base
    class, before Qt's own): :class:`ShownChildren` for our containers (and our classes
    with a role of their own, ``own_roles``), :class:`ShownPage` for every stack of pages
    and :class:`TabsOnly` for every tab bar, Qt's or ours."""
    if not isinstance(obj, QWidget) or type(obj).__name__ != key:
        return None
    if isinstance(obj, QStackedWidget):
        return ShownPage(obj)
    if isinstance(obj, QTabBar):
        return TabsOnly(obj)
    qt_class = next(c for c in type(obj).__mro__ if c.__module__.startswith("PySide6"))
    role = own_roles.get(type(obj)) or CONTAINERS.get(qt_class)
    if role is None:
        return None
    return ShownChildren(obj, role)
