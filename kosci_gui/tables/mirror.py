"""A seat's own copy of the game from what the table shows it (:mod:`.views`), for a computer
(or the window) at that seat to think about.

With open cards, or once the game has ended, the record is whole and the copy is the game
itself. With hidden cards the other seats' turns are masked: the copy plays a *ghost* turn
for each (its own dice, never a write where the game lets a turn end without one), so turn
order, timeouts and the seat's own card are as at the table. In the Kości family a card
depends only on its own turns, so the seat's own position is exact; in Thousand another
player's write can overtake the seat, which the copy cannot know, so its score there may
differ by the overtaking points. The table checks every move and refuses one the true
score forbids; :func:`candidates` lists the moves to fall back on then.

:class:`Mirror` keeps the copy up to date from a seat's views and updates, replaying only
the turns that changed (the turns before the last are replayed once).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from typing import Any

from kosci_gui.engine.errors import RecordError, RuleError
from kosci_gui.engine.game import Game
from kosci_gui.engine.games import describe
from kosci_gui.engine.moves import Bank, Move, Pass, Roll
from kosci_gui.engine.record import replay

#: The most moves a ghost turn may take (a real one takes a few).
_GHOST_MOVES = 200


def is_masked(turn: Mapping[str, Any]) -> bool:
    """A turn whose content the viewer may not see (only whose it was, and a timeout)."""
    return set(turn) <= {"player", "timeout"}


class Mirror:
    """A seat's copy of the game, fed with the seat's views (:meth:`update`)."""

    def __init__(self) -> None:
        self.head: dict[str, Any] | None = None
        self.turns: list[dict[str, Any]] = []
        self.current: int | None = None
        self._base: Game | None = None   # the game after the turns before ``_done``
        self._done = 0
        self._ghost: Any = None

    def update(self, view: Mapping[str, Any]) -> None:
        """Take in a view or an update of the table (its record's turns from
        ``turns_from`` on replace those the copy had)."""
        record = view.get("record")
        if record is None:
            return
        start = view.get("turns_from", 0)
        head = {k: v for k, v in record.items() if k not in ("turns", "meta")}
        if head != self.head or start < self._done or start > len(self.turns):
            self._base = None
            self._done = 0
        if start > len(self.turns):
            raise RecordError(f"an update from turn {start}, but the copy has "
                              f"{len(self.turns)} turns")
        self.head = head
        self.turns = self.turns[:start] + [dict(t) for t in record["turns"]]
        self.current = view.get("current")

    def game(self) -> Game:
        """The copy as it stands (a fresh object: the caller may change it)."""
        if self.head is None:
            raise RecordError("no game at this table yet")
        if self._base is None:
            header = dict(self.head, turns=[], seed=1)  # the ghosts' dice: any will do
            self._base = next(replay(header))
            self._done = 0
        while self._done < len(self.turns) - 1:
            self._apply(self._base, self._done, last=False)
            self._done += 1
        game = copy.deepcopy(self._base)
        if self.turns:
            self._apply(game, len(self.turns) - 1, last=True)
        return game

    def _apply(self, game: Game, t: int, *, last: bool) -> None:
        turn = self.turns[t]
        if game.finished:
            return  # the copy's own score reached the goal early (see above)
        if is_masked(turn) and turn.get("timeout"):
            game.timeout(turn["player"])
        elif is_masked(turn):
            if not (last and self.current == turn["player"]):
                self.ghost_turn(game)
        else:
            try:
                game.check_turn(turn["player"])
                describe(game.game).replay_turn(game, t, copy.deepcopy(turn), last)
            except (RuleError, RecordError):
                # the copy's score is not the table's: the rest of this turn as a ghost's
                if not last and not game.finished and game.turn_open:
                    self.ghost_turn(game)

    def use_ghost(self, player: Any) -> None:
        """The computer player the ghost writes with (made elsewhere, e.g. in the background:
        made here on first need it takes a second, the tables being loaded)."""
        self._ghost = player

    def ghost_turn(self, game: Game) -> None:
        """Play the current player's turn without a write where the game allows one
        (Thousand: pass), else as the weakest computer would (a Kości card is nobody
        else's business)."""
        player, turns = game.current, len(game.turns)
        started = turns if not game.turn_open else turns - 1
        for _ in range(_GHOST_MOVES):
            if game.finished or game.current != player or (
                    len(game.turns) > started and not game.turn_open):
                return
            if Pass in game.MOVES and game.refusal(Pass()) is None:
                game.apply(Pass())
            elif game.can_roll():
                game.apply(game.roll_move())
            else:
                if self._ghost is None:
                    from kosci_gui import ai

                    self._ghost = ai.make_player(game.game, game.rules, "easy", seed=1)
                move = self._ghost.decide(game)
                game.apply(Pass() if isinstance(move, Bank) else move)
        raise RecordError("a ghost turn did not end")


def mirror_game(record: Mapping[str, Any], current: int | None = None) -> Game:
    """The copy of a whole view's record at once (see :class:`Mirror`)."""
    mirror = Mirror()
    mirror.update({"record": record, "current": current})
    return mirror.game()


def candidates(game: Game, player: Any) -> Iterator[Move]:
    """The moves a computer at the table tries, in order, on its copy of the game: its own
    choice first; if the table refuses it (a copy that is not exact), every option the
    advisor sees, best first; then a throw, and ending the turn without a write."""
    from kosci_gui import ai

    tried: list[Move] = []
    first = player.decide(game)
    tried.append(first)
    yield first
    fallback: list[Move] = [game.roll_move(), Roll()]
    if Pass in game.MOVES:
        fallback.insert(0, Pass())
    for move in [a.move for a in ai.advise_values(game)] + fallback:
        if move not in tried:
            tried.append(move)
            yield move
