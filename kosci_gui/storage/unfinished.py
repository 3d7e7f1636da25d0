"""Unfinished games kept as files in ``saves/unfinished/``: a game a new one replaced, the
autosaves of copies of the app that died while another ran, an autosave set aside when the
app was started to open a file."""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

from .autosave import Autosave
from .paths import StoragePaths
from .savefile import SavedGame, write_document

log = logging.getLogger(__name__)

#: Unfinished games replaced by another one are kept (this many).
KEEP_UNFINISHED = 10


def folder_of(paths: StoragePaths) -> Path:
    return paths.saves / "unfinished"


def keep_game(paths: StoragePaths, saved: SavedGame) -> Path | None:
    """Write ``saved`` into the unfinished folder; returns its path (None if it failed)."""
    folder = folder_of(paths)
    try:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = folder / f"{saved.game.game}-{stamp}.json"
        write_document(path, saved)
        kept = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime)
        for old in kept[:-KEEP_UNFINISHED]:
            old.unlink()
    except OSError as exc:
        log.warning("could not keep the unfinished game: %s", exc)
        return None
    return path


def keep_file(paths: StoragePaths, path: Path) -> Path | None:
    """Move a saved-game file (an autosave) into the unfinished folder."""
    folder = folder_of(paths)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{path.name}"
        os.replace(path, target)
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
                os.replace(path, autosave.path)
            except OSError as exc:
                log.warning("could not take over %s: %s", path, exc)
            continue
        target = keep_file(paths, path)
        if target is not None:
            kept.append(target)
    return kept
