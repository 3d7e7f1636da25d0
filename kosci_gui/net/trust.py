"""TLS for the table server (issue 31, "Security of the service"; docs/protocol.md, "TLS"):
the server's context from a certificate and key (``kosci-server --cert --key``), and the
client's trust on first use, as SSH does: the first time a client meets a ``wss://`` server it
remembers the SHA-256 fingerprint of the server's certificate in ``known_servers.json`` (in a
folder its caller chooses); later it refuses a server whose certificate differs, naming both
fingerprints, unless told to accept the new one. Plain ``ws://`` is for the local network.
"""

from __future__ import annotations

import hashlib
import json
import ssl
from pathlib import Path
from urllib.parse import urlsplit

from kosci_gui.storage.atomic import write_bytes_atomic

KNOWN_SERVERS_NAME = "known_servers.json"


def fingerprint(der: bytes) -> str:
    """SHA-256 of a certificate (DER) as ``openssl x509 -fingerprint -sha256`` prints it:
    upper-case hex pairs joined by colons."""
    digest = hashlib.sha256(der).hexdigest().upper()
    return ":".join(digest[i:i + 2] for i in range(0, len(digest), 2))


def certificate_fingerprint(cert: Path) -> str:
    """The fingerprint of the first certificate of a PEM file (the server's own)."""
    text = Path(cert).read_text(encoding="ascii", errors="replace")
    begin, end = "-----BEGIN CERTIFICATE-----", "-----END CERTIFICATE-----"
    start = text.find(begin)
    stop = text.find(end, start)
    if start < 0 or stop < 0:
        raise ValueError(f"{cert} holds no PEM certificate")
    return fingerprint(ssl.PEM_cert_to_DER_cert(text[start:stop + len(end)]))


def server_context(cert: Path, key: Path) -> ssl.SSLContext:
    """The server's TLS context (TLS 1.2 or newer); raises OSError / ssl.SSLError for a
    missing or wrong file."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


def pinning_context() -> ssl.SSLContext:
    """A client context that accepts any certificate during the handshake: the client then
    checks its fingerprint against the known servers (:meth:`KnownServers.check`) before it
    sends a single message."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def server_key(url: str) -> str:
    """``host:port`` of a ``wss://`` URL (the port 443 when none is given)."""
    parts = urlsplit(url)
    return f"{parts.hostname}:{parts.port or 443}"


class CertificateChanged(Exception):
    """The server's certificate is not the one this client remembers for it."""

    def __init__(self, server: str, known: str, seen: str) -> None:
        self.server, self.known, self.seen = server, known, seen
        super().__init__(
            f"the certificate of {server} has changed: it was {known}, it is now {seen}. "
            "Somebody may be pretending to be the server; if its owner changed the "
            "certificate, accept the new one explicitly")


class KnownServers:
    """The fingerprints of the servers met so far: ``folder/known_servers.json``, an object
    of ``"host:port": "AB:CD:…"``."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / KNOWN_SERVERS_NAME

    def load(self) -> dict[str, str]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        if not isinstance(data, dict):
            raise ValueError(f"{self.path} is not an object of fingerprints")
        return {str(k): str(v) for k, v in data.items()}

    def check(self, server: str, seen: str, *, accept_new: bool = False) -> None:
        """Remember ``seen`` for a server met the first time (or, with ``accept_new``, in
        place of the known one); raise :class:`CertificateChanged` when it differs."""
        known = self.load()
        if known.get(server) == seen:
            return
        if server in known and not accept_new:
            raise CertificateChanged(server, known[server], seen)
        known[server] = seen
        text = json.dumps(known, indent=2, sort_keys=True) + "\n"
        write_bytes_atomic(self.path, text.encode("utf-8"))
