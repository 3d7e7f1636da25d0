"""The app's languages and their translation catalogues: which languages there are, where
their ``.ts`` sources and ``.qm`` catalogues lie, and which catalogues are missing or older
than their source. No Qt and nothing heavy here: the running app asks this at start, while
building the catalogues is the build tool's (:mod:`kosci_gui.i18n_build`)."""

from __future__ import annotations

from pathlib import Path

from .resources import resource_path

#: The app's languages (code, name in that language), in the order the settings list them.
LANGUAGES: tuple[tuple[str, str], ...] = (("pl", "Polski"), ("ru", "Русский"), ("en", "English"))
#: Their codes.
CODES: tuple[str, ...] = tuple(code for code, _ in LANGUAGES)


def translations_dir() -> Path:
    return resource_path("translations")


def ts_path(language: str, folder: Path | None = None) -> Path:
    return (folder or translations_dir()) / f"kosci_{language}.ts"


def qm_path(language: str, folder: Path | None = None) -> Path:
    return (folder or translations_dir()) / f"kosci_{language}.qm"


def outdated(folder: Path | None = None) -> list[str]:
    """The languages whose .qm is missing or older than its .ts."""
    stale = []
    for language in CODES:
        source, target = ts_path(language, folder), qm_path(language, folder)
        if source.is_file() and (not target.is_file()
                                 or target.stat().st_mtime < source.stat().st_mtime):
            stale.append(language)
    return stale
