"""Scorecard visibility (RULES.md §5): whose cards may be shown during the game."""

from __future__ import annotations

from collections.abc import Sequence

from .game import Player


def viewer(players: Sequence[Player], current: int) -> int | None:
    """The seat whose card may be shown now: the only human (nobody else is at the screen);
    in hot-seat play the human whose turn it is, and nobody during a computer's turn (the
    last human's card would stay in view for the next one). None: no card may be shown."""
    humans = [i for i, p in enumerate(players) if not p.is_computer]
    if len(humans) == 1:
        return humans[0]
    return current if current in humans else None


def visible_cards(players: Sequence[Player], current: int, *, open_scorecards: bool,
                  finished: bool) -> list[bool]:
    """For each player, may their card be shown now? All when the cards are open or the game
    has ended, and in a computer-only game (nobody to hide them from); otherwise at most the
    viewer's own."""
    if open_scorecards or finished or all(p.is_computer for p in players):
        return [True] * len(players)
    seat = viewer(players, current)
    return [i == seat for i in range(len(players))]


def hidden_from_screen(players: Sequence[Player], *, open_scorecards: bool) -> bool:
    """Are other players' boxes and scores kept off the screen in this game (hidden cards
    and somebody at the screen to hide them from)?"""
    return not open_scorecards and any(not p.is_computer for p in players)


def seat_sees(players: int, seat: int | None, *, open_scorecards: bool,
              finished: bool) -> list[bool]:
    """At a table across computers (each player at a screen of their own): whose cards
    ``seat`` may see — every card when they are open or the game has ended, else its own
    only (``seat`` None: a spectator, who then sees none)."""
    if open_scorecards or finished:
        return [True] * players
    return [i == seat for i in range(players)]
