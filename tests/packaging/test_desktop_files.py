"""The desktop side of the Linux bundle: the menu entry, the saved games' MIME type and the
AppStream file agree with each other and with the app, and install.sh / uninstall.sh put
them in place and take them away again."""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import to_record
from kosci_gui.storage.atomic import write_json_atomic

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
MIME_NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
TYPE = "application/x-kosci-game"


def desktop_entry() -> dict[str, str]:
    lines = (PACKAGING / "kosci.desktop").read_text("utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line and not line.startswith("#"))


def test_the_menu_entry_opens_saved_games():
    entry = desktop_entry()
    assert entry["Exec"] == "kosci %f"
    assert entry["MimeType"].split(";")[:-1] == [TYPE]


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
def test_the_menu_entry_validates():
    subprocess.run(["desktop-file-validate", str(PACKAGING / "kosci.desktop")], check=True)


def mime_magic() -> list[tuple[str, int]]:
    root = ET.parse(PACKAGING / "kosci-mime.xml").getroot()
    (kind,) = root.findall("m:mime-type", MIME_NS)
    assert kind.get("type") == TYPE
    assert [g.get("pattern") for g in kind.findall("m:glob", MIME_NS)] == ["*.kosci"]
    matches = kind.findall("m:magic/m:match", MIME_NS)
    return [(m.get("value"), int(m.get("offset").split(":")[1])) for m in matches]


def test_a_saved_game_as_the_app_writes_it_matches_the_magic(tmp_path):
    game = new_game("classic", {"preset": "polish"}, ["Ala"], seed=1)
    write_json_atomic(tmp_path / "game.kosci", to_record(game))
    head = (tmp_path / "game.kosci").read_text("utf-8")
    assert any(value in head[:end + len(value)] for value, end in mime_magic())
    # and the magic is about records, not any JSON with a "format"
    assert all("kosci-record/" in value for value, _ in mime_magic())


def test_the_appstream_file_names_the_entry_the_type_and_every_screenshot():
    root = ET.parse(PACKAGING / "org.kosci.Kosci.metainfo.xml").getroot()
    assert root.findtext("launchable") == "kosci.desktop"
    assert [m.text for m in root.iter("mediatype")] == [TYPE]
    assert root.findtext("provides/binary") == desktop_entry()["TryExec"]
    links = [image.text for image in root.iter("image")]
    prefixes = {re.sub(r"docs/screenshots/[^/]+$", "", link) for link in links}
    assert len(prefixes) == 1 and next(iter(prefixes)).startswith("https://")
    named = sorted(link.rsplit("/", 1)[1] for link in links)
    assert named == sorted(p.name for p in (ROOT / "docs" / "screenshots").glob("*.png"))


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream")
def test_the_appstream_file_validates():
    subprocess.run(["appstreamcli", "validate", "--no-net",
                    str(PACKAGING / "org.kosci.Kosci.metainfo.xml")], check=True,
                   capture_output=True)


def fake_bundle(folder: Path) -> Path:
    """A folder shaped like dist/kosci/: the program, the icons, the install files."""
    (folder / "_internal" / "kosci_gui" / "assets" / "icons" / "hicolor" / "48x48" / "apps").mkdir(
        parents=True)
    program = folder / "kosci"
    program.write_text("#!/bin/sh\necho \"kosci $*\"\n")
    program.chmod(program.stat().st_mode | stat.S_IEXEC)
    icons = ROOT / "kosci_gui" / "assets" / "icons"
    shutil.copy(icons / "kosci.svg", folder / "_internal" / "kosci_gui" / "assets" / "icons")
    shutil.copy(icons / "hicolor" / "48x48" / "apps" / "kosci.png",
                folder / "_internal" / "kosci_gui" / "assets" / "icons" / "hicolor" / "48x48"
                / "apps")
    for name in ("install.sh", "uninstall.sh", "kosci.desktop", "kosci-mime.xml",
                 "org.kosci.Kosci.metainfo.xml"):
        shutil.copy(PACKAGING / name, folder / name)
    return folder


def test_install_puts_the_desktop_files_in_place_and_uninstall_removes_them(tmp_path):
    bundle = fake_bundle(tmp_path / "kosci")
    home = tmp_path / "home"
    env = dict(os.environ, HOME=str(home))
    env.pop("XDG_DATA_HOME", None)
    subprocess.run(["sh", str(bundle / "install.sh")], env=env, check=True,
                   capture_output=True)
    data = home / ".local" / "share"
    installed = {
        "entry": data / "applications" / "kosci.desktop",
        "mime": data / "mime" / "packages" / "kosci.xml",
        "metainfo": data / "metainfo" / "org.kosci.Kosci.metainfo.xml",
        "program": data / "kosci" / "bundle" / "kosci",
        "launcher": home / ".local" / "bin" / "kosci",
    }
    assert all(path.exists() for path in installed.values())
    exec_line = next(line for line in installed["entry"].read_text().splitlines()
                     if line.startswith("Exec="))
    assert exec_line == f'Exec="{installed["program"]}" %f'
    # the launcher passes a file on to the bundle's program
    ran = subprocess.run([str(installed["launcher"]), "/tmp/a game.kosci"], check=True,
                         capture_output=True, text=True)
    assert ran.stdout.strip() == "kosci /tmp/a game.kosci"
    if shutil.which("update-mime-database"):
        assert TYPE in (data / "mime" / "types").read_text()
    subprocess.run(["sh", str(installed["program"].parent / "uninstall.sh")], env=env,
                   check=True, capture_output=True)
    assert not any(path.exists() or path.is_symlink() for path in installed.values())
