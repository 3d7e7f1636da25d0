"""Bad input and limits, as a hostile client sends them: a
malformed, oversized, unknown or out-of-turn message gets an error naming why and changes
nothing; a used move number is refused; the limits hold; the server keeps serving."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from kosci_gui.net.protocol import ERRORS, MESSAGES, Limits, ProtocolError, parse
from tests.net.helpers import FAST, client, hello, raw, run, said, serving

TABLE = {"game": "classic", "seats": 2}


async def seated_pair(address):
    ala, bob = await client(address), await client(address)
    await ala.create(TABLE, "Ala")
    await bob.sit(ala.table, "Bob")
    await ala.request("start")
    await ala.wait(lambda v: v["state"] == "playing", 5)
    return ala, bob


def test_every_bad_message_gets_its_error_and_the_table_does_not_change():
    async def scenario():
        async with serving() as (server, address):
            ala, _ = await seated_pair(address)
            await ala.close()  # its app is closed: the raw connection takes the seat
            table = server.room.tables[ala.table].session
            before = (table.version, table.game.record_turns())
            async with raw(address) as ws:
                assert (await hello(ws))["type"] == "welcome"
                resumed = await said(ws, {"type": "resume", "seq": 2, "token": ala.token})
                assert resumed["type"] == "seated"
                replies = [await said(ws, frame) for frame in [
                    "{not json", "[1, 2]", json.dumps({"type": "dance", "seq": 3}),
                    json.dumps({"type": "move", "seq": 4}),
                    json.dumps({"type": "move", "seq": 5, "move": [], "at": 0}),
                    json.dumps({"type": "move", "seq": 6, "move": {}, "at": 0, "x": 1}),
                    json.dumps({"type": "ping", "seq": 6}),
                    json.dumps({"type": "move", "seq": 7, "at": table.version,
                                "move": {"kind": "teleport"}}),
                    json.dumps({"type": "move", "seq": 8, "at": table.version,
                                "move": {"kind": "write", "box": "chance"}}),
                    json.dumps({"type": "move", "seq": 9, "at": table.version,
                                "move": {"kind": "bank"}}),
                    json.dumps({"type": "move", "seq": 10, "at": table.version - 1,
                                "move": {"kind": "roll"}}),
                    json.dumps({"type": "sit", "seq": 11, "table": "NOPE", "name": "X"}),
                    "x" * 9000, b"\x00binary",
                ]]
                assert (table.version, table.game.record_turns()) == before
                codes = [r["code"] for r in replies]
                assert codes == ["bad_json", "not_object", "unknown_type", "bad_field",
                                 "bad_field", "bad_field", "bad_seq", "bad_move", "refused",
                                 "refused", "stale", "at_a_table", "too_big", "binary"]
                assert [r.get("re") for r in replies] == [
                    None, None, 3, 4, 5, 6, None, 7, 8, 9, 10, 11, None, None]
                assert replies[8]["details"]["rule"] == "write_before_roll"
                assert replies[9]["details"]["rule"] == "not_this_game"
                assert all(r["type"] == "error" and r["message"] for r in replies)
                # still serving this connection and the table
                assert (await said(ws, {"type": "ping", "seq": 12}))["type"] == "pong"
    run(scenario())


def test_a_move_sent_again_is_refused_never_applied_twice():
    async def scenario():
        async with serving() as (server, address):
            ala, _ = await seated_pair(address)
            await ala.close()
            version = ala.view["version"]
            frame = {"type": "move", "seq": 50, "at": version, "move": {"kind": "roll"}}
            async with raw(address) as ws:
                await hello(ws)
                await said(ws, {"type": "resume", "seq": 2, "token": ala.token})
                assert (await said(ws, frame))["type"] == "ok"
            table = server.room.tables[ala.table].session
            turns = table.game.record_turns()
            assert len(turns[0]["rolls"]) == 1
            async with raw(address) as ws:  # the app came back and sends it again
                await hello(ws)
                seated = await said(ws, {"type": "resume", "seq": 2, "token": ala.token})
                assert seated["last_seq"] == 50
                again = await said(ws, frame)
                assert again["code"] == "seq_used" and again["details"] == {
                    "seq": 50, "last": 50}
                fresh = await said(ws, dict(frame, seq=51))
                assert fresh["code"] == "stale"  # the table moved on with the first
            assert table.game.record_turns() == turns
    run(scenario())


def test_hello_comes_first_in_a_version_this_server_speaks():
    async def scenario():
        async with serving() as (_, address):
            async with raw(address) as ws:
                reply = await said(ws, {"type": "list", "seq": 1})
                assert reply["code"] == "hello_first"
                with pytest.raises(ConnectionClosed):
                    await asyncio.wait_for(ws.recv(), 5)
            async with raw(address) as ws:
                reply = await said(ws, {"type": "hello", "seq": 1, "v": 99})
                assert reply["code"] == "bad_version"
            async with raw(address) as ws:
                welcome = await hello(ws)
                assert welcome["v"] == 1 and welcome["limits"]["frame_bytes"] == 8192
    run(scenario())


def test_a_frame_over_the_hard_limit_closes_the_connection_and_others_go_on():
    async def scenario():
        async with serving() as (_, address):
            other = await client(address)
            async with raw(address) as ws:
                await hello(ws)
                await ws.send("y" * (FAST.hard_frame_bytes + 1))
                with pytest.raises(ConnectionClosed) as info:
                    await asyncio.wait_for(ws.recv(), 5)
                assert info.value.rcvd is not None and info.value.rcvd.code == 1009
            assert await other.tables() == []
            await other.close()
    run(scenario())


def test_a_flood_is_refused_then_closed():
    limits = replace(FAST, rate=5.0, burst=5, strikes=10)

    async def scenario():
        async with serving(limits=limits) as (_, address), raw(address) as ws:
            await hello(ws)
            for seq in range(2, 40):
                await ws.send(json.dumps({"type": "ping", "seq": seq}))
            replies = []
            with pytest.raises(ConnectionClosed) as info:
                while True:
                    replies.append(json.loads(await asyncio.wait_for(ws.recv(), 5)))
            assert info.value.rcvd.code == 1008
            kinds = [r.get("code", r["type"]) for r in replies]
            assert kinds[:5] == ["pong"] * 5 and "rate_limited" in kinds
            limited = next(r for r in replies if r.get("code") == "rate_limited")
            assert limited["re"] == 7
    run(scenario())


def test_connections_and_tables_per_address_are_limited():
    limits = replace(FAST, connections_per_address=2, tables_per_address=1)

    async def scenario():
        async with serving(limits=limits) as (_, address):
            first, second = await client(address), await client(address)
            async with raw(address) as ws:
                reply = json.loads(await asyncio.wait_for(ws.recv(), 5))
                assert reply["code"] == "too_many_connections"
                with pytest.raises(ConnectionClosed) as info:
                    await asyncio.wait_for(ws.recv(), 5)
                assert info.value.rcvd.code == 1013
            await first.create(TABLE, "Ala")
            with pytest.raises(Exception, match="too_many_tables"):
                await second.create(TABLE, "Bob")
            for c in (first, second):
                await c.close()
    run(scenario())


def test_a_connection_that_never_says_hello_is_closed():
    limits = replace(FAST, hello_seconds=0.3)

    async def scenario():
        async with serving(limits=limits) as (_, address), raw(address) as ws:
            reply = json.loads(await asyncio.wait_for(ws.recv(), 5))
            assert reply["code"] == "hello_timeout"
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(ws.recv(), 5)
    run(scenario())


def test_a_web_page_cannot_connect_and_guessed_codes_and_tokens_find_nothing():
    async def scenario():
        async with serving() as (_, address):
            with pytest.raises(InvalidStatus):
                async with connect(f"ws://{address}", origin="http://evil.example",
                                   proxy=None):
                    pass
            async with raw(address) as ws:
                await hello(ws)
                reply = await said(ws, {"type": "watch", "seq": 2, "table": "ABCDEFGHJK"})
                assert reply["code"] == "no_such_table"
                reply = await said(ws, {"type": "resume", "seq": 3, "token": "guess"})
                assert reply["code"] == "bad_token"
    run(scenario())


def test_every_error_code_and_message_type_is_documented():
    text = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")
    missing = [code for code in ERRORS if f"`{code}`" not in text]
    missing += [kind for kind in MESSAGES if f"`{kind}`" not in text]
    from kosci_gui.tables.errors import TABLE_MESSAGES
    missing += [code for code in TABLE_MESSAGES if f"`{code}`" not in text]
    assert not missing


def test_parse_refuses_what_no_message_holds():
    limits = Limits()
    with pytest.raises(ProtocolError) as info:
        parse("[" * 5000, limits, 0)
    assert info.value.code == "bad_json"
    with pytest.raises(ProtocolError) as info:
        parse(json.dumps({"type": "ping", "seq": True}), limits, 0)
    assert info.value.code == "bad_seq"
    with pytest.raises(ProtocolError) as info:
        parse(json.dumps({"type": "sit", "seq": 1, "table": 5, "name": "A"}), limits, 0)
    assert info.value.code == "bad_field" and info.value.seq == 1
    assert parse(json.dumps({"type": "ping", "seq": 3}), limits, 2).seq == 3


@pytest.mark.slow
def test_a_silent_connection_is_closed_but_a_client_waiting_at_its_seat_is_not():
    limits = replace(FAST, idle_seconds=1.2)

    async def scenario():
        async with serving(limits=limits) as (server, address):
            waiting = await client(address)
            await waiting.create(TABLE, "Ala")
            for _ in range(2):  # twice the idle limit, one silent connection after another
                async with raw(address) as ws:
                    await hello(ws)
                    reply = json.loads(await asyncio.wait_for(ws.recv(), 5))
                    assert reply["code"] == "idle"
                    with pytest.raises(ConnectionClosed):
                        await asyncio.wait_for(ws.recv(), 5)
            # the client's own pings kept it at its seat all that while
            assert waiting.reconnects == 0 and waiting.failure is None
            assert server.room.tables[waiting.table].seats[0] is not None
            await waiting.close()
    run(scenario())
