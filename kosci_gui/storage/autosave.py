"""The autosave: the current game written after every action, offered back at the next start.

One file in the app data folder per copy of the app running at once: each copy holds a lock
(:mod:`~kosci_gui.storage.lock`, gone with its owner) on its own file, so two windows never
overwrite each other's game. Every write is atomic; a long game's record is continued by a
journal instead of being rewritten whole (:mod:`~kosci_gui.storage.journal`). A damaged
autosave is moved aside (renamed with a timestamp) so it can be looked at later, and never
blocks a new game; one written by a newer version of the app is left exactly as it is.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import Any

from . import journal
from .atomic import write_json_atomic
from .lock import FileLock, held_elsewhere
from .paths import StoragePaths, move_aside
from .savefile import (
    OTHER_VERSION,
    SavedGame,
    SaveFileError,
    build_document,
    read_document,
    restore_document,
    save_extras,
)

#: Copies of the app that may run at once, each with its own autosave.
MAX_SLOTS = 9
#: A temporary file no running copy can still be writing (a write takes milliseconds).
LEFTOVER_SECONDS = 600


def is_newer(path: Path) -> bool:
    """Was the autosave at ``path`` written by a newer version (another record format)?"""
    try:
        read_document(path)
    except SaveFileError as error:
        return error.code == OTHER_VERSION
    return False


class Autosave:
    """The autosave file at ``path`` (locked by this copy of the app when ``lock`` is given)."""

    def __init__(self, path: Path, lock: FileLock | None = None) -> None:
        self.path = Path(path)
        self.lock = lock
        #: Bytes the last :meth:`save` wrote (the whole record, or one journal line).
        self.last_bytes = 0
        # What the files hold: the game object of the last whole write, its journal token,
        # the turns written so far and the sizes of the record and the journal.
        self._game: Any = None
        self._token: str | None = None
        self._turns = 0
        self._whole = 0
        self._journal = 0

    @classmethod
    def claim(cls, paths: StoragePaths, *, skip: Path | None = None) -> Autosave:
        """The first autosave no running copy of the app holds, locked for this one. A slot
        whose file a newer version wrote is passed over (and left alone), as is ``skip``."""
        slots = [p for p in map(paths.autosave_slot, range(1, MAX_SLOTS + 1)) if p != skip]
        for path in slots:
            lock = FileLock(path)
            if lock.try_lock():
                if path.exists() and is_newer(path):
                    lock.unlock()
                    continue
                return cls(path, lock)
        # No lock could be taken: in a read-only folder without lock files nothing can be
        # written anyway, and its game must still be found (and offered, to look at).
        for path in slots:
            if not held_elsewhere(path) and not (path.exists() and is_newer(path)):
                return cls(path)
        return cls(paths.autosave_slot(MAX_SLOTS + 1))

    def release(self) -> None:
        """This copy of the app is closing: another may take the file."""
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None

    def orphans(self, paths: StoragePaths) -> list[Path]:
        """Autosaves of other copies of the app that are no longer running (newer versions'
        files are not ours to take)."""
        found = []
        for path in paths.autosave_slots():
            if path == self.path:
                continue
            lock = FileLock(path)
            if lock.try_lock():
                lock.unlock()
                if not is_newer(path):
                    found.append(path)
        return found

    def exists(self) -> bool:
        return self.path.exists()

    # -- writing --------------------------------------------------------------------------

    def save(self, saved: SavedGame) -> None:
        """Write the game: whole (atomically) or, for a long record, one journal line. Either
        way a crash leaves the previous state or this one, whole."""
        game = saved.game
        first = max(0, self._turns - 1)
        if (game is not self._game or self._token is None or self._whole < journal.WHOLE_BYTES
                or self._journal > self._whole // 2 or len(game.turns) < self._turns):
            self._write_whole(saved)
            return
        line = journal.entry(self._token, first, game.turns[first:], self._tail(saved))
        self.last_bytes = journal.append(self.path, line)
        self._journal += self.last_bytes
        self._turns = len(game.turns)

    def _write_whole(self, saved: SavedGame) -> None:
        doc = build_document(saved)
        token = journal.new_token()
        doc["meta"]["autosave"] = token
        size = write_json_atomic(self.path, doc)
        journal.drop(self.path)
        self._game, self._token = saved.game, token
        self._turns, self._whole, self._journal = len(saved.game.turns), size, 0
        self.last_bytes = size

    @staticmethod
    def _tail(saved: SavedGame) -> dict[str, Any]:
        tail = save_extras(saved)
        if saved.settings:
            tail["settings"] = dict(saved.settings)
        return tail

    # -- reading --------------------------------------------------------------------------

    def document(self) -> dict[str, Any]:
        """The saved document with its journal applied (raises :class:`SaveFileError`)."""
        return journal.apply(self.path, read_document(self.path)).doc

    def load(self) -> SavedGame | None:
        """The saved game, or None when there is none. Raises
        :class:`~kosci_gui.storage.savefile.SaveFileError` when the file is damaged."""
        self.remove_leftovers()
        if not self.path.exists():
            return None
        return restore_document(self.document(), self.path)

    def remove_leftovers(self) -> None:
        """Temporary files of writes cut short by a crash (the autosave itself is whole)."""
        for leftover in self.path.parent.glob(f".{self.path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                leftover.unlink()

    # -- moving and forgetting ------------------------------------------------------------

    def move_aside(self) -> Path:
        """Rename the damaged autosave (and its journal) out of the way; returns its path."""
        self._forget()
        aside = move_aside(self.path)
        with contextlib.suppress(FileNotFoundError):
            os.replace(journal.journal_path(self.path), journal.journal_path(aside))
        return aside

    def clear(self) -> None:
        """Forget the autosave (the game finished or was kept elsewhere)."""
        self._forget()
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
        journal.drop(self.path)

    def _forget(self) -> None:
        self._game = self._token = None
        self._turns = self._whole = self._journal = 0


def move_autosave(source: Path, target: Path) -> None:
    """Move the autosave at ``source`` (with its journal, if any) to ``target``: renamed when
    it is whole, else written there whole with the journal applied."""
    if not journal.journal_path(source).exists():
        os.replace(source, target)
        return
    try:
        doc = journal.apply(source, read_document(source)).doc
    except SaveFileError:  # damaged: move the files as they are, for inspection
        os.replace(source, target)
        os.replace(journal.journal_path(source), journal.journal_path(target))
        return
    write_json_atomic(target, doc)
    os.unlink(source)
    journal.drop(source)


def clean_leftovers(paths: StoragePaths) -> int:
    """Remove the temporary files of writes cut short by a crash, of this copy and of dead
    ones: an autosave's only when no running copy holds that autosave, any other only when
    it is old enough that no running copy can still be writing it. Returns how many."""
    removed = 0
    now = time.time()
    base = Path(paths.base)
    for folder in (base, paths.pending, paths.saves, paths.saves / "unfinished"):
        for leftover in [*folder.glob(".*.tmp"), *folder.glob(".*.new")]:
            # ".autosave-2.json.k3j9x_.tmp" is a write of "autosave-2.json"
            owner = base / leftover.name[1:].rsplit(".", 2)[0]
            if folder == base and owner.name.startswith("autosave"):
                if held_elsewhere(owner):
                    continue
            else:
                try:
                    if now - leftover.stat().st_mtime < LEFTOVER_SECONDS:
                        continue
                except OSError:
                    continue
            with contextlib.suppress(OSError):
                leftover.unlink()
                removed += 1
    return removed
