"""Which tip of a first game applies, decided on the game's state and the events of the last
action (plain Python, no Qt: the coach shows them, :mod:`kosci_gui.gui.words.tips` words them).

A tip is a key and the numbers of the rules its words name (the opening's points, a pit's
bounds), so the words follow the rules being played. Each tip is about the human at the
screen: only the events of their own seat count. Whether a tip was shown already is the
coach's business; this module says only which tips the situation calls for, in the order
they should be read.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from kosci_gui.engine.card import Card, box_of
from kosci_gui.engine.events import (
    BoxWritten,
    Event,
    InPit,
    JokerRolled,
    Missed,
    MissReason,
    NothingScores,
    Overtaken,
    Rolled,
    TurnWritten,
)
from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Bank, Roll, SetAside
from kosci_gui.engine.scoring import UPPER_BONUS, UPPER_BONUS_THRESHOLD
from kosci_gui.engine.thousand_rules import GOAL

#: The exact-1000 tip comes when a player's score is this near Thousand's goal.
NEAR_GOAL = 150

#: Every tip, in the order a game first meets them: the Kości family, then Thousand.
KOSCI_TIPS = ("holding", "upper_bonus", "sacrifice", "joker")
THOUSAND_TIPS = ("scoring_dice", "opening", "three_dice", "hot_dice", "pit", "overtaking",
                 "exact_1000")
TIPS = KOSCI_TIPS + THOUSAND_TIPS


@dataclass(frozen=True)
class Tip:
    """A tip, and the numbers of the rules its words name."""

    key: str
    numbers: Mapping[str, int] = field(default_factory=dict)


def _rule(game: Game, key: str, default: object = None) -> object:
    """An option of the game's rules (``default`` where the game has no such option)."""
    return game.rules.values.get(key, default)


def tips_after(game: Game, events: Sequence[Event], seat: int) -> list[Tip]:
    """The tips the last action's ``events`` and the position now call for, for the human
    in ``seat``, in the order to show them (the coach drops those shown already)."""
    found: list[Tip] = []
    for event in events:
        found.extend(_kosci(game, event, seat))
        found.extend(_thousand(game, event, seat))
    return found + tips_now(game, seat)


def _kosci(game: Game, event: Event, seat: int) -> list[Tip]:
    """The Kości family's tips: holding after a roll with rolls left, the upper bonus at the
    first write of an upper box (where it counts), a box written for 0 (or nothing scores),
    a joker."""
    if isinstance(event, Rolled) and event.player == seat and event.rolls_left:
        return [Tip("holding")]
    if isinstance(event, NothingScores) and event.player == seat:
        return [Tip("sacrifice")]
    if isinstance(event, JokerRolled) and event.player == seat:
        return [Tip("joker")]
    if isinstance(event, BoxWritten) and event.player == seat:
        tips = []
        if box_of(game.rules, event.box).upper and Card(game.rules).upper_counts:
            weight = game.rules.kind.weights[event.column]  # (triple: the column's ×1-×3)
            tips.append(Tip("upper_bonus", {"threshold": UPPER_BONUS_THRESHOLD,
                                            "bonus": UPPER_BONUS * weight}))
        if event.points == 0 and not event.automatic:
            tips.append(Tip("sacrifice"))
        return tips
    return []


def _thousand(game: Game, event: Event, seat: int) -> list[Tip]:
    """Thousand's tips that come with an event: which dice score at the first throw, a pit
    the player's write landed in, an overtaking that touched the player, and exactly 1000
    as the player's score comes near it (or a throw missed for it)."""
    exact = _rule(game, "win") == "exact"
    if isinstance(event, Rolled) and event.player == seat and event.rolls_left is None:
        tips = [Tip("scoring_dice")]
        if exact and game.totals()[seat] >= GOAL - NEAR_GOAL:
            tips.append(Tip("exact_1000", {"goal": GOAL}))
        return tips
    if isinstance(event, InPit) and event.player == seat:
        return [Tip("pit", {"low": event.low, "high": event.high})]
    if isinstance(event, Overtaken) and seat in (event.victim, event.by):
        return [Tip("overtaking", {"penalty": int(str(_rule(game, "overtake_penalty", 0))),
                                   "bonus": int(str(_rule(game, "overtake_bonus", 0)))})]
    if isinstance(event, Missed) and event.player == seat and event.reason is MissReason.OVER_1000:
        return [Tip("exact_1000", {"goal": GOAL})]
    if (isinstance(event, TurnWritten) and event.player == seat and exact
            and event.score >= GOAL - NEAR_GOAL):
        return [Tip("exact_1000", {"goal": GOAL})]
    return []


#: The engine's reasons a write is refused, and the tip each calls for (the numbers of the
#: refusal fill the tip's words).
REFUSAL_TIPS = {"bank_three_dice": "three_dice", "bank_opening": "opening", "bank_pit": "pit",
                "bank_over_1000": "exact_1000"}


def tips_now(game: Game, seat: int) -> list[Tip]:
    """The tips the position calls for while ``seat`` chooses dice to set aside (a game that
    sets dice aside, Thousand): all the dice thrown chosen (hot dice), or a choice that may
    be set aside but not written, for the rule that forbids the write (three dice, the
    opening, a pit, exactly 1000)."""
    if (game.finished or game.current != seat or SetAside not in game.MOVES
            or not game.held_positions() or game.refusal(Roll()) is not None):
        return []
    tips = []
    if len(game.held_positions()) == len(game.dice_on_table()):
        tips.append(Tip("hot_dice"))
    refusal = game.refusal(Bank())
    if refusal is not None and refusal.code in REFUSAL_TIPS:
        numbers = {k: v for k, v in refusal.params.items() if isinstance(v, int)}
        if refusal.code == "bank_three_dice":
            numbers = {"dice": int(refusal.params["needed"])}
        elif refusal.code == "bank_opening":
            numbers = {"points": int(refusal.params["opening"])}
        tips.append(Tip(REFUSAL_TIPS[refusal.code], numbers))
    return tips
