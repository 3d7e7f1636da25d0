"""Playing Thousand to win: every option's chance, the position's chances, and the ``hard``
player that takes the best chance (ties: the best race margin).

Two players with a two-player table for these rules (``thousand_duel``) play exactly: the
turn's endings are valued from the table.  With 3-6 players the endings are valued by the race
of solitaire players corrected pair by pair by that table (``thousand_multi``; the plain race
of ``thousand_race`` where these rules have no two-player table), each write of the current
turn played out through the engine's overtaking chain.
Inside the turn, the solitaire solver's recursion runs on those chances
(``thousand_turn.solve_turn``), for the current position only, once per turn.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from functools import cache

import numpy as np

from kosci_gui.engine.moves import Bank, Move, Pass, Roll, SetAside
from kosci_gui.engine.rules import Rules
from kosci_gui.engine.thousand import ThousandGame
from kosci_gui.engine.thousand_rules import overtake_chain, wins

from . import thousand_columns as tc
from .base import THOUSAND_TIE, Advice, best_for_win
from .thousand_ai import ThousandAI, solitaire_for, table_for
from .thousand_duel import DuelModel, duel_for
from .thousand_kernel import Kernel
from .thousand_multi import MultiModel
from .thousand_race import Race, race_for
from .thousand_turn import TurnEnds, TurnValues, solve_turn


def win_model_available(rules: Rules, players: int) -> bool:
    """Does ``hard`` play for the win with these rules and this many players? Two players
    need the two-player table of exactly these options, more players the solitaire table of
    exactly these options (shipped or built into the cache); without it the win chances shown
    come from the preset's tables (an approximation) and ``hard`` plays the race margin."""
    if players == 2:
        return duel_for(rules) is not None
    return solitaire_for(tc.Params.of(rules), build=False) is not None


@cache
def _duel_model(rules: Rules) -> DuelModel:
    return DuelModel(rules)


def column_of(game: ThousandGame, player: int, score: int | None = None) -> int:
    return tc.column(game.scores[player] if score is None else score, game.opened[player])


class ThousandWinAI:
    """Win chances of a Thousand position and of each of its options."""

    #: Solved turns kept (about 12 KB each); simulations of many games raise it.
    turn_cache = 1024
    #: Correct the race of three or more players by the two-player duels (False: the plain
    #: race, as before the correction; benchmarks compare the two).
    pairwise = True

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.ai = ThousandAI(rules)
        self.duel = duel_for(rules)
        self.kernel = Kernel(tc.Params.of(rules)).natural()
        self._turns: dict[Hashable, tuple[TurnEnds, TurnValues]] = {}
        self._multi: MultiModel | None = None

    @property
    def race(self) -> Race:
        """The race model (built on first use, about half a second)."""
        return race_for(table_for(self.rules))

    @property
    def multi(self) -> MultiModel:
        """The model of three to six players (built on first use): the race corrected by the
        two-player table where these rules have one (and ``pairwise``)."""
        if self._multi is None:
            self._multi = MultiModel(self.race, self.duel if self.pairwise else None)
        return self._multi

    def warm_up(self, game: ThousandGame | None = None) -> None:
        """Build now what the first question would (the race and its correction; any position
        alike)."""
        assert self.multi is not None

    def values(self, game: ThousandGame) -> list[Advice]:
        """Every option valued by its race margin (the solitaire view), best first."""
        return self.ai.options(game)

    def exact(self, game: ThousandGame) -> bool:
        return self.duel is not None and len(game.in_play()) == 2

    def available(self, game: ThousandGame) -> bool:
        return win_model_available(self.rules, len(game.in_play()))

    # -- the turn's endings -------------------------------------------------------------------

    def ends(self, game: ThousandGame) -> TurnEnds:
        """What each ending of the current turn is worth to the mover (a chance to win)."""
        me = game.current
        a = column_of(game, me, game.start_score)
        if self.exact(game):
            (other,) = [p for p in game.in_play() if p != me]
            assert self.duel is not None
            return _duel_model(self.rules).ends(np.array([a]), np.array(
                [column_of(game, other)]), self.duel)
        k = self.kernel
        alive = game.in_play()
        order = alive[alive.index(me) + 1:] + alive[:alive.index(me)]
        others = [column_of(game, p) for p in order]
        room = int(min(k.room[a], tc.NT - 1))
        # every ending at once: rows of columns, the others in throwing order, the mover last
        rows = np.empty((room + 3, len(order) + 1), dtype=np.intp)
        rows[:, :-1] = others
        rows[0, -1], rows[1, -1] = a, k.zero_col[a]      # a miss, a zero throw
        rows[2:, -1] = k.after_col[:room + 1, a]         # a write of t points (t = 0: unused)
        start = game.start_score
        above = [p for p in order if game.scores[p] > start]
        for t in range(1, room + 1):
            total = start + tc.STEP * t
            if wins(self.rules, total) or not any(game.scores[p] < total for p in above):
                continue
            scores = list(game.scores)
            scores[me] = total
            scores, _ = overtake_chain(self.rules, scores, me, start, alive)
            rows[2 + t, :-1] = [tc.column(scores[p], game.opened[p]) for p in order]
            rows[2 + t, -1] = tc.column(scores[me], True)
        value = self.multi.mover_last(rows)
        banked = np.ones(tc.NT)
        banked[:room + 1] = np.where(k.reach[:room + 1, a], 1.0, value[2:])
        return TurnEnds(miss=value[:1], zero=value[1:2], banked=banked[:, None],
                        bank_ok=k.bank_ok[:, :, a:a + 1], room=np.array([room]))

    def turn(self, game: ThousandGame) -> tuple[TurnEnds, TurnValues]:
        """The current turn solved on win chances (kept for the next positions that need it:
        two players' turns depend only on their two columns)."""
        me = game.current
        if self.exact(game):
            key: Hashable = (column_of(game, me, game.start_score),
                             *(column_of(game, p) for p in game.in_play() if p != me))
        else:
            key = (me, game.start_score, tuple(game.scores), tuple(game.opened),
                   tuple(game.in_play()))
        found = self._turns.get(key)
        if found is None:
            while len(self._turns) >= self.turn_cache:
                self._turns.pop(next(iter(self._turns)))  # the oldest first
            ends = self.ends(game)
            values = solve_turn(ends)
            found = (ends, TurnValues(values.start, values.roll.astype(np.float32),
                                      values.chosen.astype(np.float32)))
            self._turns[key] = found
        return found

    # -- options and chances ------------------------------------------------------------------

    def options(self, game: ThousandGame) -> list[Advice]:
        """The advisor's options (race margin, best first) with their chances to win."""
        options = self.ai.options(game)
        if game.finished or len(game.in_play()) < 2:
            return options
        ends, values = self.turn(game)
        t = game.turn_points // tc.STEP
        out = []
        for a in options:
            move = a.move
            if game.phase == "start":
                chance = float(values.start[0])
            elif isinstance(move, SetAside):
                left = len(game.throw or ()) - len(move.dice)
                chance = float(values.chosen[t + _points(game, move) // tc.STEP, left, 0])
            elif isinstance(move, Bank):
                chance = 1.0 if wins(self.rules, game.scores[game.current] + game.turn_points) \
                    else float(ends.banked[t, 0])
            elif isinstance(move, Roll):
                chance = float(values.roll[t, (game.in_hand or 5) - 1, 0])
            else:
                assert isinstance(move, Pass)
                chance = float(ends.miss[0])
            out.append(replace(a, win_chance=chance))
        return out

    def chances(self, game: ThousandGame) -> list[float]:
        """Each seat's chance to win from here (out: 0)."""
        n = game.player_count
        if game.finished:
            winners = game.winners()
            return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
        alive = game.in_play()
        out = [0.0] * n
        if len(alive) == 1:
            out[alive[0]] = 1.0
            return out
        me = game.current
        mine = max(a.win_chance or 0.0 for a in self.options(game))
        out[me] = mine
        order = alive[alive.index(me):] + alive[:alive.index(me)]
        if len(order) == 2:
            out[order[1]] = 1.0 - mine
            return out
        race = self.multi.chances(np.array(
            [[column_of(game, p, game.start_score if p == me else None) for p in order]]))[0]
        share = float(sum(race[1:]))
        for p, r in zip(order[1:], race[1:], strict=True):
            out[p] = (1.0 - mine) * (r / share if share > 0 else 1.0 / (len(order) - 1))
        return out


def _points(game: ThousandGame, move: SetAside) -> int:
    for sel, value in game.legal_selections():
        if tuple(sorted(sel)) == tuple(sorted(move.dice)):
            return value
    raise ValueError(f"not a legal set-aside: {move.dice}")


class ThousandWinPlayer:
    """The ``hard`` player: the best chance to win where the model for these rules exists,
    else the race margin (the best opponent's expected turns minus ours)."""

    def __init__(self, rules: Rules, ai: ThousandWinAI | None = None) -> None:
        self.win = ai if ai is not None else ThousandWinAI(rules)

    def decide(self, game: ThousandGame) -> Move:
        if not self.win.available(game):
            return max(self.win.ai.options(game), key=lambda a: a.value).move
        options = self.win.options(game)
        return best_for_win(THOUSAND_TIE, options).move
