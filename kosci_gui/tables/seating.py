"""The seats of a table (:class:`~.session.TableSession` is built on :class:`Seating`):
who sits where, the host, the tokens (kept only as hashes), the players' seeds for the dice,
who is connected and since when they are away, the numbers of their last moves; and what the
table's changes since the last look were (:class:`Change`) and the journal lines they
make."""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from kosci_gui.engine.events import Event

from . import fair_dice
from .errors import TableError
from .spec import Seat, TableSpec, new_seats, seat_name


class State(str, Enum):
    WAITING = "waiting"
    PLAYING = "playing"
    FINISHED = "finished"


def token_hash(token: str) -> str:
    """What the table keeps of a seat's token (the token itself is never stored)."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Change:
    """What the actions since the last :meth:`TableSession.drain` did: the events of each,
    with the seat that acted, and the first turn of the record they changed."""

    turns_from: int | None = None
    events: list[tuple[int | None, Event]] = field(default_factory=list)
    seats_changed: bool = False


class Seating:
    """The seats of one table and its state (waiting, playing, finished)."""

    def __init__(self, spec: TableSpec) -> None:
        self.spec = spec
        self.seats: list[Seat] = new_seats(spec)
        self.state = State.WAITING
        self.host: int | None = None
        #: Grows with every change of the table (a move made at an older one is stale).
        self.version = 0
        #: Journal lines not yet written (the caller drains them).
        self.pending: list[dict[str, Any]] = []
        self._change = Change()

    @property
    def seated(self) -> list[Seat]:
        return [s for s in self.seats if s.taken]

    def seat_of(self, token: str) -> Seat | None:
        """The person's seat this token opens (compared in constant time), or None."""
        wanted = token_hash(token)
        for seat in self.seats:
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, wanted):
                return seat
        return None

    # -- seats ----------------------------------------------------------------------------------

    def sit(self, name: Any, token: str, now: float, *, seed: Any = "",
            seat: Any = None) -> Seat:
        """A person sits down (the first free seat, or ``seat``); ``token`` is the secret that
        takes the seat back (only its hash is kept)."""
        self._need(State.WAITING)
        name = seat_name(name)
        if not fair_dice.valid_player_seed(seed):
            raise TableError("bad_seed")
        if any(s.name == name for s in self.seats):
            raise TableError("name_taken", name=name)
        free = [s for s in self.seats if not s.taken]
        if seat is not None:
            if isinstance(seat, bool) or not isinstance(seat, int) or not (
                    0 <= seat < len(self.seats)):
                raise TableError("bad_seat", seat=seat)
            if self.seats[seat].taken:
                raise TableError("seat_taken", seat=seat)
            chosen = self.seats[seat]
        elif free:
            chosen = free[0]
        else:
            raise TableError("table_full")
        self.seat_person(chosen.index, name, token_hash(token), seed, now)
        return chosen

    def seat_person(self, index: int, name: str, hashed: str, seed: str, now: float) -> None:
        """Seat ``index`` taken (checked by :meth:`sit`; the journal's lines come here)."""
        self._need(State.WAITING)
        seat = self.seats[index]
        seat.name, seat.token_hash, seat.seed = name, hashed, seed
        seat.connected, seat.away_since, seat.last_seq = False, now, 0
        if self.host is None:
            self.host = index
        self._log({"op": "sit", "seat": index, "name": name, "token_hash": hashed,
                   "seed": seed})
        self._seats_changed()

    def stand(self, index: int, now: float) -> None:
        """A person leaves their seat before the game or after its end."""
        if self.state is State.PLAYING:
            raise TableError("not_waiting")
        self.seats[index].clear()
        if self.host == index:
            self.host = next((s.index for s in self.seats
                              if s.taken and not s.is_computer), None)
        self._log({"op": "stand", "seat": index})
        self._seats_changed()

    def set_seed(self, index: int, seed: Any) -> None:
        """The seed this person's app adds to the dice (before the start)."""
        self._need(State.WAITING)
        if not fair_dice.valid_player_seed(seed):
            raise TableError("bad_seed")
        self.seats[index].seed = seed
        self._log({"op": "seed", "seat": index, "seed": seed})
        self._seats_changed()

    def connect(self, index: int, connected: bool, now: float) -> None:
        """A person's connection came (or went): not a journal line (a restarted server
        counts everybody away from its start)."""
        seat = self.seats[index]
        seat.connected = connected
        seat.away_since = None if connected else now
        self._change.seats_changed = True

    def use_seq(self, index: int, seq: Any) -> None:
        """Refuse a message number this seat has used already: a repeated or stale move."""
        last = self.seats[index].last_seq
        if isinstance(seq, bool) or not isinstance(seq, int) or seq <= last:
            raise TableError("seq_used", seq=seq, last=last)

    # -- for the caller ------------------------------------------------------------------------

    def drain(self) -> Change:
        """What changed since the last call (for the updates to send)."""
        change, self._change = self._change, Change()
        return change

    def take_pending(self) -> list[dict[str, Any]]:
        lines, self.pending = self.pending, []
        return lines

    def _need(self, state: State) -> None:
        if self.state is not state:
            raise TableError({State.WAITING: "not_waiting", State.PLAYING: "not_playing",
                              State.FINISHED: "not_finished"}[state])

    def _log(self, line: dict[str, Any]) -> None:
        self.pending.append(line)

    def _seats_changed(self) -> None:
        self.version += 1
        self._change.seats_changed = True
