"""The room: quick phrases, play again at the same table, tables that close when everybody
has gone, private tables, the host's start."""

from __future__ import annotations

import asyncio

import pytest

from kosci_gui.net.autoplay import SeatPlayer
from kosci_gui.net.client import ServerError
from kosci_gui.tables.fair_dice import check_record
from tests.net.helpers import client, run, serving

TABLE = {"game": "classic", "seats": 2}


def test_quick_phrases_go_to_everybody_at_the_table_and_nothing_else_does():
    async def scenario():
        async with serving() as (_, address):
            ala, bob, eve = await client(address), await client(address), await client(address)
            await ala.create(TABLE, "Ala")
            await bob.sit(ala.table, "Bob")
            await eve.watch(ala.table)
            await bob.request("phrase", phrase="good_luck")
            for c in (ala, bob, eve):
                await c.wait(lambda v, c=c: any(f["type"] == "phrase" for f in c.frames), 5)
                phrase = next(f for f in c.frames if f["type"] == "phrase")
                assert phrase == {"type": "phrase", "table": ala.table, "seat": 1,
                                  "phrase": "good_luck"}
            with pytest.raises(ServerError, match="rate_limited"):  # (request() waits)
                await bob._request("phrase", {"phrase": "nice_roll"})
            with pytest.raises(ServerError, match="bad_phrase"):
                await ala.request("phrase", phrase="you lose")
            with pytest.raises(ServerError, match="not_seated"):
                await eve.request("phrase", phrase="well_played")
            for c in (ala, bob, eve):
                await c.close()
    run(scenario())


def test_only_the_host_starts_and_play_again_keeps_the_table():
    async def scenario():
        async with serving() as (_, address):
            ala, bob = await client(address), await client(address)
            await ala.create(TABLE, "Ala")
            await bob.sit(ala.table, "Bob")
            with pytest.raises(ServerError, match="not_host"):
                await bob.request("start")
            players = SeatPlayer(ala, "easy", starts=True), SeatPlayer(bob, "easy")
            first = await asyncio.gather(*(p.play(30) for p in players))
            await bob.request("again")
            view = await ala.wait(lambda v: v["state"] == "waiting", 5)
            assert view["round"] == 1 and view["commitment"] != first[0]["meta"][
                "fair_dice"]["commitment"]
            second = await asyncio.gather(*(p.play(30) for p in players))
            assert second[0] == second[1] and second[0]["meta"]["table"]["round"] == 2
            assert check_record(second[0]) is None and second[0]["turns"] != first[0]["turns"]
            for c in (ala, bob):
                await c.close()
    run(scenario())


def test_a_table_everybody_left_closes_and_a_private_one_is_not_listed(tmp_path):
    async def scenario():
        async with serving(tmp_path) as (server, address):
            ala, bob = await client(address), await client(address)
            await ala.create(dict(TABLE, private=True), "Ala")
            await bob.create(TABLE, "Bob")
            assert [t["host"] for t in await ala.tables()] == ["Bob"]
            code = bob.table
            await bob.request("stand")
            assert [t["host"] for t in await ala.tables()] == []
            assert code not in server.room.tables
            assert (tmp_path / "tables" / "closed" / f"{code}.jsonl").exists()
            with pytest.raises(ServerError, match="no_such_table"):
                await bob.sit(code, "Bob")
            await ala.request("leave")
            assert ala.table in server.room.tables  # her seat is still hers: she is away
            for c in (ala, bob):
                await c.close()
    run(scenario())


def test_a_spectator_joins_a_game_being_played_and_sees_it_as_it_is_now():
    async def scenario():
        async with serving() as (_, address):
            ala, bob, eve = await client(address), await client(address), await client(address)
            await ala.create(dict(TABLE, open_scorecards=False), "Ala")
            await bob.sit(ala.table, "Bob")
            game = asyncio.gather(SeatPlayer(ala, "easy", starts=True).play(30),
                                  SeatPlayer(bob, "easy").play(30))
            await ala.wait(lambda v: v["state"] == "playing" and v["turn_count"] > 6, 20)
            await eve.watch(ala.table)
            view = await eve.wait(lambda v: True, 5)
            assert view["you"] is None and view["totals"] == [None, None]
            assert all(set(t) == {"player"} for t in view["record"]["turns"])
            record, _ = await game
            final = await eve.wait(lambda v: v["state"] == "finished", 5)
            assert final["record"] == record
            for c in (ala, bob, eve):
                await c.close()
    run(scenario())
