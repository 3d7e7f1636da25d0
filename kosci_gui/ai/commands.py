"""The ``advise`` and ``simulate`` commands of ``kosci-cli`` (JSON on stdout)."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from typing import Any

from kosci_gui.engine.errors import RecordError, RuleError
from kosci_gui.engine.games import describe, game_keys, make_rules
from kosci_gui.engine.moves import Bank, Pass, Roll, SetAside, Write
from kosci_gui.engine.record import from_record, load_record

from . import SIM_LEVELS, win_chances
from . import advise as advise_options
from .games import describe_ai
from .simulate import play
from .why import option_reasons
from .why_words import lines


def move_json(move: Any) -> dict[str, Any]:
    """A move in the record's vocabulary."""
    if isinstance(move, Roll):
        return {"roll": {"held": list(move.held)}}
    if isinstance(move, Write):
        return {"score": {"box": move.box, "column": move.column}}
    if isinstance(move, SetAside):
        return {"set_aside": list(move.dice)}
    if isinstance(move, Bank):
        return {"bank": True}
    if isinstance(move, Pass):
        return {"pass": True}
    return asdict(move)


def add_advise_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a kosci-record/1 JSON file")


def advise(args: argparse.Namespace) -> int:
    """Print every option of the position at the end of the record, best first."""
    try:
        game = from_record(load_record(args.file))
    except RecordError as err:
        print(f"kosci-cli advise: {err}", file=sys.stderr)
        return 2
    out: dict[str, Any] = {"game": game.game, "finished": game.finished}
    if game.finished:
        out["totals"] = game.totals()
        print(json.dumps(out))
        return 0
    options = advise_options(game)
    out["player"] = game.players[game.current].name
    out["value_unit"] = describe_ai(game.game).value_unit
    out["value"] = round(options[0].value, 4)
    chances = win_chances(game) if len(game.in_play()) >= 2 else None
    if chances is not None:
        out["win_chance"] = round(chances[game.current], 4)
        out["win_chances"] = [round(c, 4) for c in chances]
    columns = describe(game.game).columns  # (0: Thousand, whose reasons name no box)
    why = [lines(found, columns) for found in option_reasons(game, options)]
    out["options"] = [_option_json(a, w) for a, w in zip(options, why, strict=True)]
    print(json.dumps(out))
    return 0


def _option_json(a: Any, why: list[str]) -> dict[str, Any]:
    out = {"move": move_json(a.move), "value": round(a.value, 4), "label": a.label}
    if a.win_chance is not None:
        out["win_chance"] = round(a.win_chance, 4)
    out["why"] = why
    return out


def add_simulate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", choices=game_keys(), default=game_keys()[0])
    parser.add_argument("--rules", default=None, help="preset name (default: the game's)")
    parser.add_argument("--level", choices=SIM_LEVELS, default="hard")
    parser.add_argument("--levels", default=None,
                        help="comma-separated level per seat (overrides --level/--players)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None,
                        help="computer players per game (default 1; 2 for thousand)")


def simulate(args: argparse.Namespace) -> int:
    """Play computer-only games and print mean, sd, games, seconds (and win rates)."""
    try:
        rules = make_rules(args.game, {"preset": args.rules} if args.rules else None)
    except RuleError as err:
        print(f"kosci-cli simulate: {err}", file=sys.stderr)
        return 2
    if args.levels:
        levels = args.levels.split(",")
        if any(lvl not in SIM_LEVELS for lvl in levels):
            print(f"kosci-cli simulate: levels are {', '.join(SIM_LEVELS)}", file=sys.stderr)
            return 2
    else:
        count = args.players or describe(args.game).players[0]
        levels = [args.level] * count
    if args.games < 1:
        print("kosci-cli simulate: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        result = play(rules, levels, args.games, args.seed)
    except RuleError as err:
        print(f"kosci-cli simulate: {err}", file=sys.stderr)
        return 2
    out = {"game": args.game, "rules": rules.preset, "levels": levels, **result.summary()}
    print(json.dumps(out))
    return 0
