"""Post-game analysis: every human decision valued against the advisor's best."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

import pytest

from kosci_gui.engine.moves import Roll, Write
from kosci_gui.engine.record import new_game, to_record
from kosci_gui.storage.analysis import Analyser, analyse, decision_points

from .helpers import finished_classic, turn


@dataclass(frozen=True)
class Advice:
    move: Any
    value: float
    label: str


def stub_advise(game):
    """Writes are worth their points; a roll is worth 20 + the sum of the dice kept."""
    out = [Advice(Write(o.box, o.column), float(o.points + o.bonus), f"write {o.box}")
           for o in game.allowed_options()]
    if game.rolls_left:
        for size in range(5):
            for held in combinations(range(5), size):
                value = 20.0 + sum(game.dice[i] for i in held)
                out.append(Advice(Roll(held), value, f"hold {held}"))
    return sorted(out, key=lambda a: -a.value)


def played():
    game = new_game("classic", None, ["Ala", {"name": "Cpu", "type": "computer"}], seed=2)
    # Ala: holds 6 6 6 (worth 38, best is holding 6 6 6 5 = 43), then writes chance 24
    turn(game, [6, 6, 6, 5, 1], ([0, 1, 2], [6, 6, 6, 2, 4]), box="chance")
    turn(game, [1, 1, 1, 1, 2], box="ones")  # the computer: not analysed
    # Ala: writes ones = 2 at once (rolling while keeping 6 2 2 1 is worth 31)
    turn(game, [1, 1, 2, 2, 6], box="ones")
    return game


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


def test_a_failing_advisor_leaves_decisions_unvalued():
    def broken(game):
        raise KeyError("no table")
    result = analyse(to_record(played()), broken)
    assert result.players[0].unvalued == 3 and result.players[0].decisions == []


def test_with_the_real_advisor():
    ai = pytest.importorskip("kosci_gui.ai")
    doc = to_record(finished_classic(names=("Ala",), seed=3))
    result = analyse(doc, ai.advise)
    (ala,) = result.players
    assert ala.unvalued == 0 and len(ala.decisions) >= 13
    assert all(d.loss >= 0 for d in ala.decisions)
    worst = ala.mistakes()
    assert len(worst) == 3 and worst[0].loss >= worst[1].loss >= worst[2].loss
