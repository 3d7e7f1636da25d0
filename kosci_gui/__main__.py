"""``kosci``: start the desktop app; ``kosci FILE`` opens a saved game. Also ``--version``,
``--self-test``, ``--demo`` and ``--script FILE`` (see ``kosci --help``).

With ``KOSCI_STARTUP_PROBE=1`` in the environment the app prints one line
``startup-probe <seconds>`` when its main window is first shown (benchmarks/startup.py)."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from kosci_gui import __version__
from kosci_gui.engine.seats import LEVELS
from kosci_gui.gui.games import game_keys

#: When this module was first run: the start-up clock when the process's own start is unknown.
_IMPORTED = time.monotonic()


def defaults() -> dict[str, object]:
    """What each option is when not given: ``kosci`` started with no argument."""
    return {"file": None, "version": False, "self_test": False, "demo": False,
            "game": game_keys()[0], "players": 2, "seed": None, "level": None,
            "quit_at_end": False, "script": None, "lang": None}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kosci", description="Kości: dice games.")
    parser.add_argument("file", nargs="?", type=Path, help="a saved game to open")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--self-test", action="store_true",
                        help="open the window, play one scripted turn, exit 0 if all is well")
    parser.add_argument("--demo", action="store_true",
                        help="play a computer-only game in the window")
    parser.add_argument("--game", choices=game_keys(), help="the demo's game")
    parser.add_argument("--players", type=int, help="the demo's players (1-6)")
    parser.add_argument("--seed", type=int, help="the demo's dice seed")
    parser.add_argument("--level", choices=LEVELS,
                        help="the demo players' strength (default: medium)")
    parser.add_argument("--quit-at-end", action="store_true",
                        help="with --demo: print the ranking as one JSON line and exit")
    parser.add_argument("--script", type=Path, metavar="FILE",
                        help="follow a JSON script (docs/storage.md): answer the resume "
                             "question, play, dump the state, quit")
    parser.add_argument("--lang", help="language: pl, ru or en")
    parser.set_defaults(**defaults())
    return parser


def parse_args(argv: list[str]) -> argparse.Namespace:
    if not argv:
        # (the start from a menu or a launcher: argparse's messages would look for their
        # translations first, 3 ms before the window shows)
        return argparse.Namespace(**defaults())
    return build_parser().parse_args(argv)


def process_age() -> float:
    """Seconds since this process started (Linux: from /proc; elsewhere since this module
    was imported, which is within milliseconds of the start)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            up = float(uptime.read().split()[0])
        ticks = os.sysconf("SC_CLK_TCK")
        # field 22 of stat (starttime) is the 20th after the command name
        return max(0.0, up - int(fields[19]) / ticks)
    except (OSError, ValueError, IndexError, AttributeError):
        return time.monotonic() - _IMPORTED


def startup_probe_wanted() -> bool:
    return os.environ.get("KOSCI_STARTUP_PROBE", "") not in ("", "0")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        from kosci_gui.console import write_line
        write_line(f"kosci {__version__}")
        return 0

    from kosci_gui.gui.settings import Settings
    from kosci_gui.gui.start.app import build_window, install_language, make_app, setup_logging

    app = make_app(sys.argv[:1])
    scratch = None
    paths = None
    if args.self_test or (args.demo and args.quit_at_end):
        # scripted runs never touch the player's settings or games
        from kosci_gui.storage.paths import StoragePaths

        scratch = tempfile.TemporaryDirectory(prefix="kosci-")
        settings = Settings.in_file(f"{scratch.name}/settings.ini")
        paths = StoragePaths(Path(scratch.name) / "data")
    else:
        setup_logging()
        settings = Settings()
    install_language(app, args.lang or settings.language)
    try:
        if args.self_test:
            from kosci_gui.gui.start.scripted import run_self_test

            settings.animation_ms = 300
            settings.computer_ms = 0
            settings.auto_score_seconds = 0
            settings.moment_ms = 0
            window = build_window(settings, paths=paths)
            window.show()
            return run_self_test(window)
        window = build_window(settings, paths=paths)
        if startup_probe_wanted():
            from kosci_gui.console import write_line
            window.firstShown.connect(
                lambda: write_line(f"startup-probe {process_age():.3f}"))
        if args.file is not None:
            window.saver.open_at_start(args.file)
        if args.script is not None:
            from kosci_gui.gui.start.script_run import ScriptError, load_script, run_script

            try:
                run_script(window, load_script(args.script))
            except ScriptError as err:
                print(f"kosci: {err}", file=sys.stderr)
                return 2
        window.show()
        if args.demo:
            from kosci_gui.gui.start.scripted import demo_speeds, start_demo

            if args.quit_at_end:
                demo_speeds(settings)
            start_demo(window, args.game, args.players, args.seed, args.quit_at_end,
                       args.level)
        return app.exec()
    finally:
        if scratch is not None:
            scratch.cleanup()


if __name__ == "__main__":
    sys.exit(main())
