"""Unfinished games kept as files in ``saves/unfinished/``: a game a new one replaced, a game
the player chose not to resume, the autosaves of copies of the app that died while another
ran, an autosave set aside when the app was started to open a file.

Every game is kept: nothing here removes a file (the player deletes them, from the Open
dialog). Names carry the time and a random part, so two games kept in the same second never
overwrite each other.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

from .autosave import Autosave, move_autosave
from .paths import StoragePaths
from .savefile import SavedGame, write_document

log = logging.getLogger(__name__)


def folder_of(paths: StoragePaths) -> Path:
    return paths.saves / "unfinished"


def free_name(folder: Path, stem: str) -> Path:
    """A name in ``folder`` no file has: ``<stem>-<time>-<random>.json``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    while True:
        path = folder / f"{stem}-{stamp}-{os.urandom(4).hex()}.json"
        if not path.exists():
            return path


def keep_game(paths: StoragePaths, saved: SavedGame, *,
              taken_from: Path | None = None) -> Path | None:
    """Write ``saved`` into the unfinished folder; returns its path (None if it failed).
    ``taken_from``: the kept file this game was opened from and played on — it is written
    there again, the same game further on, not kept a second time beside its past."""
    folder = folder_of(paths)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if taken_from is not None and taken_from.parent == folder and taken_from.is_file():
            path = taken_from
        else:
            path = free_name(folder, saved.game.game)
        write_document(path, saved)
    except OSError as exc:
        log.warning("could not keep the unfinished game: %s", exc)
        return None
    return path


def keep_file(paths: StoragePaths, path: Path) -> Path | None:
    """Move a saved-game file (an autosave, with its journal) into the unfinished folder."""
    folder = folder_of(paths)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target = free_name(folder, path.stem)
        move_autosave(path, target)
    except OSError as exc:
        log.warning("could not keep %s: %s", path, exc)
        return None
    return target


def gather_orphans(autosave: Autosave, paths: StoragePaths) -> list[Path]:
    """Autosaves of copies of the app that are no longer running: the first becomes this
    copy's autosave (when it has none), the others are kept as unfinished games (returned)."""
    kept = []
    for path in autosave.orphans(paths):
        if not autosave.exists():
            try:
                move_autosave(path, autosave.path)
            except OSError as exc:
                log.warning("could not take over %s: %s", path, exc)
            continue
        target = keep_file(paths, path)
        if target is not None:
            kept.append(target)
    return kept
