"""Build the app bundle: dist/kosci/ (one folder; on macOS also dist/Kości.app) and an archive
of it, on whichever system this runs (Linux, Windows, macOS).

    python packaging/build.py            # from the repository root or anywhere
    python packaging/build.py --clean    # also empty PyInstaller's cache first

Steps: install PyInstaller (and the app's dependencies) if missing, check the icons, compile
the translations (.ts -> .qm), run PyInstaller on packaging/kosci.spec, on Linux put the
install scripts and the menu entry into the bundle, then print the bundle's size and the
size of dist/kosci-<version>-<system>-<machine>.tar.gz.
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
    """The .qm catalogues, compiled from the .ts sources (they are never committed)."""
    if (ROOT / "kosci_gui" / "i18n_build.py").exists():
        run(sys.executable, "-m", "kosci_gui.i18n_build", "release")
        return
    sources = sorted((ROOT / "resources" / "translations").glob("*.ts"))
    if sources:
        lrelease = Path(sys.executable).parent / "pyside6-lrelease"
        tool = str(lrelease) if lrelease.exists() else "pyside6-lrelease"
        for ts in sources:
            run(tool, "-silent", ts, "-qm", ts.with_suffix(".qm"))


def add_installer(bundle: Path) -> None:
    """Ship the install and uninstall scripts and the menu entry inside the bundle, so an
    unpacked archive installs with ./kosci/install.sh."""
    for name in ("install.sh", "uninstall.sh", "kosci.desktop"):
        shutil.copy2(ROOT / "packaging" / name, bundle / name)


def version() -> str:
    text = (ROOT / "kosci_gui" / "__init__.py").read_text("utf-8")
    return re.search(r'__version__\s*=\s*"([^"]+)"', text).group(1)


def folder_size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def archive(bundle: Path) -> Path:
    system = platform.system().lower().replace("darwin", "macos")
    name = f"kosci-{version()}-{system}-{platform.machine().lower()}.tar.gz"
    target = DIST / name
    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=bundle.name)
    return target


def mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--no-archive", action="store_true", help="skip the .tar.gz")
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
