"""The reasons behind the advice, each kind checked against a simulation of the same position:
the advisor's own play (``solo``: the most points) from there, many times, with fixed seeds
(those are ``slow``: the whole suite runs them); the quick ones check what is exact."""

from __future__ import annotations

import copy
import math
import random
from dataclasses import replace

import pytest
from playing import finished_classic, play_out, turn

from kosci_gui.ai import advise, advise_values
from kosci_gui.ai.analysis import SHOWN, analyse
from kosci_gui.ai.games import KOSCI_SLIPS
from kosci_gui.ai.kosci_ai import KosciPlayer
from kosci_gui.ai.kosci_win_ai import KosciWinAI
from kosci_gui.ai.reasons import (
    BANK,
    INSTEAD,
    NOW_LATER,
    PIT,
    RACE,
    THROW_CHANCE,
    TURN_ENDS,
    UPPER_BONUS,
    WIN_GAP,
)
from kosci_gui.ai.thousand_ai import ThousandAI
from kosci_gui.ai.upper_bonus import CardBonus
from kosci_gui.ai.why import option_reasons, reasons
from kosci_gui.ai.why_kosci import rolls_of
from kosci_gui.ai.why_words import lines
from kosci_gui.engine.games import new_game
from kosci_gui.engine.moves import Bank, Pass, Roll, SetAside, Write
from kosci_gui.engine.record import to_record
from kosci_gui.engine.thousand import ThousandGame


def within(freq: float, chance: float, samples: int) -> bool:
    """A frequency agrees with a chance: four standard errors, plus half a point."""
    return abs(freq - chance) <= 4 * math.sqrt(chance * (1 - chance) / samples) + 0.005


def fill(game, cells: dict[str, int], player: int = 0) -> None:
    """Write these boxes of ``player``'s card directly (a position mid-game)."""
    for box, points in cells.items():
        game.cards[player].cells[0][box] = points


EARLY = {"ones": 2, "twos": 6, "threes": 9, "pair": 10, "chance": 22}


@pytest.mark.slow  # thousands of turns played out
def test_a_hold_says_how_the_turn_ends_as_the_play_does():
    game = new_game("classic", {"preset": "polish"}, ["Ala"], seed=1)
    fill(game, EARLY)
    turn(game, [5, 5, 2, 3, 6])
    options = advise_values(game)
    hold = next(a for a in options if a.label == "hold 5 5, roll")
    (found,) = reasons(game, hold, options)
    assert found.kind == TURN_ENDS and found["keep"] == (5, 5)
    ends = found["ends"]
    assert len(ends) == 3 and sum(e.chance for e in ends) <= 1
    samples, rng = 3000, random.Random(5)
    player = KosciPlayer(game.rules, 0.0, 1)
    written: dict[str, list[int]] = {}
    for _ in range(samples):
        g = copy.deepcopy(game)
        g.set_held(hold.move.held)
        g.roll([d if i in hold.move.held else rng.randint(1, 6) for i, d in enumerate(g.dice)])
        play_out(g, rng, player, until_write=True)
        box = next(b for b, v in g.cards[0].cells[0].items() if v is not None and b not in EARLY)
        written.setdefault(box, []).append(g.cards[0].cells[0][box])
    for end in ends:
        got = written.get(end.box, [])
        assert within(len(got) / samples, end.chance, samples), (end, len(got))
        if len(got) >= 300:  # enough samples for the mean within a point
            assert abs(sum(got) / len(got) - end.mean_points) <= 1.0, end


def bonus_share(game, samples: int, seed: int, start=None) -> float:
    """How often the advisor's play makes the upper bonus: the game played out alone to the
    end, ``samples`` times (``start(game, rng)``: the first steps, e.g. the hold's roll)."""
    rng = random.Random(seed)
    player = KosciPlayer(game.rules, 0.0, 1)
    made = 0
    for _ in range(samples):
        g = copy.deepcopy(game)
        if start is not None:
            start(g, rng)
        play_out(g, rng, player, until_write=False)
        made += g.cards[0].upper_sum() >= 63
    return made / samples


def by_kind(found) -> dict:
    return {r.kind: r for r in found}


@pytest.mark.slow  # thousands of games played out
def test_the_upper_bonus_chance_is_what_the_play_makes():
    """The chance of the upper bonus after a hold and after a write (the reasons'), and from
    the empty card (the table's), against the advisor's own play to the end of the game."""
    samples = 3000
    game = new_game("classic", {"preset": "polish"}, ["Ala"], seed=1)
    fill(game, EARLY)
    turn(game, [5, 5, 2, 3, 6])
    options = advise_values(game)
    hold = next(a for a in options if a.label == "hold 3 5 5, roll")
    bonus = by_kind(reasons(game, hold, options))[UPPER_BONUS]
    assert bonus["after"] < bonus["before"] - 0.02

    def roll_on(g, rng):
        g.set_held(hold.move.held)
        g.roll([d if i in hold.move.held else rng.randint(1, 6) for i, d in enumerate(g.dice)])

    assert within(bonus_share(game, samples, 11, roll_on), bonus["after"], samples)
    turn(game, ([0, 1], [5, 5, 4, 4, 1]), ([0, 1, 2, 3], [5, 5, 4, 4, 6]))
    options = advise_values(game)
    fours = options[0]
    assert fours.label == "write fours: 8"
    bonus = by_kind(reasons(game, fours, options))[UPPER_BONUS]
    assert 0.2 < bonus["after"] < bonus["before"] - 0.1
    after = copy.deepcopy(game)
    after.score("fours")
    assert within(bonus_share(after, samples, 12), bonus["after"], samples)
    empty = new_game("classic", None, ["Ala"], seed=1)
    chance = CardBonus(KosciPlayer(empty.rules, 0.0, 1).ai.valuer).now(empty.cards[0])
    assert within(bonus_share(empty, samples, 13), chance, samples)


LATE = {b: p for b, p in {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15,
                          "sixes": 18, "pair": 10, "three_kind": 15, "four_kind": 20,
                          "small_straight": 15, "large_straight": 20}.items()}


def late_game():
    """Three boxes open (full house, chance, five of a kind), the upper bonus earned."""
    game = new_game("classic", {"preset": "polish"}, ["Ala", "Bartek"], seed=1)
    fill(game, LATE)
    fill(game, {**LATE, "full_house": 0}, player=1)
    return game


def simulate_rest(card, samples: int, seed: int) -> float:
    """The mean points a card still scores from the start of a turn, played by the advisor."""
    rng = random.Random(seed)
    player = KosciPlayer(late_game().rules, 0.0, 1)
    start, total = card.total(), 0
    for _ in range(samples):
        solo = new_game("classic", {"preset": "polish"}, ["Solo"])
        solo.cards[0] = copy.deepcopy(card)
        play_out(solo, rng, player, until_write=False)
        total += solo.cards[0].total() - start
    return total / samples


@pytest.mark.slow  # thousands of turns played out
def test_a_write_splits_into_points_now_and_later_as_the_play_does():
    game = late_game()
    turn(game, [2, 2, 3, 3, 1])
    options = advise(game)
    by_label = {a.label: a for a in options}
    found = option_reasons(game, options)
    facts = {a.label: {r.kind: r for r in rs} for a, rs in zip(options, found, strict=True)}
    chance = facts["write chance: 11"][NOW_LATER]
    assert chance["points"] == 11
    after = copy.deepcopy(game)
    after.score("chance")
    # the rest of Ala's game from the card after the write, played out many times
    assert abs(simulate_rest(after.cards[0], 3000, 3) - chance["later"]) <= 1.0
    assert by_label["write chance: 11"].value == pytest.approx(
        game.cards[0].total() + 11 + chance["later"])
    gap = facts["write chance: 11"][WIN_GAP]
    # Bartek's expected final: his card played out alone from his next turn
    expected = game.cards[1].total() + simulate_rest(game.cards[1], 3000, 4)
    assert abs(gap["theirs"] - expected) <= 1.0
    assert gap["mine"] == by_label["write chance: 11"].value


def test_the_best_write_says_what_it_keeps_for_later():
    game = new_game("classic", {"preset": "polish"}, ["Ala"], seed=1)
    fill(game, {"twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 24,
                "pair": 12, "three_kind": 15, "four_kind": 20, "full_house": 25, "yahtzee": 50})
    four = [0, 1, 2, 3]
    turn(game, [1, 1, 2, 3, 5], (four, [1, 1, 2, 3, 5]), (four, [1, 1, 2, 3, 5]))
    options = advise_values(game)
    best = options[0]
    found = {r.kind: r for r in reasons(game, best, options)}
    assert isinstance(best.move, Write) and best.move.box == "ones"
    instead = found[INSTEAD]
    assert instead["other"] == "chance" and instead["other_points"] == 12
    later = {a.move.box: r["later"] for a, rs in zip(options, option_reasons(game, options),
                                                     strict=True)
             for r in rs if r.kind == NOW_LATER}
    assert instead["gain"] == pytest.approx(later["ones"] - later["chance"])
    assert instead["gain"] > instead["other_points"] - instead["points"]
    assert instead["net"] == pytest.approx(instead["gain"] - (12 - 2))
    assert lines([instead]) == [f"writing ones for 2 instead of chance for 12 keeps "
                                f"{instead['gain']:.1f} points more for later, "
                                f"{instead['net']:.1f} more in all"]


def thousand_at(scores: list[int], throw: list[int]) -> ThousandGame:
    game = new_game("thousand", None, ["Ala", "Bartek"], seed=1)
    assert isinstance(game, ThousandGame)
    game.scores = list(scores)
    game.opened = [True, True]
    game.start_score = scores[0]
    game.roll(throw)
    return game


@pytest.mark.slow  # thousands of turns played out
def test_a_throw_says_its_chance_to_score_as_the_dice_fall():
    game = thousand_at([120, 300], [1, 5, 2, 3, 4])
    options = advise(game)
    aside = next(a for a in options if a.move == SetAside((1, 5)))
    found, race = reasons(game, aside, options)
    assert race.kind == RACE
    assert found.kind == THROW_CHANCE and found["dice"] == 3 and found["at_risk"] == 15
    samples, misses = 4000, 0
    for i in range(samples):
        g = copy.deepcopy(game)
        g.set_aside([1, 5])
        g.dice_source = type(g.dice_source)(1000 + i)
        g.roll()
        misses += not g.legal_selections()
    assert within(1 - misses / samples, found["chance"], samples)
    assert lines([found]) == [f"throw 3 dice: {found['chance'] * 100:.0f} % to score, "
                              "15 points at risk"]


def test_a_write_into_a_pit_says_so():
    game = thousand_at([100, 300], [1, 1, 1, 5, 2])
    game.set_aside([1, 1, 1, 5])
    options = advise(game)
    bank = next(a for a in options if isinstance(a.move, Bank))
    found = {r.kind: r for r in reasons(game, bank, options)}
    assert found[BANK]["total"] == 100 + 105
    low, high = found[PIT]["low"], found[PIT]["high"]
    g = copy.deepcopy(game)
    g.bank()
    assert g.pit_of(g.scores[0]) == (low, high)
    throw = next(a for a in options if isinstance(a.move, Roll))
    assert reasons(game, throw, options)[0].kind == THROW_CHANCE


def test_a_computer_opponents_final_counts_its_slips_as_the_chances_do():
    game = new_game("classic", {"preset": "polish"},
                    ["Ala", {"name": "Bot", "type": "computer", "level": "medium"}], seed=1)
    fill(game, LATE)
    turn(game, [2, 2, 3, 3, 1])
    options = [replace(a, win_chance=0.5) for a in advise_values(game)]
    gap = next(r for r in reasons(game, options[0], options) if r.kind == WIN_GAP)
    model = KosciWinAI(game.rules, slips=KOSCI_SLIPS["classic"])
    bot = game.cards[1]
    optimal = bot.total() + model.ai.card_value(bot)
    assert model.shortfall(game, 1) == pytest.approx(37.5)  # all 13 boxes open
    assert gap["theirs"] == pytest.approx(optimal - model.shortfall(game, 1))
    assert gap["mine"] == options[0].value and gap["chance"] == 0.5


def test_the_last_roll_ends_as_the_advisor_plays_every_outcome():
    """Exact: before the last roll, every roll of the free dice played by the advisor itself
    on the engine, weighted by its chance, ends the turn as the reason says."""
    game = new_game("classic", {"preset": "polish"}, ["Ala"], seed=1)
    fill(game, EARLY)
    turn(game, [5, 5, 2, 3, 6], ([0, 1], [5, 5, 4, 4, 1]))
    options = advise_values(game)
    hold = next(a for a in options if a.label == "hold 4 5 5, roll")
    found, bonus = reasons(game, hold, options)
    player = KosciPlayer(game.rules, 0.0, 1)
    chances = CardBonus(player.ai.valuer)
    ends: dict[str, list[float]] = {}
    bonus_after = 0.0
    for dice, chance in rolls_of(2):
        g = copy.deepcopy(game)
        g.set_held(hold.move.held)
        free = iter(dice)
        g.roll([d if i in hold.move.held else next(free) for i, d in enumerate(g.dice)])
        move = player.decide(g)
        points = g.score(move.box, move.column)
        slot = ends.setdefault(move.box, [0.0, 0.0])
        slot[0] += chance
        slot[1] += chance * (points.points + points.bonus)
        bonus_after += chance * chances.now(g.cards[0])
    assert bonus.kind == UPPER_BONUS and bonus["before"] == chances.now(game.cards[0])
    assert bonus["after"] == pytest.approx(bonus_after)
    for end in found["ends"]:
        chance, points = ends[end.box]
        assert end.chance == pytest.approx(chance) and end.mean_points == pytest.approx(
            points / chance)
    likeliest = sorted(ends, key=lambda b: -ends[b][0])[:3]
    assert [e.box for e in found["ends"]] == likeliest


def test_the_race_says_the_turns_the_chance_weighs():
    game = thousand_at([100, 300], [1, 1, 1, 5, 2])
    game.set_aside([1, 1, 1, 5])
    options = advise(game)
    table = ThousandAI(game.rules).solitaire
    race = {type(a.move): next(r for r in rs if r.kind == RACE)
            for a, rs in zip(options, option_reasons(game, options), strict=True)}
    for found, a in zip(race.values(), options, strict=True):
        assert found["chance"] == a.win_chance
        assert found["theirs"] == pytest.approx(table.expected_turns(300, True))
    # passing leaves the score where it was: the turns from there, after this one
    assert race[Pass]["mine"] == pytest.approx(table.expected_turns(100, True))
    assert race[Bank]["mine"] == pytest.approx(-table.after_bank(205))
    assert lines([race[Pass]])[0].startswith(f"{race[Pass]['chance'] * 100:.0f} % to win; "
                                             "the race: ")


def test_the_analysis_explains_the_costliest_mistakes_only():
    result = analyse(to_record(finished_classic()))
    for player in result.players:
        lost = [d for d in player.decisions if d.loss > 1e-6]
        assert len(lost) > SHOWN  # greedy play: plenty of mistakes
        assert all(d.chosen_why and d.best_why for d in player.mistakes())
        assert sum(1 for d in player.decisions if d.best_why) < len(lost)
        worst = player.mistakes()[0]
        assert worst.best_why[0].kind in (TURN_ENDS, NOW_LATER)
