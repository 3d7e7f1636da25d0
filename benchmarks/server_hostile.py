"""The table server under attack (issue 31, "Hostile clients"): the move round trip of the
people at other tables, quiet and under attack, and the server's memory and CPU before,
during and after, over real sockets on 127.0.0.1 with the server in a process of its own
at its default limits.

    python benchmarks/server_hostile.py [--tables 20] [--seconds 10] [--pace 0.2] [--json]

The people: ``--tables`` tables, each one client (from 127.0.0.1) playing ``medium`` against
the table's computer, a move every ``--pace`` seconds; each move is timed from the frame sent
to its reply. The attacker, in a process of its own from 127.0.0.2-6 (an address for each
attack): floods (connections that send as fast as they can, cut off by the server and
connecting again), 16 MB frames, junk frames, guessed tokens and codes, and 1,000 connections
that never finish their handshake (each opened again a second after the server drops it).

Phases of ``--seconds`` each: quiet; busy (the control: another process burning a core as the
attacker's does, without attacking: what the machine's two cores cost, not the server);
attack; after. The attacker and the control run at the lowest priority (``--nice 19``): on
a network the attacker's CPU is another machine's. The server's RSS is read from /proc before
the attack, at its peak (VmHWM) and after it. The goal: the attack's p99 within 2x of the
quiet one, memory bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import re
import statistics
import struct
import subprocess
import sys
import time
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from kosci_gui import ai
from kosci_gui.net.client import TableClient
from kosci_gui.tables.mirror import Mirror
from kosci_gui.tables.move_codec import move_to_json

ROOT = Path(__file__).resolve().parent.parent
#: The attacker's addresses, one per attack (a slowloris holds its own address's handshake
#: slots: the gate's point, but then nothing else from that address gets in).
ATTACKERS = {"slowloris": "127.0.0.2", "flood": "127.0.0.3", "huge": "127.0.0.4",
             "junk": "127.0.0.5", "guesses": "127.0.0.6"}
PHASE = {"now": "warm-up"}
#: quiet; busy: a process burning a core as the attacker does, without attacking (the
#: machine's share of the slowdown); attack; after.
PHASES = ("quiet", "busy", "attack", "after")
FAILURES = (OSError, ConnectionClosed, InvalidHandshake, asyncio.TimeoutError, EOFError,
            asyncio.IncompleteReadError)


# -- the people ---------------------------------------------------------------------------------

def my_turn(seat: int | None, acted: list[int], view: dict[str, Any]) -> bool:
    return view["state"] == "finished" or (view.get("current") == seat
                                           and view["version"] not in acted)


async def person(address: str, pace: float, times: dict[str, list[float]],
                 errors: list[str], stop: asyncio.Event) -> None:
    """Games against the table's computer, one after another, every move timed."""
    me = TableClient(address)
    await me.open()
    try:
        while not stop.is_set():
            await me.create({"game": "classic", "seats": 2, "computers": ["medium"]}, "P")
            await me.request("start")
            mirror, player = Mirror(), None
            acted: list[int] = []
            while not stop.is_set():
                view = await me.wait(partial(my_turn, me.seat, acted), 60)
                if view["state"] == "finished":
                    break
                acted.append(view["version"])
                mirror.update(view)
                game = mirror.game()
                player = player or ai.make_player(game.game, game.rules, "medium")
                move = move_to_json(player.decide(game))
                await asyncio.sleep(pace)
                phase, start = PHASE["now"], time.perf_counter()
                try:
                    await me.move(move, at=view["version"])
                except Exception as err:  # counted, the game goes on
                    errors.append(f"{type(err).__name__}: {err}")
                    continue
                times.setdefault(phase, []).append(time.perf_counter() - start)
            if stop.is_set():
                break
            await me.request("stand")  # the table closes; the next game at a new one
            me.table = me.seat = me.token = None
    finally:
        await me.close()


# -- the attacker (a process of its own) --------------------------------------------------------

async def raw_stream(address: str, source: str
                     ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A WebSocket opened by hand (for frames the library would not send)."""
    host, port = address.split(":")
    reader, writer = await asyncio.open_connection(host, int(port), local_addr=(source, 0))
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write((f"GET / HTTP/1.1\r\nHost: {address}\r\nUpgrade: websocket\r\nConnection: "
                  f"Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
                  ).encode())
    await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
    hello = json.dumps({"type": "hello", "seq": 1, "v": 1}).encode()
    writer.write(bytes([0x81, 0x80 | len(hello)]) + b"\0\0\0\0" + hello)
    return reader, writer


async def flood(address: str, until: float, stats: dict[str, int]) -> None:
    """As many messages as it can send; connect again when cut off."""
    while time.monotonic() < until:
        with contextlib.suppress(*FAILURES):
            async with connect(f"ws://{address}", compression=None, proxy=None,
                               local_addr=(ATTACKERS["flood"], 0), open_timeout=10) as ws:
                await ws.send(json.dumps({"type": "hello", "seq": 1, "v": 1}))
                seq = 1
                while time.monotonic() < until:
                    seq += 1
                    await ws.send(json.dumps({"type": "list", "seq": seq}))
                    stats["flood_messages"] += 1
                    if seq % 100 == 0:  # the other attacks in this process get their turn
                        await asyncio.sleep(0)
        stats["flood_connections"] += 1
        await asyncio.sleep(0.01)


async def huge(address: str, until: float, stats: dict[str, int]) -> None:
    """16 MB text frames, one connection after another."""
    chunk = b"x" * 65536
    while time.monotonic() < until:
        writer = None
        try:
            _, writer = await raw_stream(address, ATTACKERS["huge"])
            writer.write(bytes([0x81, 0xFF]) + struct.pack("!Q", 16 << 20) + b"\0\0\0\0")
            for _ in range(256):
                writer.write(chunk)
                await writer.drain()
                stats["huge_bytes"] += len(chunk)
        except FAILURES:
            pass
        finally:
            if writer is not None:
                writer.transport.abort()
        stats["huge_frames"] += 1
        await asyncio.sleep(0.05)


async def junk(address: str, until: float, stats: dict[str, int]) -> None:
    """Frames that are not messages, as fast as they go."""
    frames = [b"{not json", b"[1,2]", b'{"type":"dance","seq":1}', b'{"\\ud800":1}',
              b'{"type":"move","seq":2,"move":[],"at":"x"}']
    while time.monotonic() < until:
        writer = None
        try:
            reader, writer = await raw_stream(address, ATTACKERS["junk"])
            n = 0
            while (time.monotonic() < until and not reader.at_eof()
                   and not writer.transport.is_closing()):
                frame = frames[n % len(frames)]
                writer.write(bytes([0x81, 0x80 | len(frame)]) + b"\0\0\0\0" + frame)
                n += 1
                stats["junk_frames"] += 1
                if n % 50 == 0:
                    await writer.drain()
                    await asyncio.sleep(0)
        except FAILURES:
            pass
        finally:
            if writer is not None:
                writer.transport.abort()
        await asyncio.sleep(0.01)


async def guesses(address: str, until: float, stats: dict[str, int]) -> None:
    """Table codes and tokens guessed as fast as the server answers."""
    while time.monotonic() < until:
        with contextlib.suppress(*FAILURES):
            async with connect(f"ws://{address}", compression=None, proxy=None,
                               local_addr=(ATTACKERS["guesses"], 0), open_timeout=10) as ws:
                await ws.send(json.dumps({"type": "hello", "seq": 1, "v": 1}))
                await ws.recv()
                seq = 1
                while time.monotonic() < until:
                    seq += 1
                    kind = ({"type": "resume", "token": os.urandom(24).hex()} if seq % 2
                            else {"type": "watch", "table": os.urandom(5).hex().upper()})
                    await ws.send(json.dumps(dict(kind, seq=seq)))
                    reply = json.loads(await ws.recv())
                    stats["guesses"] += 1
                    stats["guesses_" + str(reply.get("code"))] += 1
        await asyncio.sleep(0.05)


async def slowloris(address: str, until: float, stats: dict[str, int]) -> None:
    """One connection that never says a word, opened again a second after it is dropped."""
    host, port = address.split(":")
    while time.monotonic() < until:
        writer = None
        try:
            reader, writer = await asyncio.open_connection(host, int(port),
                                                           local_addr=(ATTACKERS["slowloris"], 0))
            stats["slow_opened"] += 1
            await asyncio.wait_for(reader.read(), max(0.01, until - time.monotonic()))
            stats["slow_dropped"] += 1
        except FAILURES:
            pass
        finally:
            if writer is not None:
                writer.transport.abort()
        await asyncio.sleep(1.0)


#: The attacks, by name (``--attacks``), and how many of each run at once.
ATTACKS = {"flood": (flood, 4), "huge": (huge, 1), "junk": (junk, 2), "guesses": (guesses, 1),
           "slowloris": (slowloris, 1000)}


async def attack(address: str, seconds: float, kinds: list[str]) -> dict[str, int]:
    stats: dict[str, int] = {}
    stats.update({k: 0 for k in (
        "flood_messages", "flood_connections", "huge_frames", "huge_bytes", "junk_frames",
        "guesses", "slow_opened", "slow_dropped")})

    class Counts(dict[str, int]):
        def __missing__(self, key: str) -> int:
            return 0

    counts: dict[str, int] = Counts(stats)
    until = time.monotonic() + seconds
    await asyncio.gather(*(ATTACKS[kind][0](address, until, counts) for kind in kinds
                           for _ in range(ATTACKS[kind][1])))
    return dict(counts)


# -- the server ---------------------------------------------------------------------------------

def memory(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM (the peak) of a process, in KiB."""
    found = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(("VmRSS:", "VmHWM:")):
            found[line.split(":")[0]] = int(line.split()[1])
    return found


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))] if ordered else float("nan")


async def measure(address: str, pid: int, args: argparse.Namespace) -> dict[str, Any]:
    times: dict[str, list[float]] = {}
    errors: list[str] = []
    stop = asyncio.Event()
    people = [asyncio.create_task(person(address, args.pace, times, errors, stop))
              for _ in range(args.tables)]
    report: dict[str, Any] = {"tables": args.tables, "seconds": args.seconds}
    await asyncio.sleep(2.0)  # warm-up: every table playing
    for phase in PHASES:
        PHASE["now"] = phase
        cpu, began = cpu_seconds(pid), time.monotonic()
        if phase == "busy":  # the control: a process as busy as the attacker, no attack
            busy = await asyncio.create_subprocess_exec(
                sys.executable, __file__, "--busy", "--seconds", str(args.seconds),
                "--nice", str(args.nice))
            await busy.wait()
        elif phase == "attack":
            report["rss_before_kib"] = memory(pid)["VmRSS"]
            report["peak_before_kib"] = memory(pid)["VmHWM"]
            attacker = await asyncio.create_subprocess_exec(
                sys.executable, __file__, "--attack", address, "--seconds",
                str(args.seconds), "--nice", str(args.nice), "--attacks", args.attacks,
                stdout=subprocess.PIPE)
            out, _ = await attacker.communicate()
            report["attacker"] = json.loads(out)
            report["peak_kib"] = memory(pid)["VmHWM"]
        else:
            await asyncio.sleep(args.seconds)
        report[f"cpu_{phase}"] = round((cpu_seconds(pid) - cpu) / (time.monotonic() - began),
                                       3)
    report["rss_after_kib"] = memory(pid)["VmRSS"]
    stop.set()
    await asyncio.wait(people, timeout=60)
    for phase in PHASES:
        ms = [t * 1000 for t in times.get(phase, [])]
        report[phase] = {"moves": len(ms), "p50_ms": round(statistics.median(ms), 2)
                         if ms else None, "p99_ms": round(percentile(ms, 0.99), 2),
                         "max_ms": round(max(ms), 2) if ms else None}
    report["errors"] = errors
    report["load_average"] = [round(x, 2) for x in os.getloadavg()]
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--pace", type=float, default=0.2,
                        help="seconds each person waits before a move (default 0.2)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--attack", metavar="ADDRESS", help=argparse.SUPPRESS)
    parser.add_argument("--busy", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--attacks", default=",".join(ATTACKS),
                        help=f"the attacks to make, comma-separated (default: all of "
                             f"{', '.join(ATTACKS)}): which one costs the moves")
    parser.add_argument("--nice", type=int, default=19,
                        help="the attacker's (and the control's) niceness (default 19; 0: "
                             "it competes for this machine's cores as much as the server)")
    args = parser.parse_args()
    if args.busy or args.attack:
        # the attacker's CPU would be another machine's: here it yields to the server and
        # the people (a real attacker's packets still cost this machine's kernel)
        os.nice(args.nice)
    if args.busy:
        until = time.monotonic() + args.seconds
        while time.monotonic() < until:
            sum(range(10_000))
        return
    if args.attack:
        print(json.dumps(asyncio.run(attack(args.attack, args.seconds,
                                            args.attacks.split(",")))))
        return
    server = subprocess.Popen(
        [sys.executable, "-m", "kosci_gui.net.server_main", "--port", "0", "--pace", "0",
         "--tables-per-address", str(args.tables + 10),
         # the people share 127.0.0.1 here, as they would not on a network
         "--address-rate", str(max(100, 20 * args.tables))],
        cwd=ROOT, stderr=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert server.stderr is not None
    port = re.search(r":(\d+)$", server.stderr.readline().strip())
    assert port
    try:
        report = asyncio.run(measure(f"127.0.0.1:{port.group(1)}", server.pid, args))
    finally:
        server.terminate()
        server.wait(20)
    if args.json:
        print(json.dumps(report))
        return
    print(f"{args.tables} tables, a move every {args.pace:g} s each; phases of "
          f"{args.seconds:g} s; the attacker at nice {args.nice}; load average "
          f"{report['load_average']}")
    print("phase    moves   p50 ms   p99 ms   max ms   server CPU")
    for phase in PHASES:
        r = report[phase]
        print(f"{phase:8} {r['moves']:5} {r['p50_ms']:8} {r['p99_ms']:8} {r['max_ms']:8}"
              f"   {report['cpu_' + phase]:.0%}")
    ratio = report["attack"]["p99_ms"] / report["quiet"]["p99_ms"]
    control = report["attack"]["p99_ms"] / report["busy"]["p99_ms"]
    print(f"p99 under attack / quiet: {ratio:.2f}; / busy (the same CPU taken, no attack): "
          f"{control:.2f}")
    kib = 1024
    print(f"server RSS: before {report['rss_before_kib'] // kib} MB, peak "
          f"{report['peak_kib'] // kib} MB (before the attack {report['peak_before_kib'] // kib}"
          f" MB), after {report['rss_after_kib'] // kib} MB")
    print("attacker:", json.dumps(report["attacker"]))
    print(f"errors seen by the people: {len(report['errors'])} {report['errors'][:3]}")


if __name__ == "__main__":
    main()
