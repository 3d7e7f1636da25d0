"""The ``tables`` and ``play`` commands of ``kosci-cli`` (JSON on stdout): the room of a
table server, and a computer client that sits at a table and plays it to the end."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from websockets.exceptions import InvalidHandshake, InvalidURI

from kosci_gui.engine.game import LEVELS
from kosci_gui.engine.games import game_keys

from .autoplay import SeatPlayer
from .client import Disconnected, ServerError, TableClient, url_of
from .trust import CertificateChanged, KnownServers

#: What stops a command: no server there, a refusal, the connection gone for good.
_FAILURES = (OSError, InvalidHandshake, InvalidURI, ServerError, Disconnected,
             asyncio.TimeoutError, ValueError, CertificateChanged)


def add_trust_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--known-servers", type=Path, metavar="DIR", default=None,
                        help="wss://: remember each server's certificate in "
                             "DIR/known_servers.json the first time and refuse it when it "
                             "changes (without it: only certificates the system trusts)")
    parser.add_argument("--accept-new-certificate", action="store_true",
                        help="wss://: the server's certificate changed on purpose: remember "
                             "the new one")


def _client(args: argparse.Namespace) -> TableClient:
    known = KnownServers(args.known_servers) if args.known_servers else None
    return TableClient(args.address, patience=args.patience, known_servers=known,
                       accept_new_certificate=args.accept_new_certificate)


def add_tables_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("address", help="the server: host:port, or a ws:// or wss:// URL")
    parser.add_argument("--patience", type=float, default=10.0,
                        help="seconds to keep trying to reach the server (default 10)")
    add_trust_arguments(parser)


def tables(args: argparse.Namespace) -> int:
    """Print the room's tables: one JSON object per table."""

    async def run() -> list[dict[str, Any]]:
        client = _client(args)
        await client.open()
        try:
            return await client.tables()
        finally:
            await client.close()

    try:
        rows = asyncio.run(run())
    except _FAILURES as err:
        print(f"kosci-cli tables: {args.address}: {err or type(err).__name__}",
              file=sys.stderr)
        return 2
    print(json.dumps(rows, ensure_ascii=False))
    return 0


def add_servers_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seconds", type=float, default=2.0,
                        help="how long to listen for answers (default 2)")
    parser.add_argument("--interface", action="append", default=None, metavar="ADDRESS",
                        help="look only on the network of this local address (repeatable)")


def servers(args: argparse.Namespace) -> int:
    """Print the table servers found on the local network (DNS-SD): name, address,
    protocol version."""
    from .discovery import browse

    try:
        found = asyncio.run(browse(args.seconds, interfaces=args.interface))
    except OSError as err:
        print(f"kosci-cli servers: {err}", file=sys.stderr)
        return 2
    print(json.dumps(found, ensure_ascii=False))
    return 0


def add_play_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("address", help="the server: host:port, or a ws:// or wss:// URL")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--create", choices=game_keys(), metavar="GAME",
                       help=f"open a table of this game ({', '.join(game_keys())}) and "
                            "start it once every seat is taken")
    where.add_argument("--table", metavar="CODE", help="sit at this table")
    parser.add_argument("--name", required=True, help="the name to sit down with")
    parser.add_argument("--level", choices=LEVELS, default="medium",
                        help="how well this client plays (default medium)")
    parser.add_argument("--rules", metavar="PRESET", help="the rules' preset (--create)")
    parser.add_argument("--seats", type=int, help="seats at the table (--create; default: "
                        "the game's fewest)")
    parser.add_argument("--computers", default="", metavar="LEVELS",
                        help="comma-separated levels of the server's computer seats "
                             "(--create)")
    parser.add_argument("--clock", type=int, metavar="MINUTES",
                        help="each person's clock, 2-15 minutes (--create)")
    parser.add_argument("--hidden", action="store_true",
                        help="hidden scorecards (--create)")
    parser.add_argument("--duplicate", action="store_true",
                        help="duplicate dice (--create)")
    parser.add_argument("--timeout", type=float, default=3600.0,
                        help="give up after this many seconds (default 3600)")
    parser.add_argument("--patience", type=float, default=60.0,
                        help="seconds to keep trying to reach the server when it is gone "
                             "(default 60)")
    add_trust_arguments(parser)


def _spec(args: argparse.Namespace) -> dict[str, Any]:
    spec: dict[str, Any] = {"game": args.create, "open_scorecards": not args.hidden,
                            "duplicate": args.duplicate}
    if args.rules:
        spec["rules"] = {"preset": args.rules}
    if args.seats is not None:
        spec["seats"] = args.seats
    if args.computers:
        spec["computers"] = args.computers.split(",")
    if args.clock is not None:
        spec["clock_minutes"] = args.clock
    return spec


def play(args: argparse.Namespace) -> int:
    """Sit at a table as a computer of ``--level`` and play it to the end; print the game's
    record (JSON, the server's seed revealed) on stdout. With ``--create`` the table's code
    is said on stderr, for the others to sit down."""

    async def run() -> dict[str, Any]:
        client = _client(args)
        await client.open()
        try:
            if args.create:
                await client.create(_spec(args), args.name)
                print(f"kosci-cli play: table {client.table} at {url_of(args.address)}",
                      file=sys.stderr, flush=True)
            else:
                await client.sit(args.table, args.name)
            player = SeatPlayer(client, args.level, starts=bool(args.create))
            return await player.play(args.timeout)
        finally:
            await client.close()

    try:
        record = asyncio.run(run())
    except _FAILURES as err:
        print(f"kosci-cli play: {err or type(err).__name__}", file=sys.stderr)
        return 2
    print(json.dumps(record, ensure_ascii=False))
    return 0
