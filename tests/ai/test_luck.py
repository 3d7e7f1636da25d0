"""The luck report and the win-chance series of finished games."""

from __future__ import annotations

import pytest

from kosci_gui.ai.luck import POINTS, TURNS, WIN_CHANCE, luck_report, win_chance_series
from kosci_gui.ai.simulate import play
from kosci_gui.ai.thousand_columns import column
from kosci_gui.ai.thousand_duel import duel_for
from kosci_gui.engine.games import make_rules
from kosci_gui.engine.record import to_record


def records(game_kind, preset, levels, games, seed):
    rules = make_rules(game_kind, {"preset": preset})
    out = []
    play(rules, levels, games, seed, on_game=lambda g, game: out.append((game, to_record(game))))
    return out


@pytest.mark.parametrize("levels", [["hard", "solo"], ["medium"]])
def test_kosci_final_score_is_expectation_plus_dice_luck_minus_decision_loss(levels):
    for game, doc in records("classic", "polish", levels, 2, seed=5):
        report = luck_report(doc)
        assert [r.name for r in report] == [p.name for p in game.players]
        for seat in report:
            assert seat.unit == POINTS and seat.decision_loss >= 0
            assert game.totals()[seat.seat] == pytest.approx(
                254.5882 + seat.dice_luck - seat.decision_loss, abs=0.01)
        if "solo" in levels:
            assert report[1].decision_loss == pytest.approx(0.0, abs=1e-9)
        if levels == ["medium"]:
            assert report[0].decision_loss > 0  # the medium level slips


def test_thousand_two_player_luck_is_in_win_chance_and_adds_up():
    """P0's chance goes from the table's start value to 1 or 0; every change is someone's dice
    or someone's decision: (luck0 - loss0) - (luck1 - loss1) = result - start."""
    rules = make_rules("thousand", {"preset": "family"})
    start = duel_for(rules)[column(0, False), column(0, False)]
    for game, doc in records("thousand", "family", ["hard", "medium"], 2, seed=3):
        a, b = luck_report(doc)
        assert a.unit == b.unit == WIN_CHANCE
        result = 1.0 if game.winners() == [0] else 0.0
        assert (a.dice_luck - a.decision_loss) - (b.dice_luck - b.decision_loss) == \
            pytest.approx(result - start, abs=1e-4)
        assert a.decision_loss == pytest.approx(0.0, abs=1e-9)  # hard plays the table
        assert b.decision_loss > 0


def test_thousand_with_more_players_counts_in_win_chance():
    for _game, doc in records("thousand", "blog", ["solo", "hard", "easy"], 1, seed=2):
        report = luck_report(doc)
        assert {r.unit for r in report} == {WIN_CHANCE}
        assert report[1].decision_loss == pytest.approx(0.0, abs=1e-9)  # hard plays the model
        assert report[2].decision_loss > report[1].decision_loss
        assert all(0.0 <= r.decision_loss < 1.0 for r in report)


def test_thousand_without_the_win_model_counts_in_turns(monkeypatch):
    from kosci_gui.ai.thousand_win import ThousandWinAI

    monkeypatch.setattr(ThousandWinAI, "available", lambda self, game: False)
    for _game, doc in records("thousand", "blog", ["solo", "easy", "solo"], 1, seed=2):
        report = luck_report(doc)
        assert {r.unit for r in report} == {TURNS}
        assert report[0].decision_loss == pytest.approx(0.0, abs=1e-9)  # the solitaire view
        assert report[1].decision_loss > report[0].decision_loss


@pytest.mark.parametrize(("game_kind", "preset"), [("classic", "polish"), ("thousand", "family")])
def test_win_chance_series_starts_level_and_ends_with_the_winner(game_kind, preset):
    ((game, doc),) = records(game_kind, preset, ["hard", "solo"], 1, seed=9)
    series = win_chance_series(doc)
    assert len(series) == 1 + len(doc["turns"])
    assert all(len(row) == 2 and sum(row) == pytest.approx(1.0) for row in series)
    assert 0.4 < series[0][0] < 0.6
    winners = game.winners()
    assert series[-1] == [1.0 / len(winners) if i in winners else 0.0 for i in range(2)]
