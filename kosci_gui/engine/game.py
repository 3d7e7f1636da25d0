"""What every game shares: players, turn order, elimination by the clock, ranking and the
record of turns played so far (RULES.md §1, §4, §6)."""

from __future__ import annotations

import copy
import dataclasses
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .dice import DiceSource
from .errors import RuleError
from .events import Event, TimedOut
from .moves import Move, Roll
from .rules import GameFacts, Rules
from .seats import LEVELS, PlayerType

__all__ = ["LEVELS", "Game", "Player", "PlayerType", "SeatSummary", "check_clock",
           "make_players"]


@dataclass(frozen=True)
class Player:
    """A seat at the table: a unique name, human or computer (with a strength level)."""

    name: str
    type: PlayerType = PlayerType.HUMAN
    level: str | None = None

    def __post_init__(self) -> None:
        # "human" / "computer" from records and callers become the enum
        object.__setattr__(self, "type", PlayerType(self.type))

    @property
    def is_computer(self) -> bool:
        return self.type is PlayerType.COMPUTER

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "type": self.type.value}
        if self.level is not None:
            out["level"] = self.level
        return out


def clean_name(name: object) -> str | None:
    """A player's name as the game keeps it: trimmed and NFC-normalised, so one name is
    always spelled one way (statistics group by it). None when it cannot be a name: not
    text, a control character or lone surrogate in it, or nothing visible (only spaces and
    zero-width characters)."""
    if not isinstance(name, str):
        return None
    if any(unicodedata.category(c) in ("Cc", "Cs") for c in name):
        return None
    name = unicodedata.normalize("NFC", name.strip())
    if all(c.isspace() or unicodedata.category(c) in ("Cf", "Mn", "Me", "Zs") for c in name):
        return None
    return name


def make_players(kind: GameFacts, players: Iterable[Player | str | Mapping[str, Any]]
                 ) -> tuple[Player, ...]:
    """Validated players of the game ``kind``: as many as it allows (1-6; 2-6 in Thousand),
    unique names (see :func:`clean_name`)."""
    seats: list[Player] = []
    for p in players:
        if isinstance(p, Player):
            seats.append(p)
        elif isinstance(p, str):
            seats.append(Player(p))
        else:
            seats.append(Player(p["name"], p.get("type", "human"), p.get("level")))
    low, high = kind.players
    if not low <= len(seats) <= high:
        raise RuleError("bad_players", game=kind.key, low=low, high=high, count=len(seats))
    names: set[str] = set()
    for i, seat in enumerate(seats):
        name = clean_name(seat.name)
        if name is None or name in names:
            raise RuleError("bad_player_name", name=seat.name)
        names.add(name)
        if name != seat.name:
            seats[i] = dataclasses.replace(seat, name=name)
    return tuple(seats)


#: The game clock's shortest and longest time per player, in minutes (RULES.md §4).
CLOCK_MINUTES = (2, 15)


def check_clock(minutes: Any) -> int | None:
    """The game clock in whole minutes per player (:data:`CLOCK_MINUTES`), or None for no
    clock."""
    if minutes is None:
        return None
    low, high = CLOCK_MINUTES
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not low <= minutes <= high:
        raise RuleError("bad_clock", minutes=minutes, low=low, high=high)
    return minutes


@dataclass(frozen=True)
class SeatSummary:
    """What the history keeps of one seat besides its total: five equal dice written into
    any box, the columns whose upper bonus was earned and the columns where one could be
    (each None where the game has no such thing)."""

    five_kinds: int | None = None
    bonus_columns: int | None = None
    columns: int | None = None


class Game:
    """Base of the two state machines. Subclasses implement the turn itself.

    Every action either succeeds or raises :class:`RuleError` leaving the state unchanged.
    ``turns`` holds the record form of every turn so far (the current one last); ``events``
    what the last action did. The GUI asks the game what is allowed (:meth:`refusal`,
    :meth:`can_roll`, :meth:`can_hold`) and never restates a rule.
    """

    game: str
    #: The kinds of move this game has (the window offers the actions of these only).
    MOVES: frozenset[type[Move]] = frozenset()
    #: The kind of move that writes a turn's points and ends the turn (a box in the Kości
    #: family, the bank in Thousand): what undo takes back and the pad's pen sounds for.
    WRITE: type[Move]

    def __init__(self, rules: Rules, players: Sequence[Player | str | Mapping[str, Any]],
                 *, clock_minutes: int | None = None, dice: DiceSource | None = None) -> None:
        self.rules = rules
        self.game = rules.game
        self.players = make_players(rules.kind, players)
        self.clock_minutes = check_clock(clock_minutes)
        self.dice_source = dice if dice is not None else DiceSource()
        self.out = [False] * len(self.players)
        #: The players put out by the clock, in the order they went out.
        self.out_order: list[int] = []
        self.current = 0
        self.finished = False
        self.turns: list[dict[str, Any]] = []
        self._open_turn: dict[str, Any] | None = None
        #: How many turns each player has started (the turns above, counted as they come).
        self._turns_started = [0] * len(self.players)
        self._winners: list[int] | None = None
        #: What the last action did (see :mod:`kosci_gui.engine.events`).
        self.events: list[Event] = []

    # -- queries ---------------------------------------------------------------------------

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def duplicate(self) -> bool:
        """Duplicate dice (RULES.md §5a): every player's n-th turn draws the same stream."""
        return self.dice_source.duplicate

    def turn_number(self) -> int:
        """The current player's turn number, 0-based (their turns before the current one)."""
        started = self._turns_started[self.current]
        return started - 1 if self._open_turn is not None else started

    def totals(self) -> list[int]:
        raise NotImplementedError

    def turn_count(self) -> int | None:
        """Turns per player in a whole game, or None where the game has no fixed length."""
        return None

    def table_state(self) -> dict[str, Any]:
        """What lies on the table now, for a state dump (``kosci --script``: docs/storage.md);
        nothing by default."""
        return {}

    def told_total(self, player: int, total: int, by: int | None) -> None:
        """A seat's own copy of a game at a table with hidden cards (tables/follow.py) is
        told ``player``'s total by the table after ``by``'s action: where another player's
        unseen write can change it, the copy follows. Nothing by default: a card of the Kości
        family depends only on its own turns."""

    def summary(self) -> list[SeatSummary]:
        """Per seat, what the history keeps besides the total (nothing by default)."""
        return [SeatSummary() for _ in self.players]

    @property
    def turn_open(self) -> bool:
        """Has the current turn begun (a roll or throw made) and not yet ended?"""
        return self._open_turn is not None

    def in_play(self) -> list[int]:
        """Indexes of the players not out, in turn order."""
        return [i for i, out in enumerate(self.out) if not out]

    def winners(self) -> list[int]:
        """Winners in turn order: empty until the game has finished (and for a solo game
        lost to the clock); several in a draw."""
        if not self.finished:
            return []
        if self._winners is not None:
            return list(self._winners)
        alive = self.in_play()
        if not alive:
            return []
        totals = self.totals()
        best = max(totals[i] for i in alive)
        return [i for i in alive if totals[i] == best]

    def ranking(self) -> list[tuple[int, int]]:
        """``(rank, player)`` pairs, rank 1 first: winners first, then the players still in by
        total (equal totals share a rank), then those put out by the clock, the one who went
        out later higher, whatever the totals (RULES.md §4)."""
        totals = self.totals()
        winners = self.winners()

        def key(i: int) -> tuple[int, int, int]:
            if self.out[i] and i not in winners:
                return (1, 1, -self.out_order.index(i))
            return (0 if i in winners else 1, 0, -totals[i])

        order = sorted(range(self.player_count), key=lambda i: (key(i), i))
        ranks: list[tuple[int, int]] = []
        for pos, i in enumerate(order):
            if pos and key(order[pos - 1]) == key(i):
                ranks.append((ranks[-1][0], i))
            else:
                ranks.append((pos + 1, i))
        return ranks

    # -- what the player may do now --------------------------------------------------------

    def apply(self, move: Move, player: int | None = None) -> Any:
        """Perform any move of this game; raises :class:`RuleError` when it is refused."""
        raise NotImplementedError

    def refusal(self, move: Move) -> RuleError | None:
        """Why ``move`` would be refused now, or None when it is allowed. Nothing changes."""
        raise NotImplementedError

    def roll_move(self) -> Roll:
        """The roll the current player would make now (Kości: with the dice now held)."""
        return Roll(self.held_positions())

    def can_roll(self) -> bool:
        return self.refusal(self.roll_move()) is None

    def can_hold(self, index: int) -> bool:
        """May the current player hold (or release) die ``index`` now? (Kości: keep it for
        the next roll; Thousand: choose it to set aside.)"""
        return self.hold_refusal(index) is None

    def hold_refusal(self, index: int) -> RuleError | None:
        """Why die ``index`` cannot be held or released now, or None."""
        return RuleError("not_this_game")

    def toggle_hold(self, index: int, player: int | None = None) -> bool:
        """Hold a free die or release a held one; returns whether it is now held."""
        raise self.hold_refusal(index) or RuleError("not_this_game")

    def dice_on_table(self) -> tuple[int, ...]:
        """The values of the dice the player may hold now, by position (none before a
        roll)."""
        return ()

    def held_positions(self) -> tuple[int, ...]:
        """Positions of the dice held (Kości: kept for the next roll; Thousand: chosen to set
        aside), in order."""
        return ()

    def set_held(self, positions: Iterable[int], player: int | None = None) -> None:
        """Hold exactly the dice at these positions (a saved game's holds are put back so)."""
        if tuple(positions):
            raise RuleError("not_this_game")

    def writes(self, move: object) -> bool:
        """Is ``move`` this game's write of a turn's points (see :attr:`WRITE`)?"""
        return isinstance(move, self.WRITE)

    def must_write(self) -> bool:
        """Has the current player used every roll, so that only a write is left?"""
        return False

    # -- shared actions ----------------------------------------------------------------------

    def check_turn(self, player: int | None = None) -> None:
        """Refuse any action after the end, or by someone whose turn it is not."""
        if self.finished:
            raise RuleError("game_over")
        if player is not None and (isinstance(player, bool) or player != self.current):
            if 0 <= player < self.player_count and self.out[player]:
                raise RuleError("player_out", player=self.players[player].name)
            name = self.players[player].name if 0 <= player < self.player_count else player
            raise RuleError("not_your_turn", current=self.players[self.current].name,
                            player=name)

    def timeout(self, player: int | None = None) -> None:
        """The current player's clock ran out: they are out, the others play on (RULES §4)."""
        self.check_turn(player)
        if self.clock_minutes is None:
            raise RuleError("no_clock")
        turn = self._turn_record()
        turn["timeout"] = True
        self.events = [TimedOut(self.current)]
        self._on_timeout()
        self.out[self.current] = True
        self.out_order.append(self.current)
        alive = self.in_play()
        if len(alive) <= 1 and (self.player_count > 1 or not alive):
            self._finish(alive if self.player_count > 1 else [])
            return
        self._next_player()

    # -- for subclasses ----------------------------------------------------------------------

    def _new_turn_record(self) -> dict[str, Any]:
        """The record form of an empty turn of the current player."""
        return {"player": self.current}

    def _turn_record(self) -> dict[str, Any]:
        """The record of the current turn, starting it if needed."""
        if self._open_turn is None:
            self.dice_source.begin_turn(self.turn_number())
            self._open_turn = self._new_turn_record()
            self.turns.append(self._open_turn)
            self._turns_started[self.current] += 1
        return self._open_turn

    def _close_turn(self) -> None:
        self._open_turn = None

    def _on_timeout(self) -> None:
        """Hook: tidy the turn in progress when the clock runs out."""

    def _finish(self, winners: list[int] | None = None) -> None:
        self._close_turn()
        self.finished = True
        self._winners = winners

    def _next_player(self) -> None:
        """Close the turn and pass to the next player still in; end the game when done."""
        self._close_turn()
        if self._all_done():
            self._finish()
            return
        n = self.player_count
        for step in range(1, n + 1):
            candidate = (self.current + step) % n
            if not self.out[candidate]:
                self.current = candidate
                break
        self._start_turn()

    def _all_done(self) -> bool:
        return False

    def _start_turn(self) -> None:
        """Hook: reset the per-turn state for ``self.current``."""

    def record_turns(self) -> list[dict[str, Any]]:
        """The turns in record form (deep copies, safe to serialise or change)."""
        return copy.deepcopy(self.turns)
