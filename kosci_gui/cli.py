"""``kosci-cli``: command-line tools over the engine and the computer players.

- ``replay FILE``: check a game record against the rules, print the result as JSON;
- ``advise FILE``: the value of every option at the end of a record;
- ``simulate``: computer-only games, mean and spread of the scores;
- ``tables ADDRESS``: the tables of a table server (docs/protocol.md);
- ``servers``: the table servers found on the local network;
- ``play ADDRESS``: a computer client that sits at a table and plays it to the end;
- ``daily``: today's (or ``--date``'s) daily game, or the one a ``--code`` names, as JSON.

``replay`` also checks the dice of a table's record (a commitment and the revealed seed):
``"dice": "dice checked"``, or the first die that does not match (exit status 1).

Malformed input or an illegal record exits with status 2 and a message on stderr.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from collections.abc import Sequence

from . import __version__
from .ai import commands
from .engine.daily import DailyCodeError, daily, from_code
from .engine.errors import RecordError, RuleError
from .engine.record import from_record, load_record, replay_summary
from .net import commands as net_commands
from .tables.fair_dice import check_record, fair_dice_meta


def _replay(args: argparse.Namespace) -> int:
    try:
        record = load_record(args.file)
        game = from_record(record)
    except RecordError as err:
        print(f"kosci-cli replay: {err}", file=sys.stderr)
        return 2
    out = replay_summary(game)
    status = 0
    if fair_dice_meta(record) is not None:
        mismatch = check_record(record)
        out["dice"] = "dice checked" if mismatch is None else str(mismatch)
        if mismatch is not None:
            print(f"kosci-cli replay: the dice do not check: {mismatch}", file=sys.stderr)
            status = 1
    print(json.dumps(out))
    return status


def _daily(args: argparse.Namespace) -> int:
    try:
        if args.code is not None:
            found = from_code(args.code)
        else:
            day = None if args.date is None else dt.date.fromisoformat(args.date)
            found = daily(day, args.game)
    except (DailyCodeError, RuleError, ValueError) as err:
        print(f"kosci-cli daily: {err}", file=sys.stderr)
        return 2
    print(json.dumps(found.to_json()))
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
    tables = sub.add_parser("tables", help="the tables of a table server (JSON)")
    net_commands.add_tables_arguments(tables)
    tables.set_defaults(run=net_commands.tables)
    servers = sub.add_parser("servers", help="table servers on the local network (JSON)")
    net_commands.add_servers_arguments(servers)
    servers.set_defaults(run=net_commands.servers)
    play = sub.add_parser("play", help="sit at a table as a computer and play it to the end")
    net_commands.add_play_arguments(play)
    play.set_defaults(run=net_commands.play)
    today = sub.add_parser("daily", help="today's dice: the daily game as JSON")
    today.add_argument("--date", help="that day's game (YYYY-MM-DD; default: today)")
    today.add_argument("--game", help="the game (default: classic)")
    today.add_argument("--code", help="the game a shared code names")
    today.set_defaults(run=_daily)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
