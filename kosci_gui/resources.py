"""One way to find the app's resources (tables, translations, icons, help), from the source
tree, an installed package, or a PyInstaller bundle."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


@cache
def resources_root() -> Path:
    """The folder holding ``tables/``, ``translations/``, ``icons/`` and ``help/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of a resource, e.g. ``resource_path("tables", "classic-filled-free.table")``."""
    return resources_root().joinpath(*parts)
