"""The journal flushed off the event loop: a change is on disk before anybody hears of it,
while its flush is under way the server goes on answering others, and the messages that
waited go in the order they were made."""

from __future__ import annotations

import asyncio
import threading

from kosci_gui.tables.fair_dice import new_player_seed
from kosci_gui.tables.journal import TableJournal, read_lines
from kosci_gui.tables.wal import WriteAheadLog
from tests.net.helpers import client, run, serving


def test_a_move_is_told_only_once_on_disk_and_the_loop_serves_meanwhile(tmp_path, monkeypatch):
    writing, release = threading.Event(), threading.Event()
    on_disk: list[bytes] = []
    real = WriteAheadLog.commit

    def held_back(self: WriteAheadLog, batch: list[tuple[TableJournal, int, bytes]]) -> None:
        data = b"".join(change for _, _, change in batch)
        if b'"op":"move"' in data and not release.is_set():
            writing.set()
            assert release.wait(20)
        real(self, batch)
        on_disk.append(data)

    monkeypatch.setattr(WriteAheadLog, "commit", held_back)

    async def scenario() -> None:
        async with serving(tmp_path) as (server, address):
            ala, eve = await client(address), await client(address)
            await ala.create({"game": "classic", "seats": 2, "computers": ["easy"]}, "Ala")
            await ala.request("seed", seed=new_player_seed())
            await ala.request("start")
            view = await ala.wait(lambda v: v["state"] == "playing" and v["current"] == 0, 10)
            heard = len(ala.frames)
            roll = asyncio.ensure_future(ala.move({"kind": "roll", "held": []},
                                                  at=view["version"]))
            await asyncio.to_thread(writing.wait, 10)
            # the roll's line is being flushed: the loop still reads and answers others...
            assert [t["code"] for t in await eve.tables()] == [ala.table]
            # ...and nothing about the roll has gone out
            assert not roll.done()
            assert all(f.get("type") != "update" for f in ala.frames[heard:])
            release.set()
            await roll
            # told after it was on disk: the journal holds the roll
            assert any(b'"op":"move"' in data for data in on_disk)
            path = tmp_path / "tables" / f"{ala.table}.jsonl"
            assert [line["op"] for line in read_lines(path)][-1] == "move"
            assert ala.view is not None and ala.view["version"] > view["version"]
            assert server.room.outbox.flushes >= 1
            for c in (ala, eve):
                await c.close()

    run(scenario())
