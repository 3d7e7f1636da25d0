"""A table: one game, its seats and their players, played by the rules of the engine with
dice every player can check (issue 30). Authoritative and free of Qt and of the network:
the server (and a game in this process) asks it to seat players, start, apply a seat's move,
play the computer seats and run the clocks, and sends each seat :meth:`TableSession.view`,
what that seat may see.

Every seat's messages are numbered: a move carries the number after the last one this seat
sent, so a stale or repeated move is refused with its reason and never applied twice (a
client that lost its connection and sends again gets "repeated"). A seat is taken with a
secret token, which is what brings a player back to it; no view carries a token or the
server's seed (that is revealed in the record once the game has ended)."""

from __future__ import annotations

import secrets
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kosci_gui.ai import make_player
from kosci_gui.engine.clock import GameClock, clocked_seats
from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.game import Game, Player, PlayerType
from kosci_gui.engine.games import describe, make_game, make_rules
from kosci_gui.engine.moves import Move
from kosci_gui.engine.record import to_record
from kosci_gui.engine.seats import LEVELS
from kosci_gui.engine.visibility import seat_sees

from . import fair_dice

#: The longest name a player may sit down with (as in New game).
MAX_NAME = 24


class TableError(Exception):
    """A request the table refuses: ``code`` names why (docs/protocol.md)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


@dataclass
class Seat:
    """One place at the table."""

    name: str = ""
    computer: bool = False
    level: str | None = None
    #: The secret that is this seat's (a human's): never in any view.
    token: str = ""
    player_seed: str = ""
    #: The number of the last move this seat sent (moves are numbered from 1).
    last_seq: int = 0

    @property
    def taken(self) -> bool:
        return bool(self.name)


@dataclass
class TableSetup:
    """What the host chose: the game, its rules, the seats, the clock, the cards."""

    game: str
    rules: dict[str, Any] = field(default_factory=dict)
    seats: int = 2
    clock_minutes: int | None = None
    open_scorecards: bool = True
    duplicate: bool = False


def valid_name(name: str) -> str:
    """A player's name as New game takes it (trimmed, printable, not too long), or a
    TableError saying why not."""
    name = name.strip()
    if not name or len(name) > MAX_NAME or any(
            unicodedata.category(c).startswith("C") for c in name):
        raise TableError("bad_name", f"a name is 1-{MAX_NAME} printable characters")
    return name


class TableSession:
    """One table's game, from its seats to its record."""

    def __init__(self, setup: TableSetup, *, now: Callable[[], float] = time.monotonic,
                 server_seed: str | None = None, code: str | None = None) -> None:
        kind = describe(setup.game)  # (a RuleError for an unknown game)
        low, high = kind.players
        if not low <= setup.seats <= high:
            raise TableError("bad_seats", f"{kind.key} is for {low}-{high} players")
        make_rules(setup.game, setup.rules)  # the rules are checked before anyone sits
        self.setup = setup
        self.now = now
        #: The table's code (what a player types to join): not guessable.
        self.code = code or secrets.token_urlsafe(6)
        self.seats = [Seat() for _ in range(setup.seats)]
        self._server_seed = server_seed or fair_dice.new_server_seed()
        self.commitment = fair_dice.commitment(self._server_seed)
        self.game: Game | None = None
        self.clock: GameClock | None = None
        self._computers: dict[int, Any] = {}

    # -- seats ------------------------------------------------------------------------------

    def sit(self, name: str, player_seed: str, seat: int | None = None) -> tuple[int, str]:
        """A human sits down (at ``seat`` or the first free one): (the seat, its token)."""
        if self.game is not None:
            raise TableError("started", "the game has started")
        name = valid_name(name)
        if not fair_dice.is_hex(player_seed, fair_dice.MAX_PLAYER_SEED):
            raise TableError("bad_seed", "a player's seed is 1-64 hex digits")
        if any(s.name == name for s in self.seats):
            raise TableError("name_taken", f"{name} is already at the table")
        index = self._free(seat)
        token = secrets.token_urlsafe(24)
        self.seats[index] = Seat(name, token=token, player_seed=player_seed)
        return index, token

    def add_computer(self, level: str, seat: int | None = None) -> int:
        """A computer player of ``level`` takes a seat (the host's choice)."""
        if self.game is not None:
            raise TableError("started", "the game has started")
        if level not in LEVELS:
            raise TableError("bad_level", f"a level is one of {', '.join(LEVELS)}")
        index = self._free(seat)
        number = sum(1 for s in self.seats if s.computer) + 1
        self.seats[index] = Seat(f"Computer {number}", computer=True, level=level,
                                 player_seed=fair_dice.new_player_seed())
        return index

    def stand(self, token: str) -> None:
        """A human leaves their seat before the start."""
        if self.game is not None:
            raise TableError("started", "the game has started")
        self.seats[self.seat_of(token)] = Seat()

    def _free(self, seat: int | None) -> int:
        if seat is not None:
            if not 0 <= seat < len(self.seats) or self.seats[seat].taken:
                raise TableError("seat_taken", "that seat is not free")
            return seat
        for i, s in enumerate(self.seats):
            if not s.taken:
                return i
        raise TableError("table_full", "every seat is taken")

    def seat_of(self, token: str) -> int:
        """The seat whose token this is (a TableError for any other string)."""
        for i, s in enumerate(self.seats):
            if s.token and secrets.compare_digest(s.token, token):
                return i
        raise TableError("bad_token", "no seat has that token")

    # -- the game ----------------------------------------------------------------------------

    def start(self) -> None:
        """Every seat taken: the game begins, its dice from the server's and the players'
        seeds."""
        if self.game is not None:
            raise TableError("started", "the game has started")
        if not all(s.taken for s in self.seats):
            raise TableError("seats_free", "a seat is still free")
        players = [Player(s.name, PlayerType.COMPUTER if s.computer else PlayerType.HUMAN,
                          s.level) for s in self.seats]
        game = make_game(make_rules(self.setup.game, self.setup.rules), players,
                         clock_minutes=self.setup.clock_minutes,
                         dice=fair_dice.FairDice(self._server_seed, self.player_seeds(),
                                                 duplicate=self.setup.duplicate))
        self.game = game
        self._computers = {i: make_player(game.game, game.rules, s.level or "medium", seed=i)
                           for i, s in enumerate(self.seats) if s.computer}
        if game.clock_minutes:
            self.clock = GameClock(game.clock_minutes, game.player_count, None,
                                   clocked_seats(game.players))
            self.clock.start(game.current, self.now())

    def player_seeds(self) -> list[str]:
        return [s.player_seed for s in self.seats]

    def act(self, token: str, seq: int, move: Move) -> Game:
        """Seat ``token``'s move number ``seq``: applied when it is that seat's turn, the
        number follows the seat's last one and the engine allows it."""
        index = self.seat_of(token)
        seat = self.seats[index]
        if seq <= seat.last_seq:
            raise TableError("repeated", f"move {seq} was already received")
        if seq != seat.last_seq + 1:
            raise TableError("out_of_order", f"the next move is number {seat.last_seq + 1}")
        game = self._playing()
        if game.current != index:
            raise TableError("not_your_turn", f"it is {game.players[game.current].name}'s turn")
        self.tick()
        if game.finished or game.current != index:
            raise TableError("not_your_turn", "your time ran out")
        refusal = game.refusal(move)
        if refusal is not None:
            raise TableError("illegal", str(refusal))
        seat.last_seq = seq
        self._apply(move)
        return game

    def _playing(self) -> Game:
        if self.game is None:
            raise TableError("not_started", "the game has not started")
        if self.game.finished:
            raise TableError("finished", "the game has ended")
        return self.game

    def _apply(self, move: Move) -> None:
        game = self._playing()
        player = game.current
        try:
            game.apply(move)
        except RuleError as err:
            raise TableError("illegal", str(err)) from err
        if self.clock is not None:
            if game.finished:
                self.clock.stop(self.now())
            elif game.current != player:
                self.clock.start(game.current, self.now())

    def play_computers(self, most: int = 10_000) -> list[Move]:
        """The computer seats play until a human is to move or the game ends."""
        moves: list[Move] = []
        game = self.game
        while (game is not None and not game.finished and game.current in self._computers
               and len(moves) < most):
            move = self._computers[game.current].decide(game)
            self._apply(move)
            moves.append(move)
        return moves

    def tick(self) -> bool:
        """The clocks now: a human whose time ran out is out (the table decides, RULES.md
        §4). Did anything change?"""
        game, clock = self.game, self.clock
        if game is None or clock is None or game.finished or not clock.expired(self.now()):
            return False
        player = game.current
        clock.stop(self.now())
        game.timeout(player)
        if not game.finished:
            clock.start(game.current, self.now())
        return True

    # -- what each seat sees -----------------------------------------------------------------

    def view(self, token: str | None = None) -> dict[str, Any]:
        """What the seat of ``token`` may see (None: a spectator): the table, the players,
        each card it may see (with hidden cards, its own only, until the end), the dice on
        the table, whose turn it is, the clocks. Never a token or the server's seed."""
        seat = self.seat_of(token) if token is not None else None
        game = self.game
        out: dict[str, Any] = {
            "code": self.code, "game": self.setup.game, "rules": dict(self.setup.rules),
            "seat": seat, "commitment": self.commitment,
            "open_scorecards": self.setup.open_scorecards,
            "clock_minutes": self.setup.clock_minutes,
            "state": "waiting" if game is None else "finished" if game.finished else "playing",
            "players": [{"name": s.name, "computer": s.computer, "level": s.level}
                        for s in self.seats],
        }
        if seat is not None:
            out["next_seq"] = self.seats[seat].last_seq + 1
        if game is None:
            return out
        sees = seat_sees(game.player_count, seat, open_scorecards=self.setup.open_scorecards,
                         finished=game.finished)
        for i, player in enumerate(out["players"]):
            player["out"] = game.out[i]
            player["card"] = game.card_state(i) if sees[i] else None
            if self.clock is not None and self.clock.has_clock(i):
                player["clock"] = round(self.clock.remaining(i, self.now()), 1)
        out["current"] = game.current
        out["table"] = game.table_state()
        if game.finished:
            out["winners"] = game.winners()
        return out

    def record(self) -> dict[str, Any]:
        """The game's record; once it has ended, with the dice's seeds revealed."""
        if self.game is None:
            raise TableError("not_started", "the game has not started")
        doc = to_record(self.game)
        if self.game.finished:
            doc["fair_dice"] = {"scheme": fair_dice.SCHEME, "commitment": self.commitment,
                                "server_seed": self._server_seed,
                                "player_seeds": self.player_seeds()}
        return doc
