"""The journal flushed off the event loop: a change is on disk before anybody hears of it,
while its flush is under way the server goes on answering others, and the messages that
waited go in the order they were made."""

from __future__ import annotations

import asyncio
import threading

from kosci_gui.net import outbox as outbox_module
from kosci_gui.net.outbox import Outbox
from kosci_gui.tables.fair_dice import new_player_seed
from kosci_gui.tables.journal import TableJournal, encode, read_lines
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
    monkeypatch.setattr(outbox_module, "INLINE_MAX_S", -1.0)  # (never on the loop)

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


def test_one_tables_commit_is_made_on_the_loop_and_after_a_slow_one_or_another_on_the_writer(
        tmp_path, monkeypatch):
    monkeypatch.setattr(outbox_module, "IDLE_GAP_S", float("inf"))  # (no gap is long)
    real = outbox_module._commit
    threads: list[int] = []
    pretend = [0.0]  # seconds added to what a commit took

    def noted(wal: WriteAheadLog, batch: object) -> float:
        threads.append(threading.get_ident())
        return real(wal, batch) + pretend[0]  # type: ignore[arg-type]

    monkeypatch.setattr(outbox_module, "_commit", noted)

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        outbox = Outbox(WriteAheadLog(tmp_path))
        journal = TableJournal(tmp_path, "IDLE0001")
        other = TableJournal(tmp_path, "BUSY0002")

        async def change(n: int, table: TableJournal = journal) -> list[dict]:
            outbox.write(table, encode([{"op": "note", "n": n}]))
            told: asyncio.Future[list[dict]] = loop.create_future()
            # the message goes once the line is on disk: the log holds it by then
            outbox.then(lambda: told.set_result(
                [r for r in (tmp_path / "wal" / "0.log").read_bytes().split(b"\n")
                 if b'"n":' in r]), table)
            return await told

        assert len(await change(0, other)) == 1
        assert threads[-1] != threading.get_ident()  # the first: no table's commit before
        assert len(await change(1, other)) == 2
        assert threads[-1] == threading.get_ident()  # the same table alone: on the loop
        pretend[0] = 1.0
        assert len(await change(2, other)) == 3
        assert threads[-1] == threading.get_ident()
        pretend[0] = 0.0
        assert len(await change(3, other)) == 4
        assert threads[-1] != threading.get_ident()  # the last one was slow: the writer
        assert len(await change(4, other)) == 5
        assert threads[-1] == threading.get_ident()  # quick again: the loop
        assert len(await change(5)) == 6
        assert threads[-1] != threading.get_ident()  # another table: the writer
        outbox.close()
        assert [line["n"] for line in read_lines(other.path)] == [0, 1, 2, 3, 4]
        assert [line["n"] for line in read_lines(journal.path)] == [5]

    run(scenario())
