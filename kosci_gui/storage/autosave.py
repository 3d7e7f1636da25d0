"""The autosave: the current game written after every action, offered back at the next start.

One file in the app data folder. A damaged autosave is moved aside (renamed with a timestamp)
so it can be looked at later, and never blocks a new game.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from .paths import move_aside
from .savefile import SavedGame, open_saved_game, write_document


class Autosave:
    """The autosave file at ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

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
