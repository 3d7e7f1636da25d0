"""Saved-game documents: a game record (kosci-record/1) plus what a resume needs.

The record carries the whole game (its seed included, so the dice go on as they would have);
a save adds top-level ``"clocks"`` (remaining seconds per player), ``"settings"`` (§3/§5 keys),
``"held"`` (the dice held since the last roll, which the turns themselves do not show) and
``"meta"`` (app version, assisted flag, started/updated timestamps, a game id, and the dice
source's position: after an undo it is past the dice the record shows, and a resumed game
must not deal the undone dice again).

Reading never changes the file and goes through the engine's strict, bounded reader; every way
a file can be wrong becomes a :class:`SaveFileError` with a code the GUI turns into a
translated message.
"""

from __future__ import annotations

import math
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from kosci_gui import __version__
from kosci_gui.engine import record, record_file
from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.errors import RecordError, RuleError
from kosci_gui.engine.game import Game
from kosci_gui.engine.record import FORMAT
from kosci_gui.engine.record_file import RecordFileError, RecordSyntaxError, one_line, quote

from .atomic import write_json_atomic

FORMAT_FAMILY = "kosci-record/"

#: Codes of :class:`SaveFileError`.
UNREADABLE = "unreadable"          # the file cannot be read at all (missing, permissions, I/O)
NOT_A_FILE = "not_a_file"          # a folder, a pipe, a device: never read
TOO_LARGE = "too_large"            # more than the engine's MAX_BYTES: never read
NOT_JSON = "not_json"              # not a JSON document (truncated, binary, ...)
OTHER_VERSION = "other_version"    # a kosci record of another (newer) format version
NOT_A_RECORD = "not_a_record"      # JSON, but not a kosci record
INVALID = "invalid"                # a kosci record the rules refuse (names the turn)


class SaveFileError(Exception):
    """A saved game that cannot be opened. ``code`` is one of the constants above;
    ``detail`` says what exactly (English, for logs and the "details" part of a message)."""

    def __init__(self, code: str, detail: str = "", path: Path | None = None,
                 turn: int | None = None) -> None:
        self.code = code
        self.detail = one_line(detail, 200)
        self.path = path
        self.turn = turn
        super().__init__(f"{code}: {detail}" if detail else code)


def now_iso() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


@dataclass
class GameMeta:
    """What the app keeps about a game besides its record (the save's ``"meta"`` object):
    one id per game (so a finished game is stored once), when it started, whether it was
    assisted (hints shown or undo used: off the high-score tables), and the clock readings
    just after the last human write, per turn index (undo's clock refund). Keys a newer
    version wrote are kept in ``extra`` and written back unchanged."""

    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    started: str = field(default_factory=now_iso)
    assisted: bool = False
    write_clocks: dict[int, list[float]] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: Any) -> GameMeta:
        """The meta of a saved document; anything unreadable gets a fresh value."""
        if not isinstance(data, dict):
            return cls()
        meta = cls(extra={k: v for k, v in data.items() if k not in _META_KEYS})
        if isinstance(data.get("id"), str) and data["id"]:
            meta.id = data["id"]
        if isinstance(data.get("started"), str):
            meta.started = data["started"]
        meta.assisted = data.get("assisted") is True
        clocks = data.get("write_clocks")
        for key, value in (clocks.items() if isinstance(clocks, dict) else ()):
            try:
                meta.write_clocks[int(key)] = [float(v) for v in value]
            except (TypeError, ValueError):
                continue  # only undo's clock refund depends on it
        return meta

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = dict(self.extra)
        out.update(id=self.id, app_version=__version__, assisted=self.assisted,
                   started=self.started, updated=now_iso())
        if self.write_clocks:
            out["write_clocks"] = {str(t): c for t, c in self.write_clocks.items()}
        return out


#: (``autosave`` marks the autosave's whole write its journal continues: storage/journal.py.)
_META_KEYS = frozenset({"id", "app_version", "assisted", "started", "updated", "write_clocks",
                        "dice", "autosave"})

#: How many dice past the record's own a saved dice position may be (undo leaves the source
#: ahead by the dice of the turns it took back); a larger value is a damaged file.
MAX_DICE_AHEAD = 100_000


@dataclass
class SavedGame:
    """A game with everything needed to go on with it exactly where it stood."""

    game: Game
    clocks: list[float] | None = None
    settings: dict[str, Any] = field(default_factory=dict)
    meta: GameMeta = field(default_factory=GameMeta)

    @property
    def assisted(self) -> bool:
        return self.meta.assisted

    @property
    def uid(self) -> str:
        return self.meta.id


def current_holds(game: Game) -> list[int]:
    """Positions of the dice held now (Kości: kept for the next roll; Thousand: chosen to
    set aside), which the record's turns do not show."""
    return [] if game.finished else list(game.held_positions())


def save_extras(saved: SavedGame) -> dict[str, Any]:
    """What a save adds to the record: ``meta`` (with the dice source's position), ``held``
    (when dice are held), ``clocks`` (when the game has one)."""
    meta = saved.meta.to_json()
    meta["dice"] = saved.game.dice_source.state()
    extra: dict[str, Any] = {"meta": meta}
    holds = current_holds(saved.game)
    if holds:
        extra["held"] = holds
    if saved.clocks is not None:
        extra["clocks"] = [round(float(c), 3) for c in saved.clocks]
    return extra


def build_document(saved: SavedGame) -> dict[str, Any]:
    """The JSON document of a save: the record plus clocks, settings and meta."""
    return record.to_record(saved.game, settings=saved.settings or None,
                            extra=save_extras(saved))


def write_document(path: Path, saved: SavedGame) -> dict[str, Any]:
    """Write a save atomically; returns the document written."""
    doc = build_document(saved)
    write_json_atomic(path, doc)
    return doc


def read_document(path: Path) -> dict[str, Any]:
    """The JSON document of a save file, checked to be a kosci record of this version."""
    path = Path(path)
    try:
        data = record_file.read_limited(path)
    except RecordFileError as exc:
        code = {"not_a_file": NOT_A_FILE, "too_large": TOO_LARGE}.get(exc.reason, UNREADABLE)
        cause = exc.__cause__
        detail = cause.strerror if isinstance(cause, OSError) and cause.strerror else str(exc)
        raise SaveFileError(code, detail, path) from exc
    try:
        doc = record_file.parse_document(data, "the file")
    except RecordSyntaxError as exc:
        raise SaveFileError(NOT_JSON, str(exc), path) from exc
    return check_format(doc, path)


def check_format(doc: Any, path: Path | None = None) -> dict[str, Any]:
    """``doc`` if it is a kosci record of this version (a SaveFileError otherwise)."""
    if not isinstance(doc, dict):
        raise SaveFileError(NOT_A_RECORD, "the document is not a JSON object", path)
    fmt = doc.get("format")
    if fmt == FORMAT:
        return doc
    if isinstance(fmt, str) and fmt.startswith(FORMAT_FAMILY):
        raise SaveFileError(OTHER_VERSION, fmt, path)
    raise SaveFileError(NOT_A_RECORD, f"format is {quote(fmt)}, not {FORMAT!r}", path)


def restore_document(doc: dict[str, Any], path: Path | None = None) -> SavedGame:
    """Rebuild the game of a save (replaying its record) with clocks, settings and holds."""
    check_format(doc, path)
    try:
        game = record.from_record(doc)
    except RecordError as exc:
        raise SaveFileError(INVALID, str(exc), path, turn=exc.turn) from exc
    except Exception as exc:  # an untrusted file must never stop the app
        raise SaveFileError(INVALID, str(exc) or type(exc).__name__, path) from exc
    meta = GameMeta.from_json(doc.get("meta"))
    restore_dice(game, doc.get("meta"), path)
    settings = doc.get("settings")
    settings = dict(settings) if isinstance(settings, dict) else {}
    clocks = _clocks(doc.get("clocks"), game, path)
    holds = doc.get("held")
    if holds and game.turn_open:  # dice to hold are on the table
        if not (isinstance(holds, list) and all(
                isinstance(i, int) and not isinstance(i, bool) for i in holds)):
            raise SaveFileError(INVALID, f"held dice {quote(holds)}", path)
        try:
            game.set_held(holds)
        except RuleError as exc:
            raise SaveFileError(INVALID, f"held dice {quote(holds)}: {exc}", path) from exc
    return SavedGame(game, clocks, settings, meta)


def restore_dice(game: Game, meta: Any, path: Path | None = None) -> None:
    """Put the dice source where the saved game left it (``meta["dice"]``: its state).

    The record alone gives the position after the dice it shows; after an undo the source
    is further on (the undone dice were seen and are never dealt again), and after an undo
    of a computer's turn ``rewind`` says the next turn starts again at the record's own
    position (the computer is dealt its dice again). A position behind
    the record's, or of another seed, is ignored: the record's own is the floor. The one
    place that knows the dice source's saved form.  Duplicate dice (RULES.md §5a) come from
    each turn number's own stream, where replaying the record already leaves them."""
    state = meta.get("dice") if isinstance(meta, dict) else None
    if not isinstance(state, dict) or game.dice_source.duplicate:
        return
    seed, draws = state.get("seed"), state.get("draws")
    source = game.dice_source
    if not (isinstance(draws, int) and _whole(seed) and _whole(draws)) or (
            seed != source.seed or draws <= source.draws):
        return
    if draws - source.draws > MAX_DICE_AHEAD:
        raise SaveFileError(INVALID, f"dice position {draws}", path)
    # after an undo of a computer's turn the next turn starts again where the record's
    # dice end (storage/undo.py); any other rewind is not this record's and is ignored
    rewind = state.get("rewind")
    again = rewind if _whole(rewind) and rewind == source.draws else None
    game.dice_source = DiceSource(seed, draws, rewind=again)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _clocks(value: Any, game: Game, path: Path | None) -> list[float] | None:
    if value is None:
        return None
    limit = (game.clock_minutes or 0) * 60
    if not (isinstance(value, list) and len(value) == len(game.players)):
        raise SaveFileError(INVALID, f"clocks {quote(value)}", path)
    clocks = []
    for c in value:
        if isinstance(c, bool) or not isinstance(c, (int, float)) or not math.isfinite(c) or (
                not 0 <= c <= limit):
            raise SaveFileError(INVALID, f"clock reading {quote(c)}", path)
        clocks.append(float(c))
    return clocks


def open_saved_game(path: Path) -> SavedGame:
    """Read and rebuild a save file; the file itself is never changed."""
    return restore_document(read_document(path), Path(path))
