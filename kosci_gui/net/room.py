"""The server's room: its tables (each a :class:`~kosci_gui.tables.session.TableSession`
with its journal, its seated connections and its spectators), the answer to every client
message and the updates each connection gets; the timers and computer players that keep
every table going are its :class:`~.pacer.Pacer`'s.

Everything here runs on the server's event loop, one message at a time (no awaits in a
handler): a change is journaled (flushed to disk) before it is acknowledged or sent to
anybody -- the server's write-ahead log is flushed off the loop, and the messages about a
table wait for its lines in the :class:`~.outbox.Outbox`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from kosci_gui.tables.errors import TableError
from kosci_gui.tables.journal import TableJournal, encode, load_folder
from kosci_gui.tables.move_codec import move_from_json
from kosci_gui.tables.session import AWAY_SECONDS, State, TableSession, token_hash
from kosci_gui.tables.spec import TableSpec
from kosci_gui.tables.views import shared_part, view_for
from kosci_gui.tables.wal import WriteAheadLog

from .guard import Guesses
from .hosted import Connection, Hosted, new_code
from .outbox import Outbox
from .pacer import Pacer
from .protocol import PHRASES, Limits, Message, ProtocolError, error
from .roomlist import RoomList

log = logging.getLogger(__name__)

class Room:
    """Every table of one server (see the module's docstring)."""

    def __init__(self, data: Path | None, limits: Limits, *, pace: float = 0.8,
                 away_seconds: float = AWAY_SECONDS,
                 clock: Callable[[], float] | None = None) -> None:
        self.data = data
        self.limits = limits
        self.pace, self.away_seconds = pace, away_seconds
        self.tables: dict[str, Hosted] = {}
        self.tokens: dict[str, str] = {}  # a seat token's hash -> its table's code
        self.created: Counter[str] = Counter()  # open tables created per address
        self._loop = asyncio.get_running_loop()
        self._now = clock or self._loop.time
        self.guesses = Guesses(limits, self._now)  # codes and tokens that find nothing
        self.listed = RoomList()  # the reply to 'list', kept up to date
        self.pacer = Pacer(self._now, self._commit)
        # (the log first: it writes what a crash of the machine kept from the journals)
        self.outbox = Outbox(WriteAheadLog(data / "tables") if data is not None else None)
        #: Seconds from reading a move to its reply going out (``--stats`` empties it).
        self.move_seconds: list[float] = []
        self._handlers: dict[str, Callable[[Connection, Message], dict[str, Any] | None]] = {
            "hello": self._on_hello, "ping": self._on_ping, "list": self._on_list,
            "create": self._on_create, "sit": self._on_sit, "resume": self._on_resume,
            "watch": self._on_watch, "leave": self._on_leave, "seed": self._on_seed,
            "stand": self._on_stand, "start": self._on_start, "move": self._on_move,
            "phrase": self._on_phrase, "again": self._on_again, "view": self._on_view,
            "assist": self._on_assist}

    # -- the room's life ------------------------------------------------------------------------

    def load(self) -> int:
        """Resume every table journaled in the data folder; returns how many."""
        if self.data is None:
            return 0
        for session, journal in load_folder(self.data / "tables", self._now(),
                                            pace=self.pace, away_seconds=self.away_seconds):
            hosted = Hosted(session, journal, creator="")
            self.tables[session.code] = hosted
            self.listed.changed(session)
            for seat in session.seats:
                if seat.token_hash is not None:
                    self.tokens[seat.token_hash] = session.code
            self.pacer.schedule(hosted)
        return len(self.tables)

    def close(self) -> None:
        self.outbox.close()
        for hosted in self.tables.values():
            self.pacer.stop(hosted)
            if hosted.journal is not None:
                hosted.journal.close()
        self.pacer.close()

    # -- messages -------------------------------------------------------------------------------

    def handle(self, conn: Connection, msg: Message) -> None:
        """Answer one message (its reply, and the updates it causes, are sent)."""
        # (the reply to 'leave' or 'stand' waits for the lines of the table left, closed or not)
        table = self.tables.get(conn.table or "")
        try:
            reply = self._handlers[msg.type](conn, msg)
        except TableError as err:
            details = {k: v for k, v in err.params.items() if k in ("rule", "rule_params",
                                                                     "seq", "last", "version")}
            self.answer(conn, error(err.code, str(err), msg.seq, **details), table)
            return
        except ProtocolError as err:
            self.answer(conn, error(err.code, str(err), msg.seq, **err.params), table)
            return
        reply = reply or {"type": "ok"}
        reply["re"] = msg.seq
        self.answer(conn, reply, table)
        if msg.type == "move":  # (how long a move took to be answered, for --stats)
            hosted = self.tables.get(conn.table or "")
            self.outbox.then(partial(self._answered, self._loop.time()),
                             hosted.journal if hosted is not None else None)
        if reply["type"] == "seated" or msg.type in ("watch", "view"):
            hosted = self.tables[conn.table or ""]
            self._send_view(hosted, conn)

    def _answered(self, read_at: float) -> None:
        self.move_seconds.append(self._loop.time() - read_at)

    def answer(self, conn: Connection, message: dict[str, Any], table: Hosted | None = None
               ) -> None:
        """Send to ``conn`` in its place among the messages about its table (``table``, if
        it has just left it), which wait for the table's journal (:mod:`.outbox`)."""
        hosted = self.tables.get(conn.table or "") or table
        self.outbox.send(conn, message, hosted.journal if hosted is not None else None)

    def _on_ping(self, conn: Connection, msg: Message) -> dict[str, Any]:
        return {"type": "pong"}

    def _on_hello(self, conn: Connection, msg: Message) -> dict[str, Any]:
        raise ProtocolError("bad_field", "'hello' only once")

    def _on_list(self, conn: Connection, msg: Message) -> dict[str, Any]:
        return {"type": "tables", "tables": self.listed.rows(self.limits.listed)}

    def _on_create(self, conn: Connection, msg: Message) -> dict[str, Any]:
        f = msg.fields
        self._free(conn)
        if len(self.tables) >= self.limits.tables:
            raise ProtocolError("server_full")
        if self.created[conn.address] >= self.limits.tables_per_address:
            raise ProtocolError("too_many_tables", most=self.limits.tables_per_address)
        spec = TableSpec.from_json(f["table"])
        code = new_code()
        while code in self.tables:
            code = new_code()
        now = self._now()
        session = TableSession(code, spec, now=now, pace=self.pace,
                               away_seconds=self.away_seconds)
        token = secrets.token_urlsafe(24)
        seat = session.sit(f["name"], token, now, seed=f.get("seed", ""))
        journal = None
        if self.data is not None:
            journal = TableJournal(self.data / "tables", code)
        hosted = Hosted(session, journal, creator=conn.address)
        self.tables[code] = hosted
        self.created[conn.address] += 1
        return self._seated(hosted, conn, seat.index, token, now)

    def _on_sit(self, conn: Connection, msg: Message) -> dict[str, Any]:
        f = msg.fields
        self._free(conn)
        hosted = self._table(conn, f["table"])
        now = self._now()
        token = secrets.token_urlsafe(24)
        seat = hosted.session.sit(f["name"], token, now, seed=f.get("seed", ""),
                                  seat=f.get("seat"))
        return self._seated(hosted, conn, seat.index, token, now)

    def _on_resume(self, conn: Connection, msg: Message) -> dict[str, Any]:
        f = msg.fields
        self.guesses.check(conn.address)
        code = self.tokens.get(token_hash(f["token"]))
        hosted = self.tables.get(code or "")
        seat = hosted.session.seat_of(f["token"]) if hosted else None
        if hosted is None or seat is None:
            self.guesses.missed(conn.address)
            raise ProtocolError("bad_token")
        if conn.table is not None and (conn.table, conn.seat) != (code, seat.index):
            self._free(conn)
        old = hosted.seats.get(seat.index)
        if old is not None and old is not conn:
            self.outbox.send(old, error("replaced",
                                        "the seat was taken back by a newer connection"),
                             hosted.journal)
            old.table = old.seat = None
            self.outbox.then(lambda: old.close(4000, "replaced"), hosted.journal)
        return self._seated(hosted, conn, seat.index, None, self._now())

    def _seated(self, hosted: Hosted, conn: Connection, index: int, token: str | None,
                now: float) -> dict[str, Any]:
        session = hosted.session
        seat = session.seats[index]
        if seat.token_hash is not None:
            self.tokens[seat.token_hash] = session.code
        session.connect(index, True, now)
        self._commit(hosted)  # the others see the seat taken; this one gets the whole table
        hosted.seats[index] = conn
        conn.table, conn.seat = session.code, index
        reply: dict[str, Any] = {"type": "seated", "table": session.code, "seat": index,
                                 "last_seq": seat.last_seq}
        if token is not None:
            reply["token"] = token  # only ever to this connection, once
        return reply

    def _on_watch(self, conn: Connection, msg: Message) -> None:
        f = msg.fields
        self._free(conn)
        hosted = self._table(conn, f["table"])
        if len(hosted.spectators) >= self.limits.spectators:
            raise ProtocolError("spectators_full")
        hosted.spectators.add(conn)
        conn.table, conn.seat = hosted.session.code, None

    def _on_view(self, conn: Connection, msg: Message) -> None:
        if self.tables.get(conn.table or "") is None:
            raise ProtocolError("not_at_table")

    def _on_leave(self, conn: Connection, msg: Message) -> None:
        if conn.table is None:
            raise ProtocolError("not_at_table")
        self.detach(conn)

    def _on_seed(self, conn: Connection, msg: Message) -> None:
        f = msg.fields
        hosted, index = self._seat(conn)
        hosted.session.set_seed(index, f["seed"])
        self._commit(hosted)

    def _on_stand(self, conn: Connection, msg: Message) -> None:
        hosted, index = self._seat(conn)
        hashed = hosted.session.seats[index].token_hash
        hosted.session.stand(index, self._now())
        self.tokens.pop(hashed or "", None)
        hosted.seats.pop(index, None)
        conn.table = conn.seat = None
        self._commit(hosted)

    def _on_start(self, conn: Connection, msg: Message) -> None:
        hosted, index = self._seat(conn)
        session = hosted.session
        before = dict(enumerate(session.seats))
        session.start(index, self._now())
        # free seats were dropped: the connections follow their seats' new numbers
        hosted.seats = {before[i].index: c for i, c in hosted.seats.items()}
        for new, c in hosted.seats.items():
            c.seat = new
        self._commit(hosted)

    def _on_move(self, conn: Connection, msg: Message) -> None:
        f = msg.fields
        hosted, index = self._seat(conn)
        move = move_from_json(f["move"])
        try:
            hosted.session.move(index, move, self._now(), at=f["at"], seq=msg.seq)
        finally:
            self._commit(hosted)  # a clock that ran out meanwhile is news too

    def _on_phrase(self, conn: Connection, msg: Message) -> None:
        f = msg.fields
        hosted, index = self._seat(conn)
        if f["phrase"] not in PHRASES:
            raise TableError("bad_phrase", phrase=f["phrase"][:40])
        now = self._now()
        if now - hosted.phrases.get(index, -1e9) < self.limits.phrase_seconds:
            raise ProtocolError("rate_limited", "one quick phrase every "
                                f"{self.limits.phrase_seconds:g} s")
        hosted.phrases[index] = now
        self._broadcast(hosted, lambda viewer: {"type": "phrase", "table": hosted.session.code,
                                                "seat": index, "phrase": f["phrase"]})

    def _on_assist(self, conn: Connection, msg: Message) -> None:
        hosted, index = self._seat(conn)
        hosted.session.assist(index, self._now())
        self._commit(hosted)

    def _on_again(self, conn: Connection, msg: Message) -> None:
        hosted, _ = self._seat(conn)
        hosted.session.play_again(self._now())
        self._commit(hosted)

    # -- connections ------------------------------------------------------------------------------

    def detach(self, conn: Connection) -> None:
        """The connection leaves its table (it went, or asked): a seat stays taken, its
        person away from now."""
        hosted = self.tables.get(conn.table or "")
        if hosted is not None:
            hosted.spectators.discard(conn)
            if conn.seat is not None and hosted.seats.get(conn.seat) is conn:
                del hosted.seats[conn.seat]
                hosted.session.connect(conn.seat, False, self._now())
                self._commit(hosted)
        conn.table = conn.seat = None

    def _free(self, conn: Connection) -> None:
        if conn.table is not None:
            raise ProtocolError("at_a_table")

    def _table(self, conn: Connection, code: Any) -> Hosted:
        self.guesses.check(conn.address)
        hosted = self.tables.get(code.strip().upper() if isinstance(code, str) else "")
        if hosted is None:
            self.guesses.missed(conn.address)
            raise ProtocolError("no_such_table")
        return hosted

    def _seat(self, conn: Connection) -> tuple[Hosted, int]:
        hosted = self.tables.get(conn.table or "")
        if hosted is None or conn.seat is None or hosted.seats.get(conn.seat) is not conn:
            raise TableError("not_seated")
        return hosted, conn.seat

    # -- changes: journaled, then sent ------------------------------------------------------

    def _commit(self, hosted: Hosted) -> None:
        session = hosted.session
        self.listed.changed(session)
        lines = session.take_pending()
        if lines and hosted.journal is not None:
            self.outbox.write(hosted.journal, encode(lines))
        change = session.drain()
        if change.events or change.turns_from is not None or change.seats_changed:
            now = self._now()
            game = session.game
            start = change.turns_from if change.turns_from is not None else (
                len(game.turns) if game is not None else 0)
            record = session.record(start) if game is not None else None
            shared = shared_part(session, now)
            self._broadcast(hosted, lambda viewer: {
                "type": "update", **view_for(session, viewer, now, record=record,
                                             turns_from=start, events=change.events,
                                             shared=shared)})
        if self._closable(hosted):
            self._close_table(hosted)
        else:
            self.pacer.schedule(hosted)

    def _broadcast(self, hosted: Hosted, make: Callable[[int | None], dict[str, Any]]
                   ) -> None:
        for index, conn in list(hosted.seats.items()):
            self.outbox.send(conn, make(index), hosted.journal)
        if hosted.spectators:
            message = make(None)
            for conn in list(hosted.spectators):
                self.outbox.send(conn, message, hosted.journal)

    def _send_view(self, hosted: Hosted, conn: Connection) -> None:
        self.outbox.send(conn, {"type": "table",
                                **view_for(hosted.session, conn.seat, self._now())},
                         hosted.journal)

    def _closable(self, hosted: Hosted) -> bool:
        session = hosted.session
        return (session.state is not State.PLAYING and not hosted.seats
                and not any(s.taken and not s.is_computer for s in session.seats))

    def _close_table(self, hosted: Hosted) -> None:
        hosted.closed = True
        self.pacer.stop(hosted)
        for conn in list(hosted.spectators):
            self.outbox.send(conn, {"type": "bye", "table": hosted.session.code,
                                    "message": "the table has closed"}, hosted.journal)
            conn.table = conn.seat = None
        code = hosted.session.code
        self.tables.pop(code, None)
        self.listed.closed(code)
        for hashed in [h for h, c in self.tokens.items() if c == code]:
            del self.tokens[hashed]
        if self.created[hosted.creator] > 0:
            self.created[hosted.creator] -= 1
        if hosted.journal is not None:
            self.outbox.retire(hosted.journal)
