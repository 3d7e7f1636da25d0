"""TLS: ``kosci-server --cert --key`` serves wss://; a
client remembers the server's certificate the first time (trust on first use) and refuses,
naming both fingerprints, a server whose certificate changed, unless told to accept it.
The certificates are made at run time with the ``openssl`` command."""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest
from websockets.exceptions import InvalidHandshake

from kosci_gui.net.client import Disconnected, TableClient
from kosci_gui.net.protocol import Limits
from kosci_gui.net.server import TableServer
from kosci_gui.net.trust import (
    CertificateChanged,
    KnownServers,
    certificate_fingerprint,
    fingerprint,
    server_context,
)
from tests.net.helpers import PYTHON, ROOT, cli, run

OPENSSL = shutil.which("openssl")


def make_certificate(folder: Path, name: str) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key (EC P-256: quick to make)."""
    assert OPENSSL, "the tests make their certificates with the openssl command"
    cert, key = folder / f"{name}.pem", folder / f"{name}.key"
    subprocess.run([OPENSSL, "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "2", "-subj", f"/CN={name}",
                    "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True)
    return cert, key


@pytest.fixture(scope="module")
def certificates(tmp_path_factory):
    folder = tmp_path_factory.mktemp("certs")
    return make_certificate(folder, "first"), make_certificate(folder, "second")


def openssl_fingerprint(cert: Path) -> str:
    out = subprocess.run([OPENSSL, "x509", "-noout", "-fingerprint", "-sha256", "-in",
                          str(cert)], check=True, capture_output=True, text=True).stdout
    return out.strip().split("=", 1)[1]


async def tls_server(cert: Path, key: Path, port: int = 0) -> TableServer:
    server = TableServer(None, Limits(), pace=0.0, tls=server_context(cert, key))
    await server.start("127.0.0.1", port)
    return server


async def rows(address: str, **options) -> list:
    c = TableClient(address, patience=1.0, **options)
    await c.open()
    try:
        return await c.tables()
    finally:
        await c.close()


def test_the_first_certificate_is_remembered_and_a_changed_one_refused(certificates,
                                                                       tmp_path):
    (cert, key), (cert2, key2) = certificates
    known = KnownServers(tmp_path)

    async def scenario():
        server = await tls_server(cert, key)
        port = server.port
        address = f"wss://127.0.0.1:{port}"
        try:
            assert await rows(address, known_servers=known) == []
            assert await rows(address, known_servers=known) == []  # known now: the same
        finally:
            await server.stop()
        remembered = known.load()
        assert remembered == {f"127.0.0.1:{port}": openssl_fingerprint(cert)}
        assert certificate_fingerprint(cert) == openssl_fingerprint(cert)
        # the same address now shows another certificate (another server, or a new one)
        server = await tls_server(cert2, key2, port)
        try:
            with pytest.raises(CertificateChanged) as info:
                await rows(address, known_servers=known)
            message = str(info.value)
            assert openssl_fingerprint(cert) in message
            assert openssl_fingerprint(cert2) in message
            assert known.load() == remembered  # refused: nothing learnt
            # its owner changed it on purpose: accepted explicitly, then known
            assert await rows(address, known_servers=known,
                              accept_new_certificate=True) == []
            assert known.load() == {f"127.0.0.1:{port}": openssl_fingerprint(cert2)}
            assert await rows(address, known_servers=known) == []
        finally:
            await server.stop()

    run(scenario())


def test_without_known_servers_a_self_signed_certificate_is_refused(certificates):
    (cert, key), _ = certificates

    async def scenario():
        server = await tls_server(cert, key)
        try:
            with pytest.raises(ssl.SSLCertVerificationError):
                await rows(f"wss://127.0.0.1:{server.port}")
            with pytest.raises(InvalidHandshake):  # plain ws:// to a TLS server: no
                await rows(f"ws://127.0.0.1:{server.port}")
        finally:
            await server.stop()

    run(scenario())


def test_kosci_server_serves_wss_and_kosci_cli_trusts_it_on_first_use(certificates,
                                                                      tmp_path):
    (cert, key), _ = certificates
    process = subprocess.Popen(
        [PYTHON, "-m", "kosci_gui.net.server_main", "--port", "0", "--cert", str(cert),
         "--key", str(key)], cwd=ROOT, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stderr is not None
        listening = process.stderr.readline()
        match = re.search(r"listening on wss://([\d.]+):(\d+)", listening)
        assert match, listening
        said = process.stderr.readline()
        assert openssl_fingerprint(cert) in said
        address = f"wss://127.0.0.1:{match.group(2)}"
        tables = cli("tables", address, "--known-servers", str(tmp_path))
        out, err = tables.communicate(timeout=60)
        assert tables.returncode == 0, err
        assert json.loads(out) == []
        known = json.loads((tmp_path / "known_servers.json").read_text())
        assert list(known.values()) == [openssl_fingerprint(cert)]
        # somebody else's certificate is now remembered for this address: refused, named
        fake = "00:" * 31 + "00"
        (tmp_path / "known_servers.json").write_text(json.dumps(
            {k: fake for k in known}))
        tables = cli("tables", address, "--known-servers", str(tmp_path))
        out, err = tables.communicate(timeout=60)
        assert tables.returncode == 2 and fake in err and openssl_fingerprint(cert) in err
    finally:
        process.terminate()
        process.wait(20)
        if process.stderr is not None:
            process.stderr.close()


def test_key_and_certificate_go_together_and_a_fingerprint_is_openssl_s(certificates):
    (cert, _), _ = certificates
    der = ssl.PEM_cert_to_DER_cert(cert.read_text())
    assert fingerprint(der) == openssl_fingerprint(cert)
    done = subprocess.run([PYTHON, "-m", "kosci_gui.net.server_main", "--cert", str(cert)],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "--cert and --key go together" in done.stderr


def test_a_tls_handshake_that_never_comes_is_dropped(certificates):
    (cert, key), _ = certificates

    async def scenario():
        server = TableServer(None, Limits(hello_seconds=0.5), pace=0.0,
                             tls=server_context(cert, key))
        await server.start("127.0.0.1", 0)
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
            assert await asyncio.wait_for(reader.read(), 10) == b""  # closed by the server
            writer.close()
        finally:
            await server.stop()

    run(scenario())


def test_a_new_certificate_is_accepted_once_not_at_every_reconnect(certificates, tmp_path):
    (cert, key), (cert2, key2) = certificates
    known = KnownServers(tmp_path)

    async def scenario():
        server = await tls_server(cert, key)
        port = server.port
        address = f"wss://127.0.0.1:{port}"
        await rows(address, known_servers=known)  # the first certificate, remembered
        await server.stop()
        server = await tls_server(cert2, key2, port)
        me = TableClient(address, patience=2.0, known_servers=known,
                         accept_new_certificate=True)
        await me.open()  # the owner's new certificate, accepted
        await server.stop()
        server = await tls_server(cert, key, port)  # and now yet another one
        try:
            with pytest.raises(Disconnected):  # the client connects again by itself...
                await me.wait(lambda v: False, 20)
            assert isinstance(me.failure, CertificateChanged)  # ...and refuses it
            assert known.load() == {f"127.0.0.1:{port}": openssl_fingerprint(cert2)}
        finally:
            await me.close()
            await server.stop()

    run(scenario())
