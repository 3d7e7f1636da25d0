"""The Debian package's build (packaging/build_deb.py and its two helpers): the control file,
the version, the changelog, the libraries' dependencies, the modes of the copied bundle, and
the manual page against the program's options. The package itself is built and taken
through apt-get by .ci/deb."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import build_deb  # noqa: E402
import deb_docs  # noqa: E402
import deb_libraries  # noqa: E402

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF, Linux only")


@pytest.mark.parametrize(("python", "debian"), [
    ("0.1.0", "0.1.0"),
    ("1.2", "1.2"),
    ("0.2.0rc1", "0.2.0~rc1"),
    ("0.2.0b2", "0.2.0~b2"),
    ("0.2.0.dev3", "0.2.0~dev3"),
    ("0.2.0rc1.dev2", "0.2.0~rc1~dev2"),
    ("1.0.post1", "1.0+post1"),
])
def test_python_versions_become_debian_versions_that_sort_the_same(python, debian):
    assert build_deb.debian_version(python) == debian


@pytest.mark.skipif(not shutil.which("dpkg"), reason="dpkg")
def test_a_pre_release_sorts_before_its_release_in_debian_order():
    for earlier, later in (("0.2.0~rc1", "0.2.0"), ("0.2.0~dev1", "0.2.0"),
                           ("0.2.0~rc1~dev2", "0.2.0~rc1"), ("1.0", "1.0+post1")):
        assert subprocess.run(["dpkg", "--compare-versions", earlier, "lt", later]).returncode == 0


def test_a_version_debian_cannot_order_is_refused():
    with pytest.raises(ValueError):
        build_deb.debian_version("next")


def test_the_control_file_has_its_fields_and_a_well_formed_description():
    fields = {"Package": "kosci", "Version": "0.1.0", "Architecture": "amd64",
              "Maintainer": "A B <a@b.example>", "Installed-Size": "1", "Depends": "",
              "Section": "games", "Priority": "optional"}
    text = build_deb.control(fields)
    lines = text.splitlines()
    assert lines[:7] == ["Package: kosci", "Version: 0.1.0", "Architecture: amd64",
                         "Maintainer: A B <a@b.example>", "Installed-Size: 1",
                         "Section: games", "Priority: optional"]  # the empty Depends left out
    synopsis = lines[7].removeprefix("Description: ")
    assert lines[7].startswith("Description: ") and len(lines[7]) <= 80
    assert synopsis[0].islower() and not synopsis.endswith(".")
    body = lines[8:]
    assert body and all(line.startswith(" ") and len(line) <= 80 for line in body)
    assert " ." in body and "" not in body  # paragraphs, never an empty line
    assert text.endswith("\n")


def test_the_package_version_has_a_release_in_the_appstream_file():
    version = build_deb.debian_version(build_deb.python_version())
    released = [build_deb.debian_version(v) for v, _, _ in
                deb_docs.releases(ROOT / "packaging" / build_deb.METAINFO)]
    assert version in released, "add a <release> for the new version to the AppStream file"


def test_the_changelog_is_a_debian_changelog_of_the_releases():
    entries = [("0.2.0", "2027-01-05", "Thousand for three. " * 8), ("0.1.0", "2026-12-01", "")]
    text = deb_docs.changelog("kosci", "0.2.0", "A B <a@b.example>", entries)
    blocks = text.split("\n\n kosci")
    assert len(re.findall(r"^kosci \([^)]+\) unstable; urgency=medium$", text, re.M)) == 2
    assert text.startswith("kosci (0.2.0) unstable; urgency=medium\n\n  * Thousand for three.")
    trailers = re.findall(r"^ -- (.+ <.+>)  (\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d \+0000)$",
                          text, re.M)
    assert [date for _, date in trailers] == ["Tue, 05 Jan 2027 12:00:00 +0000",
                                              "Tue, 01 Dec 2026 12:00:00 +0000"]
    assert "  * Kości 0.1.0." in text
    assert all(len(line) <= 80 for block in blocks for line in block.splitlines())


def test_the_changelog_refuses_a_version_without_a_release():
    with pytest.raises(ValueError, match=r"0\.3\.0"):
        deb_docs.changelog("kosci", "0.3.0", "A B <a@b.example>",
                           [("0.1.0", "2026-12-01", "")])


def test_shlibs_files_are_read_as_dpkg_shlibdeps_reads_them():
    text = ("libX11 6 libx11-6 (>= 2:1.6.0)\n"
            "udeb: libX11 6 libx11-6-udeb (>= 2:1.6.0)\n"
            "libfoo-2.0 0 libfoo2 (>= 2.0.1) | libfoo-alt\n"
            "# a comment\n")
    entries = deb_libraries.shlibs_entries(text)
    assert entries == {("libX11", "6"): "libx11-6 (>= 2:1.6.0)",
                       ("libfoo-2.0", "0"): "libfoo2 (>= 2.0.1) | libfoo-alt"}
    assert deb_libraries.shlibs_key("libX11.so.6") == ("libX11", "6")
    assert deb_libraries.shlibs_key("ld-linux-x86-64.so.2") == ("ld-linux-x86-64", "2")
    assert deb_libraries.shlibs_key("libbar-1.2.so") == ("libbar", "1.2")


def test_a_package_without_a_shlibs_entry_is_depended_on_by_name(tmp_path):
    (tmp_path / "libfoo1:amd64.shlibs").write_text("libfoo 1 libfoo1 (>= 1.4)\n")
    assert deb_libraries.dependency("libfoo1", "libfoo.so.1", tmp_path) == "libfoo1 (>= 1.4)"
    assert deb_libraries.dependency("libfoo1", "libfoo.so.2", tmp_path) == "libfoo1"
    assert deb_libraries.dependency("libbar0", "libbar.so.0", tmp_path) == "libbar0"


@pytest.mark.skipif(not shutil.which("dpkg"), reason="dpkg")
def test_each_package_is_depended_on_once_with_the_highest_minimum():
    relations = ["libc6 (>= 2.34)", "libx11-6", "libc6 (>= 2.36)", "libx11-6 (>= 2:1.6.0)",
                 "libc6", "libgl1 | libgl1-mesa-glx"]
    assert deb_libraries.merged(relations) == [
        "libc6 (>= 2.36)", "libgl1 | libgl1-mesa-glx", "libx11-6 (>= 2:1.6.0)"]


@linux
def test_elf_files_tell_their_machine_their_kind_and_what_they_link():
    import PySide6

    interpreter = deb_libraries.Elf.read(Path(sys.executable).resolve())
    assert interpreter is not None and interpreter.program
    core = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libQt6Core.so.6*"))
    library = deb_libraries.Elf.read(core)
    assert library is not None and not library.program
    assert "libc.so.6" in library.needed and library.machine == interpreter.machine
    assert deb_libraries.Elf.read(ROOT / "README.md") is None


@linux
def test_the_copied_bundle_keeps_links_and_gives_only_programs_the_executable_bit(tmp_path):
    bundle = tmp_path / "kosci"
    (bundle / "_internal" / "lib").mkdir(parents=True)
    program = bundle / "kosci"
    shutil.copyfile(Path(sys.executable).resolve(), program)
    library = bundle / "_internal" / "lib" / "libfoo.so.1"
    library.write_bytes(b"not an ELF file, but executable as wheels leave their libraries")
    script = bundle / "_internal" / "tool.sh"
    script.write_text("#!/bin/sh\necho\n")
    data = bundle / "_internal" / "table.bin"
    data.write_bytes(b"\0" * 10)
    for path in (program, library, script):
        path.chmod(0o775)
    data.chmod(0o666)
    (bundle / "_internal" / "libfoo.so.1").symlink_to("lib/libfoo.so.1")
    for name in build_deb.INSTALLER:
        (bundle / name).write_text("for install.sh\n")
    dest = tmp_path / "opt" / "kosci"
    build_deb.copy_bundle(bundle, dest)
    mode = {p.relative_to(dest).as_posix(): stat.S_IMODE(p.lstat().st_mode)
            for p in dest.rglob("*") if not p.is_symlink()}
    assert mode == {"kosci": 0o755, "_internal": 0o755, "_internal/lib": 0o755,
                    "_internal/lib/libfoo.so.1": 0o644, "_internal/tool.sh": 0o755,
                    "_internal/table.bin": 0o644}
    assert os.readlink(dest / "_internal" / "libfoo.so.1") == "lib/libfoo.so.1"


def test_sizes_and_checksums_leave_the_control_part_out(tmp_path):
    (tmp_path / "DEBIAN").mkdir()
    (tmp_path / "DEBIAN" / "control").write_text("x" * 5000)
    (tmp_path / "usr").mkdir()
    (tmp_path / "usr" / "a").write_bytes(b"a" * 1025)  # 2 KiB rounded up
    (tmp_path / "usr" / "link").symlink_to("a")
    assert build_deb.installed_size(tmp_path) == 1 + 2 + 1  # usr/, usr/a, usr/link
    assert build_deb.md5sums(tmp_path) == f"{hashlib.md5(b'a' * 1025).hexdigest()}  usr/a\n"


def test_the_installed_menu_entry_runs_the_command_on_the_path():
    text = build_deb.menu_entry((ROOT / "packaging" / "kosci.desktop").read_text("utf-8"))
    assert "\nExec=kosci %f\n" in text and "\nTryExec=kosci\n" in text
    assert "install.sh" not in text and not re.search(r"^#", text, re.M)


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
def test_the_installed_menu_entry_validates(tmp_path):
    entry = tmp_path / "kosci.desktop"
    entry.write_text(build_deb.menu_entry(
        (ROOT / "packaging" / "kosci.desktop").read_text("utf-8")), "utf-8")
    subprocess.run(["desktop-file-validate", str(entry)], check=True)


def test_the_manual_page_names_every_option_of_the_program():
    done = subprocess.run([sys.executable, "-m", "kosci_gui", "--help"], capture_output=True,
                          text=True, check=True, cwd=ROOT,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    options = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", done.stdout))
    page = (ROOT / "packaging" / "kosci.6").read_text("utf-8").replace("\\-", "-")
    assert options and {option for option in options if option not in page} == set()


def test_the_lintian_overrides_are_for_this_package_only():
    lines = (ROOT / "packaging" / "kosci.lintian-overrides").read_text("utf-8").splitlines()
    overrides = [line for line in lines if line.strip() and not line.startswith("#")]
    assert overrides and all(re.fullmatch(r"kosci: [a-z0-9-]+( .*)?", o) for o in overrides)
