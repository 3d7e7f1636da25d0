"""Reading the history: the stored games as the history window lists them, statistics per
player, high scores and score distributions. A row that cannot be read is counted and left
out, never a reason for the window not to open."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from .daily_games import NOT_PRACTICE

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GameRow:
    """One stored game, as the history window lists it."""

    id: int
    played_at: str
    game: str
    preset: str
    custom: bool
    players: list[str]
    totals: list[int]
    winners: list[str]
    assisted: bool
    #: A practice game (out of the statistics and high scores: :data:`NOT_PRACTICE`).
    practice: bool = False


@dataclass(frozen=True)
class GameListing:
    """The stored games, and how many rows could not be read (left out, not lost)."""

    rows: list[GameRow]
    unreadable: int


@dataclass(frozen=True)
class PlayerStats:
    name: str
    game: str
    games: int
    wins: int
    average: float
    best: int
    five_kinds: int | None
    #: Share of columns that earned the upper bonus (None where there is no bonus).
    bonus_rate: float | None


@dataclass(frozen=True)
class HighScore:
    name: str
    total: int
    played_at: str
    game_id: int


class HistoryQueries:
    """The read side of :class:`~kosci_gui.storage.history.HistoryDB` (it provides
    :meth:`_query`, which never raises)."""

    def _query(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def listing(self, limit: int | None = None) -> GameListing:
        """Stored games, newest first; a row that cannot be read is counted, not listed."""
        sql = ("SELECT id, played_at, game, preset, custom, players, totals, winners, assisted,"
               f" NOT ({NOT_PRACTICE}) FROM games g ORDER BY played_at DESC, id DESC")
        params: tuple[Any, ...] = ()
        if limit is not None:
            sql += " LIMIT ?"
            params = (limit,)
        rows, unreadable = [], 0
        for r in self._query(sql, params):
            try:
                row = GameRow(int(r[0]), str(r[1]), str(r[2]), str(r[3]), bool(r[4]),
                              _strings(r[5]), [int(t) for t in json.loads(r[6])],
                              _strings(r[7]), bool(r[8]), bool(r[9]))
            except (TypeError, ValueError) as exc:
                log.warning("history: game %s cannot be listed: %s", r[0], exc)
                unreadable += 1
                continue
            rows.append(row)
        return GameListing(rows, unreadable)

    def games(self, limit: int | None = None) -> list[GameRow]:
        """Stored games that can be read, newest first."""
        return self.listing(limit).rows

    def record(self, game_id: int) -> dict[str, Any] | None:
        rows = self._query("SELECT record FROM games WHERE id = ?", (game_id,))
        if not rows:
            return None
        try:
            doc = json.loads(rows[0][0])
        except (TypeError, ValueError) as exc:
            log.warning("history: the record of game %s cannot be read: %s", game_id, exc)
            return None
        return doc if isinstance(doc, dict) else None

    def stored_uids(self) -> set[str]:
        """The ``meta.id`` of every stored game."""
        return {r[0] for r in self._query("SELECT uid FROM games WHERE uid IS NOT NULL")}

    def game_kinds(self) -> list[str]:
        return [r[0] for r in self._query("SELECT DISTINCT game FROM games ORDER BY game")]

    def presets(self, game: str) -> list[str]:
        return [r[0] for r in self._query(
            "SELECT DISTINCT preset FROM games WHERE game = ? ORDER BY preset", (game,))]

    def player_stats(self, game: str | None = None) -> list[PlayerStats]:
        """Per player name and game: games, wins, average and best, five-of-a-kinds and the
        upper bonus rate."""
        sql = ("SELECT r.name, g.game, COUNT(*), SUM(r.winner), AVG(r.total), MAX(r.total),"
               " SUM(r.five_kinds), SUM(r.bonus_columns), SUM(r.columns)"
               " FROM results r JOIN games g ON g.id = r.game_id")
        params: tuple[Any, ...] = ()
        sql += f" WHERE {NOT_PRACTICE}"
        if game is not None:
            sql += " AND g.game = ?"
            params = (game,)
        sql += " GROUP BY r.name, g.game ORDER BY g.game, COUNT(*) DESC, r.name"
        out = []
        for name, kind, games, wins, avg, best, five, bonus, columns in self._query(sql, params):
            rate = (bonus / columns) if columns else None
            out.append(PlayerStats(name, kind, games, int(wins or 0), float(avg), int(best),
                                   None if five is None else int(five), rate))
        return out

    def high_scores(self, game: str, preset: str, limit: int = 10) -> list[HighScore]:
        """Best totals of human players in unassisted games with the preset's own rules
        (daily practice games left out, as in every statistic)."""
        rows = self._query(
            "SELECT r.name, r.total, g.played_at, g.id FROM results r"
            " JOIN games g ON g.id = r.game_id"
            " WHERE g.game = ? AND g.preset = ? AND g.custom = 0 AND g.assisted = 0"
            f" AND r.type = 'human' AND r.out = 0 AND {NOT_PRACTICE}"
            " ORDER BY r.total DESC, g.played_at, g.id LIMIT ?", (game, preset, limit))
        return [HighScore(*r) for r in rows]

    def scores(self, game: str, name: str | None = None) -> list[int]:
        """Every final total in this game (of one player, or of all)."""
        sql = ("SELECT r.total FROM results r JOIN games g ON g.id = r.game_id"
               f" WHERE g.game = ? AND r.out = 0 AND {NOT_PRACTICE}")
        params: tuple[Any, ...] = (game,)
        if name is not None:
            sql += " AND r.name = ?"
            params = (game, name)
        return [r[0] for r in self._query(sql, params)]


def _strings(text: Any) -> list[str]:
    value = json.loads(text)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"not a list of names: {text!r:.60}")
    return value


