"""The dice combinatorics behind every Kości solver: the 462 kept multisets of 0-5 dice and the
two passes over them that make a turn's expectation cheap.

Keeps are grouped in levels by size; level 5 is exactly ``scoring.OUTCOMES`` (the 252 rolls).
*Down* (roll one more die): the value of keeping K is the mean over the six faces f of the
value of K + f — rolling the free dice one at a time is the same as rolling them together.
*Up* (choose what to keep): the best keep inside a multiset K is the better of K itself and
the best keep inside K minus one die.  Both passes work on arrays with one row per keep and
one column per position being solved, so whole layers of positions go through numpy at once.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import numpy as np

from kosci_gui.engine.scoring import OUTCOMES

#: Keeps by size: ``KEEPS_BY_SIZE[k]`` is the sorted list of sorted k-tuples of faces.
KEEPS_BY_SIZE: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(combinations_with_replacement(range(1, 7), k)) for k in range(6))
assert KEEPS_BY_SIZE[5] == OUTCOMES

#: Position of each keep inside its level.
INDEX: dict[tuple[int, ...], int] = {
    keep: i for level in KEEPS_BY_SIZE for i, keep in enumerate(level)}

#: ``CHILDREN[k][i, f-1]``: index in level k+1 of keep i of level k plus a die f (k < 5).
CHILDREN: tuple[np.ndarray, ...] = tuple(
    np.array([[INDEX[tuple(sorted((*keep, f)))] for f in range(1, 7)] for keep in KEEPS_BY_SIZE[k]],
             dtype=np.intp)
    for k in range(5))


def _parents(keep: tuple[int, ...]) -> list[int]:
    out = []
    for face in sorted(set(keep)):
        smaller = list(keep)
        smaller.remove(face)
        out.append(INDEX[tuple(smaller)])
    return out + [out[0]] * (5 - len(out))


#: ``PARENTS[k][i, j]``: the keeps of level k-1 one die smaller than keep i of level k
#: (padded with repeats to five columns), for k >= 1; ``PARENTS[0]`` is unused.
PARENTS: tuple[np.ndarray, ...] = (
    np.zeros((1, 5), dtype=np.intp),
    *(np.array([_parents(keep) for keep in KEEPS_BY_SIZE[k]], dtype=np.intp) for k in range(1, 6)))


def _probabilities() -> np.ndarray:
    prob = np.ones(1)
    for k in range(5):
        nxt = np.zeros(len(KEEPS_BY_SIZE[k + 1]))
        np.add.at(nxt, CHILDREN[k].ravel(), np.repeat(prob / 6.0, 6))
        prob = nxt
    return prob


#: Probability of each of the 252 outcomes when all five dice are rolled.
OUTCOME_PROBABILITY: np.ndarray = _probabilities()


def down(top: np.ndarray) -> list[np.ndarray]:
    """Expected values of every keep, given the values ``top`` (252 × n) of the outcomes.

    Returns one array per level 0-4 (level k: keeps of k dice, the rest rolled)."""
    levels: list[np.ndarray] = [top]
    for k in range(4, -1, -1):
        above = levels[-1]
        idx = CHILDREN[k]
        acc = above[idx[:, 0]].copy()
        for f in range(1, 6):
            acc += above[idx[:, f]]
        acc *= 1.0 / 6.0
        levels.append(acc)
    levels.reverse()
    return levels[:5]


def best_below(keeps: list[np.ndarray]) -> np.ndarray:
    """For each outcome (252 × n): the best value among its proper sub-keeps (levels 0-4)."""
    best = keeps[0]
    for k in range(1, 6):
        idx = PARENTS[k]
        inner = best[idx[:, 0]]
        for j in range(1, 5):
            np.maximum(inner, best[idx[:, j]], out=inner)
        if k < 5:
            np.maximum(inner, keeps[k], out=inner)
        best = inner
    return best


def keep_of(dice: tuple[int, ...] | list[int], held: tuple[int, ...]) -> tuple[int, ...]:
    """The sorted multiset of the dice at the held positions."""
    return tuple(sorted(dice[i] for i in held))


def positions_for(dice: tuple[int, ...] | list[int], keep: tuple[int, ...],
                  prefer: tuple[bool, ...] | None = None) -> tuple[int, ...]:
    """Positions of the dice to hold so that exactly ``keep`` is held; dice already held
    (``prefer``) are chosen first so a computer player moves as few dice as possible."""
    want = list(keep)
    order = list(range(len(dice)))
    if prefer is not None:
        order.sort(key=lambda i: not prefer[i])
    chosen = []
    for i in order:
        if dice[i] in want:
            want.remove(dice[i])
            chosen.append(i)
    return tuple(sorted(chosen))


def sub_keeps(outcome: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every distinct sub-multiset of a sorted roll (the distinct hold choices), the roll
    itself included."""
    counts = [outcome.count(f) for f in range(1, 7)]
    out: list[tuple[int, ...]] = [()]
    for face, n in enumerate(counts, start=1):
        out = [k + (face,) * m for k in out for m in range(n + 1)]
    return out
