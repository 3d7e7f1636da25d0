"""The table server, and a client, on threads of their own with their own event loops: the
server the app starts when a player opens a table to other computers (issue 30 §2), and the
app's connection to a table, so the window never waits on the network.
:meth:`ServerThread.start` returns once it listens; :meth:`ServerThread.stop` once it has said
goodbye to its clients and closed."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

from .client import TableClient
from .discovery import Advertiser
from .protocol import Limits
from .server import TableServer
from .trust import KnownServers

T = TypeVar("T")


class ServerThread:
    """A :class:`TableServer` (and, with ``advertise``, its announcement on the local
    network under that name) running on a daemon thread."""

    def __init__(self, data: Path | None = None, limits: Limits | None = None, *,
                 host: str = "0.0.0.0", port: int = 0, advertise: str | None = None,
                 interfaces: list[str] | None = None, **options: Any) -> None:
        self.server = TableServer(data, limits, **options)
        self.host, self.port = host, port
        self.advertise, self.interfaces = advertise, interfaces
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stopped: asyncio.Event | None = None
        self._advertiser: Advertiser | None = None

    def start(self, timeout: float = 10.0) -> int:
        """Start listening; returns the port."""
        ready: Future[int] = Future()
        self._thread = threading.Thread(target=self._run, args=(ready,),
                                        name="kosci-table-server", daemon=True)
        self._thread.start()
        self.port = ready.result(timeout)
        return self.port

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stopped is not None:
            self._loop.call_soon_threadsafe(self._stopped.set)
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self, ready: Future[int]) -> None:
        asyncio.run(self._serve(ready))

    async def _serve(self, ready: Future[int]) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopped = asyncio.Event()
        try:
            port = await self.server.start(self.host, self.port)
            if self.advertise is not None:
                self._advertiser = Advertiser(self.advertise, port,
                                              interfaces=self.interfaces)
                await self._advertiser.start()
        except BaseException as exc:
            ready.set_exception(exc)
            await self.server.stop()
            return
        ready.set_result(port)
        await self._stopped.wait()
        if self._advertiser is not None:
            await self._advertiser.stop()
        await self.server.stop()


class ClientThread:
    """A :class:`~.client.TableClient` on a thread of its own, for a program whose own thread
    must never wait on the network (the window): :meth:`call` runs a coroutine of the client
    there and returns a :class:`concurrent.futures.Future`; ``on_frame`` is called on that
    thread with every frame received (the window turns it into a queued signal)."""

    def __init__(self, address: str, *, on_frame: Any = None, on_connection: Any = None,
                 patience: float = 60.0, known_servers: KnownServers | None = None) -> None:
        self.address = address
        self.on_frame = on_frame
        self.on_connection = on_connection
        self.patience = patience
        self.known_servers = known_servers
        self.client: TableClient | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._done: asyncio.Event | None = None

    def start(self, timeout: float = 60.0) -> None:
        """Connect (on the thread); raises what connecting raised."""
        self.launch().result(timeout)

    def launch(self) -> Future[None]:
        """Start connecting on the thread without waiting: the future is done once the
        client is connected (or holds what connecting raised)."""
        ready: Future[None] = Future()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._run(ready)),
                                        name="kosci-table-client", daemon=True)
        self._thread.start()
        return ready

    def call(self, make: Callable[[TableClient], Coroutine[Any, Any, T]]) -> Future[T]:
        """Run ``make(client)`` on the client's thread."""
        assert self._loop is not None and self.client is not None
        return asyncio.run_coroutine_threadsafe(make(self.client), self._loop)

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._done is not None:
            self._loop.call_soon_threadsafe(self._done.set)
        if self._thread is not None:
            self._thread.join(timeout)

    async def _run(self, ready: Future[None]) -> None:
        self._loop = asyncio.get_running_loop()
        self._done = asyncio.Event()
        self.client = TableClient(self.address, patience=self.patience,
                                  on_frame=self.on_frame, on_connection=self.on_connection,
                                  known_servers=self.known_servers)
        try:
            await self.client.open()
        except BaseException as exc:
            ready.set_exception(exc)
            return
        ready.set_result(None)
        await self._done.wait()
        await self.client.close()
