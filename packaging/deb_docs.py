"""The package's documents (packaging/build_deb.py): the copyright file, naming the licence
of everything the bundle carries, and the Debian changelog, made from the releases of the
AppStream file."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from datetime import datetime, timezone
from email.utils import format_datetime
from pathlib import Path

from deb_libraries import bundled_debian_libraries, linker_cache, package_version

MIT = """\
Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE."""

COPYRIGHT_HEAD = """\
Kości
=====

Copyright (c) {years} the Kości authors

The app's own code, resources and documentation are under the MIT licence:

{mit}

What the bundle in /opt/kosci carries besides
=============================================

The program under /opt/kosci is a self-contained build (PyInstaller) that carries, each
under its own licence:

- Python {python} and its standard library, and the PyInstaller bootloader that starts it:
  the Python Software Foundation License Version 2 (https://docs.python.org/3/license.html);
  the bootloader: the GNU General Public License version 2 or later with the PyInstaller
  bootloader exception (/usr/share/common-licenses/GPL-2).
- Qt 6 (QtCore, QtGui, QtWidgets, QtSvg, QtDBus, QtOpenGL and the X11 and Wayland
  platforms) and PySide6 with Shiboken6 (Qt for Python): the GNU Lesser General Public
  License version 3 (/usr/share/common-licenses/LGPL-3), which refers to the GNU General
  Public License version 3 (/usr/share/common-licenses/GPL-3). The Qt libraries are the
  unmodified ones of the PySide6 wheels; their sources are at https://download.qt.io/.
- ICU, Qt's Unicode library (its data cut to English, Polish and Russian):
  the Unicode License V3 (https://www.unicode.org/license.txt).
- numpy{numpy} with OpenBLAS, LAPACK, libgfortran and libquadmath: the BSD 3-Clause licence
  and the licences of the parts numpy carries (the GCC runtime libraries: GPL-3 or later
  with the GCC Runtime Library Exception, LGPL-2.1 or later), in full in
  /opt/kosci/_internal/{numpy_licences}.
"""



def copyright_years(checkout: Path) -> str:
    """The years of the history, first to last (just this year outside a git checkout)."""
    done = subprocess.run(["git", "-C", str(checkout), "log", "--format=%ad",
                           "--date=format:%Y"], capture_output=True, text=True)
    years = sorted(set(done.stdout.split())) or [str(datetime.now(timezone.utc).year)]
    return years[0] if years[0] == years[-1] else f"{years[0]}-{years[-1]}"


def copyright_text(bundle: Path, checkout: Path) -> str:
    """/usr/share/doc/kosci/copyright: the app's licence, the bundled components' licences,
    and the copyright file of each Debian package whose libraries the bundle carries (those
    of one source package, identical, once)."""
    internal = bundle / "_internal"
    python = next((m.group(1) for p in internal.glob("libpython*.so*")
                   if (m := re.match(r"libpython(\d+\.\d+)", p.name))), "3")
    numpy = sorted(internal.glob("numpy-*.dist-info"))
    text = COPYRIGHT_HEAD.format(
        years=copyright_years(checkout), mit=MIT, python=python,
        numpy=" " + numpy[-1].name.removesuffix(".dist-info").split("-", 1)[1] if numpy else "",
        numpy_licences=f"{numpy[-1].name}/licenses/" if numpy else "numpy-*.dist-info/")
    debian = bundled_debian_libraries(bundle, linker_cache())
    if not debian:
        return text
    text += ("- Libraries copied from the build machine's Debian packages, each package's own\n"
             "  copyright file in full below:\n")
    for package, names in sorted(debian.items()):
        text += f"    {package} {package_version(package)}: {', '.join(sorted(names))}\n"
    texts: dict[str, list[str]] = {}
    for package in sorted(debian):
        source = Path("/usr/share/doc") / package / "copyright"
        if source.is_file():
            texts.setdefault(source.read_text("utf-8", "replace").rstrip(), []).append(package)
    for notice, packages in texts.items():
        heading = (f"The copyright of the Debian package{'s' * (len(packages) > 1)} "
                   + ", ".join(packages))
        text += f"\n\n{heading}\n{'=' * min(len(heading), 78)}\n\n{notice}\n"
    return text


XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def releases(metainfo: Path) -> list[tuple[str, str, str]]:
    """The AppStream file's releases, newest first: (version, date, what it brought, in
    English)."""
    found = []
    for release in ET.parse(metainfo).getroot().iter("release"):
        notes = " ".join(" ".join(p.itertext()).split()
                         for p in release.iter("p") if not p.get(XML_LANG))
        found.append((release.get("version", ""), release.get("date", ""), notes))
    return found


def changelog(package: str, version: str, who: str,
              entries: list[tuple[str, str, str]]) -> str:
    """A Debian changelog (the format dpkg-parsechangelog reads) with an entry per release
    (Debian version, date YYYY-MM-DD, notes), newest first. The package's own version must be
    one of them: the AppStream file then names the version the package installs, as
    software centres show it."""
    if version not in [release for release, _, _ in entries]:
        raise ValueError(f"no release {version} (releases: "
                         f"{', '.join(r for r, _, _ in entries) or 'none'})")
    blocks = []
    for release, date, notes in entries:
        when = datetime.strptime(date, "%Y-%m-%d").replace(hour=12, tzinfo=timezone.utc)
        lines = wrapped(notes or f"Kości {release}.", 74)
        body = "\n".join(("  * " if i == 0 else "    ") + line for i, line in enumerate(lines))
        blocks.append(f"{package} ({release}) unstable; urgency=medium\n\n{body}\n\n"
                      f" -- {who}  {format_datetime(when)}\n")
    return "\n".join(blocks)


def wrapped(text: str, width: int) -> list[str]:
    """TEXT in lines of at most WIDTH characters (a longer word gets a line of its own)."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line] if line else lines
