"""The shared libraries of the bundle, as a Debian package sees them (packaging/build_deb.py).

What the bundle links but does not carry becomes the package's Depends:, the way
dpkg-shlibdeps works it out: each such library (a DT_NEEDED name of one of the bundle's
programs, libraries or plugins) is looked up in the dynamic linker's cache (ldconfig -p), the
Debian package that installed it is asked for (dpkg-query -S), and that package's shlibs
entry gives the dependency with its minimum version. And the libraries the bundle does carry
that are a Debian package's own (PyInstaller copied them from the build machine) are named,
so that the package's copyright file can carry their copyright.

Standard library only; ldconfig, dpkg-query and dpkg of the build machine.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import struct
import subprocess
from collections.abc import Iterable, Iterator
from pathlib import Path


class Elf:
    """What a shared object or program says about its linking: its machine (EM_*), whether it
    is a program, and the libraries it links (DT_NEEDED). A program asks for an interpreter
    (PT_INTERP) and has no library name (DT_SONAME): libc and QtCore also run, to print what
    they are, but are libraries."""

    def __init__(self, machine: int, program: bool, needed: list[str]) -> None:
        self.machine = machine
        self.program = program
        self.needed = needed

    @classmethod
    def read(cls, path: Path) -> Elf | None:
        """None for a file that is not ELF (or is cut short)."""
        try:
            with path.open("rb") as f:
                data = f.read(4)
                if data != b"\x7fELF":
                    return None
                data += f.read()
        except OSError:
            return None
        try:
            return cls._parse(data)
        except (struct.error, IndexError, ValueError):
            return None

    @classmethod
    def _parse(cls, data: bytes) -> Elf | None:
        if data[:4] != b"\x7fELF" or data[4] not in (1, 2) or data[5] not in (1, 2):
            return None
        wide, end = data[4] == 2, "<" if data[5] == 1 else ">"
        machine = struct.unpack_from(end + "H", data, 18)[0]
        if wide:
            phoff, shoff = struct.unpack_from(end + "QQ", data, 0x20)
            phentsize, phnum, shentsize, shnum = struct.unpack_from(end + "HHHH", data, 0x36)
        else:
            phoff, shoff = struct.unpack_from(end + "II", data, 0x1C)
            phentsize, phnum, shentsize, shnum = struct.unpack_from(end + "HHHH", data, 0x2A)
        interpreter = any(struct.unpack_from(end + "I", data, phoff + i * phentsize)[0] == 3
                          for i in range(phnum))  # PT_INTERP
        sections = []
        for i in range(shnum):
            at = shoff + i * shentsize
            if wide:
                _, kind, _, _, offset, size, link = struct.unpack_from(end + "IIQQQQI", data, at)
            else:
                _, kind, _, _, offset, size, link = struct.unpack_from(end + "IIIIIII", data, at)
            sections.append((kind, offset, size, link))
        needed, soname = [], False
        for kind, offset, size, link in sections:
            if kind != 6:  # SHT_DYNAMIC
                continue
            _, strings_at, strings_size, _ = sections[link]
            strings = data[strings_at:strings_at + strings_size]
            entry = struct.Struct(end + ("qQ" if wide else "iI"))
            for at in range(offset, offset + size, entry.size):
                tag, value = entry.unpack_from(data, at)
                if tag == 0:  # DT_NULL
                    break
                if tag == 1:  # DT_NEEDED
                    needed.append(strings[value:strings.index(b"\0", value)].decode())
                soname = soname or tag == 14  # DT_SONAME
        return cls(machine, interpreter and not soname, needed)


def files_of(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            yield path


def foreign_libraries(bundle: Path) -> tuple[int, dict[str, list[str]]]:
    """The bundle's machine and the libraries it links but does not carry, each with the
    bundle's files (relative paths) that link it."""
    carried = {path.name for path in bundle.rglob("*") if not path.is_dir()}
    machine, wanted = 0, {}
    for path in files_of(bundle):
        elf = Elf.read(path)
        if elf is None:
            continue
        machine = machine or elf.machine
        for name in elf.needed:
            if name not in carried:
                wanted.setdefault(name, []).append(path.relative_to(bundle).as_posix())
    return machine, wanted


def linker_cache() -> dict[str, list[Path]]:
    """The dynamic linker's cache (ldconfig -p): library name -> paths, every architecture."""
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    out = subprocess.run([ldconfig, "-p"], check=True, capture_output=True, text=True).stdout
    cache: dict[str, list[Path]] = {}
    for line in out.splitlines():
        found = re.match(r"\s+(\S+) \(.*\) => (\S+)$", line)
        if found:
            cache.setdefault(found.group(1), []).append(Path(found.group(2)))
    return cache


def system_library(name: str, machine: int, cache: dict[str, list[Path]]) -> Path | None:
    """Where the dynamic linker finds NAME for this machine (an x86-64 program never loads
    the i386 copy)."""
    for path in cache.get(name, []):
        elf = Elf.read(path)
        if elf is not None and elf.machine == machine:
            return path
    return None


def owner(path: Path) -> str | None:
    """The Debian package that installed PATH, by any of its names: as found, its target,
    and each with and without /usr (Debian 12 merged /lib into /usr/lib, but dpkg's database
    has each file under the name its package gave it)."""
    names = []
    for candidate in (path, path.resolve()):
        text = candidate.as_posix()
        other = text.removeprefix("/usr") if text.startswith("/usr/") else "/usr" + text
        names += [text, other]
    for name in dict.fromkeys(names):
        done = subprocess.run(["dpkg-query", "-S", name], capture_output=True, text=True)
        for line in done.stdout.splitlines():
            packages, _, file = line.partition(": ")
            if file == name and "diversion" not in packages:
                return packages.split(",")[0].strip().split(":")[0]
    return None


def shlibs_key(name: str) -> tuple[str, str]:
    """A library name as a shlibs file lists it: libfoo.so.1 -> (libfoo, 1), libfoo-2.0.so ->
    (libfoo, 2.0)."""
    found = re.fullmatch(r"(.+)\.so\.(.+)", name) or re.fullmatch(r"(.+)-(\d.*)\.so", name)
    return (found.group(1), found.group(2)) if found else (name, "")


def shlibs_entries(text: str) -> dict[tuple[str, str], str]:
    """A shlibs file: (library, version) -> the dependency it calls for (udeb lines left out)."""
    entries = {}
    for line in text.splitlines():
        found = re.match(r"(?:(\w+):\s+)?(\S+)\s+(\S+)\s+(.+)$", line.strip())
        if found and not line.lstrip().startswith("#") and found.group(1) in (None, ""):
            entries[(found.group(2), found.group(3))] = found.group(4).strip()
    return entries


def dependency(package: str, name: str, info: Path = Path("/var/lib/dpkg/info")) -> str:
    """The dependency that package's shlibs entry for NAME calls for (with its minimum
    version), or the bare package name when it has none."""
    for shlibs in (*sorted(info.glob(f"{package}:*.shlibs")), info / f"{package}.shlibs"):
        if shlibs.is_file():
            found = shlibs_entries(shlibs.read_text("utf-8", "replace")).get(shlibs_key(name))
            if found:
                return found
    return package


def version_key(relation: str) -> tuple[str, str | None]:
    found = re.fullmatch(r"(\S+)(?:\s*\(>=\s*([^)\s]+)\s*\))?", relation.strip())
    return (found.group(1), found.group(2)) if found else (relation.strip(), None)


def newer(a: str, b: str) -> bool:
    """Debian's version order (dpkg --compare-versions)."""
    return subprocess.run(["dpkg", "--compare-versions", a, "gt", b]).returncode == 0


def merged(relations: Iterable[str]) -> list[str]:
    """One relation per package, with the highest minimum version asked for; sorted."""
    best: dict[str, str | None] = {}
    others: list[str] = []
    for relation in relations:
        package, minimum = version_key(relation)
        if "|" in relation or " " in package:
            others.append(relation)
        elif package not in best or (minimum and (best[package] is None
                                                  or newer(minimum, best[package] or ""))):
            best[package] = minimum
    simple = [f"{p} (>= {v})" if v else p for p, v in best.items()]
    return sorted(set(simple + others))


class Depends:
    """What the bundle needs from the system: the relations for Depends:, and which library
    each package was asked for (for the build's report)."""

    def __init__(self, bundle: Path) -> None:
        machine, wanted = foreign_libraries(bundle)
        cache = linker_cache()
        self.packages: dict[str, list[str]] = {}
        relations, unknown = [], []
        for name in sorted(wanted):
            path = system_library(name, machine, cache)
            package = owner(path) if path else None
            if package is None:
                unknown.append(f"{name} (linked by {wanted[name][0]})")
                continue
            self.packages.setdefault(package, []).append(name)
            relations.append(dependency(package, name))
        if unknown:
            raise SystemExit("build_deb: no Debian package on this machine provides "
                             + ", ".join(unknown) + " (install it, or bundle it)")
        self.relations = merged(relations)


def bundled_debian_libraries(bundle: Path, cache: dict[str, list[Path]]
                             ) -> dict[str, list[str]]:
    """Libraries of the bundle that are byte for byte a Debian package's (PyInstaller copied
    them from the build machine): package -> library names."""
    found: dict[str, list[str]] = {}
    for path in files_of(bundle):
        if ".so" not in path.name:
            continue
        for system in cache.get(path.name, []):
            if system.is_file() and same_file(path, system):
                package = owner(system)
                if package:
                    found.setdefault(package, []).append(path.name)
                break
    return found


def same_file(a: Path, b: Path) -> bool:
    if a.stat().st_size != b.stat().st_size:
        return False
    return hashlib.sha256(a.read_bytes()).digest() == hashlib.sha256(b.read_bytes()).digest()


def package_version(package: str) -> str:
    return subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                          capture_output=True, text=True).stdout.strip()
