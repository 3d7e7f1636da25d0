"""The lean ICU data of the Linux bundle (packaging/icu_data.py): it keeps what Qt needs for
the app's languages, reads back as a valid package, and Qt sorts and cases text with it as
with the full data."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import icu_data  # noqa: E402


def pyside_icu_data() -> Path | None:
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


@pytest.mark.parametrize(("name", "kept"), [
    ("icudt73l/root.res", True),
    ("icudt73l/pl.res", True),
    ("icudt73l/ru_RU.res", True),
    ("icudt73l/en_GB.res", True),
    ("icudt73l/res_index.res", True),
    ("icudt73l/supplementalData.res", True),
    ("icudt73l/uprops.icu", True),
    ("icudt73l/nfkc.nrm", True),
    ("icudt73l/coll/ucadata.icu", True),
    ("icudt73l/coll/pl.res", True),
    ("icudt73l/brkitr/word.brk", True),
    ("icudt73l/brkitr/thaidict.dict", True),
    ("icudt73l/zone/tzdbNames.res", True),
    ("icudt73l/lang/pool.res", True),
    ("icudt73l/de.res", False),
    ("icudt73l/zh_Hant_TW.res", False),
    ("icudt73l/coll/de__PHONEBOOK.res", False),
    ("icudt73l/curr/sr_Latn_BA.res", False),
    ("icudt73l/ibm-1250_P100-1995.cnv", False),
    ("icudt73l/translit/root.res", False),
])
def test_what_the_lean_data_keeps(name, kept):
    assert icu_data.wanted(name) is kept


ICU = pyside_icu_data()
needs_icu = pytest.mark.skipif(ICU is None or not sys.platform.startswith("linux"),
                               reason="PySide6 ships no ICU data library here")


@needs_icu
def test_the_package_reads_back_item_for_item():
    _, data = icu_data.exported_data(ICU)
    header, items = icu_data.items(data)
    assert len(items) > 1000
    assert icu_data.items(icu_data.package(header, items)) == (header, items)


SORT_AND_CASE = r"""
import functools, sys
from PySide6.QtCore import QCollator, QLocale
words = ["żaba", "zebra", "ąb", "ab", "łoś", "los", "ćma", "cma", "ёж", "еж", "яма", "аист"]
for name in ("pl_PL", "ru_RU", "en_US"):
    print(name, sorted(words, key=functools.cmp_to_key(QCollator(QLocale(name)).compare)))
print(QLocale("tr_TR").toUpper("i"), QLocale("pl_PL").toUpper("łóż"), QLocale("ru").toLower("ЁЖ"))
print([line.split()[-1] for line in open("/proc/self/maps") if "libicudata" in line][0])
"""


@needs_icu
@pytest.mark.slow
@pytest.mark.skipif(not (shutil.which("cc") or shutil.which("gcc")), reason="no C compiler")
def test_qt_sorts_and_cases_the_apps_languages_alike_with_the_lean_data(tmp_path):
    lean, before, after = icu_data.lean(ICU, tmp_path)
    assert after < before / 3

    def run(library_path: str | None) -> list[str]:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        if library_path:
            env["LD_LIBRARY_PATH"] = library_path  # searched before ICU's own RUNPATH
        out = subprocess.run([sys.executable, "-c", SORT_AND_CASE], env=env, check=True,
                             capture_output=True, text=True).stdout.splitlines()
        return out

    full, trimmed = run(None), run(str(tmp_path))
    assert trimmed[-1] == str(lean) and full[-1] != str(lean)
    assert trimmed[:-1] == full[:-1]
    assert "'ab', 'ąb', 'cma', 'ćma', 'los', 'łoś'" in trimmed[0]  # Polish order
