"""Shared test set-up: Qt runs headless, and no test touches the user's settings or data.

``QT_QPA_PLATFORM`` is set before anything imports Qt; every test gets its own settings
folder (QSettings' INI path) and XDG config/data/cache folders inside its temporary folder.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, settings

# "ci" (the default, and what CI runs): the same examples every run, no deadline on a shared
# machine; "dev": fresh random examples (HYPOTHESIS_PROFILE=dev).
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def private_folders(tmp_path_factory: pytest.TempPathFactory,
                    monkeypatch: pytest.MonkeyPatch):
    """Temporary settings and data folders for each test."""
    home = tmp_path_factory.mktemp("home")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(name, str(home / name.lower()))
    from PySide6.QtCore import QSettings

    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(home / "settings"))
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(home / "settings"))
    return home


@pytest.fixture(autouse=True)
def english_numbers():
    """Numbers formatted as in English whatever the machine's locale (CI may run in Polish),
    and a test that switches the language does not leak its locale into the next one."""
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)
