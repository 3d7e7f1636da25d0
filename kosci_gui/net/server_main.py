"""``kosci-server``: the table server, headless (issue 30).

    kosci-server [--host 127.0.0.1] [--port 8765] [--data DIR] [--cert FILE --key FILE]
                 [--stats SECONDS]

With ``--data`` every table is journaled in DIR and a restarted server resumes each one
exactly where it was. Ctrl+C or SIGTERM stops it cleanly: the clients are told, the journals
closed (every change was flushed to disk as it was made). It prints one line on stderr when
it listens: ``kosci-server: listening on ws://HOST:PORT`` (``wss://`` with ``--cert`` and
``--key``, followed by a line with the certificate's SHA-256 fingerprint, for the players to
compare with what their app remembers).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

from kosci_gui import __version__

from .discovery import Advertiser
from .protocol import Limits
from .server import TableServer
from .stalls import StallMeter
from .trust import certificate_fingerprint, server_context

DEFAULT_PORT = 8765


#: The collector's thresholds for kosci-server (Python's default is 700, 10, 10).
GC_THRESHOLDS = (100_000, 50, 1000)

def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kosci-server", description=__doc__.split("\n")[0])
    parser.add_argument("--version", action="version", version=f"kosci-server {__version__}")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (0.0.0.0: every network; default: "
                             "this computer only)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"the port (default {DEFAULT_PORT}; 0: any free port)")
    parser.add_argument("--data", type=Path, default=None,
                        help="the folder of the tables' journals (without it a restart "
                             "loses every table)")
    parser.add_argument("--pace", type=float, default=0.8,
                        help="seconds between a computer seat's moves (default 0.8)")
    parser.add_argument("--away-seconds", type=float, default=120.0,
                        help="seconds an absent person has before a computer plays for "
                             "them (tables without a clock; default 120)")
    parser.add_argument("--connections-per-address", type=int,
                        default=Limits.connections_per_address,
                        help="open connections one address may have")
    parser.add_argument("--rate", type=float, default=Limits.rate,
                        help=f"messages a second one connection may send (default "
                             f"{Limits.rate:g}, in bursts of --burst)")
    parser.add_argument("--burst", type=int, default=Limits.burst,
                        help=f"messages one connection may send at once (default "
                             f"{Limits.burst})")
    parser.add_argument("--address-rate", type=float, default=Limits.address_rate,
                        help=f"messages a second all the connections of one address may "
                             f"send together (default {Limits.address_rate:g}, in bursts "
                             f"of {Limits.address_burst}; a load test from one machine "
                             "raises it)")
    parser.add_argument("--tables-per-address", type=int, default=Limits.tables_per_address,
                        help="open tables one address may create")
    parser.add_argument("--advertise", metavar="NAME", default=None,
                        help="announce the server on the local network (DNS-SD) under "
                             "this name, for the apps' rooms to find it")
    parser.add_argument("--cert", type=Path, default=None,
                        help="TLS: the server's certificate (PEM); clients connect with "
                             "wss://HOST:PORT")
    parser.add_argument("--key", type=Path, default=None,
                        help="TLS: the certificate's private key (PEM)")
    parser.add_argument("--local-only", action="store_true",
                        help="admit only clients on a local network (private, link-local "
                             "or loopback addresses)")
    parser.add_argument("--verbose", action="store_true", help="log every table's events")
    parser.add_argument("--stats", type=float, metavar="SECONDS", default=None,
                        help="print a line of figures every SECONDS on stderr: tables, "
                             "connections, messages a second, the event loop's lag (p99, "
                             "max), the journal's flushes, and the time from reading a "
                             "move to its reply going out (p99)")
    return parser


async def run(args: argparse.Namespace) -> int:
    limits = Limits(connections_per_address=args.connections_per_address,
                    tables_per_address=args.tables_per_address, rate=args.rate,
                    burst=args.burst, address_rate=args.address_rate,
                    address_burst=max(Limits.address_burst, int(2 * args.address_rate)))
    tls = server_context(args.cert, args.key) if args.cert else None
    server = TableServer(args.data, limits, pace=args.pace, away_seconds=args.away_seconds,
                         tls=tls, local_only=args.local_only)
    port = await server.start(args.host, args.port)
    advertiser = None
    if args.advertise:
        interfaces = [args.host] if args.host not in ("0.0.0.0", "") else None
        advertiser = Advertiser(args.advertise, port, interfaces=interfaces)
        await advertiser.start()
    scheme = "wss" if tls else "ws"
    print(f"kosci-server: listening on {scheme}://{args.host}:{port}", file=sys.stderr,
          flush=True)
    if args.cert:
        print(f"kosci-server: certificate SHA-256 {certificate_fingerprint(args.cert)}",
              file=sys.stderr, flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    if args.stats:
        reporter = asyncio.create_task(report(server, args.stats))
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    if args.stats:
        reporter.cancel()
    if advertiser is not None:
        await advertiser.stop()
    await server.stop()
    print("kosci-server: stopped", file=sys.stderr, flush=True)
    return 0


#: How often the lag of the event loop is sampled for ``--stats``.
LAG_TICK_S = 0.01


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[int(q * (len(ordered) - 1))] if ordered else 0.0


async def report(server: TableServer, every: float) -> None:
    """``--stats``: a line of figures every ``every`` seconds (see ``--help``). The loop's
    lag is how late a 10 ms sleep wakes: the wait any message had before it was read; the
    stalls (ticks over 20 ms late) are divided by cause (``stalls.py``)."""
    loop = asyncio.get_running_loop()
    assert server.room is not None
    outbox = server.room.outbox
    lags: list[float] = []
    stalls = StallMeter()
    start, messages, flushes, changes = loop.time(), server.messages, 0, 0
    while True:
        before = loop.time()
        try:
            await asyncio.sleep(LAG_TICK_S)
        except asyncio.CancelledError:
            stalls.close()
            raise
        now = loop.time()
        lags.append(now - before - LAG_TICK_S)
        stalls.tick(lags[-1])
        if now - start < every:
            continue
        span = now - start
        done = outbox.flushes - flushes
        print(f"kosci-server: stats tables={len(server.room.tables)} "
              f"connections={server.connections} "
              f"messages/s={(server.messages - messages) / span:.0f} "
              f"lag_p99_ms={percentile(lags, 0.99) * 1000:.1f} "
              f"lag_max_ms={percentile(lags, 1.0) * 1000:.1f} flushes/s={done / span:.0f} "
              f"changes_per_flush={(outbox.changes - changes) / max(1, done):.1f} "
              f"flush_p99_ms={percentile(outbox.flush_seconds, 0.99) * 1000:.1f} "
              f"flush_max_ms={percentile(outbox.flush_seconds, 1.0) * 1000:.1f} "
              f"move_p99_ms={percentile(server.room.move_seconds, 0.99) * 1000:.1f} "
              f"{stalls.take().line()}",
              file=sys.stderr, flush=True)
        lags.clear()
        server.room.move_seconds.clear()
        outbox.flush_seconds.clear()
        start, messages, flushes, changes = now, server.messages, outbox.flushes, outbox.changes


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if (args.cert is None) != (args.key is None):
        parser.error("--cert and --key go together")
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="kosci-server: %(levelname)s %(name)s: %(message)s")
    try:
        # a long-lived server with thousands of tables: the collector's full passes over
        # every table's objects were the long pauses of the load test (p99 465 -> 260 ms at
        # 1,000 tables); it runs an order of magnitude less often (docs/protocol.md, "Load")
        gc.set_threshold(*GC_THRESHOLDS)
        return asyncio.run(run(args))
    except (OSError, ValueError) as err:  # ssl.SSLError is an OSError
        print(f"kosci-server: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
