"""The chance of the upper bonus (``ai/upper_bonus``): what is certain in the table, an exact
case worked out by hand, the table against one more turn followed by the reasons, and the
games it covers. (Its reasons against simulated play: ``test_why.py``.)"""

from __future__ import annotations

from math import comb

import numpy as np
import pytest

from kosci_gui.ai import advise_values, tables, upper_bonus
from kosci_gui.ai.build_tables import model_named
from kosci_gui.ai.kosci_ai import CardValuer
from kosci_gui.ai.reasons import UPPER_BONUS
from kosci_gui.ai.score_moments import reachable_index
from kosci_gui.ai.solver import CAP, positions
from kosci_gui.ai.upper_bonus import CardBonus, card_bonus, has_bonus, upper_bits
from kosci_gui.ai.why import option_reasons
from kosci_gui.ai.why_kosci import KosciWhy
from kosci_gui.engine.games import new_game
from kosci_gui.engine.moves import Roll
from kosci_gui.engine.scoring import UPPER
from kosci_gui.resources import resource_path

NAMES = ("classic-filled-optional", "full-counted-mult")


def reachable(model) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return tuple(np.concatenate(a) for a in zip(*positions(model), strict=True))


@pytest.mark.parametrize("name", NAMES)
def test_what_is_certain_is_certain(name):
    model = model_named(name)
    chance = upper_bonus.load(model)
    masks, yzs, us = reachable(model)
    found = chance[masks, yzs, us]
    assert ((found >= 0) & (found <= 1)).all()
    assert (found[us == CAP] == 1.0).all()  # made: kept
    # too few upper boxes left to reach 63 even with five of a kind in each: gone
    most = np.zeros(masks.shape, dtype=np.int64)
    for b, box in enumerate(model.boxes):
        if box in UPPER:
            most += np.where(masks >> b & 1, 0, 5 * (UPPER.index(box) + 1))
    assert (found[(us < CAP) & (us + most < CAP)] == 0.0).all()
    assert (found[(us < CAP) & ((masks & upper_bits(model)) == upper_bits(model))] == 0.0).all()
    # open and within reach: mostly neither certain nor gone (the rest: chances within half a
    # storage step of 0 or 1, stored as such)
    open_ = (us < CAP) & (us + most >= CAP)
    assert np.mean((found[open_] > 0) & (found[open_] < 1)) > 0.8


def test_the_empty_card_makes_it_about_two_games_in_three():
    # solitaire-optimal play is known to make the upper bonus in about 68 % of games;
    # test_why.py checks this figure against simulated play
    chance = upper_bonus.load(model_named("classic-filled-optional"))
    assert chance[0, 0, 0] == pytest.approx(0.681, abs=0.002)


def test_sixes_alone_by_hand():
    """Only Sixes left, 45 in the upper boxes: the bonus needs three sixes, and the advisor
    keeps every six it rolls, so each die becomes a six with 1 - (5/6)^3 over the turn."""
    game = new_game("classic", None, ["Ala"], seed=1)
    card = game.cards[0]
    filled = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15}
    for box in card.boxes:
        card.cells[0][box] = filled.get(box, 0) if box != "sixes" else None
    p = 1 - (5 / 6) ** 3
    at_least = {k: sum(comb(5, j) * p ** j * (1 - p) ** (5 - j) for j in range(k, 6))
                for k in (2, 3)}
    bonus = CardBonus(CardValuer(game.rules))
    step = 0.5 / upper_bonus.STEPS  # as stored
    assert bonus.now(card) == pytest.approx(at_least[3], abs=step)
    card.cells[0]["ones"] = 4  # 46 ... still three sixes needed
    assert bonus.now(card) == pytest.approx(at_least[3], abs=step)
    card.cells[0]["twos"], card.cells[0]["threes"] = 8, 12  # 51: two sixes will do
    assert bonus.now(card) == pytest.approx(at_least[2], abs=step)


@pytest.mark.parametrize("preset,cells", [
    (None, {}),
    ("polish", {"ones": 2, "twos": 6, "threes": 9, "pair": 10, "chance": 22}),
    (None, {"fours": 16, "sixes": 18, "full_house": 25, "yahtzee": 0})])
def test_the_table_agrees_with_one_turn_followed(preset, cells):
    """The chance before the first roll, from the table, is the chance after the turn
    followed roll by roll (the reasons' way) with the table after each write."""
    game = new_game("classic", {"preset": preset} if preset else None, ["Ala"], seed=1)
    for box, points in cells.items():
        game.cards[0].cells[0][box] = points
    why = KosciWhy(game)
    ends = why.ends_of(Roll(()))
    assert why.follower.bonus is not None
    # each side within half a storage step
    assert sum(slot[2] for slot in ends.values()) == pytest.approx(
        why.follower.bonus.now(game.cards[0]), abs=1.0 / upper_bonus.STEPS)


def test_which_games_have_it():
    assert has_bonus(new_game("classic", {"preset": "polish"}, ["Ala"]).rules)
    assert has_bonus(new_game("full", {"full_upper": "counted"}, ["Ala"]).rules)
    assert not has_bonus(new_game("full", {"full_upper": "absent"}, ["Ala"]).rules)
    assert not has_bonus(new_game("triple", None, ["Ala"]).rules)
    assert card_bonus(CardValuer(new_game("triple", None, ["Ala"]).rules)) is None


@pytest.mark.parametrize("kind,options", [("triple", None), ("full", {"full_upper": "absent"})])
def test_no_bonus_no_reason(kind, options):
    game = new_game(kind, options, ["Ala"], seed=4)
    game.roll([1, 1, 2, 6, 6])
    found = option_reasons(game, advise_values(game))
    assert all(r.kind != UPPER_BONUS for rs in found for r in rs)


def test_the_stored_chances_are_the_solved_ones_to_a_step():
    model = model_named("classic-filled-optional")
    codes = upper_bonus.encode(np.array([0.0, 1.0, 0.5, 0.681208]))
    assert upper_bonus.decode(codes).tolist() == pytest.approx([0.0, 1.0, 0.5, 0.681208],
                                                               abs=1 / upper_bonus.STEPS)
    assert upper_bonus.load(model).reshape(-1)[reachable_index(model)].shape == (
        len(reachable(model)[0]),)


def test_every_value_table_with_an_upper_bonus_has_its_bonus_table_shipped():
    folder = resource_path("tables")
    names = upper_bonus.shipped()
    assert "classic-filled-optional" in names and "full-counted-plain" in names
    assert "full-absent-plain" not in names
    for name in names:
        path = folder / upper_bonus.file_name(model_named(name))
        stored = tables.load_or_none(path, True)
        assert stored is not None, f"{path.name} is not shipped"
        size = sum(len(masks) for masks, _, _ in positions(model_named(name)))
        assert stored.shape == (size,) and stored.dtype == np.uint16
