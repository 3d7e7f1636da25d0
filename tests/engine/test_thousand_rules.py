"""Thousand (RULES.md §2): the turn, every option and preset.

Positions late in a game (scores near 900, inside pits) are built with ``set_scores``
(see helpers): reaching them by play would take dozens of recorded turns and hide what is
tested. Early-game positions are played from 0.
"""

from __future__ import annotations

import pytest

from kosci_gui.engine.events import Overtaken
from kosci_gui.engine.games import make_rules

from .helpers import aside, assert_refused, play, set_scores, thousand

ZERO = [2, 3, 4, 6, 6]


def sheet_kinds(game, player):
    return [e.kind.value for e in game.sheets[player]]


# -- the turn ----------------------------------------------------------------------------------


def test_throw_set_aside_and_write():
    g = thousand()
    play(g, [1, 1, 1, 5, 2], aside(1, 1, 1, 5), "bank")
    assert g.scores == [105, 0]
    assert g.current == 1


def test_passing_before_the_first_throw_refused():
    g = thousand()
    assert_refused(g, "pass_before_throw", g.pass_turn)


def test_must_set_aside_before_throwing_again_writing_or_passing():
    g = thousand()
    g.roll([1, 1, 1, 5, 2])
    assert_refused(g, "set_aside_first", g.roll)
    assert_refused(g, "set_aside_first", g.bank)
    assert_refused(g, "set_aside_first", g.pass_turn)


def test_writing_before_a_throw_refused():
    g = thousand()
    assert_refused(g, "roll_first", g.bank)
    assert_refused(g, "roll_first", g.set_aside, [1])


def test_set_aside_once_per_throw():
    g = thousand()
    play(g, [1, 1, 1, 5, 2], aside(1, 1, 1))
    assert_refused(g, "already_set_aside", g.set_aside, [5])


def test_set_aside_of_non_scoring_dice_refused():
    g = thousand()
    g.roll([1, 1, 1, 5, 2])
    assert_refused(g, "set_aside_not_scoring", g.set_aside, [1, 2])
    assert_refused(g, "set_aside_not_scoring", g.set_aside, [1, 1, 1, 5, 2])


def test_set_aside_of_dice_not_thrown_refused():
    g = thousand()
    g.roll([1, 1, 1, 5, 2])
    assert_refused(g, "set_aside_not_thrown", g.set_aside, [5, 5])
    assert_refused(g, "set_aside_empty", g.set_aside, [])


def test_set_aside_of_values_that_are_not_dice_refused():
    g = thousand()
    g.roll([1, 1, 1, 5, 2])
    assert_refused(g, "bad_dice", g.set_aside, [1.0])
    assert_refused(g, "bad_dice", g.set_aside, [True])


def test_throw_with_wrong_number_of_dice_refused():
    g = thousand()
    assert_refused(g, "bad_throw_size", g.roll, [1, 1, 1, 5])
    play(g, [1, 1, 1, 5, 2], aside(1, 1, 1))
    assert_refused(g, "bad_throw_size", g.roll, [1, 5, 5])
    assert_refused(g, "bad_dice", g.roll, [1, 7])


def test_pass_after_set_aside_is_a_miss():
    g = thousand()
    play(g, [1, 1, 1, 5, 2], aside(1, 1, 1), "pass")
    assert g.scores == [0, 0]
    assert sheet_kinds(g, 0) == ["miss"]
    assert g.current == 1


def test_throw_with_no_scoring_die_ends_the_turn_and_loses_its_points():
    g = thousand({"preset": "family"})
    play(g, [1, 1, 1, 5, 2], aside(1, 1, 1), [2, 3])
    assert g.current == 1
    assert g.scores == [0, 0]


def test_out_of_turn_throw_refused():
    g = thousand()
    assert_refused(g, "not_your_turn", g.roll, None, 1)


# -- opening ------------------------------------------------------------------------------------


@pytest.mark.parametrize("preset,opening", [("blog", 50), ("reader_a", 100), ("family", 30)])
def test_opening_threshold_of_each_preset(preset, opening):
    assert make_rules("thousand", {"preset": preset})["opening"] == opening


def test_first_write_below_opening_refused():
    g = thousand()
    play(g, [1, 5, 5, 2, 3], aside(1, 5, 5))          # 20 < 50
    err = assert_refused(g, "bank_opening", g.bank)
    assert err.params == {"opening": 50, "points": 20}


def test_first_write_at_opening_allowed_then_no_threshold():
    g = thousand()
    play(g, [5, 5, 5, 2, 3], aside(5, 5, 5), "bank")     # 50: opens
    play(g, ZERO)                                        # B: zero throw
    play(g, [1, 5, 5, 2, 3], aside(1, 5, 5), "bank")     # 20 after opening
    assert g.scores[0] == 70


def test_reader_a_opening_100():
    g = thousand({"preset": "reader_a"})
    play(g, [6, 6, 6, 2, 3], aside(6, 6, 6))
    assert_refused(g, "bank_opening", g.bank)
    play(g, [1, 2], aside(1), [1], aside(1))            # hot dice: 80
    assert_refused(g, "bank_opening", g.bank)
    play(g, [1, 1, 1, 2, 3], aside(1, 1, 1), "bank")
    assert g.scores[0] == 180


def test_family_opening_30():
    g = thousand({"preset": "family"})
    play(g, [3, 3, 3, 2, 4], aside(3, 3, 3), "bank")
    assert g.scores[0] == 30


# -- three dice and hot dice ----------------------------------------------------------------------


def test_writing_needs_three_scoring_dice():
    g = thousand()
    set_scores(g, [100, 0])
    play(g, [1, 1, 2, 3, 4], aside(1, 1))
    err = assert_refused(g, "bank_three_dice", g.bank)
    assert err.params == {"count": 2, "needed": 3}
    play(g, [5, 2, 3], aside(5), "bank")
    assert g.scores[0] == 125


def test_three_dice_off_allows_writing_with_one_die():
    g = thousand({"three_dice": False})
    set_scores(g, [100, 0])
    play(g, [1, 2, 3, 4, 6], aside(1), "bank")
    assert g.scores[0] == 110


def test_hot_dice_throw_all_five_again_keeping_points_count_restarts():
    g = thousand()
    set_scores(g, [100, 0])
    play(g, [1, 1, 1, 5, 2], aside(1, 1, 1, 5), [5], aside(5))
    assert g.hot_dice and g.turn_points == 110
    thrown = g.roll([1, 2, 3, 4, 6])                      # all five again
    assert len(thrown) == 5
    g.set_aside([1])
    assert_refused(g, "bank_three_dice", g.bank)         # the 3-dice count started again
    play(g, [5, 5, 2, 3], aside(5, 5), "bank")
    assert g.scores[0] == 100 + 110 + 10 + 10


def test_hot_dice_may_be_written():
    g = thousand()
    play(g, [1, 1, 1, 5, 5], aside(1, 1, 1, 5, 5), "bank")
    assert g.scores[0] == 110


def test_a_miss_after_hot_dice_is_not_a_zero_throw():
    g = thousand()
    set_scores(g, [100, 0])
    play(g, [1, 1, 1, 5, 5], aside(1, 1, 1, 5, 5), ZERO)
    assert g.scores == [100, 0]
    assert sheet_kinds(g, 0) == ["miss"]


# -- zero first throw -----------------------------------------------------------------------------


def test_zero_first_throw_penalty_also_before_opening():
    g = thousand()
    play(g, ZERO)
    assert g.scores == [-50, 0]
    assert sheet_kinds(g, 0) == ["miss", "zero_penalty"]
    play(g, ZERO)
    play(g, ZERO)
    assert g.scores == [-100, -50]    # scores may go negative


def test_zero_penalty_only_on_the_first_throw():
    g = thousand()
    play(g, [1, 2, 3, 4, 6], aside(1), [2, 3, 4, 6])
    assert g.scores == [0, 0]


@pytest.mark.parametrize("preset", ["reader_a", "family"])
def test_no_zero_penalty_in_presets_without_it(preset):
    g = thousand({"preset": preset})
    play(g, ZERO)
    assert g.scores == [0, 0]


def test_miss_only_because_of_1000_is_not_a_zero_throw():
    g = thousand()
    set_scores(g, [995, 0])
    play(g, [1, 1, 2, 3, 4])           # a 1 would take 995 past 1000
    assert g.scores == [995, 0]
    assert g.current == 1
    assert sheet_kinds(g, 0) == ["miss"]
    assert g.misses_in_row[0] == 1


def test_zero_throw_near_1000_still_costs_the_penalty():
    g = thousand()
    set_scores(g, [995, 0])
    play(g, ZERO)
    assert g.scores[0] == 945


# -- overtaking -----------------------------------------------------------------------------------


def test_overtaking_chain_past_three_players_blog_example():
    g = thousand(players=4)
    set_scores(g, [150, 170, 200, 240])
    play(g, [1, 1, 5, 2, 3], aside(1, 1, 5), "bank")    # A writes 25
    assert g.scores == [325, 120, 150, 190]
    kinds = sheet_kinds(g, 0)
    assert kinds == ["write", "overtake_bonus", "overtake_bonus", "overtake_bonus"]
    assert [e.victim for e in g.events if isinstance(e, Overtaken)] == [1, 2, 3]


def test_only_players_strictly_above_the_writer_can_be_overtaken():
    g = thousand()
    set_scores(g, [100, 100])
    play(g, [5, 5, 5, 2, 3], aside(5, 5, 5), "bank")
    assert g.scores == [150, 100]


def test_a_player_level_with_the_new_score_is_not_overtaken():
    g = thousand()
    set_scores(g, [100, 150])
    play(g, [5, 5, 5, 2, 3], aside(5, 5, 5), "bank")
    assert g.scores == [150, 150]


def test_penalties_never_overtake():
    g = thousand()
    set_scores(g, [120, 100])
    play(g, ZERO)                     # A drops below B: B gains nothing
    assert g.scores == [70, 100]
    assert sheet_kinds(g, 1) == []


def test_overtaking_exemptions_use_scores_at_each_step_of_the_chain():
    g = thousand(players=3)
    set_scores(g, [850, 870, 905])
    play(g, [1, 1, 5, 2, 3], aside(1, 1, 5), "bank")    # 875: passes B
    # B -50, A +50 = 925 > C 905: C is at 900+ (no penalty), A now at 900+ (no bonus)
    assert g.scores == [925, 820, 905]


def test_no_overtake_bonus_at_900_with_relief():
    g = thousand()
    set_scores(g, [900, 910])
    play(g, [1, 1, 5, 2, 3], aside(1, 1, 5), "bank")
    assert g.scores == [925, 910]     # B exempt too


def test_overtake_bonus_refused_when_it_would_reach_1000():
    g = thousand({"relief_900": False})
    set_scores(g, [800, 940])
    play(g, [1, 1, 1, 5, 5], aside(1, 1, 1, 5, 5), [5, 5, 5, 2, 3], aside(5, 5, 5), "bank")
    # 800 + 160 = 960 passes B at 940: B -50; 960 + 50 = 1010 ≥ 1000, no bonus
    assert g.scores == [960, 890]
    assert not g.finished


@pytest.mark.parametrize("win", ["exact", "at_least"])
def test_overtake_bonus_refused_when_it_would_reach_exactly_1000(win):
    g = thousand({"relief_900": False, "win": win})
    set_scores(g, [800, 940])
    play(g, [1, 1, 1, 5, 5], aside(1, 1, 1, 5, 5), [4, 4, 4, 2, 3], aside(4, 4, 4), "bank")
    # 950 passes B at 940: B -50; the bonus would make exactly 1000: not paid, no win
    assert g.scores == [950, 890]
    assert not g.finished


def test_reader_a_overtaken_loses_100_no_bonus():
    g = thousand({"preset": "reader_a"})
    set_scores(g, [100, 120])
    play(g, [5, 5, 5, 2, 3], aside(5, 5, 5), "bank")
    assert g.scores == [150, 20]


def test_pit_protection_exempts_a_player_inside_a_pit():
    g = thousand({"preset": "reader_a"}, players=3)
    set_scores(g, [190, 210, 320])
    play(g, [1, 1, 1, 5, 5], aside(1, 1, 1, 5, 5), "bank")     # 300: passes B (in the pit)
    assert g.scores == [300, 210, 320]


def test_no_pit_protection_in_blog():
    g = thousand()
    set_scores(g, [190, 210])
    play(g, [1, 1, 1, 5, 5], aside(1, 1, 1, 5, 5), "bank")
    assert g.scores == [350, 160]


def test_family_overtaking_costs_nothing():
    g = thousand({"preset": "family"})
    set_scores(g, [100, 120])
    play(g, [5, 5, 5, 2, 3], aside(5, 5, 5), "bank")
    assert g.scores == [150, 120]


def test_out_players_are_skipped_and_never_overtaken():
    g = thousand(players=3, clock_minutes=5)
    set_scores(g, [100, 140, 500])
    play(g, ZERO)                                              # A: 50
    g.timeout()                                                # B is out
    assert g.out == [False, True, False]
    assert g.current == 2
    assert_refused(g, "player_out", g.roll, None, 1)
    play(g, ZERO)                                              # C: 450
    assert g.current == 0                                      # B skipped
    play(g, [1, 1, 1, 2, 3], aside(1, 1, 1), "bank")           # A 150 passes B (out)
    assert g.scores == [150, 140, 450]
    assert g.current == 2


# -- pits -----------------------------------------------------------------------------------------


def test_write_into_a_pit_allowed_then_must_reach_its_top():
    g = thousand()
    set_scores(g, [180, 0])
    play(g, [1, 5, 5, 5, 2], aside(1, 5, 5, 5), "bank")        # 240: in the pit
    play(g, ZERO)
    play(g, [1, 1, 5, 2, 3], aside(1, 1, 5))                    # 265 < 300
    err = assert_refused(g, "bank_pit", g.bank)
    assert err.params == {"low": 200, "high": 300, "total": 265}
    play(g, [1, 2], aside(1), [5], aside(5))                    # hot dice: 280
    assert_refused(g, "bank_pit", g.bank)
    play(g, [6, 6, 6, 1, 2], aside(6, 6, 6, 1), "bank")         # 350
    assert g.scores[0] == 350


def test_second_pit_700_800():
    g = thousand()
    set_scores(g, [750, 0])
    play(g, [1, 1, 5, 2, 3], aside(1, 1, 5))                    # 775 < 800
    assert_refused(g, "bank_pit", g.bank)
    play(g, [1, 2], aside(1), [1], aside(1))                    # hot dice: 795
    assert_refused(g, "bank_pit", g.bank)
    play(g, [5, 5, 5, 2, 3], aside(5, 5, 5), "bank")            # 845: out of the pit
    assert g.scores[0] == 845


def test_pit_entered_by_an_overtake_penalty():
    g = thousand()
    set_scores(g, [310, 320])
    play(g, [5, 5, 5, 2, 3], aside(5, 5, 5), "bank")             # A 360 passes B at 320
    assert g.scores == [410, 270]
    play(g, [1, 1, 5, 2, 3], aside(1, 1, 5))                    # B: 295 < 300
    assert_refused(g, "bank_pit", g.bank)


def test_pit_entered_by_a_zero_throw_penalty():
    g = thousand()
    set_scores(g, [320, 0])
    play(g, ZERO)
    assert g.scores[0] == 270
    play(g, ZERO)
    play(g, [1, 1, 5, 2, 3], aside(1, 1, 5))                    # 295
    assert_refused(g, "bank_pit", g.bank)


def test_custom_pits_option():
    g = thousand({"pits": [[100, 150]]})
    set_scores(g, [120, 0])
    play(g, [1, 1, 5, 2, 3], aside(1, 1, 5))
    assert_refused(g, "bank_pit", g.bank)
    g2 = thousand({"pits": []})
    set_scores(g2, [250, 0])
    play(g2, [1, 1, 5, 2, 3], aside(1, 1, 5), "bank")
    assert g2.scores[0] == 275


# -- 900 relief and the end -----------------------------------------------------------------------


def test_relief_900_write_with_fewer_than_three_dice():
    g = thousand()
    set_scores(g, [900, 0])
    play(g, [1, 2, 3, 4, 6], aside(1), "bank")
    assert g.scores[0] == 910


def test_relief_900_uses_the_score_at_the_start_of_the_turn():
    g = thousand()
    set_scores(g, [890, 0])
    play(g, [1, 2, 3, 4, 6], aside(1))                          # 900 now, but 890 at start
    assert_refused(g, "bank_three_dice", g.bank)


def test_reader_a_has_no_900_relief_and_986_to_999_cannot_be_left():
    g = thousand({"preset": "reader_a"})
    set_scores(g, [990, 0])
    play(g, [5, 2, 3, 4, 6], aside(5))
    assert_refused(g, "bank_three_dice", g.bank)
    play(g, [1, 2, 3, 4])                                       # the 1 would pass 1000
    assert g.current == 1 and g.scores[0] == 990


def test_exact_selection_that_would_pass_1000_refused():
    g = thousand()
    set_scores(g, [990, 0])
    g.roll([5, 5, 5, 2, 3])
    err = assert_refused(g, "set_aside_over_1000", g.set_aside, [5, 5, 5])
    assert err.params["score"] == 990 and err.params["points"] == 50
    assert [sel for sel, _ in g.legal_selections()] == [(5, 5), (5,)]


def test_exact_write_reaching_1000_wins_and_overtakes_no_one():
    g = thousand(players=3)
    set_scores(g, [990, 995, 100])
    play(g, [1, 2, 3, 4, 6], aside(1), "bank")
    assert g.finished and g.winners() == [0]
    assert g.scores == [1000, 995, 100]
    assert_refused(g, "game_over", g.roll)


def test_at_least_write_reaching_1000_or_more_wins():
    g = thousand({"win": "at_least"})
    set_scores(g, [990, 0])
    play(g, [5, 5, 5, 2, 3], aside(5, 5, 5), "bank")
    assert g.finished and g.scores[0] == 1040 and g.winners() == [0]


# -- three misses ---------------------------------------------------------------------------------


def test_three_misses_penalty_and_count_restart():
    g = thousand({"preset": "family", "three_misses_penalty": 50})
    for _ in range(2):
        play(g, ZERO)
        play(g, [1, 5, 5, 2, 3], aside(1, 5, 5), "pass")
    assert g.scores == [0, 0]
    play(g, ZERO)                                               # A's third miss
    assert g.scores == [-50, 0]
    play(g, [1, 5, 5, 2, 3], aside(1, 5, 5), "pass")            # B's third
    assert g.scores == [-50, -50]
    for _ in range(3):
        play(g, ZERO)
        play(g, ZERO)
    assert g.scores == [-100, -100]


def test_three_misses_penalty_stacks_with_zero_throw_penalty():
    g = thousand({"three_misses_penalty": 50})
    for _ in range(3):
        play(g, ZERO)
        play(g, [5, 5, 5, 2, 3], aside(5, 5, 5), "bank")
    assert g.scores[0] == -50 * 3 - 50


def test_a_write_restarts_the_miss_count():
    g = thousand({"preset": "family", "three_misses_penalty": 50})
    play(g, ZERO)
    play(g, ZERO)
    play(g, ZERO)
    play(g, ZERO)
    play(g, [3, 3, 3, 2, 4], aside(3, 3, 3), "bank")            # A writes 30
    play(g, ZERO)                                               # B's third miss: -50
    play(g, ZERO)
    assert g.scores == [30, -50]
    assert g.misses_in_row[0] == 1


def test_timeouts_do_not_count_as_misses():
    g = thousand({"preset": "family", "three_misses_penalty": 50}, players=3,
                 clock_minutes=2)
    for _ in range(2):
        play(g, ZERO)
        play(g, ZERO)
        play(g, ZERO)
    g.roll([1, 5, 5, 2, 3])
    g.timeout()
    assert g.scores[0] == 0
    assert "three_misses" not in sheet_kinds(g, 0)


def test_clock_runs_out_in_thousand_last_player_in_wins():
    g = thousand(clock_minutes=2)
    set_scores(g, [100, 500])
    g.timeout()
    assert g.finished and g.winners() == [1]
    assert g.ranking() == [(1, 1), (2, 0)]


def test_timed_out_turn_zero_throw_costs_penalty_but_is_not_a_counted_miss():
    # RULES.md §6: a timed-out turn's steps are replayed up to the timeout (a zero throw still
    # costs its penalty); it does not count towards three_misses_penalty.
    g = thousand({"three_misses_penalty": 50}, players=3, clock_minutes=2)
    for _ in range(2):
        play(g, ZERO)
        play(g, ZERO)
        play(g, ZERO)
    assert g.scores == [-100, -100, -100]
    g.roll(ZERO, clock_out=True)
    assert g.scores == [-150, -100, -100]
    assert g.out == [True, False, False]
    assert sheet_kinds(g, 0)[-3:] == ["miss", "zero_penalty", "timeout"]
    assert g.current == 1
    assert g.turns[-1]["timeout"] is True


def test_clock_out_throw_without_a_clock_refused():
    g = thousand()
    assert_refused(g, "no_clock", g.roll, ZERO, clock_out=True)


def test_clock_out_on_a_scoring_throw_keeps_the_turn_going():
    g = thousand(clock_minutes=2)
    g.roll([1, 1, 1, 2, 3], clock_out=True)
    assert g.phase == "thrown" and not any(g.out)


def test_from_four_twos_three_or_four_may_be_set_aside_in_play():
    g = thousand()
    g.roll([2, 2, 2, 2, 1])
    assert g.set_aside([2, 2, 2]) == 20
    g2 = thousand()
    g2.roll([2, 2, 2, 2, 1])
    assert g2.set_aside([2, 2, 2, 2]) == 40
    g3 = thousand()
    g3.roll([2, 2, 2, 2, 1])
    assert_refused(g3, "set_aside_not_scoring", g3.set_aside, [2, 2])


def test_from_three_ones_a_single_one_is_ten_in_play():
    g = thousand()
    g.roll([1, 1, 1, 3, 4])
    assert g.set_aside([1]) == 10
    assert g.turn_points == 10 and g.in_hand == 4


def test_combinations_never_span_throws():
    g = thousand()
    play(g, [1, 1, 2, 3, 4], aside(1, 1), [1, 2, 3], aside(1))
    assert g.turn_points == 30          # three 1s over two throws are 10 + 10 + 10, not 100
