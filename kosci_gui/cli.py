"""``kosci-cli``: command-line tools over the engine and the computer players.

- ``replay FILE``: check a game record against the rules (and a table's record's dice
  against the seed revealed at its end), print the result as JSON;
- ``advise FILE``: the value of every option at the end of a record;
- ``simulate``: computer-only games, mean and spread of the scores.

Malformed input or an illegal record exits with status 2 and a message on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from . import __version__
from .ai import commands
from .engine.errors import RecordError
from .engine.record import from_record, load_record, replay_summary
from .tables.fair_dice import check_table_dice


def _replay(args: argparse.Namespace) -> int:
    try:
        doc = load_record(args.file)
        game = from_record(doc)
    except RecordError as err:
        print(f"kosci-cli replay: {err}", file=sys.stderr)
        return 2
    summary = replay_summary(game)
    if "fair_dice" in doc:  # a table's game: every die checked against the revealed seed
        wrong = check_table_dice(doc)
        if wrong is not None:
            print(f"kosci-cli replay: the dice do not check: {wrong}", file=sys.stderr)
            return 2
        summary["dice"] = "checked"
    print(json.dumps(summary))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kosci-cli", description=__doc__.split("\n")[0])
    parser.add_argument("--version", action="version", version=f"kosci-cli {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    replay = sub.add_parser("replay", help="check a game record and print the result")
    replay.add_argument("file", help="a kosci-record/1 JSON file")
    replay.set_defaults(run=_replay)
    advise = sub.add_parser("advise", help="value every option at the end of a record")
    commands.add_advise_arguments(advise)
    advise.set_defaults(run=commands.advise)
    simulate = sub.add_parser("simulate", help="play computer-only games and measure them")
    commands.add_simulate_arguments(simulate)
    simulate.set_defaults(run=commands.simulate)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
