"""The reasons behind the advisor's options (the kinds: :mod:`kosci_gui.ai.reasons`).

:func:`reasons` gives the reasons of one option; :func:`option_reasons` those of every option
of a position at once (work shared between them); :func:`explained` the options with their
reasons in ``Advice.why`` (the window's hints ask for them on the advisor's thread). All are
pure and cheap enough for a hint: the Kości turn is followed exactly from the solver's stage
values, a few thousand steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from kosci_gui.engine.game import Game

from .base import Advice
from .games import describe_ai
from .reasons import Reason


def option_reasons(game: Game, options: Sequence[Advice]) -> list[list[Reason]]:
    """The reasons of each of ``options`` (the advisor's options of ``game``'s position), in
    the same order."""
    return describe_ai(game.game).reasons(game, options)


def reasons(game: Game, option: Advice, options: Sequence[Advice] | None = None
            ) -> list[Reason]:
    """The reasons of one option; ``options`` (all of the position's, when known) lets the
    best write be compared with the write that scores most now."""
    everything = list(options) if options is not None else [option]
    if option not in everything:
        everything.append(option)
    return option_reasons(game, everything)[everything.index(option)]


def explained(game: Game, options: Sequence[Advice]) -> list[Advice]:
    """``options`` with their reasons filled in (``Advice.why``)."""
    return [replace(a, why=tuple(found))
            for a, found in zip(options, option_reasons(game, options), strict=True)]
