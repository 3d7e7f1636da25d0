"""``kosci``: start the desktop app (also ``--version``, ``--self-test`` and ``--demo``)."""

from __future__ import annotations

import argparse
import sys
import tempfile

from kosci_gui import __version__

GAMES = ("classic", "triple", "full", "thousand")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="kosci", description="Kości: dice games.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--self-test", action="store_true",
                        help="open the window, play one scripted turn, exit 0 if all is well")
    parser.add_argument("--demo", action="store_true",
                        help="play a computer-only game in the window")
    parser.add_argument("--game", choices=GAMES, default="classic", help="the demo's game")
    parser.add_argument("--players", type=int, default=2, help="the demo's players (1-6)")
    parser.add_argument("--seed", type=int, default=None, help="the demo's dice seed")
    parser.add_argument("--level", choices=("easy", "medium", "hard"), default=None,
                        help="the demo players' strength (default: medium)")
    parser.add_argument("--quit-at-end", action="store_true",
                        help="with --demo: print the ranking as one JSON line and exit")
    parser.add_argument("--lang", default=None, help="language: pl, ru or en")
    args, _qt_args = parser.parse_known_args(argv)
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        from kosci_gui.gui.scripted import write_line
        write_line(f"kosci {__version__}")
        return 0

    from kosci_gui.gui.app import build_window, install_language, make_app, setup_logging
    from kosci_gui.gui.scripted import demo_speeds, run_self_test, start_demo
    from kosci_gui.gui.settings import Settings

    app = make_app(sys.argv[:1])
    scratch = None
    if args.self_test or (args.demo and args.quit_at_end):
        # scripted runs never touch the player's settings
        scratch = tempfile.TemporaryDirectory(prefix="kosci-")
        settings = Settings.in_file(f"{scratch.name}/settings.ini")
    else:
        setup_logging()
        settings = Settings()
    install_language(app, args.lang or settings.language)
    try:
        if args.self_test:
            settings.animation_ms = 300
            settings.computer_ms = 0
            settings.auto_score_seconds = 0
            window = build_window(settings, extras=False)
            window.show()
            return run_self_test(window)
        window = build_window(settings, extras=not args.demo)
        window.show()
        if args.demo:
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
