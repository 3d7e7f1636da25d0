"""Servers and clients on 127.0.0.1 (ephemeral ports) for the tests, all inside one
``asyncio.run`` with a timeout: nothing waits for ever."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Coroutine
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from kosci_gui.net.client import TableClient
from kosci_gui.net.protocol import Limits
from kosci_gui.net.server import TableServer

#: Limits that computer clients playing at full speed stay within.
FAST = Limits(rate=100_000.0, burst=100_000, address_rate=100_000.0, address_burst=100_000)


def run(coro: Coroutine[Any, Any, Any], timeout: float = 60.0) -> Any:
    async def bounded() -> Any:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


@asynccontextmanager
async def serving(data: Path | None = None, limits: Limits = FAST, *, pace: float = 0.0,
                  away_seconds: float = 120.0) -> AsyncIterator[tuple[TableServer, str]]:
    server = TableServer(data, limits, pace=pace, away_seconds=away_seconds)
    port = await server.start("127.0.0.1", 0)
    try:
        yield server, f"127.0.0.1:{port}"
    finally:
        await server.stop()


async def client(address: str, **options: Any) -> TableClient:
    c = TableClient(address, keep_frames=True, **options)
    await c.open()
    return c


@asynccontextmanager
async def raw(address: str) -> AsyncIterator[ClientConnection]:
    """A bare WebSocket connection (for messages no client of ours would send)."""
    async with connect(f"ws://{address}", compression=None, proxy=None) as ws:
        yield ws


PUSHES = ("table", "update", "phrase")


async def said(ws: ClientConnection, message: Any) -> dict[str, Any]:
    """Send a frame (text as given, or an object as JSON) and read the reply (the pushes
    that come first are passed over)."""
    await ws.send(message if isinstance(message, str | bytes) else json.dumps(message))
    while True:
        reply: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if reply["type"] not in PUSHES:
            return reply


async def hello(ws: ClientConnection) -> dict[str, Any]:
    return await said(ws, {"type": "hello", "seq": 1, "v": 1})


PYTHON = sys.executable
ROOT = Path(__file__).resolve().parents[2]


class ServerProcess:
    """``kosci-server`` in a process of its own (``python -m kosci_gui.net.server_main``),
    on an ephemeral port (or ``port``) of 127.0.0.1."""

    def __init__(self, data: Path | None, *extra: str, port: int = 0) -> None:
        args = [PYTHON, "-m", "kosci_gui.net.server_main", "--port", str(port), "--pace", "0"]
        if data is not None:
            args += ["--data", str(data)]
        self.process = subprocess.Popen([*args, *extra], cwd=ROOT, stderr=subprocess.PIPE,
                                        text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
        assert self.process.stderr is not None
        line = self.process.stderr.readline()  # "kosci-server: listening on ws://HOST:PORT"
        match = re.search(r"listening on ws://([\d.]+):(\d+)", line)
        assert match, line
        self.port = int(match.group(2))
        self.address = f"127.0.0.1:{self.port}"

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 20.0) -> int:
        self.process.send_signal(sig)
        code = self.process.wait(timeout)
        assert self.process.stderr is not None
        self.rest = self.process.stderr.read()
        self.process.stderr.close()
        return code

    def __enter__(self) -> ServerProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process.poll() is None:
            self.stop(signal.SIGKILL)
        elif self.process.stderr is not None and not self.process.stderr.closed:
            self.process.stderr.close()


def cli(*args: str) -> subprocess.Popen[str]:
    """``kosci-cli ARGS`` in a process of its own (stdout and stderr piped)."""
    return subprocess.Popen([PYTHON, "-m", "kosci_gui.cli", *args], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
