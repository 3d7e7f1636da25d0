"""Shared helpers of the engine tests: games built with chosen dice and cards, state snapshots,
and an independent reading of the score tables of RULES.md §1 (the oracle the engine is
checked against)."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from playing import turn as turn  # (the engine tests' turn() is every package's)

from kosci_gui.engine.card import Card
from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.games import new_game
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.thousand import ThousandGame

UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")
CLASSIC_LOWER = ("three_kind", "four_kind", "full_house", "small_straight", "large_straight",
                 "chance", "yahtzee")
FULL_LOWER = ("pair", "two_pairs", "three_kind", "four_kind", "small_straight",
              "large_straight", "full_house", "poker", "chance")


# -- Kości family ---------------------------------------------------------------------------


def kosci(game: str = "classic", rules: dict[str, Any] | None = None,
          players: tuple[str, ...] = ("Ala",), **kwargs: Any) -> KosciGame:
    g = new_game(game, rules, players, seed=1, **kwargs)
    assert isinstance(g, KosciGame)
    return g


def fill(card: Card, column: int = 0, **values: int) -> None:
    """Write boxes of a card directly (building a mid-game position without playing it)."""
    for box, value in values.items():
        assert box in card.cells[column], box
        card.cells[column][box] = value


def options_by_box(game: KosciGame) -> dict[tuple[str, int], Any]:
    return {(o.box, o.column): o for o in game.options()}


def allowed(game: KosciGame) -> set[tuple[str, int]]:
    return {(o.box, o.column) for o in game.allowed_options()}


# -- an independent reading of the score tables ----------------------------------------------


def oracle_classic(dice: list[int]) -> dict[str, int]:
    c = Counter(dice)
    s = sum(dice)
    faces = set(dice)
    out = {box: dice.count(f) * f for f, box in enumerate(UPPER, 1)}
    out["three_kind"] = s if max(c.values()) >= 3 else 0
    out["four_kind"] = s if max(c.values()) >= 4 else 0
    out["full_house"] = 25 if sorted(c.values()) == [2, 3] else 0
    runs4 = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
    out["small_straight"] = 30 if any(r <= faces for r in runs4) else 0
    out["large_straight"] = 40 if faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0
    out["chance"] = s
    out["yahtzee"] = 50 if len(c) == 1 else 0
    return out


def oracle_full(dice: list[int]) -> dict[str, int]:
    """Base values of the full game's boxes (before the combination multiplier)."""
    c = Counter(dice)
    s = sum(dice)
    out = {box: dice.count(f) * f for f, box in enumerate(UPPER, 1)}
    pairs = sorted((f for f, n in c.items() if n >= 2), reverse=True)
    out["pair"] = 2 * pairs[0] if pairs else 0
    out["two_pairs"] = 2 * (pairs[0] + pairs[1]) if len(pairs) >= 2 else 0
    threes = [f for f, n in c.items() if n >= 3]
    out["three_kind"] = 3 * threes[0] if threes else 0
    fours = [f for f, n in c.items() if n >= 4]
    out["four_kind"] = 4 * fours[0] if fours else 0
    out["small_straight"] = 15 if sorted(dice) == [1, 2, 3, 4, 5] else 0
    out["large_straight"] = 20 if sorted(dice) == [2, 3, 4, 5, 6] else 0
    out["full_house"] = s if sorted(c.values()) == [2, 3] else 0
    out["poker"] = 3 * s if len(c) == 1 else 0
    out["chance"] = s
    return out


def card_total_by_parts(card: Card, game: str, full_upper: str = "filled_not_counted") -> int:
    """A card's total recomputed from its cells, by RULES.md §1 (not by the engine's sums)."""
    weights = (1, 2, 3) if game == "triple" else (1,)
    upper_counts = game != "full" or full_upper == "counted"
    total = 0
    for c, w in enumerate(weights):
        col = card.cells[c]
        upper = sum(col.get(b) or 0 for b in UPPER)
        lower = sum(v or 0 for b, v in col.items() if b not in UPPER)
        part = lower + 100 * card.five_bonuses[c]
        if upper_counts:
            part += upper + (35 if upper >= 63 else 0)
        total += w * part
    return total


# -- Thousand -------------------------------------------------------------------------------


def thousand(rules: dict[str, Any] | None = None, players: int | tuple[str, ...] = 2,
             **kwargs: Any) -> ThousandGame:
    names = tuple("ABCDEF"[:players]) if isinstance(players, int) else players
    g = new_game("thousand", rules, names, seed=1, **kwargs)
    assert isinstance(g, ThousandGame)
    return g


def set_scores(game: ThousandGame, scores: list[int], opened: bool = True) -> None:
    """Put the players at these scores directly (a position that would take many turns of
    play to reach). The engine reads the start-of-turn score (pits, 900 relief) from
    ``start_score``, captured when the turn began, so it is set for the current player too."""
    game.scores = list(scores)
    game.opened = [opened] * game.player_count
    game.start_score = game.scores[game.current]


def play(game: ThousandGame, *steps: Any) -> None:
    """Steps: a list of dice is a throw, ('aside', dice) sets aside, 'bank' or 'pass'."""
    for step in steps:
        if step == "bank":
            game.bank()
        elif step == "pass":
            game.pass_turn()
        elif isinstance(step, tuple):
            game.set_aside(step[1])
        else:
            game.roll(step)


def aside(*dice: int) -> tuple[str, list[int]]:
    return ("aside", list(dice))


# -- state snapshots --------------------------------------------------------------------------


def snapshot(game: Any) -> dict[str, Any]:
    """Everything a refused action must leave unchanged (cards by value, dice draws)."""
    out: dict[str, Any] = {}
    for key, value in vars(game).items():
        if key == "dice_source":
            out[key] = (value.seed, value.draws)
        elif key == "cards":
            out[key] = [(copy.deepcopy(c.cells), list(c.five_bonuses)) for c in value]
        elif key in ("rules", "players"):
            continue
        elif key == "turns":
            # actions only append a turn or change the last one
            out[key] = (len(value), copy.deepcopy(value[-1:]))
        else:
            out[key] = copy.deepcopy(value)
    return out


def assert_refused(game: Any, code: str, action: Any, *args: Any, **kwargs: Any) -> RuleError:
    """The action raises RuleError with this code, and nothing changes."""
    before = snapshot(game)
    try:
        action(*args, **kwargs)
    except RuleError as err:
        assert err.code == code, f"expected {code}, got {err.code}: {err}"
        assert str(err), "a refusal says what rule was broken"
        after = snapshot(game)
        assert after == before, "a refused action changed the game"
        return err
    raise AssertionError(f"expected RuleError {code}, nothing was raised")
