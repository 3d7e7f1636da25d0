"""Game records: one JSON document per game (``kosci-record/1``, RULES.md §6).

:func:`to_record` writes a game's record, :func:`from_record` checks a record against the rules
by replaying it, :func:`replay_summary` gives the replay output of ``kosci-cli replay``.
Malformed documents and illegal actions raise :class:`RecordError` naming the turn.

Records come from files anyone can hand us, so reading is strict and bounded (docs/records.md,
"Limits"; the file and JSON part is :mod:`~kosci_gui.engine.record_file`): at most
:data:`MAX_TURNS` turns, :data:`MAX_STEPS` steps a Thousand turn; error messages quote values
shortly, on one line.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from .dice import DiceSource
from .errors import RecordError, RuleError
from .game import LEVELS, Game, check_clock, make_players
from .games import describe, game_keys, make_game
from .record_file import (
    RecordSyntaxError,
    check_tree,
    is_whole,
    need,
    one_line,
    parse_document,
    quote,
    read_limited,
)
from .thousand_record import MAX_STEPS

FORMAT = "kosci-record/1"
#: Turn-flow, visibility and duplicate-dice settings (§3, §5, §5a) and their types; they
#: change no score.
SETTINGS: dict[str, type] = {"confirm_move": bool, "auto_score_seconds": int,
                             "open_scorecards": bool, "duplicate": bool}
#: The longest auto-score delay a record may ask for, in seconds.
AUTO_SCORE_MAX = 60
#: Top-level keys: the replay contract's, plus what a saved game adds (``clocks``: seconds
#: left per player; ``held``: dice held between rolls; ``meta``: free-form app data, where a
#: table's game keeps its fair dice, checked by :mod:`kosci_gui.tables.fair_dice`).
TOP_KEYS = frozenset({"format", "game", "rules", "players", "clock_minutes", "seed", "turns",
                      "settings", "clocks", "held", "meta"})

#: The most turns a record may hold. A six-player triple game has 234 and a long Thousand a
#: few hundred; the bound is for the games that need not end (Thousand under ``reader_a``
#: with every player left stuck at 986-999, RULES.md §2) and for hostile files.
MAX_TURNS = 5000
__all__ = ["FORMAT", "MAX_STEPS", "MAX_TURNS", "from_record", "load_record", "replay",
           "replay_summary", "to_record", "undo_last_write"]

def to_record(game: Game, *, settings: Mapping[str, Any] | None = None,
              extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The game's record so far. ``extra`` may add ``clocks``, ``held`` and ``meta``;
    ``settings["duplicate"]`` always follows the game itself."""
    doc: dict[str, Any] = {
        "format": FORMAT,
        "game": game.game,
        "rules": game.rules.to_json(),
        "players": [p.to_json() for p in game.players],
    }
    if game.clock_minutes is not None:
        doc["clock_minutes"] = game.clock_minutes
    doc["seed"] = game.dice_source.seed
    merged = {k: v for k, v in (settings or {}).items() if k != "duplicate"}
    if game.duplicate:
        merged["duplicate"] = True
    if merged:
        doc["settings"] = merged
    doc["turns"] = game.record_turns()
    for key, value in (extra or {}).items():
        if key not in TOP_KEYS:
            raise ValueError(f"not a record key: {key}")
        doc[key] = value
    return doc


def load_record(path: str | Path) -> dict[str, Any]:
    """Read a record file (strictly, see :func:`read_limited` and :func:`parse_document`);
    a file that is not a JSON object raises :class:`RecordError`."""
    doc = parse_document(read_limited(path), str(path))
    if not isinstance(doc, dict):
        raise RecordError("a game record must be a JSON object")
    return doc


def _header(doc: Any) -> Game:
    """Check everything but the turns and build the starting game."""
    need(isinstance(doc, dict), "a game record must be a JSON object")
    turns = doc.get("turns")  # counted first: a bound that costs nothing to check
    need(not isinstance(turns, list) or len(turns) <= MAX_TURNS,
          f"a record holds at most {MAX_TURNS} turns, not {len(turns or ())}")
    try:
        check_tree(doc)
    except RecordSyntaxError as err:
        raise RecordError(one_line(str(err))) from err
    unknown = sorted(set(doc) - TOP_KEYS)
    need(not unknown, f"unknown record key(s): {', '.join(unknown)}")
    fmt = doc.get("format")
    need(fmt == FORMAT,
          f"unsupported record format {quote(fmt)} (this version reads {quote(FORMAT)})")
    game = doc.get("game")
    need(game in game_keys(),
         f"'game' must be one of {', '.join(game_keys())}, not {quote(game)}")
    rules_spec = doc.get("rules", {})
    need(isinstance(rules_spec, dict), "'rules' must be an object")
    players = doc.get("players")
    need(isinstance(players, list) and players != [], "'players' must be a non-empty list")
    for i, p in enumerate(players):
        need(isinstance(p, dict) and isinstance(p.get("name"), str),
              f"player {i} must be an object with a 'name' string")
        need(p.get("type", "human") in ("human", "computer"),
              f"player {i}: 'type' must be human or computer")
        need(p.get("level") is None or p.get("level") in LEVELS,
              f"player {i}: 'level' must be one of {', '.join(LEVELS)}")
        extra = sorted(set(p) - {"name", "type", "level"})
        need(not extra, f"player {i}: unknown key(s) {', '.join(extra)}")
    seed = doc.get("seed")
    need(seed is None or is_whole(seed), "'seed' must be a whole number")
    settings = doc.get("settings", {})
    need(isinstance(settings, dict), "'settings' must be an object")
    for key, value in settings.items():
        need(key in SETTINGS, f"unknown setting {quote(key)}")
        need(isinstance(value, SETTINGS[key]) and (
            SETTINGS[key] is bool or not isinstance(value, bool)),
              f"setting {quote(key)} must be a {SETTINGS[key].__name__}")
        need(key != "auto_score_seconds" or 0 <= value <= AUTO_SCORE_MAX,
              f"setting 'auto_score_seconds' must be 0 (off) to {AUTO_SCORE_MAX}")
    need(isinstance(doc.get("turns"), list), "'turns' must be a list")
    try:
        kind = describe(game)
        rules = kind.rules(rules_spec)
        seats = make_players(kind, players)
        clock = check_clock(doc.get("clock_minutes"))
    except RuleError as err:
        raise RecordError(one_line(str(err))) from err
    return make_game(rules, seats, clock_minutes=clock,
                     dice=DiceSource(seed, duplicate=settings.get("duplicate", False)))


def _start(game: Game, t: int, turn: Any) -> None:
    need(isinstance(turn, dict), "a turn must be an object", t)
    need(is_whole(turn.get("player")), "a turn needs a 'player' index", t)
    need(isinstance(turn.get("timeout", False), bool), "'timeout' must be true or false", t)
    if turn.get("timeout"):
        need(game.clock_minutes is not None, "a timeout needs a game clock (clock_minutes)", t)
    game.check_turn(turn["player"])


def replay(doc: Any) -> Iterator[Game]:
    """Replay a record a turn at a time, checking it as :func:`from_record` does: the game
    before the first turn, then after each turn (one game, changed in place)."""
    for game, _drawn, _in_turn in _replay(doc):
        yield game


def _replay(doc: Any) -> Iterator[tuple[Game, int, int]]:
    """(the game, dice drawn so far, dice drawn in the last turn) at the start and after
    each turn."""
    game = _header(doc)
    turns = doc["turns"]
    drawn = in_turn = 0
    yield game, drawn, in_turn
    for t, turn in enumerate(turns):
        last = t == len(turns) - 1
        try:
            _start(game, t, turn)
            in_turn = describe(game.game).replay_turn(game, t, turn, last)
        except RuleError as err:
            raise RecordError(one_line(str(err)), turn=t, cause=err) from err
        drawn += in_turn
        yield game, drawn, in_turn


def from_record(doc: Any) -> Game:
    """Check a record against the rules by replaying it; returns the game as it stands.

    The dice source continues after the recorded dice (the record's seed, if any); with
    duplicate dice, in the stream of the turn in progress after the dice it has drawn.
    """
    *_, (game, drawn, in_turn) = _replay(doc)  # replayed to the end
    if doc.get("seed") is not None:
        game.dice_source = DiceSource(
            doc["seed"], drawn, duplicate=game.duplicate, turn=game.turn_number(),
            position=in_turn if game.turn_open else 0)
    return game


def replay_summary(game: Game) -> dict[str, Any]:
    """The output of ``kosci-cli replay``: finished, winners (names), players' totals."""
    totals = game.totals()
    return {
        "finished": game.finished,
        "winners": [game.players[i].name for i in game.winners()],
        "players": [{"name": p.name, "total": totals[i], "out": game.out[i]}
                    for i, p in enumerate(game.players)],
    }


def last_write_turn(game: Game) -> int | None:
    """Index of the last turn that wrote a box (Kości) or banked (Thousand), or None."""
    for t in range(len(game.turns) - 1, -1, -1):
        turn = game.turns[t]
        if "score" in turn or any("bank" in s for s in turn.get("steps", ())):
            return t
    return None


def undo_last_write(game: Game, *, settings: Mapping[str, Any] | None = None,
                    rewind: bool = False) -> Game:
    """The game as it stood just before its last write, dice as they were rolled.

    Every later turn is undone too (the caller decides whether that is allowed); the dice
    source goes on from where it was, so nothing is ever re-rolled into a known future.
    With ``rewind`` (the turns undone were a computer's, whose dice the player has seen),
    the next turn is dealt the dice those turns were dealt again; the reopened turn itself,
    if it throws again, gets dice nobody has seen (:class:`~.dice.DiceSource`'s rewind).
    """
    t = last_write_turn(game)
    if t is None:
        raise RuleError("nothing_to_undo")
    doc = to_record(game, settings=settings)
    turns = doc["turns"][: t + 1]
    last = turns[t]
    if "score" in last:
        del last["score"]
    else:
        last["steps"] = last["steps"][:-1]
    doc["turns"] = turns
    rebuilt = from_record(doc)
    if not game.duplicate:
        # in duplicate mode the rebuilt source already stands in the reopened turn's stream
        source = game.dice_source
        floor = rebuilt.dice_source.draws  # the dice the record shows, to the reopened turn
        again = floor if rewind else source.rewind
        rebuilt.dice_source = DiceSource(source.seed, source.draws,
                                         rewind=again if again is not None and again <= floor
                                         else None)
    return rebuilt
