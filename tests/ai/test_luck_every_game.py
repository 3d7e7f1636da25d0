"""The luck report handles every game the engine accepts: games with
clocks, timeouts at any moment of a turn and eliminations, 2-6 players, every Thousand preset
and the Kości family — generated, played by a modest player with random timeouts, then
walked by the luck report and the win-chance series."""

from __future__ import annotations

import random

import pytest
from playing import PlainPlayer

from kosci_gui.ai.luck import luck_report, win_chance_series
from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import to_record
from kosci_gui.engine.rules import THOUSAND_PRESETS


def played_with_timeouts(kind: str, preset: str | None, players: int, seed: int) -> dict:
    rng = random.Random(seed)
    seats = [{"name": f"P{i}", "type": "computer" if i % 2 else "human"}
             for i in range(players)]
    game = new_game(kind, {"preset": preset} if preset else None, seats, seed=seed,
                    clock_minutes=2)
    player = PlainPlayer(seed)
    steps = 0
    while not game.finished and steps < 5000:
        steps += 1
        if not game.players[game.current].is_computer and rng.random() < 0.08:
            game.timeout()                  # at the start of a turn or in its middle
        else:
            game.apply(player.decide(game))
    assert game.finished
    return to_record(game)


CASES = [("thousand", preset, n, seed) for preset in THOUSAND_PRESETS
         for n, seed in ((2, 1), (3, 2), (6, 3))]
CASES += [(kind, None, n, seed) for kind in ("classic", "full", "triple")
          for n, seed in ((2, 4), (5, 5))]


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "preset", "players", "seed"), CASES)
def test_the_luck_report_walks_every_game(kind, preset, players, seed):
    doc = played_with_timeouts(kind, preset, players, seed)
    assert any(t.get("timeout") for t in doc["turns"]), "no timeout generated"
    report = luck_report(doc)
    assert len(report) == players
    series = win_chance_series(doc, lambda game: None)
    assert series
