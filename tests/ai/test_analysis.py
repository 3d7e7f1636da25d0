"""Post-game analysis: every human decision valued against the advisor's best."""

from __future__ import annotations

import pytest
from playing import finished_classic, played, stub_advise, turn

from kosci_gui.ai.analysis import Analyser, analyse, decision_points
from kosci_gui.engine.games import new_game
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.engine.record import to_record


def test_every_human_decision_is_valued():
    doc = to_record(played())
    points = [(p.turn, p.roll, p.chosen) for p in decision_points(doc)]
    assert points == [(0, 1, Roll((0, 1, 2))), (0, 2, Write("chance")), (2, 1, Write("ones"))]
    result = analyse(doc, stub_advise)
    (ala,) = result.players
    assert ala.name == "Ala" and ala.unvalued == 0
    hold, chance, ones = ala.decisions
    assert hold.chosen_value == 38 and hold.best_value == 43 and hold.loss == 5
    assert hold.position.dice == (6, 6, 6, 5, 1) and hold.position.rolls_left == 2
    assert chance.loss == pytest.approx(42 - 24)  # rolling keeping 6 6 6 4 was worth 42
    assert chance.position.held == (0, 1, 2)
    assert ones.loss == pytest.approx(31 - 2)
    assert ones.position.cells[0]["chance"] == 24  # the card as it stood
    assert ala.total_loss == pytest.approx(5 + 18 + 29)
    assert [d.turn for d in ala.mistakes()] == [2, 0, 0]
    assert ala.mistakes(1)[0] is ones


def test_a_perfect_player_loses_nothing():
    game = new_game("classic", None, ["Ala"], seed=2)
    turn(game, [6, 6, 6, 6, 6], box="yahtzee")
    result = analyse(to_record(game), stub_advise)
    assert result.players[0].total_loss == 0 and result.players[0].mistakes() == []


def test_the_analyser_works_step_by_step():
    analyser = Analyser(to_record(played()), stub_advise)
    assert analyser.total == 3
    steps = 0
    while analyser.step():
        steps += 1
    assert steps == 3 and analyser.done_count == 3 and analyser.finished


def test_thousand_is_not_analysed():
    game = new_game("thousand", None, ["Ala", "Bartek"], seed=1)
    assert not analyse(to_record(game), stub_advise).supported


def test_a_failing_advisor_is_not_hidden():
    def broken(game):
        raise KeyError("no table")
    with pytest.raises(KeyError):
        analyse(to_record(played()), broken)


def test_with_the_real_advisor():
    doc = to_record(finished_classic(names=("Ala",), seed=3))
    result = analyse(doc)
    (ala,) = result.players
    assert ala.unvalued == 0 and len(ala.decisions) >= 13
    assert all(d.loss >= 0 for d in ala.decisions)
    worst = ala.mistakes()
    assert len(worst) == 3 and worst[0].loss >= worst[1].loss >= worst[2].loss
