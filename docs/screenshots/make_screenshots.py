"""Draw the README's screenshots from the real window in set-up positions of play.

    python docs/screenshots/make_screenshots.py                  # all of the README's
    python docs/screenshots/make_screenshots.py --scene classic --lang pl --theme dark \\
        --size 1920x1080 --scale 1.5 --out /tmp/classic.png      # one

Each scene plays some turns greedily on the engine (seeded, so the pictures are the same
every time), hands the table to a human at the screen with hints on, rolls and holds the
advised dice, and takes the window's picture; dialogs are drawn over the window where they
would open. Settings live in a scratch folder; the platform is offscreen unless told
otherwise. ``--scale`` is Qt's device pixel ratio (QT_SCALE_FACTOR).

    python docs/screenshots/make_screenshots.py --large          # docs/screenshots/large-text/

draws every screen at 200 % text on a 1280×800 screen (some at 150 %, one at 125 %) the way a
desktop's text size reaches Qt 6 on X11: the font DPI (Xft.dpi, here QT_FONT_DPI=192),
which Qt 6 turns into the device pixel ratio, so the window has 640×400 logical pixels; and
a few with the application font's point size doubled instead (``--font-scale 2``, as a
platform theme's font setting does), the screen staying 1280×800. Each picture is one run
of this script (the font DPI is read when the application starts).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

#: (file, scene, language, theme, window size) of the README's pictures: every game, light
#: and dark, Polish and Russian (and English), at 1024×700 and 1920×1080.
README: tuple[tuple[str, str, str, str, tuple[int, int]], ...] = (
    ("classic.png", "classic", "en", "light", (1024, 700)),
    ("classic-pl-dark-1920.png", "classic", "pl", "dark", (1920, 1080)),
    ("triple-ru-1920.png", "triple", "ru", "light", (1920, 1080)),
    ("triple-dark.png", "triple", "en", "dark", (1024, 700)),
    ("full-pl.png", "full", "pl", "light", (1024, 700)),
    ("full-ru-dark-1920.png", "full", "ru", "dark", (1920, 1080)),
    ("thousand-ru.png", "thousand", "ru", "light", (1024, 700)),
    ("thousand-pl-dark-1920.png", "thousand", "pl", "dark", (1920, 1080)),
    ("home.png", "home", "en", "light", (1024, 700)),
    ("home-ru-dark.png", "home", "ru", "dark", (1024, 700)),
    ("new-game.png", "new-game", "en", "light", (1024, 700)),
    ("end-luck.png", "end", "en", "light", (1024, 700)),
    ("end-luck-pl-dark.png", "end", "pl", "dark", (1024, 700)),
    ("room.png", "room", "en", "light", (1024, 700)),
    ("lobby-ru.png", "lobby", "ru", "light", (1024, 700)),
    ("table.png", "table", "en", "light", (1024, 700)),
    ("table-end-pl.png", "table-end", "pl", "light", (1024, 700)),
)

#: (file, scene, font DPI, font scale) of the large-text pictures, each on a 1280×800 screen.
LARGE: tuple[tuple[str, str, int, float], ...] = tuple(
    [(f"{scene}-200.png", scene, 192, 1.0) for scene in (
        "home", "classic", "triple4", "full3", "thousand2", "thousand6", "handover",
        "new-game", "settings", "rules", "shortcuts", "end", "history", "stats", "analysis")]
    + [(f"{scene}-150.png", scene, 144, 1.0) for scene in ("classic", "thousand6", "end")]
    + [("classic-125.png", "classic", 120, 1.0)]
    + [(f"{scene}-font-200.png", scene, 96, 2.0) for scene in ("classic", "thousand2",
                                                                "new-game")])

NAMES = {
    "en": ("Anna", "Computer", "Boris", "Celina", "Dmitri", "Ewa"),
    "pl": ("Anna", "Komputer", "Bartek", "Celina", "Darek", "Ewa"),
    "ru": ("Анна", "Компьютер", "Борис", "Вера", "Дмитрий", "Елена"),
}


def wait(ms: int) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def wait_for(condition: Any, timeout_s: float = 60.0) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + timeout_s
    while not condition() and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.02)


def seats(lang: str, count: int, computers: set[int]) -> list[Any]:
    from kosci_gui.engine.game import Player, PlayerType

    names = NAMES.get(lang, NAMES["en"])
    return [Player(names[i], PlayerType.COMPUTER, "medium") if i in computers
            else Player(names[i]) for i in range(count)]


def preplay(game: Any, turns: int) -> None:
    """Play ``turns`` whole turns on the engine: Kości greedily (one roll, the best box),
    Thousand by the rule of thumb."""
    from kosci_gui.engine.thousand import ThousandGame

    if isinstance(game, ThousandGame):
        from kosci_gui.ai.thousand_ai import RuleOfThumb

        bot = RuleOfThumb(game.rules, 150)
        for _ in range(turns):
            player = game.current
            while game.current == player and not game.finished:
                game.apply(bot.decide(game))
        return
    for _ in range(turns):
        if game.finished:
            return
        game.roll()
        best = max(game.allowed_options(), key=lambda o: (o.points + o.bonus, -o.column))
        game.score(best.box, best.column)


def hold_advised(ctl: Any) -> None:
    from kosci_gui.engine.moves import Roll

    wait_for(lambda: ctl.hints is not None, 120)
    best = ctl.best_move()
    game = ctl.game
    if isinstance(best, Roll):
        for i in range(5):
            if (i in best.held) != game.held[i]:
                ctl.toggle_hold(i)


def kosci_scene(window: Any, kind: str, lang: str, players: int, turns: int,
                seed: int, rolls: int = 2) -> None:
    """``rolls`` rolls into the human's turn, holding what the advisor says (after the last
    roll of a turn the advised box is marked)."""
    from kosci_gui.gui.play.game_setup import GameSetup, TableSettings

    ctl = window.controller
    game = GameSetup(kind, players=seats(lang, players, {1}), seed=seed).build()
    preplay(game, turns)
    while game.players[game.current].is_computer:
        preplay(game, 1)
    ctl.play_game(game, table=TableSettings(kept=False))
    for _ in range(rolls):
        hold_advised(ctl)
        ctl.roll()
    hold_advised(ctl)
    window.board.scorecard.setFocus()
    chances_known(ctl)


def chances_known(ctl: Any) -> None:
    """The chance bars filled in (with two or more players and open cards)."""
    watch = ctl.chances
    wait_for(lambda: not watch.wanted() or watch.chances is not None or watch.watch.failed, 120)


def end_scene(window: Any, lang: str) -> Any:
    """A whole classic game of the human (played as ``medium`` plays) against the computer,
    and the end dialog with what luck did over it."""
    from kosci_gui.ai import make_player
    from kosci_gui.gui.play.game_setup import GameSetup, TableSettings
    from kosci_gui.gui.records.end_dialog import EndDialog

    game = GameSetup("classic", players=seats(lang, 2, {1}), seed=7).build()
    players = [make_player("classic", game.rules, level, seed=1)
               for level in ("medium", "hard")]
    while not game.finished:
        game.apply(players[game.current].decide(game))
    window.controller.play_game(game, table=TableSettings(kept=False))
    dialog = EndDialog(game, window)
    dialog.show()  # at the size the app opens it with
    work = dialog.luck.work
    wait_for(lambda: work is None or work.finished, 120)
    return over(window, dialog)


def thousand_scene(window: Any, lang: str, players: int, turns: int, seed: int) -> None:
    from kosci_gui.engine.moves import SetAside
    from kosci_gui.engine.thousand import Phase
    from kosci_gui.gui.play.game_setup import GameSetup, TableSettings

    ctl = window.controller
    game = GameSetup("thousand", players=seats(lang, players, {1}), seed=seed).build()
    preplay(game, turns)
    while game.players[game.current].is_computer:
        preplay(game, 1)
    ctl.play_game(game, table=TableSettings(kept=False))
    for _ in range(2):
        ctl.roll()  # (the dice chosen before are set aside first)
        wait_for(lambda: ctl.hints is not None, 60)
        best = ctl.best_move()
        if game.phase != Phase.THROWN or not isinstance(best, SetAside):
            break
        for i in game.positions_of(best.dice):
            ctl.toggle_hold(i)  # chosen to set aside: the engine keeps the choice
        if game.aside:
            break
        wait(50)
    chances_known(ctl)


def record_dialog(window: Any, scene: str, lang: str) -> Any:
    """The rules of Thousand, the keys, or History, Statistics or the last game's analysis
    over three games played."""
    if scene == "rules":
        from kosci_gui.gui.window.rules_dialog import RulesDialog

        return RulesDialog("thousand", window)
    if scene == "shortcuts":
        from kosci_gui.gui.window.shortcuts_dialog import ShortcutsDialog

        return ShortcutsDialog(list(window.actions_by_name.values()), window)
    from kosci_gui.ai import make_player
    from kosci_gui.engine.record import to_record
    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.records.history_window import HistoryWindow
    from kosci_gui.gui.records.stats_window import StatsWindow
    from kosci_gui.storage.history import HistoryDB

    db = HistoryDB(None)
    for seed in range(3):
        game = GameSetup("classic", players=seats(lang, 2, {1}), seed=seed).build()
        players = [make_player("classic", game.rules, "medium", seed=seed) for _ in range(2)]
        while not game.finished:
            game.apply(players[game.current].decide(game))
        db.add_game(to_record(game), game)
    if scene == "analysis":
        from kosci_gui.gui.records.analysis_window import AnalysisWindow

        analysis = AnalysisWindow(to_record(game), None, window)
        analysis.run_to_end()
        return analysis
    return HistoryWindow(db, window) if scene == "history" else StatsWindow(db, window)


def over(window: Any, dialog: Any) -> Any:
    """The window's picture with ``dialog`` drawn where it would open (centred)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QPainter

    dialog.show()
    wait(300)
    back = window.grab()
    front = dialog.grab()
    dialog.hide()
    painter = QPainter(back)
    painter.fillRect(back.rect(), QColor(0, 0, 0, 40))
    w = back.width() / back.devicePixelRatio()
    h = back.height() / back.devicePixelRatio()
    fw = front.width() / front.devicePixelRatio()
    fh = front.height() / front.devicePixelRatio()
    # (a dialog as tall as a small screen starts at its top)
    corner = QPoint(int((w - fw) / 2), int(max(min(24.0, h - fh), (h - fh) / 2, 0.0)))
    painter.fillRect(corner.x() - 1, corner.y() - 1, int(fw) + 2, int(fh) + 2,
                     QColor(0, 0, 0, 120))
    painter.drawPixmap(corner, front)
    painter.end()
    return back


def shoot(scene: str, lang: str, theme: str, size: tuple[int, int], out: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.settings import Settings
    from kosci_gui.gui.start.app import build_window, install_language
    from kosci_gui.storage.paths import StoragePaths

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    scratch = tempfile.TemporaryDirectory(prefix="kosci-shots-")
    settings = Settings.in_file(f"{scratch.name}/settings.ini")
    settings.animation_ms = 0
    settings.computer_ms = 0
    settings.auto_score_seconds = 0
    settings.hints = True
    settings.language = lang
    settings.theme = theme
    install_language(app, lang)
    # saved games in the scratch folder too: never the player's, never a resume offer
    window = build_window(settings, paths=StoragePaths(Path(scratch.name) / "data"))
    window.show_end_dialog = False
    window.resize(*size)
    window.show()
    wait(200)
    picture = None
    if scene == "home":
        window.welcome.game_buttons["classic"].setFocus()
    elif scene in ("classic", "triple", "full"):
        players = {"classic": 2, "triple": 2, "full": 3}[scene]
        turns = {"classic": 12, "triple": 30, "full": 18}[scene]
        kosci_scene(window, scene, lang, players, turns, seed=11,
                    rolls=3 if scene == "classic" else 2)
    elif scene.startswith(("classic", "triple", "full")) and scene[-1].isdigit():
        kind, count = scene[:-1], int(scene[-1])
        kosci_scene(window, kind, lang, count, 3 * count, seed=11)
    elif scene.startswith("thousand"):
        count = int(scene[-1]) if scene[-1].isdigit() else 3
        thousand_scene(window, lang, count, 6 * count, seed=11)
    elif scene == "new-game":
        from kosci_gui.gui.window.new_game_dialog import NewGameDialog

        setup = GameSetup("classic", players=seats(lang, 3, {1, 2}))
        settings.auto_score_seconds = 3  # the default the dialog shows
        picture = over(window, NewGameDialog(setup, window, settings=settings))
    elif scene == "end":
        picture = end_scene(window, lang)
    elif scene in ("lobby", "room"):
        from table_scenes import lobby_scene, room_scene

        make = lobby_scene if scene == "lobby" else room_scene
        dialog, stop = make(window, NAMES.get(lang, NAMES["en"]), wait_for)
        picture = over(window, dialog)
        stop()
    elif scene in ("table", "table-end"):
        from table_scenes import end_picture, table_scene

        stop = table_scene(window, NAMES.get(lang, NAMES["en"]), wait_for,
                           to_end=scene == "table-end")
        if scene == "table-end":
            picture = end_picture(window, over, wait_for)
        else:
            wait(500)
        stop()
    elif scene == "settings":
        from kosci_gui.gui.window.settings_dialog import SettingsDialog

        picture = over(window, SettingsDialog(settings, window))
    elif scene in ("rules", "shortcuts", "history", "stats", "analysis"):
        picture = over(window, record_dialog(window, scene, lang))
    elif scene == "handover":
        from kosci_gui.gui.play.game_setup import GameSetup, TableSettings

        game = GameSetup("classic", players=seats(lang, 2, set()), seed=11).build()
        preplay(game, 6)
        window.controller.play_game(game, table=TableSettings(open_scorecards=False,
                                                              kept=False))
    else:
        raise SystemExit(f"unknown scene {scene}")
    wait(300)
    if picture is None:
        picture = window.grab()
    picture.save(str(out), "PNG", 0)  # the smallest file Qt writes
    window.controller.stop()
    window.close()
    window.deleteLater()
    wait(50)
    scratch.cleanup()


#: The offscreen platform's screen for the large-text pictures.
SCREEN = ('{"screens": [{"name": "screen", "x": 0, "y": 0, "width": 1280, "height": 800, '
          '"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}')


def large_text() -> int:
    """Each large-text picture in a run of its own, the window as big as the screen."""
    import subprocess

    folder = HERE / "large-text"
    for name, scene, dpi, font_scale in LARGE:
        ratio = dpi / 96
        size = f"{round(1280 / ratio)}x{round(800 / ratio)}"
        subprocess.run([sys.executable, __file__, "--scene", scene, "--size", size,
                        "--font-dpi", str(dpi), "--font-scale", str(font_scale),
                        "--out", str(folder / name)], check=True)
        print(folder / name)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--scene")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--theme", default="light", choices=("light", "dark", "system"))
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--scale", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--font-dpi", type=int, help="the font DPI (QT_FONT_DPI; 96 is 100 %%)")
    parser.add_argument("--font-scale", type=float, default=1.0,
                        help="the application font's point size times this")
    parser.add_argument("--large", action="store_true", help="the large-text pictures")
    args = parser.parse_args()
    if args.large:
        return large_text()
    os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    if args.font_dpi:
        # a 1280×800 screen (the offscreen platform's own is 800×800)
        config = Path(tempfile.mkdtemp(prefix="kosci-screen-")) / "screen.json"
        config.write_text(SCREEN)
        os.environ["QT_FONT_DPI"] = str(args.font_dpi)
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from kosci_gui.gui.start.app import make_app

    app = make_app(sys.argv[:1])
    if args.font_scale != 1.0:
        font = app.font()
        font.setPointSizeF(font.pointSizeF() * args.font_scale)
        app.setFont(font)
    if args.scene:
        width, height = (int(v) for v in args.size.split("x"))
        shoot(args.scene, args.lang, args.theme, (width, height),
              args.out or Path(f"{args.scene}.png"))
        return 0
    for name, scene, lang, theme, size in README:
        shoot(scene, lang, theme, size, HERE / name)
        print(HERE / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
