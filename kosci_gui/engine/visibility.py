"""Scorecard visibility (RULES.md §5): whose cards a viewer may see during the game."""

from __future__ import annotations

from collections.abc import Sequence

from .game import Player


def viewer(players: Sequence[Player], current: int, last_human: int | None) -> int | None:
    """The seat looking at the screen: the only human; in hot-seat play the human whose turn
    it is (during a computer's turn, the human who played last, or before any human has
    played, the next human in turn order); None with no human."""
    humans = [i for i, p in enumerate(players) if not p.is_computer]
    if len(humans) == 1:
        return humans[0]
    if current in humans:
        return current
    if last_human in humans:
        return last_human
    if not humans:
        return None
    return min(humans, key=lambda i: (i - current) % len(players))


def visible_cards(players: Sequence[Player], current: int, *, open_scorecards: bool,
                  finished: bool, last_human: int | None = None) -> list[bool]:
    """For each player, may their card be shown now? All when the cards are open or the game
    has ended; otherwise only the viewer's own (all in a computer-only game: nobody to hide
    them from)."""
    if open_scorecards or finished:
        return [True] * len(players)
    seat = viewer(players, current, last_human)
    if seat is None:
        return [True] * len(players)
    return [i == seat for i in range(len(players))]
