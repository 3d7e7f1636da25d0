"""Today's dice in the history: a day's game is played once for the record, again as practice.

A daily game's record carries ``meta.daily``: ``{"date", "game", "preset", "code",
"practice", "hard", "hard_turns"}`` (``hard``: the points the strongest computer made of the
same dice in the player's seat, ``hard_turns``: the turns it played — see
:mod:`kosci_gui.ai.daily`; both null until it is known).  It is computed in the background: a
game that ends before it is stored without it, and :func:`add_hard` writes it into the stored
record (or the pending one) when it comes.

The first game of a day (per game and preset) stored without ``practice`` is the record;
later ones are practice, and practice games stay out of the statistics and high scores
(:data:`NOT_PRACTICE`, which also leaves out a position tried again: ``meta.practice``,
:func:`practice_meta`).  The daily list is read from the stored records, so it lives where
the games do and survives a restart with them."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from kosci_gui.engine.daily import Daily
from kosci_gui.engine.errors import RecordError
from kosci_gui.engine.record import from_record
from kosci_gui.engine.record_file import parse_document, read_limited

from .atomic import write_json_atomic

log = logging.getLogger(__name__)

class Queries(Protocol):
    """The history's read side (:class:`~kosci_gui.storage.history_queries.HistoryQueries`)."""

    def _query(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]: ...


class Store(Queries, Protocol):
    """The history's write side (:class:`~kosci_gui.storage.history.HistoryDB`)."""

    pending: Path | None

    def add_game(self, doc: dict[str, Any], game: Any, *, assisted: bool = False,
                 played_at: str | None = None) -> Any: ...


#: The ``meta`` key of a daily game.
DAILY = "daily"

#: The ``meta`` key of a practice game that is not a day's: a position of a game tried
#: again (``{"from": the original game's meta id, "turn", "throw"}``).
PRACTICE = "practice"

#: SQL over ``games g``: the game is not a practice game (a daily one played again, or a
#: position tried again); practice games stay out of the statistics and high scores.
NOT_PRACTICE = ("COALESCE(json_extract(g.record, '$.meta.daily.practice'), 0) = 0"
                " AND json_extract(g.record, '$.meta.practice') IS NULL")


def practice_meta(origin: str | None, turn: int, throw: int) -> dict[str, Any]:
    """The ``meta.practice`` object of a position tried again: turn ``turn`` (0-based)
    after throw ``throw`` (1-based) of the game whose meta id is ``origin``."""
    return {"from": origin, "turn": turn, "throw": throw}


def is_practice(meta: Any) -> bool:
    """Is a game with this ``meta`` a practice game (as :data:`NOT_PRACTICE` counts)?"""
    if not isinstance(meta, dict):
        return False
    daily = meta.get(DAILY)
    return meta.get(PRACTICE) is not None or (
        isinstance(daily, dict) and daily.get("practice") is True)


def daily_meta(daily: Daily, *, practice: bool, hard: int | None = None,
               hard_turns: int | None = None) -> dict[str, Any]:
    """The ``meta.daily`` object of a game of ``daily``."""
    return {"date": daily.date.isoformat(), "game": daily.game, "preset": daily.preset,
            "code": daily.code, "practice": practice, "hard": hard, "hard_turns": hard_turns}


@dataclass(frozen=True)
class DailyEntry:
    """One stored daily game, as the daily list shows it."""

    game_id: int
    played_at: str
    date: str
    game: str
    preset: str
    code: str
    #: The first human's total (None: no human played).
    score: int | None
    #: The turns the first human played (None: no human played).
    turns: int | None
    hard: int | None
    hard_turns: int | None
    practice: bool


def daily_list(db: Queries) -> list[DailyEntry]:
    """The stored daily games, newest day first (then newest played)."""
    rows = db._query(
        "SELECT g.id, g.played_at, json_extract(g.record, '$.meta.daily'), r.total,"
        " (SELECT COUNT(*) FROM json_each(g.record, '$.turns') t"
        "  WHERE json_extract(t.value, '$.player') = r.seat)"
        " FROM games g LEFT JOIN results r ON r.game_id = g.id AND r.seat ="
        "  (SELECT MIN(h.seat) FROM results h WHERE h.game_id = g.id AND h.type = 'human')"
        " WHERE json_extract(g.record, '$.meta.daily') IS NOT NULL"
        " ORDER BY json_extract(g.record, '$.meta.daily.date') DESC, g.played_at DESC, g.id DESC")
    out = []
    for game_id, played_at, text, score, turns in rows:
        try:
            meta = json.loads(text)
            out.append(DailyEntry(int(game_id), str(played_at), str(meta["date"]),
                                  str(meta["game"]), str(meta["preset"]), str(meta["code"]),
                                  None if score is None else int(score),
                                  None if score is None else int(turns),
                                  _whole(meta.get("hard")), _whole(meta.get("hard_turns")),
                                  meta.get("practice") is True))
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            log.warning("history: daily game %s cannot be listed: %s", game_id, exc)
    return out


def played_for_record(db: Queries, daily: Daily) -> bool:
    """Whether the day's game (its game and preset) was already played for the record: a new
    game of it is practice."""
    return any(e.date == daily.date.isoformat() and e.game == daily.game
               and e.preset == daily.preset and not e.practice for e in daily_list(db))


def _whole(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def add_hard(db: Store, uid: str, hard: int, hard_turns: int) -> bool:
    """Write what ``hard`` made of the day's dice into the stored daily game ``uid`` (in the
    history, or its pending folder), when the game ended before it was known; returns whether
    a stored game took it (False: not stored, or not a daily game — nothing to do)."""
    rows = db._query("SELECT record, played_at, assisted FROM games WHERE uid = ?", (uid,))
    pending = None if db.pending is None else db.pending / f"{uid}.json"
    item: dict[str, Any] | None = None
    try:
        if rows:
            item = {"record": json.loads(rows[0][0]), "played_at": str(rows[0][1]),
                    "assisted": bool(rows[0][2])}
        elif pending is not None and pending.is_file():
            item = parse_document(read_limited(pending), pending.name)
        marks = None if item is None else item["record"]["meta"][DAILY]
    except (OSError, RecordError, ValueError, TypeError, KeyError) as exc:
        log.warning("history: daily game %s cannot take hard's score: %s", uid, exc)
        return False
    if item is None or not isinstance(marks, dict):
        return False
    marks.update(hard=hard, hard_turns=hard_turns)
    doc = item["record"]
    if rows:
        try:
            game = from_record(doc)
        except RecordError as exc:
            log.warning("history: daily game %s cannot take hard's score: %s", uid, exc)
            return False
        db.add_game(doc, game, assisted=item.get("assisted") is True,
                    played_at=item["played_at"])
        return True
    assert pending is not None
    try:
        write_json_atomic(pending, item)
    except (OSError, ValueError) as exc:
        log.error("history: could not keep hard's score with the pending game: %s", exc)
        return False
    return True
