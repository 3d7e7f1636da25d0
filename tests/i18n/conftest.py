"""Fixtures of the translation tests: a language switcher (tests/conftest.py leaves the app in
English, no catalogue, after each test)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from kosci_gui.gui.words import i18n


@pytest.fixture
def use_language(qapp):
    """``use_language("pl")`` installs that language's catalogues for the test."""

    def install(language: str) -> str:
        return i18n.install_translators(qapp, language)

    return install
