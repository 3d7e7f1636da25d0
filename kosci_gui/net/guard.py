"""The server's guards against hostile clients (issue 31; docs/protocol.md, "Limits" and
"Threat model") that act before a message reaches the room:

- :class:`Gate` counts the connections of each address from the moment the TCP connection is
  accepted until their ``hello`` is welcomed; beyond ``handshakes_per_address`` (or
  ``handshakes`` in all) a new connection is dropped at once, before a byte of it is read, so
  connections that never finish their handshake (slowloris) cannot exhaust the server.
  With ``local_only`` (the app's own server) it admits only addresses of a local network
  (private, link-local or loopback): nothing of the app is reachable from the internet.
- :class:`Buckets` hold each address's share of the message rate: however many connections
  an address has, together they send at most ``address_rate`` messages a second.
- :class:`Guesses` limits, per address, the lookups of a table code or a seat token that find
  nothing: guessing is slow however many connections ask.
"""

from __future__ import annotations

import asyncio
import ipaddress
from collections import Counter
from collections.abc import Callable
from typing import cast

from websockets.asyncio.server import ServerConnection

from .protocol import Limits, ProtocolError

#: Seconds a connection closed for abuse has to take its close frame before it is cut.
CUT_OFF_SECONDS = 1.0
#: Close codes the WebSocket library sends when a peer breaks the framing: a frame over the
#: hard limit (1009), not WebSocket (1002), not UTF-8 (1007).
LIBRARY_REFUSALS = (1002, 1007, 1009)


class Gate:
    """Connections not yet welcomed, per address (see the module's docstring)."""

    def __init__(self, limits: Limits, *, local_only: bool = False) -> None:
        self.limits = limits
        self.local_only = local_only
        self.pending: Counter[str] = Counter()
        self._of: dict[ServerConnection, str] = {}
        #: Connections dropped at the door (for the tests and the logs).
        self.dropped = 0

    def admit(self, conn: ServerConnection, address: str) -> bool:
        if (self.pending[address] >= self.limits.handshakes_per_address
                or len(self._of) >= self.limits.handshakes
                or (self.local_only and not is_local(address))):
            self.dropped += 1
            return False
        self.pending[address] += 1
        self._of[conn] = address
        return True

    def release(self, conn: ServerConnection) -> None:
        """The connection was welcomed, or went: it no longer counts."""
        address = self._of.pop(conn, None)
        if address is not None:
            self.pending[address] -= 1
            if not self.pending[address]:
                del self.pending[address]

    def connection_class(self) -> type[ServerConnection]:
        """The connection type for ``websockets.serve`` that asks this gate first."""
        gate = self

        class GatedConnection(ServerConnection):
            #: Dropped at the door: the library never hears of it (no handler task, no
            #: handshake: a thousand of these a second must stay cheap).
            refused = False

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                peer = transport.get_extra_info("peername")
                address = str(peer[0]) if peer else "?"
                if not gate.admit(self, address):
                    self.refused = True
                    cast(asyncio.Transport, transport).abort()
                    return
                super().connection_made(transport)

            def connection_lost(self, exc: Exception | None) -> None:
                if self.refused:
                    return
                gate.release(self)
                super().connection_lost(exc)

            def data_received(self, data: bytes) -> None:
                super().data_received(data)
                sent = self.protocol.close_sent
                if sent is not None and sent.code in LIBRARY_REFUSALS and \
                        self.transport.is_reading():
                    # the library would read (and drop) the rest until its close timeout:
                    # megabytes of a huge frame. Nothing more is read; it is cut soon.
                    self.transport.pause_reading()
                    self.loop.call_later(CUT_OFF_SECONDS, self.transport.abort)

        return GatedConnection


def is_local(address: str) -> bool:
    """An address of this computer or of a local network (IPv4 private ranges, IPv6 unique
    local and link-local, loopback; an IPv4 address mapped into IPv6 counts as itself)."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_private or ip.is_loopback or ip.is_link_local


class Bucket:
    """A token bucket: ``burst`` tokens, refilled at ``rate`` a second."""

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens, self.stamp = float(burst), now

    def level(self, now: float) -> float:
        return min(float(self.burst), self.tokens + (now - self.stamp) * self.rate)

    def take(self, now: float) -> bool:
        self.tokens, self.stamp = self.level(now), now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class Buckets:
    """A bucket per address (``address_rate``, ``address_burst``); an address is forgotten
    once its bucket is full again, when many are remembered (not when its last connection
    goes: connecting again must not fill it)."""

    PRUNE_AT = 10_000

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._of: dict[str, Bucket] = {}

    def take(self, address: str, now: float) -> bool:
        bucket = self._of.get(address)
        if bucket is None:
            if len(self._of) >= self.PRUNE_AT:
                for full in [a for a, b in self._of.items() if b.level(now) >= b.burst]:
                    del self._of[full]
            bucket = self._of[address] = Bucket(self.limits.address_rate,
                                                self.limits.address_burst, now)
        return bucket.take(now)


class Guesses:
    """A bucket of ``guesses`` misses per address, refilled at ``guess_rate`` a second: a
    lookup from an address whose bucket is empty is refused (``rate_limited``) before it is
    looked up, so it tells nothing."""

    #: Addresses remembered at most before the full buckets are forgotten.
    PRUNE_AT = 10_000

    def __init__(self, limits: Limits, clock: Callable[[], float]) -> None:
        self.limits = limits
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # address -> (tokens, stamp)

    def _tokens(self, address: str, now: float) -> float:
        tokens, stamp = self._buckets.get(address, (float(self.limits.guesses), now))
        return min(float(self.limits.guesses), tokens + (now - stamp) * self.limits.guess_rate)

    def check(self, address: str) -> None:
        """Refuse the lookup if the address has no guess left."""
        if self._tokens(address, self._clock()) < 1.0:
            raise ProtocolError("rate_limited", "too many table codes or tokens that "
                                f"found nothing: {self.limits.guess_rate:g} a second")

    def missed(self, address: str) -> None:
        now = self._clock()
        self._buckets[address] = (self._tokens(address, now) - 1.0, now)
        if len(self._buckets) > self.PRUNE_AT:
            full = [a for a in self._buckets if self._tokens(a, now) >= self.limits.guesses]
            for a in full:
                del self._buckets[a]
