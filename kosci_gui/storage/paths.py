"""Where the app keeps its files: the app data folder (QStandardPaths.AppDataLocation).

Tests inject a base folder (or point ``XDG_DATA_HOME`` at a temporary one), so the user's
real folders are never touched.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .atomic import write_bytes_atomic

AUTOSAVE_NAME = "autosave.json"
HISTORY_NAME = "history.sqlite3"
PENDING_NAME = "pending"
SAVES_NAME = "saves"


def app_data_dir() -> Path:
    """The writable app data folder (created if needed)."""
    from PySide6.QtCore import QStandardPaths

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:
        location = os.path.join(os.path.expanduser("~"), ".local", "share", "kosci")
    path = Path(location)
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass(frozen=True)
class StoragePaths:
    """Every file of the storage layer, below one base folder."""

    base: Path

    @classmethod
    def default(cls) -> StoragePaths:
        return cls(app_data_dir())

    def __post_init__(self) -> None:
        Path(self.base).mkdir(parents=True, exist_ok=True)

    @property
    def autosave(self) -> Path:
        return Path(self.base) / AUTOSAVE_NAME

    def autosave_slot(self, n: int) -> Path:
        """The autosave of the n-th copy of the app running at once (1: ``autosave.json``)."""
        return self.autosave if n == 1 else Path(self.base) / f"autosave-{n}.json"

    def autosave_slots(self) -> list[Path]:
        """Every autosave file present, ``autosave.json`` first."""
        others = sorted(Path(self.base).glob("autosave-*.json"))
        return ([self.autosave] if self.autosave.exists() else []) + [
            p for p in others if p.stem.split("-", 1)[1].isdigit()]

    @property
    def history(self) -> Path:
        return Path(self.base) / HISTORY_NAME

    @property
    def pending(self) -> Path:
        """Finished games that could not be stored (database locked), stored at next start."""
        return Path(self.base) / PENDING_NAME

    @property
    def saves(self) -> Path:
        """The default folder of the "Save game as…" dialog."""
        return Path(self.base) / SAVES_NAME


def aside_name(path: Path, when: datetime | None = None) -> Path:
    """A free name next to ``path`` marked as damaged with a timestamp:
    ``autosave.json`` → ``autosave.damaged-20261129-185200.json``."""
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    stem, suffix = path.stem, path.suffix
    candidate = path.with_name(f"{stem}.damaged-{stamp}{suffix}")
    n = 1
    while candidate.exists():
        candidate = path.with_name(f"{stem}.damaged-{stamp}-{n}{suffix}")
        n += 1
    return candidate


def move_aside(path: Path, when: datetime | None = None) -> Path:
    """Rename a damaged file out of the way (keeping it for inspection); returns the new path."""
    target = aside_name(path, when)
    os.replace(path, target)
    return target


def write_problem(folder: Path) -> str | None:
    """Why nothing can be saved in ``folder`` (read-only, full, gone), or None when a small
    file can be written there and removed again."""
    probe = Path(folder) / ".kosci-write-probe"
    try:
        write_bytes_atomic(probe, b"kosci " * 512)
    except OSError as exc:
        return exc.strerror or str(exc)
    finally:
        with contextlib.suppress(OSError):
            probe.unlink()
    return None
