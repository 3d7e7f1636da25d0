"""The autosave: the current game written after every action, offered back at the next start.

One file in the app data folder per copy of the app running at once: each copy holds a lock
(``QLockFile``, taken over when its owner died) on its own file, so two windows never overwrite
each other's game. A damaged autosave is moved aside (renamed with a timestamp) so it can be
looked at later, and never blocks a new game.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QLockFile

from .paths import StoragePaths, move_aside
from .savefile import SavedGame, open_saved_game, write_document

#: Copies of the app that may run at once, each with its own autosave.
MAX_SLOTS = 9


def lock_for(path: Path) -> QLockFile:
    lock = QLockFile(str(path) + ".lock")
    lock.setStaleLockTime(0)  # never stale by age: only when its owner is gone
    return lock


class Autosave:
    """The autosave file at ``path`` (locked by this copy of the app when ``lock`` is given)."""

    def __init__(self, path: Path, lock: QLockFile | None = None) -> None:
        self.path = Path(path)
        self.lock = lock

    @classmethod
    def claim(cls, paths: StoragePaths) -> Autosave:
        """The first autosave no running copy of the app holds; locked for this one."""
        for n in range(1, MAX_SLOTS + 1):
            path = paths.autosave_slot(n)
            lock = lock_for(path)
            if lock.tryLock(0):
                return cls(path, lock)
        return cls(paths.autosave_slot(MAX_SLOTS + 1))

    def release(self) -> None:
        """This copy of the app is closing: another may take the file."""
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None

    def orphans(self, paths: StoragePaths) -> list[Path]:
        """Autosaves of other copies of the app that are no longer running."""
        found = []
        for path in paths.autosave_slots():
            if path == self.path:
                continue
            lock = lock_for(path)
            if lock.tryLock(0):
                lock.unlock()
                found.append(path)
        return found

    def exists(self) -> bool:
        return self.path.exists()

    def save(self, saved: SavedGame) -> None:
        """Write the game atomically (a crash leaves the previous autosave whole)."""
        write_document(self.path, saved)

    def load(self) -> SavedGame | None:
        """The saved game, or None when there is none. Raises
        :class:`~kosci_gui.storage.savefile.SaveFileError` when the file is damaged."""
        self.remove_leftovers()
        if not self.path.exists():
            return None
        return open_saved_game(self.path)

    def remove_leftovers(self) -> None:
        """Temporary files of writes cut short by a crash (the autosave itself is whole)."""
        for leftover in self.path.parent.glob(f".{self.path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                leftover.unlink()

    def move_aside(self) -> Path:
        """Rename the damaged autosave out of the way; returns its new path."""
        return move_aside(self.path)

    def clear(self) -> None:
        """Forget the autosave (the game finished or the player declined to resume)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
