"""Atomic file writes: a temporary file in the same folder, flushed to disk, then renamed
over the target, so a crash at any moment leaves either the old or the new file whole.

Every byte the storage layer writes goes through :func:`write_all` (tests make it fail as a
full or read-only disk would)."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def write_bytes_atomic(path: Path, data: bytes) -> int:
    """Write ``data`` to ``path`` atomically; returns the bytes written."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        try:
            write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    sync_folder(path.parent)
    return len(data)


def write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to the open file ``fd``."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def write_json_atomic(path: Path, doc: Any) -> int:
    """Write ``doc`` as UTF-8 JSON, atomically; returns the bytes written."""
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    return write_bytes_atomic(path, (text + "\n").encode("utf-8"))


def sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; a no-op where folders cannot be opened)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
