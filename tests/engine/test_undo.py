"""Undo of the last write (record.undo_last_write): the game as it stood just before it,
across a joker, a five-of-a-kind bonus, the last box of the game, and Thousand overtaking."""

from __future__ import annotations

import pytest

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import replay_summary, undo_last_write

from .helpers import aside, play, turn


def test_undo_a_joker_write_restores_the_forced_choice():
    g = new_game("classic", {"preset": "official"}, ["Ala"], seed=3)
    turn(g, [5, 5, 5, 5, 5], box="yahtzee")
    turn(g, [5, 5, 5, 5, 5], box="fives")                  # forced: 25 + 100
    assert g.cards[0].total() == 175
    back = undo_last_write(g)
    assert back.cards[0].total() == 50
    assert back.cards[0].five_bonuses == [0]
    assert back.dice == (5, 5, 5, 5, 5) and back.rolls == 1
    assert [o.box for o in back.allowed_options()] == ["fives"]
    with pytest.raises(RuleError):
        back.score("chance")


def test_undo_a_bonus_write_then_write_elsewhere():
    g = new_game("classic", {"preset": "polish"}, ["Ala", "Ola"], seed=3)
    turn(g, [2, 2, 2, 2, 2], box="yahtzee")
    turn(g, [1, 2, 3, 4, 6], box="chance")
    turn(g, [2, 2, 2, 2, 2], box="twos")                   # ordinary roll: 10 + 100
    assert g.cards[0].total() == 160
    back = undo_last_write(g)
    assert back.current == 0 and back.cards[0].total() == 50
    written = back.score("three_kind")
    assert (written.points, written.bonus) == (10, 100)
    assert back.cards[0].total() == 160


def test_undo_the_last_box_of_the_game_reopens_it():
    g = new_game("full", {"full_upper": "absent"}, ["Ala"], seed=3)
    for box in g.boxes:
        turn(g, [1, 2, 3, 4, 5], box=box)
    assert g.finished and g.winners() == [0]
    back = undo_last_write(g)
    assert not back.finished and back.winners() == []
    assert back.cards[0].is_open("chance")
    assert back.rolls == 1
    back.score("chance")
    assert back.finished and replay_summary(back) == replay_summary(g)


def test_undo_drops_later_rolls_and_keeps_the_dice_source_going():
    g = new_game("classic", None, ["Ala"], seed=8)
    g.roll()
    g.score("chance")
    g.roll()                                               # a later turn in progress
    draws = g.dice_source.draws
    back = undo_last_write(g)
    assert len(back.turns) == 1 and back.dice_source.draws == draws
    # nothing is re-rolled into a known future: the next dice are new ones
    assert back.dice_source.state() == g.dice_source.state()


def test_undo_a_thousand_write_reverses_overtaking():
    g = new_game("thousand", None, ["A", "B"], seed=2)
    play(g, [1, 1, 1, 2, 3], aside(1, 1, 1), "bank")       # A 100
    play(g, [1, 1, 1, 1, 2], aside(1, 1, 1, 1), "bank")    # B 200: A 50, B 250
    assert g.scores == [50, 250]
    back = undo_last_write(g)
    assert back.scores == [100, 0]
    assert back.current == 1 and back.phase == "chosen" and back.turn_points == 200
    back.bank()
    assert back.scores == [50, 250]


def test_undo_with_nothing_written_refused():
    g = new_game("classic", None, ["Ala"], seed=1)
    g.roll()
    with pytest.raises(RuleError) as err:
        undo_last_write(g)
    assert err.value.code == "nothing_to_undo"


def test_undo_keeps_an_earlier_timed_out_zero_throw():
    g = new_game("thousand", None, ["A", "B", "C"], seed=2, clock_minutes=2)
    g.roll([2, 3, 4, 6, 6], clock_out=True)                # A: -50 and out
    play(g, [1, 1, 1, 2, 3], aside(1, 1, 1), "bank")       # B 100
    back = undo_last_write(g)
    assert back.out == [True, False, False]
    assert back.scores == [-50, 0, 0]
    assert back.current == 1 and back.turn_points == 100
