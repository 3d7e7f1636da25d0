"""The server the app starts on a thread of its own, announced on the local network and found
by another copy's room (DNS-SD over mDNS; here on 127.0.0.1 only)."""

from __future__ import annotations

import asyncio
import json

import pytest

from kosci_gui.cli import main
from kosci_gui.net.background import ClientThread, ServerThread
from kosci_gui.net.discovery import Advertiser, browse
from tests.net.helpers import FAST, client, run

LOOPBACK = ["127.0.0.1"]


@pytest.mark.slow
def test_a_server_on_its_own_thread_is_found_on_the_network_and_serves_its_table(capsys):
    thread = ServerThread(None, FAST, host="127.0.0.1", advertise="Ala's table",
                          interfaces=LOOPBACK, pace=0.0)
    port = thread.start()
    try:
        code = main(["servers", "--seconds", "1.5", "--interface", "127.0.0.1"])
        found = json.loads(capsys.readouterr().out)
        assert code == 0
        assert {"name": "Ala's table", "address": f"127.0.0.1:{port}", "version": "1"} in found

        async def sit_down() -> list[dict]:
            ala = await client(f"127.0.0.1:{port}")
            await ala.create({"game": "classic", "seats": 2}, "Ala")
            rows = await ala.tables()
            await ala.close()
            return rows

        assert [row["host"] for row in run(sit_down())] == ["Ala"]
    finally:
        thread.stop()
    assert not thread._thread.is_alive()


@pytest.mark.slow
def test_a_server_that_stops_announcing_is_no_longer_found():
    async def scenario():
        advertiser = Advertiser("Gone", 9, interfaces=LOOPBACK)
        await advertiser.start()
        await advertiser.stop()
        await asyncio.sleep(0.1)
        return await browse(1.0, interfaces=LOOPBACK)

    assert all(s["name"] != "Gone" for s in run(scenario()))


def test_a_client_on_its_own_thread_answers_through_futures_and_calls_back_with_frames():
    import threading

    server = ServerThread(None, FAST, host="127.0.0.1", pace=0.0)
    port = server.start()
    frames: list[tuple[str, str]] = []
    got_table = threading.Event()

    def on_frame(frame: dict) -> None:
        frames.append((threading.current_thread().name, frame["type"]))
        if frame["type"] == "table":
            got_table.set()

    client_thread = ClientThread(f"127.0.0.1:{port}", on_frame=on_frame)
    try:
        client_thread.start()
        seated = client_thread.call(
            lambda c: c.create({"game": "classic", "seats": 1}, "Ala")).result(10)
        assert seated["type"] == "seated" and seated["seat"] == 0
        assert got_table.wait(10)
        assert {name for name, _ in frames} == {"kosci-table-client"}
    finally:
        client_thread.stop()
        server.stop()
