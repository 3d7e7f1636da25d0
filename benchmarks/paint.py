"""Paint time per frame of the board during a roll, and of the whole window, offscreen.

    python benchmarks/paint.py                       # 1024×700 and 1920×1080, 12 rolls each
    python benchmarks/paint.py --rolls 30 --scale 2  # at a device pixel ratio of 2
    python benchmarks/paint.py --only window         # the whole window only, 1920×1080

A classic game's board (two players, a filled-in card) is shown at each window size; each roll
is stepped frame by frame at 60 frames a second of its "normal" length, and every frame is
painted with ``QWidget.render`` into an image of the window's device pixels:

- ``frame``: what Qt repaints for a frame of the roll — the board inside the tray's
  rectangle (the cloth under it, the tray and its dice);
- ``board``: the whole table (cloth, tray, labels, buttons and the score pad) — the worst
  case, as if every frame repainted everything (a roll never does).

Prints the median and the 99th percentile in milliseconds of the painting thread's CPU time
(``--wall`` for wall-clock time, which on a shared machine also counts the waits for a core).
The goal (docs/look.md): the p99 under 8 ms at 1920×1080.

``window``: the main window at 1920×1080 with a game in progress (a
classic game of three players, a Thousand game of three), ``QWidget.grab()`` of the whole
window — every widget repainted from scratch — at each frame of a roll and while idle; the
median, p95 and p99 of wall-clock and CPU time. The goal: the p99 under 16 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

SIZES = ((1024, 700), (1920, 1080))
FRAME_MS = 1000 / 60


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def measure(size: tuple[int, int], rolls: int,
            clock=time.thread_time) -> dict[str, list[float]]:
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import QImage, QPainter, QRegion
    from PySide6.QtWidgets import QApplication

    from kosci_gui.engine.game import Player
    from kosci_gui.gui.play.controller import TableSettings
    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.settings import Settings
    from kosci_gui.gui.window.main_window import MainWindow
    from kosci_gui.storage.paths import StoragePaths

    app = QApplication.instance()
    assert app is not None
    scratch = tempfile.TemporaryDirectory(prefix="kosci-paint-")
    settings = Settings.in_file(f"{scratch.name}/settings.ini")
    settings.animation_ms = 700
    settings.computer_ms = 0
    settings.auto_score_seconds = 0
    window = MainWindow(settings, paths=StoragePaths(Path(scratch.name) / "data"))
    window.run_dialog = lambda dialog: 0  # type: ignore[method-assign]
    window.resize(*size)
    window.show()
    game = GameSetup("classic", players=[Player("Anna"), Player("Boris")], seed=3).build()
    # a card with scores in it, as in the middle of a game
    for _ in range(12):
        game.roll()
        best = max(game.allowed_options(), key=lambda o: (o.points + o.bonus, -o.column))
        game.score(best.box, best.column)
    window.controller.play_game(game, table=TableSettings(kept=False))
    for _ in range(20):
        app.processEvents()
    board = window.board
    assert board is not None
    tray = board.tray
    ratio = window.devicePixelRatioF()
    times: dict[str, list[float]] = {"frame": [], "board": []}
    where = QRect(tray.mapTo(board, QPoint(0, 0)), tray.size())
    regions = {"frame": QRegion(where), "board": QRegion(board.rect())}
    images = {name: QImage(round(board.width() * ratio), round(board.height() * ratio),
                           QImage.Format.Format_ARGB32_Premultiplied) for name in regions}
    for image in images.values():
        image.setDevicePixelRatio(ratio)
    for roll in range(rolls):
        dice = [(roll + i) % 6 + 1 for i in range(5)]
        thrown = [True] * 5 if roll % 3 == 0 else [i % 2 == 0 for i in range(5)]
        tray.roll_to(dice, thrown, settings.animation_ms)
        tray.animation.pause()
        frames = int(settings.animation_ms / FRAME_MS)
        for frame in range(frames + 1):
            tray.animation.setCurrentTime(round(frame * FRAME_MS))
            for name, region in regions.items():
                painter = QPainter(images[name])
                start = clock()
                board.render(painter, QPoint(0, 0), region)
                painter.end()
                times[name].append((clock() - start) * 1000)
        tray.animation.stop()
        tray._settle()
    window.controller.stop()
    window.close()
    scratch.cleanup()
    return times


def window_scene(window, kind: str) -> None:
    """A game in progress on ``window``'s table: three players some turns in, a human's turn
    (classic: a filled-in part of the card; Thousand: a few turns banked)."""
    from kosci_gui.engine.game import Player
    from kosci_gui.engine.thousand import ThousandGame
    from kosci_gui.gui.play.controller import TableSettings
    from kosci_gui.gui.play.game_setup import GameSetup

    players = [Player("Anna"), Player("Boris"), Player("Celina")]
    game = GameSetup(kind, players=players, seed=5).build()
    if isinstance(game, ThousandGame):
        from kosci_gui.ai.thousand_ai import RuleOfThumb

        bot = RuleOfThumb(game.rules, 150)
        for _ in range(9):
            player = game.current
            while game.current == player and not game.finished:
                game.apply(bot.decide(game))
    else:
        for _ in range(3 * 7):
            game.roll()
            best = max(game.allowed_options(), key=lambda o: (o.points + o.bonus, -o.column))
            game.score(best.box, best.column)
    window.controller.play_game(game, table=TableSettings(kept=False))


def measure_window(kind: str, rolls: int, idle: int,
                   size: tuple[int, int] = (1920, 1080)) -> dict[str, tuple[list, list]]:
    """(wall, CPU) ms of ``window.grab()`` for each frame of ``rolls`` rolls and ``idle``
    grabs of the window at rest."""
    from PySide6.QtWidgets import QApplication

    from kosci_gui.gui.settings import Settings
    from kosci_gui.gui.window.main_window import MainWindow
    from kosci_gui.storage.paths import StoragePaths

    app = QApplication.instance()
    assert app is not None
    scratch = tempfile.TemporaryDirectory(prefix="kosci-paint-")
    settings = Settings.in_file(f"{scratch.name}/settings.ini")
    settings.animation_ms = 700
    settings.computer_ms = 0
    settings.auto_score_seconds = 0
    settings.show_chances = False  # no background work beside the painting
    window = MainWindow(settings, paths=StoragePaths(Path(scratch.name) / "data"))
    window.run_dialog = lambda dialog: 0  # type: ignore[method-assign]
    window.resize(*size)
    window.show()
    window_scene(window, kind)
    for _ in range(20):
        app.processEvents()
    board = window.board
    assert board is not None
    tray = board.tray
    times: dict[str, tuple[list, list]] = {"roll": ([], []), "idle": ([], [])}

    def grab(what: str) -> None:
        wall, cpu = time.perf_counter(), time.thread_time()
        window.grab()
        times[what][0].append((time.perf_counter() - wall) * 1000)
        times[what][1].append((time.thread_time() - cpu) * 1000)

    count = len(tray.dice)
    for roll in range(rolls):
        dice = [(roll + i) % 6 + 1 for i in range(count)]
        thrown = [True] * count if roll % 3 == 0 else [i % 2 == 0 for i in range(count)]
        tray.roll_to(dice, thrown, settings.animation_ms)
        tray.animation.pause()
        for frame in range(int(settings.animation_ms / FRAME_MS) + 1):
            tray.animation.setCurrentTime(round(frame * FRAME_MS))
            grab("roll")
        tray.animation.stop()
        tray._settle()
    app.processEvents()
    for _ in range(idle):
        grab("idle")
    window.controller.stop()
    window.close()
    scratch.cleanup()
    return times


def report_window(rolls: int, idle: int, scale: float) -> None:
    print(f"\nwhole window, QWidget.grab() at 1920×1080, device pixel ratio {scale:g}: "
          f"{rolls} rolls of 700 ms at 60 fps, {idle} grabs idle (ms)")
    print(f"{'game':>9}  {'when':>5}  {'grabs':>5}  {'clock':>5}  {'median':>7}  {'p95':>7}  "
          f"{'p99':>7}  {'max':>7}")
    for kind in ("classic", "thousand"):
        measure_window(kind, 1, 5)  # warm-up: fonts loaded, the first pictures made
        for when, clocks in measure_window(kind, rolls, idle).items():
            for clock, values in zip(("wall", "CPU"), clocks, strict=True):
                print(f"{kind:>9}  {when:>5}  {len(values):>5}  {clock:>5}  "
                      f"{statistics.median(values):>7.2f}  {percentile(values, 95):>7.2f}  "
                      f"{percentile(values, 99):>7.2f}  {max(values):>7.2f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rolls", type=int, default=12)
    parser.add_argument("--scale", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--wall", action="store_true", help="wall-clock time, not CPU time")
    parser.add_argument("--only", choices=("board", "window"), help="one of the two parts")
    parser.add_argument("--idle", type=int, default=60, help="grabs of the idle window")
    args = parser.parse_args()
    clock = time.perf_counter if args.wall else time.thread_time
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    if args.only != "window":
        print(f"paint time per frame during a roll (ms of {'wall' if args.wall else 'CPU'} "
              f"time), device pixel ratio {args.scale:g}, {args.rolls} rolls of 700 ms at 60 fps")
        print(f"{'window':>11}  {'what':>5}  {'frames':>6}  {'median':>7}  {'p99':>7}  "
              f"{'max':>7}")
        for size in SIZES:
            measure(size, 1, clock)  # warm-up: textures built, fonts loaded
            for name, values in measure(size, args.rolls, clock).items():
                print(f"{size[0]:>5}×{size[1]:<5}  {name:>5}  {len(values):>6}  "
                      f"{statistics.median(values):>7.2f}  {percentile(values, 99):>7.2f}  "
                      f"{max(values):>7.2f}")
    if args.only != "board":
        report_window(args.rolls, args.idle, args.scale)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
