"""A TCP proxy on 127.0.0.1 between clients and a server, for the fault tests
(tests/net/test_faults.py) and the chaos benchmark: it can drop every connection at once
(no closing handshake), delay both directions by a fixed time, and half-open the connections
it holds (stop forwarding either way while keeping both sockets open)."""

from __future__ import annotations

import asyncio
import contextlib


class _Link:
    """One client connection and its connection to the server."""

    def __init__(self, proxy: FaultProxy, writers: tuple[asyncio.StreamWriter, ...]) -> None:
        self.proxy = proxy
        self.writers = writers
        self.frozen = False
        self.tasks: list[asyncio.Task[None]] = []

    async def pump(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

        async def deliver() -> None:
            while True:
                due, data = await queue.get()
                wait = due - loop.time()
                if wait > 0:
                    await asyncio.sleep(wait)
                if not self.frozen:
                    writer.write(data)
                    await writer.drain()

        sender = asyncio.create_task(deliver())
        try:
            while data := await reader.read(65536):
                if not self.frozen:
                    queue.put_nowait((loop.time() + self.proxy.delay, data))
            while not queue.empty() and not self.frozen:  # the last bytes, then the close
                await asyncio.sleep(0.01)
        except (ConnectionError, OSError):
            pass
        finally:
            sender.cancel()
            if not self.frozen:
                self.abort()

    def abort(self) -> None:
        for w in self.writers:
            w.transport.abort()


class FaultProxy:
    """``async with FaultProxy(server_port) as proxy``: clients connect to
    ``proxy.address``."""

    def __init__(self, port: int, host: str = "127.0.0.1") -> None:
        self.target = (host, port)
        self.delay = 0.0
        self.links: list[_Link] = []
        self.accepted = 0
        self._server: asyncio.Server | None = None
        self.port = 0

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    async def __aenter__(self) -> FaultProxy:
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()
        self.drop()
        for link in self.links:
            for task in link.tasks:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
        await self._server.wait_closed()

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.target)
        except OSError:
            writer.transport.abort()
            return
        self.accepted += 1
        link = _Link(self, (writer, up_writer))
        self.links = [x for x in self.links if not x.writers[0].transport.is_closing()]
        self.links.append(link)
        link.tasks = [asyncio.create_task(link.pump(reader, up_writer)),
                      asyncio.create_task(link.pump(up_reader, writer))]

    def drop(self) -> None:
        """Cut every connection now (both sides see a reset, no closing handshake)."""
        for link in self.links:
            link.abort()

    def half_open(self) -> None:
        """Stop forwarding on every connection held now, closing nothing (new connections
        are forwarded as usual)."""
        for link in self.links:
            link.frozen = True
