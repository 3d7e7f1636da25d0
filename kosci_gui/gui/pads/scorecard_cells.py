"""What each cell of the Kości scorecard shows, worked out from the game and the controller:
written scores in ink, previews of what an open box would score (what it is worth in its
column in triple, with the combination multiplier in the full game), boxes the joker
forbids, the auto-score's countdown, the advisor's hint, hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from PySide6.QtCore import QCoreApplication

from kosci_gui.engine.card import BoxOption, Card, box_of
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Write
from kosci_gui.engine.scoring import UPPER, UPPER_BONUS_THRESHOLD
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.words import boxes, texts
from kosci_gui.gui.words.why_texts import why_lines

translate = QCoreApplication.translate


class Look(Enum):
    """How a cell is drawn."""

    PLAIN = "plain"
    CURRENT = "current"      # the column of the player whose turn it is
    SELECTED = "selected"    # the box about to be written (selected, or a computer's choice)
    HINT = "hint"            # the advisor's best move is to write this box
    SUM = "sum"              # a subtotal or bonus row
    TOTAL = "total"


class Access(Enum):
    """What a click on the cell does."""

    NONE = "none"            # a name, a sum, another player's box
    OPEN = "open"            # an open box of the current player: write (or select) it
    FORBIDDEN = "forbidden"  # an open box the joker rules do not allow now: says why
    WRITTEN = "written"      # a box of the current player already written: says so


@dataclass(frozen=True)
class Cell:
    """Everything the view shows of one cell, worked out once per change."""

    text: str = ""
    preview: bool = False
    look: Look = Look.PLAIN
    tip: str = ""
    access: Access = Access.NONE
    box: tuple[str, int] | None = None
    #: Words for a screen reader (value, preview, forbidden, written automatically soon…).
    spoken: str = ""
    #: In the column of the player whose turn it is (tinted): a sum changes look with the
    #: turn, so it is announced (and repainted) with the rest of the column.
    current: bool = False


def preview_text(game: KosciGame, card: Card, option: BoxOption) -> str:
    """What writing the dice here would score, as the player counts it: "25+100" (with a
    five-of-a-kind bonus), the full game's multiplier ("36 (×3)"), upper boxes that do not
    count in brackets. In triple a box shows what is written in it, as a written box does
    (the column's weight, ×2 or ×3, applies to its total: the tooltip says "30 ×3 = 90")."""
    if not card.upper_counts and option.box in UPPER:
        return f"({option.points})"
    if option.bonus:
        return f"{option.points}+{option.bonus}"
    if option.multiplier > 1:
        return f"{option.points} (×{option.multiplier})"
    return str(option.points)


def preview_tip(game: KosciGame, card: Card, option: BoxOption) -> str:
    """The preview's arithmetic, in words."""
    weight = card.weights[option.column]
    points, bonus = option.points, option.bonus
    if not card.upper_counts and option.box in UPPER:
        return translate("Cells", "Would write {points} here; the upper boxes do not count "
                         "in this game.").format(points=points)
    if weight > 1:
        worth = points * weight + bonus
        if bonus:
            return translate("Cells", "{points} ×{weight} = {weighted}, and the "
                             "five-of-a-kind bonus +{bonus}: {worth} in all.").format(
                points=points, weight=weight, weighted=points * weight, bonus=bonus,
                worth=worth)
        return translate("Cells", "{points} ×{weight} = {worth} in this column.").format(
            points=points, weight=weight, worth=worth)
    if option.multiplier > 1:
        return translate("Cells", "{base} ×{multiplier} = {points}: a combination written "
                         "after the first roll scores ×3, after a later roll of all five "
                         "dice ×2.").format(base=points // option.multiplier,
                                            multiplier=option.multiplier, points=points)
    if bonus:
        return translate("Cells", "{points}, and the five-of-a-kind bonus +{bonus}.").format(
            points=points, bonus=bonus)
    return ""


def written_text(card: Card, box: str, value: int) -> str:
    """A written score; an upper box that does not count in brackets."""
    return f"({value})" if not card.upper_counts and box in UPPER else str(value)


def sum_text(key: str, card: Card, col: int) -> str:
    """A summary row: the upper sum with its way to the bonus ("41/63"), the bonuses, the
    column's weighted total, the total."""
    if key == "upper_sum":
        upper = card.upper_sum(col)
        return f"{upper}/{UPPER_BONUS_THRESHOLD}" if upper < UPPER_BONUS_THRESHOLD else str(upper)
    if key == "upper_bonus":
        return str(card.upper_bonus(col))
    if key == "five_bonus":
        return str(card.five_bonus(col))
    if key == "column_total":
        return str(card.column_total(col) * card.weights[col])
    return str(card.total()) if col == 0 else ""


def box_cell(ctl: GameController, game: KosciGame, player: int, box: str, col: int,
             options: dict[tuple[str, int], BoxOption]) -> Cell:
    """A box of a player's card."""
    card = game.cards[player]
    current = not game.finished and player == game.current
    cell = Cell(look=Look.CURRENT if current else Look.PLAIN,
                tip=boxes.box_help(box_of(game.rules, box)))
    value = card.get(box, col)
    if not ctl.card_visible(player):
        return replace(cell, spoken=translate("Cells", "hidden"))
    if value is not None:
        text = written_text(card, box, value)
        return replace(cell, text=text, spoken=text,
                       access=Access.WRITTEN if current else Access.NONE,
                       box=(box, col) if current else None)
    if not current:
        return replace(cell, spoken=translate("Cells", "open"))
    option = options.get((box, col))
    if option is None:
        return replace(cell, access=Access.OPEN, box=(box, col), spoken=translate("Cells", "open"))
    if not option.allowed:
        tip = translate("Cells", "{rule} The joker rule does not allow this box now.")
        return replace(cell, access=Access.FORBIDDEN, box=(box, col),
                       tip=tip.format(rule=cell.tip),
                       spoken=translate("Cells", "not allowed now (joker)"))
    text = preview_text(game, card, option)
    tip = " ".join(t for t in (cell.tip, preview_tip(game, card, option)) if t)
    write = Write(box, col)
    look = cell.look
    spoken = translate("Cells", "would score {text}").format(text=text)
    if write in (ctl.selected, ctl.preview):
        look = Look.SELECTED
        countdown = ctl.autoplay.countdown
        if countdown is not None and write == ctl.preview:
            text = translate("Cells", "{points} · {seconds} s").format(points=text,
                                                                        seconds=countdown)
            spoken = translate("Cells", "written automatically in {seconds} s").format(
                seconds=countdown)
    elif ctl.best_move() == write:
        look = Look.HINT
        spoken += ", " + translate("Cells", "the hint's best choice")
    advice = ctl.hint_for(write)
    if advice is not None:
        tip = "\n".join([translate("Cells", "{rule} Expected final score: {value:.1f}").format(
            rule=tip, value=advice.value) + texts.hint_chance_text(advice.win_chance),
            *why_lines(advice.why, game.columns)])
    return replace(cell, text=text, preview=True, look=look, tip=tip, access=Access.OPEN,
                   box=(box, col), spoken=spoken)


def sum_cell(ctl: GameController, game: KosciGame, player: int, key: str, col: int) -> Cell:
    """A summary row of a player's card."""
    card = game.cards[player]
    text = sum_text(key, card, col) if ctl.card_visible(player) else ""
    return Cell(text=text, look=Look.TOTAL if key == "total" else Look.SUM,
                tip=boxes.row_help(key), spoken=text or translate("Cells", "hidden"),
                current=not game.finished and player == game.current)
