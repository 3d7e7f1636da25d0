"""Game clock and elimination (RULES.md §4), ranking and draws (§1), with injected times."""

from __future__ import annotations

import pytest

from kosci_gui.engine.clock import GameClock
from kosci_gui.engine.errors import RuleError

from .helpers import assert_refused, kosci, thousand, turn


def test_clock_runs_only_during_that_players_turn():
    clock = GameClock(2, 3)
    clock.start(0, now=100.0)
    assert clock.remaining(0, 130.0) == 90.0
    assert clock.remaining(1, 130.0) == 120.0
    clock.start(1, now=130.0)                 # stops player 0's clock
    assert clock.remaining(0, 500.0) == 90.0
    assert clock.remaining(1, 140.0) == 110.0
    clock.stop(150.0)
    assert clock.snapshot(1000.0) == [90.0, 100.0, 120.0]
    assert clock.running is None


def test_clock_expires_at_zero_and_never_goes_negative():
    clock = GameClock(2, 2)
    clock.start(1, now=0.0)
    assert not clock.expired(119.9)
    assert clock.expired(120.0)
    assert clock.remaining(1, 500.0) == 0.0


def test_clock_restored_from_saved_remaining_times():
    clock = GameClock(5, 2, remaining=[10.0, 250.0])
    clock.start(0, now=0.0)
    assert clock.expired(10.0)
    with pytest.raises(ValueError):
        GameClock(5, 2, remaining=[1.0])


@pytest.mark.parametrize("minutes", [1, 16, 0, 2.5, True, "5"])
def test_clock_minutes_outside_2_to_15_refused(minutes):
    with pytest.raises(RuleError) as err:
        kosci(clock_minutes=minutes)
    assert err.value.code == "bad_clock"


@pytest.mark.parametrize("minutes", [2, 15])
def test_clock_minutes_2_to_15_accepted(minutes):
    assert kosci(clock_minutes=minutes).clock_minutes == minutes


def test_timeout_without_a_clock_refused():
    g = kosci(players=("Ala", "Ola"))
    assert_refused(g, "no_clock", g.timeout)


def test_out_player_ranks_below_and_others_play_on():
    g = kosci(players=("Ala", "Ola", "Iza"), clock_minutes=2)
    turn(g, [6, 6, 6, 6, 6], box="yahtzee")    # Ala 50
    g.roll([1, 2, 3, 4, 5])
    g.timeout()                                # Ola is out mid-turn
    assert g.out == [False, True, False]
    assert g.turns[1]["timeout"] is True and "score" not in g.turns[1]
    assert not g.finished and g.current == 2
    turn(g, [1, 1, 1, 1, 1], box="ones")       # Iza 5
    assert g.current == 0                      # Ola skipped
    assert_refused(g, "player_out", g.roll, None, 1)
    g.cards[1].cells[0]["chance"] = 300        # even a higher total ranks below the players in
    ranks = dict((p, r) for r, p in g.ranking())
    assert ranks == {0: 1, 2: 2, 1: 3}


def test_game_ends_when_every_player_still_in_has_filled_the_card():
    g = kosci("full", {"full_upper": "absent"}, players=("Ala", "Ola", "Iza"),
              clock_minutes=2)
    g.timeout()                                # Ala out at once
    assert not g.finished and g.current == 1
    for box in g.boxes:
        assert not g.finished
        turn(g, [1, 2, 3, 4, 5], box=box)                # Ola: 45 + 15
        turn(g, [2, 2, 3, 4, 6], box=box)                # Iza: 12 + 17
    assert g.finished
    assert g.totals()[1:] == [60, 29]
    assert g.winners() == [1]
    assert [p for _, p in g.ranking()] == [1, 2, 0]


def test_last_player_in_wins_at_once_whatever_the_totals():
    g = kosci(players=("Ala", "Ola"), clock_minutes=2)
    turn(g, [6, 6, 6, 6, 6], box="yahtzee")
    turn(g, [1, 2, 3, 4, 6], box="ones")
    g.timeout()                                # Ala (50) is out; Ola (1) wins
    assert g.finished
    assert g.winners() == [1]
    assert g.ranking() == [(1, 1), (2, 0)]
    assert_refused(g, "game_over", g.roll)


def test_solo_game_that_times_out_has_no_winner():
    g = kosci(clock_minutes=2)
    turn(g, [6, 6, 6, 6, 6], box="yahtzee")
    g.timeout()
    assert g.finished
    assert g.winners() == []
    assert g.out == [True]


def test_elimination_in_thousand_last_player_in_wins():
    g = thousand(players=3, clock_minutes=2)
    g.timeout()
    assert not g.finished
    g.timeout()
    assert g.finished and g.winners() == [2]


def test_ranking_with_a_draw_shares_first_place():
    g = kosci(players=("Ala", "Ola", "Iza"))
    for p in range(3):
        for box in g.boxes:
            g.cards[p].cells[0][box] = 0
    g.cards[0].cells[0]["chance"] = 20
    g.cards[1].cells[0]["chance"] = 10
    g.cards[2].cells[0]["chance"] = 20
    g.finished = True                          # a finished position built directly
    assert g.winners() == [0, 2]
    assert g.ranking() == [(1, 0), (1, 2), (3, 1)]


def test_ranking_before_the_end_by_total():
    g = kosci(players=("Ala", "Ola"))
    turn(g, [1, 2, 3, 4, 5], box="ones")
    turn(g, [1, 2, 3, 4, 5], box="chance")
    assert g.winners() == []
    assert g.ranking() == [(1, 1), (2, 0)]
