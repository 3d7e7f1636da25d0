"""Which running copy of the app owns an autosave: a lock that goes away with its owner.

On POSIX systems this is ``flock`` on ``<autosave>.lock``: the kernel drops the lock the
moment its process dies, ``kill -9`` included, so there is no stale lock to guess about. A
process ID is never consulted; in a PID namespace (Flatpak, containers) every start of the app
is PID 1, and a lock trusted by its PID would look alive for ever after a crash. Two windows in
one process hold separate locks (each lock is its own open file). Elsewhere (Windows, where
PIDs are not reused that way) Qt's ``QLockFile`` is used, stale only when its owner is gone.

Lock files are left in place when unlocked: removing a file another process may just have
opened would let two copies believe they hold the same lock.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import Any

if sys.platform != "win32":
    import fcntl


def lock_path(path: Path) -> Path:
    """The lock file of the autosave at ``path``."""
    return Path(str(path) + ".lock")


class FileLock:
    """An exclusive lock on ``<path>.lock``, taken with :meth:`try_lock`."""

    def __init__(self, path: Path) -> None:
        self.path = lock_path(path)
        self._fd: int | None = None
        self._qt: Any = None

    @property
    def locked(self) -> bool:
        return self._fd is not None or self._qt is not None

    def try_lock(self) -> bool:
        """Take the lock now if no living process holds it; never waits."""
        if self.locked:
            return True
        if sys.platform == "win32":  # pragma: no cover
            return self._try_qt()
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            try:  # a read-only folder: an existing lock file can still be locked
                fd = os.open(self.path, os.O_RDONLY)
            except OSError:
                return False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def unlock(self) -> None:
        if self._fd is not None and sys.platform != "win32":
            with contextlib.suppress(OSError):
                fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None
        if self._qt is not None:  # pragma: no cover - Windows
            self._qt.unlock()
            self._qt = None

    def _try_qt(self) -> bool:  # pragma: no cover - Windows
        from PySide6.QtCore import QLockFile

        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)  # never stale by age: only when its owner is gone
        if not lock.tryLock(0):
            return False
        self._qt = lock
        return True


def held_elsewhere(path: Path) -> bool:
    """Does a running copy of the app (another process or window) hold ``path``'s lock?"""
    lock = FileLock(path)
    if lock.try_lock():
        lock.unlock()
        return False
    # No lock could be taken: held, unless the lock file cannot even be made (a read-only
    # folder without one), in which case no copy can be holding it either.
    return lock.path.exists()
