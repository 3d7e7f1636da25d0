"""Today's dice in the history: a day's game is played once for the record, again as practice.

A daily game's record carries ``meta.daily``: ``{"date", "game", "preset", "code",
"practice", "hard"}`` (``hard``: what the strongest computer scored alone on the same dice, or
null).  The first game of a day (per game and preset) stored without ``practice`` is the
record; later ones are practice, and practice games stay out of the statistics and high
scores (:data:`NOT_PRACTICE`, which also leaves out a position tried again:
``meta.practice``, :func:`practice_meta`).  The daily list is read from the stored records,
so it lives where the games do and survives a restart with them."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any, Protocol

from kosci_gui.engine.daily import Daily

log = logging.getLogger(__name__)

class Queries(Protocol):
    """The history's read side (:class:`~kosci_gui.storage.history_queries.HistoryQueries`)."""

    def _query(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]: ...


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


def daily_meta(daily: Daily, *, practice: bool, hard: int | None = None) -> dict[str, Any]:
    """The ``meta.daily`` object of a game of ``daily``."""
    return {"date": daily.date.isoformat(), "game": daily.game, "preset": daily.preset,
            "code": daily.code, "practice": practice, "hard": hard}


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
    hard: int | None
    practice: bool


def daily_list(db: Queries) -> list[DailyEntry]:
    """The stored daily games, newest day first (then newest played)."""
    rows = db._query(
        "SELECT g.id, g.played_at, json_extract(g.record, '$.meta.daily'),"
        " (SELECT r.total FROM results r WHERE r.game_id = g.id AND r.type = 'human'"
        "  ORDER BY r.seat LIMIT 1)"
        " FROM games g WHERE json_extract(g.record, '$.meta.daily') IS NOT NULL"
        " ORDER BY json_extract(g.record, '$.meta.daily.date') DESC, g.played_at DESC, g.id DESC")
    out = []
    for game_id, played_at, text, score in rows:
        try:
            meta = json.loads(text)
            hard = meta.get("hard")
            out.append(DailyEntry(int(game_id), str(played_at), str(meta["date"]),
                                  str(meta["game"]), str(meta["preset"]), str(meta["code"]),
                                  None if score is None else int(score),
                                  None if not isinstance(hard, int) else hard,
                                  meta.get("practice") is True))
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            log.warning("history: daily game %s cannot be listed: %s", game_id, exc)
    return out


def played_for_record(db: Queries, daily: Daily) -> bool:
    """Whether the day's game (its game and preset) was already played for the record: a new
    game of it is practice."""
    return any(e.date == daily.date.isoformat() and e.game == daily.game
               and e.preset == daily.preset and not e.practice for e in daily_list(db))
