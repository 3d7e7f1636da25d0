"""Whole games at a table across computers, over real sockets on 127.0.0.1: two protocol
clients (computers playing as people's apps would) and a computer seat, hidden cards and a
clock, a spectator; every frame each one received is read for what it must not see."""

from __future__ import annotations

import asyncio
import json

import pytest

from kosci_gui.net.autoplay import SeatPlayer
from kosci_gui.tables.fair_dice import check_record
from kosci_gui.tables.session import token_hash
from tests.net.helpers import client, run, serving
from tests.tables.helpers import hidden_leaks


async def whole_game(game: str, **spec) -> dict:
    async with serving() as (_, address):
        ala, bob, eve = await client(address), await client(address), await client(address)
        await ala.create({"game": game, "seats": 3, "computers": ["medium"], **spec}, "Ala")
        await bob.sit(ala.table, "Bob")
        await eve.watch(ala.table)
        records = await asyncio.gather(SeatPlayer(ala, "medium", starts=True).play(),
                                       SeatPlayer(bob, "medium").play())
        await eve.wait(lambda v: v["state"] == "finished", 10)
        for c in (ala, bob, eve):
            await c.close()
        return {"records": records, "frames": {0: ala.frames, 1: bob.frames, None: eve.frames},
                "tokens": {0: ala.token, 1: bob.token}, "spectator": eve.view}


def check_frames(result: dict) -> None:
    record = result["records"][0]
    seed = record["meta"]["fair_dice"]["server_seed"]
    for viewer, frames in result["frames"].items():
        assert frames
        for frame in frames:
            assert not hidden_leaks(frame, viewer), (viewer, hidden_leaks(frame, viewer))
            text = json.dumps(frame)
            for seat, token in result["tokens"].items():
                assert (token in text) == (seat == viewer and frame["type"] == "seated"
                                           and "token" in frame), (viewer, frame["type"])
            if seed in text:
                assert frame.get("state") == "finished", frame["type"]


@pytest.mark.parametrize("game", [
    "classic", "full",
    pytest.param("triple", marks=pytest.mark.slow),
    pytest.param("thousand", marks=pytest.mark.slow),
])
def test_a_whole_game_with_hidden_cards_and_a_clock_leaks_nothing(game):
    result = run(whole_game(game, clock_minutes=5, open_scorecards=False))
    ala, bob = result["records"]
    assert ala == bob
    assert check_record(ala) is None
    assert ala["clock_minutes"] == 5 and ala["settings"]["open_scorecards"] is False
    assert [p["name"] for p in ala["players"]] == ["Ala", "Bob", "Computer 1"]
    check_frames(result)
    # the spectator saw the end, and every card then
    assert result["spectator"]["record"] == ala


def test_with_open_cards_and_duplicate_dice_every_record_is_the_same_and_checks():
    result = run(whole_game("classic", duplicate=True))
    ala, bob = result["records"]
    assert ala == bob and ala["settings"]["duplicate"] is True
    assert check_record(ala) is None


def test_no_frame_holds_another_seat_s_token_or_a_seed_before_its_game_ends():
    """``check_frames`` across what one game's frames do not show: a seat that connects
    again mid-game (its ``resume``), a second game at the table (``again``: a new server
    seed, the first one now public), a stranger who lists the tables and a spectator; the
    tokens' hashes, which the server keeps, never leave it either."""

    async def scenario() -> dict:
        async with serving() as (_, address):
            ala, bob, eve, stranger = [await client(address) for _ in range(4)]
            await ala.create({"game": "classic", "seats": 3, "computers": ["medium"],
                              "open_scorecards": False}, "Ala")
            await bob.sit(ala.table, "Bob")
            await eve.watch(ala.table)
            records = []
            for game in (1, 2):
                if game == 2:
                    await ala.request("again")
                    for c in (ala, bob):
                        await c.wait(lambda v: v["state"] == "waiting", 10)
                play = asyncio.gather(SeatPlayer(ala, "medium", starts=True).play(60),
                                      SeatPlayer(bob, "medium").play(60))
                await bob.wait(lambda v: v["state"] == "playing" and v["turn_count"] > 4, 30)
                await stranger.tables()
                assert bob._ws is not None
                bob._ws.transport.abort()  # the network under Bob goes: he comes back
                await bob.wait(lambda v, n=game: bob.reconnects == n, 30)
                records += (await play)[:1]
                await eve.wait(lambda v: v["state"] == "finished", 10)
                await stranger.tables()
            for c in (ala, bob, eve, stranger):
                await c.close()
            return {"records": records, "tokens": {0: ala.token, 1: bob.token},
                    "frames": {0: ala.frames, 1: bob.frames, None: eve.frames,
                               "stranger": stranger.frames}}

    result = run(scenario())
    seeds = [r["meta"]["fair_dice"]["server_seed"] for r in result["records"]]
    assert len(set(seeds)) == 2
    secrets = {seat: [token, token_hash(token)] for seat, token in result["tokens"].items()}
    for viewer, frames in result["frames"].items():
        assert frames
        for frame in frames:
            assert not hidden_leaks(frame, viewer if viewer != "stranger" else None)
            text = json.dumps(frame)
            for seat, (token, hashed) in secrets.items():
                assert hashed not in text, (viewer, frame["type"])
                if token in text:  # only its own, once, in the reply that seated it
                    assert viewer == seat and frame["type"] == "seated"
                    assert frame["token"] == token
            for seed in seeds:
                if seed in text:  # only once its game has ended, in its record
                    assert frame.get("state") == "finished", (viewer, frame["type"])
                    assert frame["record"]["meta"]["fair_dice"]["server_seed"] == seed
    tokens_sent = [f for frames in result["frames"].values() for f in frames if "token" in f]
    assert len(tokens_sent) == 2  # Ala's and Bob's, once each: the resumes carried none
