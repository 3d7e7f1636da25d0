"""Playing the Kości family to win: every option's chance, the position's chances, and the
``hard`` player that takes the best chance (ties: the best expected score).

The mover's turn is searched on win chances: a write is worth the chance to win from the card
it leaves (``kosci_win``), a hold the mean of the best play for the rest of the turn over the
dice rolled — the solver's keep passes (``solver.turn_stages``) run on chances instead of points.
The other players' finals come from their cards (solitaire-optimal play from here on).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import numpy as np

from kosci_gui.engine.card import Card
from kosci_gui.engine.kosci import MAX_ROLLS, KosciGame
from kosci_gui.engine.moves import Move, Roll, Write
from kosci_gui.engine.rules import Rules

from . import keeps, solver
from .base import KOSCI_TIE, Advice, Chooser, best_for_win
from .kosci_ai import KosciAI
from .kosci_tail import ON_DEMAND
from .kosci_win import EXACT_WRITES, Final, KosciWinModel


def shortfall(slips: Mapping[str, float], game: KosciGame, player: int) -> float:
    """The points ``player`` is expected to fall short of solitaire-optimal play by the end:
    their level's ``slips`` (points per box) over their open boxes (0: a human, ``hard``, no
    level)."""
    seat = game.players[player]
    per_box = slips.get(seat.level or "", 0.0) if seat.is_computer else 0.0
    return per_box * len(game.cards[player].open_boxes()) if per_box else 0.0


class KosciWinAI:
    """Win chances of a Kości position and of each of its options. ``slips``: the points a
    computer of each level loses to solitaire-optimal play per box it writes (measured:
    docs/ai.md, "Strength levels"); a computer seat's final is expected that much lower per
    open box. A human's strength is not known: they count as optimal, as ``hard`` does."""

    def __init__(self, rules: Rules, ai: KosciAI | None = None,
                 slips: Mapping[str, float] | None = None) -> None:
        self.ai = ai if ai is not None else KosciAI(rules)
        self.slips = dict(slips or {})
        self._model: KosciWinModel | None = None
        self._cache: dict[tuple[Any, ...], dict[str, np.ndarray]] = {}

    @property
    def model(self) -> KosciWinModel:
        """The final-score model (its spread table is loaded, or built, on first use)."""
        if self._model is None:
            self._model = KosciWinModel(self.ai.rules, self.ai.valuer)
        return self._model

    def warm_up(self, game: KosciGame | None = None) -> None:
        """Load or build now what the questions of ``game``'s next turns need (None: of any
        position): the final-score model (seconds the first time for rules whose tables are
        not shipped), and the exact tail once a card in play is within a few turns of it."""
        tail = self.model.tail
        if tail is not None and (game is None or min(
                len(game.cards[p].open_boxes()) for p in game.in_play()) <= ON_DEMAND + 3):
            tail.build()

    def values(self, game: KosciGame) -> list[Advice]:
        """Every option valued as if alone (expected final score), best first."""
        return self.ai.options(game)

    def shortfall(self, game: KosciGame, player: int) -> float:
        """The points ``player`` is expected to fall short of solitaire-optimal play by the
        end (:func:`shortfall`)."""
        return shortfall(self.slips, game, player)

    def _final(self, game: KosciGame, player: int, shift: float) -> Final:
        """``player``'s final-score model moved by ``shift`` points (where it is known
        exactly, a few boxes from the end, it stays the exact one of optimal play)."""
        final = self.model.final(game.cards[player], ON_DEMAND)
        if not shift or final.exact is not None:
            return final
        return replace(final, mean=final.mean + shift)

    def others(self, game: KosciGame) -> list[Final]:
        """The final-score models of the other players still in, each moved by its
        shortfall less the mover's (the mover's turn is valued as optimal play: a weaker
        mover's slips count as the others' gain)."""
        me = game.current
        mine = self.shortfall(game, me)
        return [self._final(game, p, mine - self.shortfall(game, p)) for p in game.in_play()
                if p != me]

    def stages(self, card: Card, others: list[Final]) -> dict[str, np.ndarray]:
        """The mover's turn on win chances (``solver.turn_stages`` layout)."""
        key = (self.ai._card_key(card), tuple(others))
        stages = self._cache.get(key)
        if stages is None:
            if len(self._cache) > 64:
                self._cache.clear()
            if self.model.model.multiplier:
                w1, w2, w3 = (self.model.write_chances(card, others, m)[:, None]
                              for m in (1, 2, 3))
                stages = solver.turn_stages(w1, w2, w3)
            else:
                w = self.model.write_chances(card, others)[:, None]
                stages = solver.turn_stages(w, w, w)
            self._cache[key] = stages
        return stages

    def after_write(self, card: Card, move: Write, points: int, bonus: int) -> Final:
        """The final-score model of the card a write leaves."""
        after = card.copy()
        after.cells[move.column][move.box] = points
        if bonus:
            after.five_bonuses[move.column] += 1
        return self.model.final(after, EXACT_WRITES)

    def write_chance(self, card: Card, move: Write, points: int, bonus: int,
                     others: list[Final]) -> float:
        return self.model.chances([self.after_write(card, move, points, bonus)], others)[0]

    def options(self, game: KosciGame) -> list[Advice]:
        """The advisor's options (best expected score first) with their chances to win."""
        options = self.ai.options(game)
        if game.finished or len(game.in_play()) < 2:
            return options
        others = self.others(game)
        card = game.card
        if game.rolls == 0:
            start = float(self.stages(card, others)["start"][0])
            return [replace(a, win_chance=start) for a in options]
        points = {(o.box, o.column): (o.points, o.bonus) for o in game.options()}
        level = None
        if game.rolls < MAX_ROLLS:
            level = self.stages(card, others)["keep1" if game.rolls == 1 else "keep2"]
        writes = [a.move for a in options if isinstance(a.move, Write)]
        finals = [self.after_write(card, w, *points[(w.box, w.column)]) for w in writes]
        by_write = dict(zip(writes, self.model.chances(finals, others),
                            strict=True))
        out = []
        for a in options:
            if isinstance(a.move, Write):
                chance = by_write[a.move]
            else:
                assert level is not None and isinstance(a.move, Roll)
                keep = keeps.keep_of(game.dice or (), a.move.held)
                chance = float(level[len(keep)][keeps.INDEX[keep], 0])
            out.append(replace(a, win_chance=chance))
        return out

    def chances(self, game: KosciGame) -> list[float] | None:
        """Each seat's chance to win from here (out: 0); None with one player."""
        n = game.player_count
        if n < 2:
            return None
        if game.finished:
            winners = game.winners()
            return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
        alive = game.in_play()
        me = game.current
        out = [0.0] * n
        if len(alive) == 1:
            out[alive[0]] = 1.0
            return out
        mine = max(a.win_chance or 0.0 for a in self.options(game))
        rest = [p for p in alive if p != me]
        field = self.model.field([self._final(game, p, -self.shortfall(game, p))
                                  for p in [*rest, me]])
        share = sum(field[:-1])
        out[me] = mine
        for p, f in zip(rest, field[:-1], strict=True):
            out[p] = (1.0 - mine) * (f / share if share > 0 else 1.0 / len(rest))
        return out


class KosciWinPlayer:
    """The ``hard`` player: best chance to win against the others, or alone the best
    expected score (the exact optimum, as ``solo``)."""

    def __init__(self, rules: Rules, seed: int | None = None,
                 ai: KosciWinAI | None = None) -> None:
        self.win = ai if ai is not None else KosciWinAI(rules)
        self.chooser = Chooser(0.0, seed)

    def decide(self, game: KosciGame) -> Move:
        if game.rolls == 0:
            return Roll(())
        if len(game.in_play()) < 2:
            return self.chooser.choose(self.win.ai.options(game)).move
        return best_for_win(KOSCI_TIE, self.win.options(game)).move
