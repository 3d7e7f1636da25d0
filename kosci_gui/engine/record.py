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
from .factory import make_game
from .game import LEVELS, Game, check_clock, make_players
from .kosci import KosciGame
from .record_file import (
    RecordSyntaxError,
    check_tree,
    one_line,
    parse_document,
    quote,
    read_limited,
)
from .rules import GAMES, make_rules
from .thousand import ThousandGame

FORMAT = "kosci-record/1"
#: Turn-flow, visibility and duplicate-dice settings (§3, §5, §5a) and their types; they
#: change no score.
SETTINGS: dict[str, type] = {"confirm_move": bool, "auto_score_seconds": int,
                             "open_scorecards": bool, "duplicate": bool}
#: The longest auto-score delay a record may ask for, in seconds.
AUTO_SCORE_MAX = 60
#: Top-level keys: the replay contract's, plus what a saved game adds (``clocks``: seconds
#: left per player; ``held``: dice held between rolls; ``meta``: free-form app data).
TOP_KEYS = frozenset({"format", "game", "rules", "players", "clock_minutes", "seed", "turns",
                      "settings", "clocks", "held", "meta"})

#: The most turns a record may hold. A six-player triple game has 234 and a long Thousand a
#: few hundred; the bound is for the games that need not end (Thousand under ``reader_a``
#: with every player left stuck at 986-999, RULES.md §2) and for hostile files.
MAX_TURNS = 5000
#: The most steps one Thousand turn may hold (hot dice can go on; a real turn has a dozen).
MAX_STEPS = 1000
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


# -- validation helpers --------------------------------------------------------------------------


def _need(ok: bool, message: str, turn: int | None = None) -> None:
    if not ok:
        raise RecordError(one_line(message), turn=turn)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int_list(value: Any, what: str, turn: int | None, *, low: int, high: int) -> list[int]:
    _need(isinstance(value, list) and all(_is_int(v) for v in value),
          f"{what} must be a list of whole numbers", turn)
    _need(all(low <= v <= high for v in value),
          f"{what} must hold values from {low} to {high}, not {quote(value)}", turn)
    return value


def _header(doc: Any) -> Game:
    """Check everything but the turns and build the starting game."""
    _need(isinstance(doc, dict), "a game record must be a JSON object")
    turns = doc.get("turns")  # counted first: a bound that costs nothing to check
    _need(not isinstance(turns, list) or len(turns) <= MAX_TURNS,
          f"a record holds at most {MAX_TURNS} turns, not {len(turns or ())}")
    try:
        check_tree(doc)
    except RecordSyntaxError as err:
        raise RecordError(one_line(str(err))) from err
    unknown = sorted(set(doc) - TOP_KEYS)
    _need(not unknown, f"unknown record key(s): {', '.join(unknown)}")
    fmt = doc.get("format")
    _need(fmt == FORMAT,
          f"unsupported record format {quote(fmt)} (this version reads {quote(FORMAT)})")
    game = doc.get("game")
    _need(game in GAMES, f"'game' must be one of {', '.join(GAMES)}, not {quote(game)}")
    rules_spec = doc.get("rules", {})
    _need(isinstance(rules_spec, dict), "'rules' must be an object")
    players = doc.get("players")
    _need(isinstance(players, list) and players != [], "'players' must be a non-empty list")
    for i, p in enumerate(players):
        _need(isinstance(p, dict) and isinstance(p.get("name"), str),
              f"player {i} must be an object with a 'name' string")
        _need(p.get("type", "human") in ("human", "computer"),
              f"player {i}: 'type' must be human or computer")
        _need(p.get("level") is None or p.get("level") in LEVELS,
              f"player {i}: 'level' must be one of {', '.join(LEVELS)}")
        extra = sorted(set(p) - {"name", "type", "level"})
        _need(not extra, f"player {i}: unknown key(s) {', '.join(extra)}")
    seed = doc.get("seed")
    _need(seed is None or _is_int(seed), "'seed' must be a whole number")
    settings = doc.get("settings", {})
    _need(isinstance(settings, dict), "'settings' must be an object")
    for key, value in settings.items():
        _need(key in SETTINGS, f"unknown setting {quote(key)}")
        _need(isinstance(value, SETTINGS[key]) and (
            SETTINGS[key] is bool or not isinstance(value, bool)),
              f"setting {quote(key)} must be a {SETTINGS[key].__name__}")
        _need(key != "auto_score_seconds" or 0 <= value <= AUTO_SCORE_MAX,
              f"setting 'auto_score_seconds' must be 0 (off) to {AUTO_SCORE_MAX}")
    _need(isinstance(doc.get("turns"), list), "'turns' must be a list")
    try:
        rules = make_rules(game, rules_spec)
        seats = make_players(game, players)
        clock = check_clock(doc.get("clock_minutes"))
    except RuleError as err:
        raise RecordError(one_line(str(err))) from err
    return make_game(rules, seats, clock_minutes=clock,
                     dice=DiceSource(seed, duplicate=settings.get("duplicate", False)))


def _start(game: Game, t: int, turn: Any) -> None:
    _need(isinstance(turn, dict), "a turn must be an object", t)
    _need(_is_int(turn.get("player")), "a turn needs a 'player' index", t)
    _need(isinstance(turn.get("timeout", False), bool), "'timeout' must be true or false", t)
    if turn.get("timeout"):
        _need(game.clock_minutes is not None, "a timeout needs a game clock (clock_minutes)", t)
    game.check_turn(turn["player"])


def _kosci_turn(game: KosciGame, t: int, turn: dict[str, Any], last: bool) -> int:
    """Replay one Kości-family turn; returns the number of dice drawn."""
    rolls = turn.get("rolls")
    _need(isinstance(rolls, list), "a Kości turn needs a 'rolls' list", t)
    assert isinstance(rolls, list)
    extra = sorted(set(turn) - {"player", "rolls", "score", "timeout"})
    _need(not extra, f"unknown turn key(s): {', '.join(extra)}", t)
    drawn = 0
    for k, roll in enumerate(rolls):
        _need(isinstance(roll, dict), f"roll {k} must be an object", t)
        dice = _int_list(roll.get("dice"), f"roll {k}: 'dice'", t, low=1, high=6)
        _need(len(dice) == 5, f"roll {k}: 'dice' must list 5 dice", t)
        held = _int_list(roll.get("held", []), f"roll {k}: 'held'", t, low=0, high=4)
        _need(len(set(held)) == len(held), f"roll {k}: 'held' repeats a position", t)
        _need(k == 0 or len(held) < 5, f"roll {k}: a roll throws at least one die", t)
        game.set_held(held)
        game.roll(dice)
        drawn += 5 - len(held)
    score = turn.get("score")
    if turn.get("timeout"):
        _need(score is None, "a timed-out turn carries no write", t)
        game.timeout()
    elif score is not None:
        _need(isinstance(score, dict) and isinstance(score.get("box"), str),
              "'score' must be an object with a 'box' key", t)
        column = score.get("column", 0)
        _need(_is_int(column), "'column' must be a whole number", t)
        _need(isinstance(score.get("auto", False), bool), "'auto' must be true or false", t)
        game.score(score["box"], column, automatic=score.get("auto") is True)
    else:
        _need(last, "only the last turn may lack 'score'", t)
    return drawn


_STEP_KEYS = ("roll", "set_aside", "bank", "pass")


def _thousand_turn(game: ThousandGame, t: int, turn: dict[str, Any], last: bool) -> int:
    """Replay one Thousand turn; returns the number of dice drawn."""
    steps = turn.get("steps")
    _need(isinstance(steps, list), "a Thousand turn needs a 'steps' list", t)
    assert isinstance(steps, list)
    _need(len(steps) <= MAX_STEPS, f"a turn holds at most {MAX_STEPS} steps", t)
    extra = sorted(set(turn) - {"player", "steps", "timeout"})
    _need(not extra, f"unknown turn key(s): {', '.join(extra)}", t)
    drawn = 0
    for s, step in enumerate(steps):
        _need(isinstance(step, dict) and len(step) == 1 and next(iter(step)) in _STEP_KEYS,
              f"step {s} must be one of {{roll}}, {{set_aside}}, {{bank}}, {{pass}}", t)
        _need(s == 0 or game.turn_open,
              f"step {s}: nothing may follow the end of the turn (a miss, write or pass)", t)
        (key, value), = step.items()
        if key == "roll":
            values = _int_list(value, f"step {s}: 'roll'", t, low=1, high=6)
            # the clock ran out with the last throw of a timed-out turn (RULES.md §6)
            clock_out = bool(turn.get("timeout")) and s == len(steps) - 1
            game.roll(values, clock_out=clock_out)
            drawn += len(values)
        elif key == "set_aside":
            game.set_aside(_int_list(value, f"step {s}: 'set_aside'", t, low=1, high=6))
        else:
            _need(value is True, f"step {s}: '{key}' must be true", t)
            if key == "bank":
                game.bank()
            else:
                game.pass_turn()
    if turn.get("timeout") and not (steps and "roll" in steps[-1] and not game.turn_open):
        _need(not steps or game.turn_open, "the turn ended before the timeout", t)
        game.timeout()
    else:
        _need(last or (bool(steps) and not game.turn_open),
              "only the last turn may be unfinished", t)
    return drawn


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
            if isinstance(game, ThousandGame):
                in_turn = _thousand_turn(game, t, turn, last)
            else:
                assert isinstance(game, KosciGame)
                in_turn = _kosci_turn(game, t, turn, last)
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


def undo_last_write(game: Game, *, settings: Mapping[str, Any] | None = None) -> Game:
    """The game as it stood just before its last write, dice as they were rolled.

    Every later turn is undone too (the caller decides whether that is allowed); the dice
    source goes on from where it was, so nothing is ever re-rolled into a known future.
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
        rebuilt.dice_source = DiceSource(game.dice_source.seed, game.dice_source.draws)
    return rebuilt
