"""The room under random messages (hypothesis, derandomized in CI): whatever two seated
connections and a stranger send — right or wrong types, moves of every kind with any values,
out of turn, for another seat, repeated numbers — every message gets exactly one reply, the
room never fails, and the game stays one the engine replays."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from kosci_gui.engine.record import from_record
from kosci_gui.net.protocol import MESSAGES, Limits, Message, ProtocolError, parse
from kosci_gui.net.room import Room

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                               max_size=3),
    max_leaves=8)
moves = st.one_of(
    st.fixed_dictionaries({"kind": st.just("roll"),
                           "held": st.lists(st.integers(-1, 6), max_size=6)}),
    st.fixed_dictionaries({"kind": st.just("write"),
                           "box": st.sampled_from(["chance", "ones", "yahtzee", "pair", "x"]),
                           "column": st.integers(-1, 3)}),
    st.fixed_dictionaries({"kind": st.just("set_aside"),
                           "dice": st.lists(st.integers(0, 7), max_size=6)}),
    st.sampled_from([{"kind": "bank"}, {"kind": "pass"}]),
    json_values,
)


class Fake:
    def __init__(self, address: str) -> None:
        self.address = address
        self.table: str | None = None
        self.seat: int | None = None
        self.sent: list[dict[str, Any]] = []
        self.closed = False

    def send(self, message: dict[str, Any]) -> None:
        self.sent.append(message)

    def close(self, code: int, reason: str) -> None:
        self.closed = True


#: Values of the right type (most of the time) for each field type of the schema.
typed = {
    str: st.sampled_from(["@CODE", "Ala", "Bob", "good_luck", "nice_roll", "s33d", "@TOKEN",
                          ""]) | st.text(max_size=10),
    int: st.integers(-2, 400),
    dict: st.fixed_dictionaries({"game": st.sampled_from(["classic", "thousand", "chess"]),
                                 "seats": st.integers(0, 7)}) | json_values,
    bool: st.booleans(),
}


@st.composite
def messages(draw: Any) -> tuple[int, str, dict[str, Any]]:
    who = draw(st.integers(0, 2))
    kind = draw(st.sampled_from(sorted(MESSAGES)) | st.just("move"))  # moves: half
    fields: dict[str, Any] = {}
    for key, (kind_of, needed) in MESSAGES[kind].items():
        if needed or draw(st.booleans()):
            fields[key] = draw(typed[kind_of] if draw(st.integers(0, 9)) else json_values)
    if kind == "move":
        fields["move"] = draw(moves)
    return who, kind, fields


def filled(value: Any, code: str, token: str) -> Any:
    if value == "@CODE":
        return code
    if value == "@TOKEN":
        return token
    if isinstance(value, dict):
        return {k: filled(v, code, token) for k, v in value.items()}
    return value


@settings(max_examples=60)
@given(game=st.sampled_from(["classic", "thousand"]),
       sequence=st.lists(messages(), min_size=1, max_size=40))
def test_random_messages_never_break_the_room(game, sequence):
    async def scenario() -> None:
        room = Room(None, Limits(), pace=0.0)
        try:
            people = [Fake("10.0.0.1"), Fake("10.0.0.2"), Fake("10.0.0.3")]
            room.handle(people[0], Message("create", 1, {
                "table": {"game": game, "seats": 2}, "name": "Ala"}))
            code = people[0].table
            room.handle(people[1], Message("sit", 1, {"table": code, "name": "Bob"}))
            room.handle(people[0], Message("start", 2, {}))
            token = next(m["token"] for m in people[1].sent if m["type"] == "seated")
            for number, (who, kind, fields) in enumerate(sequence, start=3):
                conn = people[who]
                fields = filled(fields, code, token)
                hosted = room.tables.get(code)
                if kind == "move" and who < 2 and number % 3 and hosted is not None:
                    fields["at"] = hosted.session.version  # mostly the current version
                frame = json.dumps({**fields, "type": kind, "seq": number})
                try:  # as the server reads a frame: parsed first, then handled
                    msg = parse(frame, Limits(), number - 1)
                except ProtocolError:
                    continue
                before = len([m for m in conn.sent if "re" in m])
                room.handle(conn, msg)
                replies = [m for m in conn.sent if "re" in m]
                assert len(replies) == before + 1 and replies[-1]["re"] == number
            for hosted in room.tables.values():
                session = hosted.session
                if session.game is not None:
                    from_record(session.record())
        finally:
            room.close()

    asyncio.run(scenario())
