"""Property-based tests (hypothesis): random legal games of every game and preset always end,
never accept an illegal action, keep their card arithmetic, score every write as RULES.md
says (an independent oracle), and replay from their record to the same result."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.games import describe, new_game
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Roll
from kosci_gui.engine.record import from_record, replay_summary, to_record
from kosci_gui.engine.thousand import ThousandGame
from kosci_gui.engine.thousand_scoring import scoring_selections, set_value

from .helpers import UPPER, card_total_by_parts, snapshot
from .oracle import kosci_options, thousand_may_write, thousand_write

NAMES = ("Ala", "Ola", "Iza", "Ewa")
SETTINGS = settings(max_examples=12, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

def shown_rules(game: str) -> st.SearchStrategy[dict]:
    """A preset of the game, or any values of the choice and bool options it shows (read from
    its descriptor, so that a new option is played here too)."""
    kind = describe(game)
    return st.one_of(
        st.builds(lambda p: {"preset": p}, st.sampled_from(list(kind.presets))),
        st.fixed_dictionaries({o.key: st.sampled_from(o.values())
                               for o in kind.shown_options() if o.values()}),
    )


kosci_rules = shown_rules("classic")
full_rules = shown_rules("full")


def refused(game, action, *args, **kwargs) -> str:
    """Run an illegal action: it must raise RuleError and change nothing; returns the code."""
    before = snapshot(game)
    try:
        action(*args, **kwargs)
    except RuleError as err:
        assert snapshot(game) == before, f"refused {err.code} changed the game"
        return err.code
    raise AssertionError(f"illegal action accepted: {action.__name__}{args}{kwargs}")


def try_illegal_kosci(g: KosciGame, rng: random.Random) -> None:
    card = g.card
    choice = rng.randrange(8)
    if choice == 0 and g.player_count > 1:
        other = (g.current + rng.randrange(1, g.player_count)) % g.player_count
        if g.rolls:
            refused(g, g.score, g.allowed_options()[0].box, 0, other)
        else:
            refused(g, g.roll, None, other)
    elif choice == 1:
        filled = [(b, c) for c, col in enumerate(card.cells) for b, v in col.items()
                  if v is not None]
        if filled and g.rolls:
            b, c = rng.choice(filled)
            assert refused(g, g.score, b, c) == "box_filled"
    elif choice == 2 and g.rolls:
        forbidden = [o for o in g.options() if not o.allowed]
        if forbidden:
            o = rng.choice(forbidden)
            assert refused(g, g.score, o.box, o.column) == "joker_forced"
    elif choice == 3 and g.rolls:
        assert refused(g, g.score, "sevens") == "unknown_box"
        assert refused(g, g.score, g.boxes[0], g.columns) == "bad_column"
    elif choice == 4:
        if g.rolls == 3:
            assert refused(g, g.roll) == "no_rolls_left"
        elif g.rolls:
            assert refused(g, g.apply, Roll(held=(0, 1, 2, 3, 4))) == "roll_all_held"
    elif choice == 5 and g.rolls == 0:
        assert refused(g, g.set_held, [rng.randrange(5)]) == "hold_before_roll"
        assert refused(g, g.score, g.boxes[0]) == "write_before_roll"
    elif choice == 6 and 0 < g.rolls < 3:
        i = rng.randrange(5)
        g.set_held([i])
        changed = list(g.dice)
        changed[i] = changed[i] % 6 + 1
        assert refused(g, g.roll, changed) == "held_changed"
        g.set_held([])


def check_roundtrip(g) -> None:
    back = from_record(json.loads(json.dumps(to_record(g))))
    assert replay_summary(back) == replay_summary(g)
    assert back.winners() == g.winners()
    assert back.current == g.current and back.finished == g.finished
    if isinstance(g, KosciGame):
        assert [c.cells for c in back.cards] == [c.cells for c in g.cards]
        assert [c.five_bonuses for c in back.cards] == [c.five_bonuses for c in g.cards]
        assert back.dice == g.dice
    else:
        assert back.scores == g.scores and back.sheets == g.sheets
        assert back.misses_in_row == g.misses_in_row and back.opened == g.opened
        assert back.phase == g.phase and back.turn_points == g.turn_points


def play_kosci(game: str, rules: dict, players: int, seed: int, clock: bool) -> None:
    rng = random.Random(seed)
    g = new_game(game, rules, NAMES[:players], seed=seed, clock_minutes=2 if clock else None)
    assert isinstance(g, KosciGame)
    values = dict(g.rules.values)
    full_upper = values.get("full_upper", "filled_not_counted")
    writes = 0
    while not g.finished:
        if clock and rng.random() < 0.01:
            g.timeout()
            continue
        if rng.random() < 0.3:
            try_illegal_kosci(g, rng)
        if rng.random() < 0.25:
            g.roll([rng.randint(1, 6)] * 5)   # many more five-of-a-kinds: jokers and bonuses
        else:
            g.roll()
        for _ in range(rng.randrange(3)):
            g.apply(Roll(held=tuple(sorted(rng.sample(range(5), rng.randrange(5))))))
        if rng.random() < 0.3:
            try_illegal_kosci(g, rng)
        expected = kosci_options(game, values, g.card.cells, list(g.dice), g.rolls - 1,
                                 g.last_roll_held_any)
        got = {(o.box, o.column): (o.points, o.bonus, o.allowed) for o in g.options()}
        assert got == expected, (g.dice, g.card.cells)
        assert g.must_sacrifice() == all(p == 0 for p, _, a in expected.values() if a)
        option = rng.choice(g.allowed_options())
        card = g.card
        w = card.weights[option.column]
        before, upper_before = card.total(), card.upper_bonus(option.column)
        g.score(option.box, option.column)
        writes += 1
        gained_bonus = (card.upper_bonus(option.column) - upper_before) * w
        counted = option.points if (option.box not in UPPER or full_upper == "counted"
                                    or game != "full") else 0
        assert card.total() - before == w * counted + option.bonus + gained_bonus
        assert card.total() == card_total_by_parts(card, game, full_upper)
        if rng.random() < 0.05:
            check_roundtrip(g)
    assert writes <= g.turn_count() * players
    alive = g.in_play()
    if players > 1 and len(alive) == 1 and any(g.out):
        assert g.winners() == alive            # the last one in wins at once
    elif not alive:
        assert g.winners() == []               # a solo game lost to the clock
    else:
        for i in alive:
            assert g.cards[i].is_full()
        best = max(g.totals()[i] for i in alive)
        assert g.winners() == [i for i in alive if g.totals()[i] == best]
    if not clock:
        assert writes == g.turn_count() * players
    assert refused(g, g.roll) == "game_over"
    assert g.totals() == [card_total_by_parts(c, game, full_upper) for c in g.cards]
    check_roundtrip(g)


@SETTINGS
@given(rules=kosci_rules, players=st.integers(1, 3), seed=st.integers(0, 2**32),
       clock=st.booleans())
def test_random_classic_games_follow_the_rules(rules, players, seed, clock):
    play_kosci("classic", rules, players, seed, clock)


@pytest.mark.slow  # whole random triple games (117 turns each)
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=kosci_rules, players=st.integers(1, 2), seed=st.integers(0, 2**32))
def test_random_triple_games_follow_the_rules(rules, players, seed):
    play_kosci("triple", rules, players, seed, False)


@SETTINGS
@given(rules=full_rules, players=st.integers(1, 3), seed=st.integers(0, 2**32),
       clock=st.booleans())
def test_random_full_games_follow_the_rules(rules, players, seed, clock):
    play_kosci("full", rules, players, seed, clock)


# -- Thousand -------------------------------------------------------------------------------------

thousand_rules = st.one_of(
    st.builds(lambda p: {"preset": p}, st.sampled_from(["blog", "reader_a", "family"])),
    st.builds(lambda p, tm, win, td: {"preset": p, "three_misses_penalty": tm, "win": win,
                                      "three_dice": td},
              st.sampled_from(["blog", "reader_a", "family"]), st.sampled_from([0, 50]),
              st.sampled_from(["exact", "at_least"]), st.booleans()),
)


def try_illegal_thousand(g: ThousandGame, rng: random.Random) -> None:
    if g.player_count > 1 and rng.random() < 0.2:
        other = (g.current + 1) % g.player_count
        refused(g, g.roll, None, other)
        return
    if g.phase == "start":
        assert refused(g, g.pass_turn) == "pass_before_throw"
        assert refused(g, g.bank) == "roll_first"
        assert refused(g, g.set_aside, [1]) == "roll_first"
    elif g.phase == "thrown":
        assert refused(g, g.roll) == "set_aside_first"
        assert refused(g, g.bank) == "set_aside_first"
        assert refused(g, g.pass_turn) == "set_aside_first"
        throw = list(g.throw)
        junk = [d for d in throw if d not in (1, 5)]
        if junk and throw.count(junk[0]) < 3:
            assert refused(g, g.set_aside, [junk[0]]) == "set_aside_not_scoring"
        missing = next(f for f in range(1, 7) if throw.count(f) == 0) if len(set(throw)) < 6 \
            else None
        if missing is not None:
            assert refused(g, g.set_aside, [missing]) == "set_aside_not_thrown"
        legal = {sel for sel, _ in g.legal_selections()}
        for sel, _ in scoring_selections(throw):
            if sel not in legal:
                assert refused(g, g.set_aside, list(sel)) == "set_aside_over_1000"
                break
    else:
        assert refused(g, g.set_aside, [1]) == "already_set_aside"
        reason = g.bank_refusal()
        if reason is not None:
            assert refused(g, g.bank) == reason.code


def stuck(g: ThousandGame) -> bool:
    """RULES.md §2: without relief, with the 3-dice rule and exact 1000, a score of 986-999
    can no longer be left by a write; a game whose every player still in is there is stuck."""
    v = g.rules.values
    if v["relief_900"] or not v["three_dice"] or v["win"] != "exact":
        return False
    return all(986 <= g.scores[i] <= 999 for i in g.in_play())


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=thousand_rules, players=st.integers(2, 4), seed=st.integers(0, 2**32),
       clock=st.booleans())
@pytest.mark.slow
def test_random_thousand_games_follow_the_rules(rules, players, seed, clock):
    play_thousand(rules, players, seed, clock)


def play_thousand(rules: dict, players: int, seed: int, clock: bool) -> None:
    rng = random.Random(seed)
    g = new_game("thousand", rules, NAMES[:players], seed=seed,
                 clock_minutes=2 if clock else None)
    assert isinstance(g, ThousandGame)
    v = dict(g.rules.values)
    turns = 0
    banked: set[int] = set()
    while not g.finished and turns < 3000 and not stuck(g):
        me = g.current
        if clock and g.phase == "start" and rng.random() < 0.003:
            g.timeout()
            continue
        if rng.random() < 0.15:
            try_illegal_thousand(g, rng)
        if g.phase == "chosen":
            steps = g.turns[-1]["steps"]
            aside_count = 0
            for step in steps:
                if len(step.get("roll", ())) == 5:
                    aside_count = 0            # a full five: the 3-dice count starts again
                aside_count += len(step.get("set_aside", ()))
            points = sum(set_value(step["set_aside"]) for step in steps if "set_aside" in step)
            assert g.can_bank() == thousand_may_write(
                v, g.scores[me], g.scores[me], points, aside_count, me in banked)
        if g.phase in ("start", "chosen") and g.can_bank() and rng.random() < 0.8:
            scores, points = list(g.scores), g.turn_points
            assert g.scoring_dice >= 3 or not v["three_dice"] or (
                v["relief_900"] and g.start_score >= 900)
            assert g.opened[me] or points >= v["opening"]
            g.bank()
            banked.add(me)
            assert g.scores == thousand_write(v, scores, g.out, me, points)
            turns += 1
        elif g.phase == "chosen" and rng.random() < 0.05:
            g.pass_turn()
            turns += 1
        elif g.phase == "thrown":
            g.set_aside(list(rng.choice(g.legal_selections())[0]))
        else:
            throws_before = g.throws
            score_before = g.scores[me]
            g.roll()
            if g.current != me or g.finished:     # a miss ended the turn
                turns += 1
                zero = throws_before == 0 and not scoring_selections(g.turns[-1]["steps"][-1][
                    "roll"])
                lost = score_before - g.scores[me]
                expected = v["zero_roll_penalty"] if zero else 0
                assert lost in (expected, expected + v["three_misses_penalty"])
        for p in range(players):
            assert g.scores[p] % 5 == 0
            assert g.sheets[p][-1:] == [] or g.sheets[p][-1].score == g.scores[p]
        if rng.random() < 0.002:
            check_roundtrip(g)
    for p in range(players):
        running = 0
        for e in g.sheets[p]:
            running += e.points
            assert e.score == running            # the sheet adds up, line by line
        assert running == g.scores[p]
    assert g.finished or stuck(g) or turns >= 3000
    assert turns < 3000, "a game did not end"
    if g.finished:
        assert refused(g, g.roll) == "game_over"
        winners = g.winners()
        alive = g.in_play()
        if len(alive) > 1:
            assert len(winners) == 1
            w = winners[0]
            assert g.scores[w] == 1000 if v["win"] == "exact" else g.scores[w] >= 1000
    check_roundtrip(g)
