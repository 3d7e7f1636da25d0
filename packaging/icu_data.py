"""Lean ICU data for the Linux bundle: the app's three languages instead of every locale.

    python packaging/icu_data.py LIBICUDATA OUT_DIR      # writes OUT_DIR/<same file name>

PySide6's Qt links ICU, whose data library (``libicudata.so.NN``, 32 MB) carries the locale
data of some 800 locales (collation, names of languages, regions, currencies, units and time
zones, spelled-out numbers), every legacy character-set converter and the transliterators.
Qt uses ICU for collation (sorting text), locale-aware case mapping and text codecs beyond the
UTF and Latin-1 ones it has built in.  This keeps every item that is not locale data (the
Unicode properties, normalisation, collation root and UCA tables, break-iteration rules and
dictionaries, time-zone rules, plural rules, likely subtags, ...) and the locale data of root,
English, Polish and Russian; it leaves out the other locales (ICU then falls back to root, as
it does for any locale it lacks), the converters (the app reads and writes only UTF-8) and the
transliterators (Qt has no API that reaches them).  About 8 MB remain.

The data is one ICU "common data" package (``CmnD``: a header, a table of contents sorted by
item name, the items) in the library's only exported symbol, ``icudtNN_dat``.  The new
library is the filtered package in a symbol of the same name, built with the C compiler
(``cc``/``gcc``) under the same file name and soname.
"""

from __future__ import annotations

import argparse
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

LANGUAGES = ("en", "pl", "ru")
#: A locale bundle's name: language, then script / region / variant parts (``sr_Latn_BA``,
#: ``de__PHONEBOOK``); ``res_index`` (the list of locales) looks like one and is not.
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*$")
NOT_LOCALES = ("root", "res_index")
ALIGN = 16


def exported_data(library: Path) -> tuple[str, bytes]:
    """The name and bytes of the ``icudtNN_dat`` symbol of a 64-bit little-endian ELF."""
    elf = library.read_bytes()
    if elf[:4] != b"\x7fELF" or elf[4] != 2 or elf[5] != 1:
        raise ValueError(f"{library}: not a 64-bit little-endian ELF file")
    phoff, shoff = struct.unpack_from("<QQ", elf, 0x20)
    phentsize, phnum, shentsize, shnum = struct.unpack_from("<HHHH", elf, 0x36)
    sections = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * shentsize)
                for i in range(shnum)]
    dynsym = next(s for s in sections if s[1] == 11)  # SHT_DYNSYM
    strings = sections[dynsym[6]]
    for at in range(dynsym[4], dynsym[4] + dynsym[5], 24):
        name_at, _, _, _, value, size = struct.unpack_from("<IBBHQQ", elf, at)
        start = strings[4] + name_at
        name = elf[start:elf.index(b"\0", start)].decode()
        if re.fullmatch(r"icudt\d+_dat", name):
            break
    else:
        raise ValueError(f"{library}: no icudtNN_dat symbol")
    for i in range(phnum):
        kind, _, offset, vaddr, _, filesz = struct.unpack_from("<IIQQQQ", elf,
                                                               phoff + i * phentsize)
        if kind == 1 and vaddr <= value < vaddr + filesz:  # PT_LOAD
            begin = offset + value - vaddr
            return name, elf[begin:begin + size]
    raise ValueError(f"{library}: {name} is in no loaded segment")


def items(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the (name, bytes) items of a common data package."""
    header_size = struct.unpack_from("<H", package, 0)[0]
    if package[2:4] != b"\xda\x27" or package[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    toc = package[header_size:]
    (count,) = struct.unpack_from("<I", toc, 0)
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    out = []
    for i, (name_at, data_at) in enumerate(entries):
        end = entries[i + 1][1] if i + 1 < count else len(toc)
        out.append((toc[name_at:toc.index(b"\0", name_at)].decode(), toc[data_at:end]))
    return package[:header_size], out


def wanted(name: str) -> bool:
    """Keep everything but other languages' locale bundles, converters and transliterators."""
    parts = name.split("/")[1:]  # the first part is the package name, icudtNNl
    folder = parts[0] if len(parts) > 1 else ""
    stem, _, kind = parts[-1].rpartition(".")
    if kind == "cnv" or folder == "translit":
        return False
    if kind == "res" and stem not in NOT_LOCALES and LOCALE.match(stem):
        return stem.split("_")[0] in LANGUAGES
    return True


def package(header: bytes, kept: list[tuple[str, bytes]]) -> bytes:
    """A common data package of these items (names sorted, as ICU's binary search needs)."""
    kept = sorted(kept, key=lambda item: item[0].encode())
    names = b"".join(name.encode() + b"\0" for name, _ in kept)
    toc_size = 4 + 8 * len(kept)
    data_at = toc_size + len(names)
    data_at += -data_at % ALIGN
    entries, blob, name_at = [], bytearray(), toc_size
    for name, data in kept:
        entries.append((name_at, data_at + len(blob)))
        name_at += len(name.encode()) + 1
        blob += data + b"\0" * (-len(data) % ALIGN)
    toc = struct.pack("<I", len(kept)) + b"".join(struct.pack("<II", *e) for e in entries)
    padding = b"\0" * (data_at - toc_size - len(names))
    return header + toc + names + padding + bytes(blob)


def build_library(symbol: str, data: bytes, soname: str, target: Path) -> Path:
    """A shared library exporting ``data`` as ``symbol`` (read-only, 16-byte aligned)."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        raise RuntimeError("no C compiler (cc or gcc) to build the ICU data library")
    with tempfile.TemporaryDirectory() as scratch:
        blob = Path(scratch) / "icu.dat"
        blob.write_bytes(data)
        source = Path(scratch) / "icu.S"
        source.write_text(
            f'\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n'
            f'\t.balign {ALIGN}\n{symbol}:\n\t.incbin "{blob}"\n'
            f'\t.size {symbol}, . - {symbol}\n'
            '\t.section .note.GNU-stack,"",@progbits\n')
        subprocess.run([compiler, "-shared", "-nostdlib", f"-Wl,-soname,{soname}",
                        "-Wl,--hash-style=both", "-o", str(target), str(source)], check=True)
    return target


def lean(library: Path, folder: Path) -> tuple[Path, int, int]:
    """Write the lean copy of ``library`` into ``folder``: (path, old size, new size)."""
    symbol, data = exported_data(library)
    header, everything = items(data)
    smaller = package(header, [item for item in everything if wanted(item[0])])
    # the filtered package must read back as the same items, in ICU's lookup order
    if [name for name, _ in items(smaller)[1]] != sorted(
            (n for n, _ in everything if wanted(n)), key=str.encode):
        raise AssertionError("the filtered ICU package does not read back")
    folder.mkdir(parents=True, exist_ok=True)
    target = build_library(symbol, smaller, library.name, folder / library.name)
    if exported_data(target)[1] != smaller:
        raise AssertionError(f"{target} does not carry the filtered package")
    return target, library.stat().st_size, target.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("library", type=Path)
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    target, before, after = lean(args.library, args.out)
    print(f"{target}: {after / 1e6:.1f} MB (was {before / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
