"""The server the app starts on a thread of its own, announced on the local network and found
by another copy's room (DNS-SD over mDNS; here on 127.0.0.1 only)."""

from __future__ import annotations

import asyncio
import json

import pytest

from kosci_gui.cli import main
from kosci_gui.net.background import ServerThread
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
