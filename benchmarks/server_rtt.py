"""The round trip of one move at an idle table server: sent -> the server's reply (after the
change is journaled and every seat's update is sent), p50 / p99 / max, over real sockets on
127.0.0.1 with the server in a process of its own.

    python benchmarks/server_rtt.py [--games N] [--journal]

Each game is a two-seat classic table: this client (playing ``medium`` on its own copy of
the game) against the table's computer. Only this client's moves are timed, from the frame
sent to its reply; the decisions are made before the clock starts.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui import ai
from kosci_gui.net.client import TableClient
from kosci_gui.tables.mirror import Mirror
from kosci_gui.tables.move_codec import move_to_json

ROOT = Path(__file__).resolve().parent.parent


async def timed_game(address: str, times: list[float]) -> None:
    me = TableClient(address)
    await me.open()
    await me.create({"game": "classic", "seats": 2, "computers": ["medium"]}, "Timer")
    await me.request("seed", seed="bench")
    await me.request("start")
    mirror = Mirror()
    player = None
    acted: list[int] = []
    while True:
        view = await me.wait(lambda v: v["state"] == "finished" or (
            v.get("current") == me.seat and v["version"] not in acted), 60)
        if view["state"] == "finished":
            break
        acted.append(view["version"])
        mirror.update(view)
        game = mirror.game()
        player = player or ai.make_player(game.game, game.rules, "medium")
        move = move_to_json(player.decide(game))
        start = time.perf_counter()
        await me.move(move, at=view["version"])
        times.append(time.perf_counter() - start)
    await me.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--journal", action="store_true",
                        help="journal the tables (fsync every change) in a temporary folder")
    args = parser.parse_args()
    data = tempfile.mkdtemp(prefix="kosci-rtt-") if args.journal else None
    command = [sys.executable, "-m", "kosci_gui.net.server_main", "--port", "0", "--pace",
               "0", "--tables-per-address", "100000", "--rate", "100000", "--burst", "100000",
               "--address-rate", "100000"]
    if data:
        command += ["--data", data]
    server = subprocess.Popen(command, cwd=ROOT, stderr=subprocess.PIPE, text=True,
                              env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert server.stderr is not None
    port = re.search(r":(\d+)$", server.stderr.readline().strip())
    assert port
    address = f"127.0.0.1:{port.group(1)}"
    times: list[float] = []
    try:
        for _ in range(args.games):
            asyncio.run(timed_game(address, times))
    finally:
        server.terminate()
        server.wait(10)
    ms = sorted(t * 1000 for t in times)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(f"moves {len(ms)}  journal {'on (fsync, ' + str(data) + ')' if data else 'off'}")
    print(f"round trip ms: p50 {statistics.median(ms):.2f}  p99 {p99:.2f}  max {ms[-1]:.2f}")
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
