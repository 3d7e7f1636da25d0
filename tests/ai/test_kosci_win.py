"""Chances to win in the Kości family: the model against exact small cases (the last turn of
a classic game by enumeration of the dice, one-box spreads), its vectorised writes against the
engine's, and the final-score arithmetic."""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod

import numpy as np
import pytest

from kosci_gui.ai import advise, score_moments, solver, win_chances
from kosci_gui.ai import kosci_win as kw
from kosci_gui.ai.keeps import sub_keeps
from kosci_gui.ai.kosci_win_ai import KosciWinAI
from kosci_gui.engine.card import Card, box_options
from kosci_gui.engine.games import make_rules, new_game
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.engine.scoring import OUTCOMES, full_multiplier


def rolls_of(m: int) -> list[tuple[tuple[int, ...], float]]:
    out = []
    for r in combinations_with_replacement(range(1, 7), m):
        counts = [r.count(f) for f in set(r)]
        out.append((r, factorial(m) / prod(factorial(c) for c in counts) / 6 ** m))
    return out


def fill(card: Card, values: dict[str, int], column: int = 0) -> None:
    for box, v in values.items():
        card.cells[column][box] = v


def brute_force_last_turn(rules, card: Card, rival: int):
    """The chance to beat a finished card worth ``rival`` with one turn left, by enumerating
    every roll and every hold (draws count half); independent of the solver's keep passes."""

    def write(dice):
        best = 0.0
        for o in box_options(rules, card, dice):
            if not o.allowed:
                continue
            after = card.copy()
            after.cells[o.column][o.box] = o.points
            if o.bonus:
                after.five_bonuses[o.column] += 1
            total = after.total()
            best = max(best, 1.0 if total > rival else 0.5 if total == rival else 0.0)
        return best

    @cache
    def value(dice, left):
        best = write(dice)
        if left:
            best = max([best] + [keep_value(k, left) for k in sub_keeps(dice) if len(k) < 5])
        return best

    @cache
    def keep_value(keep, left):
        return sum(p * value(tuple(sorted(keep + r)), left - 1)
                   for r, p in rolls_of(5 - len(keep)))

    start = sum(p * value(r, 2) for r, p in rolls_of(5))
    return start, value


LAST_TURNS = [
    # (the one open box, the rest of the card, the rival's finished total)
    ("yahtzee", {"chance": 20}, 180),          # only five of a kind wins
    ("chance", {"yahtzee": 0}, 160),           # Chance must beat 21
    ("sixes", {"fives": 20, "fours": 12, "threes": 9, "twos": 4, "ones": 2}, 290),  # bonus
    ("large_straight", {"yahtzee": 50}, 190),  # the straight, or a joker (+100)
]


def last_turn_game(open_box, rest, rival):
    rules = make_rules("classic")
    game = new_game("classic", None, ["Ala", "Ola"], seed=4)
    assert isinstance(game, KosciGame)
    base = {b: 0 for b in game.boxes}
    base.update({"full_house": 25, "small_straight": 30, "three_kind": 24, "four_kind": 20,
                 "large_straight": 40, "chance": 22, "yahtzee": 50})
    base.update(rest)
    base.pop(open_box)
    fill(game.cards[0], base)
    fill(game.cards[1], {b: 0 for b in game.boxes})
    game.cards[1].cells[0]["chance"] = rival
    assert game.cards[1].total() == rival
    return rules, game


@pytest.mark.slow  # builds the exact tail of classic (seconds), then enumerates each last turn
@pytest.mark.parametrize(("open_box", "rest", "rival"), LAST_TURNS)
def test_last_turn_of_a_classic_game_matches_enumeration_of_the_dice(open_box, rest, rival):
    rules, game = last_turn_game(open_box, rest, rival)
    start, value = brute_force_last_turn(rules, game.cards[0], rival)
    assert 0.01 < start < 0.99  # a real contest, not a foregone result
    (only,) = advise(game)
    assert only.win_chance == pytest.approx(start, abs=1e-9)
    assert win_chances(game) == pytest.approx([start, 1 - start], abs=1e-9)
    # after a roll, every hold and the write are worth what enumeration says
    game.roll([6, 6, 5, 3, 1])
    dice = tuple(sorted(game.dice))
    for a in advise(game):
        if isinstance(a.move, Roll):
            keep = tuple(sorted(game.dice[i] for i in a.move.held))
            want = sum(p * value(tuple(sorted(keep + r)), 1) for r, p in rolls_of(5 - len(keep)))
        else:
            assert isinstance(a.move, Write)
            want = value(dice, 0)
        assert a.win_chance == pytest.approx(want, abs=1e-9), a.label


def test_shape_of_a_one_box_card_is_the_exact_shape_of_its_last_turn():
    """Only Chance open: the moments are those of the points an expected-score player
    writes, by enumeration of the dice."""
    rules = make_rules("classic")
    card = Card(rules)
    fill(card, {b: 0 for b in card.boxes if b != "chance"})
    final = KosciWinAI(rules).model.final(card)

    @cache
    def dist(dice, left):
        """(expected points, {points: probability}) of the best play from here."""
        now = (float(sum(dice)), {sum(dice): 1.0})
        if not left:
            return now
        options = [now] + [keep_dist(k, left) for k in sub_keeps(dice) if len(k) < 5]
        return max(options, key=lambda m: m[0])

    @cache
    def keep_dist(keep, left):
        mean, out = 0.0, {}
        for r, p in rolls_of(5 - len(keep)):
            m, d = dist(tuple(sorted(keep + r)), left - 1)
            mean += p * m
            for x, q in d.items():
                out[x] = out.get(x, 0.0) + p * q
        return mean, out

    pmf = {}
    for r, p in rolls_of(5):
        for x, q in dist(r, 2)[1].items():
            pmf[x] = pmf.get(x, 0.0) + p * q
    xs, ps = np.array(list(pmf)), np.array(list(pmf.values()))
    mean = ps @ xs
    # the recursion itself, in float64, is exact
    model = solver.model_for(rules)
    evaluator = score_moments.MomentEvaluator(
        model, [np.zeros(model.shape()) for _ in range(score_moments.ORDERS)])
    mask = sum(1 << i for i, b in enumerate(model.boxes) if b != "chance")
    raw = evaluator.turn(np.array([mask]), np.array([1]), np.array([0]))
    assert [float(r[0]) for r in raw] == pytest.approx([ps @ xs ** k for k in (1, 2, 3, 4)],
                                                       rel=1e-12)
    # the stored tables, one byte per value, to within their coding step
    central = [ps @ (xs - mean) ** k for k in (2, 3, 4)]
    assert final.mean == pytest.approx(mean, abs=1e-3)
    assert final.var == pytest.approx(central[0], rel=0.03)
    assert final.k3 == pytest.approx(central[1], rel=0.06)
    assert final.k4 == pytest.approx(central[2] - 3 * central[0] ** 2, rel=0.08)


def test_empty_card_spread_is_the_known_spread_of_optimal_solitaire():
    final = KosciWinAI(make_rules("classic")).model.final(Card(make_rules("classic")))
    assert final.mean == pytest.approx(254.5882, abs=1e-3)
    assert final.sd == pytest.approx(59.61, rel=0.012)  # one-byte tables: ~1 % steps
    # right-skewed and heavy-tailed: the five-of-a-kind bonuses
    assert final.k3 / final.sd ** 3 == pytest.approx(1.59, abs=0.06)
    assert final.k4 / final.var ** 2 == pytest.approx(4.6, abs=0.2)


@pytest.mark.parametrize(("game_kind", "seed"), [
    ("classic", 1), pytest.param("triple", 2, marks=pytest.mark.slow),
    pytest.param("full", 3, marks=pytest.mark.slow)])
def test_vectorised_write_chances_agree_with_the_engines_options(game_kind, seed):
    """For random cards and every roll, the best write's chance from the vectorised model is
    the best over the engine's allowed options of the chance of the card each leaves."""
    rules = make_rules(game_kind)
    ai = KosciWinAI(rules)
    rng = random.Random(seed)
    for _ in range(3):
        card = Card(rules)
        for c in range(card.columns):
            for box in rng.sample(card.boxes, rng.randint(2, len(card.boxes) - 1)):
                card.cells[c][box] = 0
            card.cells[c]["ones" if "ones" in card.boxes else "pair"] = None
        sd = rng.uniform(5, 40)
        rival = kw.Final(rng.uniform(150, 300) * card.columns, sd ** 2, 0.8 * sd ** 3,
                         2.0 * sd ** 4)
        for roll_index, held_any in ((0, False), (1, True), (2, False)):
            mult = full_multiplier(roll_index, held_any) if game_kind == "full" else 1
            vector = ai.model.write_chances(card, [rival], mult)
            for i in rng.sample(range(252), 25):
                dice = OUTCOMES[i]
                chances = [ai.write_chance(card, Write(o.box, o.column), o.points, o.bonus,
                                           [rival])
                           for o in box_options(rules, card, dice, roll_index=roll_index,
                                                held_any=held_any) if o.allowed]
                assert vector[i] == pytest.approx(max(chances), abs=1e-9), (dice, mult)


def mine(mean, var=0.0, k3=0.0, k4=0.0):
    return tuple(np.array(float(x)) for x in (mean, var, k3, k4))


def test_duel_chance_is_exact_for_finished_cards_and_shares_a_draw():
    assert kw.duel_chance(mine(200), kw.Final(199.0)) == 1.0
    assert kw.duel_chance(mine(200), kw.Final(200.0)) == 0.5
    assert kw.duel_chance(mine(200), kw.Final(201.0)) == 0.0
    assert kw.duel_chance(mine(200, 900), kw.Final(200.0, 1600)) == pytest.approx(0.5)
    # the same mean and spread but a right-skewed rival: the rival's median is lower
    skewed = kw.duel_chance(mine(200, 900), kw.Final(200.0, 1600, 0.8 * 40 ** 3))
    assert skewed > 0.5


def test_shape_distribution_function_is_a_distribution_function():
    z = np.linspace(-10, 10, 2001)
    for skew, kurt in ((0.0, 0.0), (1.6, 4.6), (-3.0, 9.0), (0.5, 2.0), (4.0, 20.0)):
        f = kw.shape_cdf(z, np.full(z.shape, skew), np.full(z.shape, kurt))
        assert np.all(np.diff(f) >= -1e-12) and f[0] < 1e-6 and f[-1] > 1 - 1e-6
    assert kw.shape_cdf(np.array([0.3]), np.array([0.0]), np.array([0.0]))[0] == \
        pytest.approx(float(kw.normal_cdf(np.array([0.3]))[0]))


def test_normal_distribution_function_is_accurate():
    x = np.array([-3.0, -1.0, 0.0, 0.5, 1.96])
    want = [0.0013498980, 0.1586552539, 0.5, 0.6914624613, 0.9750021048]
    assert kw.normal_cdf(x) == pytest.approx(want, abs=2e-7)


def test_field_chances_match_the_duel_and_a_three_way_symmetric_field():
    a, b = kw.Final(250.0, 1600.0, 3e4, 5e6), kw.Final(240.0, 900.0)
    pair = kw.field_chances([a, b])
    assert sum(pair) == pytest.approx(1.0)
    grid = kw._grid([a, b])
    assert kw._pmf(a, grid) @ kw.beaten_by([b], grid) == pytest.approx(pair[0], abs=2e-3)
    same = kw.field_chances([kw.Final(250.0, 2500.0, 1e5, 1e7)] * 3)
    assert same == pytest.approx([1 / 3] * 3, abs=1e-9)
    # three finished cards, two level at the top: they share the win
    assert kw.field_chances([kw.Final(200, 0), kw.Final(210, 0), kw.Final(210, 0)]) == \
        pytest.approx([0.0, 0.5, 0.5])


def test_tail_distributions_are_distributions_with_the_value_tables_means():
    from kosci_gui.ai import tables
    from kosci_gui.ai.kosci_tail import LENGTH, tail_for

    for kind in ("classic", "full"):
        model = solver.model_for(make_rules(kind))
        tail = tail_for(model)
        values = tables.load(model).reshape(-1)
        index = np.flatnonzero(tail.row >= 0)
        pmf = tail.pmf[tail.row[index]].astype(np.float64)
        assert np.allclose(pmf.sum(axis=1), 1.0, atol=1e-6)
        assert np.allclose(pmf @ np.arange(LENGTH), values[index], atol=1e-3)


def test_tail_of_a_one_box_card_is_the_enumerated_distribution():
    """Only Chance open (and, one turn earlier, Chance and Sixes): the exact distribution of
    the points still to come matches an enumeration of the expected-score player's turn."""
    from kosci_gui.ai.kosci_tail import tail_for

    rules = make_rules("classic")
    model = solver.model_for(rules)
    tail = tail_for(model)

    @cache
    def best(dice, left):
        now = (float(sum(dice)), ((sum(dice), 1.0),))
        if not left:
            return now
        options = [now] + [keep(k, left) for k in sub_keeps(dice) if len(k) < 5]
        return max(options, key=lambda m: m[0])

    @cache
    def keep(k, left):
        mean, out = 0.0, {}
        for r, p in rolls_of(5 - len(k)):
            m, d = best(tuple(sorted(k + r)), left - 1)
            mean += p * m
            for x, q in d:
                out[x] = out.get(x, 0.0) + p * q
        return mean, tuple(out.items())

    want = np.zeros(tail.pmf.shape[1])
    for r, p in rolls_of(5):
        for x, q in best(r, 2)[1]:
            want[x] += p * q
    mask = sum(1 << i for i, b in enumerate(model.boxes) if b != "chance")
    index = int(solver.Evaluator(model, tail.evaluator.mu.reshape(model.shape()))._index(
        mask, 1, 0))
    assert tail.distribution(index) == pytest.approx(want, abs=1e-6)
    # three boxes open is beyond the table: worked out on demand, still a distribution
    deeper = mask & ~(1 << model.boxes.index("sixes")) & ~(1 << model.boxes.index("ones"))
    far = tail.distribution(int(tail.evaluator.ev._index(deeper, 1, 0)))
    assert far is not None and far.sum() == pytest.approx(1.0, abs=1e-6)


def test_a_fresh_game_is_played_without_waiting_for_the_tail_a_late_one_builds_it(monkeypatch):
    """The exact tail takes seconds to build and nothing before the last turns needs it: a
    fresh two-player game's warm-up leaves it for later, a game near its end builds it."""
    from kosci_gui.ai import kosci_tail

    built: list[object] = []
    monkeypatch.setattr(kosci_tail.Tail, "build", lambda self: built.append(self))
    rules = make_rules("classic")
    ai = KosciWinAI(rules)
    fresh = KosciGame(rules, ["Ala", "Bot"])
    ai.warm_up(fresh)
    assert built == []
    # whether a card is within the tail is known without the table
    assert ai.model.final(fresh.cards[0]).exact is None and built == []
    late = KosciGame(rules, ["Ala", "Bot"])
    fill(late.cards[1], {b: 0 for b in ("ones", "twos", "threes", "fours", "fives", "sixes")})
    ai.warm_up(late)                     # seven open boxes: within a few turns of the tail
    assert built == [ai.model.tail]
    ai.warm_up()                         # any position
    assert len(built) == 2
