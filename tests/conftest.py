"""Shared test set-up: Qt runs headless, and no test touches the user's settings or data.

``QT_QPA_PLATFORM`` is set before anything imports Qt; every test gets its own settings
folder (QSettings' INI path) and XDG config/data/cache folders under the run's temporary
folder. ``os.fsync`` checks its file descriptor but does not wait for the disk (see
:func:`no_waiting_for_the_disk`).
"""

from __future__ import annotations

import itertools
import os
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, settings

# The test modules (rewritten by pytest for its assertions) and the app's modules are compiled
# once and their bytecode kept, also where PYTHONDONTWRITEBYTECODE asks otherwise: compiling
# them again took about 3 s of every run, in each worker (the __pycache__ folders are ignored
# by git).
sys.dont_write_bytecode = False

# The tests' temporary folders live in memory (/dev/shm) where the machine has it and TMPDIR
# names no other place: a test's files (settings, autosaves, SQLite, tables) are written,
# renamed, flushed and deleted as on a disk, without waiting for a shared one (those waits
# were about a tenth of the run).
if "TMPDIR" not in os.environ and os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
    tempfile.tempdir = "/dev/shm"

# "ci" (the default, and what CI runs): the same examples every run, no deadline on a shared
# machine; "dev": fresh random examples (HYPOTHESIS_PROFILE=dev).
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


_homes = itertools.count()


@pytest.fixture(autouse=True)
def private_folders(tmp_path_factory: pytest.TempPathFactory,
                    monkeypatch: pytest.MonkeyPatch):
    """Temporary settings and data folders for each test, made when first written to (most
    tests never do, and every folder made is one more to delete after the run)."""
    home = tmp_path_factory.getbasetemp() / "homes" / str(next(_homes))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(name, str(home / name.lower()))
    from PySide6.QtCore import QSettings

    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(home / "settings"))
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(home / "settings"))
    return home


@pytest.fixture(autouse=True)
def no_waiting_for_the_disk(monkeypatch: pytest.MonkeyPatch):
    """``os.fsync`` in the test process checks its file descriptor (a closed or bad one still
    raises) and returns without waiting for the disk. What a flush guarantees shows only
    after a power cut, which no test makes, and on a shared disk the two flushes of every
    autosave (every action of every game) took 5-10 ms. Everything else the storage writes
    do (the bytes, the temporary file, the rename, a failing write) is unchanged; a test
    that makes fsync fail patches it over this; the tests that kill the app run it in a
    process of its own, with the real fsync."""

    def fsync(fd: int) -> None:
        os.fstat(fd)

    monkeypatch.setattr(os, "fsync", fsync)


@pytest.fixture(autouse=True)
def no_sound(monkeypatch: pytest.MonkeyPatch):
    """No test plays a sound through the desktop's player (the sounds' tests give their
    own player): the list of players to look for is empty."""
    import kosci_gui.gui.play.sounds as sounds

    monkeypatch.setattr(sounds, "PLAYERS", ())


@pytest.fixture(autouse=True)
def no_background_work_left_behind():
    """A test that queued background work (a computer player, the advisor's or the chances'
    tables, a luck report) waits for it at its end: the next test's work does not queue
    behind it, and its time is counted where it was asked for."""
    yield
    computer = sys.modules.get("kosci_gui.gui.play.computer")
    if computer is not None:
        computer.settle(120)


@pytest.fixture(autouse=True)
def widgets_gone():
    """The windows a test made are deleted at its end. pytest-qt closes them and asks for
    their deletion, which Qt makes only in an event loop; a test that never runs one (no
    ``waitUntil``, no ``waitSignal``) would leave them all alive, each main window's
    application-wide event filter slowing every event of the tests after it."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def english_and_the_desktops_theme_after():
    """A test that chose a language or a theme (the Settings dialog applies them at once, a
    test may install a catalogue itself) leaves English and the desktop's theme to the
    next. Only where the test loaded the language's or the theme's module at all."""
    yield
    i18n = sys.modules.get("kosci_gui.gui.words.i18n")
    if i18n is not None and i18n.current_language() != i18n.DEFAULT_LANGUAGE:
        i18n.remove_translators()
    theme = sys.modules.get("kosci_gui.gui.look.theme")
    if theme is not None and theme._applied not in (None, theme.ThemeChoice.SYSTEM):
        theme.apply_theme(theme.ThemeChoice.SYSTEM)


@pytest.fixture(autouse=True)
def english_numbers():
    """Numbers formatted as in English whatever the machine's locale (CI may run in Polish),
    and a test that switches the language does not leak its locale into the next one."""
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)
