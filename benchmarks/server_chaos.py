"""``kill -9`` of the table server at random moments during many games (issue 31, "Faults").

    python benchmarks/server_chaos.py [--games 50] [--kills 5] [--level easy] [--seed S]

The server runs in a process of its own (``python -m kosci_gui.net.server_main --pace 0
--data DIR``); every game is a two-person table (the four kinds in turn: classic, triple,
full, thousand; a 5-minute clock), each person a computer client in this process playing on
its own copy of the game. At random moments the server is killed (SIGKILL) and started again
on the same port with the same data folder. At the end:

- every table resumed and finished, both seats' records are the same, they replay and their
  dice check (``check_record``);
- every move a client was acknowledged (``ok``) is in its table's journal exactly once, with
  the move the client sent; no move is in the journal twice (lost 0, doubled 0);
- every client whose game was going on came back to its seat by itself: the seconds from the
  restarted server's "listening" to the client seated again (max and median; goal < 5 s).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.net.autoplay import SeatPlayer
from kosci_gui.net.client import TableClient
from kosci_gui.tables.fair_dice import check_record
from kosci_gui.tables.journal import read_lines

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("classic", "triple", "full", "thousand")


class Server:
    """``kosci-server`` in a process of its own on 127.0.0.1."""

    def __init__(self, data: Path, port: int = 0) -> None:
        self.data = data
        self.port = port
        self.process: asyncio.subprocess.Process | None = None
        self.listening = 0.0

    async def start(self) -> None:
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "kosci_gui.net.server_main", "--port", str(self.port),
            "--pace", "0", "--data", str(self.data), "--connections-per-address", "10000",
            "--tables-per-address", "10000", "--rate", "100000", "--burst", "100000",
            "--address-rate", "1000000",  # (every client comes from 127.0.0.1)
            cwd=ROOT, stderr=asyncio.subprocess.PIPE,
            env=dict(os.environ, PYTHONPATH=str(ROOT)))
        assert self.process.stderr is not None
        while True:
            line = (await self.process.stderr.readline()).decode()
            match = re.search(r"listening on ws://[\d.]+:(\d+)", line)
            if match:
                break
            if not line:
                raise RuntimeError("the server did not start")
        self.listening = asyncio.get_running_loop().time()
        self.port = int(match.group(1))
        self._drain = asyncio.create_task(self._read_rest())

    async def _read_rest(self) -> None:
        assert self.process is not None and self.process.stderr is not None
        while await self.process.stderr.readline():
            pass

    async def kill(self, sig: int = signal.SIGKILL) -> None:
        assert self.process is not None
        self.process.send_signal(sig)
        await self.process.wait()
        await self._drain


class Seat(TableClient):
    """A client that keeps the moves the server acknowledged and when it came back."""

    def __init__(self, address: str) -> None:
        super().__init__(address, patience=120.0, on_connection=self._connection)
        self.acknowledged: list[tuple[int, dict[str, Any]]] = []  # (seq, move)
        self.back: list[float] = []
        self.done = False

    def _connection(self, up: bool) -> None:
        if up:
            self.back.append(asyncio.get_running_loop().time())

    async def move(self, move: dict[str, Any], at: int) -> dict[str, Any]:
        reply = await super().move(move, at)
        self.acknowledged.append((int(reply["re"]), move))
        return reply


@dataclass
class Summary:
    games: int = 0
    kills: int = 0
    moves_acknowledged: int = 0
    lost: list[str] = field(default_factory=list)
    doubled: list[str] = field(default_factory=list)
    unequal: list[str] = field(default_factory=list)
    dice: list[str] = field(default_factory=list)
    back_seconds: list[float] = field(default_factory=list)
    not_back: int = 0
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not (self.lost or self.doubled or self.unequal or self.dice or self.not_back
                    ) and (not self.back_seconds or max(self.back_seconds) < 5.0)

    def lines(self) -> list[str]:
        back = self.back_seconds or [0.0]
        return [f"games {self.games}, kills {self.kills}, {self.seconds:.0f} s",
                f"moves acknowledged {self.moves_acknowledged}, lost {len(self.lost)}, "
                f"doubled {len(self.doubled)}",
                f"records unequal {len(self.unequal)}, dice not checked {len(self.dice)}",
                f"back in seat after a restart: {len(self.back_seconds)} returns, "
                f"median {statistics.median(back):.2f} s, max {max(back):.2f} s, "
                f"never back {self.not_back}",
                *[f"  problem: {p}" for p in self.lost + self.doubled + self.unequal
                  + self.dice]]


async def one_game(address: str, kind: str, level: str) -> tuple[Seat, Seat, Any]:
    ala, bob = Seat(address), Seat(address)
    for c in (ala, bob):
        await c.open()
    await ala.create({"game": kind, "seats": 2, "clock_minutes": 5}, "Ala")
    assert ala.table is not None
    await bob.sit(ala.table, "Bob")
    players = asyncio.gather(SeatPlayer(ala, level, starts=True).play(3600),
                             SeatPlayer(bob, level).play(3600))
    return ala, bob, players


async def chaos(games: int, kills: int, *, level: str = "easy", seed: int | None = None,
                data: Path | None = None, between: tuple[float, float] = (2.0, 8.0)
                ) -> Summary:
    rng = random.Random(seed)
    loop = asyncio.get_running_loop()
    began = loop.time()
    with tempfile.TemporaryDirectory() as tmp:
        folder = data or Path(tmp)
        server = Server(folder)
        await server.start()
        address = f"127.0.0.1:{server.port}"
        tables = [await one_game(address, KINDS[i % len(KINDS)], level) for i in range(games)]
        summary = Summary(games=games)

        async def finished(ala: Seat, bob: Seat, players: Any) -> list[dict[str, Any]]:
            records: list[dict[str, Any]] = await players
            ala.done = bob.done = True
            return records

        results = asyncio.gather(*(finished(*t) for t in tables))
        for _ in range(kills):
            await asyncio.wait([results], timeout=rng.uniform(*between))
            if results.done():
                break
            going = [c for ala, bob, _ in tables for c in (ala, bob) if not c.done]
            await server.kill()
            summary.kills += 1
            await server.start()
            restarted = server.listening
            deadline = restarted + 30.0
            while loop.time() < deadline and any(
                    not (c.done or (c.back and c.back[-1] >= restarted)) for c in going):
                await asyncio.sleep(0.02)
            for c in going:
                if c.back and c.back[-1] >= restarted:
                    summary.back_seconds.append(c.back[-1] - restarted)
                elif not c.done:
                    summary.not_back += 1
        records = await results
        await server.kill(signal.SIGTERM)
        for (ala, bob, _), pair in zip(tables, records, strict=True):
            await ala.close()
            await bob.close()
            code = ala.table
            if pair[0] != pair[1]:
                summary.unequal.append(f"{code}: the two seats' records differ")
            mismatch = check_record(pair[0])
            if mismatch is not None:
                summary.dice.append(f"{code}: {mismatch}")
            check_journal(folder, str(code), (ala, bob), summary)
    summary.seconds = loop.time() - began
    return summary


def check_journal(folder: Path, code: str, seats: tuple[Seat, Seat], summary: Summary) -> None:
    """Every acknowledged move is in the journal once, as sent; no move is there twice."""
    paths = [p for p in (folder / "tables" / f"{code}.jsonl",
                         folder / "tables" / "closed" / f"{code}.jsonl") if p.exists()]
    lines = [line for p in paths for line in read_lines(p)]
    moves = [(line["seat"], line["seq"], line["move"]) for line in lines
             if line.get("op") == "move" and line.get("seq") is not None]
    counts = Counter((seat, seq) for seat, seq, _ in moves)
    for (seat, seq), n in counts.items():
        if n > 1:
            summary.doubled.append(f"{code}: seat {seat}'s move {seq} is there {n} times")
    journaled = {(seat, seq): move for seat, seq, move in moves}
    for index, client in enumerate(seats):
        summary.moves_acknowledged += len(client.acknowledged)
        for seq, move in client.acknowledged:
            if journaled.get((index, seq)) != move:
                summary.lost.append(f"{code}: seat {index}'s move {seq} {move} "
                                    f"is not journaled as sent")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--kills", type=int, default=5)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--between", type=float, nargs=2, default=(2.0, 8.0),
                        metavar=("MIN", "MAX"), help="seconds between kills (random)")
    args = parser.parse_args()
    started = time.time()
    summary = asyncio.run(chaos(args.games, args.kills, level=args.level, seed=args.seed,
                                between=tuple(args.between)))
    for line in summary.lines():
        print(line)
    print(f"load average {os.getloadavg()[0]:.1f} ({time.time() - started:.0f} s wall)")
    print(json.dumps({"ok": summary.ok}))
    sys.exit(0 if summary.ok else 1)


if __name__ == "__main__":
    main()
