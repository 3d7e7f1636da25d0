"""The two questions the table asks the computer as play goes on, each a :class:`Watch`: the
hints (with hints on, every option of the player at the screen valued, best first) and each
player's chance to win (never with hidden cards: the chances would tell what the cards hide;
after a roll once the dice lie still)."""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal, Slot

from kosci_gui.ai.reasons import WIN_GAP
from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Move, Roll
from kosci_gui.gui.play import computer
from kosci_gui.gui.play.watch import Watch
from kosci_gui.gui.settings import Settings

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from kosci_gui.ai.base import Advice

#: How long the window waits for the advisor the first time before it goes on (seconds).
ADVISOR_WAIT_S = 1.0


class Table(Protocol):
    """What the questions ask of the table they are about."""

    game: Game | None
    settings: Settings

    @property
    def handover(self) -> int | None:
        """The human whose card waits for them to take the seat, or None."""

    def current_is_computer(self) -> bool: ...

    def discreet(self) -> bool:
        """Are other players' boxes and scores kept out of sight (hidden cards)?"""

    def say(self, render: Callable[[], str]) -> None: ...


class Hints(QObject):
    """The hints of the position: the advisor's options, ordered as a player who wants to
    win takes them."""

    #: The hints were worked out again (or switched off).
    changed = Signal()

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        #: Asks the advisor (its ``prepare`` and ``ask`` are seams: tests give their own).
        self.watch: Watch[list[Advice]] = Watch(
            lambda: table.game, self._wanted, computer.prepare_advisor, computer.advice,
            on_failure=self._failed, wait_s=ADVISOR_WAIT_S, parent=self)
        self.watch.changed.connect(self._answered)
        #: Every option of the position, best first (None: no hints now).
        self.options: list[Advice] | None = None
        self._after_key: object = None
        self._after: Move | None = None

    def _wanted(self, g: Game) -> bool:
        t = self.table
        return (not g.finished and t.settings.hints and not t.current_is_computer()
                and t.handover is None)

    def _failed(self, exc: Exception) -> None:
        detail = str(exc) or type(exc).__name__
        self.table.say(lambda: self.tr("Hints are not available: {error}.").format(
            error=detail))

    @Slot()
    def _answered(self) -> None:
        answer, g = self.watch.answer, self.table.game
        self.options = self._ranked(g, answer) if answer and g is not None else None
        self.changed.emit()

    def _ranked(self, g: Game, answer: list[Advice]) -> list[Advice]:
        """The options best first: as a player who wants to win takes them, or with hidden
        cards by their own value, without the chance to win and its reason (they would tell
        what the others' cards hide, and at a table across computers this screen does not
        know them)."""
        if not self.table.discreet():
            return computer.best_first(g, answer)
        return sorted((replace(a, win_chance=None, why=tuple(
            r for r in a.why if r.kind != WIN_GAP)) for a in answer), key=lambda a: -a.value)

    def best_move(self) -> Move | None:
        """The advisor's best move, or None."""
        return self.options[0].move if self.options else None

    def hint_for(self, move: Move) -> Advice | None:
        """The advisor's valuation of ``move`` (holds compared by position)."""
        return next((a for a in self.options or () if a.move == move), None)

    def after(self, move: Move) -> Move | None:
        """The advisor's best move once ``move`` is made (Thousand: throw again or write,
        after the dice advised are set aside), asked of a copy of the game; None when
        there are no hints or the advisor cannot say."""
        g = self.table.game
        if g is None or not self.options:
            return None
        key = (id(g), len(g.turns), repr(g.turns[-1]) if g.turns else "", move)
        if self._after_key != key:
            self._after_key, self._after = key, None
            game = copy.deepcopy(g)
            try:
                game.apply(move)
                answer = self.watch.ask(game)
            except Exception:  # the hint is a help: without it the player is not stopped
                log.exception("the advisor could not look one move ahead")
                return None
            self._after = self._ranked(game, answer)[0].move if answer else None
        return self._after


class Chances(QObject):
    """Each seat's chance to win from the position now."""

    #: The chances were worked out again, or are no longer shown.
    changed = Signal()

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        #: Asks the win-chance model (``prepare`` and ``ask`` are seams for tests).
        self.watch: Watch[list[float] | None] = Watch(
            lambda: table.game, self._wanted, computer.prepare_chances_for, computer.chances,
            on_failure=self._failed, parent=self)
        self.watch.changed.connect(self.changed)

    @property
    def chances(self) -> list[float] | None:
        return self.watch.answer

    def wanted(self) -> bool:
        """Shown at all: the setting is on, two or more players, every card open."""
        return self.watch.is_wanted()

    def _wanted(self, g: Game) -> bool:
        return (g.player_count > 1 and self.table.settings.show_chances
                and not self.table.discreet())

    def _failed(self, exc: Exception) -> None:
        detail = str(exc) or type(exc).__name__
        self.table.say(lambda: self.tr("Chances to win are not available: {error}.").format(
            error=detail))

    @Slot(object)
    def after(self, move: object) -> None:
        """After an action: a roll's dice tumble first, the question waits until they lie
        still."""
        self.watch.schedule(self.table.settings.animation_ms if isinstance(move, Roll) else 0)
