"""The table server under load: N tables of four clients each over real sockets on 127.0.0.1,
every client acting at a person's pace, the server in a process of its own (journal on, as
deployed), the clients in processes of their own (each running many clients on one event
loop). For each N, prints the connections, the actions per second, a move's round trip (sent
-> the mover's own update received) p50 / p99, the server's CPU (% of one core) and RSS, the
errors, the server's own figures (``kosci-server --stats``: how late its event loop woke, p99
and max, a journal flush's time, p99, and the changes one flush carried), the clients' CPU (% of one
core, all processes) and how late their own loops woke (p99: a part of every round trip),
the server's stalls (its loop over 20 ms late: how many, and their time divided into the
server running, waiting for a core, its collector, asleep in the kernel), and the load
average.

    python benchmarks/server_load.py                                   # 100, 300, 1000, 2000
    python benchmarks/server_load.py --tables 1000 --seconds 60 --pace 1,2 --processes 4
    python benchmarks/server_load.py --tables 1000 --clients-nice 10  # the server's own share

Every client plays classic with open cards by a rule a person could follow without thinking
(three rolls, then the next box of a fixed order the engine allows), so that the cost measured
is the server's, not the clients' thinking. All clients come from 127.0.0.1: the server is
started with its per-address limits lifted (--connections-per-address, --tables-per-address,
--address-rate), which a deployed server keeps; everything else is as deployed. The file
descriptors (RLIMIT_NOFILE) are raised to the hard limit for the server and the clients.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import multiprocessing
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.net.client import ServerError, TableClient

ROOT = Path(__file__).resolve().parent.parent
#: The boxes a client writes, in this order (the first the engine allows).
BOXES = ("chance", "sixes", "fives", "fours", "threes", "twos", "ones", "three_kind",
         "four_kind", "full_house", "small_straight", "large_straight", "yahtzee")
SEATS = 4
#: Seconds between the server's lines of figures (kosci-server --stats).
STATS_S = 5.0


def raise_file_limit() -> int:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


class Seat:
    """One client at one seat, acting every ``pace`` seconds when it is its turn."""

    def __init__(self, address: str, pace: tuple[float, float], stats: dict[str, list]
                 ) -> None:
        self.client = TableClient(address, patience=120.0)
        self.pace = pace
        self.stats = stats
        self.written: set[str] = set()

    async def play(self, until: float) -> None:
        client = self.client
        while time.monotonic() < until:
            try:
                view = await client.wait(
                    lambda v: v.get("state") == "finished" or (
                        v.get("state") == "playing" and v.get("current") == client.seat),
                    max(0.1, until - time.monotonic()))
            except (asyncio.TimeoutError, TimeoutError):
                return
            if view.get("state") == "finished":
                return
            await asyncio.sleep(random.uniform(*self.pace))
            view = client.view or view
            if view.get("current") != client.seat:
                continue
            turn = view["record"]["turns"][-1] if view["record"]["turns"] else {}
            mine = turn.get("player") == client.seat and "score" not in turn
            rolls = len(turn.get("rolls", [])) if mine else 0
            moves = ([{"kind": "roll", "held": []}] if rolls < 3 else
                     [{"kind": "write", "box": b, "column": 0} for b in BOXES
                      if b not in self.written])
            for move in moves:
                at = view["version"]
                start = time.perf_counter()
                try:
                    await client.move(move, at)
                except ServerError as err:
                    if err.code in ("refused", "stale"):
                        continue  # (a box the rules refuse now: the next one)
                    self.stats["errors"].append(err.code)
                    break
                try:
                    await client.wait(lambda v, at=at: v.get("version", 0) > at, 30)
                except (asyncio.TimeoutError, TimeoutError):
                    self.stats["errors"].append("no update")
                    break
                self.stats["rtt"].append(time.perf_counter() - start)
                if move["kind"] == "write":
                    self.written.add(move["box"])
                break


async def run_tables(address: str, tables: int, seconds: float, pace: tuple[float, float],
                     start_at: float) -> dict[str, list]:
    stats: dict[str, list] = {"rtt": [], "errors": [], "actions": [], "lag": [], "cpu": []}
    seats: list[Seat] = []
    for _ in range(tables):
        table = [Seat(address, pace, stats) for _ in range(SEATS)]
        host = table[0].client
        await host.open()
        await host.create({"game": "classic", "seats": SEATS}, "Seat 1")
        for n, seat in enumerate(table[1:], start=2):
            await seat.client.open()
            await seat.client.sit(str(host.table), f"Seat {n}")
        for seat in table:
            await seat.client.request("seed", seed="load")
        await host.request("start")
        seats.extend(table)
    # every process starts playing at the same moment, once all tables are made
    await asyncio.sleep(max(0.0, start_at - time.time()))
    # the load's own connections are set aside from this process's collector: a full pass
    # over a thousand clients here (~100 ms) would hold up every reply this process is
    # waiting for and be counted in the server's round trip
    gc.freeze()
    until = time.monotonic() + seconds

    async def lag() -> None:  # how late this process's own loop wakes (in every round trip)
        while time.monotonic() < until:
            before = time.monotonic()
            await asyncio.sleep(0.01)
            stats["lag"].append(time.monotonic() - before - 0.01)

    cpu0 = time.process_time()
    await asyncio.gather(lag(), *(seat.play(until) for seat in seats), return_exceptions=True)
    stats["cpu"] = [(time.process_time() - cpu0) / seconds * 100]
    stats["actions"] = [len(stats["rtt"])]
    for seat in seats:
        await seat.client.close()
    return stats


def client_process(address: str, tables: int, seconds: float, pace: tuple[float, float],
                   start_at: float, out: multiprocessing.Queue,  # type: ignore[type-arg]
                   nice: int = 0) -> None:
    raise_file_limit()
    if nice:
        os.nice(nice)  # (the server first when both want a core: see --clients-nice)
    try:
        out.put(asyncio.run(run_tables(address, tables, seconds, pace, start_at)))
    except BaseException as exc:  # (counted as the process's error)
        out.put({"rtt": [], "errors": [f"process: {exc!r}"], "actions": [0]})


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def measure(tables: int, seconds: float, pace: tuple[float, float], processes: int,
            nice: int = 0) -> dict[str, float | int | str]:
    data = tempfile.mkdtemp(prefix="kosci-load-")
    lifted = [str(tables * SEATS + 100), str(tables + 10), str(tables * SEATS * 10.0)]
    server = subprocess.Popen(
        [sys.executable, "-m", "kosci_gui.net.server_main", "--port", "0", "--data", data,
         "--pace", "0", "--connections-per-address", lifted[0],
         "--tables-per-address", lifted[1], "--address-rate", lifted[2],
         "--stats", str(STATS_S)],
        cwd=ROOT, stderr=subprocess.PIPE, text=True,
        preexec_fn=raise_file_limit, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert server.stderr is not None
    match = re.search(r"listening on ws://([\d.]+):(\d+)", server.stderr.readline())
    assert match, "the server did not start"
    address = f"127.0.0.1:{match.group(2)}"
    stats: list[tuple[float, dict[str, float]]] = []  # (when, the server's --stats line)

    def read_stats() -> None:
        assert server.stderr is not None
        for line in server.stderr:
            if " stats " in line:
                stats.append((time.monotonic(), {k: float(v) for k, v in re.findall(
                    r"(\S+)=([\d.]+)", line)}))
            else:
                sys.stderr.write(line)

    threading.Thread(target=read_stats, daemon=True).start()
    out: multiprocessing.Queue = multiprocessing.Queue()  # type: ignore[type-arg]
    share = [tables // processes + (1 if i < tables % processes else 0)
             for i in range(processes)]
    setup_s = max(3.0, tables * 0.02)  # the tables are made before the clock starts
    start_at = time.time() + setup_s
    workers = [multiprocessing.Process(target=client_process,
                                       args=(address, n, seconds, pace, start_at, out,
                                             nice))
               for n in share if n]
    for worker in workers:
        worker.start()
    time.sleep(max(0.0, start_at - time.time()))
    cpu0, t0 = cpu_seconds(server.pid), time.monotonic()
    time.sleep(seconds)
    t1 = time.monotonic()
    cpu = (cpu_seconds(server.pid) - cpu0) / (t1 - t0) * 100
    rss = rss_mb(server.pid)
    results = [out.get(timeout=seconds + setup_s + 120) for _ in workers]
    for worker in workers:
        worker.join(30)
    server.terminate()
    server.wait(30)
    inside = [line for when, line in stats if t0 + STATS_S <= when <= t1 + 1.0]
    rtt = sorted(t for r in results for t in r["rtt"])
    lags = sorted(t for r in results for t in r.get("lag", []))
    errors = [e for r in results for e in r["errors"]]

    def p(q: float) -> float:
        return rtt[min(len(rtt) - 1, int(q * len(rtt)))] * 1000 if rtt else float("nan")

    return {"tables": tables, "connections": tables * SEATS,
            "actions/s": round(len(rtt) / seconds, 1), "p50 ms": round(p(0.5), 1),
            "p99 ms": round(p(0.99), 1), "server CPU %": round(cpu), "RSS MB": round(rss),
            "errors": len(errors), "first error": errors[0] if errors else "",
            "clients CPU %": round(sum(c for r in results for c in r.get("cpu", []))),
            "client lag p99 ms": round(lags[int(0.99 * (len(lags) - 1))] * 1000, 1)
            if lags else float("nan"),
            # the server's own event loop: how late it woke (the worst of its 5 s windows)
            "server lag p99 ms": max((s["lag_p99_ms"] for s in inside), default=float("nan")),
            "server lag max ms": max((s["lag_max_ms"] for s in inside), default=float("nan")),
            "server flush p99 ms": max((s["flush_p99_ms"] for s in inside),
                                       default=float("nan")),
            "server move p99 ms": max((s["move_p99_ms"] for s in inside),
                                      default=float("nan")),
            "changes/flush": round(statistics.median(s["changes_per_flush"] for s in inside), 1)
            if inside else float("nan"),
            # the server's stalls (its loop over 20 ms late), all windows together: how many,
            # their time, and of it: running, waiting for a core, the collector, asleep
            "server stalls": int(sum(s.get("stalls", 0) for s in inside)),
            "stall ms run/wait/gc/asleep": stall_split(inside),
            "server gc max ms": max((s.get("gc_max_ms", 0.0) for s in inside),
                                    default=float("nan")),
            "load": " ".join(Path("/proc/loadavg").read_text().split()[:3])}


def stall_split(lines: list[dict[str, float]]) -> str:
    """The stalls' time: running / waiting for a core / the collector / asleep (of which
    the loop's own 10 ms sleeps are a part)."""
    total, run, wait, gc = (sum(s.get(k, 0.0) for s in lines) for k in (
        "stall_ms", "stall_running_ms", "stall_waiting_cpu_ms", "stall_gc_ms"))
    return f"{total:.0f}: {run:.0f}/{wait:.0f}/{gc:.0f}/{max(0.0, total - run - wait):.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tables", default="100,300,1000,2000",
                        help="table counts, comma-separated")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured, per count")
    parser.add_argument("--pace", default="1,2", help="seconds between a client's actions")
    parser.add_argument("--processes", type=int, default=4, help="client processes")
    parser.add_argument("--clients-nice", type=int, default=0, metavar="N",
                        help="run the clients at this niceness (e.g. 10): on a machine that "
                             "holds both, the server gets a core first when both want one, "
                             "as it would with its players on their own computers")
    args = parser.parse_args()
    low, high = (float(v) for v in args.pace.split(","))
    limit = raise_file_limit()
    print(f"# file descriptors: {limit} per process; machine: {os.cpu_count()} cores; "
          f"clients in {args.processes} processes at niceness {args.clients_nice}; "
          f"pace {low}-{high} s", flush=True)
    columns = ("tables", "connections", "actions/s", "p50 ms", "p99 ms", "server CPU %",
               "RSS MB", "errors", "server lag p99 ms", "server lag max ms",
               "server flush p99 ms", "server move p99 ms", "changes/flush",
               "server stalls", "stall ms run/wait/gc/asleep", "server gc max ms",
               "clients CPU %", "client lag p99 ms",
               "load", "first error")
    print(" | ".join(columns), flush=True)
    for tables in (int(v) for v in args.tables.split(",")):
        row = measure(tables, args.seconds, (low, high), args.processes, args.clients_nice)
        print(" | ".join(str(row[c]) for c in columns), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
