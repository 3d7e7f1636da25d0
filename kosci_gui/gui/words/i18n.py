"""The app's language: which languages exist, the system's choice, and installing the
translators (the app's own catalogue and Qt's ``qtbase`` one) at start or at a switch.

Installing replaces the translators installed before, and Qt then sends every widget a
``LanguageChange`` event: widgets that set their texts again then (``Retranslating``) show the new
language at once, without a restart.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from kosci_gui.languages import CODES, LANGUAGES, outdated
from kosci_gui.resources import resource_path

log = logging.getLogger(__name__)


DEFAULT_LANGUAGE = "en"

_installed: list[QTranslator] = []
_current = DEFAULT_LANGUAGE


def available_languages() -> list[tuple[str, str]]:
    """The languages the app speaks, as (code, own name): Polski, Русский, English."""
    return list(LANGUAGES)


def _codes() -> set[str]:
    return set(CODES)


def system_language() -> str:
    """The first of the system's preferred UI languages that the app speaks (else English)."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in _codes():
            return code
    return DEFAULT_LANGUAGE


def resolve_language(setting: str | None) -> str:
    """The language to use for a setting value: a known code, or the system's ("" / None)."""
    if setting:
        code = setting.replace("_", "-").split("-")[0].lower()
        if code in _codes():
            return code
    return system_language()


def current_language() -> str:
    """The language installed last (English before any installation)."""
    return _current


def qt_translation_dirs() -> list[Path]:
    """Where Qt's own catalogues (``qtbase_<lang>.qm``) may be: Qt's translations folder and,
    in a PyInstaller bundle, the bundled copies."""
    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        for sub in (("PySide6", "Qt", "translations"), ("PySide6", "translations"),
                    ("translations",)):
            dirs.append(Path(frozen).joinpath(*sub))
    return dirs


def _load(translator: QTranslator, filename: str, folders: list[Path]) -> bool:
    return any(folder.is_dir() and translator.load(filename, str(folder)) for folder in folders)


def _build_outdated() -> None:
    """Build the catalogues that are missing or older than their source (a source checkout
    whose ``.ts`` changed) when the build tool can; an installed app or a bundle ships them
    built, and the build tool is not even imported then."""
    if not outdated():
        return
    from kosci_gui import i18n_build  # (first use: only when a catalogue needs building)

    built = i18n_build.ensure_catalogs()
    if built:
        log.info("built translation catalogues: %s", ", ".join(built))


_catalogues: dict[str, QTranslator | None] = {}


def catalogue(code: str) -> QTranslator | None:
    """The app's catalogue of language ``code``, loaded (not installed) once; None where
    there is none (English is the source). Missing or outdated ``.qm`` files are built first,
    as for :func:`install_translators`: a catalogue asked for before any was installed (a
    fresh clone) is not remembered as missing."""
    if code not in _catalogues:
        _build_outdated()
        translator: QTranslator | None = QTranslator()
        assert translator is not None
        if not translator.load(f"kosci_{code}.qm", str(resource_path("translations"))):
            translator = None
        _catalogues[code] = translator
    return _catalogues[code]


def remove_translators(app: QCoreApplication | None = None) -> None:
    """Remove the catalogues installed here: the app shows the English source strings."""
    global _current
    app = app or QCoreApplication.instance()
    if app is not None:
        for translator in _installed:
            app.removeTranslator(translator)
    _installed.clear()
    _current = DEFAULT_LANGUAGE


def install_translators(app: QCoreApplication | None, language: str | None) -> str:
    """Install the catalogues of ``language`` ("" or None: the system's), replacing those
    installed before; returns the language code installed.

    Builds missing or outdated ``.qm`` files first when ``pyside6-lrelease`` is available.
    """
    global _current
    app = app or QCoreApplication.instance()
    code = resolve_language(language)
    if app is None:
        raise RuntimeError("install_translators needs a QCoreApplication")
    _build_outdated()
    remove_translators(app)

    ours = QTranslator(app)
    if ours.load(f"kosci_{code}.qm", str(resource_path("translations"))):
        _installed.append(ours)
    else:
        log.warning("no translation catalogue kosci_%s.qm (run: python -m "
                    "kosci_gui.i18n_build release)", code)
    qt = QTranslator(app)
    if _load(qt, f"qtbase_{code}.qm", qt_translation_dirs()):
        _installed.append(qt)
    elif code != "en":
        log.warning("Qt's own catalogue qtbase_%s.qm not found", code)
    for translator in _installed:
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(code))
    _current = code
    return code
