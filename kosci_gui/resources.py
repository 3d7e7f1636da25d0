"""One way to find the app's resources (tables, translations, icons, help): the package's
``assets`` folder, as :mod:`importlib.resources` finds it in the source tree, an installed
wheel or a PyInstaller bundle (which keeps the package's layout)."""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path


@cache
def resources_root() -> Path:
    """The folder holding ``tables/``, ``translations/``, ``icons/`` and ``help/``. (Qt and
    the value tables open files by path: the package is installed as files, never zipped.)"""
    return Path(str(files("kosci_gui").joinpath("assets")))


def resource_path(*parts: str) -> Path:
    """The path of a resource, e.g. ``resource_path("tables", "classic-filled-free.table")``."""
    return resources_root().joinpath(*parts)
