"""The games this app plays, by key (RULES.md §1, §2). A module of its own so the start page
and the command line can name them without loading the rule options."""

from __future__ import annotations

KOSCI_GAMES: tuple[str, ...] = ("classic", "triple", "full")
GAMES: tuple[str, ...] = (*KOSCI_GAMES, "thousand")
