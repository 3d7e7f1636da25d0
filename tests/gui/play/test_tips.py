"""Which first-game tip applies, decided on engine games played with chosen dice (no window):
each tip when its situation comes up for the seat asked about, never for another seat's
play, with the numbers of the rules being played."""

from __future__ import annotations

from kosci_gui.engine.games import new_game
from kosci_gui.gui.play.tips import TIPS, Tip, tips_after
from kosci_gui.gui.words.tips import TIP_TEXTS


def keys(game, seat=0):
    return [t.key for t in tips_after(game, game.events, seat)]


def test_every_tip_has_its_words():
    assert set(TIPS) == set(TIP_TEXTS)


def test_a_kosci_roll_with_rolls_left_calls_for_holding_and_the_last_roll_does_not():
    game = new_game("classic", players=["Ala", "Ola"])
    game.roll([1, 2, 3, 4, 6])
    assert keys(game) == ["holding"]
    assert keys(game, seat=1) == []  # Ola's tips follow Ola's play only
    game.roll([1, 2, 3, 4, 6])
    game.roll([1, 2, 3, 4, 6])
    assert keys(game) == []


def test_writing_an_upper_box_tells_the_upper_bonus_of_the_rules():
    game = new_game("classic")
    game.roll([4, 4, 4, 2, 3])
    game.score("fours")
    assert tips_after(game, game.events, 0) == [Tip("upper_bonus",
                                                    {"threshold": 63, "bonus": 35})]


def test_in_triple_the_upper_bonus_is_the_columns_weighted_bonus():
    game = new_game("triple")
    game.roll([4, 4, 4, 2, 3])
    game.score("fours", 2)
    assert tips_after(game, game.events, 0) == [Tip("upper_bonus",
                                                    {"threshold": 63, "bonus": 105})]


def test_the_full_games_upper_boxes_earn_no_bonus_and_tell_none():
    game = new_game("full")
    game.roll([4, 4, 4, 2, 3])
    game.score("fours")
    assert "upper_bonus" not in keys(game)


def test_a_box_written_for_zero_calls_for_the_sacrifice():
    game = new_game("classic")
    game.roll([1, 2, 3, 4, 6])
    game.score("yahtzee")
    assert keys(game) == ["sacrifice"]


def test_a_joker_is_told_when_the_five_of_a_kind_box_is_filled():
    game = new_game("classic")
    game.roll([5, 5, 5, 5, 5])
    game.score("yahtzee")
    game.roll([3, 3, 3, 2, 1])
    game.score("threes")              # (the Polish rules: a joker once the face's box is full)
    game.roll([3, 3, 3, 3, 3])
    assert "joker" in keys(game)


def test_thousand_first_throw_tells_the_scoring_dice():
    game = new_game("thousand", players=["Ala", "Ola"])
    game.roll([1, 5, 2, 3, 4])
    assert keys(game) == ["scoring_dice"]
    assert keys(game, seat=1) == []


def test_dice_chosen_that_may_not_be_written_tell_the_rule_that_forbids_it():
    game = new_game("thousand", players=["Ala", "Ola"])
    game.roll([1, 2, 3, 4, 6])
    game.set_held([0])
    assert "three_dice" in keys(game)
    game2 = new_game("thousand", players=["Ala", "Ola"])
    game2.roll([5, 2, 2, 2, 3])
    game2.set_held([0, 1, 2, 3])  # 5 + three 2s = 25: three dice, but under the opening 50
    assert tips_after(game2, [], 0) == [Tip("opening", {"points": 50})]


def test_all_five_chosen_are_hot_dice():
    game = new_game("thousand", players=["Ala", "Ola"])
    game.roll([1, 1, 1, 5, 5])
    game.set_held([0, 1, 2, 3, 4])
    assert "hot_dice" in keys(game)


def test_a_write_into_a_pit_and_an_overtake_are_told_to_both_players():
    game = new_game("thousand", players=["Ala", "Ola"])
    game.roll([1, 1, 1, 5, 5])
    game.set_aside([1, 1, 1, 5, 5])
    game.roll([1, 1, 5, 2, 3])
    game.set_aside([1, 1, 5])
    game.bank()                                   # Ala: 135
    game.roll([1, 1, 1, 1, 2])                    # Ola: four 1s = 200
    game.set_aside([1, 1, 1, 1])
    game.bank()                                   # Ola 200 (pit 200-300), overtakes Ala
    assert tips_after(game, game.events, 1)[:2] == [
        Tip("overtaking", {"penalty": 50, "bonus": 50}), Tip("pit", {"low": 200, "high": 300})]
    assert [t.key for t in tips_after(game, game.events, 0)] == ["overtaking"]


def test_near_1000_the_exact_goal_is_told():
    game = new_game("thousand", players=["Ala", "Ola"])
    game.scores[0] = 900
    game.roll([1, 2, 3, 4, 6])
    assert keys(game) == ["scoring_dice", "exact_1000"]


def test_every_tip_reads_in_words_with_its_numbers():
    from kosci_gui.gui.words.tips import tip_text

    for key, numbers in (("pit", {"low": 200, "high": 300}), ("opening", {"points": 50}),
                         ("overtaking", {"penalty": 50, "bonus": 0})):
        text = tip_text(key, numbers)
        assert "{" not in text and all(str(n) in text for n in numbers.values())
