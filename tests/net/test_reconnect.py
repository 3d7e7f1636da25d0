"""Connections that drop: the app comes back to its seat by itself with its
token, a newer connection replaces the older at once, the others see who is away, and without
a clock a computer plays for a person away too long."""

from __future__ import annotations

import asyncio

from kosci_gui.net.autoplay import SeatPlayer
from kosci_gui.net.client import TableClient
from kosci_gui.tables.fair_dice import check_record
from tests.net.helpers import client, run, serving

TABLE = {"game": "classic", "seats": 2}


def cut(c: TableClient) -> None:
    """The network under the client goes (no closing handshake)."""
    assert c._ws is not None
    c._ws.transport.abort()


def test_a_dropped_client_comes_back_to_its_seat_and_the_game_ends_the_same_for_all():
    async def scenario():
        async with serving() as (_server, address):
            ala, bob = await client(address), await client(address)
            await ala.create(TABLE, "Ala")
            await bob.sit(ala.table, "Bob")
            games = asyncio.gather(SeatPlayer(ala, "medium", starts=True).play(60),
                                   SeatPlayer(bob, "medium").play(60))
            for cuts in range(1, 4):
                await bob.wait(lambda v, n=cuts: v["state"] == "playing"
                               and v["turn_count"] > 4 * n, 30)
                cut(bob)
                await bob.wait(lambda v, n=cuts: bob.reconnects == n, 30)
            records = await games
            assert records[0] == records[1] and check_record(records[0]) is None
            assert bob.reconnects == 3 and bob.seat == 1
            assert records[0]["meta"]["table"]["assisted"] == []
            for c in (ala, bob):
                await c.close()
    run(scenario())


def test_a_newer_connection_with_the_token_replaces_the_older_at_once():
    async def scenario():
        async with serving() as (server, address):
            ala, bob = await client(address), await client(address)
            await ala.create(TABLE, "Ala")
            await bob.sit(ala.table, "Bob")
            hosted = server.room.tables[ala.table]
            old = hosted.seats[1]
            again = TableClient(address, keep_frames=True)
            again.token = bob.token
            await again.open()
            assert again.seat == 1 and again.table == ala.table
            await bob.wait(lambda v: bob.failure is not None, 10)
            assert bob.failure.code == "replaced"
            assert set(hosted.seats) == {0, 1} and hosted.seats[1] is not old
            assert old.closing and old.table is None
            # the newer one plays on at that seat
            await ala.request("start")
            view = await again.wait(lambda v: v["state"] == "playing", 10)
            assert view["you"] == 1
            for c in (ala, bob, again):
                await c.close()
    run(scenario())


def test_the_others_see_who_is_away_and_how_long_they_have_to_come_back():
    async def scenario():
        async with serving() as (_server, address):
            ala, bob = await client(address), await client(address)
            await ala.create(TABLE, "Ala")
            await bob.sit(ala.table, "Bob")
            await ala.request("start")
            await bob.close()
            view = await ala.wait(lambda v: not v["seats"][1]["connected"], 10)
            seat = view["seats"][1]
            assert seat["name"] == "Bob" and 0 <= seat["away_seconds"] < 5
            assert 115 < seat["back_within"] <= 120
            await ala.close()
    run(scenario())


def test_without_a_clock_a_computer_plays_for_a_person_away_too_long():
    async def scenario():
        async with serving(away_seconds=0.3) as (_server, address):
            ala, bob = await client(address), await client(address)
            await ala.create(TABLE, "Ala")
            await bob.sit(ala.table, "Bob")
            for c in (ala, bob):
                await c.request("seed", seed="s")
            await ala.request("start")
            await bob.close()
            record = await SeatPlayer(ala, "medium").play(60)
            assisted = record["meta"]["table"]["assisted"]
            bobs = [t for t, turn in enumerate(record["turns"]) if turn["player"] == 1]
            assert assisted == bobs and len(bobs) == 13
            assert check_record(record) is None
            await ala.close()
    run(scenario())


def test_a_program_started_again_takes_its_seat_back_with_the_token_it_kept():
    async def scenario():
        async with serving() as (_server, address):
            ala, bob = await client(address), await client(address)
            await ala.create(TABLE, "Ala")
            await bob.sit(ala.table, "Bob")
            kept = bob.token
            await bob.close()  # (the program ends; the seat stays Bob's: he is away)
            again = await client(address)
            assert again.seat is None
            reply = await again.resume(kept)
            assert (again.table, again.seat, reply["seat"]) == (ala.table, 1, 1)
            view = await again.wait(lambda v: v.get("you") == 1, 10)
            assert view["seats"][1]["name"] == "Bob" and view["seats"][1]["connected"]
            for c in (ala, again):
                await c.close()
    run(scenario())
