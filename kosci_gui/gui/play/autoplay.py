"""The moves no human makes at the screen: the computer players' turns, step by step at the
chosen speed (each step shown first as the controller's *preview*), and the auto-score,
which writes the strongest computer's choice for a human who lets its delay pass
(RULES.md §3): the box is shown at once with a countdown that any key or click stops, and
the write is marked as automatic in the record. Once stopped — by a key, a click or an Undo —
it stays stopped for the rest of that turn: nothing starts it again.

A computer player that cannot play (its table cannot be built or read, or it fails) is never
replaced by a weaker one: the player is told and the game waits, saved.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent import futures
from concurrent.futures import Future
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Slot

from kosci_gui.engine.clock import GameClock
from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Move, Roll, SetAside, Write
from kosci_gui.engine.rules import Rules, auto_write_seconds
from kosci_gui.gui.play import computer
from kosci_gui.gui.settings import AUTO_WRITE_BY_RULES, Settings

log = logging.getLogger(__name__)

#: How long a step waits for a computer player still being built before it asks again
#: every POLL_MS (loading a table takes a moment, building one longer).
PLAYER_WAIT_S = 0.05
POLL_MS = 250
#: One second of the auto-score's countdown, in ms (a seam: tests shorten it).
COUNTDOWN_TICK_MS = 1000
#: With no board to say when the dice lie still, the countdown starts this long after the
#: animation's length.
REST_GRACE_MS = 500

#: Builds a computer player in the background (a seam: tests give their own).
#: (game kind, rules, level, seed, the game to play) -> the player, built in the background.
PlayerFactory = Callable[[str, Rules, str | None, int | None, Game | None],
                         Future[computer.ComputerPlayer]]


class Table(Protocol):
    """What the computer's turns and the auto-score ask of the table they play at."""

    game: Game | None
    settings: Settings
    clock: GameClock | None
    prepare_player: PlayerFactory
    #: The move shown before it is made; the box selected in confirm-move mode.
    preview: Move | None
    selected: Write | None

    def now(self) -> float: ...

    def waiting(self) -> bool:
        """Is play held for a moment or a hand-over?"""

    def current_is_computer(self) -> bool: ...

    def show_preview(self, move: Move | None) -> None: ...

    def perform(self, move: Move, *, schedule: bool = True) -> bool: ...

    def say(self, render: Callable[[], str]) -> None: ...

    def box_label(self, move: Write) -> str: ...


class AutoPlay(QObject):
    """Timers and players for one table's computer turns and auto-score."""

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._computers: dict[int, Future[computer.ComputerPlayer]] = {}
        self._helper: Future[computer.ComputerPlayer] | None = None
        self._pending: Move | None = None
        self._said_waiting = False
        #: Seconds left before the auto-score writes the previewed box (None: not counting).
        self.countdown: int | None = None
        #: The auto-score waits to count down (for the dice to lie still, or its player).
        self._auto_pending = False
        #: Do the dice of the last roll lie still (the board says when they do)?
        self._dice_still = True
        #: The turn (player, their turn number) whose automatic write the player stopped.
        self._stopped_turn: tuple[int, int] | None = None
        self._computer_timer = self._single_shot(self._computer_step)
        self._auto_timer = self._single_shot(self._auto_step)

    def _single_shot(self, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    def seat_players(self, game: Game, *, computers: bool = True) -> None:
        """Start building the computer players of a new game (``computers`` False: they
        play elsewhere — at a table across computers its server plays them)."""
        prepare = self.table.prepare_player
        seed = game.dice_source.seed
        self._computers = {i: prepare(game.game, game.rules, p.level, seed + i, game)
                           for i, p in enumerate(game.players) if p.is_computer and computers}
        self._helper = None
        self._said_waiting = False
        self._dice_still = True
        self._stopped_turn = None

    def stop(self) -> None:
        self._computer_timer.stop()
        self.cancel_auto_score()
        self._pending = None

    def cancel_auto_score(self) -> None:
        self._auto_timer.stop()
        self.countdown = None
        self._auto_pending = False

    def counting(self) -> bool:
        """Is the auto-score counting down, or about to (a key or a click stops it)?"""
        return self.countdown is not None or self._auto_pending

    def dice_rolling(self) -> None:
        """Dice were thrown: the auto-score's seconds wait until they lie still."""
        self._dice_still = False

    @Slot()
    def dice_at_rest(self) -> None:
        """The dice on the table lie still: the auto-score's countdown begins now."""
        self._dice_still = True
        if self._auto_pending and self.countdown is None:
            self._auto_timer.start(0)

    def _step_ms(self) -> int:
        return self.table.settings.computer_ms

    def schedule(self, after_roll: bool = False) -> None:
        """After every change: a computer's next step, or the auto-score's delay."""
        ctl = self.table
        g = ctl.game
        self._computer_timer.stop()
        self.cancel_auto_score()
        if g is None or g.finished or ctl.waiting():
            return
        animation = ctl.settings.animation_ms if after_roll else 0
        if ctl.current_is_computer():
            if g.current in self._computers:  # (else someone at another screen plays)
                self._computer_timer.start(animation + self._step_ms())
        elif g.must_write() and self.seconds(g) > 0 and not self.stopped_this_turn(g):
            # the seconds count from the moment the dice lie still (dice_at_rest)
            self._auto_pending = True
            self._auto_timer.start(0 if self._dice_still
                                   else ctl.settings.animation_ms + REST_GRACE_MS)

    def seconds(self, game: Game) -> int:
        """The automatic write's delay in ``game`` (0 = off): the player's choice, or the
        game's rules' (RULES.md §3: 3 s in a penta game, else off)."""
        chosen = self.table.settings.auto_score_seconds
        return auto_write_seconds(game.rules) if chosen == AUTO_WRITE_BY_RULES else chosen

    @staticmethod
    def _turn_of(game: Game) -> tuple[int, int]:
        return game.current, game.turn_number()

    def stopped_this_turn(self, game: Game) -> bool:
        """Did the player stop the automatic write in this turn (it stays stopped)?"""
        return self._stopped_turn == self._turn_of(game)

    def stop_for_this_turn(self) -> None:
        """The player takes this turn's choice themselves (they stopped the countdown, or
        undid a box to think again): no automatic write until the next turn."""
        g = self.table.game
        was_shown = self.countdown is not None
        self.cancel_auto_score()
        if g is not None and not g.finished:
            self._stopped_turn = self._turn_of(g)
        if was_shown:
            self.table.show_preview(None)

    def _needs_preview(self, game: Game, move: Move) -> bool:
        """Is ``move`` worth showing before it is made (a box, dice to set aside, holds)?"""
        if isinstance(move, (Write, SetAside)):
            return True
        return isinstance(move, Roll) and tuple(move.held) != game.held_positions()

    # -- computer turns ----------------------------------------------------------------------

    @Slot()
    def _computer_step(self) -> None:
        try:
            self._computer_move()
        except Exception as exc:
            # never a weaker stand-in: the player is told, the game waits (it is saved)
            log.exception("the computer player failed")
            self._say_failure(exc)

    def _computer_move(self) -> None:
        ctl = self.table
        g = ctl.game
        if g is None or not ctl.current_is_computer() or ctl.waiting():
            return
        move = self._pending
        if move is None:
            player = self._ready(g, self._computers[g.current])
            if player is None:
                return
            move = player.decide(g)
        self._pending = None
        if self._step_ms() > 0 and ctl.preview != move and self._needs_preview(g, move):
            ctl.show_preview(move)
            self._pending = move
            self._computer_timer.start(self._step_ms())
            return
        ctl.perform(move)

    def _ready(self, game: Game, future: Future[computer.ComputerPlayer]
               ) -> computer.ComputerPlayer | None:
        """The built computer player; None while it is still being built (asked again
        shortly; the time waited is not the computer's thinking time)."""
        clock = self.table.clock
        try:
            player = future.result(timeout=PLAYER_WAIT_S)
        except futures.TimeoutError:
            if clock is not None and clock.running is not None:
                clock.stop(self.table.now())
            if not self._said_waiting:
                self._said_waiting = True
                name = game.players[game.current].name
                self.table.say(lambda: self.tr(
                    "{player} is getting ready: the first game with these rules takes "
                    "a while.").format(player=name))
            self._computer_timer.start(POLL_MS)
            return None
        if clock is not None and clock.running is None:
            clock.start(game.current, self.table.now())
        return player

    def _say_failure(self, exc: Exception) -> None:
        g = self.table.game
        name = g.players[g.current].name if g is not None else ""
        detail = str(exc) or type(exc).__name__
        self.table.say(lambda: self.tr(
            "{player} cannot play: {error}. The game is saved; start a new game or try "
            "again later.").format(player=name, error=detail))

    # -- the auto-score ----------------------------------------------------------------------

    @Slot()
    def _auto_step(self) -> None:
        """A second of the auto-score's countdown: the box it will write is shown first,
        with the seconds left; at 0 it is written, marked as written automatically."""
        try:
            self._auto_write()
        except Exception as exc:
            log.exception("the auto-score failed")
            self._say_failure(exc)

    def _auto_write(self) -> None:
        ctl = self.table
        g = ctl.game
        if (g is None or g.finished or ctl.current_is_computer() or not g.must_write()
                or self.stopped_this_turn(g)):
            self.cancel_auto_score()
            return
        if self.countdown is not None and isinstance(ctl.preview, Write):
            self.countdown -= 1
            if self.countdown <= 0:
                self.cancel_auto_score()
                chosen = ctl.preview
                ctl.perform(Write(chosen.box, chosen.column, automatic=True))
                return
            self._announce_countdown(ctl.preview)
            self._auto_timer.start(COUNTDOWN_TICK_MS)
            return
        move: Move | None = ctl.selected
        if move is None:
            if self._helper is None:
                self._helper = ctl.prepare_player(g.game, g.rules, computer.STRONGEST_LEVEL,
                                                  None, g)
            try:
                helper = self._helper.result(timeout=PLAYER_WAIT_S)
            except futures.TimeoutError:
                self._auto_timer.start(POLL_MS)
                return
            move = helper.decide(g)
        assert isinstance(move, Write), move
        self.countdown = self.seconds(g)
        ctl.show_preview(move)
        self._announce_countdown(move)
        self._auto_timer.start(COUNTDOWN_TICK_MS)

    def _announce_countdown(self, move: Write) -> None:
        ctl = self.table
        seconds = self.countdown
        # (the box named at every rendering: a change of language renames it)
        ctl.say(lambda: self.tr("{box} in {seconds}… (press any key or click to choose "
                                "yourself)").format(box=ctl.box_label(move), seconds=seconds))
        ctl.show_preview(move)  # the box's countdown is redrawn

    def cancel_countdown(self) -> bool:
        """The player is at the table: the auto-score stops for this turn. Was it counting
        down (or about to)?"""
        if not self.counting():
            return False
        shown = self.countdown is not None
        self.stop_for_this_turn()
        if shown:
            self.table.say(lambda: self.tr("The automatic write is stopped: choose a box."))
        return True
