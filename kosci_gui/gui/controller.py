"""The controller between the engine and the widgets.

Widgets call its slots with the player's intents (roll, hold, write, set aside, bank, pass);
it performs them on the engine, turns refusals into translated status messages and emits
signals for the results. It also plays the computer players' turns step by step with timers
at the chosen speed, writes the computer's choice for a human who lets the auto-score delay
pass, and runs the game clocks from a monotonic time source (injectable for tests).
"""

from __future__ import annotations

import copy
import logging
import time
from collections.abc import Callable
from concurrent import futures
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from kosci_gui.engine.clock import GameClock
from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Bank, Move, Pass, Roll, SetAside, Write
from kosci_gui.engine.visibility import visible_cards

from . import texts
from .computer import (
    PlainPlayer,
    advice,
    advisor_ready,
    default_level,
    levels,
    prepare_player,
)
from .game_setup import GameSetup
from .settings import Settings

log = logging.getLogger(__name__)

#: How often the clocks are checked and redrawn (ms).
CLOCK_TICK_MS = 200
#: How long the GUI waits for a computer player or the advisor before it goes on and asks
#: again every POLL_MS (a first solve of new rules takes minutes, loading a table a moment).
PLAYER_WAIT_S = 0.05
ADVISOR_WAIT_S = 1.0
POLL_MS = 250


class GameController(QObject):
    """One game at a time: the engine game, its clocks and its computer players."""

    #: A new (or resumed) game replaced the previous one: widgets rebuild.
    gameStarted = Signal()
    #: After every change of the game's state (engine actions, holds, timeouts).
    stateChanged = Signal()
    #: After every engine action, with the move (None for a clock timeout).
    actionApplied = Signal(object)
    #: The dice were rolled: the values and which positions were thrown (for the animation).
    rolled = Signal(object, object)
    #: The box selected for writing (confirm mode, a computer's or the auto-score's choice).
    selectionChanged = Signal()
    #: The dice a computer player is about to set aside in Thousand.
    thousandSelectionChanged = Signal(object)
    hintsChanged = Signal()
    clocksTicked = Signal()
    playerOut = Signal(int)
    #: A line for the status bar, in the player's language.
    message = Signal(str)
    gameFinished = Signal()

    def __init__(self, settings: Settings, now: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.now = now
        self.game: Game | None = None
        self.meta: dict[str, Any] = {}
        self.clock: GameClock | None = None
        self.selected: tuple[str, int] | None = None
        self.hints: list[Any] | None = None
        self.last_human: int | None = None
        self._computers: dict[int, Any] = {}
        self._helper: Any = None
        self._pending: Move | None = None
        self._auto_move: Write | None = None
        self._computer_timer = self._single_shot(self._computer_step)
        self._auto_timer = self._single_shot(self._auto_step)
        self._hint_timer = self._single_shot(self._refresh_hints)
        self._said_waiting = False
        self._status: Callable[[], str] | None = None
        self._tick_timer = QTimer(self)
        self._tick_timer.setInterval(CLOCK_TICK_MS)
        self._tick_timer.timeout.connect(self._tick)

    def _single_shot(self, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    # -- starting and resuming -----------------------------------------------------------

    def start(self, setup: GameSetup) -> None:
        """Start a new game from the new-game dialog's choices."""
        game = setup.build()
        self.new_game_from(game, {"open_scorecards": setup.open_scorecards,
                                  "seed": game.dice_source.seed})

    def new_game_from(self, game: Game, meta: dict[str, Any] | None = None) -> None:
        """Play ``game`` (fresh or resumed) with fresh clocks; ``meta`` holds
        ``open_scorecards`` and anything the caller wants kept with the game."""
        clock = GameClock(game.clock_minutes, game.player_count) if game.clock_minutes else None
        self.load_game(game, clock, meta)

    def load_game(self, game: Game, clocks: GameClock | list[float] | None = None,
                  settings: dict[str, Any] | None = None) -> None:
        """Resume ``game`` with its clocks (a GameClock or the remaining seconds per player)
        and its game settings (``open_scorecards``)."""
        self._stop_timers()
        self.game = game
        self.meta = dict(settings or {})
        self.meta.setdefault("open_scorecards", True)
        if isinstance(clocks, GameClock):
            self.clock = clocks
        elif clocks is not None and game.clock_minutes:
            self.clock = GameClock(game.clock_minutes, game.player_count, clocks)
        elif game.clock_minutes:
            self.clock = GameClock(game.clock_minutes, game.player_count)
        else:
            self.clock = None
        seed = self.meta.get("seed")
        self._computers = {
            i: prepare_player(game.game, game.rules, p.level or default_level(),
                              seed=None if seed is None else seed + i)
            for i, p in enumerate(game.players) if p.is_computer}
        self._helper = None
        self._said_waiting = False
        self.selected = None
        self.last_human = None if self.current_is_computer() else game.current
        if self.clock is not None and not game.finished:
            self.clock.start(game.current, self.now())
            self._tick_timer.start()
        self._refresh_hints()
        self.gameStarted.emit()
        self.stateChanged.emit()
        self._announce_turn()
        self._schedule()
        if game.finished:
            self.gameFinished.emit()

    def stop(self) -> None:
        """Stop every timer (the window closes or another game replaces this one)."""
        self._stop_timers()

    def _stop_timers(self) -> None:
        self._computer_timer.stop()
        self._auto_timer.stop()
        self._tick_timer.stop()
        self._hint_timer.stop()
        self._pending = None
        self._auto_move = None

    # -- queries for the widgets -------------------------------------------------------------

    @property
    def kind(self) -> str:
        return self.game.game if self.game is not None else ""

    def current_is_computer(self) -> bool:
        g = self.game
        return g is not None and g.players[g.current].is_computer

    def human_may_act(self) -> bool:
        """Is a human at the screen to move now (not a computer, not the auto-score)?"""
        g = self.game
        return (g is not None and not g.finished and not self.current_is_computer()
                and self._auto_move is None)

    def card_visible(self, player: int) -> bool:
        g = self.game
        if g is None:
            return False
        return visible_cards(g.players, g.current,
                             open_scorecards=bool(self.meta.get("open_scorecards", True)),
                             finished=g.finished, last_human=self.last_human)[player]

    def remaining(self, player: int) -> float | None:
        """Seconds left on ``player``'s clock (None: no clock)."""
        if self.clock is None:
            return None
        return self.clock.remaining(player, self.now())

    def best_write(self) -> tuple[str, int] | None:
        """The advisor's best box for the current dice (hints on), or None."""
        for item in self.hints or ():
            if isinstance(item.move, Write):
                return (item.move.box, item.move.column)
        return None

    def best_hold(self) -> tuple[int, ...] | None:
        """The dice the advisor would hold for the next roll, when rolling is its best."""
        if self.hints and isinstance(self.hints[0].move, Roll):
            return tuple(self.hints[0].move.held)
        return None

    def hint_value(self, box: str, column: int) -> float | None:
        for item in self.hints or ():
            if isinstance(item.move, Write) and (item.move.box, item.move.column) == (box, column):
                return float(item.value)
        return None

    # -- the player's intents: Kości family -----------------------------------------------------

    @Slot()
    def roll(self) -> None:
        """Roll (Kości: the dice not held) or throw the dice in hand (Thousand)."""
        if not self.human_may_act():
            return
        g = self.game
        if self.kind == "thousand":
            self._apply(Roll())
            return
        held = tuple(i for i, h in enumerate(g.held) if h) if g.rolls else ()
        self._apply(Roll(held))

    @Slot(int)
    def toggle_hold(self, index: int) -> None:
        g = self.game
        if not self.human_may_act() or self.kind == "thousand":
            return
        if g.rolls == 0:
            self._say_error(RuleError("hold_before_roll"))
            return
        if g.rolls_left == 0:
            self._say_error(RuleError("no_rolls_left"))
            return
        try:
            g.toggle_hold(index)
        except RuleError as err:
            self._say_error(err)
            return
        self.stateChanged.emit()

    @Slot(str, int)
    def choose_box(self, box: str, column: int) -> None:
        """A click (or Enter) on a box: write it, or select it in confirm-move mode."""
        if not self.human_may_act() or self.kind == "thousand":
            return
        if self.settings.confirm_move:
            option = next((o for o in self.game.options()
                           if (o.box, o.column) == (box, column)), None)
            if option is None or not option.allowed:
                self._write(box, column)  # let the engine say why not
                return
            self.selected = (box, column)
            self.selectionChanged.emit()
            self._say(lambda: self.tr("Selected {box}: press Confirm move to write it.").format(
                box=self._box_label(box, column)))
            return
        self._write(box, column)

    @Slot()
    def confirm(self) -> None:
        """Write the selected box (confirm-move mode)."""
        if not self.human_may_act() or self.selected is None:
            return
        self._write(*self.selected)

    def _write(self, box: str, column: int) -> None:
        self._apply(Write(box, column))

    # -- the player's intents: Thousand ---------------------------------------------------------

    def thousand_preview(self, selection: tuple[int, ...], move: Move) -> RuleError | None:
        """Why setting aside ``selection`` (may be empty) and then ``move`` is refused, or None.
        Tried on a copy, so nothing changes."""
        g = self.game
        if g is None or g.game != "thousand":
            return RuleError("game_over")
        trial = copy.deepcopy(g)
        try:
            if selection:
                trial.set_aside(selection)
            if isinstance(move, Bank):
                refusal = trial.bank_refusal()
                if refusal is not None:
                    return refusal
            elif isinstance(move, Roll):
                if not trial.can_roll():
                    return RuleError("set_aside_first")
            elif isinstance(move, Pass) and not trial.can_pass():
                return RuleError("pass_before_throw" if trial.phase == "start"
                                 else "set_aside_first")
        except RuleError as err:
            return err
        return None

    @Slot(object, object)
    def thousand_move(self, selection: tuple[int, ...], move: Move) -> None:
        """Set aside ``selection`` (when given) and then throw, write or pass."""
        if not self.human_may_act() or self.kind != "thousand":
            return
        refusal = self.thousand_preview(tuple(selection), move)
        if refusal is not None:
            self._say_error(refusal)
            return
        if selection and not self._apply(SetAside(tuple(selection)), schedule=False):
            return
        self._apply(move)

    # -- performing moves ------------------------------------------------------------------

    def _apply(self, move: Move, *, schedule: bool = True) -> bool:
        g = self.game
        if g is None or g.finished:
            return False
        player = g.current
        try:
            g.apply(move)
        except RuleError as err:
            self._say_error(err)
            return False
        self._auto_timer.stop()
        self._auto_move = None
        self.selected = None
        if not g.players[player].is_computer:
            self.last_human = player
        if isinstance(move, Roll):
            self._emit_roll(player)
        passed = g.current != player and not g.finished

        def status() -> str:
            lines = self._report(player, move)
            if passed:
                lines.append(self._turn_text())
            return " ".join(lines)

        if status():
            self._say(status)
        if g.current != player and self.clock is not None:
            self.clock.start(g.current, self.now())
        if g.finished and self.clock is not None:
            self.clock.stop(self.now())
        if not self.current_is_computer() and not g.finished:
            self.last_human = g.current
        self._refresh_hints()
        self.actionApplied.emit(move)
        self.selectionChanged.emit()
        self.stateChanged.emit()
        if g.finished:
            self._finish()
        elif schedule:
            self._schedule(after_roll=isinstance(move, Roll))
        return True

    def _emit_roll(self, player: int) -> None:
        g = self.game
        if self.kind == "thousand":
            thrown = g.events[0]["dice"] if g.events else []
            self.rolled.emit(tuple(thrown), (True,) * len(thrown))
            return
        entry = g.turns[-1]["rolls"][-1] if g.current == player else None
        held = set(entry.get("held", ())) if entry else set()
        self.rolled.emit(tuple(g.dice), tuple(i not in held for i in range(5)))

    def _report(self, player: int, move: Move) -> list[str]:
        """The status line's sentences after a move."""
        g = self.game
        name = g.players[player].name
        if self.kind == "thousand":
            # the throw itself is on the table, not in the status line
            names = [seat.name for seat in g.players]
            return [texts.event_text(ev, names) for ev in g.events if ev.get("type") != "throw"]
        if isinstance(move, Write):
            points = g.cards[player].get(move.box, move.column)
            return [self.tr("{player} wrote {points} in {box}.").format(
                player=name, points=points, box=self._box_label(move.box, move.column))]
        options = g.options()
        if g.must_sacrifice():
            return [texts.sacrifice_message()]
        if any(o.joker for o in options) and not all(o.allowed for o in options):
            return [self.tr("Five of a kind as a joker: only the enabled boxes may take it.")]
        if g.rolls_left:
            return [self.tr("{player}: {rolls}. Hold dice and roll again, or write a box."
                            ).format(player=name, rolls=texts.rolls_left_text(g.rolls_left))]
        return [self.tr("{player}: no rolls left, write a box.").format(player=name)]

    def _box_label(self, box: str, column: int) -> str:
        name = texts.box_name(self.kind, box)
        if len(getattr(self.game, "weights", (1,))) > 1:
            return f"{name} ×{column + 1}"
        return name

    def _say(self, render: Callable[[], str]) -> None:
        """Show a status line; ``render`` builds it again after a change of language."""
        self._status = render
        self.message.emit(render())

    @Slot()
    def restate(self) -> None:
        """Say the current status line again (in the language now installed)."""
        if self._status is not None and self.game is not None:
            self.message.emit(self._status())

    def _say_error(self, err: RuleError) -> None:
        kind = self.kind or "classic"
        self._say(lambda: texts.error_text(err, kind))

    def _turn_text(self) -> str:
        g = self.game
        return self.tr("{player}'s turn.").format(player=g.players[g.current].name)

    def _announce_turn(self) -> None:
        if self.game is not None and not self.game.finished:
            self._say(self._turn_text)

    def _finish(self) -> None:
        self._stop_timers()
        self.gameFinished.emit()

    # -- timing: computer turns, auto-score, clocks ----------------------------------------

    def _step_ms(self) -> int:
        return self.settings.computer_ms

    def _schedule(self, after_roll: bool = False) -> None:
        g = self.game
        self._computer_timer.stop()
        self._auto_timer.stop()
        if g is None or g.finished:
            return
        animation = self.settings.animation_ms if after_roll else 0
        if self.current_is_computer():
            self._computer_timer.start(animation + self._step_ms())
        elif (self.kind != "thousand" and g.rolls and g.rolls_left == 0
              and self.settings.auto_score_seconds > 0):
            self._auto_timer.start(animation + 1000 * self.settings.auto_score_seconds)

    @Slot()
    def _computer_step(self) -> None:
        g = self.game
        if g is None or g.finished or not self.current_is_computer():
            return
        move = self._pending
        if move is None:
            player = self._ready(self._computers[g.current])
            if player is None:
                # the time the computer waits for its table is not its thinking time
                if self.clock is not None and self.clock.running is not None:
                    self.clock.stop(self.now())
                if not self._said_waiting:
                    self._said_waiting = True
                    name = g.players[g.current].name
                    self._say(lambda: self.tr(
                        "{player} is getting ready: the first game with these rules takes "
                        "a while.").format(player=name))
                self._computer_timer.start(POLL_MS)
                return
            if self.clock is not None and self.clock.running is None:
                self.clock.start(g.current, self.now())
            move = self._decide(player, g)
        self._pending = None
        visible = self._step_ms() > 0
        if self.kind == "thousand":
            if isinstance(move, SetAside) and visible and self.selected != ("aside", 0):
                self.selected = ("aside", 0)
                self.thousandSelectionChanged.emit(tuple(move.dice))
                self._pending = move
                self._computer_timer.start(self._step_ms())
                return
            self.thousandSelectionChanged.emit(())
            self._apply(move)
            return
        if isinstance(move, Roll) and g.rolls and visible:
            target = tuple(i in move.held for i in range(5))
            if target != tuple(g.held):
                g.set_held(move.held)
                self.stateChanged.emit()
                self._pending = move
                self._computer_timer.start(self._step_ms())
                return
        if isinstance(move, Write) and visible and self.selected != (move.box, move.column):
            self.selected = (move.box, move.column)
            self.selectionChanged.emit()
            self._pending = move
            self._computer_timer.start(self._step_ms())
            return
        self._apply(move)

    @staticmethod
    def _ready(future: Future) -> Any:
        """The built computer player, None while it is still being built; a player that
        failed to build is replaced by the plain one."""
        try:
            return future.result(timeout=PLAYER_WAIT_S)
        except futures.TimeoutError:
            return None
        except Exception:
            log.exception("the computer player could not be built; using the plain player")
            return PlainPlayer()

    def _decide(self, player: Any, g: Game) -> Move:
        """The computer's move; a failing computer player never stops the game."""
        try:
            return player.decide(g)
        except Exception:
            log.exception("the computer player failed; using the plain player")
            return PlainPlayer().decide(g)

    @Slot()
    def _auto_step(self) -> None:
        """The auto-score delay passed: show the computer's choice, then write it."""
        g = self.game
        if g is None or g.finished or self.current_is_computer() or self.kind == "thousand":
            return
        if self._auto_move is not None:
            move, self._auto_move = self._auto_move, None
            self._apply(move)
            return
        if self.selected is not None:
            move = Write(*self.selected)
        else:
            if self._helper is None:
                # the strongest level writes for the player
                self._helper = prepare_player(g.game, g.rules, levels()[-1])
            move = self._decide(self._ready(self._helper) or PlainPlayer(), g)
            if not isinstance(move, Write):
                best = max(g.allowed_options(), key=lambda o: o.points + o.bonus)
                move = Write(best.box, best.column)
        self._auto_move = move
        self.selected = (move.box, move.column)
        self.selectionChanged.emit()
        self._say(lambda: self.tr("Time to write: {box} is written for you.").format(
            box=self._box_label(move.box, move.column)))
        self._auto_timer.start(max(400, self._step_ms()))

    @Slot()
    def _tick(self) -> None:
        g = self.game
        if g is None or g.finished or self.clock is None:
            self._tick_timer.stop()
            return
        now = self.now()
        if self.clock.expired(now):
            self._time_out(now)
        self.clocksTicked.emit()

    def _time_out(self, now: float) -> None:
        g = self.game
        player = g.current
        self._computer_timer.stop()
        self._auto_timer.stop()
        self._pending = None
        self._auto_move = None
        self.selected = None
        self.clock.stop(now)
        try:
            g.timeout(player)
        except RuleError as err:
            self._say_error(err)
            return
        name = g.players[player].name
        self._say(lambda: self.tr("{player} has run out of time and is out.").format(
            player=name))
        self.playerOut.emit(player)
        if not g.finished:
            self.clock.start(g.current, now)
            if not self.current_is_computer():
                self.last_human = g.current
        self._refresh_hints()
        self.actionApplied.emit(None)
        self.selectionChanged.emit()
        self.stateChanged.emit()
        if g.finished:
            self._finish()
        else:
            self._schedule()

    # -- hints --------------------------------------------------------------------------------

    @Slot()
    def _refresh_hints(self) -> None:
        g = self.game
        wanted = (g is not None and not g.finished and self.settings.hints
                  and not self.current_is_computer())
        self.hints = None
        if wanted:
            if advisor_ready(g, wait=ADVISOR_WAIT_S):
                self.hints = advice(g)
            else:
                self._hint_timer.start(POLL_MS)
        self.hintsChanged.emit()

    @Slot()
    def settings_changed(self) -> None:
        """Settings were edited: hints may have been switched; timers keep their delays."""
        self._refresh_hints()
        self.selectionChanged.emit()
