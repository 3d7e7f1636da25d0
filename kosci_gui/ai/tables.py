"""Value tables of the Kości solvers: build, save (float32 .npy), load.

Shipped tables live in ``resources/tables/``; a rule combination without a shipped table is
solved on first use (10-20 s) and cached in the user's cache folder.  On disk a classic table
keeps two five-of-a-kind slots per mask (open, or 0 / 50 when the mask has that box filled);
in memory it is expanded to the solver's (masks, 3, upper totals) float64 layout.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import numpy as np

from kosci_gui.resources import resource_path

from .solver import Model, solve

#: The tables shipped with the app (every Kości preset, plus the "free" joker reading).
SHIPPED = (
    "classic-filled-optional", "classic-filled-forced", "classic-fifty-forced",
    "classic-filled-free", "full-filled-mult",
)


def cache_dir() -> Path:
    """Where tables built on first use are kept (``KOSCI_CACHE`` overrides)."""
    env = os.environ.get("KOSCI_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "kosci" / "tables"


def save_array(path: Path, array: np.ndarray) -> Path:
    """Write one table array to ``path`` (the only way tables are written)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp.npy")
    np.save(tmp, array)
    tmp.replace(path)
    return path


def load_array(path: Path) -> np.ndarray:
    """Read one table array written by :func:`save_array` (the only way tables are read)."""
    return np.load(Path(path))


def file_name(model: Model) -> str:
    return f"{model.key}.npy"


def compact(model: Model, values: np.ndarray) -> np.ndarray:
    """The on-disk form (float32)."""
    if model.kind != "classic":
        return values.astype(np.float32)
    bit = 1 << model.boxes.index("yahtzee")
    filled = (np.arange(values.shape[0]) & bit) != 0
    out = np.where(filled[:, None, None], values[:, 1:3], values[:, 0:1])
    return out.astype(np.float32)


def expand(model: Model, stored: np.ndarray) -> np.ndarray:
    """The solver's layout (float64) from the on-disk form."""
    if model.kind != "classic":
        return stored.astype(np.float64).reshape(model.shape())
    values = np.zeros(model.shape(), dtype=np.float64)
    values[:, 0] = stored[:, 0]
    values[:, 1:3] = stored
    return values


def build(model: Model, folder: Path) -> Path:
    """Solve and save one table; returns its path."""
    folder.mkdir(parents=True, exist_ok=True)
    return save_array(folder / file_name(model), compact(model, solve(model)))


@cache
def load(model: Model) -> np.ndarray:
    """The value table of a model: shipped, cached, or built now and cached."""
    for folder in (resource_path("tables"), cache_dir()):
        path = folder / file_name(model)
        if path.exists():
            return expand(model, load_array(path))
    return expand(model, load_array(build(model, cache_dir())))
