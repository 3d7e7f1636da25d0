"""Whole games at a table across computers, over real sockets on 127.0.0.1: two protocol
clients (computers playing as people's apps would) and a computer seat, hidden cards and a
clock, a spectator; every frame each one received is read for what it must not see."""

from __future__ import annotations

import asyncio
import json

import pytest

from kosci_gui.net.autoplay import SeatPlayer
from kosci_gui.tables.fair_dice import check_record
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
