"""The controller between the engine and the widgets. The boards and the window call its
slots with the player's intents (roll, hold a die, write a box, confirm, write the turn,
pass); it asks the engine whether they are allowed, performs them, turns refusals and events
into translated status lines and emits signals for the results. Its AutoPlay plays the
computer players' turns (each step shown first as a *preview*) and the auto-score, its two
watches give the hints and the chances to win, its Pauses hold play for a big moment or a
hand-over; the game clocks run from a monotonic time source (injectable for tests). Nothing
here forks on the game: the engine answers for its rules, the descriptors for the rest."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from kosci_gui.engine.clock import GameClock, clocked_seats
from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.events import Rolled
from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Bank, Move, Pass, Roll, SetAside, Write
from kosci_gui.gui.play import computer, seats
from kosci_gui.gui.play.autoplay import AutoPlay, PlayerFactory
from kosci_gui.gui.play.game_setup import GameSetup, TableSettings
from kosci_gui.gui.play.narrator import Narrator, relabel_seats
from kosci_gui.gui.play.pauses import Pauses
from kosci_gui.gui.play.questions import Chances, Hints
from kosci_gui.gui.play.sounds import Sounds
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.words.moment_words import Moment

if TYPE_CHECKING:  # (the network loads only when a table is joined)
    from kosci_gui.ai.base import Advice
    from kosci_gui.gui.play.at_table import AtTable

log = logging.getLogger(__name__)

#: How often the clocks are checked and redrawn (ms).
CLOCK_TICK_MS = 200


class GameController(QObject):
    """One game at a time: the engine game, its clocks and its computer players."""

    #: A game of this kind is about to replace the previous one (its board is made now).
    gameStarting = Signal(str)
    #: A new (or resumed) game replaced the previous one: widgets rebuild.
    gameStarted = Signal()
    #: After every change of the game's state (engine actions, holds, timeouts).
    stateChanged = Signal()
    #: After every engine action, with the move (None for a clock timeout).
    actionApplied = Signal(object)
    #: The dice were rolled: the values and which positions were thrown (for the animation).
    rolled = Signal(object, object)
    #: The move shown before it is made (a computer's, the auto-score's) or the box selected
    #: in confirm-move mode changed.
    previewChanged = Signal()
    hintsChanged = Signal()
    clocksTicked = Signal()
    playerOut = Signal(int)
    #: A line for the status bar, in the player's language.
    message = Signal(str)
    #: What a screen reader should speak now (text, urgent), chosen by the narrator.
    announced = Signal(str, bool)
    gameFinished = Signal()

    def __init__(self, settings: Settings, now: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.now = now
        #: Builds the computer players (tests replace it).
        self.prepare_player: PlayerFactory = computer.prepare_player
        self.game: Game | None = None
        self.table = TableSettings()
        #: The table across computers this game is played at (None: at this screen).
        self.remote: AtTable | None = None
        self.clock: GameClock | None = None
        #: The move a computer player (or the auto-score) is about to make, shown first.
        self.preview: Move | None = None
        #: Confirm-move mode: the box the human selected, written by Confirm move.
        self.selected: Write | None = None
        #: Big moments on show and hand-overs between humans: play waits for them.
        self.pauses = Pauses(self, self)
        self.pauses.ended.connect(self._resume)
        #: Plays the computer players' turns and the auto-score.
        self.autoplay = AutoPlay(self, self)
        #: The hints of the position, and each player's chance to win.
        self.advisor = Hints(self, self)
        self.advisor.changed.connect(self.hintsChanged)
        self.chances = Chances(self, self)
        self.gameStarted.connect(self.chances.watch.refresh)
        self.gameFinished.connect(self.chances.watch.refresh)  # (the bars end on the result)
        self.actionApplied.connect(self.chances.after)
        #: The status line (each line rebuilt in the new language after a switch).
        self.narrator = Narrator(self, self.message.emit, self, self.announced.emit)
        #: The table's sounds (Settings → Sound).
        self.sounds = Sounds(settings, lambda: self.game, self)
        self.rolled.connect(self.sounds.rolled)
        self.actionApplied.connect(self.sounds.acted)
        self.gameFinished.connect(self.sounds.finished)
        self._tick_timer = QTimer(self)
        self._tick_timer.setInterval(CLOCK_TICK_MS)
        self._tick_timer.timeout.connect(self._tick)

    # -- starting and resuming -----------------------------------------------------------

    def start(self, setup: GameSetup) -> None:
        """Start a new game from the new-game dialog's choices."""
        self.play_game(setup.build(), table=TableSettings(setup.open_scorecards))

    def play_game(self, game: Game, *, clocks: Sequence[float] | None = None,
                  table: TableSettings | None = None, remote: AtTable | None = None
                  ) -> None:
        """Play ``game`` (fresh, resumed or opened) with the remaining seconds of its clocks
        (None: full clocks) at this table's settings; ``remote``: at a table across
        computers (its server plays the computers and keeps the clocks)."""
        self.stop()
        self.remote = remote
        relabel_seats(game)  # default names in the language spoken now
        self.gameStarting.emit(game.game)
        self.game = game
        self.table = table or TableSettings()
        if game.clock_minutes:
            self.clock = GameClock(game.clock_minutes, game.player_count, clocks,
                                   clocked_seats(game.players))
        else:
            self.clock = None
        self.autoplay.seat_players(game, computers=remote is None)
        self.preview = None
        self.selected = None
        self.pauses.clear()
        self.pauses.hand_over_if_needed(game)
        if self.clock is not None and not game.finished:
            self.clock.start(game.current, self.now())
            self._tick_timer.start()
        self.gameStarted.emit()
        # the boards have taken the new game (their models reset) before the hints arrive
        self.advisor.watch.refresh()
        self.stateChanged.emit()
        self.narrator.announce_turn()
        self.autoplay.schedule()
        if game.finished:
            self.gameFinished.emit()

    def stop(self) -> None:
        """Stop every timer (the window closes or another game replaces this one)."""
        self.autoplay.stop()
        self._tick_timer.stop()
        self.advisor.watch.stop()
        self.chances.watch.stop()
        self.pauses.stop()

    # -- queries for the widgets -------------------------------------------------------------

    @property
    def kind(self) -> str:
        return self.game.game if self.game is not None else ""

    def current_is_computer(self) -> bool:
        """Is the turn played by someone other than a person at this screen?"""
        return seats.played_elsewhere(self.game, self.remote)

    def human_may_act(self) -> bool:
        """Is a human at the screen to move now (not a computer; no big moment showing, no
        hand-over waiting, no move of theirs on its way to the table)?"""
        g = self.game
        return (g is not None and not g.finished and not self.current_is_computer()
                and self.moment is None and self.handover is None
                and not (self.remote is not None and self.remote.busy))

    def waiting(self) -> bool:
        """Is play held for a moment or a hand-over (the computer waits too)?"""
        return self.pauses.waiting()

    def discreet(self) -> bool:
        """Are other players' boxes and scores kept out of every text (hidden cards)?"""
        return seats.discreet(self.game, self.remote, open_scorecards=self.table.open_scorecards)

    def card_visible(self, player: int) -> bool:
        g = self.game
        if g is None or (self.handover is not None and not g.finished):
            return False
        return seats.cards_shown(g, self.remote,
                                 open_scorecards=self.table.open_scorecards)[player]

    def remaining(self, player: int) -> float | None:
        """Seconds left on ``player``'s clock (None: no clock, or a computer's seat)."""
        if self.clock is None or not self.clock.has_clock(player):
            return None
        return self.clock.remaining(player, self.now())

    @property
    def hints(self) -> list[Advice] | None:
        """Every option of the position valued, best first (hints on), else None."""
        return self.advisor.options

    def best_move(self) -> Move | None:
        return self.advisor.best_move()

    def hint_for(self, move: Move) -> Advice | None:
        return self.advisor.hint_for(move)

    # -- the player's intents ------------------------------------------------------------------

    @Slot()
    def roll(self) -> None:
        """Roll (Kości: the dice not held) or throw the dice in hand (Thousand); while a
        card waits for its player, Space shows it."""
        self.autoplay.cancel_countdown()  # every intent: the player is at the table
        if self.handover is not None:
            self.reveal()
        elif self.human_may_act() and self.game is not None:
            self._try(self.game.roll_move())

    @Slot(int)
    def toggle_hold(self, index: int) -> None:
        """Hold die ``index`` for the next roll, or release it (Thousand: choose it to set
        aside, or leave it in the throw)."""
        self.autoplay.cancel_countdown()
        g = self.game
        if g is None or not self.human_may_act():
            return
        refusal = g.hold_refusal(index)
        if refusal is not None:
            self.refuse(refusal)
            return
        held = g.toggle_hold(index)
        # (in Thousand the dice a player holds are the ones set aside)
        self.narrator.held(g, index, held, aside=SetAside in g.MOVES)
        self.stateChanged.emit()

    @Slot(str, int)
    def choose_box(self, box: str, column: int) -> None:
        """A click (or Enter) on a box: write it, or select it in confirm-move mode."""
        self.autoplay.cancel_countdown()
        g = self.game
        if g is None or not self.human_may_act():
            return
        move = Write(box, column)
        refusal = g.refusal(move)
        if refusal is not None:
            self.refuse(refusal)
            return
        if self.settings.confirm_move:
            self.selected = move
            self.previewChanged.emit()
            self.say(lambda: self.tr("Selected {box}: press Confirm move to write it.").format(
                box=self.box_label(move)))
            return
        self.perform(move)

    @Slot()
    def confirm(self) -> None:
        """Write the selected box (confirm-move mode)."""
        self.autoplay.cancel_countdown()
        if self.human_may_act() and self.selected is not None:
            self._try(self.selected)

    @Slot()
    def write(self) -> None:
        """Write the turn's points (Thousand; the dice chosen are set aside first)."""
        self.autoplay.cancel_countdown()
        if self.human_may_act():
            self._try(Bank())

    @Slot()
    def pass_turn(self) -> None:
        """End the turn without writing (Thousand; the dice chosen are set aside first)."""
        self.autoplay.cancel_countdown()
        if self.human_may_act():
            self._try(Pass())

    # -- performing moves ------------------------------------------------------------------

    def _try(self, move: Move) -> bool:
        """Perform ``move`` unless the engine refuses it (then say why)."""
        g = self.game
        if g is None:
            return False
        refusal = g.refusal(move)
        if refusal is not None:
            self.refuse(refusal)
            return False
        return self.perform(move)

    def show_preview(self, move: Move | None) -> None:
        """Show the move about to be made (None: nothing pending)."""
        self.preview = move
        self.previewChanged.emit()

    def perform(self, move: Move, *, schedule: bool = True) -> bool:
        """Make a move the engine allows (a player's, a computer's, the auto-score's), and
        tell everyone what it did."""
        g = self.game
        if g is None or g.finished:
            return False
        if self.remote is not None and not self.remote.following:
            return self.remote.send(move)  # the table's answer performs it
        player = g.current
        try:
            g.apply(move)
        except RuleError as err:
            self.refuse(err)
            return False
        self.autoplay.cancel_auto_score()
        self.preview = None
        self.selected = None
        for event in g.events:
            if isinstance(event, Rolled):
                self.autoplay.dice_rolling()  # until the board says they lie still
                self.rolled.emit(event.dice, event.thrown)
        self._applied(g, player, move, schedule)
        return True

    def _applied(self, g: Game, player: int, move: Move | None, schedule: bool = True
                 ) -> None:
        """``player``'s move (None: their clock ran out) changed ``g``: tell everyone."""
        passed = g.current != player and not g.finished
        self.narrator.narrate(g, passed, player)
        if passed:
            self.pauses.hand_over_if_needed(g)
        self.pauses.start_moment(g)
        if self.clock is not None:
            if g.finished:
                self.clock.stop(self.now())
            elif passed and not self.waiting():
                self.clock.start(g.current, self.now())
            elif passed:
                self.clock.stop(self.now())  # the next player's time starts after the pause
        self.advisor.watch.refresh()
        self.actionApplied.emit(move)
        self.previewChanged.emit()
        self.stateChanged.emit()
        if g.finished:
            self._finish()
        elif schedule:
            self.autoplay.schedule(after_roll=isinstance(move, Roll))

    # -- moments and hand-overs ----------------------------------------------------------

    @property
    def moment(self) -> str | None:
        """The words of the big moment play waits for, or None."""
        found = self.pauses.moment
        return found.text if found is not None and self.pauses.waiting_for_moment else None

    @property
    def last_moment(self) -> Moment | None:
        """The big moment of the last action (worked out once, by the pauses), or None."""
        return self.pauses.moment

    @property
    def handover(self) -> int | None:
        """Hidden cards in hot-seat play: the human whose card waits for them, or None."""
        return self.pauses.handover

    @Slot()
    def reveal(self) -> None:
        """The player whose turn it is took the seat."""
        self.pauses.reveal()

    @Slot()
    def interrupt(self) -> None:
        """The player pressed a key or clicked: a moment on show ends, the auto-score's
        countdown stops (they are at the table)."""
        self.pauses.end_moment()
        self.autoplay.cancel_countdown()

    @Slot()
    def _resume(self) -> None:
        """Play goes on after a moment or a hand-over."""
        g = self.game
        if g is None or g.finished or self.waiting():
            self.stateChanged.emit()
            return
        if self.clock is not None and self.clock.running is None:
            self.clock.start(g.current, self.now())
        self.refresh()
        self.autoplay.schedule()

    def box_label(self, move: Write) -> str:
        """The box as a message names it ("Chance ×2" in triple)."""
        return self.narrator.box_label(move)

    def say(self, render: Callable[[], str]) -> None:
        """Show a status line; ``render`` builds it again after a change of language."""
        self.narrator.say(render)

    @Slot()
    def restate(self) -> None:
        """The language changed: default names follow it, the status line is said again."""
        if self.game is not None and relabel_seats(self.game):
            self.stateChanged.emit()
        self.narrator.restate()

    def refuse(self, err: RuleError) -> None:
        """Tell the player why what they tried is not allowed."""
        self.narrator.refuse(err)

    @Slot()
    def dice_at_rest(self) -> None:
        """The board's dice lie still after a roll (the auto-score counts from now)."""
        self.autoplay.dice_at_rest()

    def _finish(self) -> None:
        self.stop()
        self.gameFinished.emit()

    # -- timing: computer turns, auto-score, clocks ----------------------------------------

    @Slot()
    def _tick(self) -> None:
        g = self.game
        if g is None or g.finished or self.clock is None:
            self._tick_timer.stop()
            return
        now = self.now()
        if self.clock.expired(now) and self.remote is None:  # (else: the server says)
            self._time_out(now)
        self.narrator.tick()
        self.clocksTicked.emit()

    def _time_out(self, now: float) -> None:
        g = self.game
        assert g is not None and self.clock is not None
        player = g.current
        self.autoplay.stop()
        self.preview = None
        self.selected = None
        self.clock.stop(now)
        g.timeout(player)
        self.playerOut.emit(player)
        self._applied(g, player, None)

    @Slot()
    def settings_changed(self) -> None:
        """Settings were edited: hints may have been switched; timers keep their delays."""
        self.chances.watch.refresh()
        self.refresh()

    def refresh(self) -> None:
        """The position changed without a move made here (a hidden turn at a table, the end
        of a pause, new settings): the hints, the preview and the boards look again."""
        self.advisor.watch.refresh()
        self.previewChanged.emit()
        self.stateChanged.emit()
