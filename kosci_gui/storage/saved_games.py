"""The saved games a player can open: the files of *Save game as…* (``saves/``) and the
unfinished games kept in ``saves/unfinished/``, each with what the Open dialog shows about it
(when it was saved, the game, the players, how far it got). A file is read, not replayed,
so listing is quick; one that cannot be read is still listed (it can be deleted)."""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from .paths import StoragePaths
from .savefile import SaveFileError, read_document
from .unfinished import folder_of


@dataclass(frozen=True)
class SavedFile:
    path: Path
    #: When the file was last written (UTC).
    modified: datetime
    #: Kept by the app (a replaced or not resumed game), not saved by the player.
    unfinished: bool
    game: str | None = None
    players: tuple[str, ...] = ()
    turns: int = 0
    #: The :class:`SaveFileError` code when the file cannot be read.
    problem: str | None = None


def describe_file(path: Path, *, unfinished: bool = False) -> SavedFile:
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc)
    except OSError:
        modified = datetime.fromtimestamp(0, timezone.utc)
    try:
        doc = read_document(path)
    except SaveFileError as error:
        return SavedFile(path, modified, unfinished, problem=error.code)
    players, turns, game = doc.get("players"), doc.get("turns"), doc.get("game")
    names = tuple(str(p.get("name")) for p in players if isinstance(p, dict)) if isinstance(
        players, list) else ()
    return SavedFile(path, modified, unfinished, game if isinstance(game, str) else None,
                     names, len(turns) if isinstance(turns, list) else 0)


def list_saved(paths: StoragePaths) -> list[SavedFile]:
    """Every saved and kept game, newest first."""
    found = []
    for folder, unfinished in ((paths.saves, False), (folder_of(paths), True)):
        if folder.is_dir():
            found += [describe_file(p, unfinished=unfinished)
                      for p in folder.glob("*.json") if p.is_file()]
    return sorted(found, key=lambda f: (f.modified, f.path.name), reverse=True)


def delete(path: Path) -> None:
    """Remove a saved game the player chose to delete (and a journal it may have)."""
    os.unlink(path)
    with contextlib.suppress(FileNotFoundError):
        os.unlink(str(path) + ".journal")
