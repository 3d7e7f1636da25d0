"""The table's status line: what the last action did, whose turn it is, why a move is refused,
what a hold did. Each line is kept as a function that builds it: after a change of language
it is built again, with every word in the new language (a die's face, a box, the default
names of the players, which follow the language too: :func:`relabel_seats`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.game import Game, Player
from kosci_gui.engine.games import describe
from kosci_gui.engine.moves import Write
from kosci_gui.gui.words import boxes, messages, texts


class Table(Protocol):
    """What the status line asks of the table it speaks for."""

    game: Game | None

    def discreet(self) -> bool:
        """Are other players' boxes and scores kept out of every text (hidden cards)?"""


def names(game: Game) -> list[str]:
    """The players' names by seat, as they are now."""
    return [seat.name for seat in game.players]


def relabel_seats(game: Game) -> bool:
    """Give the seats with a default name ("Player", "Computer 2", in any language the app
    speaks) that name in the language now installed; True when a name changed. A name
    another seat already has is left as it is."""
    changed = False
    for i, seat in enumerate(game.players):
        name = texts.localised_default_name(seat.name)
        if name is None or name == seat.name or name in names(game):
            continue
        seats = list(game.players)
        seats[i] = Player(name, seat.type, seat.level)
        game.players = tuple(seats)
        changed = True
    return changed


class Narrator(QObject):
    """The status line of one table: ``emit`` shows a line (the controller's ``message`` signal)."""

    def __init__(self, table: Table, emit: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._show = emit
        self._status: Callable[[], str] | None = None

    def columns(self) -> int:
        g = self.table.game
        return describe(g.game).columns if g is not None else 1

    def say(self, render: Callable[[], str]) -> None:
        """Show a line; ``render`` builds it again after a change of language."""
        self._status = render
        self._show(render())

    def restate(self) -> None:
        """Say the current line again (in the language now installed)."""
        if self._status is not None and self.table.game is not None:
            self._show(self._status())

    def box_label(self, move: Write) -> str:
        """The box as a message names it ("Chance ×2" in triple)."""
        return boxes.box_label(move.box, move.column, self.columns())

    def refuse(self, err: RuleError) -> None:
        """Tell the player why what they tried is not allowed."""
        columns = self.columns()
        self.say(lambda: messages.error_text(err, columns))

    def narrate(self, g: Game, passed: bool) -> None:
        """The line of the last action (and whose turn it is now, when it passed); the names
        are the seats' at every rendering."""
        events = list(g.events)
        columns = self.columns()
        discreet = self.table.discreet()
        turn = g.current if passed else None

        def render() -> str:
            seats = names(g)
            return messages.report(events, seats, columns, discreet=discreet,
                                   turn=seats[turn] if turn is not None else None)()

        if render():
            self.say(render)

    def announce_turn(self) -> None:
        g = self.table.game
        if g is not None and not g.finished:
            seat = g.current
            self.say(lambda: messages.turn_text(g.players[seat].name))

    def held(self, g: Game, index: int, held: bool, aside: bool) -> None:
        """What a hold did: die ``index`` held or released (Thousand: chosen to set aside,
        or left in the throw). The face is named at every rendering."""
        value = g.dice_on_table()[index]

        def render() -> str:
            face = texts.face_name(value)
            if aside:
                text = (self.tr("Die {n} ({face}) chosen to set aside.") if held else
                        self.tr("Die {n} ({face}) left in the throw."))
            else:
                text = self.tr("Die {n} ({face}) held.") if held else self.tr(
                    "Die {n} ({face}) released.")
            return text.format(n=index + 1, face=face)

        self.say(render)
