"""The table's status line: what the last action did, whose turn it is, why a move is refused,
what a hold did. Each line is kept as a function that builds it: after a change of language
it is built again, with every word in the new language (a die's face, a box, the default
names of the players, which follow the language too: :func:`relabel_seats`).

The narrator also chooses what a screen reader announces, once each: a roll with its dice,
a write and its points, a computer's whole turn in one sentence when it ends, every refusal
with its reason, a big moment, a clock's last 30 seconds, the end and the ranking."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.events import Rolled
from kosci_gui.engine.game import Game, Player
from kosci_gui.engine.games import describe
from kosci_gui.engine.moves import Write
from kosci_gui.gui.play.spoken import Spoken, kosci_rolls
from kosci_gui.gui.words import boxes, messages, moment_words, texts

#: A clock's last seconds are announced once, at this many left.
CLOCK_WARNING_S = 30


class Table(Protocol):
    """What the status line asks of the table it speaks for."""

    game: Game | None

    def discreet(self) -> bool:
        """Are other players' boxes and scores kept out of every text (hidden cards)?"""

    def remaining(self, player: int) -> float | None:
        """Seconds left on ``player``'s clock (None: no clock)."""


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
    """The status line of one table: ``emit`` shows a line (the controller's ``message``
    signal), ``announce(text, urgent)`` has a screen reader speak (its ``announced``)."""

    def __init__(self, table: Table, emit: Callable[[str], None],
                 parent: QObject | None = None,
                 announce: Callable[[str, bool], None] = lambda text, urgent: None) -> None:
        super().__init__(parent)
        self.table = table
        self._show = emit
        self._announce = announce
        self._status: Callable[[], str] | None = None
        self.spoken = Spoken(self)
        #: The big moments of a computer's turn, told with the turn when it ends.
        self._computer_moments: list[str] = []
        #: The player whose clock's last seconds were announced in this turn.
        self._clock_told: int | None = None

    def announce(self, text: str, *, urgent: bool = False) -> None:
        """Have a screen reader speak ``text`` (once: the caller's news, said where it
        happens)."""
        if text:
            self._announce(text, urgent)

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
        self.announce(messages.error_text(err, columns), urgent=True)

    def narrate(self, g: Game, passed: bool, mover: int | None = None) -> None:
        """The line of the last action of seat ``mover`` (and whose turn it is now, when it
        passed); the names are the seats' at every rendering."""
        events = list(g.events)
        columns = self.columns()
        discreet = self.table.discreet()
        turn = g.current if passed else None
        computers = {i for i, seat in enumerate(g.players) if seat.is_computer}

        def render() -> str:
            seats = names(g)
            return messages.report(events, seats, columns, discreet=discreet,
                                   turn=seats[turn] if turn is not None else None,
                                   computers=computers)()

        if render():
            self.say(render)
        if passed:
            self._clock_told = None
        seats = names(g)
        found = moment_words.moment(events, seats, lambda seat: not discreet)
        moment = found.text.replace("\n", " ") if found is not None else ""
        if mover is not None and g.players[mover].is_computer:
            # a computer's turn is told whole when it ends: its last action and its moments
            if moment:
                self._computer_moments.append(moment)
            if not (passed or g.finished):
                return
            # (its moments first: they came earlier in the turn)
            parts = [*(m for m in self._computer_moments if m not in render()), render()]
            self._computer_moments = []
        else:
            rolls = kosci_rolls(events)
            rest = [e for e in events if not isinstance(e, Rolled)] if rolls else events
            said = messages.report(rest, seats, columns, discreet=discreet,
                                   turn=seats[turn] if turn is not None else None,
                                   computers=computers)()
            parts = [*(self.spoken.roll(r) for r in rolls), said]
            if moment and moment not in said:
                parts.append(moment)
        if g.finished:
            parts.append(self.spoken.ranking(g))
        self.announce(" ".join(p for p in parts if p))

    def announce_turn(self) -> None:
        """Whose turn it is in the game on the table (or, a game that has ended, how)."""
        g = self.table.game
        if g is not None and g.finished:
            self.say(lambda: self.spoken.ranking(g))
            self.announce(self.spoken.ranking(g))
        elif g is not None:
            seat = g.current
            self.say(lambda: messages.turn_text(g.players[seat].name))
            self.announce(messages.turn_text(g.players[seat].name))

    def tick(self) -> None:
        """The clock ticked: a player's last 30 seconds are announced, once a turn."""
        g = self.table.game
        if g is None or g.finished:
            return
        left = self.table.remaining(g.current)
        if left is None or left > CLOCK_WARNING_S or self._clock_told == g.current:
            return
        self._clock_told = g.current
        self.announce(self.spoken.clock(g.players[g.current].name, max(0, round(left))),
                      urgent=True)

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
        self.announce(render())
