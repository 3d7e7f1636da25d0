"""The reasons of :mod:`kosci_gui.ai.reasons` in plain English: the lines ``kosci-cli advise``
prints as each option's ``"why"`` (the GUI says the same kinds in the player's language,
``gui/words/why_texts.py``). Boxes are named by their keys, as the advisor's labels do."""

from __future__ import annotations

from collections.abc import Callable

from .reasons import (
    BANK,
    INSTEAD,
    NOW_LATER,
    PIT,
    RACE,
    THROW_CHANCE,
    TURN_ENDS,
    WIN_GAP,
    Reason,
)


def box_words(box: str, column: int | None = None) -> str:
    """A box as the command line names it ("two pairs", "fives (column 2)")."""
    where = f" (column {column + 1})" if column else ""
    return box.replace("_", " ") + where


def percent(chance: float) -> str:
    return f"{100 * chance:.0f} %"


def _turn_ends(r: Reason) -> str:
    ends = ", ".join(f"{box_words(e.box, e.column)} {percent(e.chance)} "
                     f"({e.mean_points:.1f} points)" for e in r["ends"])
    return f"this turn ends in {ends}"


def _now_later(r: Reason) -> str:
    return (f"{box_words(r['box'], r['column'])}: {r['points']} points now, "
            f"{r['later']:.1f} expected later")


def _instead(r: Reason) -> str:
    box, other = box_words(r["box"], r["column"]), box_words(r["other"], r["other_column"])
    return (f"writing {box} for {r['points']} instead of {other} for {r['other_points']} "
            f"keeps {r['gain']:.1f} points more for later, {r['net']:.1f} more in all")


def _win_gap(r: Reason) -> str:
    line = f"{percent(r['chance'])} to win: your expected final score {r['mine']:.1f}"
    if r["theirs"] is None:
        return line
    gap = round(r["theirs"] - r["mine"], 1)
    line += f", the best opponent's {r['theirs']:.1f}"
    if not gap:
        return line
    return line + f" ({abs(gap):.1f} points {'above' if gap > 0 else 'below'} yours)"


def _throw_chance(r: Reason) -> str:
    dice = "1 die" if r["dice"] == 1 else f"{r['dice']} dice"
    line = f"throw {dice}: {percent(r['chance'])} to score"
    return line + (f", {r['at_risk']} points at risk" if r["at_risk"] else "")


def _bank(r: Reason) -> str:
    return f"write {r['points']}: the score becomes {r['total']}"


def _pit(r: Reason) -> str:
    return f"{r['total']} is in the {r['low']}–{r['high']} pit"


def _race(r: Reason) -> str:
    line = (f"the race: {r['mine']:.1f} more turns to 1000 after this one, the fastest "
            f"opponent {r['theirs']:.1f}")
    return line if r["chance"] is None else f"{percent(r['chance'])} to win; {line}"


LINES: dict[str, Callable[[Reason], str]] = {
    TURN_ENDS: _turn_ends, NOW_LATER: _now_later, INSTEAD: _instead, WIN_GAP: _win_gap,
    THROW_CHANCE: _throw_chance, BANK: _bank, PIT: _pit, RACE: _race,
}


def lines(found: list[Reason]) -> list[str]:
    """The reasons as English lines, in order."""
    return [LINES[r.kind](r) for r in found]
