"""What each player's chance to win weighs, as the table's chance bars explain it: in the Kości
family each seat's expected final score against the best other seat's (the mover's from the
best option of its turn, a computer's less its level's slips, as the chances count them),
checked for one seat against play from the same card; in Thousand the turns each seat needs
to reach 1000 on average, against the fastest other's."""

from __future__ import annotations

import random
import statistics

import pytest
from playing import finish_greedily, play_out, turn

from kosci_gui.ai import advise_values, win_chances
from kosci_gui.ai.games import KOSCI_SLIPS
from kosci_gui.ai.kosci_ai import KosciPlayer
from kosci_gui.ai.kosci_win_ai import KosciWinAI
from kosci_gui.ai.reasons import RACE, WIN_GAP
from kosci_gui.ai.thousand_ai import ThousandAI
from kosci_gui.ai.why import odds, standing
from kosci_gui.engine.games import new_game
from kosci_gui.engine.thousand import ThousandGame

#: Ten boxes of the polish card written for a player (three left: full house, chance, five
#: of a kind).
LATE = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18, "pair": 10,
        "three_kind": 15, "four_kind": 20, "small_straight": 15, "large_straight": 20}


def three_seats():
    game = new_game("classic", {"preset": "polish"},
                    ["Ala", {"name": "Bot", "type": "computer", "level": "medium"}, "Ola"],
                    seed=3)
    for box, points in LATE.items():
        game.cards[2].cells[0][box] = points
    turn(game, [2, 2, 3, 3, 1])
    return game


def test_each_kosci_seat_weighs_its_expected_final_against_the_best_others():
    game = three_seats()
    found = odds(game)
    assert found is not None and found.chances == pytest.approx(win_chances(game))
    model = KosciWinAI(game.rules, slips=KOSCI_SLIPS["classic"])
    finals = [max(a.value for a in advise_values(game)),            # the mover, mid-turn
              game.cards[1].total() + model.ai.card_value(game.cards[1]) - 37.5,  # slips
              game.cards[2].total() + model.ai.card_value(game.cards[2])]
    assert model.shortfall(game, 1) == pytest.approx(37.5)
    for seat, r in enumerate(found.basis):
        assert r is not None and r.kind == WIN_GAP
        assert r["seat"] == seat and r["chance"] == found.chances[seat]
        assert r["mine"] == pytest.approx(finals[seat])
        others = [p for p in range(3) if p != seat]
        assert r["rival"] == max(others, key=lambda p: finals[p])
        assert r["theirs"] == pytest.approx(finals[r["rival"]])
    # the leader on expected points is the favourite
    best = max(range(3), key=lambda p: finals[p])
    assert found.chances[best] == max(found.chances)


def test_a_seat_out_and_a_finished_game_have_no_reason():
    game = three_seats()
    game.out[1] = True
    basis = standing(game, [0.5, 0.0, 0.5])
    assert basis[1] is None and {basis[0]["rival"], basis[2]["rival"]} == {2, 0}
    done = new_game("triple", None, ["Ala", "Ola"], seed=1)
    finish_greedily(done)  # (every card full: nothing left to value)
    assert standing(done, [1.0, 0.0]) == [None, None]


def test_each_thousand_seat_weighs_its_turns_to_1000_against_the_fastest_others():
    game = new_game("thousand", {"preset": "blog"}, ["Ala", "Bartek", "Celina"], seed=1)
    assert isinstance(game, ThousandGame)
    game.scores = [120, 450, 300]
    game.opened = [True, True, True]
    game.start_score = 120
    ai = ThousandAI(game.rules)
    found = odds(game)
    assert found is not None and sum(found.chances) == pytest.approx(1.0)
    turns = [ai.turns(120, True), ai.turns(450, True), ai.turns(300, True)]
    assert turns[1] < turns[2] < turns[0]
    for seat, r in enumerate(found.basis):
        assert r is not None and r.kind == RACE and r["seat"] == seat
        assert r["mine"] == pytest.approx(turns[seat], abs=1e-4)  # (the mover: this turn on)
    assert [r["rival"] for r in found.basis] == [1, 2, 1]
    assert found.basis[1]["theirs"] == pytest.approx(turns[2], abs=1e-4)
    # further from 1000, fewer chances: the order of the turns is the order of the chances
    assert found.chances[1] > found.chances[2] > found.chances[0]


@pytest.mark.slow  # a thousand endings played out
def test_a_seats_expected_final_is_what_its_play_from_there_scores():
    """The figure a waiting seat's bar explains its chance by is the mean of optimal play
    from its card (within a point)."""
    game = three_seats()
    (r,) = [r for r in standing(game, [0.3, 0.3, 0.4]) if r is not None and r["seat"] == 2]
    rng = random.Random(7)
    player = KosciPlayer(game.rules, 0.0, 1)
    finals = []
    for _ in range(1500):
        alone = new_game("classic", {"preset": "polish"}, ["Ola"], seed=rng.randrange(10**6))
        for box, points in LATE.items():
            alone.cards[0].cells[0][box] = points
        play_out(alone, rng, player, until_write=False)
        finals.append(alone.cards[0].total())
    assert abs(statistics.fmean(finals) - r["mine"]) < 1.0
