"""Thousand for three to six players: the race corrected by the two-player duels."""

from __future__ import annotations

import numpy as np
import pytest

from kosci_gui.ai import advise, win_chances
from kosci_gui.ai import thousand_columns as tc
from kosci_gui.ai.thousand_ai import table_for
from kosci_gui.ai.thousand_duel import duel_for
from kosci_gui.ai.thousand_multi import MultiModel
from kosci_gui.ai.thousand_race import race_for
from kosci_gui.ai.thousand_win import ThousandWinAI
from kosci_gui.engine.games import make_rules, new_game
from kosci_gui.engine.thousand_rules import overtake_chain, wins

BLOG = make_rules("thousand", {"preset": "blog"})


def model(pairwise: bool = True) -> MultiModel:
    return MultiModel(race_for(table_for(BLOG)), duel_for(BLOG) if pairwise else None)


def test_two_players_are_the_duel_table_itself():
    duel = duel_for(BLOG)
    assert duel is not None
    rows = np.random.default_rng(3).integers(0, tc.K_ALL, (40, 2))
    got = model().chances(rows)
    assert np.allclose(got[:, 0], duel[rows[:, 0], rows[:, 1]], atol=1e-9)
    assert np.allclose(got.sum(axis=1), 1.0)


def test_without_a_duel_table_it_is_the_race():
    race = race_for(table_for(BLOG))
    rows = np.random.default_rng(4).integers(0, tc.K_ALL, (10, 4))
    got = model(pairwise=False).chances(rows)
    for row, chances in zip(rows, got, strict=True):
        assert chances == pytest.approx(race.chances(list(row)), abs=1e-8)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_chances_sum_to_one_and_the_leader_is_ahead(players):
    m = model()
    rows = np.random.default_rng(players).integers(0, tc.K_ALL, (30, players))
    got = m.chances(rows)
    assert np.allclose(got.sum(axis=1), 1.0)
    assert np.all(got >= 0.0)
    start = tc.column(0, False)
    level = m.chances(np.full((1, players), start))[0]
    assert level == pytest.approx([1 / players] * players, abs=0.02)
    for seat in range(players):
        row = np.full((1, players), start)
        row[0, seat] = tc.column(600, True)
        ahead = m.chances(row)[0]
        assert ahead[seat] == max(ahead) and ahead[seat] > 0.5
        assert ahead[seat] > level[seat]


def test_a_higher_score_is_worth_more_to_the_mover():
    m = model()
    others = [tc.column(400, True), tc.column(550, True)]
    mine = [tc.column(s, True) for s in (100, 350, 500, 650, 900, 990)]
    rows = np.array([[*others, c] for c in mine])
    last = m.mover_last(rows)
    assert np.all(np.diff(last) > 0)


def test_the_turn_endings_of_three_players_are_each_ending_played_out():
    """The batched endings, on the plain race, against each write played through the engine's
    overtaking chain and valued alone."""
    win = ThousandWinAI(BLOG)
    win.pairwise = False
    race = race_for(table_for(BLOG))
    game = new_game("thousand", {"preset": "blog"}, ["A", "B", "C"], seed=5)
    game.scores[:] = [360, 420, 505]
    game.opened[:] = [True, True, True]
    game.start_score = 360
    ends = win.ends(game)
    order = [1, 2]
    for t in range(1, int(ends.room[0]) + 1):
        total = 360 + tc.STEP * t
        if wins(BLOG, total):
            assert ends.banked[t, 0] == 1.0
            continue
        scores, _ = overtake_chain(BLOG, [total, 420, 505], 0, 360, [0, 1, 2])
        alone = race.mover_last(np.array([tc.column(scores[0], True)]),
                                [tc.column(scores[p], True) for p in order])[0]
        assert ends.banked[t, 0] == pytest.approx(alone, abs=1e-8), t
    assert ends.miss[0] == pytest.approx(race.mover_last(
        np.array([tc.column(360, True)]), [tc.column(420, True), tc.column(505, True)])[0],
        abs=1e-8)


def test_three_players_chances_in_a_game():
    game = new_game("thousand", {"preset": "blog"}, ["A", "B", "C"], seed=9)
    game.roll([1, 5, 2, 3, 4])
    chances = win_chances(game)
    assert chances is not None and sum(chances) == pytest.approx(1.0)
    options = advise(game)
    assert max(a.win_chance or 0.0 for a in options) == pytest.approx(chances[0])
