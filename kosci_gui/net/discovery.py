"""Table servers on the local network, found by themselves (DNS-SD over mDNS, issue 30 §4):
a server announces itself as a ``_kosci._tcp`` service (:class:`Advertiser`); the room finds
the servers (:func:`browse`) and asks each for its tables (``list``).

The announcement says only where the server is and which protocol version it speaks; the
tables themselves come from the server, so a table opened after the announcement is found as
well. ``interfaces`` (addresses) limits both to some networks: the tests use 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Sequence
from typing import Any

import ifaddr
from zeroconf import InterfaceChoice, IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from .protocol import VERSION

SERVICE = "_kosci._tcp.local."
#: The longest instance name DNS-SD allows (bytes); longer names are cut.
_NAME_BYTES = 63


def _instance(name: str) -> str:
    cut = name.encode("utf-8")[:_NAME_BYTES].decode("utf-8", "ignore").replace(".", " ")
    return f"{cut.strip() or 'Kości'}.{SERVICE}"


def announcement(name: str, port: int, addresses: Sequence[str]) -> AsyncServiceInfo:
    """The DNS-SD record of a table server at ``port`` on these IPv4 ``addresses``."""
    host = socket.gethostname().split(".")[0] or "kosci"
    return AsyncServiceInfo(SERVICE, _instance(name), port=port,
                            addresses=[socket.inet_aton(a) for a in addresses],
                            properties={"v": str(VERSION), "name": name[:60]},
                            server=f"{host}.local.")


class Advertiser:
    """Announces a table server at ``port`` on the local network under ``name`` (a person's
    or a machine's name: what the room shows as the host)."""

    def __init__(self, name: str, port: int, *, interfaces: Sequence[str] | None = None
                 ) -> None:
        self.name = name
        self.port = port
        self.interfaces = list(interfaces) if interfaces is not None else None
        self._zc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None

    async def start(self) -> None:
        self._zc = AsyncZeroconf(interfaces=self.interfaces or InterfaceChoice.All,
                                 ip_version=IPVersion.V4Only)
        addresses = self.interfaces or [a for a in _local_addresses() if a != "127.0.0.1"]
        self._info = announcement(self.name, self.port, addresses)
        await self._zc.async_register_service(self._info, allow_name_change=True)

    async def stop(self) -> None:
        if self._zc is not None:
            if self._info is not None:
                await self._zc.async_unregister_service(self._info)
            await self._zc.async_close()
            self._zc = self._info = None


def _local_addresses() -> list[str]:
    """This computer's IPv4 addresses, from its network interfaces (not from its host name,
    which many systems map to a loopback address: a server announced there was never found
    by another computer)."""
    return sorted({str(ip.ip) for adapter in ifaddr.get_adapters() for ip in adapter.ips
                   if ip.is_IPv4})


async def browse(seconds: float = 2.0, *, interfaces: Sequence[str] | None = None
                 ) -> list[dict[str, Any]]:
    """The table servers that answered within ``seconds``: ``{"name", "address"
    (host:port), "version"}`` each, by name."""
    zc = AsyncZeroconf(interfaces=list(interfaces) if interfaces else InterfaceChoice.All,
                       ip_version=IPVersion.V4Only)
    names: set[str] = set()

    def seen(zeroconf: Zeroconf, service_type: str, name: str,
             state_change: ServiceStateChange) -> None:
        if state_change is not ServiceStateChange.Removed:
            names.add(name)

    browser = AsyncServiceBrowser(zc.zeroconf, SERVICE, handlers=[seen])
    try:
        await asyncio.sleep(seconds)
        found = []
        for name in sorted(names):
            info = AsyncServiceInfo(SERVICE, name)
            if not await info.async_request(zc.zeroconf, 1000):
                continue
            addresses = info.parsed_addresses(IPVersion.V4Only)
            if not addresses or info.port is None:
                continue
            props = {k.decode(): (v or b"").decode("utf-8", "replace")
                     for k, v in info.properties.items()}
            found.append({"name": props.get("name") or name[: -len(SERVICE) - 1],
                          "address": f"{addresses[0]}:{info.port}",
                          "version": props.get("v")})
        return found
    finally:
        await browser.async_cancel()
        await zc.async_close()
