"""Draw the README's screenshots from the real window in set-up positions of play.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/make_screenshots.py            # all
    QT_QPA_PLATFORM=offscreen python docs/screenshots/make_screenshots.py \\
        --scene classic --lang pl --size 1024x700 --out /tmp/classic-pl.png        # one

Each scene plays a few turns with the plain computer player (seeded, so the pictures are the
same every time), hands the table to a human at the screen and takes the window's picture;
dialogs are drawn over the window where they would open. The settings live in a scratch folder.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from kosci_gui.engine.game import Player
from kosci_gui.gui.app import build_window, install_language, make_app
from kosci_gui.gui.computer import PlainPlayer
from kosci_gui.gui.game_setup import GameSetup
from kosci_gui.gui.main_window import MainWindow
from kosci_gui.gui.settings import Settings

HERE = Path(__file__).resolve().parent

#: (file, scene, language, dark desktop theme) of the README's pictures.
README = (
    ("classic.png", "classic", "en", False),
    ("triple.png", "triple", "en", False),
    ("full.png", "full", "en", False),
    ("thousand.png", "thousand", "en", False),
    ("new-game.png", "new-game", "en", False),
    ("classic-pl.png", "classic", "pl", False),
    ("thousand-ru.png", "thousand", "ru", False),
    ("classic-dark.png", "classic", "en", True),
)


def dark_palette() -> QPalette:
    """A dark desktop theme, as a player's desktop would hand it to the app."""
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#2b2b2e", QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#1f1f22", QPalette.ColorRole.AlternateBase: "#323236",
        QPalette.ColorRole.Text: "#e6e6e6", QPalette.ColorRole.Button: "#3a3a3e",
        QPalette.ColorRole.ButtonText: "#e6e6e6", QPalette.ColorRole.Highlight: "#3d8fd6",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#3a3a3e",
        QPalette.ColorRole.ToolTipText: "#e6e6e6", QPalette.ColorRole.PlaceholderText: "#9a9aa0",
        QPalette.ColorRole.Mid: "#55555a", QPalette.ColorRole.Shadow: "#000000",
        QPalette.ColorRole.Light: "#4a4a4f", QPalette.ColorRole.Dark: "#202023",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText,
                     QColor("#7a7a80"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#7a7a80"))
    return palette

NAMES = {
    "en": ("Anna", "Computer", "Boris", "Celina", "Dmitri", "Ewa"),
    "pl": ("Anna", "Komputer", "Bartek", "Celina", "Darek", "Ewa"),
    "ru": ("Анна", "Компьютер", "Борис", "Вера", "Дмитрий", "Елена"),
}


def wait(ms: int) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def wait_for(condition, timeout_s: float = 60.0) -> None:
    end = time.monotonic() + timeout_s
    while not condition() and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.02)


def seats(lang: str, count: int, computers: set[int]) -> list[Player]:
    names = NAMES.get(lang, NAMES["en"])
    return [Player(names[i], "computer", "medium") if i in computers else Player(names[i])
            for i in range(count)]


def preplay(game, turns: int, seed: int = 5) -> None:
    """Play ``turns`` whole turns with the plain player, straight on the engine."""
    plain = PlainPlayer(seed)
    played = 0
    while played < turns and not game.finished:
        player = game.current
        while game.current == player and not game.finished:
            game.apply(plain.decide(game))
        played += 1


def kosci_scene(window: MainWindow, kind: str, lang: str, players: int, turns: int,
                seed: int, *, hidden: bool = False, clock: int | None = None) -> None:
    ctl = window.controller
    setup = GameSetup(kind, players=seats(lang, players, {1}), seed=seed, clock_minutes=clock)
    game = setup.build()
    preplay(game, turns)
    while game.players[game.current].is_computer:
        preplay(game, 1)
    ctl.new_game_from(game, {"open_scorecards": not hidden, "seed": seed})
    wait_for(lambda: ctl.hints is not None, 120)
    ctl.roll()
    wait_for(lambda: ctl.hints is not None, 120)
    for i in ctl.best_hold() or (0, 1):
        ctl.toggle_hold(i)
    ctl.roll()
    wait_for(lambda: ctl.hints is not None, 120)
    for i in ctl.best_hold() or ():
        if not game.held[i]:
            ctl.toggle_hold(i)
    window.kosci_board.scorecard.setFocus()


def thousand_scene(window: MainWindow, lang: str, players: int, turns: int, seed: int) -> None:
    ctl = window.controller
    setup = GameSetup("thousand", players=seats(lang, players, {1}), seed=seed)
    game = setup.build()
    preplay(game, turns)
    while game.players[game.current].is_computer:
        preplay(game, 1)
    ctl.new_game_from(game, {"open_scorecards": True, "seed": seed})
    board = window.thousand_board
    ctl.thousand_move((), _roll())
    wait_for(lambda: ctl.hints is not None, 20)
    if game.phase == "thrown" and game.legal_selections():
        hint = board._hint_move()
        values = getattr(hint, "dice", None) or game.legal_selections()[-1][0]
        board.selection = set(board._positions(values))
        board.update_state()


def _roll():
    from kosci_gui.engine.moves import Roll
    return Roll()


def over(window: MainWindow, dialog: QWidget) -> QPixmap:
    """The window's picture with ``dialog`` drawn where it would open (centred)."""
    dialog.show()
    wait(300)
    back = window.grab()
    front = dialog.grab()
    dialog.hide()
    painter = QPainter(back)
    shade = QColor(0, 0, 0, 40)
    painter.fillRect(back.rect(), shade)
    w = back.width() / back.devicePixelRatio()
    h = back.height() / back.devicePixelRatio()
    fw = front.width() / front.devicePixelRatio()
    fh = front.height() / front.devicePixelRatio()
    corner = QPoint(int((w - fw) / 2), int(max(24.0, (h - fh) / 2)))
    painter.fillRect(corner.x() - 1, corner.y() - 1, int(fw) + 2, int(fh) + 2,
                     window.palette().color(window.palette().ColorRole.Shadow))
    painter.drawPixmap(corner, front)
    painter.end()
    return back


def shoot(scene: str, lang: str, size: tuple[int, int], out: Path, dark: bool = False) -> None:
    app = QApplication.instance()
    app.setPalette(dark_palette() if dark else app.style().standardPalette())
    scratch = tempfile.TemporaryDirectory(prefix="kosci-shots-")
    settings = Settings.in_file(f"{scratch.name}/settings.ini")
    settings.animation_ms = 0
    settings.computer_ms = 0
    settings.auto_score_seconds = 0
    settings.hints = True
    settings.language = lang
    install_language(app, lang)
    window = build_window(settings, extras=False)
    window.show_end_dialog = False
    window.resize(*size)
    window.show()
    wait(200)
    picture: QPixmap | None = None
    if scene == "home":
        pass
    elif scene in ("classic", "triple", "full"):
        players = {"classic": 2, "triple": 2, "full": 3}[scene]
        turns = {"classic": 12, "triple": 30, "full": 18}[scene]
        kosci_scene(window, scene, lang, players, turns, seed=11)
    elif scene == "hidden-clocks":
        kosci_scene(window, "classic", lang, 3, 7, seed=11, hidden=True, clock=5)
    elif scene.startswith(("classic", "triple", "full")) and scene[-1].isdigit():
        kind, count = scene[:-1], int(scene[-1])
        kosci_scene(window, kind, lang, count, 3 * count, seed=11)
    elif scene.startswith("thousand"):
        count = int(scene[-1]) if scene[-1].isdigit() else 3
        thousand_scene(window, lang, count, 6 * count, seed=11)
    elif scene == "new-game":
        from kosci_gui.gui.new_game_dialog import NewGameDialog
        setup = GameSetup("classic", players=seats(lang, 3, {1, 2}))
        picture = over(window, NewGameDialog(setup, window))
    elif scene == "new-game-rules":
        from kosci_gui.gui.new_game_dialog import NewGameDialog
        dialog = NewGameDialog(GameSetup("thousand", players=seats(lang, 3, {1, 2})), window)
        dialog.tabs.setCurrentIndex(1)
        picture = over(window, dialog)
    elif scene == "settings":
        from kosci_gui.gui.settings_dialog import SettingsDialog
        picture = over(window, SettingsDialog(settings, window))
    elif scene == "rules":
        from kosci_gui.gui.rules_dialog import RulesDialog
        picture = over(window, RulesDialog("classic", window))
    elif scene == "about":
        from kosci_gui.gui.rules_dialog import AboutDialog
        picture = over(window, AboutDialog(window))
    elif scene == "end":
        from kosci_gui.gui.end_dialog import EndDialog
        game = GameSetup("classic", players=seats(lang, 4, {1, 2, 3}), seed=3).build()
        preplay(game, 13 * 4)
        window.controller.new_game_from(game, {"open_scorecards": True})
        picture = over(window, EndDialog(game, window))
    else:
        raise SystemExit(f"unknown scene {scene}")
    wait(300)
    if picture is None:
        picture = window.grab()
    picture.save(str(out))
    window.controller.stop()
    window.close()
    window.deleteLater()
    wait(50)
    scratch.cleanup()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scene")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--dark", action="store_true", help="a dark desktop theme")
    args = parser.parse_args()
    make_app(sys.argv[:1])
    width, height = (int(v) for v in args.size.split("x"))
    if args.scene:
        shoot(args.scene, args.lang, (width, height), args.out or Path(f"{args.scene}.png"),
              args.dark)
        return 0
    for name, scene, lang, dark in README:
        shoot(scene, lang, (width, height), HERE / name, dark)
        print(HERE / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
