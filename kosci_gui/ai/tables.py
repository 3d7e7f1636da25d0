"""Value tables of the Kości solvers: the table file format, and build / save / load.

Every table array is written by :func:`save_array` and read by :func:`load_array`, into a
self-checking compressed file (``*.table``):

    8 bytes   magic ``KOSCITBL``
    4 bytes   header length H (unsigned, little-endian)
    H bytes   header, JSON: format version, dtype, shape, byte counts, filter, sha256
    rest      the array's bytes, byte-shuffled (all first bytes, then all second bytes, ...:
              neighbouring float32 values share their high bytes, so lzma finds long runs)
              and compressed with lzma (the xz container, with its own CRC64)

On load the file's size must equal what the header announces, the data must decompress to
exactly the announced bytes, and the sha256 over dtype, shape and bytes must match; anything
else raises :class:`DamagedTable`.  Files are written to a temporary name, flushed to disk
(fsync) and renamed over the old one, so a crash leaves the old table or the new one.

Shipped tables live in ``kosci_gui/assets/tables/``; a rule combination without a shipped table is
solved on first use and cached in the user's cache folder, where a damaged table is solved
again.  A damaged shipped table is an error (the installation is broken), never a quietly
weaker player.  On disk a classic table keeps two five-of-a-kind slots per mask (open, or
0 / 50 when the mask has that box filled); in memory it is expanded to the solver's
(masks, 3, upper totals) float64 layout.
"""

from __future__ import annotations

import hashlib
import json
import logging
import lzma
import os
import struct
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from kosci_gui.engine.games import KINDS
from kosci_gui.resources import resource_path

from .solver import Model, solve, table_key

log = logging.getLogger(__name__)

MAGIC = b"KOSCITBL"
FORMAT = 1
SUFFIX = ".table"
#: lzma preset of tables solved on first use (quick to write: 0.2 s for a classic table) and
#: of the shipped ones (written once: a tenth smaller, 1-2 s more).
QUICK = 1
SMALLEST = 9 | lzma.PRESET_EXTREME
#: The biggest header and table a reader accepts (a damaged length must not allocate GBs).
MAX_HEADER = 4096
MAX_BYTES = 1 << 28


def _shipped() -> tuple[str, ...]:
    names: list[str] = []
    for kind in KINDS:
        if kind.card is not None:
            for options in kind.option_sets():
                name = table_key(kind.rules(options))
                if name not in names:
                    names.append(name)
    return tuple(names)


#: The tables shipped with the app: one for every combination of the options each Kości-family
#: game shows (``GameKind.option_sets``; classic and triple share the classic column's).
SHIPPED: tuple[str, ...] = _shipped()


class DamagedTable(Exception):
    """A table file that is not what :func:`save_array` wrote (truncated, altered, foreign)."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"damaged AI table {path}: {reason}")
        self.path = Path(path)
        self.reason = reason


def cache_dir() -> Path:
    """Where tables built on first use are kept (``KOSCI_CACHE`` overrides)."""
    env = os.environ.get("KOSCI_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "kosci" / "tables"


def _digest(dtype: str, shape: tuple[int, ...], data: bytes) -> str:
    """Checksum of what the file describes: a changed dtype or shape counts as damage too."""
    h = hashlib.sha256(f"{dtype}|{','.join(map(str, shape))}|".encode())
    h.update(data)
    return h.hexdigest()


def _shuffled(array: np.ndarray) -> bytes:
    data: bytes = array.view(np.uint8).reshape(-1, array.itemsize).T.tobytes()
    return data


def _unshuffled(data: bytes, dtype: np.dtype, shape: tuple[int, ...]) -> np.ndarray:
    planes = np.frombuffer(data, dtype=np.uint8).reshape(dtype.itemsize, -1)
    return np.ascontiguousarray(planes.T).view(dtype).reshape(shape)


def save_array(path: Path, array: np.ndarray, *, preset: int = QUICK) -> Path:
    """Write one table array to ``path`` (the only way tables are written): compressed,
    checksummed, flushed to disk and renamed into place."""
    path = Path(path)
    array = np.ascontiguousarray(array)
    dtype = array.dtype.newbyteorder("<") if array.dtype.byteorder == ">" else array.dtype
    array = array.astype(dtype, copy=False)
    raw = array.tobytes()
    packed = lzma.compress(_shuffled(array), format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64,
                           preset=preset)
    header = json.dumps({
        "format": FORMAT, "dtype": dtype.str, "shape": list(array.shape),
        "filter": "shuffle+xz", "raw_bytes": len(raw), "data_bytes": len(packed),
        "sha256": _digest(dtype.str, array.shape, raw),
    }, sort_keys=True).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as f:
            f.write(MAGIC + struct.pack("<I", len(header)) + header + packed)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    _sync_folder(path.parent)
    return path


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no directory handles to sync)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def load_array(path: Path) -> np.ndarray:
    """Read one table array written by :func:`save_array` (the only way tables are read).

    Raises ``FileNotFoundError`` for a missing file and :class:`DamagedTable` for a file that
    fails any check (magic, header, size, decompression, byte count, checksum)."""
    path = Path(path)
    with open(path, "rb") as f:
        head = f.read(len(MAGIC) + 4)
        if len(head) < len(MAGIC) + 4 or head[:len(MAGIC)] != MAGIC:
            raise DamagedTable(path, "not a Kości table file (wrong magic bytes)")
        (length,) = struct.unpack("<I", head[len(MAGIC):])
        if length > MAX_HEADER:
            raise DamagedTable(path, f"header length {length} is implausible")
        header_bytes = f.read(length)
        header = _parse_header(path, header_bytes)
        expected = len(head) + length + header["data_bytes"]
        size = os.fstat(f.fileno()).st_size
        if size != expected:
            raise DamagedTable(path, f"{size} bytes on disk, the header announces {expected}")
        packed = f.read()
    try:
        data = lzma.decompress(packed, format=lzma.FORMAT_XZ)
    except lzma.LZMAError as err:
        raise DamagedTable(path, f"the data does not decompress ({err})") from None
    dtype, shape = np.dtype(header["dtype"]), tuple(header["shape"])
    if len(data) != header["raw_bytes"] or len(data) != dtype.itemsize * int(np.prod(shape)):
        raise DamagedTable(path, f"{len(data)} data bytes, expected {header['raw_bytes']}")
    array = _unshuffled(data, dtype, shape)
    if _digest(dtype.str, shape, array.tobytes()) != header["sha256"]:
        raise DamagedTable(path, "checksum mismatch")
    return array


def _parse_header(path: Path, header_bytes: bytes) -> dict[str, Any]:
    try:
        header = json.loads(header_bytes)
        ok = (header["format"] == FORMAT and header["filter"] == "shuffle+xz"
              and isinstance(header["shape"], list)
              and all(isinstance(n, int) and n >= 0 for n in header["shape"])
              and all(isinstance(header[k], int) and 0 <= header[k] <= MAX_BYTES
                      for k in ("raw_bytes", "data_bytes"))
              and isinstance(header["sha256"], str))
        np.dtype(header["dtype"])
    except (ValueError, TypeError, KeyError):
        ok = False
    if not ok:
        raise DamagedTable(path, "unreadable header")
    parsed: dict[str, Any] = header
    return parsed


def load_or_none(path: Path, shipped: bool) -> np.ndarray | None:
    """A table array, or None when the file is missing, or damaged in the cache (after
    saying so in the log: the caller solves it again).  A damaged shipped table raises."""
    try:
        return load_array(path)
    except FileNotFoundError:
        return None
    except DamagedTable as err:
        if shipped:
            raise DamagedTable(err.path, f"{err.reason}; this table ships with the app, so the "
                               "installation is damaged: reinstall Kości") from None
        log.warning("%s; solving it again", err)
        return None


def file_name(model: Model) -> str:
    return f"{model.key}{SUFFIX}"


def compact(model: Model, values: np.ndarray) -> np.ndarray:
    """The on-disk form (float32)."""
    if not model.jokers:
        return values.astype(np.float32)
    bit = 1 << model.five
    filled = (np.arange(values.shape[0]) & bit) != 0
    out = np.where(filled[:, None, None], values[:, 1:3], values[:, 0:1])
    return out.astype(np.float32)


def stored_shape(model: Model) -> tuple[int, ...]:
    """The shape of :func:`compact`'s result."""
    masks, nyz, nu = model.shape()
    return (masks, 2, nu) if model.jokers else (masks, nyz, nu)


def expand(model: Model, stored: np.ndarray) -> np.ndarray:
    """The solver's layout (float64) from the on-disk form."""
    if not model.jokers:
        return stored.astype(np.float64).reshape(model.shape())
    values = np.zeros(model.shape(), dtype=np.float64)
    values[:, 0] = stored[:, 0]
    values[:, 1:3] = stored
    return values


def build(model: Model, folder: Path, preset: int = QUICK) -> Path:
    """Solve and save one table; returns its path."""
    return save_array(folder / file_name(model), compact(model, solve(model)), preset=preset)


def stored_or_made(name: str, shape: tuple[int, ...] | None,
                   make: Callable[[], np.ndarray]) -> np.ndarray:
    """The stored array of the table ``name``: shipped, or cached, or made now by ``make``
    and cached (also when the cached file is damaged or not of ``shape``, if given; a
    shipped one that is raises).  A cache that cannot be written is said in the log: the
    table is made again next time."""
    for folder, shipped in ((resource_path("tables"), True), (cache_dir(), False)):
        path = folder / name
        stored = load_or_none(path, shipped)
        if stored is None:
            continue
        if shape is not None and stored.shape != shape:
            err = DamagedTable(path, f"shape {stored.shape}, expected {shape}")
            if shipped:
                raise err
            log.warning("%s; solving it again", err)
            break
        return stored
    stored = make()
    try:
        save_array(cache_dir() / name, stored)
    except OSError as err:  # a read-only or full cache: solve again next time
        log.warning("the solved table could not be cached: %s", err)
    return stored


@cache
def load(model: Model) -> np.ndarray:
    """The value table of a model: shipped, cached, or solved now and cached."""
    stored = stored_or_made(file_name(model), stored_shape(model),
                            lambda: compact(model, solve(model)))
    return expand(model, stored)
