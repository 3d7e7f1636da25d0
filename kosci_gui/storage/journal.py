"""The autosave's journal: what changed since the last whole write, appended a line per action.

A game's autosave is a whole record (``autosave.json``, written atomically). Rewriting it
after every action costs nothing for a real game (a few kilobytes), but a record of thousands
of turns would mean megabytes per click. So once the record is larger than
:data:`WHOLE_BYTES`, an action appends one line to ``autosave.json.journal`` instead: the
turns from the first one that changed, and the save's ``meta``, ``held``, ``clocks`` and
``settings`` as they now stand. When the journal has grown to half the record, the record is
written whole again and the journal dropped.

Crash guarantees are those of the whole file: every line is flushed to disk (``fsync``)
before the action is reported saved, a line cut short by a crash is ignored (the action in
flight is lost, nothing before it), and every line names the whole write it continues
(``meta.autosave``), so a journal left behind by an older whole write is never applied.
"""

from __future__ import annotations

import contextlib
import copy
import json
import logging
import os
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kosci_gui.engine.errors import RecordError
from kosci_gui.engine.record_file import parse_document, read_limited

from . import atomic
from .atomic import sync_folder

log = logging.getLogger(__name__)

#: Records up to this size are rewritten whole after every action (every real game).
WHOLE_BYTES = 64 * 1024
#: Keys of a save besides the record's turns that every journal line carries whole.
TAIL_KEYS = ("meta", "held", "clocks", "settings")


def journal_path(path: Path) -> Path:
    return Path(str(path) + ".journal")


def new_token() -> str:
    """The mark of one whole write (``meta.autosave``), named by its journal lines."""
    return uuid.uuid4().hex


def entry(token: str, first: int, turns: list[dict[str, Any]],
          tail: dict[str, Any]) -> dict[str, Any]:
    """One journal line: turns from index ``first`` on (deep-copied), and the tail keys."""
    line: dict[str, Any] = {"autosave": token, "from": first, "turns": copy.deepcopy(turns)}
    line.update({k: tail[k] for k in TAIL_KEYS if k in tail})
    return line


def append(path: Path, line: dict[str, Any]) -> int:
    """Append one line to the journal of ``path`` and flush it to disk; returns its bytes."""
    data = (json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
    target = journal_path(path)
    created = not target.exists()
    fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        atomic.write_all(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    if created:
        sync_folder(target.parent)
    return len(data)


def drop(path: Path) -> None:
    """Remove the journal of ``path`` (after a whole write made it obsolete)."""
    with contextlib.suppress(FileNotFoundError):
        journal_path(path).unlink()


@dataclass
class Replayed:
    """A whole write with its journal applied: the document and how many lines were used."""

    doc: dict[str, Any]
    lines: int


def apply(path: Path, doc: dict[str, Any]) -> Replayed:
    """``doc`` (the whole write at ``path``) brought up to date by its journal. Lines of
    another whole write are skipped; the first unreadable line (a write cut short) ends it."""
    target = journal_path(path)
    if not target.exists():
        return Replayed(doc, 0)
    meta = doc.get("meta")
    token = meta.get("autosave") if isinstance(meta, dict) else None
    try:
        data = read_limited(target)
    except RecordError as exc:
        log.warning("autosave journal %s not read: %s", target, exc)
        return Replayed(doc, 0)
    used = 0
    for number, raw in enumerate(data.split(b"\n")):
        if not raw.strip():
            continue
        try:
            line = parse_document(raw, target.name)
        except RecordError as exc:
            log.warning("autosave journal %s: line %d not used: %s", target, number + 1, exc)
            break
        if not _fits(line, token, doc):
            continue
        doc["turns"] = doc["turns"][: line["from"]] + line["turns"]
        for key in TAIL_KEYS:
            if key in line:
                doc[key] = line[key]
            else:
                doc.pop(key, None)
        used += 1
    return Replayed(doc, used)


def _fits(line: Any, token: Any, doc: dict[str, Any]) -> bool:
    return (isinstance(line, dict) and token is not None and line.get("autosave") == token
            and isinstance(line.get("from"), int) and not isinstance(line["from"], bool)
            and 0 <= line["from"] <= len(doc.get("turns") or [])
            and isinstance(line.get("turns"), list) and isinstance(doc.get("turns"), list))
