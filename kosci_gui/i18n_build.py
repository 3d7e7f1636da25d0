"""Build the translation catalogues: ``.ts`` sources from the code, ``.qm`` files from them.

    python -m kosci_gui.i18n_build update    # pyside6-lupdate over kosci_gui/ -> kosci_*.ts
    python -m kosci_gui.i18n_build release   # pyside6-lrelease kosci_*.ts -> kosci_*.qm
    python -m kosci_gui.i18n_build status    # finished / unfinished entries per language

No Qt import here: the work is done by the ``pyside6-lupdate`` / ``pyside6-lrelease`` tools
that come with PySide6. ``update`` keeps finished translations, drops vanished strings, and
fills the English catalogue itself (the source strings are English; only plurals differ).
The app itself does not import this module: at start it only asks :mod:`kosci_gui.languages`
whether a ``.qm`` file is missing or older than its source (a source checkout whose ``.ts``
changed), and only then calls :func:`ensure_catalogs` here to build it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .languages import CODES, outdated, qm_path, translations_dir, ts_path

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

PACKAGE_DIR = Path(__file__).resolve().parent


def find_tool(name: str) -> str | None:
    """The path of ``pyside6-<name>`` (lupdate or lrelease), or None if it is not installed.

    Looks next to the running Python first (a virtual environment's scripts), then on PATH,
    then for the binary inside the PySide6 package.
    """
    import importlib.util
    import shutil

    script = f"pyside6-{name}"
    suffix = ".exe" if os.name == "nt" else ""
    beside = Path(sys.executable).parent / (script + suffix)
    if beside.is_file():
        return str(beside)
    found = shutil.which(script)
    if found:
        return found
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        for candidate in (Path(folder) / (name + suffix), Path(folder) / "Qt" / "bin" / name):
            if candidate.is_file():
                return str(candidate)
    return None


def _run(args: Sequence[str], quiet: bool) -> None:
    import subprocess

    subprocess.run(list(args), check=True, capture_output=quiet, text=True)


def lupdate(out_dir: Path | None = None, sources: Path = PACKAGE_DIR, quiet: bool = False,
            languages: Sequence[str] = CODES) -> list[Path]:
    """Run pyside6-lupdate over the package into ``kosci_<lang>.ts`` (in ``out_dir``, by
    default the translations folder); returns the .ts paths. The catalogues keep no source
    locations: a line moved in the code would change them, and two branches that each add a
    string would conflict all over the files (a string's context is its class)."""
    tool = find_tool("lupdate")
    if tool is None:
        raise FileNotFoundError("pyside6-lupdate not found: install PySide6")
    folder = out_dir or translations_dir()
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for language in languages:
        path = ts_path(language, folder)
        known = finished_translations(path) if path.exists() else {}
        _run([tool, *(["-silent"] if quiet else []), "-extensions", "py",
              "-locations", "none", "-no-obsolete", "-target-language", language,
              str(sources), "-ts", str(path)], quiet)
        carried = carry_translations(path, known)
        if (language == "en" and fill_english(path)) or carried:
            # Let lupdate write the file back in its own layout.
            _run([tool, "-silent", "-extensions", "py", "-locations", "none",
                  "-no-obsolete", "-target-language", language, str(sources), "-ts",
                  str(path)], True)
        paths.append(path)
    return paths


def _translation_of(message: ET.Element) -> tuple[str, ...] | None:
    """A finished entry's translation (its plural forms, or one text), else None."""
    translation = message.find("translation")
    if translation is None or translation.get("type") is not None:
        return None
    if message.get("numerus") == "yes":
        forms = tuple(f.text or "" for f in translation.findall("numerusform"))
        return forms if forms and all(forms) else None
    return (translation.text,) if translation.text else None


def finished_translations(path: Path) -> dict[tuple[str, bool], tuple[str, ...]]:
    """Every finished translation of a catalogue by (source, plural), where the source has
    one translation only (whatever its context)."""
    import xml.etree.ElementTree as ET

    found: dict[tuple[str, bool], set[tuple[str, ...]]] = {}
    for message in ET.parse(path).getroot().iter("message"):
        text = _translation_of(message)
        if text is not None:
            key = (message.findtext("source") or "", message.get("numerus") == "yes")
            found.setdefault(key, set()).add(text)
    return {key: next(iter(texts)) for key, texts in found.items() if len(texts) == 1}


def carry_translations(path: Path, known: dict[tuple[str, bool], tuple[str, ...]]) -> int:
    """Fill the unfinished entries whose source text was translated before (a string that
    moved to another class keeps its translation). Returns how many were filled."""
    import xml.etree.ElementTree as ET

    if not known:
        return 0
    tree = ET.parse(path)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        plural = message.get("numerus") == "yes"
        text = known.get((message.findtext("source") or "", plural))
        if translation is None or translation.get("type") != "unfinished" or text is None:
            continue
        if plural:
            for form in translation.findall("numerusform"):
                translation.remove(form)
            for form_text in text:
                ET.SubElement(translation, "numerusform").text = form_text
        else:
            translation.text = text[0]
        del translation.attrib["type"]
        filled += 1
    if filled:
        _write_ts(tree, path)
    return filled


def _write_ts(tree: ET.ElementTree[ET.Element[str]], path: Path) -> None:
    import xml.etree.ElementTree as ET

    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def _english_plural(source: str, singular: bool) -> str:
    source = source.replace("die(s)", "die" if singular else "dice")  # the one irregular
    return source.replace("(s)", "" if singular else "s")


def fill_english(path: Path) -> int:
    """Mark every unfinished entry of the English catalogue finished, with the source text
    (plurals: "%n roll left" / "%n rolls left"). Returns how many entries changed."""
    import xml.etree.ElementTree as ET

    tree = ET.parse(path)
    changed = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or translation.get("type") not in ("unfinished", None):
            continue
        forms = translation.findall("numerusform")
        if message.get("numerus") == "yes":
            done = bool(forms) and all((f.text or "") for f in forms)
            if translation.get("type") is None and done:
                continue
            for form in forms:
                translation.remove(form)
            for singular in (True, False):
                ET.SubElement(translation, "numerusform").text = _english_plural(
                    source, singular)
        else:
            if translation.get("type") is None and translation.text:
                continue
            translation.text = source
        translation.attrib.pop("type", None)
        changed += 1
    if changed:
        _write_ts(tree, path)
    return changed


def release(folder: Path | None = None, quiet: bool = False) -> list[Path]:
    """Build ``kosci_<lang>.qm`` from every ``kosci_<lang>.ts``; returns the .qm paths."""
    tool = find_tool("lrelease")
    if tool is None:
        raise FileNotFoundError("pyside6-lrelease not found: install PySide6")
    built = []
    for language in CODES:
        source = ts_path(language, folder)
        if source.is_file():
            target = qm_path(language, folder)
            # Build beside and rename: another process may be loading or building it too.
            partial = target.with_name(f"{target.name}.{os.getpid()}.part")
            try:
                _run([tool, "-silent", str(source), "-qm", str(partial)], quiet)
                os.replace(partial, target)
            finally:
                partial.unlink(missing_ok=True)
            built.append(target)
    return built


def ensure_catalogs() -> list[str]:
    """Build missing or outdated .qm files if pyside6-lrelease is available (never raises).

    Returns the languages built. A frozen bundle ships its .qm files and is left alone.
    """
    import subprocess

    if getattr(sys, "frozen", False):
        return []
    stale = outdated()
    if not stale or find_tool("lrelease") is None:
        return []
    try:
        release(quiet=True)
    except (OSError, subprocess.CalledProcessError):
        return []
    return stale


def status(folder: Path | None = None) -> dict[str, dict[str, int]]:
    """Counts per language: entries, finished, unfinished, numerus, obsolete/vanished."""
    import xml.etree.ElementTree as ET

    out = {}
    for language in CODES:
        path = ts_path(language, folder)
        counts = {"entries": 0, "finished": 0, "unfinished": 0, "numerus": 0, "obsolete": 0}
        if path.is_file():
            for message in ET.parse(path).getroot().iter("message"):
                translation = message.find("translation")
                kind = translation.get("type") if translation is not None else "unfinished"
                if kind in ("obsolete", "vanished"):
                    counts["obsolete"] += 1
                    continue
                counts["entries"] += 1
                counts["numerus"] += message.get("numerus") == "yes"
                counts["unfinished" if kind == "unfinished" else "finished"] += 1
        out[language] = counts
    return out


def main(argv: Sequence[str] | None = None) -> int:
    import argparse
    import subprocess

    parser = argparse.ArgumentParser(prog="python -m kosci_gui.i18n_build", description=(
        "Update the .ts translation sources from the code, or build the .qm catalogues."))
    parser.add_argument("command", choices=("update", "release", "status"))
    parser.add_argument("--quiet", action="store_true", help="no tool output")
    args = parser.parse_args(argv)
    try:
        if args.command == "update":
            for path in lupdate(quiet=args.quiet):
                print(path)
        elif args.command == "release":
            for path in release(quiet=args.quiet):
                print(path)
        for language, counts in status().items():
            print(f"{language}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    except (FileNotFoundError, subprocess.CalledProcessError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
