"""The table server (issue 30): authoritative, headless, asyncio and ``websockets``.

:class:`TableServer` listens, keeps to the limits (:class:`~.protocol.Limits`: frame size,
message rate, connections per address, the time to say hello and to stay idle), reads each
client's messages in order and hands them to its :class:`~.room.Room`; what goes back to a
client waits in a bounded queue written by a task of its own, so a client that does not read
never holds up the others (it is closed when its queue is full).

The server trusts no client: see docs/protocol.md, "Threat model".
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from collections import Counter
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from kosci_gui import __version__
from kosci_gui.tables.session import AWAY_SECONDS

from .guard import CUT_OFF_SECONDS, Buckets, Gate
from .protocol import VERSION, VERSIONS, Limits, ProtocolError, dumps, error, parse
from .room import Room

log = logging.getLogger(__name__)

#: WebSocket close codes the server uses.
CLOSE_NORMAL, CLOSE_GOING_AWAY, CLOSE_POLICY, CLOSE_TRY_LATER = 1000, 1001, 1008, 1013
#: Seconds a peer has to answer the server's close frame (a frame over the hard limit is
#: read and thrown away meanwhile, by the library, so this is short).
CLOSE_SECONDS = 2.0

#: Connections waiting to be accepted (asyncio's default, 100, made the kernel answer with SYN
#: cookies and some clients hang when a thousand tables' players came at once: the load test).
ACCEPT_BACKLOG = 2048


class Client:
    """One connection: its place in the room, its message numbers, its rate and its queue
    of frames to write."""

    def __init__(self, ws: ServerConnection, address: str, limits: Limits,
                 now: float) -> None:
        self.ws = ws
        self.address = address
        self.limits = limits
        self.table: str | None = None
        self.seat: int | None = None
        self.last_seq = 0
        self.closing = False
        self._tokens = float(limits.burst)
        self._stamp = now
        self.strikes = 0
        self._close = (CLOSE_NORMAL, "")
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._queued = 0  # characters waiting in the queue

    def send(self, message: dict[str, Any]) -> None:
        if self.closing:
            return
        frame = dumps(message)
        if (self._queue.qsize() >= self.limits.send_queue
                or self._queued + len(frame) > self.limits.send_bytes):
            # it reads nothing, not even a close frame: cut at once, its queue freed
            self.close(CLOSE_POLICY, "slow_reader")
            self.ws.transport.abort()
            return
        self._queued += len(frame)
        self._queue.put_nowait(frame)

    @property
    def abusive(self) -> bool:
        """Closed for breaking the protocol or its limits (nothing more of it is read)."""
        return self.closing and self._close[0] == CLOSE_POLICY

    def close(self, code: int, reason: str) -> None:
        """Close after the frames already queued are written."""
        if not self.closing:
            self.closing = True
            self._close = (code, reason)
            self._queue.put_nowait(None)

    def allow(self, now: float) -> bool:
        """A token for one more message (the rate limit's bucket)."""
        self._tokens = min(float(self.limits.burst),
                           self._tokens + (now - self._stamp) * self.limits.rate)
        self._stamp = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False

    async def _cut_off(self) -> None:
        """Close a connection closed for abuse without reading another byte of it (a
        flood would otherwise be read, and thrown away, until the closing handshake's
        timeout): its close frame is sent, then after ``CUT_OFF_SECONDS`` it is cut."""
        transport = self.ws.transport
        transport.pause_reading()
        asyncio.get_running_loop().call_later(CUT_OFF_SECONDS, transport.abort)
        await self.ws.close(*self._close)

    async def write(self) -> None:
        """Write the queued frames until the connection closes."""
        try:
            while True:
                frame = await self._queue.get()
                if frame is None:
                    if self.abusive:
                        await self._cut_off()
                    else:
                        await self.ws.close(*self._close)
                    return
                self._queued -= len(frame)
                await self.ws.send(frame)
        except ConnectionClosed:
            pass


class TableServer:
    """A room of tables served over WebSocket. ``data``: the folder of the tables' journals
    (None: nothing is kept, a restart loses the tables); ``pace``: seconds between a
    computer's moves; ``away_seconds``: how long a person may be away (issue 30 §5)."""

    def __init__(self, data: Path | None = None, limits: Limits | None = None, *,
                 pace: float = 0.8, away_seconds: float = AWAY_SECONDS,
                 tls: ssl.SSLContext | None = None, local_only: bool = False) -> None:
        self.data = data
        self.limits = limits or Limits()
        self.tls = tls  # a server-side TLS context (--cert, --key): clients use wss://
        # local_only: only peers on a local network get in (the app's own server)
        self.gate = Gate(self.limits, local_only=local_only)
        self.buckets = Buckets(self.limits)  # each address's share of the message rate
        self.pace = pace
        self.away_seconds = away_seconds
        self.room: Room | None = None
        self.port: int | None = None
        self._server: Server | None = None
        self._clients: set[Client] = set()
        self._per_address: Counter[str] = Counter()
        self._stopping = False
        #: Messages read from clients (all of them, refused ones too), for ``--stats``.
        self.messages = 0

    @property
    def connections(self) -> int:
        return len(self._clients)

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Resume the journaled tables and listen; returns the port."""
        self.room = Room(self.data, self.limits, pace=self.pace,
                         away_seconds=self.away_seconds)
        resumed = self.room.load()
        if resumed:
            log.info("resumed %d table(s) from %s", resumed, self.data)
        self._server = await serve(
            self._handler, host, port, compression=None, origins=[None],
            max_size=self.limits.hard_frame_bytes, max_queue=16,
            open_timeout=self.limits.hello_seconds, ping_interval=20, ping_timeout=20,
            close_timeout=CLOSE_SECONDS, server_header=f"kosci-server/{__version__}",
            create_connection=self.gate.connection_class(), ssl=self.tls,
            backlog=ACCEPT_BACKLOG)
        sockets = list(self._server.sockets)
        self.port = sockets[0].getsockname()[1]
        return self.port

    async def stop(self) -> None:
        """Stop listening, say goodbye to every client, and close the journals (every
        change was flushed when it was made)."""
        self._stopping = True
        for client in list(self._clients):
            client.send({"type": "bye", "code": "shutting_down",
                         "message": "the server is stopping"})
            client.close(CLOSE_GOING_AWAY, "shutting_down")
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        if self.room is not None:
            self.room.close()

    async def _handler(self, ws: ServerConnection) -> None:
        loop = asyncio.get_running_loop()
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        refusal = None
        if self._stopping:
            refusal = "shutting_down"
        elif len(self._clients) >= self.limits.connections:
            refusal = "server_full"
        elif self._per_address[address] >= self.limits.connections_per_address:
            refusal = "too_many_connections"
        if refusal is not None:
            await ws.send(dumps(error(refusal, refusal.replace("_", " "))))
            await ws.close(CLOSE_TRY_LATER, refusal)
            return
        client = Client(ws, address, self.limits, loop.time())
        self._clients.add(client)
        self._per_address[address] += 1
        writer = asyncio.create_task(client.write())
        try:
            await self._serve(client)
            # closing: what the client still sends is read and dropped, so its answer to
            # the close is read too (the library stops reading when its queue is full) --
            # but not for a client closed for abuse: a flood would be read on for seconds
            if not client.abusive:
                await asyncio.wait_for(self._drain(client), self.limits.hello_seconds)
        except (ConnectionClosed, asyncio.TimeoutError):
            pass
        finally:
            if self.room is not None:
                self.room.detach(client)
            self._clients.discard(client)
            self._per_address[address] -= 1
            if not self._per_address[address]:
                del self._per_address[address]
            client.close(CLOSE_NORMAL, "")
            try:
                await asyncio.wait_for(writer, self.limits.hello_seconds)
            except (asyncio.TimeoutError, ConnectionClosed):
                writer.cancel()

    @staticmethod
    async def _drain(client: Client) -> None:
        client.close(CLOSE_NORMAL, "")
        async for _ in client.ws:
            pass

    async def _serve(self, client: Client) -> None:
        loop = asyncio.get_running_loop()
        try:
            frame = await asyncio.wait_for(client.ws.recv(), self.limits.hello_seconds)
        except asyncio.TimeoutError:
            client.send(error("hello_timeout", "no 'hello' in time"))
            client.close(CLOSE_POLICY, "hello_timeout")
            return
        if not self._hello(client, frame):
            return
        while not client.closing:
            try:
                frame = await asyncio.wait_for(client.ws.recv(), self.limits.idle_seconds)
            except asyncio.TimeoutError:
                client.send(error("idle", "no message for too long"))
                client.close(CLOSE_NORMAL, "idle")
                return
            self.messages += 1
            try:
                msg = parse(frame, self.limits, client.last_seq)
            except ProtocolError as err:
                if err.seq is not None:
                    client.last_seq = err.seq
                if self._allowed(client, loop.time(), err.seq):
                    self._answer(client, error(err.code, str(err), err.seq, **err.params))
                continue
            if not self._allowed(client, loop.time(), msg.seq):
                client.last_seq = msg.seq
                continue
            client.last_seq = msg.seq
            assert self.room is not None
            try:
                self.room.handle(client, msg)
            except Exception:
                log.exception("message %s of %s failed", msg.type, client.address)
                self._answer(client, error("internal", "the server failed on this message",
                                           msg.seq))

    def _answer(self, client: Client, message: dict[str, Any]) -> None:
        """A reply of the server's own, in its place among the room's (which wait for the
        journal: ``outbox.py``)."""
        assert self.room is not None
        self.room.answer(client, message)

    def _allowed(self, client: Client, now: float, seq: int | None) -> bool:
        """Within the rate limit? If not, the message is refused (and, after too many, the
        connection closed)."""
        if client.allow(now) and self.buckets.take(client.address, now):
            return True
        client.strikes += 1
        self._answer(client, error(
            "rate_limited", f"at most {self.limits.rate:g} messages a second "
            f"({self.limits.address_rate:g} from one address)", seq))
        if client.strikes >= self.limits.strikes:
            client.close(CLOSE_POLICY, "rate_limited")
        return False

    def _hello(self, client: Client, frame: str | bytes) -> bool:
        try:
            msg = parse(frame, self.limits, 0)
            if msg.type != "hello":
                raise ProtocolError("hello_first")
            if msg.fields["v"] not in VERSIONS:
                raise ProtocolError("bad_version", f"this server speaks {VERSIONS}",
                                    versions=list(VERSIONS))
        except ProtocolError as err:
            client.send(error(err.code, str(err), err.seq, **err.params))
            client.close(CLOSE_POLICY, err.code)
            return False
        client.last_seq = msg.seq
        self.gate.release(client.ws)
        client.send({"type": "welcome", "re": msg.seq, "v": VERSION,
                     "server": f"kosci-server/{__version__}",
                     "limits": self.limits.to_json()})
        return True
