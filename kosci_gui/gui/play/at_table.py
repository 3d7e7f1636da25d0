"""A game at a table across computers, played through the window's one controller
(issue 30 §1): the player's intents become moves sent to the table's server; what the server
shows this seat comes back as views, and the moves they hold are performed on the seat's own
copy of the game by the controller's ordinary path (:meth:`Table.perform`) — the same engine
moves, events, animations, words and sounds as a game at one screen. Turns this seat may not
see are played on the copy by a ghost (hidden cards, RULES.md §5) and only named; when the
copy cannot follow (a timeout, a reconnect after a gap, the whole record at the end) it is
rebuilt from the table's record.

The server keeps the clocks and plays the computer seats: the copy's clocks are set from
every view and never put anybody out; the controller plays no computer here. At the end the
server reveals its seed and every die of the record is checked (:attr:`AtTable.verdict`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future
from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance, Slot

from kosci_gui.engine.clock import GameClock
from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.errors import RecordError, RuleError
from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Move, SetAside
from kosci_gui.engine.record import from_record
from kosci_gui.gui.play import computer
from kosci_gui.gui.play.game_setup import TableSettings
from kosci_gui.gui.play.table_link import TableLink
from kosci_gui.gui.words.texts import phrase_text
from kosci_gui.tables.fair_dice import check_record
from kosci_gui.tables.follow import Step, TableDice, steps_to
from kosci_gui.tables.mirror import Mirror
from kosci_gui.tables.move_codec import move_to_json

log = logging.getLogger(__name__)


class Table(Protocol):
    """What a game at a table asks of the window's controller."""

    game: Game | None
    clock: GameClock | None
    remote: AtTable | None
    #: A game starts on the window (this table's, or another that takes its place).
    gameStarted: SignalInstance

    def now(self) -> float: ...

    def play_game(self, game: Game, *, clocks: list[float] | None = None,
                  table: TableSettings | None = None, remote: AtTable | None = None
                  ) -> None: ...

    def perform(self, move: Move, *, schedule: bool = True) -> bool: ...

    def refresh(self) -> None: ...

    def say(self, render: Callable[[], str]) -> None: ...


class AtTable(QObject):
    """This app's seat (or a spectator's chair) at one table, for one controller."""

    #: The table's game has ended and its dice were checked (:attr:`verdict`).
    diceChecked = Signal(str)

    def __init__(self, table: Table, link: TableLink, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.link = link
        #: A move was sent and its answer has not come yet (intents wait).
        self.busy = False
        #: Moves to send one after another (Thousand: the dice chosen, then the throw).
        self._outbox: list[Move] = []
        #: The table's round whose game the controller plays (a new round: a new game).
        self._round: int | None = None
        #: "dice checked", or the first die that does not match (None: not ended yet).
        self.verdict: str | None = None
        #: The table's whole record once the game has ended (for the history).
        self.record: dict[str, Any] | None = None
        self._following = False
        #: Plays the turns this seat may not see (its computer player is made once).
        self._ghosts = Mirror()
        self._sent_at = -1
        #: Who was connected at the last view (the others are told when that changes).
        self._present: dict[int, bool] = {}
        link.viewChanged.connect(self._on_view)
        link.refused.connect(self._on_refused)
        link.replied.connect(self._on_replied)
        link.phraseSaid.connect(self._on_phrase)
        link.connectionChanged.connect(self._on_connection)
        table.gameStarted.connect(self._on_game_started)
        if link.view is not None:
            self._on_view(link.view)

    @property
    def seat(self) -> int | None:
        """This app's seat (None: watching)."""
        return self.link.seat

    def plays(self, player: int) -> bool:
        """Is ``player`` the person at this screen?"""
        return player == self.seat

    # -- the player's moves, to the table --------------------------------------------------------

    def send(self, move: Move) -> bool:
        """Send the player's move (the server checks it and answers with the table); in
        Thousand the dice chosen are set aside first, a move of their own."""
        game = self.table.game
        if self._following or game is None:
            return False
        if self.busy:
            self.table.say(lambda: self.tr("Your move is on its way to the table…"))
            return False
        moves: list[Move] = [move]
        aside = chosen_values(game)
        if aside and not isinstance(move, SetAside):
            moves.insert(0, SetAside(aside))
        self._outbox = moves
        self._send_next()
        return True

    def _send_next(self) -> None:
        view = self.link.view
        if not self._outbox or view is None:
            self._set_busy(False)
            return
        self._set_busy(True)
        self._sent_at = view["version"]
        self.link.move(move_to_json(self._outbox.pop(0)), self._sent_at)

    def _set_busy(self, busy: bool) -> None:
        """A move of the player's is on its way (the buttons wait), or it is in."""
        if busy != self.busy:
            self.busy = busy
            self.table.refresh()

    @Slot(str, object)
    def _on_replied(self, kind: str, reply: object) -> None:
        """(the table that follows a move carries it: the next move waits for that)"""

    @Slot(str, str, str)
    def _on_refused(self, kind: str, code: str, message: str) -> None:
        if kind != "move":
            return
        self._outbox = []
        self._set_busy(False)
        self.table.say(lambda: self.tr("The table refused the move: {reason}.").format(
            reason=message))
        self.link.request("view", lambda c: c.request("view"))

    # -- the table's views, to the copy ---------------------------------------------------------

    @Slot(object)
    def _on_view(self, view: dict[str, Any]) -> None:
        record = view.get("record")
        if view.get("state") == "waiting" or record is None:
            return
        self._tell_presence(view)
        if view.get("finished") and self.record is None:
            self.record = record  # (before the copy ends: the history keeps this record)
            # the dice are checked in the loop's next turn: the end is already a busy moment
            QTimer.singleShot(0, self, lambda: self._check_dice(record))
        game = self.table.game
        if game is None or self.table.remote is not self or view.get("round") != self._round:
            self._begin(view)
        else:
            steps = steps_to(game, record["turns"], view.get("current"))
            if steps is None or not self._follow(game, steps):
                self._begin(view)
        self._settle_own_score(view)
        self._set_clocks(view)
        if self.busy and view.get("version", 0) > self._sent_at:  # the move is in
            if self._outbox and not view.get("finished"):
                self._send_next()
            else:
                self._outbox = []
                self._set_busy(False)

    def _begin(self, view: dict[str, Any]) -> None:
        """Play the table's game as it stands (a new game, or the copy rebuilt)."""
        record = view["record"]
        if not view.get("finished") and view.get("round") != self._round:
            self.verdict, self.record = None, None  # (played again: these dice to check)
        if view.get("finished"):
            game = from_record(record)
        else:
            mirror = Mirror()
            mirror.update(view)
            game = mirror.game()
        game.dice_source = TableDice(game.dice_source.seed)
        if self._round is None:  # the ghost's player, made in the background (1 s of tables)
            computer.when_done(computer.prepare_player(game.game, game.rules, "easy", 1),
                               self, self._ghost_ready)
        self._round = view.get("round")
        spec = view.get("spec", {})
        self.table.play_game(game, table=TableSettings(
            open_scorecards=bool(spec.get("open_scorecards", True))), remote=self)

    def _follow(self, game: Game, steps: list[Step]) -> bool:
        """Perform the table's new moves on the copy; False when it cannot follow."""
        self._following = True
        try:
            for step in steps:
                if step.move is None:
                    self._ghost(game, step.player)
                    continue
                if game.current != step.player:
                    return False
                if chosen_values(game):
                    game.set_held(())  # (the table's moves say what was set aside)
                assert isinstance(game.dice_source, TableDice)
                game.dice_source.feed(step.dice)
                if not self.table.perform(step.move):
                    return False
        except (RuleError, RecordError) as err:
            log.warning("the copy could not follow the table: %s", err)
            return False
        finally:
            self._following = False
        return True

    def _settle_own_score(self, view: dict[str, Any]) -> None:
        """Thousand with hidden cards: an overtake the copy could not see (another's write
        passed this seat, or this seat's write passed another) is told by the table's
        total for this seat; the copy's score and sheet follow it."""
        game, seat, totals = self.table.game, self.seat, view.get("totals")
        if (game is None or game.finished or seat is None or not isinstance(totals, list)
                or not isinstance(totals[seat], int)):
            return
        record = view.get("record") or {}
        turns = record.get("turns") or [{}]
        game.told_total(seat, totals[seat], turns[-1].get("player"))

    def _ghost_ready(self, done: Future[computer.ComputerPlayer]) -> None:
        if done.exception() is None:
            self._ghosts.use_ghost(done.result())

    def _ghost(self, game: Game, player: int) -> None:
        """A turn this seat may not see: played on the copy by a ghost, only named."""
        dice = game.dice_source
        game.dice_source = DiceSource(1)
        try:
            self._ghosts.ghost_turn(game)
        finally:
            game.dice_source = dice
        view = self.link.view
        name = view["seats"][player]["name"] if view is not None else "?"
        self.table.say(lambda: self.tr("{name} has played a turn (the cards are hidden).")
                       .format(name=name))
        self.table.refresh()

    @Slot()
    def _on_game_started(self) -> None:
        if self._round is not None and self.table.remote is not self:
            self.leave()  # another game took the window

    def leave(self) -> None:
        """Another game takes the window: this connection leaves the table (a seat stays
        taken there: the person is away, and may come back by the room)."""
        self.link.viewChanged.disconnect(self._on_view)
        self.table.gameStarted.disconnect(self._on_game_started)
        self._round = None
        self.link.close()

    @property
    def following(self) -> bool:
        """Is the copy performing the table's moves (not the player's own intents)?"""
        return self._following

    def _set_clocks(self, view: dict[str, Any]) -> None:
        """The server's clocks as this view shows them (it keeps them; the copy shows)."""
        game, clocks = self.table.game, view.get("clocks")
        if game is None or game.clock_minutes is None or not isinstance(clocks, list):
            return
        clock = GameClock(game.clock_minutes, len(clocks),
                          [c if c is not None else 0.0 for c in clocks],
                          clocked=[c is not None for c in clocks])
        running = view.get("clock_running")
        if isinstance(running, int) and not view.get("finished"):
            clock.start(running, self.table.now())
        self.table.clock = clock

    def _check_dice(self, record: dict[str, Any]) -> None:
        try:
            mismatch = check_record(record)
        except RecordError as err:
            self.verdict = str(err)
        else:
            self.verdict = "dice checked" if mismatch is None else str(mismatch)
        self.diceChecked.emit(self.verdict)

    # -- around the game ---------------------------------------------------------------------

    @Slot(int, str)
    def _on_phrase(self, seat: int, key: str) -> None:
        view = self.link.view
        names = [s.get("name") for s in view["seats"]] if view is not None else []
        name = names[seat] if 0 <= seat < len(names) else "?"
        self.table.say(lambda: self.tr("{name}: {phrase}").format(
            name=name, phrase=phrase_text(key)))

    def _tell_presence(self, view: dict[str, Any]) -> None:
        """Say when another player's connection drops (and how long they have to come back
        before a computer plays for them) or comes back (issue 30 §5)."""
        for seat in view.get("seats", []):
            index, name, present = seat.get("seat"), seat.get("name"), seat.get("connected")
            was = self._present.get(index, True)
            self._present[index] = bool(present)
            if index == self.seat or was == bool(present) or view.get("finished"):
                continue
            back = seat.get("back_within")
            time = (f"{int(back) // 60}:{int(back) % 60:02d}"
                    if isinstance(back, int | float) else None)
            self.table.say(partial(self._presence_words, str(name), bool(present), time))

    def _presence_words(self, name: str, present: bool, time: str | None) -> str:
        if present:
            return self.tr("{name} is back at the table.").format(name=name)
        if time is not None:
            return self.tr("{name}: connection lost — {time} to come back before a computer "
                           "plays for them.").format(name=name, time=time)
        return self.tr("{name}: connection lost — their clock runs in their turn.").format(
            name=name)

    @Slot(bool)
    def _on_connection(self, up: bool) -> None:
        if up:
            self.table.say(lambda: self.tr("Connected to the table again."))
        else:
            self.table.say(lambda: self.tr(
                "The connection to the table was lost: connecting again…"))


def chosen_values(game: Game) -> tuple[int, ...]:
    """Thousand: the values of the dice the player chose to set aside (a move of its own
    at the table); nothing in the Kości family, whose holds travel with the roll."""
    if SetAside not in game.MOVES:
        return ()
    dice = game.dice_on_table()
    return tuple(sorted(dice[i] for i in game.held_positions()))
