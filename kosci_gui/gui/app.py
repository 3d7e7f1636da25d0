"""Application start-up: the QApplication with its names (before any QSettings), icon,
translators, log file, the main window and the storage features when they are installed."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from kosci_gui import __version__
from kosci_gui.resources import resource_path

from .main_window import MainWindow
from .settings import APPLICATION, ORGANIZATION, Settings

log = logging.getLogger(__name__)


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (the existing one when there is one), names and icon set."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
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
    try:
        from .i18n import install_translators
    except ImportError:
        return
    try:
        install_translators(app, language)
    except Exception:
        log.exception("the translations could not be installed")


def install_extras(window: MainWindow) -> None:
    """The saved games, history and undo, when the storage package provides them."""
    try:
        from kosci_gui.storage.features import install_storage_features
    except ImportError:
        return
    try:
        install_storage_features(window)
    except Exception:
        log.exception("the storage features could not be installed")


def build_window(settings: Settings | None = None, *, extras: bool = True) -> MainWindow:
    """The main window over fresh settings (QApplication must exist)."""
    window = MainWindow(settings or Settings())
    if extras:
        install_extras(window)
    return window
