"""Computer players and the advisor: legal moves in every game and preset, the advice lists,
level ordering, and the determinism of ``kosci-cli simulate``."""

from __future__ import annotations

import json
import statistics

import pytest

from kosci_gui.ai import advise, make_player
from kosci_gui.ai.commands import add_advise_arguments, add_simulate_arguments
from kosci_gui.ai.commands import advise as advise_command
from kosci_gui.ai.commands import simulate as simulate_command
from kosci_gui.ai.keeps import sub_keeps
from kosci_gui.ai.simulate import play
from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.games import make_rules, new_game
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Roll, SetAside, Write
from kosci_gui.engine.record import to_record
from kosci_gui.engine.thousand import ThousandGame


@pytest.mark.parametrize(("game", "preset", "games"), [
    ("classic", "polish", 3),
    pytest.param("classic", "official", 3, marks=pytest.mark.slow),
    pytest.param("classic", "penta", 3, marks=pytest.mark.slow),
    pytest.param("full", "polish", 3, marks=pytest.mark.slow),
    pytest.param("triple", "official", 1, marks=pytest.mark.slow),
])
def test_kosci_players_only_make_legal_moves(game, preset, games):
    """A whole game per level; the engine refuses any illegal move, so finishing is the test."""
    rules = make_rules(game, {"preset": preset})
    for level in ("easy", "medium", "hard"):
        result = play(rules, [level], games, seed=11)
        assert len(result.scores) == games


def test_full_game_without_upper_boxes_is_solved_on_first_use():
    """``full_upper=absent`` (9 boxes) has no shipped table: it is built (quickly) and cached."""
    rules = make_rules("full", {"full_upper": "absent", "full_multiplier": False})
    assert len(play(rules, ["hard"], 2, seed=3).scores) == 2


def test_kosci_players_with_the_free_joker():
    rules = make_rules("classic", {"preset": "official", "joker_upper": "free"})
    assert len(play(rules, ["hard"], 2, seed=3).scores) == 2


@pytest.mark.parametrize("preset", [
    "blog", pytest.param("reader_a", marks=pytest.mark.slow),
    pytest.param("family", marks=pytest.mark.slow)])
def test_thousand_players_only_make_legal_moves(preset):
    rules = make_rules("thousand", {"preset": preset})
    result = play(rules, ["hard", "medium", "easy"], 1, seed=5)
    assert any(result.wins)


def test_player_before_the_first_roll_rolls_all_five():
    rules = make_rules("classic")
    game = KosciGame(rules, ["a"], dice=DiceSource(1))
    assert make_player("classic", rules).decide(game) == Roll(())


def test_advice_covers_every_hold_and_allowed_box_best_first():
    rules = make_rules("classic")
    game = KosciGame(rules, ["a"], dice=DiceSource(4))
    game.roll([2, 2, 5, 5, 6])
    options = advise(game)
    values = [a.value for a in options]
    assert values == sorted(values, reverse=True)
    holds = [a for a in options if isinstance(a.move, Roll)]
    writes = [a for a in options if isinstance(a.move, Write)]
    assert len(holds) == len(sub_keeps((2, 2, 5, 5, 6))) - 1   # all five held is no roll
    assert {a.move.box for a in writes} == {o.box for o in game.allowed_options()}
    best = options[0]
    assert isinstance(best.move, Roll)
    kept = sorted(game.dice[i] for i in best.move.held)
    assert kept in ([2, 2, 5, 5], [5, 5])   # go for the full house or the fives


def test_advice_on_an_empty_card_is_the_optimal_expected_score():
    rules = make_rules("classic", {"preset": "official"})
    game = KosciGame(rules, ["a"], dice=DiceSource(1))
    (only,) = advise(game)
    assert only.value == pytest.approx(254.5877, abs=1e-3)


def test_thousand_advice_lists_every_legal_set_aside():
    rules = make_rules("thousand")
    game = ThousandGame(rules, ["a", "b"], dice=DiceSource(2))
    game.roll([1, 1, 5, 2, 3])
    options = advise(game)
    assert {a.move for a in options} == {SetAside(s) for s, _ in game.legal_selections()}
    values = [a.value for a in options]
    assert values == sorted(values, reverse=True)


@pytest.mark.slow
def test_levels_are_ordered_by_mean_score():
    rules = make_rules("classic")
    means = {lvl: statistics.fmean(play(rules, [lvl], 40, seed=21).seat_scores(0))
             for lvl in ("easy", "medium", "hard")}
    assert means["hard"] > means["medium"] > means["easy"]


def _run(command, adder, argv, capsys):
    import argparse

    parser = argparse.ArgumentParser()
    adder(parser)
    status = command(parser.parse_args(argv))
    return status, json.loads(capsys.readouterr().out)


def test_simulate_is_deterministic(capsys):
    argv = ["--game", "classic", "--rules", "penta", "--level", "medium", "--games", "3",
            "--seed", "9"]
    status, first = _run(simulate_command, add_simulate_arguments, argv, capsys)
    _, second = _run(simulate_command, add_simulate_arguments, argv, capsys)
    assert status == 0
    first.pop("seconds")
    second.pop("seconds")
    assert first == second and first["games"] == 3


def test_advise_command_on_a_record_with_no_turns(tmp_path, capsys):
    game = new_game("classic", {"preset": "polish"}, ["a"], seed=1)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_record(game)))
    status, out = _run(advise_command, add_advise_arguments, [str(path)], capsys)
    assert status == 0
    assert out["value"] == pytest.approx(254.5882, abs=1e-3)
    assert out["options"][0]["move"] == {"roll": {"held": []}}


@pytest.mark.parametrize("game_kind", [
    "classic", pytest.param("full", marks=pytest.mark.slow),
    pytest.param("triple", marks=pytest.mark.slow), "thousand"])
def test_every_advised_move_is_legal(game_kind):
    """Mid-game positions: each option the advisor lists is accepted by the engine."""
    import copy
    import random

    rules = make_rules(game_kind)
    players = ["a", "b"]
    game = new_game(game_kind, rules.to_json(), players, seed=12)
    bots = [make_player(game_kind, rules, "medium", seed=i) for i in range(2)]
    rng = random.Random(1)
    for _ in range(60):
        if game.finished:
            break
        for option in advise(game):
            copy.deepcopy(game).apply(option.move)
        if rng.random() < 0.5:
            game.apply(bots[game.current].decide(game))
        else:
            game.apply(rng.choice(advise(game)).move)
