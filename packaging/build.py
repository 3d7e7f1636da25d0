"""Build the app bundle: dist/kosci/ (one folder; on macOS also dist/Kości.app) and an archive
of it, on whichever system this runs (Linux, Windows, macOS).

    python packaging/build.py            # from the repository root or anywhere
    python packaging/build.py --clean    # also empty PyInstaller's cache first

Steps: install PyInstaller (and the app's dependencies) if missing, check the icons, compile
the translations (.ts -> .qm), run PyInstaller on packaging/kosci.spec, on Linux put the
install scripts, the menu entry, the MIME type and the AppStream file into the bundle, then
print the bundle's size part by part and write dist/kosci-<version>-<system>-<machine>.tar.xz
(xz: a quarter smaller than gzip for this bundle; every tar since 2010 unpacks it).
"""

from __future__ import annotations

import argparse
import importlib.util
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
SPEC = ROOT / "packaging" / "kosci.spec"


def run(*args: str | Path) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], check=True, cwd=ROOT)


def missing(*modules: str) -> list[str]:
    return [m for m in modules if importlib.util.find_spec(m) is None]


def ensure_tools() -> None:
    """The app's dependencies and PyInstaller, installed with pip when they are missing."""
    if missing("PySide6", "numpy"):
        run(sys.executable, "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[bundle]")
    elif missing("PyInstaller"):
        run(sys.executable, "-m", "pip", "install", "--quiet", "pyinstaller>=6.0")


def ensure_icons() -> None:
    """The icons are committed; render them again only if one is missing."""
    make_icons = ROOT / "packaging" / "make_icons.py"
    if subprocess.run([sys.executable, str(make_icons), "--check"], cwd=ROOT).returncode:
        run(sys.executable, make_icons)


def build_translations() -> None:
    """The .qm catalogues, compiled again from the .ts sources (as committed)."""
    if (ROOT / "kosci_gui" / "i18n_build.py").exists():
        run(sys.executable, "-m", "kosci_gui.i18n_build", "release")
        return
    sources = sorted((ROOT / "kosci_gui" / "assets" / "translations").glob("*.ts"))
    if sources:
        lrelease = Path(sys.executable).parent / "pyside6-lrelease"
        tool = str(lrelease) if lrelease.exists() else "pyside6-lrelease"
        for ts in sources:
            run(tool, "-silent", ts, "-qm", ts.with_suffix(".qm"))


#: What install.sh installs besides the bundle: shipped inside it, so that an unpacked archive
#: installs with ./kosci/install.sh.
INSTALLER = ("install.sh", "uninstall.sh", "kosci.desktop", "kosci-mime.xml",
             "org.kosci.Kosci.metainfo.xml")

#: The parts of a Linux bundle, by the first pattern a file's path (under _internal/) matches.
PARTS = (
    ("numpy and its OpenBLAS", re.compile(r"numpy")),
    ("ICU (Qt's text handling; data cut to en/pl/ru)", re.compile(r"libicu")),
    ("Qt libraries", re.compile(r"PySide6/Qt/lib/")),
    ("Qt plugins", re.compile(r"PySide6/Qt/plugins/")),
    ("Qt's translations (pl, ru, en)", re.compile(r"PySide6/Qt/translations/")),
    ("PySide6 bindings", re.compile(r"PySide6/|shiboken6/")),
    ("value tables", re.compile(r"kosci_gui/assets/tables/")),
    ("icons, help, translations", re.compile(r"kosci_gui/assets/")),
    ("Python (libpython, extension modules, standard library)",
     re.compile(r"libpython|python3\.\d+/|base_library\.zip")),
    ("system libraries (xcb, D-Bus, ...)", re.compile(r"lib[^/]*\.so")),
)


def add_installer(bundle: Path) -> None:
    for name in INSTALLER:
        shutil.copy2(ROOT / "packaging" / name, bundle / name)


def version() -> str:
    text = (ROOT / "kosci_gui" / "__init__.py").read_text("utf-8")
    return re.search(r'__version__\s*=\s*"([^"]+)"', text).group(1)


def folder_size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def parts(bundle: Path) -> list[tuple[str, int]]:
    """The bundle's size by part (see PARTS; the rest: the program and the install files)."""
    sizes: dict[str, int] = {}
    for path in bundle.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        inside = path.relative_to(bundle).as_posix().removeprefix("_internal/")
        part = next((name for name, pattern in PARTS if pattern.search(inside)),
                    "the kosci program (bootloader and all Python code) and install files")
        sizes[part] = sizes.get(part, 0) + path.stat().st_size
    return sorted(sizes.items(), key=lambda item: -item[1])


def archive(bundle: Path) -> Path:
    """dist/kosci-<version>-<system>-<machine>.tar.xz (lzma preset 9: 64 MB dictionary)."""
    system = platform.system().lower().replace("darwin", "macos")
    name = f"kosci-{version()}-{system}-{platform.machine().lower()}.tar.xz"
    target = DIST / name
    for old in DIST.glob("kosci-*.tar.*"):
        old.unlink()
    with tarfile.open(target, "w:xz", preset=9) as tar:
        tar.add(bundle, arcname=bundle.name)
    return target


def mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--no-archive", action="store_true", help="skip the .tar.xz")
    args = parser.parse_args(argv)

    started = time.monotonic()
    ensure_tools()
    ensure_icons()
    build_translations()
    pyinstaller = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "ERROR",
        "--distpath",
        DIST,
        "--workpath",
        ROOT / "build" / "pyinstaller",
    ]
    run(*pyinstaller, *(["--clean"] if args.clean else []), SPEC)

    bundle = DIST / "kosci"
    if sys.platform.startswith("linux"):
        add_installer(bundle)
    size, count = folder_size(bundle)
    print(f"bundle:     {bundle.relative_to(ROOT)}/  {mb(size)} in {count} files")
    for part, part_size in parts(bundle):
        print(f"  {mb(part_size):>9}  {part}")
    if not args.no_archive:
        packed = archive(bundle)
        print(f"compressed: {packed.relative_to(ROOT)}  {mb(packed.stat().st_size)}")
    app = DIST / "Kości.app"
    if app.exists():
        print(f"macOS app:  {app.relative_to(ROOT)}")
    print(f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
