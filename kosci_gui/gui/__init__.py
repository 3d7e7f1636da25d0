"""Everything Qt: start-up, the main window, boards, dialogs and the controller.

Importing this package first works around a reference-counting fault of PySide6 6.12 on
CPython 3.11: every call of a Qt method that returns nothing (and every signal ``emit``)
releases one reference to ``None`` / ``True`` it never took, and a few thousand such calls
free the singletons and abort the interpreter. From CPython 3.12 these objects are immortal;
here they are given the same immortality once, before any Qt call is made. (PySide6 6.11.3
does not have the fault.)
"""

from __future__ import annotations

import sys


def _immortalise_singletons() -> None:
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    import ctypes

    for singleton in (None, True, False):
        # ob_refcnt is the first field of every CPython object
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40


_immortalise_singletons()
