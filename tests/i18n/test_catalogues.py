"""The .ts catalogues: complete in every language, in step with the code, and buildable."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from kosci_gui import i18n_build

LANGUAGES = i18n_build.CODES
#: Plural forms Qt expects per language (Polish and Russian: one / few / many).
NUMERUS_FORMS = {"pl": 3, "ru": 3, "en": 2}

PLACEHOLDER = re.compile(r"\{[a-z_]+(?::[^}]*)?\}")


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [(context.findtext("name") or "", message)
            for context in root.iter("context") for message in context.iter("message")]


def translations(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_is_finished(language):
    path = i18n_build.ts_path(language)
    assert path.is_file(), f"{path} is missing: run python -m kosci_gui.i18n_build update"
    problems = []
    for context, message in messages(path):
        source = message.findtext("source")
        kind = message.find("translation").get("type")
        if kind is not None:
            problems.append(f"{context}: {source!r} is {kind}")
        elif not all(text.strip() for text in translations(message)):
            problems.append(f"{context}: {source!r} has an empty translation")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_plurals_have_every_form_of_the_language(language):
    plural = [(c, m) for c, m in messages(i18n_build.ts_path(language))
              if m.get("numerus") == "yes"]
    assert plural, "the rolls-left and points texts are plurals"
    for context, message in plural:
        forms = translations(message)
        assert len(forms) == NUMERUS_FORMS[language], (context, message.findtext("source"))
        assert all("%n" in form for form in forms), forms


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_the_placeholders(language):
    """A translation must fill in the same values as its source: a dropped or misspelled
    ``{player}`` would show the wrong text or braces."""
    problems = []
    for context, message in messages(i18n_build.ts_path(language)):
        source = message.findtext("source") or ""
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        for text in translations(message):
            if sorted(set(PLACEHOLDER.findall(text))) != wanted:
                problems.append(f"{context}: {source!r} -> {text!r}")
    assert not problems, "\n".join(problems)


def _keys(path: Path) -> set[tuple[str, str]]:
    return {(c, m.findtext("source") or "") for c, m in messages(path)}


@pytest.fixture(scope="module")
def fresh_catalogue(tmp_path_factory) -> Path:
    """What pyside6-lupdate finds in the code now, in a catalogue of its own."""
    if i18n_build.find_tool("lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    folder = tmp_path_factory.mktemp("lupdate")
    i18n_build.lupdate(out_dir=folder, quiet=True, languages=("pl",))
    return i18n_build.ts_path("pl", folder)


@pytest.mark.parametrize("language", LANGUAGES)
def test_lupdate_finds_nothing_new(fresh_catalogue, language):
    """Every tr()/translate()/QT_TRANSLATE_NOOP string of the code is in the catalogue, and
    the catalogue holds nothing the code no longer has."""
    in_code = _keys(fresh_catalogue)
    in_catalogue = _keys(i18n_build.ts_path(language))
    new = sorted(in_code - in_catalogue)
    gone = sorted(in_catalogue - in_code)
    assert not new, ("strings missing from the catalogue (run python -m kosci_gui.i18n_build "
                     f"update and translate them): {new}")
    assert not gone, f"strings no longer in the code: {gone}"


def test_release_builds_every_catalogue(tmp_path):
    if i18n_build.find_tool("lrelease") is None:
        pytest.skip("pyside6-lrelease is not installed")
    for language in LANGUAGES:
        shutil.copy(i18n_build.ts_path(language), tmp_path)
    built = i18n_build.release(tmp_path, quiet=True)
    assert sorted(p.name for p in built) == sorted(f"kosci_{lang}.qm" for lang in LANGUAGES)
    assert all(p.stat().st_size > 1000 for p in built)
    assert i18n_build.outdated(tmp_path) == []
    # the committed catalogues (what an installed package carries) are the ones built from
    # the committed sources: run `python -m kosci_gui.i18n_build release` after a change
    for path in built:
        assert path.read_bytes() == i18n_build.qm_path(path.stem.split("_")[1]).read_bytes(), (
            f"{path.name} is not built from its .ts: run python -m kosci_gui.i18n_build release")


def test_status_counts_the_entries():
    counts = i18n_build.status()
    sizes = {language: c["entries"] for language, c in counts.items()}
    assert len(set(sizes.values())) == 1, sizes
    assert all(c["unfinished"] == 0 and c["obsolete"] == 0 for c in counts.values())


def test_english_catalogue_is_filled_from_the_sources(tmp_path):
    path = tmp_path / "kosci_en.ts"
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="en">'
        "<context><name>C</name>"
        '<message><source>Roll</source><translation type="unfinished"></translation></message>'
        '<message numerus="yes"><source>%n roll(s) left</source>'
        '<translation type="unfinished"><numerusform></numerusform></translation></message>'
        "</context></TS>", encoding="utf-8")
    assert i18n_build.fill_english(path) == 2
    (_, plain), (_, plural) = messages(path)
    assert translations(plain) == ["Roll"]
    assert translations(plural) == ["%n roll left", "%n rolls left"]
    assert plural.find("translation").get("type") is None


def test_every_context_is_a_class_name():
    """lupdate files ``self.tr(...)`` under the class it is written in, but
    ``self.dialog.tr(...)`` under the context "self.dialog", which Qt never asks for at run
    time (it asks for the dialog's class): such strings stay English. Call ``tr`` on the
    widget itself, or ``QCoreApplication.translate("ClassName", ...)``."""
    contexts = {c for c, _ in messages(i18n_build.ts_path("en"))}
    wrong = sorted(c for c in contexts if not c.isidentifier())
    assert not wrong, f"contexts that are not class names (strings shown untranslated): {wrong}"


def test_no_formatted_strings_inside_tr():
    """``tr(f"...")`` and ``tr("..." % x)`` cannot be looked up: the text is built before the
    translation. Translate the template, then ``.format()`` it."""
    pattern = re.compile(r"""\b(?:tr|translate)\((?:\s*"[^"]*",)?\s*f["']|"""
                         r"""\btr\(\s*"[^"]*"\s*%""")
    offenders = []
    for path in sorted(i18n_build.PACKAGE_DIR.rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                offenders.append(f"{path.relative_to(i18n_build.PACKAGE_DIR)}:{number}: "
                                 f"{line.strip()}")
    assert not offenders, "\n".join(offenders)
