"""Application start-up: the QApplication with its names (before any QSettings), icon,
translators, log file, and the main window."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from kosci_gui import __version__
from kosci_gui.gui.look.theme import ThemeChoice, apply_theme
from kosci_gui.gui.settings import APPLICATION, ORGANIZATION, Settings
from kosci_gui.gui.window.main_window import MainWindow
from kosci_gui.gui.words.i18n import install_translators
from kosci_gui.resources import resource_path

if TYPE_CHECKING:
    from kosci_gui.storage.paths import StoragePaths

log = logging.getLogger(__name__)


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (the existing one when there is one), names and icon set."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(
        argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Kości")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("kosci")
    icon = resource_path("icons", "kosci.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def setup_logging() -> None:
    """Log to a file in the app data folder (a windowed build has no console)."""
    folder = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.FileHandler(folder / "kosci.log", encoding="utf-8")
    except OSError:
        handler = logging.NullHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def install_language(app: QApplication, language: str | None) -> None:
    """The player's language; a catalogue that cannot be built or loaded is logged and the
    app starts in English rather than not at all."""
    try:
        install_translators(app, language)
    except (OSError, RuntimeError):
        log.exception("the translations could not be installed")


def build_window(settings: Settings | None = None, *,
                 paths: StoragePaths | None = None) -> MainWindow:
    """The main window over fresh settings (QApplication must exist), in the player's theme;
    ``paths`` is where its games are kept (default: the app data folder)."""
    settings = settings or Settings()
    apply_theme(ThemeChoice(settings.theme))
    return MainWindow(settings, paths=paths)
