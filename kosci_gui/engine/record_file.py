"""Reading record files that anyone can hand us: strictly, and within bounds (docs/records.md,
"Limits"). At most :data:`MAX_BYTES` from a regular file (pipes and devices are refused before
a byte is read), UTF-8 with or without a BOM, no duplicate keys, no NaN or Infinity, nesting at
most :data:`MAX_DEPTH` deep, no lone surrogates. Error messages quote values shortly, on one
line (:func:`quote`, :func:`one_line`)."""

from __future__ import annotations

import json
import math
import os
import reprlib
import stat
from pathlib import Path
from typing import Any

from .errors import RecordError

#: The largest record file read, in bytes (a 5,000-turn record is well under 2 MB).
MAX_BYTES = 20 * 1024 * 1024
#: The deepest nesting of arrays and objects anywhere in a record (the turns need 6 levels;
#: ``meta`` may nest a little more). Deeper documents are refused before anything else.
MAX_DEPTH = 32
#: Characters of an error message (values are quoted shortly: never a megabyte echo).
MESSAGE_CHARS = 300

_quote = reprlib.Repr()
_quote.maxstring = 40
_quote.maxother = 40
_quote.maxlist = _quote.maxtuple = _quote.maxdict = _quote.maxset = 6
_quote.maxlevel = 3


def quote(value: Any) -> str:
    """A value as an error message shows it: short, on one line."""
    return _quote.repr(value)


def one_line(text: str, limit: int = MESSAGE_CHARS) -> str:
    """``text`` with line breaks and other control characters escaped, cut to ``limit``."""
    out = "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in text[:limit])
    return out if len(text) <= limit else out + "…"


class RecordFileError(RecordError):
    """A record file that was not read: ``reason`` is ``"unreadable"`` (missing, no
    permission, an I/O error), ``"not_a_file"`` (a folder, a pipe, a device) or
    ``"too_large"`` (more than :data:`MAX_BYTES`)."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class RecordSyntaxError(RecordError):
    """Bytes that are not a JSON document this reader accepts (not UTF-8, not JSON, a
    duplicate key, NaN or Infinity, too deep a nesting, a lone surrogate)."""


def read_limited(path: str | Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. Pipes and devices are refused
    before a byte is read (a FIFO is opened without waiting for a writer), so ``/dev/zero``
    or a file that grows while read never eats memory or hangs."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as err:
        raise RecordFileError(f"cannot read {path}: {err.strerror or err}",
                              "unreadable") from err
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RecordFileError(f"cannot read {path}: not a regular file", "not_a_file")
        if info.st_size > limit:
            raise RecordFileError(f"{path} is too large ({info.st_size} bytes; at most "
                                  f"{limit} are read)", "too_large")
        chunks = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise RecordFileError(f"{path} is too large (more than {limit} bytes)",
                                  "too_large")
        return b"".join(chunks)
    except OSError as err:
        raise RecordFileError(f"cannot read {path}: {err.strerror or err}",
                              "unreadable") from err
    finally:
        os.close(fd)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise RecordSyntaxError(f"the key {quote(key)} appears twice in one object")
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise RecordSyntaxError(f"{name} is not a finite number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise RecordSyntaxError(f"{quote(text)} is not a finite number")
    return value


def parse_document(data: bytes, name: str = "the file") -> Any:
    """The JSON value of ``data``, strictly: UTF-8 (a BOM is skipped), no duplicate keys,
    no NaN/Infinity (nor numbers too large for a float). :func:`from_record` then checks
    the whole tree (:func:`check_tree`)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise RecordSyntaxError(f"{name} is not a text file (UTF-8 expected)") from err
    try:
        doc = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant,
                         parse_float=_finite)
    except RecordSyntaxError as err:
        raise RecordSyntaxError(f"{name}: {err}") from err
    except json.JSONDecodeError as err:
        raise RecordSyntaxError(f"{name} is not valid JSON: {err.msg} at line {err.lineno}"
                                ) from err
    except RecursionError as err:
        raise RecordSyntaxError(
            f"{name}: its JSON is nested more than {MAX_DEPTH} levels deep") from err
    except ValueError as err:  # a number too long to convert
        raise RecordSyntaxError(
            f"{name} is not a readable JSON document: {one_line(str(err), 80)}") from err
    return doc


def check_tree(doc: Any, name: str = "the record") -> None:
    """Refuse what no record holds and what would break writing it back: nesting deeper than
    :data:`MAX_DEPTH`, NaN or Infinity, text with a lone surrogate (it cannot be written as
    UTF-8). Iterative, so a deep document cannot exhaust the stack."""
    stack: list[tuple[Any, int]] = [(doc, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            items: Any = node.items()
        elif isinstance(node, list):
            items = ((None, v) for v in node)
        elif isinstance(node, float):
            if not math.isfinite(node):
                raise RecordSyntaxError(f"{name} holds {node}, which is not a finite number")
            continue
        elif isinstance(node, str):
            _check_text(node, name)
            continue
        else:
            continue
        if depth > MAX_DEPTH:
            raise RecordSyntaxError(f"{name}: its JSON is nested more than {MAX_DEPTH} levels deep")
        for key, value in items:
            if key is not None:
                _check_text(key, name)
            if isinstance(value, dict | list | float | str):
                stack.append((value, depth + 1))


def _check_text(text: str, name: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as err:
        raise RecordSyntaxError(
            f"{name} holds text with a lone surrogate ({quote(text)}), which cannot be "
            "stored") from err




# -- checks of a record's values (for the turns of each game) -------------------------------------


def need(ok: bool, message: str, turn: int | None = None) -> None:
    """Refuse a record that breaks a rule of the format: a :class:`RecordError` naming the
    turn."""
    if not ok:
        raise RecordError(one_line(message), turn=turn)


def is_whole(value: Any) -> bool:
    """A whole number (a bool is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole_numbers(value: Any, what: str, turn: int | None, *, low: int, high: int) -> list[int]:
    """``value`` as a list of whole numbers from ``low`` to ``high``, else a RecordError."""
    need(isinstance(value, list) and all(is_whole(v) for v in value),
         f"{what} must be a list of whole numbers", turn)
    if not all(low <= v <= high for v in value):  # (the message is built only when needed)
        need(False, f"{what} must hold values from {low} to {high}, not {quote(value)}", turn)
    return list(value)
