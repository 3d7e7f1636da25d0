"""Build the Debian package of the Linux bundle: dist/kosci_<version>_<arch>.deb.

    python packaging/build.py                # first the bundle, dist/kosci/
    python packaging/build_deb.py            # then the package from it (about a minute)
    python packaging/build_deb.py --fast     # gzip instead of xz: bigger, in seconds (to try)

The package installs the bundle as /opt/kosci/, the `kosci` command as a link
/usr/bin/kosci -> /opt/kosci/kosci, and the desktop files where the system looks for them:
the menu entry, the icons (hicolor, every PNG size and the SVG), the saved games' MIME type
and the AppStream file; with a manual page, a changelog and the copyright of everything the
bundle carries. It has no maintainer scripts: Debian's triggers (desktop-file-utils,
shared-mime-info, the icon cache, AppStream) refresh the desktop's caches when the files
arrive and when they go.

Depends: is worked out from the bundle (packaging/deb_libraries.py): every library it links
but does not carry, as the build machine's Debian package that provides it, with the minimum
version that package's shlibs entry gives. Needs a Debian or Ubuntu build machine (dpkg-deb,
dpkg-query, ldconfig); no Python package.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from deb_docs import changelog, copyright_text, releases
from deb_libraries import Depends, Elf, files_of

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
NAME = "kosci"
PREFIX = "opt/kosci"
METAINFO = "org.kosci.Kosci.metainfo.xml"

#: Who answers for the package (Maintainer:, the changelog). DEBFULLNAME and DEBEMAIL, the
#: variables Debian's own tools read, override it.
MAINTAINER = "Kości maintainers <maintainers@kosci.invalid>"

#: Files of the bundle that serve its per-user install (packaging/install.sh) and have no
#: place under /opt/kosci: the package puts the desktop files in the system's places itself.
INSTALLER = frozenset(("install.sh", "uninstall.sh", "kosci.desktop", "kosci-mime.xml",
                       METAINFO))

SYNOPSIS = "dice games of the Yahtzee family and Thousand"
DESCRIPTION = """\
Kości is a desktop app for the dice games of the Yahtzee family - classic
Kości, triple and full Kości - and the Polish game Thousand ("1000 w kości"),
played by one to six players at one screen, humans and computer players of
chosen strength in any mix. The strongest computer player is optimal where
the game can be solved, and an advisor shows the expected value of every
option.

The app speaks Polish, Russian and English, saves every game as it goes,
keeps statistics of finished games and shows after a game how far each
player played from perfect and how kind the dice were.

This package installs the self-contained build of the app, with its own
Python, Qt and numpy, under /opt/kosci."""


# --- the control file -----------------------------------------------------------------------

def debian_version(version: str) -> str:
    """The Debian form of a Python version: pre-releases and development releases sort before
    their release there only after a tilde (0.2.0rc1 -> 0.2.0~rc1, 0.2.0.dev3 -> 0.2.0~dev3)."""
    match = re.fullmatch(
        r"(\d+(?:\.\d+)*)(?:[-_.]?(a|b|rc|alpha|beta|c|pre|preview)[-_.]?(\d*))?"
        r"(?:[-_.]?post[-_.]?(\d+))?(?:[-_.]?dev[-_.]?(\d*))?", version.strip().lower())
    if not match:
        raise ValueError(f"not a release version: {version!r}")
    release, pre, pre_n, post, dev = match.groups()
    pre = {"alpha": "a", "beta": "b", "c": "rc", "pre": "rc", "preview": "rc"}.get(pre, pre)
    result = release
    if post is not None:
        result += f"+post{post}"
    if pre:
        result += f"~{pre}{pre_n or 0}"
    if dev is not None:
        result += f"~dev{dev or 0}"
    return result


def python_version() -> str:
    """The app's version, as kosci_gui/__init__.py says it."""
    text = (ROOT / "kosci_gui" / "__init__.py").read_text("utf-8")
    found = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if not found:
        raise SystemExit("build_deb: no __version__ in kosci_gui/__init__.py")
    return found.group(1)


def folded(text: str) -> str:
    """A control file's extended description: each line indented by one space, an empty line
    as " ."."""
    return "\n".join(f" {line}" if line.strip() else " ." for line in text.splitlines())


def control(fields: dict[str, str], description: str = DESCRIPTION) -> str:
    """DEBIAN/control: the fields in order (empty ones left out), then the description."""
    lines = [f"{key}: {value}" for key, value in fields.items() if value]
    lines.append(f"Description: {SYNOPSIS}")
    lines.append(folded(description))
    return "\n".join(lines) + "\n"


def maintainer() -> str:
    name, email = os.environ.get("DEBFULLNAME"), os.environ.get("DEBEMAIL")
    return f"{name} <{email}>" if name and email else MAINTAINER


def installed_size(root: Path) -> int:
    """Installed-Size in KiB, counted as dpkg-gencontrol counts it: each file rounded up to a
    KiB, each directory and link one KiB; DEBIAN/ not counted."""
    total = 0
    for path in root.rglob("*"):
        if path.relative_to(root).parts[0] == "DEBIAN":
            continue
        if path.is_file() and not path.is_symlink():
            total += (path.stat().st_size + 1023) // 1024
        else:
            total += 1
    return total


def md5sums(root: Path) -> str:
    """DEBIAN/md5sums (dpkg --verify checks the installed files against it)."""
    lines = []
    for path in files_of(root):
        inside = path.relative_to(root)
        if inside.parts[0] != "DEBIAN":
            lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {inside.as_posix()}")
    return "\n".join(lines) + "\n"


# --- the files ------------------------------------------------------------------------------

def gzipped(data: bytes, target: Path) -> None:
    """gzip -9n: the most compression and no name or time in the header (reproducible)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw,
                                                 compresslevel=9, mtime=0) as out:
        out.write(data)


def put(source: Path | bytes, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(source, bytes):
        target.write_bytes(source)
    else:
        shutil.copyfile(source, target)
    target.chmod(mode)


def is_program(path: Path) -> bool:
    """A program (an ELF file that asks for an interpreter, or a script that was executable),
    as opposed to a library or data: only programs keep the executable bit."""
    elf = Elf.read(path)
    if elf is not None:
        return elf.program
    with path.open("rb") as f:
        return bool(path.stat().st_mode & 0o111) and f.read(2) == b"#!"


def copy_bundle(bundle: Path, dest: Path) -> None:
    """The bundle as /opt/kosci, without its per-user install files, with Debian's modes:
    programs 0755, everything else (shared libraries included) 0644, directories 0755; links
    stay links."""
    for path in sorted(bundle.rglob("*")):
        inside = path.relative_to(bundle)
        if len(inside.parts) == 1 and inside.name in INSTALLER:
            continue
        target = dest / inside
        if path.is_symlink():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.symlink_to(os.readlink(path))
        elif path.is_dir():
            target.mkdir(parents=True, exist_ok=True)
        else:
            put(path, target, 0o755 if is_program(path) else 0o644)


def menu_entry(text: str) -> str:
    """packaging/kosci.desktop as the package installs it: `kosci` is on the PATH, so Exec and
    TryExec stay as they are; only the comment about install.sh goes."""
    return "".join(line for line in text.splitlines(keepends=True)
                   if not line.startswith("# "))


def stage(bundle: Path, root: Path, version: str, who: str) -> None:
    """Every file of the package under ROOT (DEBIAN/ comes after, with the sizes)."""
    if root.exists():
        shutil.rmtree(root)
    entries = [(debian_version(v), date, notes) for v, date, notes in
               releases(PACKAGING / METAINFO)]
    try:
        history = changelog(NAME, version, who, entries)
    except ValueError as err:
        raise SystemExit(f"build_deb: packaging/{METAINFO} has {err}: add a <release> for "
                         f"{version} (its version and date), newest first") from err
    copy_bundle(bundle, root / PREFIX)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / NAME).symlink_to(f"/{PREFIX}/{NAME}")
    share = root / "usr" / "share"
    icons = ROOT / "kosci_gui" / "assets" / "icons"
    for png in sorted(icons.glob("hicolor/*/apps/kosci.png")):
        put(png, share / "icons" / png.relative_to(icons))
    put(icons / "kosci.svg", share / "icons" / "hicolor" / "scalable" / "apps" / "kosci.svg")
    desktop = menu_entry((PACKAGING / "kosci.desktop").read_text("utf-8"))
    put(desktop.encode(), share / "applications" / "kosci.desktop")
    put(PACKAGING / "kosci-mime.xml", share / "mime" / "packages" / "kosci.xml")
    put(PACKAGING / METAINFO, share / "metainfo" / METAINFO)
    gzipped((PACKAGING / "kosci.6").read_bytes(), share / "man" / "man6" / "kosci.6.gz")
    put(PACKAGING / "kosci.lintian-overrides", share / "lintian" / "overrides" / NAME)
    doc = share / "doc" / NAME
    put(copyright_text(bundle, ROOT).encode(), doc / "copyright")
    gzipped(history.encode(), doc / "changelog.gz")
    for path in root.rglob("*"):
        if path.is_dir() and not path.is_symlink():
            path.chmod(0o755)


# --- the build ------------------------------------------------------------------------------

def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True,
                          text=True).stdout.strip()


def source_date_epoch() -> str:
    """The last commit's time (or SOURCE_DATE_EPOCH if set): dpkg-deb stamps the archive with
    it and clamps the files' times to it, so that the same bundle gives the same package."""
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return os.environ["SOURCE_DATE_EPOCH"]
    done = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%ct"],
                          capture_output=True, text=True)
    return done.stdout.strip() or str(int(time.time()))


def check_bundle(bundle: Path, version: str) -> None:
    """The bundle is there and is this version (a bundle left from an older build would give
    a package that says another version than the one it holds)."""
    program = bundle / NAME
    if not (program.is_file() and os.access(program, os.X_OK)):
        raise SystemExit(f"build_deb: no bundle at {bundle} (build it: packaging/build.py)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([str(program), "--version"], capture_output=True, text=True,
                          env=env, timeout=120)
    said = done.stdout.strip().split()
    if done.returncode or not said or debian_version(said[-1]) != version:
        raise SystemExit(f"build_deb: {program} --version says {done.stdout.strip()!r}, "
                         f"the checkout is {version}: build the bundle again")


def build(bundle: Path, out: Path, compression: str = "xz", level: int = 6) -> Path:
    version = debian_version(python_version())
    arch = architecture()
    check_bundle(bundle, version)
    who = maintainer()
    root = ROOT / "build" / "deb" / f"{NAME}_{version}_{arch}"
    stage(bundle, root, version, who)
    depends = Depends(bundle)
    fields = {
        "Package": NAME,
        "Version": version,
        "Architecture": arch,
        "Maintainer": who,
        "Installed-Size": str(installed_size(root)),
        "Depends": ", ".join(depends.relations),
        "Section": "games",
        "Priority": "optional",
    }
    (root / "DEBIAN").mkdir(mode=0o755)
    put(control(fields).encode(), root / "DEBIAN" / "control")
    put(md5sums(root).encode(), root / "DEBIAN" / "md5sums")
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob(f"{NAME}_*.deb"):
        old.unlink()
    target = out / f"{NAME}_{version}_{arch}.deb"
    env = dict(os.environ, SOURCE_DATE_EPOCH=source_date_epoch())
    subprocess.run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", f"-z{level}",
                    "--build", str(root), str(target)], check=True, env=env,
                   stdout=subprocess.DEVNULL)
    print(f"Depends: {len(depends.relations)} packages, for what the bundle links but does "
          "not carry:")
    for package, names in sorted(depends.packages.items()):
        print(f"  {package}: {', '.join(names)}")
    print(f"installed:  {int(fields['Installed-Size']) / 1024:.1f} MiB")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=DIST / NAME,
                        help="the built bundle (default: dist/kosci)")
    parser.add_argument("--out", type=Path, default=DIST, help="where the .deb goes (dist/)")
    parser.add_argument("--fast", action="store_true",
                        help="gzip instead of xz: a bigger package in a few seconds (to try)")
    args = parser.parse_args(argv)
    for tool in ("dpkg-deb", "dpkg-query", "dpkg"):
        if not shutil.which(tool):
            raise SystemExit(f"build_deb: {tool} not found (build the .deb on Debian or Ubuntu)")
    started = time.monotonic()
    target = build(args.bundle.resolve(), args.out.resolve(),
                   *(("gzip", 6) if args.fast else ("xz", 6)))
    shown = target.relative_to(ROOT) if target.is_relative_to(ROOT) else target
    print(f"package:    {shown}  {target.stat().st_size / 1e6:.1f} MB")
    print(f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
