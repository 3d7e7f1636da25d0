"""The table server on a thread of its own, with its own event loop: the server the app
starts when a player opens a table to other computers (issue 30 §2), so the window never
waits on the network. :meth:`ServerThread.start` returns once it listens;
:meth:`ServerThread.stop` once it has said goodbye to its clients and closed."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from .discovery import Advertiser
from .protocol import Limits
from .server import TableServer


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
