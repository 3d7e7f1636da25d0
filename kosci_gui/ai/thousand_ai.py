"""Computer players and advice for Thousand.

Every option is valued with the solitaire solution (``thousand_solver``): minus the expected
number of turns to reach 1000.  With other players at the table a write is also valued for
what it does to them — the engine's overtaking chain (RULES.md §2) played out on a copy of
the scores — as the change of the race margin: the fewest expected turns any opponent still needs
minus our own.
"""

from __future__ import annotations

import logging
import random

from kosci_gui.engine.moves import Bank, Move, Pass, Roll, SetAside
from kosci_gui.engine.rules import Rules
from kosci_gui.engine.thousand import ThousandGame
from kosci_gui.engine.thousand_rules import GOAL, overtake_chain, wins
from kosci_gui.resources import resource_path

from . import tables, thousand_solver
from . import thousand_columns as tc
from .base import Advice, Chooser, ranked

log = logging.getLogger(__name__)

#: Noise (in expected turns) of each level's slips; ``easy`` plays a rule of thumb instead.
#: Calibrated with ``benchmarks/strength.py`` (docs/ai.md).
THOUSAND_NOISE = {"hard": 0.0, "solo": 0.0, "medium": 0.4}
#: The ``easy`` level: set aside every scoring die, write at 100 or more.
EASY_THRESHOLD = 100


_solved: dict[tc.Params, thousand_solver.Solitaire] = {}


def solitaire_for(params: tc.Params, build: bool = True
                  ) -> thousand_solver.Solitaire | None:
    """The solved table of these rules: shipped, cached, or (with ``build``) solved now —
    about a second — and cached.  A damaged cached table is solved again; a damaged shipped
    one raises :class:`~kosci_gui.ai.tables.DamagedTable`."""
    if params in _solved:
        return _solved[params]
    found = (thousand_solver.load_from(params, resource_path("tables"), shipped=True)
             or thousand_solver.load_from(params, tables.cache_dir()))
    if found is None:
        if not build:
            return None
        found = thousand_solver.solve(params)
        try:
            thousand_solver.save(found, tables.cache_dir())
        except OSError as err:  # a read-only or full cache: solve again next time
            log.warning("the solved Thousand table could not be cached: %s", err)
    _solved[params] = found
    return found


def table_for(rules: Rules) -> thousand_solver.Solitaire:
    """The table of exactly these rules (shipped, cached, or solved now: about a second)."""
    table = solitaire_for(tc.Params.of(rules))
    assert table is not None
    return table


class ThousandAI:
    """Valuation of every option of a Thousand position."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.solitaire = table_for(rules)

    def _turns(self, score: int, opened: bool) -> float:
        return -self.solitaire.miss(score, opened)

    def rivals(self, game: ThousandGame, scores: list[int]) -> float:
        """Fewest expected turns any opponent still in needs (0 when playing alone)."""
        others = [p for p in game.in_play() if p != game.current]
        if not others:
            return 0.0
        return min(self._turns(scores[p], game.opened[p]) for p in others)

    def options(self, game: ThousandGame, race: bool = True) -> list[Advice]:
        """Every option, best first.  Values: minus our expected turns to 1000, plus (with
        ``race`` and opponents) their fewest expected turns — the race margin."""
        sol = self.solitaire
        me = game.current
        s, opened, t = game.start_score, game.opened[me], game.turn_points
        rivals = self.rivals(game, game.scores) if race else 0.0
        if game.phase == "start":
            value = -self._turns(s, opened) + 1.0
            return [Advice(Roll(()), rivals + value, "throw")]
        if game.phase == "thrown":
            n_throw = len(game.throw or ())
            out = []
            for sel, points in game.legal_selections():
                left = n_throw - len(sel)
                value = sol.chosen(s, opened, t + points, left)
                label = f"set aside {' '.join(map(str, sel))} (+{points})"
                out.append(Advice(SetAside(sel), rivals + value, label))
            return ranked(out)
        out = []
        if game.can_bank():
            out.append(Advice(Bank(), self._bank_value(game, race), f"write {t}"))
        roll = sol.throw(s, opened, t, game.in_hand)
        out.append(Advice(Roll(()), rivals + roll, f"throw {game.in_hand or 5}"))
        out.append(Advice(Pass(), rivals + sol.miss(s, opened), "pass"))
        return ranked(out)

    def _bank_value(self, game: ThousandGame, race: bool) -> float:
        if wins(self.rules, game.scores[game.current] + game.turn_points):
            return 1e6
        own, rivals = self.bank_race(game, race)
        return own + rivals

    def bank_race(self, game: ThousandGame, race: bool = True) -> tuple[float, float]:
        """A write now (not a winning one) as the race counts it: our value after it (minus
        the expected turns after this one, the overtaking chain done) and, with ``race``, the
        fastest opponent's fewest expected turns from the scores it leaves (0 without)."""
        me = game.current
        scores = list(game.scores)
        scores[me] = game.scores[me] + game.turn_points
        if race:
            scores, _ = overtake_chain(self.rules, scores, me, game.scores[me], game.in_play())
        return self.solitaire.after_bank(scores[me]), self.rivals(game, scores) if race else 0.0


class RuleOfThumb:
    """The reference bot: set aside every scoring die, write at 300 or more (or to win).

    Under the presets' rules (3-dice rule, exact 1000, pits) the 300 rule almost never
    writes, so it sinks under the zero-throw penalties; ``threshold`` makes playable
    variants (100 is the ``easy`` level)."""

    def __init__(self, rules: Rules, threshold: int = 300) -> None:
        self.rules = rules
        self.threshold = threshold

    def decide(self, game: ThousandGame) -> Move:
        if game.phase == "thrown":
            sel, _ = max(game.legal_selections(), key=lambda sv: (len(sv[0]), sv[1]))
            return SetAside(sel)
        if game.phase == "chosen" and game.can_bank():
            total = game.scores[game.current] + game.turn_points
            if game.turn_points >= self.threshold or total >= GOAL:
                return Bank()
        return Roll(())


class ThousandPlayer:
    """A computer player of Thousand valued by expected turns: ``hard`` the race margin (what
    ``thousand_win``'s player falls back to), ``solo`` the solitaire optimum (fewest expected
    turns), ``medium`` the same with slips, ``easy`` a rule of thumb (write at 100 or more)."""

    def __init__(self, rules: Rules, level: str, seed: int | None = None) -> None:
        self.level = level
        self.random = random.Random(seed)
        if level == "easy":
            self.thumb = RuleOfThumb(rules, EASY_THRESHOLD)
        else:
            self.ai = ThousandAI(rules)
            self.chooser = Chooser(THOUSAND_NOISE[level], seed)

    def decide(self, game: ThousandGame) -> Move:
        if self.level == "easy":
            return self.thumb.decide(game)
        options = self.ai.options(game, race=self.level == "hard")
        return self.chooser.choose(options).move
