"""A client of the table server (docs/protocol.md) for a computer player or the window: it
numbers its messages, matches each reply to its request, keeps the table as its seat sees it
(the last whole view with every update merged in) and, when the connection drops, connects
again by itself (with growing, jittered waits) and takes its seat back with its token.

Every frame received is kept in :attr:`TableClient.frames` when ``keep_frames`` is set (the
tests read them all for what a seat must never see).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from kosci_gui import __version__

from .protocol import VERSION
from .trust import CertificateChanged, KnownServers, fingerprint, pinning_context, server_key

#: Frames from the server may hold a whole long record.
MAX_FRAME = 8 * 1024 * 1024
#: Refusals that pass: the client connects again a little later.
_TRANSIENT = ("shutting_down", "server_full", "too_many_connections", "rate_limited")
#: The reconnecting waits' jitter: a generator of the client's own (the program's global one,
#: which games and tests may seed, is left alone).
_JITTER = random.Random()
#: How long a request waits for its reply before the client counts the connection dead.
REPLY_SECONDS = 30.0
#: A WebSocket ping this often; no pong within as long and the connection counts as dead.
PING_SECONDS = 20.0


class ServerError(Exception):
    """The server refused a request: ``code`` (docs/protocol.md) and its message."""

    def __init__(self, reply: dict[str, Any]) -> None:
        self.code = str(reply.get("code"))
        self.reply = reply
        super().__init__(f"{self.code}: {reply.get('message')}")


class Disconnected(Exception):
    """The connection went before the reply came (the client is connecting again)."""


def url_of(address: str) -> str:
    """``host:port``, ``ws://…`` or ``wss://…`` as a WebSocket URL."""
    if address.startswith(("ws://", "wss://")):
        return address
    host, sep, port = address.rpartition(":")
    if not sep or not port.isdigit() or not host:
        raise ValueError(f"an address is host:port or a ws:// URL, not {address!r}")
    return f"ws://{address}"


def merge(view: dict[str, Any] | None, update: dict[str, Any]) -> dict[str, Any] | None:
    """The table after ``update`` (its record's turns from ``turns_from`` on replace the
    view's); None when the update does not follow on from the view (ask for a whole one)."""
    if update.get("type") == "table":
        return update
    if view is None or update.get("table") != view.get("table"):
        return None
    merged = dict(update, type="table")
    record = update.get("record")
    if record is not None:
        start = update.get("turns_from", 0)
        old = view.get("record")
        if start:
            if old is None or view.get("round") != update.get("round") or start > len(
                    old["turns"]):
                return None
            merged["record"] = dict(record, turns=old["turns"][:start] + record["turns"])
        merged["turns_from"] = 0
    return merged


class TableClient:
    """One seat's (or a spectator's) connection to a server; see the module's docstring.
    ``patience``: seconds to keep trying to connect before giving up. ``known_servers``:
    for a ``wss://`` server, trust its certificate on first use and refuse it when it
    changes (:mod:`.trust`; without it the certificate must be one the system trusts);
    ``accept_new_certificate``: remember a changed certificate instead (once)."""

    def __init__(self, address: str, *, patience: float = 60.0, keep_frames: bool = False,
                 on_frame: Callable[[dict[str, Any]], None] | None = None,
                 on_connection: Callable[[bool], None] | None = None,
                 known_servers: KnownServers | None = None,
                 accept_new_certificate: bool = False,
                 ping_seconds: float = PING_SECONDS) -> None:
        self.url = url_of(address)
        self.known_servers = known_servers
        self.accept_new_certificate = accept_new_certificate
        #: A connection that answers no ping within this (half-open) is given up and made again.
        self.ping_seconds = ping_seconds
        self.patience = patience
        self.keep_frames = keep_frames
        self.frames: list[dict[str, Any]] = []
        self.on_frame = on_frame
        #: Told False when the connection drops, True when it is back (the seat taken again).
        self.on_connection = on_connection
        self.seq = 0
        self.token: str | None = None
        self.table: str | None = None
        self.seat: int | None = None
        self.watching: str | None = None
        self.view: dict[str, Any] | None = None
        self.welcome: dict[str, Any] | None = None
        self.reconnects = 0
        self._ws: ClientConnection | None = None
        self._pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._changed = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None
        self._refresh: asyncio.Task[None] | None = None
        self._keeper: asyncio.Task[None] | None = None
        self._last_sent = 0.0
        self._closing = False
        self._connected = asyncio.Event()
        self.failure: BaseException | None = None

    # -- connecting -----------------------------------------------------------------------------

    async def open(self) -> None:
        """Connect (waiting up to ``patience``) and say hello."""
        await self._connect()
        self._connected.set()
        self._last_sent = asyncio.get_running_loop().time()
        self._reader = asyncio.create_task(self._read())
        self._keeper = asyncio.create_task(self._keep_alive())

    async def close(self) -> None:
        self._closing = True
        if self._ws is not None:
            await self._ws.close()
        for task in (self._reader, self._keeper, self._refresh):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

    async def _keep_alive(self) -> None:
        """A ``ping`` when the client has said nothing for a third of the server's idle
        limit (a seat waiting for the others' moves is not idle)."""
        limits = (self.welcome or {}).get("limits", {})
        every = max(1.0, float(limits.get("idle_seconds", 900.0)) / 3)
        loop = asyncio.get_running_loop()
        while not self._closing:
            await asyncio.sleep(max(0.5, self._last_sent + every - loop.time()))
            if loop.time() - self._last_sent >= every:
                with contextlib.suppress(ServerError, Disconnected, asyncio.TimeoutError):
                    await self.request("ping")

    async def _connect(self) -> None:
        """Connect, say hello and take the seat back (or watch again), trying again with
        growing waits while the server cannot be reached, until ``patience`` runs out."""
        loop = asyncio.get_running_loop()
        give_up = loop.time() + self.patience
        delay = 0.05
        while True:
            try:
                await self._connect_once()
                return
            except (OSError, InvalidHandshake, asyncio.TimeoutError, ConnectionClosed,
                    ServerError) as err:
                if isinstance(err, ServerError) and err.code not in _TRANSIENT:
                    raise
                if loop.time() + delay > give_up:
                    raise
            await asyncio.sleep(delay * _JITTER.uniform(0.8, 1.2))
            delay = min(delay * 2, 1.0)

    async def _connect_once(self) -> None:
        pinned = self.url.startswith("wss://") and self.known_servers is not None
        tls: dict[str, Any] = {"ssl": pinning_context()} if pinned else {}
        ws = await connect(self.url, max_size=MAX_FRAME, compression=None, open_timeout=10,
                           ping_interval=self.ping_seconds, ping_timeout=self.ping_seconds,
                           close_timeout=min(10.0, self.ping_seconds),
                           user_agent_header=f"kosci/{__version__}", proxy=None, **tls)
        if pinned:
            await self._check_certificate(ws)
        self._ws = ws
        self.welcome = await self._exchange(ws, {"type": "hello", "v": VERSION,
                                                 "client": f"kosci/{__version__}"})
        if self.token is not None:
            self._seated(await self._exchange(ws, {"type": "resume", "token": self.token}))
        elif self.watching is not None:
            await self._exchange(ws, {"type": "watch", "table": self.watching})

    async def _check_certificate(self, ws: ClientConnection) -> None:
        """The server's certificate is the one remembered for it (or is remembered now);
        otherwise the connection is closed before a message is sent (CertificateChanged)."""
        assert self.known_servers is not None
        tls = ws.transport.get_extra_info("ssl_object")
        der = tls.getpeercert(binary_form=True) if tls is not None else None
        try:
            if not der:
                raise CertificateChanged(server_key(self.url), "a certificate", "none")
            self.known_servers.check(server_key(self.url), fingerprint(der),
                                     accept_new=self.accept_new_certificate)
            self.accept_new_certificate = False  # once: a later change is refused again
        except CertificateChanged:
            await ws.close()
            raise

    async def _exchange(self, ws: ClientConnection, message: dict[str, Any]
                        ) -> dict[str, Any]:
        """Send one message and read until its reply (during connecting only)."""
        self.seq += 1
        seq = self.seq
        await ws.send(json.dumps(dict(message, seq=seq)))
        while True:
            frame = self._received(await asyncio.wait_for(ws.recv(), REPLY_SECONDS))
            if frame.get("re") == seq:
                if frame.get("type") == "error":
                    raise ServerError(frame)
                return frame

    async def _read(self) -> None:
        while not self._closing:
            assert self._ws is not None
            try:
                async for raw in self._ws:
                    frame = self._received(raw)
                    future = self._pending.pop(frame.get("re", -1), None)
                    if future is not None and not future.done():
                        future.set_result(frame)
            except ConnectionClosed:
                pass
            if self._closing:
                return
            await self._reconnect()

    async def _reconnect(self) -> None:
        self._connected.clear()
        if self.on_connection is not None:
            self.on_connection(False)
        for future in self._pending.values():
            if not future.done():
                future.set_exception(Disconnected())
        self._pending.clear()
        try:
            await self._connect()
        except Exception as exc:  # the server is gone for good: tell the waiters
            self.failure = exc
            self._closing = True
            self._changed.set()
            return
        self.reconnects += 1
        self._connected.set()
        if self.on_connection is not None:
            self.on_connection(True)

    def _ws_now(self) -> ClientConnection:
        assert self._ws is not None
        return self._ws

    def _received(self, raw: str | bytes) -> dict[str, Any]:
        frame: dict[str, Any] = json.loads(raw)
        if self.keep_frames:
            self.frames.append(frame)
        if self.on_frame is not None:
            self.on_frame(frame)
        self._changed.set()  # a waiter looks again at every frame
        if frame.get("type") in ("table", "update"):
            merged = merge(self.view, frame)
            if merged is not None:
                self.view = merged
                self._changed.set()
            elif self.view is not None and not self._closing:
                # an update that does not follow on (a gap): ask for the whole table
                self._refresh = asyncio.create_task(self._ask_view())
        elif frame.get("type") == "bye":
            self._changed.set()
        elif frame.get("code") == "replaced":
            # a newer connection took the seat with our token: never fight it for the seat
            self.failure = ServerError(frame)
            self._closing = True
            self._changed.set()
        return frame

    async def _ask_view(self) -> None:
        with contextlib.suppress(ServerError, Disconnected, asyncio.TimeoutError):
            await self.request("view")

    # -- requests -------------------------------------------------------------------------------

    async def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a message and wait for its reply (ServerError for an error, Disconnected
        when the connection went first); a message refused for the server's rate limit is
        sent again a little later."""
        delay = 0.05
        while True:
            try:
                return await self._request(kind, fields)
            except ServerError as err:
                if err.code != "rate_limited" or delay > 5.0:
                    raise
            await asyncio.sleep(delay)
            delay *= 2

    async def _request(self, kind: str, fields: dict[str, Any]) -> dict[str, Any]:
        await asyncio.wait_for(self._connected.wait(), self.patience)
        self.seq += 1
        seq = self.seq
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[seq] = future
        self._last_sent = asyncio.get_running_loop().time()
        try:
            await self._ws_now().send(json.dumps({"type": kind, "seq": seq, **fields}))
        except ConnectionClosed as err:
            self._pending.pop(seq, None)
            raise Disconnected() from err
        reply: dict[str, Any] = await asyncio.wait_for(future, REPLY_SECONDS)
        if reply.get("type") == "error":
            raise ServerError(reply)
        return reply

    def _seated(self, reply: dict[str, Any]) -> None:
        self.table, self.seat = reply["table"], reply["seat"]
        self.token = reply.get("token", self.token)
        self.seq = max(self.seq, int(reply.get("last_seq", 0)))

    async def create(self, table: dict[str, Any], name: str) -> dict[str, Any]:
        reply = await self.request("create", table=table, name=name)
        self._seated(reply)
        return reply

    async def sit(self, code: str, name: str, seat: int | None = None) -> dict[str, Any]:
        fields: dict[str, Any] = {"table": code, "name": name}
        if seat is not None:
            fields["seat"] = seat
        reply = await self.request("sit", **fields)
        self._seated(reply)
        return reply

    async def resume(self, token: str) -> dict[str, Any]:
        """Take back the seat of ``token`` (this program started again: its connection, and
        every later one, comes back to that seat)."""
        self.token = token
        reply = await self.request("resume", token=token)
        self._seated(reply)
        return reply

    async def watch(self, code: str) -> None:
        await self.request("watch", table=code)
        self.watching = code

    async def tables(self) -> list[dict[str, Any]]:
        reply = await self.request("list")
        tables: list[dict[str, Any]] = reply["tables"]
        return tables

    async def move(self, move: dict[str, Any], at: int) -> dict[str, Any]:
        return await self.request("move", move=move, at=at)

    async def wait(self, ready: Callable[[dict[str, Any]], bool], timeout: float
                   ) -> dict[str, Any]:
        """The table once ``ready(view)`` holds (checked at every change)."""

        async def until() -> dict[str, Any]:
            while True:
                if self.view is not None and ready(self.view):
                    return self.view
                if self.failure is not None:
                    raise Disconnected() from self.failure
                self._changed.clear()
                await self._changed.wait()

        return await asyncio.wait_for(until(), timeout)


async def retrying(action: Callable[[], Awaitable[Any]], attempts: int = 20) -> Any:
    """Run ``action`` again while the connection drops under it."""
    for _ in range(attempts - 1):
        try:
            return await action()
        except Disconnected:
            await asyncio.sleep(0.05)
    return await action()
