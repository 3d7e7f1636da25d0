"""Thousand played to win: the two-player table against a brute-force end-game, the
overtaking lookup against the engine, the turn recursion against the solitaire table, and the
race model of several players."""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod

import numpy as np
import pytest

from kosci_gui.ai import advise, win_chances, win_model_available
from kosci_gui.ai import thousand_columns as tc
from kosci_gui.ai.thousand_ai import table_for
from kosci_gui.ai.thousand_duel import COLUMN_SCORE, DuelModel, duel_for
from kosci_gui.ai.thousand_race import Race, race_for, solitaire_ends
from kosci_gui.ai.thousand_turn import solve_turn, turn_outcomes
from kosci_gui.engine.games import make_rules, new_game
from kosci_gui.engine.thousand_rules import overtake_chain
from kosci_gui.engine.thousand_scoring import scoring_selections


def rolls_of(m):
    for r in combinations_with_replacement(range(1, 7), m):
        counts = [r.count(f) for f in set(r)]
        yield r, factorial(m) / prod(factorial(c) for c in counts) / 6 ** m


def brute_turn(start: int, miss: float, bank) -> float:
    """One turn at 900+ under ``family`` (relief: any write; exact 1000; no penalties), every
    throw and set-aside enumerated from the engine's scoring selections."""
    room = 1000 - start

    @cache
    def decide(t, n):
        return max(miss, throw(t, n or 5), bank(start + t))

    @cache
    def throw(t, m):
        total = 0.0
        for outcome, p in rolls_of(m):
            options = [decide(t + v, m - len(sel)) for sel, v in scoring_selections(outcome)
                       if v <= room - t]
            total += p * (max(options) if options else miss)
        return total

    return throw(0, 5)


@pytest.mark.slow  # two hundred rounds of a brute-force end game
def test_two_player_table_matches_a_brute_force_end_game():
    """``family``: both players at 990 or 995; the fixed point of the four positions, solved
    here by enumeration, is what the shipped table holds."""
    rules = make_rules("thousand", {"preset": "family"})
    table = duel_for(rules)
    assert table is not None
    scores = (990, 995)
    w = dict.fromkeys(((s, o) for s in scores for o in scores), 0.5)
    for _ in range(200):
        old = w
        w = {(s, o): brute_turn(s, 1.0 - old[(o, s)],
                                lambda total, o=o, old=old: 1.0 if total == 1000
                                else 1.0 - old[(o, total)])
             for s, o in old}
    for (s, o), value in w.items():
        assert table[tc.column(s, True), tc.column(o, True)] == pytest.approx(value, abs=2e-4)
    # and the simple case by hand: at 995 against 995 only a single 5 wins
    p = 1 - (5 / 6) ** 5
    assert w[(995, 995)] == pytest.approx(1 / (2 - p), abs=1e-9)


@pytest.mark.parametrize("preset", ["blog", "reader_a"])
def test_overtaking_lookup_agrees_with_the_engine(preset):
    rules = make_rules("thousand", {"preset": preset})
    model = DuelModel(rules)
    rng = random.Random(3)
    a = np.array([rng.randrange(301) for _ in range(400)])
    b = np.array([rng.randrange(301) for _ in range(400)])
    writer, other = model.after_write(a, b)
    for j in range(400):
        start, theirs = int(COLUMN_SCORE[a[j]]), int(COLUMN_SCORE[b[j]])
        for t in rng.sample(range(1, tc.NT), 20):
            total = start + 5 * t
            if total >= 1000:
                continue
            after, _ = overtake_chain(rules, [total, theirs], 0, start, [0, 1])
            assert writer[t, j] == tc.column(after[0], True)
            assert other[t, j] == tc.column(after[1], b[j] >= tc.NU)


@pytest.mark.parametrize("preset", ["blog", "reader_a", "family"])
def test_turn_recursion_on_solitaire_values_reproduces_the_solitaire_table(preset):
    sol = table_for(make_rules("thousand", {"preset": preset}))
    ends = solitaire_ends(sol)
    values = solve_turn(ends)
    live = sol.turns < tc.MAX_TURNS  # reader_a's 986-999 can never be left (RULES.md §2)
    assert np.max(np.abs((1.0 - values.start) - sol.turns)[live]) < 1e-3
    out = turn_outcomes(ends, values)
    assert np.allclose(out.bank.sum(axis=0) + out.miss + out.zero, 1.0)


def test_race_model_turn_distributions_have_the_solitaire_means():
    sol = table_for(make_rules("thousand"))
    race = Race(sol)
    assert np.max(np.abs(race.survive.sum(axis=0) - sol.turns)) < 1e-3
    start = tc.column(0, False)
    three = race.chances([start, start, start])
    assert sum(three) == pytest.approx(1.0)
    assert three[0] > three[1] > three[2]  # moving earlier helps
    near = tc.column(900, True)
    far = tc.column(100, True)
    assert race.mover_last(np.array([near]), [far])[0] == pytest.approx(
        race.chances([far, near])[1], abs=1e-6)
    assert race.chances([far, near])[1] > 0.8


def test_advice_in_a_two_player_family_game_is_valued_from_the_table():
    rules = make_rules("thousand", {"preset": "family"})
    game = new_game("thousand", {"preset": "family"}, ["Ala", "Ola"], seed=7)
    table = duel_for(rules)
    (throw,) = advise(game)
    start = table[tc.column(0, False), tc.column(0, False)]
    assert throw.win_chance == pytest.approx(start, abs=1e-4)
    assert win_chances(game) == pytest.approx([start, 1 - start], abs=1e-4)
    game.roll([1, 5, 5, 2, 3])
    chances = [a.win_chance for a in advise(game)]
    assert all(0.0 <= c <= 1.0 for c in chances)
    assert max(chances) == pytest.approx(win_chances(game)[0])


def test_several_players_get_chances_that_sum_to_one_and_the_out_get_none():
    game = new_game("thousand", None, ["A", "B", "C", "D"], seed=2, clock_minutes=5)
    game.scores[2] = 600
    game.opened[2] = True
    chances = win_chances(game)
    assert sum(chances) == pytest.approx(1.0)
    assert chances[2] == max(chances)
    game.timeout()
    assert game.out[0]
    after = win_chances(game)
    assert after[0] == 0.0 and sum(after) == pytest.approx(1.0)
    assert all(a.win_chance is not None for a in advise(game))


def test_win_model_availability(monkeypatch, tmp_path):
    # (a table of other rules that a test before this one solved is not there: an empty
    # cache, nothing solved in this process — the answer must not depend on the order)
    from kosci_gui.ai import thousand_ai

    monkeypatch.setenv("KOSCI_CACHE", str(tmp_path))
    monkeypatch.setattr(thousand_ai, "_solved", {})
    blog = make_rules("thousand")
    other = make_rules("thousand", {"opening": 70})
    assert win_model_available(make_rules("classic"), 2)
    assert win_model_available(blog, 3)
    assert not win_model_available(other, 2)
    assert not win_model_available(other, 4)


@pytest.mark.slow  # solves a Thousand table
def test_the_race_model_of_rules_without_a_table_is_made_once():
    other = make_rules("thousand", {"opening": 70})
    assert race_for(table_for(other)) is race_for(table_for(other))
