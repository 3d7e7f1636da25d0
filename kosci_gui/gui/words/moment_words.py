"""The big moments of an action, in the player's language: which events are weighty enough
to be said large over the table (a miss and what it cost, a penalty, an overtake, a pit, five
of a kind, a bonus), the weightiest kind among them, and their words (built at each reading,
so a change of language reaches a moment on show). The events' ordinary lines are
:mod:`~kosci_gui.gui.words.messages`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication

from kosci_gui.engine.events import (
    BoxWritten,
    Event,
    InPit,
    Missed,
    MissReason,
    Overtaken,
    Penalised,
    Rolled,
    UpperBonusEarned,
)
from kosci_gui.gui.words.messages import event_text, fill
from kosci_gui.gui.words.texts import QT_TRANSLATE_NOOP

#: The moments' words (context "Events", as the events' lines), by kind and variant.
MOMENT_TEMPLATES: dict[str, str] = {
    "moment_miss": QT_TRANSLATE_NOOP("Events", "{player}: miss — {points} points lost"),
    "moment_miss_empty": QT_TRANSLATE_NOOP("Events", "{player}: miss"),
    "moment_zero_penalty": QT_TRANSLATE_NOOP(
        "Events", "{player}: nothing on the first throw — {points}"),
    "moment_three_misses": QT_TRANSLATE_NOOP(
        "Events", "{player}: three misses in a row — {points}"),
    "moment_five_rolled": QT_TRANSLATE_NOOP("Events", "{player}: five of a kind!"),
    "moment_five_bonus": QT_TRANSLATE_NOOP(
        "Events", "{player}: five of a kind again — +{bonus}!"),
    "moment_upper_bonus": QT_TRANSLATE_NOOP(
        "Events", "{player}: the upper boxes reach {threshold} — bonus +{points}!"),
}


class MomentKind(Enum):
    """The kinds of big moment: the first five are celebrated over the table."""

    WINNER = "winner"
    FIVE_BONUS = "five_bonus"
    UPPER_BONUS = "upper_bonus"
    OVERTAKE = "overtake"
    FIVE_OF_A_KIND = "five_of_a_kind"
    PIT = "pit"
    PENALTY = "penalty"
    MISS = "miss"


@dataclass(frozen=True)
class Moment:
    """An action's big moment: the weightiest kind among its events, and the words of all
    (built at every reading, so a change of language, or of a default name, reaches a
    moment on show)."""

    kind: MomentKind
    render: Callable[[], str]

    @property
    def text(self) -> str:
        return self.render()


def _moment(event: Event, names: Sequence[str]) -> tuple[MomentKind, str] | None:
    def said(kind: MomentKind, key: str, **params: Any) -> tuple[MomentKind, str]:
        return kind, fill(QCoreApplication.translate("Events", MOMENT_TEMPLATES[key]),
                          params)

    if isinstance(event, Missed) and event.reason is not MissReason.PASS:
        if event.points:
            return said(MomentKind.MISS, "moment_miss", player=names[event.player],
                        points=event.points)
        return said(MomentKind.MISS, "moment_miss_empty", player=names[event.player])
    if isinstance(event, Penalised):
        return said(MomentKind.PENALTY, f"moment_{event.kind.value}",
                    player=names[event.player], points=f"−{abs(event.points)}")
    if isinstance(event, (Overtaken, InPit)):
        kind = MomentKind.OVERTAKE if isinstance(event, Overtaken) else MomentKind.PIT
        return kind, event_text(event, names) or ""
    if isinstance(event, Rolled) and event.five_of_a_kind:
        return said(MomentKind.FIVE_OF_A_KIND, "moment_five_rolled", player=names[event.player])
    if isinstance(event, BoxWritten) and event.bonus:
        return said(MomentKind.FIVE_BONUS, "moment_five_bonus", player=names[event.player],
                    bonus=event.bonus)
    if isinstance(event, UpperBonusEarned):
        return said(MomentKind.UPPER_BONUS, "moment_upper_bonus", player=names[event.player],
                    points=event.points)
    return None


def moment(events: Sequence[Event], names: Sequence[str] | Callable[[], Sequence[str]],
           visible: Callable[[int], bool] = lambda seat: True) -> Moment | None:
    """The big moment of an action (a miss and what it cost, a penalty, an overtake, a pit,
    five of a kind, a bonus), or None. A bonus on a card the table may not see (hidden
    cards) is no moment: it would tell a score. ``names`` may be a function giving the
    names as they are when the moment is read."""
    seats: Callable[[], Sequence[str]] = names if callable(names) else lambda: names
    found: list[tuple[MomentKind, Event]] = []
    for event in events:
        if isinstance(event, (BoxWritten, UpperBonusEarned)) and not visible(event.player):
            continue
        said = _moment(event, seats())
        if said is not None and said[1]:
            found.append((said[0], event))
    if not found:
        return None
    order = list(MomentKind)
    kind = min((k for k, _ in found), key=order.index)
    chosen = [event for _, event in found]

    def render() -> str:
        now = seats()
        return "\n".join(said[1] for said in (_moment(e, now) for e in chosen) if said)

    return Moment(kind, render)
