"""Computer-only games: play many, measure scores, wins and decision latency.

Game g of a run with seed S rolls the dice of ``DiceSource(S * 1_000_003 + g)``, so two runs
with the same seed see the same dice as long as the players choose alike — and different
players are compared over the same dice (common random numbers).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.games import make_game
from kosci_gui.engine.rules import Rules

from . import make_player

#: Safety stop for Thousand games between very passive players (turns per player).
MAX_THOUSAND_ROUNDS = 1000


def game_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


@dataclass
class Result:
    scores: list[list[int]] = field(default_factory=list)   # per game, per seat
    wins: list[float] = field(default_factory=list)          # per seat (draws shared)
    rounds: list[int] = field(default_factory=list)          # turns per game (Thousand)
    latencies: list[float] = field(default_factory=list)     # seconds per decision
    seconds: float = 0.0

    def seat_scores(self, seat: int) -> list[int]:
        return [g[seat] for g in self.scores]

    def summary(self) -> dict[str, Any]:
        games = len(self.scores)
        flat = [s for g in self.scores for s in g]
        out: dict[str, Any] = {
            "games": games,
            "mean": round(statistics.fmean(flat), 4) if flat else None,
            "sd": round(statistics.pstdev(flat), 4) if len(flat) > 1 else 0.0,
            "seconds": round(self.seconds, 3),
        }
        seats = len(self.scores[0]) if self.scores else 0
        if seats > 1:
            out["seats"] = [{"mean": round(statistics.fmean(self.seat_scores(i)), 4),
                             "win_rate": round(self.wins[i] / games, 4)} for i in range(seats)]
        if self.rounds:
            out["mean_turns"] = round(statistics.fmean(self.rounds), 3)
        return out


def play(rules: Rules, levels: Sequence[str], games: int, seed: int,
         players: Sequence[Any] | None = None, timed: bool = False,
         on_game: Callable[[int, Any], None] | None = None) -> Result:
    """Play ``games`` games with one computer player per entry of ``levels`` (or the given
    ``players`` objects), returning every final total."""
    seats = len(levels) if players is None else len(players)
    if players is None:
        players = [make_player(rules.game, rules, lvl, seed=game_seed(seed, 7919 * (i + 1)))
                   for i, lvl in enumerate(levels)]
    names = [f"P{i + 1}" for i in range(seats)]
    result = Result(wins=[0.0] * seats)
    clock = time.perf_counter
    start = clock()
    for g in range(games):
        game = make_game(rules, names, dice=DiceSource(game_seed(seed, g)))
        moves = 0
        limit = MAX_THOUSAND_ROUNDS * seats * 60
        while not game.finished and moves < limit:
            player = players[game.current]
            if timed:
                t0 = clock()
                move = player.decide(game)
                result.latencies.append(clock() - t0)
            else:
                move = player.decide(game)
            game.apply(move)
            moves += 1
        totals = game.totals()
        result.scores.append(list(totals))
        winners = game.winners() if game.finished else []
        for w in winners:
            result.wins[w] += 1.0 / len(winners)
        if game.turn_count() is None:  # a race (Thousand): how long it took
            result.rounds.append(sum(1 for t in game.turns if t["player"] == 0))
        if on_game is not None:
            on_game(g, game)
    result.seconds = clock() - start
    return result
