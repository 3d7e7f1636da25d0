"""Undo of the last written box (Ctrl+Z), until the player's next action.

The game is rebuilt by replaying its record without that write (the engine's
``undo_last_write``): bonuses, joker effects and clock eliminations that followed go with it,
and the dice stay as they were rolled (undo never re-rolls). When nobody else has played
since, the dice source goes on where it was, so an undone roll is never dealt again. The
computer players' turns that followed the write are taken back with it (the player's next
action ends that: their next roll), and the dice source is put back where it stood at the
start of the first of them, so the computers are dealt the same dice again; the reopened
turn, if it throws again, gets dice nobody has seen. Once another human has rolled, or the
game has ended, undo is refused: :func:`undo_refusal` says why. A player undoes only their
own box: at one screen, the next human cannot take back the box of the one before.
"""

from __future__ import annotations

from typing import Any

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.record import last_write_turn, undo_last_write

#: Why an undo is refused (:func:`undo_refusal`): the game has ended; nothing a human wrote
#: is there to take back; the player has rolled since the computers' turns that followed
#: their box; another human has rolled since.
GAME_OVER = "game_over"
NOTHING = "nothing_to_undo"
ROLLED_SINCE = "rolled_since"
OTHER_PLAYED = "other_played"
#: The box an undo would take back is another player's (the next human at one screen).
NOT_YOURS = "not_yours"


def _wrote(turn: dict[str, Any]) -> bool:
    """Did this turn write (a box, or a bank in Thousand)?"""
    return "score" in turn or any("bank" in s for s in turn.get("steps", ()))


def _look(game: Any, handed_over: bool = True, after_end: bool = False
          ) -> tuple[int | None, tuple[str, int | None] | None]:
    """(the turn an undo takes back, why not): one of the two is None. Read from the end:
    it costs the turns since that write, not the whole game. ``handed_over`` False: the
    screen still waits for the next human (hidden cards at one screen), so the one who wrote
    is still at it. ``after_end``: the game has just ended, and its last human box may be
    taken back from the end dialog (the computers' last turns with it)."""
    if game.finished and not after_end:
        return None, (GAME_OVER, None)
    turns = game.turns
    t = len(turns) - 1
    computers = False
    while t >= 0 and game.players[turns[t]["player"]].is_computer:
        computers, t = True, t - 1
    if t < 0:
        return None, (NOTHING, None)
    owner = turns[t]["player"]
    if (handed_over and not game.finished and owner != game.current
            and not game.players[game.current].is_computer):
        # the next human is at the screen (straight after the box, or after the computers'
        # turns): the box is another player's, and each player undoes only their own
        return None, (NOT_YOURS, owner)
    if computers:  # the computers' turns that followed a human's last action
        return (t, None) if _wrote(turns[t]) else (None, (NOTHING, None))
    for t in range(len(turns) - 1, -1, -1):
        player = turns[t]["player"]
        if player != owner:
            # the owner of the last turn has rolled since someone else's turn
            kind = ROLLED_SINCE if game.players[player].is_computer else OTHER_PLAYED
            return None, (kind, owner)
        if _wrote(turns[t]):
            return t, None
    return None, (NOTHING, None)


def undo_target(game: Any, handed_over: bool = True, after_end: bool = False) -> int | None:
    """The turn whose write an undo takes back: a human's last write, when every turn
    after it is a computer's, or that same human's (a solo player who rolled again), and
    the game goes on. None: nothing to undo now."""
    if not game.turns:
        return None
    return _look(game, handed_over, after_end)[0]


def undo_refusal(game: Any, handed_over: bool = True, after_end: bool = False
                 ) -> tuple[str, int | None] | None:
    """Why there is nothing to undo now — a code above and the seat it names (the player
    who rolled since), or None when an undo is possible."""
    if game is None:
        return (NOTHING, None)
    if not game.turns:
        return (GAME_OVER, None) if game.finished else (NOTHING, None)
    return _look(game, handed_over, after_end)[1]


def can_undo(game: Any, handed_over: bool = True, after_end: bool = False) -> bool:
    return game is not None and undo_target(game, handed_over, after_end) is not None


def rewinds_computers(game: Any, handed_over: bool = True, after_end: bool = False
                      ) -> list[int]:
    """The computer players whose turns an undo now takes back (in turn order)."""
    target = undo_target(game, handed_over, after_end)
    if target is None:
        return []
    seats: list[int] = []
    for turn in game.turns[target + 1:]:
        seat = turn["player"]
        if game.players[seat].is_computer and seat not in seats:
            seats.append(seat)
    return seats


def undo(game: Any, handed_over: bool = True, after_end: bool = False) -> Any:
    """The game as it stood just before the last human write (a new game object)."""
    target = undo_target(game, handed_over, after_end)
    if target is None:
        raise RuleError("nothing_to_undo")
    rewind = bool(rewinds_computers(game, handed_over, after_end))
    rebuilt = game
    while True:
        t = last_write_turn(rebuilt)
        if t is None:  # pragma: no cover - undo_target found a write
            raise RuleError("nothing_to_undo")
        last = t <= target
        rebuilt = undo_last_write(rebuilt, rewind=rewind and last)
        if last:
            return rebuilt
