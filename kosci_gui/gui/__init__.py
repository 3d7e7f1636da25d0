"""Everything Qt: start-up, the main window, boards, dialogs and the controller.

Importing this package first works around a reference-counting fault of PySide6 6.12 on
CPython 3.11: every call of a Qt method that returns nothing (and every signal ``emit``)
releases one reference to ``None`` / ``True`` it never took, and a few thousand such calls
free the singletons and abort the interpreter. From CPython 3.12 these objects are immortal;
here they are given the same immortality once, before any Qt call is made. pyproject.toml
keeps pip away from 6.12.0; this guard serves machines where it is installed anyway.
"""

from __future__ import annotations

import sys


def _immortalise_singletons() -> None:
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    import PySide6  # the package only: no Qt library is loaded yet

    if not PySide6.__version__.startswith("6.12.0"):
        return
    import ctypes

    for singleton in (None, True, False):
        # ob_refcnt is the first field of every CPython object
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40


_immortalise_singletons()
