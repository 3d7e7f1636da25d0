"""The words a screen reader is given beside the status line (the narrator decides when):
a Kości roll with its dice, the ranking at the end, a clock's last seconds. Each is built in
the language of the moment."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from kosci_gui.engine.events import Event, Rolled
from kosci_gui.engine.game import Game
from kosci_gui.gui.words import texts


class Spoken(QObject):
    """The sentences (a QObject for its translations)."""

    def dice(self, values: Sequence[int]) -> str:
        return ", ".join(texts.face_name(v) for v in values)

    def roll(self, event: Rolled) -> str:
        """"Rolled four, four, two, six, one: 2 rolls left." (Kości family)."""
        rolls = (texts.rolls_left_text(event.rolls_left) if event.rolls_left
                 else self.tr("no rolls left"))
        return self.tr("Rolled {dice}: {rolls}.").format(dice=self.dice(event.dice), rolls=rolls)

    def ranking(self, g: Game) -> str:
        """"Game over. 1. Ala, 245; 2. Computer, 198." """
        totals = g.totals()
        places = "; ".join(self.tr("{rank}. {player}, {total}").format(
            rank=rank, player=g.players[seat].name, total=totals[seat])
            for rank, seat in g.ranking())
        return self.tr("Game over. {places}.").format(places=places)

    def clock(self, player: str, seconds: int) -> str:
        return self.tr("{player}: {seconds} seconds left on the clock.").format(
            player=player, seconds=seconds)


def kosci_rolls(events: Sequence[Event]) -> list[Rolled]:
    """The Kości-family rolls among ``events`` (Thousand's throws name their dice already)."""
    return [e for e in events if isinstance(e, Rolled) and e.rolls_left is not None]
