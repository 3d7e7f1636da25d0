"""An independent reading of RULES.md used by the property tests: which boxes a roll may be
written in and what each scores (§1), and what a Thousand write does to every score (§2)."""

from __future__ import annotations

from typing import Any

from .helpers import CLASSIC_LOWER, UPPER, oracle_classic, oracle_full

JOKER_FIXED = {"full_house": 25, "small_straight": 30, "large_straight": 40}


def kosci_options(game: str, values: dict[str, Any], cells: list[dict[str, int | None]],
                  dice: list[int], roll_index: int, held_any: bool
                  ) -> dict[tuple[str, int], tuple[int, int, bool]]:
    """(box, column) -> (points, weighted bonus, allowed) for every open box."""
    open_boxes = [(b, c) for c, col in enumerate(cells) for b, v in col.items() if v is None]
    if game == "full":
        base = oracle_full(dice)
        mult = 1
        if values["full_multiplier"]:
            mult = 3 if roll_index == 0 else (1 if held_any else 2)
        return {(b, c): (base[b] * (1 if b in UPPER or b == "chance" else mult), 0, True)
                for b, c in open_boxes}
    ordinary = oracle_classic(dice)
    weights = (1, 2, 3) if game == "triple" else (1,)
    if len(set(dice)) != 1:
        return {(b, c): (ordinary[b], 0, True) for b, c in open_boxes}
    yz = [col["yahtzee"] for col in cells]
    all50 = all(v == 50 for v in yz)
    trigger = all(v is not None for v in yz) if values["joker_trigger"] == "filled" else all50
    face = UPPER[dice[0] - 1]
    face_open = [c for c, col in enumerate(cells) if col[face] is None]
    mode = values["joker_upper"]
    joker = trigger and (mode == "forced" or not face_open)

    def bonus(c: int) -> int:
        return 100 * weights[c] if all50 else 0

    if not joker:
        return {(b, c): (ordinary[b], bonus(c), True) for b, c in open_boxes}
    lower_open = [(b, c) for b, c in open_boxes if b in CLASSIC_LOWER]
    if mode == "forced" and face_open:
        allowed = {(face, c) for c in face_open}
    elif lower_open and mode != "free":
        allowed = set(lower_open)
    else:
        allowed = set(open_boxes)
    upper_points = {b: (5 * dice[0] if b == face else 0) for b in UPPER}
    lower_points = {b: JOKER_FIXED.get(b, sum(dice)) for b in CLASSIC_LOWER}
    points = {**upper_points, **lower_points}
    return {(b, c): (points[b], bonus(c), (b, c) in allowed) for b, c in open_boxes}


def thousand_write(values: dict[str, Any], scores: list[int], out: list[bool], me: int,
                   points: int) -> list[int]:
    """Every score after player ``me`` writes ``points`` (RULES.md §2 overtaking)."""
    scores = list(scores)
    a0 = scores[me]
    scores[me] += points
    exact = values["win"] == "exact"
    if (scores[me] == 1000) if exact else (scores[me] >= 1000):
        return scores
    relief = values["relief_900"]
    above = {p for p in range(len(scores)) if p != me and not out[p] and scores[p] > a0}
    while True:
        passed = sorted((p for p in above if scores[p] < scores[me]), key=lambda p: scores[p])
        if not passed:
            return scores
        victim = passed[0]
        above.discard(victim)
        in_pit = any(lo <= scores[victim] < hi for lo, hi in values["pits"])
        exempt = (relief and scores[victim] >= 900) or (values["pit_protection"] and in_pit)
        if not exempt:
            scores[victim] -= values["overtake_penalty"]
        bonus = values["overtake_bonus"]
        if not (relief and scores[me] >= 900) and scores[me] + bonus < 1000:
            scores[me] += bonus


def thousand_may_write(values: dict[str, Any], start: int, score: int, points: int,
                       dice_aside: int, opened: bool) -> bool:
    """RULES.md §2: may a player write ``points`` now? ``start`` is the score at the start of
    the turn, ``dice_aside`` the scoring dice set aside since the last full five."""
    relief = values["relief_900"] and start >= 900
    if values["three_dice"] and not relief and dice_aside < 3:
        return False
    if not opened and points < values["opening"]:
        return False
    if any(lo <= start < hi and score + points < hi for lo, hi in values["pits"]):
        return False
    return not (values["win"] == "exact" and score + points > 1000)
