"""One table (issue 30): its seats, who acts, the moves checked and applied by the engine,
the clocks in server time, the computer seats, the seats whose person is away, and the
journal lines that let a restarted server resume it exactly.

Nothing here waits or reads a clock: every call that depends on time takes ``now`` (the
server's monotonic seconds), and :meth:`TableSession.wakeup_at` says when the next thing is
due (a clock running out, a computer's move, an absent person's takeover). The server calls
:meth:`TableSession.tick` then; a test calls it with whatever time it likes.

Every change is also a journal line (:attr:`TableSession.pending`, drained by the caller):
:func:`~.journal.restore` feeds them back through the same methods.
"""

from __future__ import annotations

import copy
from typing import Any

from kosci_gui.engine.clock import GameClock, clocked_seats
from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.events import Event
from kosci_gui.engine.game import Game
from kosci_gui.engine.games import describe
from kosci_gui.engine.moves import Move
from kosci_gui.engine.record import to_record

from . import fair_dice
from .errors import TableError
from .move_codec import move_to_json
from .seating import Change, Seating, State, token_hash
from .spec import TableSpec

__all__ = ["AWAY_SECONDS", "Change", "State", "TableSession", "token_hash"]

#: How long a person may be away before a computer plays their turns (tables without a
#: clock) or, before the start, before their seat is freed (issue 30 §5).
AWAY_SECONDS = 120.0
#: The level of the computer that plays for an absent person.
STAND_IN_LEVEL = "medium"


class TableSession(Seating):
    """A table: seats, a game once started, its clock; see the module's docstring."""

    def __init__(self, code: str, spec: TableSpec, *, server_seed: str | None = None,
                 now: float = 0.0, pace: float = 0.8, away_seconds: float = AWAY_SECONDS
                 ) -> None:
        super().__init__(spec)
        self.code = code
        self.round = 0
        self.server_seed = server_seed or fair_dice.new_server_seed()
        self.game: Game | None = None
        self._head: dict[str, Any] | None = None  # the record's keys before its turns
        self.clock: GameClock | None = None
        #: Turns (record indexes) a computer played for an absent person.
        self.assisted: list[int] = []
        #: Seconds between a computer's actions (so people can follow them).
        self.pace = pace
        self.away_seconds = away_seconds
        self.last_action = now
        self._players: dict[tuple[int, str], Any] = {}
        self._assist: tuple[int, int] | None = None  # (seat, turn) the computer plays
        self._log({"op": "open", "code": code, "spec": spec.to_json(),
                   "server_seed": self.server_seed})

    # -- queries --------------------------------------------------------------------------------

    @property
    def commitment(self) -> str:
        return fair_dice.commitment(self.server_seed)

    def acting_seat(self) -> int | None:
        """The seat whose turn it is, while a game is played."""
        if self.state is not State.PLAYING or self.game is None:
            return None
        return self.game.current

    def stand_in(self, now: float) -> bool:
        """Does a computer play the current turn for a person: one who is away (no clock,
        away for :attr:`away_seconds` or more), or who asked it to (:meth:`assist`)?"""
        seat = self.acting_seat()
        if seat is None or self.seats[seat].is_computer:
            return False
        if self._assist == (seat, self._turn_index()):
            return True
        away = self.seats[seat].away_since
        return self.clock is None and away is not None and now - away >= self.away_seconds

    def _turn_index(self) -> int:
        assert self.game is not None
        return len(self.game.turns) - (1 if self.game.turn_open else 0)

    def assist(self, index: int, now: float) -> None:
        """The person at seat ``index`` asks the computer to play the rest of their current
        turn (their app could not: the record marks the turn assisted)."""
        self._need(State.PLAYING)
        if self.acting_seat() != index:
            assert self.game is not None
            raise TableError.from_rule(RuleError(
                "not_your_turn", current=self.game.players[self.game.current].name,
                player=self.seats[index].name))
        self._assist = (index, self._turn_index())
        self._change.seats_changed = True

    def computer_due(self, now: float) -> float | None:
        """When the computer makes the next move here (None: no computer to move)."""
        seat = self.acting_seat()
        if seat is None:
            return None
        if self.seats[seat].is_computer or self._assist == (seat, self._turn_index()):
            return self.last_action + self.pace
        away = self.seats[seat].away_since
        if self.clock is None and away is not None:
            return max(away + self.away_seconds, self.last_action + self.pace)
        return None

    def wakeup_at(self, now: float) -> float | None:
        """The next server time something is due without anybody acting, or None."""
        times: list[float] = []
        due = self.computer_due(now)
        if due is not None:
            times.append(due)
        if self.clock is not None and self.clock.running is not None:
            times.append(now + self.clock.remaining(self.clock.running, now))
        if self.state is not State.PLAYING:
            times += [s.away_since + self.away_seconds for s in self.seats
                      if s.taken and not s.is_computer and s.away_since is not None]
        return min(times) if times else None

    def record(self, turns_from: int = 0) -> dict[str, Any]:
        """The game's record (``kosci-record/1``) with the table's ``meta``: its code and
        round, the turns a computer played for an absent person, and the dice's commitment
        and seeds (the server seed only once the game has ended). With ``turns_from``, only
        the turns from that one on (what an update carries)."""
        assert self.game is not None and self._head is not None
        dice = self.game.dice_source
        assert isinstance(dice, fair_dice.FairDice)
        fair: dict[str, Any] = {"scheme": fair_dice.SCHEME, "commitment": self.commitment,
                                "player_seeds": list(dice.player_seeds)}
        if self.state is State.FINISHED:
            fair["server_seed"] = self.server_seed
        doc = copy.deepcopy(self._head)
        doc["turns"] = copy.deepcopy(self.game.turns[turns_from:])
        doc["meta"] = {"id": f"table-{self.code}-{self.round}", "fair_dice": fair,
                       "table": {"code": self.code, "round": self.round,
                                 "assisted": list(self.assisted)}}
        return doc

    # -- the game -------------------------------------------------------------------------------

    def start(self, index: int | None, now: float) -> None:
        """The host starts the game with the people seated (free seats are dropped)."""
        self._need(State.WAITING)
        if index is not None and index != self.host:
            host = self.seats[self.host].name if self.host is not None else None
            raise TableError("not_host", host=host)
        kind = describe(self.spec.game)
        taken = self.seated
        if len(taken) < kind.players[0]:
            raise TableError("too_few_players", game=self.spec.game, low=kind.players[0],
                             count=len(taken))
        old_host = self.host
        self.seats = taken
        for i, seat in enumerate(self.seats):
            if seat.index == old_host:
                self.host = i
            seat.index = i
        dice = fair_dice.FairDice(self.server_seed, [s.seed for s in self.seats],
                                  duplicate=self.spec.duplicate)
        self.game = kind.new(self.spec.rules, [s.player() for s in self.seats],
                             clock_minutes=self.spec.clock_minutes, dice=dice)
        self.clock = (GameClock(self.spec.clock_minutes, len(self.seats),
                                clocked=clocked_seats(self.game.players))
                      if self.spec.clock_minutes is not None else None)
        settings = {"open_scorecards": self.spec.open_scorecards}
        self._head = {k: v for k, v in to_record(self.game, settings=settings).items()
                      if k != "turns"}
        self.state = State.PLAYING
        self.assisted = []
        self.round += 1
        self._players.clear()
        self.last_action = now
        self._log({"op": "start"})
        self.version += 1
        self._touch(0)
        self._sync_clock(now)

    def move(self, index: int, move: Move, now: float, *, at: Any = None, seq: Any = None,
             assisted: bool = False) -> list[Event]:
        """Seat ``index`` makes ``move`` (checked by the engine). ``at`` is the table's
        version the mover saw (a move made against an older table is stale); ``seq`` the
        number of the person's message (one already used is refused: never twice)."""
        if seq is not None:
            self.use_seq(index, seq)
        self.tick(now)
        self._need(State.PLAYING)
        assert self.game is not None
        if at is not None and at != self.version:
            raise TableError("stale", version=self.version, at=at)
        game = self.game
        acted = len(game.turns) - 1 if game.turn_open else len(game.turns)
        try:
            game.check_turn(index)
            if type(move) not in game.MOVES:
                raise RuleError("not_this_game")
            refusal = game.refusal(move)
            if refusal is not None:
                raise refusal
            game.apply(move, player=index)
        except RuleError as err:
            raise TableError.from_rule(err) from err
        if assisted and (not self.assisted or self.assisted[-1] != acted):
            self.assisted.append(acted)
        self.last_action = now
        line: dict[str, Any] = {"op": "move", "seat": index, "move": move_to_json(move)}
        if seq is not None:
            self.seats[index].last_seq = seq
            line["seq"] = seq
        if assisted:
            line["assisted"] = True
        self._after_action(acted, index, game.events, now, line)
        return list(game.events)

    def tick(self, now: float) -> bool:
        """Whatever is due by ``now`` without anybody acting: a clock that ran out (the
        player is out, RULES.md §4), a seat left empty too long before the start. Returns
        whether anything changed. (Computer moves are the caller's: :meth:`computer_move`.)"""
        changed = False
        while (self.state is State.PLAYING and self.clock is not None and self.game is not None
               and self.clock.expired(now)):
            self.timeout(now)
            changed = True
        if self.state is not State.PLAYING:
            for seat in self.seats:
                if (seat.taken and not seat.is_computer and seat.away_since is not None
                        and now - seat.away_since >= self.away_seconds):
                    self.stand(seat.index, now)
                    changed = True
        return changed

    def timeout(self, now: float) -> None:
        """The current player's clock ran out (the server's own call: never a client's)."""
        assert self.game is not None
        game = self.game
        first = len(game.turns) - 1 if game.turn_open else len(game.turns)
        seat = game.current
        self.game.timeout()
        self._after_action(first, seat, self.game.events, now, {"op": "timeout", "seat": seat})

    def computer_player(self, index: int) -> Any:
        """The computer that plays seat ``index`` (its own level, or the stand-in's for an
        absent person), made on first use."""
        from kosci_gui import ai  # numpy and the tables load with the first computer

        seat = self.seats[index]
        level = seat.level if seat.is_computer and seat.level else STAND_IN_LEVEL
        assert self.game is not None
        key = (index, level)
        if key not in self._players:
            self._players[key] = ai.make_player(self.game.game, self.game.rules, level)
        return self._players[key]

    def position(self) -> Game:
        """A copy of the game for a computer to think about (away from the table)."""
        assert self.game is not None
        return copy.deepcopy(self.game)

    def computer_move(self, move: Move, now: float, *, at: int) -> list[Event]:
        """Apply the move a computer chose for the current seat at version ``at`` (refused as
        stale if the table moved on meanwhile)."""
        index = self.acting_seat()
        if index is None:
            raise TableError("not_playing")
        if not (self.seats[index].is_computer or self.stand_in(now)):
            raise TableError("stale", version=self.version, at=at)  # the person came back
        return self.move(index, move, now, at=at, assisted=not self.seats[index].is_computer)

    def play_again(self, now: float, *, server_seed: str | None = None) -> None:
        """After the end: the same seats, a new server seed (and commitment), waiting for
        the host to start again (players send new seeds meanwhile)."""
        self._need(State.FINISHED)
        self._back_to_waiting(now)
        if server_seed is not None:  # the journal's
            self.server_seed = server_seed
        self._log({"op": "again", "server_seed": self.server_seed})
        self._seats_changed()

    # -- internals -----------------------------------------------------------------------------

    def _touch(self, first: int) -> None:
        change = self._change
        change.turns_from = first if change.turns_from is None else min(change.turns_from,
                                                                        first)

    def _after_action(self, first: int, actor: int, events: list[Event], now: float,
                      line: dict[str, Any]) -> None:
        assert self.game is not None
        self.version += 1
        self._change.events += [(actor, e) for e in events]
        if self.game.finished:
            self.state = State.FINISHED
            first = 0  # every card is shown at the end (RULES.md §5)
        self._touch(first)
        self._sync_clock(now)
        if self.clock is not None:
            line["clocks"] = self.clock.snapshot(now)
        self._log(line)

    def _sync_clock(self, now: float) -> None:
        """The current person's clock runs; nobody else's (computers have none, §4)."""
        if self.clock is None or self.game is None:
            return
        seat = self.acting_seat()
        if seat is None or self.seats[seat].is_computer:
            self.clock.stop(now)
        elif self.clock.running != seat:
            self.clock.start(seat, now)

    def _back_to_waiting(self, now: float) -> None:
        self.state = State.WAITING
        self.server_seed = fair_dice.new_server_seed()
        self.game = None
        self.clock = None
        for seat in self.seats:
            seat.seed = ""
        self.last_action = now
