"""The table protocol (docs/protocol.md): JSON objects over WebSocket text frames.

Every client message is an object with a ``type`` and a ``seq``: a whole number that grows
with every message of the connection (a message whose number does not grow is refused,
``bad_seq``); the server answers each with exactly one reply naming it (``"re": seq``):
``ok``, ``error`` or the reply its type asks for. The first message is ``hello`` with the
protocol version ``v``. A move's number is also kept by its seat, across connections and
restarts: a move sent again (after a reconnect) is refused (``seq_used``), never applied
twice. Pushes (``update``, ``phrase``, ``bye``) carry no ``re``.

This module knows the messages and the limits; the server (:mod:`.server`) acts on them.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

VERSION = 1
#: The versions this server speaks (a client's ``hello`` names one).
VERSIONS = (1,)
#: The quick phrases a seat may send (the app translates them; no free text).
PHRASES = ("good_luck", "nice_roll", "well_played")


@dataclass(frozen=True)
class Limits:
    """What one client may ask of the server (docs/protocol.md, "Limits")."""

    #: A text frame longer than this (bytes) is refused with ``too_big``.
    frame_bytes: int = 8 * 1024
    #: A frame longer than this closes the connection (1009, the WebSocket library's check).
    hard_frame_bytes: int = 64 * 1024
    #: Messages per second a connection may send on average, and in a burst.
    rate: float = 20.0
    burst: int = 40
    #: Messages refused for the rate after which the connection is closed (1008).
    strikes: int = 200
    #: Open connections from one address, and in all.
    connections_per_address: int = 64
    connections: int = 20_000
    #: Open tables created from one address, and in all.
    tables_per_address: int = 8
    tables: int = 10_000
    #: Spectators at one table.
    spectators: int = 50
    #: Seconds to send ``hello`` after connecting; seconds without any message (the
    #: library's pings keep a live connection known to be alive meanwhile).
    hello_seconds: float = 10.0
    idle_seconds: float = 900.0
    #: Messages waiting to be written to a client that does not read: more closes it.
    send_queue: int = 512
    #: Seconds between two quick phrases of one seat.
    phrase_seconds: float = 2.0
    #: Rows of the room's list at most.
    listed: int = 500
    # -- against hostile clients (issue 31; net/guard.py) --
    #: Connections of one address, and in all, between the TCP accept and the welcome to
    #: their ``hello``: more are dropped at once (slowloris).
    handshakes_per_address: int = 16
    handshakes: int = 2_000
    #: Table codes and seat tokens that find nothing, per address: a bucket of ``guesses``
    #: refilled at ``guess_rate`` a second (then ``rate_limited``).
    guesses: int = 30
    guess_rate: float = 0.5
    #: Characters of frames waiting for a client that does not read: more closes it.
    send_bytes: int = 2 * 1024 * 1024
    #: Messages per second all the connections of one address may send together, on
    #: average and in a burst (then ``rate_limited``, counted as the connection's strikes).
    address_rate: float = 100.0
    address_burst: int = 200

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


#: Every error code the server sends, and what it means (docs/protocol.md lists them).
ERRORS: dict[str, str] = {
    # the frame itself
    "too_big": "the message is longer than the limit",
    "binary": "messages are JSON text, not binary frames",
    "bad_json": "the message is not JSON",
    "not_object": "a message is a JSON object",
    "unknown_type": "there is no message of this type",
    "bad_field": "a field is missing, unknown or of the wrong type",
    "bad_seq": "'seq' is a whole number that grows with every message",
    # the connection
    "hello_first": "the first message is 'hello'",
    "bad_version": "this server does not speak that version",
    "rate_limited": "too many messages: slow down",
    "too_many_connections": "too many connections from this address",
    "server_full": "the server takes no more connections or tables",
    "too_many_tables": "too many open tables created from this address",
    "hello_timeout": "no 'hello' in time",
    "idle": "no message for too long",
    "slow_reader": "the connection does not read what the server sends",
    "replaced": "the seat was taken back by a newer connection (its token)",
    "shutting_down": "the server is stopping",
    "internal": "the server failed on this message; nothing was changed",
    # the room
    "no_such_table": "there is no table with this code",
    "bad_token": "no seat has this token",
    "at_a_table": "this connection already sits at or watches a table ('leave' first)",
    "not_at_table": "this connection neither sits at nor watches a table",
    "spectators_full": "this table has as many spectators as it takes",
}

#: The messages a client sends: their fields, each with its type and whether it is needed.
_STR, _INT, _OBJ, _BOOL = str, int, dict, bool
MESSAGES: dict[str, dict[str, tuple[type, bool]]] = {
    "hello": {"v": (_INT, True), "client": (_STR, False)},
    "list": {},
    "create": {"table": (_OBJ, True), "name": (_STR, True), "seed": (_STR, False)},
    "sit": {"table": (_STR, True), "name": (_STR, True), "seed": (_STR, False),
            "seat": (_INT, False)},
    "resume": {"token": (_STR, True)},
    "seed": {"seed": (_STR, True)},
    "stand": {},
    "start": {},
    "watch": {"table": (_STR, True)},
    "leave": {},
    "move": {"move": (_OBJ, True), "at": (_INT, True)},
    "phrase": {"phrase": (_STR, True)},
    "again": {},
    "assist": {},
    "view": {},
    "ping": {},
}


class ProtocolError(ValueError):
    """A message refused before it reached a table (``code`` in :data:`ERRORS`)."""

    def __init__(self, code: str, detail: str = "", **params: Any) -> None:
        self.code = code
        self.params = params
        #: The message's number, when it had a good one (the reply names it).
        self.seq: int | None = None
        message = ERRORS.get(code, code)
        super().__init__(f"{message}: {detail}" if detail else message)


@dataclass(frozen=True)
class Message:
    type: str
    seq: int
    fields: dict[str, Any]


def _is(value: Any, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)


def parse(frame: str | bytes, limits: Limits, last_seq: int) -> Message:
    """A client's message, checked against its type's fields (ProtocolError otherwise);
    ``last_seq`` is the number of the connection's last message."""
    if isinstance(frame, bytes):
        raise ProtocolError("binary")
    if len(frame) > limits.frame_bytes or len(frame.encode("utf-8", "surrogatepass")) > \
            limits.frame_bytes:
        raise ProtocolError("too_big", f"at most {limits.frame_bytes} bytes",
                            most=limits.frame_bytes)
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError) as err:
        raise ProtocolError("bad_json", str(err)[:80]) from err
    if not isinstance(data, dict):
        raise ProtocolError("not_object")
    if "\\ud" in frame or "\\uD" in frame:
        _no_lone_surrogates(data)
    seq: Any = data.get("seq")
    good: int | None = None
    if isinstance(seq, int) and not isinstance(seq, bool) and last_seq < seq <= 2**53:
        good = seq
    try:
        kind = data.get("type")
        if not isinstance(kind, str) or kind not in MESSAGES:
            raise ProtocolError("unknown_type", repr(kind)[:40])
        if good is None:
            raise ProtocolError("bad_seq", f"after {last_seq}, not {str(seq)[:20]}",
                                last=last_seq)
        return Message(kind, good, _fields(kind, data))
    except ProtocolError as err:
        err.seq = good
        raise


def _no_lone_surrogates(data: Any) -> None:
    """JSON may escape half a UTF-16 pair (``"\\ud800"``): such a string is no text, and
    echoed in a reply it could not be sent (UTF-8 has no surrogates)."""
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as err:
        raise ProtocolError("bad_json", "a string holds half of a UTF-16 pair") from err


def _fields(kind: str, data: dict[str, Any]) -> dict[str, Any]:
    schema = MESSAGES[kind]
    fields = {k: v for k, v in data.items() if k not in ("type", "seq")}
    for key in fields:
        if key not in schema:
            raise ProtocolError("bad_field", f"{kind} has no field {str(key)[:30]!r}",
                                field=str(key)[:30])
    for key, (field_type, needed) in schema.items():
        if key not in fields:
            if needed:
                raise ProtocolError("bad_field", f"{kind} needs {key!r}", field=key)
        elif not _is(fields[key], field_type):
            raise ProtocolError("bad_field", f"{key!r} must be a {field_type.__name__}",
                                field=key)
    return fields


def dumps(message: dict[str, Any]) -> str:
    """A server message as its frame (compact JSON; values the JSON cannot hold as text)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), default=str)


def error(code: str, message: str, re: int | None = None, **details: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if re is not None:
        out["re"] = re
    if details:
        out["details"] = details
    return out
