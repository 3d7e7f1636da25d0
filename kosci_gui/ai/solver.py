"""Exact expected-score solver of one Kości column (classic, or the full game).

A start-of-turn position is (filled boxes as a bit mask, upper total capped at 63,
five-of-a-kind box state: open / 0 / 50).  Its value — the expected points still to come
under optimal play — follows by backward induction: positions with more boxes filled are
solved first, a whole layer (same number of filled boxes) at a time, each turn evaluated for
every position of a chunk at once with the keep passes of :mod:`kosci_gui.ai.keeps`.

The boxes, their scores and joker values come from the engine as the game's rules make them
(``card.column_of``, :mod:`kosci_gui.engine.scoring`); the joker rule is the engine's
``card.joker_place`` (RULES.md §1.1), asked once per case the solver meets (:func:`joker_rule`).
A table's name comes from the game's options (:func:`table_key`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from itertools import product

import numpy as np

from kosci_gui.engine.card import (
    JokerPlace,
    card_kind,
    column_of,
    five_box,
    joker_place,
    joker_triggered,
)
from kosci_gui.engine.rules import Rules
from kosci_gui.engine.scoring import (
    FIVE_OF_A_KIND_BONUS,
    OUTCOMES,
    UPPER,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    Box,
    CardKind,
    joker_scores,
    scores,
)

from . import keeps

CAP = UPPER_BONUS_THRESHOLD
NEG = -1e9
FIVE_ROWS = np.array([OUTCOMES.index((f,) * 5) for f in range(1, 7)], dtype=np.intp)
IS_FIVE = np.zeros(252, dtype=bool)
IS_FIVE[FIVE_ROWS] = True
#: ``FACE_COUNT[f-1][o]``: how many dice of outcome o show f.
FACE_COUNT = np.array([[o.count(f) for o in OUTCOMES] for f in range(1, 7)], dtype=np.intp)


@dataclass(frozen=True)
class Model:
    """What the solver needs to know about one column's game."""

    key: str                        # the table's name (:func:`table_key`)
    card: CardKind                  # the column's card rules
    column: tuple[Box, ...]         # its boxes as the rules make them (``card.column_of``)
    upper_counted: bool             # track the upper total and pay 35 at 63
    multiplier: bool                # the full game's ×3/×2 combination bonus
    joker_trigger: str = "filled"
    joker_upper: str = "optional"

    @cached_property
    def boxes(self) -> tuple[str, ...]:
        """The keys of the column's boxes, in card order (the bits of a position's mask)."""
        return tuple(b.key for b in self.column)

    @property
    def jokers(self) -> bool:
        """Five of a kind may be a joker and earns the bonus (the classic column)."""
        return self.card.jokers

    @property
    def n(self) -> int:
        return len(self.boxes)

    @property
    def nyz(self) -> int:
        return 3 if self.jokers else 1

    @property
    def nu(self) -> int:
        return CAP + 1 if self.upper_counted else 1

    @property
    def five(self) -> int:
        """The five-of-a-kind box's bit (-1 where it is no joker)."""
        return self.boxes.index(five_box(self.column).key) if self.jokers else -1

    @property
    def five_points(self) -> int:
        """The five-of-a-kind box's points (what the yz state 2 means; jokers only)."""
        return five_box(self.column).points

    def shape(self) -> tuple[int, int, int]:
        return (1 << self.n, self.nyz, self.nu)


def table_key(rules: Rules) -> str:
    """The name of the value table of a game's rules: the card's name and the table word of
    each option that changes the game (its descriptor's ``shown``), in order; an option whose
    word is empty for its value is left out (``Option.word``)."""
    words = (o.word(rules[o.key]) for o in rules.kind.shown_options())
    return "-".join((card_kind(rules).name, *(w for w in words if w)))


def model_for(rules: Rules) -> Model:
    """The column model of a game's rules (triple uses the classic column)."""
    card = card_kind(rules)
    column = column_of(rules)
    key = table_key(rules)
    if card.jokers:
        return Model(key, card, column, True, False, rules["joker_trigger"],
                     rules["joker_upper"])
    counted = card.upper_option and rules["full_upper"] == "counted"
    on = card.multiplier_option and bool(rules["full_multiplier"])
    return Model(key, card, column, counted, on)


def base_scores(model: Model) -> np.ndarray:
    """Box scores before any multiplier: (boxes × 252)."""
    out = np.array([[scores(model.column, o)[b] for o in OUTCOMES] for b in model.boxes],
                   dtype=np.float64)
    if not model.upper_counted:
        for i, b in enumerate(model.boxes):
            if b in UPPER:
                out[i] = 0.0
    return out


#: The places of :class:`JokerPlace` by the numbers :func:`joker_rule` gives them.
PLACES = (JokerPlace.FACE, JokerPlace.LOWER, JokerPlace.OPEN)


def joker_rule(model: Model) -> tuple[np.ndarray, np.ndarray]:
    """The engine's joker rule for every case the solver meets, indexed
    ``[yz state, face's upper box open, some lower box open]``: whether a five of a kind is a
    joker, and where it may go (an index into :data:`PLACES`)."""
    points = five_box(model.column).points
    five_values = (None, 0, points)  # the yz states: open, 0, its points
    is_joker = np.zeros((3, 2, 2), dtype=bool)
    place = np.full((3, 2, 2), PLACES.index(JokerPlace.OPEN), dtype=np.intp)
    for yz, face_open, lower_open in product(range(3), (0, 1), (0, 1)):
        triggered = joker_triggered(model.joker_trigger, (five_values[yz],), points)
        where = joker_place(model.joker_upper, triggered, bool(face_open), bool(lower_open))
        if where is not None:
            is_joker[yz, face_open, lower_open] = True
            place[yz, face_open, lower_open] = PLACES.index(where)
    return is_joker, place


class Evaluator:
    """Turn evaluation over many positions at once, given the values of later positions."""

    def __init__(self, model: Model, values: np.ndarray) -> None:
        self.model = model
        self.values = values            # (masks, yz, u), float64 or float32
        self.flat = values.reshape(-1)
        self.scores = base_scores(model)
        boxes = model.column
        self.mult_ok = np.array([b.multiplied for b in boxes])
        self.upper_face = [UPPER.index(b) + 1 if b in UPPER and model.upper_counted else 0
                           for b in model.boxes]
        self.yahtzee = model.five
        self.lower = np.array([not b.upper for b in boxes])
        if model.jokers:
            self.five_points = model.five_points
            self.joker = np.array([[joker_scores(model.column, (f,) * 5)[b]
                                    for f in range(1, 7)] for b in model.boxes],
                                  dtype=np.float64)
            self.is_joker, self.joker_places = joker_rule(model)

    def joker_allowed(self, f: int, yz: np.ndarray, opens: np.ndarray,
                      lower_open_any: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """For five of face ``f + 1`` at these positions: is it a joker (n), and which open
        boxes it may be written in as one (boxes × n), by :func:`joker_rule`."""
        face_open = opens[f]
        case = (yz, face_open.astype(np.intp), lower_open_any.astype(np.intp))
        place = self.joker_places[case][None, :]
        only_face = np.zeros_like(opens)
        only_face[f] = face_open
        lower = self.lower[:, None]
        allowed = np.where(place == PLACES.index(JokerPlace.FACE), only_face,
                           np.where(place == PLACES.index(JokerPlace.LOWER), opens & lower,
                                    opens))
        return self.is_joker[case], allowed

    def _index(self, mask: np.ndarray | int, yz: np.ndarray | int, u: np.ndarray | int
               ) -> np.ndarray:
        m = self.model
        return np.asarray((mask * m.nyz + yz) * m.nu + u)

    def write_values(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray,
                     multipliers: tuple[int, ...] = (1,)) -> list[np.ndarray]:
        """For each multiplier: (252 × n) best value of writing each outcome now (score,
        bonuses and the value of the position after)."""
        m = self.model
        ncol = mask.shape[0]
        best = [np.full((252, ncol), NEG) for _ in multipliers]
        five_vals = np.full((m.n, 6, ncol), NEG)  # ordinary values of the five-of-a-kind rows
        after_plain = np.empty((m.n, ncol))
        opens = np.empty((m.n, ncol), dtype=bool)
        for b in range(m.n):
            bit = 1 << b
            is_open = (mask & bit) == 0
            opens[b] = is_open
            nmask = mask | bit
            after = self.flat[self._index(nmask, yz, u)]
            after_plain[b] = after
            face = self.upper_face[b]
            if face:
                per_count = np.empty((6, ncol))
                for c in range(6):
                    s = c * face
                    nu = np.minimum(CAP, u + s)
                    bonus = np.where((u < CAP) & (nu >= CAP), UPPER_BONUS, 0)
                    per_count[c] = s + bonus + self.flat[self._index(nmask, yz, nu)]
                cands = [per_count[FACE_COUNT[face - 1]]] * len(multipliers)
            elif b == self.yahtzee:
                zero = self.flat[self._index(nmask, np.ones_like(yz), u)]
                fifty = self.five_points + self.flat[
                    self._index(nmask, np.full_like(yz, 2), u)]
                cands = [np.where(IS_FIVE[:, None], fifty[None, :], zero[None, :])
                         ] * len(multipliers)
            else:
                cands = []
                for mult in multipliers:
                    factor = mult if self.mult_ok[b] else 1
                    cands.append(self.scores[b][:, None] * factor + after[None, :])
            for i, cand in enumerate(cands):
                cand = np.where(is_open[None, :], cand, NEG)
                np.maximum(best[i], cand, out=best[i])
            five_vals[b] = cands[0][FIVE_ROWS]
        if m.jokers:
            rows = self._five_of_a_kind(yz, opens, five_vals, after_plain)
            for arr in best:
                arr[FIVE_ROWS] = rows
        return best

    def _five_of_a_kind(self, yz: np.ndarray, opens: np.ndarray, ordinary: np.ndarray,
                        after: np.ndarray) -> np.ndarray:
        """Values of the six five-of-a-kind rows under the joker rules (6 × n)."""
        m = self.model
        lower_open_any = (opens & self.lower[:, None]).any(axis=0)
        rows = np.empty((6, yz.shape[0]))
        plain = np.where(opens[:, None, :], ordinary, NEG).max(axis=0)  # (6, n)
        for f in range(6):
            joker_vals = ordinary[:, f].copy()
            for b in range(m.n):
                if self.lower[b] and b != self.yahtzee:
                    joker_vals[b] = self.joker[b, f] + after[b]
            joker, allowed = self.joker_allowed(f, yz, opens, lower_open_any)
            jbest = np.where(allowed, joker_vals, NEG).max(axis=0)
            rows[f] = np.where(joker, jbest, plain[f])
        rows += np.where(yz == 2, FIVE_OF_A_KIND_BONUS, 0)[None, :]
        return rows

    def turn(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray) -> dict[str, np.ndarray]:
        """Every stage of a turn for these positions (see :func:`turn_stages`)."""
        if self.model.multiplier:
            w1, w2, w3 = self.write_values(mask, yz, u, (1, 2, 3))
        else:
            (w1,) = self.write_values(mask, yz, u)
            w2 = w3 = w1
        return turn_stages(w1, w2, w3)


def turn_stages(w_held: np.ndarray, w_free: np.ndarray, w_first: np.ndarray
                ) -> dict[str, np.ndarray]:
    """A turn's expectations from the write values after the first roll (``w_first``), after a
    later roll with some die held (``w_held``) and with none held (``w_free``).

    Returns ``keep2``/``keep1`` (lists per level 0-4: value of holding that keep before roll
    3 / roll 2), ``roll2_held``/``roll2_free``/``roll1`` (value of each outcome after that
    roll), and ``start`` (the value before the first roll)."""
    prob = keeps.OUTCOME_PROBABILITY
    keep2 = keeps.down(w_held)
    keep2[0] = (prob @ w_free)[None, :]
    below2 = keeps.best_below(keep2)
    roll2_held = np.maximum(w_held, below2)
    roll2_free = roll2_held if w_free is w_held else np.maximum(w_free, below2)
    keep1 = keeps.down(roll2_held)
    keep1[0] = (prob @ roll2_free)[None, :]
    roll1 = np.maximum(w_first, keeps.best_below(keep1))
    return {"keep2": keep2, "keep1": keep1, "roll2_held": roll2_held,
            "roll2_free": roll2_free, "roll1": roll1, "start": prob @ roll1}


def _reachable_upper(model: Model) -> dict[int, np.ndarray]:
    """Reachable capped upper totals for each set of filled upper boxes (bit mask over the
    model's upper boxes, in the model's own bit positions)."""
    uppers = [b for b in range(model.n) if model.boxes[b] in UPPER]
    out: dict[int, np.ndarray] = {}
    if not model.upper_counted:
        for sub in range(1 << len(uppers)):
            out[sub] = np.array([0])
        return out
    for sub in range(1 << len(uppers)):
        sums = {0}
        for j, b in enumerate(uppers):
            if sub >> j & 1:
                face = UPPER.index(model.boxes[b]) + 1
                sums = {min(CAP, s + c * face) for s in sums for c in range(6)}
        out[sub] = np.array(sorted(sums))
    return out


def positions(model: Model) -> list[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """Every reachable start-of-turn position, by layer (most boxes filled first)."""
    uppers = [b for b in range(model.n) if model.boxes[b] in UPPER]
    reach = _reachable_upper(model)
    yahtzee = model.five
    layers: list[list[tuple[int, int, np.ndarray]]] = [[] for _ in range(model.n + 1)]
    for mask in range(1 << model.n):
        sub = sum(1 << j for j, b in enumerate(uppers) if mask >> b & 1)
        us = reach[sub]
        if yahtzee < 0:
            yzs: tuple[int, ...] = (0,)
        else:
            yzs = (1, 2) if mask >> yahtzee & 1 else (0,)
        for yz in yzs:
            layers[bin(mask).count("1")].append((mask, yz, us))
    out = []
    for layer in reversed(layers):
        masks = np.concatenate([np.full(len(us), m, dtype=np.int64) for m, _, us in layer])
        yzs_ = np.concatenate([np.full(len(us), y, dtype=np.int64) for _, y, us in layer])
        uu = np.concatenate([us.astype(np.int64) for _, _, us in layer])
        out.append((masks, yzs_, uu))
    return out


def solve(model: Model, chunk: int = 4096) -> np.ndarray:
    """The value of every start-of-turn position: array (masks, yz states, upper totals)."""
    values = np.zeros(model.shape(), dtype=np.float64)
    evaluator = Evaluator(model, values)
    full = (1 << model.n) - 1
    for masks, yzs, us in positions(model):
        if masks[0] == full:
            continue  # the card is full: nothing more to score
        results = np.empty(masks.shape[0])
        for start in range(0, masks.shape[0], chunk):
            sl = slice(start, start + chunk)
            results[sl] = evaluator.turn(masks[sl], yzs[sl], us[sl])["start"]
        evaluator.flat[evaluator._index(masks, yzs, us)] = results
    return values
