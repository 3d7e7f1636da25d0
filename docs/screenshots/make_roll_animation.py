"""Record a roll of the dice tray as an animated PNG (APNG) for the README, with the app itself.

    python docs/screenshots/make_roll_animation.py                 # docs/screenshots/roll.png
    python docs/screenshots/make_roll_animation.py --theme dark --out /tmp/roll-dark.png

The real :class:`~kosci_gui.gui.table.dice_tray.DiceTray` lies on the table's cloth, two dice
held; the other three are thrown at the "normal" speed and the roll is stepped frame by
frame at 25 frames a second, each frame painted offscreen. The frames are encoded by Qt's
PNG writer and put together here into an APNG (acTL, fcTL and fdAT chunks around Qt's own
IDAT data; after the first, each frame only the rectangle that changed), so no image
library beyond Qt (and numpy, to find the changes) is needed. Browsers and GitHub show it
animated; a viewer without APNG shows the first frame.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
FPS = 25


def chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    """The (type, data) chunks of a PNG file."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    out, at = [], 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at:at + 4])
        kind = png[at + 4:at + 8]
        out.append((kind, png[at + 8:at + 8 + length]))
        at += 12 + length
    return out


def chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def encode(image) -> bytes:
    """PNG bytes of a QImage, by Qt's writer at its best compression."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG", 0)
    buffer.close()
    return bytes(data.data())


def apng(frames: list, delays_ms: list[int]) -> bytes:
    """An endlessly looping APNG of same-sized ARGB32 QImage ``frames``, each shown its
    delay. After the first, a frame holds only what changed since the one before (the
    smallest rectangle around it, unchanged pixels transparent and blended over): the
    cloth's fibres, which never move, are stored once."""
    import numpy as np
    from PySide6.QtGui import QImage

    def pixels(image) -> np.ndarray:
        raw = np.frombuffer(image.constBits(), np.uint8)
        return raw.reshape(image.height(), image.bytesPerLine())[:, :image.width() * 4] \
            .reshape(image.height(), image.width(), 4)

    width, height = frames[0].width(), frames[0].height()
    header = None
    out: list[bytes] = []
    sequence = 0
    previous = None
    for index, (image, delay) in enumerate(zip(frames, delays_ms, strict=True)):
        now = pixels(image).copy()
        x = y = 0
        blend = 0  # APNG_BLEND_OP_SOURCE
        part = image
        if previous is not None:
            changed = np.any(now != previous, axis=2)
            if not changed.any():
                changed[0, 0] = True
            rows, cols = np.nonzero(changed.any(axis=1))[0], np.nonzero(changed.any(axis=0))[0]
            y, x = int(rows[0]), int(cols[0])
            h, w = int(rows[-1]) - y + 1, int(cols[-1]) - x + 1
            piece = now[y:y + h, x:x + w].copy()
            piece[~changed[y:y + h, x:x + w]] = 0
            part = QImage(piece.tobytes(), w, h, w * 4, QImage.Format.Format_ARGB32).copy()
            blend = 1  # APNG_BLEND_OP_OVER: the transparent pixels keep the frame before
        previous = now
        png = chunks(encode(part))
        if header is None:
            header = next(data for kind, data in png if kind == b"IHDR")
        w, h = struct.unpack(">II", next(d for k, d in png if k == b"IHDR")[:8])
        out.append(chunk(b"fcTL", struct.pack(">IIIIIHHBB", sequence, w, h, x, y, delay,
                                              1000, 0, blend)))
        sequence += 1
        for kind, data in png:
            if kind != b"IDAT":
                continue
            if index == 0:
                out.append(chunk(b"IDAT", data))
            else:
                out.append(chunk(b"fdAT", struct.pack(">I", sequence) + data))
                sequence += 1
    assert header is not None
    header = struct.pack(">II", width, height) + header[8:]
    return b"".join([b"\x89PNG\r\n\x1a\n", chunk(b"IHDR", header),
                     chunk(b"acTL", struct.pack(">II", len(frames), 0)), *out,
                     chunk(b"IEND", b"")])


def record(theme_name: str, size: tuple[int, int], duration_ms: int) -> tuple[list, list[int]]:
    from PySide6.QtCore import QPoint, QSize, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from kosci_gui.gui.look import table_art
    from kosci_gui.gui.look.theme import ThemeChoice, apply_theme, table_colours
    from kosci_gui.gui.table.dice_tray import DiceTray

    apply_theme(ThemeChoice(theme_name))
    margin = 14
    tray = DiceTray()
    tray._random.seed(12)
    tray.resize(size[0] - 2 * margin, size[1] - 2 * margin)
    for die in tray.dice:
        die.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    tray.show()
    QApplication.processEvents()
    colours = table_colours()

    def frame() -> QImage:
        # every frame carries alpha (the later ones are stored as changes over it)
        image = QImage(size[0], size[1], QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painter.drawPixmap(0, 0, table_art.felt(QSize(*size), 1.0, colours))
        tray.render(painter, QPoint(margin, margin))
        painter.end()
        return image

    frames: list[QImage] = []
    delays: list[int] = []
    # the first roll has settled; two fives are held
    tray.roll_to([5, 2, 5, 6, 1], [True] * 5, 0)
    tray.show_dice([5, 2, 5, 6, 1], [True, False, True, False, False])
    frames.append(frame())
    delays.append(900)
    tray.roll_to([5, 5, 5, 3, 5], [False, True, False, True, True], duration_ms)
    tray.animation.pause()
    step = 1000 // FPS
    for ms in range(0, duration_ms, step):
        tray.animation.setCurrentTime(ms)
        frames.append(frame())
        delays.append(step)
    tray.animation.stop()
    tray._settle()
    frames.append(frame())
    delays.append(1800)
    tray.close()
    return frames, delays


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--theme", default="light", choices=("light", "dark"))
    parser.add_argument("--size", default="600x236")
    parser.add_argument("--ms", type=int, default=700, help="the roll's length")
    parser.add_argument("--out", type=Path, default=HERE / "roll.png")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_SCALE_FACTOR"] = "1"
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    width, height = (int(v) for v in args.size.split("x"))
    frames, delays = record(args.theme, (width, height), args.ms)
    args.out.write_bytes(apng(frames, delays))
    print(f"{args.out}: {len(frames)} frames, {args.out.stat().st_size // 1024} KiB")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
