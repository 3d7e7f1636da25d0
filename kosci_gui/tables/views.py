"""What one seat (or a spectator) may see of a table: the seats, whose turn, the clocks, and
the game's record with every card the viewer may not see masked (RULES.md §5: with hidden
cards a player sees only their own card until the end; a spectator sees what a seat-less
player may, so none). A masked turn keeps only whose it was (and a timeout, which everybody
sees); masked totals are None; the events of another seat's action keep only their name.
The dice of a masked turn are masked too: a Thousand throw tells the points.

The server seed and the seats' tokens never appear: the record carries the seed only once
the game has ended (:meth:`~.session.TableSession.record`), and a token is sent once, to its
own seat, by the server."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from kosci_gui.engine.events import Event
from kosci_gui.engine.visibility import seat_sees

from .session import State, TableSession

#: The fields of an event that name a seat.
_SEAT_FIELDS = ("player", "victim", "by")


def cards_seen(session: TableSession, viewer: int | None) -> list[bool]:
    """For each seat, may ``viewer`` (None: a spectator) see its card now? The engine's
    rule for a player at a screen of their own (:func:`seat_sees`)."""
    game = session.game
    assert game is not None
    return seat_sees(game.player_count, viewer, open_scorecards=session.spec.open_scorecards,
                     finished=game.finished)


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def event_json(event: Event) -> dict[str, Any]:
    """An engine event as JSON: ``{"event": its type's name, ...its fields}``."""
    out: dict[str, Any] = {"event": type(event).__name__}
    for f in dataclasses.fields(event):
        out[f.name] = _plain(getattr(event, f.name))
    return out


def events_for(events: Iterable[tuple[int | None, Event]], seen: Sequence[bool],
               viewer: int | None) -> list[dict[str, Any]]:
    """The events as ``viewer`` may see them: whole when every seat they name is seen (or
    one of them is the viewer's), else only their name and the seat that acted."""
    out = []
    for actor, event in events:
        named = {getattr(event, f) for f in _SEAT_FIELDS if hasattr(event, f)}
        if viewer in named or all(seen[i] for i in named if isinstance(i, int)):
            out.append(event_json(event))
        else:
            out.append({"event": type(event).__name__, "player": actor})
    return out


def mask_turns(turns: Sequence[Mapping[str, Any]], seen: Sequence[bool]
               ) -> list[dict[str, Any]]:
    out = []
    for turn in turns:
        if seen[turn["player"]]:
            out.append(dict(turn))
        else:
            masked: dict[str, Any] = {"player": turn["player"]}
            if turn.get("timeout"):
                masked["timeout"] = True
            out.append(masked)
    return out


def seat_json(session: TableSession, index: int, now: float) -> dict[str, Any]:
    """One seat as everybody sees it: who sits there, connected or for how long away, and
    how long until a computer plays for them (or, before the start, the seat is freed)."""
    seat = session.seats[index]
    out: dict[str, Any] = {"seat": index, "name": seat.name, "type": seat.type.value,
                           "level": seat.level, "host": index == session.host,
                           "connected": seat.is_computer or seat.connected,
                           "seed_given": bool(seat.seed)}
    if seat.taken and not seat.is_computer and seat.away_since is not None:
        away = max(0.0, now - seat.away_since)
        out["away_seconds"] = round(away, 1)
        if session.clock is None or session.state is not State.PLAYING:
            out["back_within"] = round(max(0.0, session.away_seconds - away), 1)
    if session.state is State.PLAYING and session.game is not None:
        out["stand_in"] = index == session.acting_seat() and session.stand_in(now)
    return out


def listing(session: TableSession) -> dict[str, Any]:
    """The table's row in the room's list."""
    spec = session.spec
    host = session.seats[session.host].name if session.host is not None else None
    return {"code": session.code, "game": spec.game, "rules": spec.rules.to_json(),
            "seats": len(session.seats), "taken": len(session.seated),
            "computers": list(spec.computers), "clock_minutes": spec.clock_minutes,
            "open_scorecards": spec.open_scorecards, "duplicate": spec.duplicate,
            "state": session.state.value, "host": host, "round": session.round,
            "players": [s.name for s in session.seats]}


@dataclass(frozen=True)
class Shared:
    """What every viewer's view of the table at one moment has in common (made once for
    all the viewers of an update)."""

    spec: dict[str, Any]
    seats: list[dict[str, Any]]
    totals: list[int] | None


def shared_part(session: TableSession, now: float) -> Shared:
    game = session.game
    return Shared(session.spec.to_json(),
                  [seat_json(session, i, now) for i in range(len(session.seats))],
                  game.totals() if game is not None else None)


def view_for(session: TableSession, viewer: int | None, now: float, *,
             record: Mapping[str, Any] | None = None, turns_from: int = 0,
             events: Iterable[tuple[int | None, Event]] = (),
             shared: Shared | None = None) -> dict[str, Any]:
    """The table as ``viewer`` (a seat, or None for a spectator) may see it at ``now``;
    the record's turns from ``turns_from`` on (0: all of them), and the events given, as
    the viewer may see them. ``record`` and ``shared``: the session's record
    (``session.record(turns_from)``) and :func:`shared_part`, when the caller has made them
    already (once for every viewer of an update). The views share those parts: they are
    for sending, not for changing."""
    common = shared or shared_part(session, now)
    out: dict[str, Any] = {
        "table": session.code, "version": session.version, "state": session.state.value,
        "round": session.round, "spec": common.spec, "you": viewer,
        "seats": common.seats, "commitment": session.commitment,
    }
    if viewer is not None:
        out["last_seq"] = session.seats[viewer].last_seq
    game = session.game
    if game is None:
        return out
    seen = cards_seen(session, viewer)
    totals = common.totals
    assert totals is not None
    part = record if record is not None else session.record(turns_from)
    masked = {k: v for k, v in part.items() if k != "turns"}
    masked["turns"] = list(part["turns"]) if all(seen) else mask_turns(part["turns"], seen)
    out.update({
        "current": game.current, "finished": game.finished, "out": list(game.out),
        "totals": [t if seen[i] else None for i, t in enumerate(totals)],
        "turns_from": turns_from, "turn_count": len(game.turns), "record": masked,
        "events": events_for(events, seen, viewer),
    })
    if game.finished:
        out["winners"] = [game.players[i].name for i in game.winners()]
        out["ranking"] = [[rank, i] for rank, i in game.ranking()]
    if session.clock is not None:
        clock = session.clock
        out["clocks"] = [None if session.seats[i].is_computer else
                         round(clock.remaining(i, now), 2) for i in range(game.player_count)]
        out["clock_running"] = clock.running
    return out
