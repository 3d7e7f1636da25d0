"""The exact Kości solvers: hand-checked small cases, the shipped tables' values of the empty
card, and agreement of the solver's write values with the engine's own box options."""

from __future__ import annotations

import random

import numpy as np
import pytest

from kosci_gui.ai import keeps, solver, tables
from kosci_gui.ai.kosci_ai import CardValuer, column_state
from kosci_gui.engine.card import Card, box_options
from kosci_gui.engine.games import make_rules
from kosci_gui.engine.scoring import OUTCOMES


def classic_model(trigger: str = "filled", upper: str = "optional") -> solver.Model:
    return solver.model_for(make_rules("classic", {"joker_trigger": trigger,
                                                   "joker_upper": upper}))


def last_turn_value(open_box: str, yz: int) -> float:
    """Value of the last turn with only ``open_box`` open (nothing after it)."""
    model = classic_model()
    values = np.zeros(model.shape())
    mask = ((1 << model.n) - 1) & ~(1 << model.boxes.index(open_box))
    stages = solver.Evaluator(model, values).turn(np.array([mask]), np.array([yz]),
                                                  np.array([0]))
    return float(stages["start"][0])


def test_outcome_probabilities_sum_to_one():
    assert keeps.OUTCOME_PROBABILITY.sum() == pytest.approx(1.0)
    assert keeps.OUTCOME_PROBABILITY[0] == pytest.approx(1 / 6**5)
    assert len(keeps.sub_keeps((1, 2, 3, 4, 5))) == 32
    assert len(keeps.sub_keeps((6, 6, 6, 6, 6))) == 6


def test_last_turn_with_only_chance_open_is_worth_23_and_a_third():
    assert last_turn_value("chance", 1) == pytest.approx(23 + 1 / 3, abs=1e-4)


def test_last_turn_with_only_the_five_of_a_kind_box_open_no_bonus():
    assert last_turn_value("yahtzee", 0) == pytest.approx(2.3014, abs=1e-4)


@pytest.mark.parametrize(("name", "expected"), [
    ("classic-filled-optional", 254.5882),   # polish
    ("classic-filled-forced", 254.5877),     # official
    ("classic-fifty-forced", 254.4848),      # penta
    ("classic-filled-free", 254.5896),       # official with joker_upper=free
    ("full-filled-mult", 251.9256),          # full, default options
])
def test_shipped_tables_value_the_empty_card(name, expected):
    from kosci_gui.ai.build_tables import model_named

    model = model_named(name)
    assert (tables.resource_path("tables") / tables.file_name(model)).exists()
    assert tables.load(model)[0, 0, 0] == pytest.approx(expected, abs=5e-5)


def random_card(rules, rng: random.Random) -> Card:
    card = Card(rules)
    for col in card.cells:
        for box in col:
            if rng.random() < 0.5:
                if box == "yahtzee":
                    col[box] = rng.choice([0, 50])
                elif box in ("ones", "twos", "threes", "fours", "fives", "sixes"):
                    face = ("ones", "twos", "threes", "fours", "fives", "sixes").index(box) + 1
                    col[box] = face * rng.randint(0, 5)
                else:
                    col[box] = rng.randint(0, 30)
    if card.is_full():
        card.cells[0]["chance"] = None
    return card


@pytest.mark.parametrize("spec", [
    {"preset": "polish"}, {"preset": "official"}, {"preset": "penta"},
    {"preset": "official", "joker_upper": "free"}, {"preset": "penta", "joker_upper": "optional"},
])
def test_solver_write_values_follow_the_engine_box_options(spec):
    """Every outcome's best write in the solver equals the best allowed engine option."""
    rules = make_rules("classic", spec)
    model = solver.model_for(rules)
    # any later values will do: the point is which boxes are allowed and what they score
    valuer = CardValuer(rules, np.random.default_rng(3).uniform(0, 200, model.shape()))
    rng = random.Random(5)
    five = [OUTCOMES.index((f,) * 5) for f in range(1, 7)]
    for _ in range(12):
        card = random_card(rules, rng)
        state = column_state(valuer.model, card, 0)
        (rows,) = valuer.write_rows(state, (1,))
        for index in five + rng.sample(range(252), 10):
            dice = OUTCOMES[index]
            best = max(valuer.after_write(card, 0, o.box, o.points) + o.bonus
                       for o in box_options(rules, card, dice) if o.allowed)
            assert rows[index] == pytest.approx(best, abs=1e-3), (card.cells, dice)


def test_full_game_write_values_include_the_multiplier():
    rules = make_rules("full")
    valuer = CardValuer(rules)
    card = Card(rules)
    state = column_state(valuer.model, card, 0)
    held, free, first = valuer.write_rows(state, (1, 2, 3))
    sixes = OUTCOMES.index((6,) * 5)
    assert first[sixes] - held[sixes] >= 270 - 90 - 1e-9  # poker of sixes: 90 × 3 on roll one
    assert (first >= free).all() and (free >= held).all()
