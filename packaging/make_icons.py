"""Render the app icon (kosci_gui/assets/icons/kosci.svg) into every file a platform wants.

Linux: PNGs in the freedesktop "hicolor" layout (kosci_gui/assets/icons/hicolor/NxN/apps/kosci.png),
Windows: packaging/icons/kosci.ico, macOS: packaging/icons/kosci.icns. Both containers
are written here from the rendered PNGs (each holds PNG images as they are), so neither
Pillow nor a platform tool is needed.

    python packaging/make_icons.py           # (re)write all icons
    python packaging/make_icons.py --check   # exit 1 if an icon file is missing
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "kosci_gui" / "assets" / "icons" / "kosci.svg"
HICOLOR = ROOT / "kosci_gui" / "assets" / "icons" / "hicolor"
ICO = ROOT / "packaging" / "icons" / "kosci.ico"
ICNS = ROOT / "packaging" / "icons" / "kosci.icns"

LINUX_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
WINDOWS_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
# icns element types that hold a PNG, with their pixel size (the @2x ones are Retina sizes).
MAC_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def hicolor_png(size: int) -> Path:
    return HICOLOR / f"{size}x{size}" / "apps" / "kosci.png"


def outputs() -> list[Path]:
    return [hicolor_png(s) for s in LINUX_SIZES] + [ICO, ICNS]


def render_pngs(sizes: set[int]) -> dict[int, bytes]:
    """PNG bytes of the SVG rendered at each size (transparent background, antialiased)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    pngs: dict[int, bytes] = {}
    for size in sorted(sizes):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise SystemExit(f"cannot encode the {size}px PNG")
        buffer.close()
        pngs[size] = bytes(data.data())
    del app
    return pngs


def ico_bytes(pngs: dict[int, bytes], sizes: tuple[int, ...]) -> bytes:
    """A Windows .ico: ICONDIR, one 16-byte ICONDIRENTRY per image, then the PNGs."""
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the one-byte width/height fields
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: 'icns' + total length, then (type, length incl. 8-byte header, PNG)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for kind, s in MAC_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_all() -> None:
    sizes = set(LINUX_SIZES) | set(WINDOWS_SIZES) | {s for _, s in MAC_TYPES}
    pngs = render_pngs(sizes)
    for size in LINUX_SIZES:
        path = hicolor_png(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
    ICO.parent.mkdir(parents=True, exist_ok=True)
    ICO.write_bytes(ico_bytes(pngs, WINDOWS_SIZES))
    ICNS.write_bytes(icns_bytes(pngs))
    for path in outputs():
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size} bytes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the icons exist")
    args = parser.parse_args(argv)
    if args.check:
        missing = [p for p in outputs() if not p.exists()]
        for path in missing:
            print(f"missing: {path.relative_to(ROOT)}", file=sys.stderr)
        return 1 if missing else 0
    write_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
