"""The win-chance seam the GUI and ``kosci-cli`` use: ``Advice.win_chance``, ``win_chances``,
the ``solo`` simulation level and ``hard`` playing for the win."""

from __future__ import annotations

import argparse
import json

import pytest

from kosci_gui.ai import LEVELS, SIM_LEVELS, advise, make_player, win_chances
from kosci_gui.ai.commands import add_advise_arguments, add_simulate_arguments
from kosci_gui.ai.commands import advise as advise_command
from kosci_gui.ai.commands import simulate as simulate_command
from kosci_gui.ai.simulate import play
from kosci_gui.engine.games import make_rules, new_game
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.engine.record import to_record


def _run(command, adder, argv, capsys):
    parser = argparse.ArgumentParser()
    adder(parser)
    status = command(parser.parse_args(argv))
    return status, json.loads(capsys.readouterr().out)


def test_levels_the_app_offers_are_unchanged_and_solo_is_for_simulations():
    assert LEVELS == ("easy", "medium", "hard")
    assert SIM_LEVELS == ("easy", "medium", "hard", "solo")
    for kind in ("classic", "thousand"):
        assert make_player(kind, make_rules(kind), "solo") is not None
    with pytest.raises(ValueError, match="unknown level"):
        make_player("classic", make_rules("classic"), "expert")


@pytest.mark.parametrize("game_kind", ["classic", "triple", "full", "thousand"])
def test_every_option_has_a_win_chance_with_two_players_and_none_alone(game_kind):
    duo = new_game(game_kind, None, ["Ala", "Ola"], seed=6)
    duo.apply(Roll(()))
    options = advise(duo)
    assert options and all(0.0 <= a.win_chance <= 1.0 for a in options)
    chances = win_chances(duo)
    assert len(chances) == 2 and sum(chances) == pytest.approx(1.0)
    assert chances[duo.current] == pytest.approx(max(a.win_chance for a in options))
    if game_kind != "thousand":  # Thousand needs two players
        solo = new_game(game_kind, None, ["Ala"], seed=6)
        solo.apply(Roll(()))
        assert all(a.win_chance is None for a in advise(solo))
        assert win_chances(solo) is None


def test_advice_keeps_its_expected_score_values():
    duo = new_game("classic", None, ["Ala", "Ola"], seed=6)
    solo = new_game("classic", None, ["Ala"], seed=6)
    assert [a.value for a in advise(duo)] == [a.value for a in advise(solo)]


def test_three_players_chances_sum_to_one_and_a_player_out_has_none():
    game = new_game("classic", None, ["A", "B", "C"], seed=3, clock_minutes=3)
    game.cards[1].cells[0]["yahtzee"] = 50
    chances = win_chances(game)
    assert sum(chances) == pytest.approx(1.0) and chances[1] == max(chances)
    game.timeout()
    after = win_chances(game)
    assert after[0] == 0.0 and sum(after) == pytest.approx(1.0)


def test_finished_game_chances_go_to_the_winners():
    rules = make_rules("classic")
    result = []
    play(rules, ["solo", "solo"], 1, seed=4, on_game=lambda g, game: result.append(game))
    (game,) = result
    chances = win_chances(game)
    winners = game.winners()
    assert chances == [1.0 / len(winners) if i in winners else 0.0 for i in range(2)]


def test_hard_alone_plays_exactly_as_solo():
    rules = make_rules("classic")
    hard = play(rules, ["hard"], 3, seed=8).scores
    solo = play(rules, ["solo"], 3, seed=8).scores
    assert hard == solo


def test_hard_takes_the_best_chance_where_solo_takes_the_best_score():
    """Two boxes left (Three of a kind, Large straight), 50 behind: only the straight can
    win, so hard keeps a straight draw (2 3 5: a 4 and a 1 or 6 to come) where solo (best
    expected score) keeps the pair of fives."""
    rules = make_rules("classic")
    game = new_game("classic", None, ["Ala", "Ola"], seed=1)
    for box in game.boxes:
        if box not in ("three_kind", "large_straight"):
            game.cards[0].cells[0][box] = 0
        game.cards[1].cells[0][box] = 0
    game.cards[1].cells[0]["chance"] = 50
    game.roll([5, 5, 2, 3, 1])
    hard = make_player("classic", rules, "hard").decide(game)
    solo = make_player("classic", rules, "solo").decide(game)
    assert isinstance(hard, Roll) and sorted(game.dice[i] for i in hard.held) == [2, 3, 5]
    assert isinstance(solo, Roll) and sorted(game.dice[i] for i in solo.held) == [5, 5]
    options = {a.move: a for a in advise(game)}
    assert options[hard].win_chance == max(a.win_chance for a in options.values())
    assert options[hard].win_chance > options[solo].win_chance + 0.015
    assert options[solo].value > options[hard].value
    assert not isinstance(hard, Write)


def test_advise_command_adds_win_chances(tmp_path, capsys):
    game = new_game("classic", None, ["Ala", "Ola"], seed=5)
    game.roll()
    path = tmp_path / "g.json"
    path.write_text(json.dumps(to_record(game)))
    status, out = _run(advise_command, add_advise_arguments, [str(path)], capsys)
    assert status == 0
    assert 0 < out["win_chance"] < 1 and sum(out["win_chances"]) == pytest.approx(1, abs=1e-3)
    assert all("win_chance" in o for o in out["options"])
    assert {"game", "finished", "player", "value_unit", "value", "options"} <= set(out)
    alone = new_game("classic", None, ["Ala"], seed=5)
    path.write_text(json.dumps(to_record(alone)))
    _, out = _run(advise_command, add_advise_arguments, [str(path)], capsys)
    assert "win_chance" not in out and "win_chance" not in out["options"][0]


def test_simulate_accepts_the_solo_level(capsys):
    argv = ["--game", "classic", "--levels", "hard,solo", "--games", "2", "--seed", "3"]
    status, out = _run(simulate_command, add_simulate_arguments, argv, capsys)
    assert status == 0 and out["levels"] == ["hard", "solo"] and len(out["seats"]) == 2
