"""Dice every player can check (issue 30 §3).

At a table's start the server shows a commitment to a secret seed of its own (its SHA-256);
each player's app adds a seed of its own; every die comes from both: HMAC-SHA256 keyed by
the server's seed over the players' seeds, the stream (the game's, or in duplicate mode the
turn number's, RULES.md §5a) and the die's index in it, each byte below 252 giving a face
(``byte % 6 + 1``: 252 is the largest multiple of six a byte holds, so no face is likelier),
the bytes above it passed over. At the end the server reveals its seed; anyone can check the
commitment and every die of the record (:func:`check_record`).

Neither side alone decides a die: the server committed to its seed before it saw the players'
seeds, and the players' seeds cannot make a die they want without the server's secret.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from kosci_gui.engine.dice import DiceSource

#: Names the derivation; a later one gets another name and old records keep theirs.
SCHEME = "kosci-fair-dice/1"
#: The largest multiple of six below 256: a byte at or above it is passed over.
LIMIT = 252
#: A player's seed: what the app sends (hex, at most this long).
MAX_PLAYER_SEED = 64


def new_server_seed() -> str:
    """A server's secret seed (64 hex digits)."""
    return secrets.token_hex(32)


def new_player_seed() -> str:
    """A player's app's seed (32 hex digits)."""
    return secrets.token_hex(16)


def commitment(server_seed: str) -> str:
    """What the server shows before the first die: the SHA-256 of its seed (hex)."""
    return hashlib.sha256(server_seed.encode("ascii")).hexdigest()


def _message(player_seeds: Sequence[str], stream: str, index: int, attempt: int) -> bytes:
    return f"{SCHEME}|{','.join(player_seeds)}|{stream}|{index}|{attempt}".encode("ascii")


def die_value(server_seed: str, player_seeds: Sequence[str], stream: str, index: int) -> int:
    """Die number ``index`` (0-based) of ``stream``: 1 to 6, each exactly 1/6 likely."""
    key = server_seed.encode("ascii")
    attempt = 0
    while True:
        digest = hmac.new(key, _message(player_seeds, stream, index, attempt),
                          hashlib.sha256).digest()
        for byte in digest:
            if byte < LIMIT:
                return byte % 6 + 1
        attempt += 1  # (32 bytes all passed over: about once in 10^57 dice)


def is_hex(text: str, longest: int) -> bool:
    """Is ``text`` 1 to ``longest`` lower-case hex digits?"""
    return 0 < len(text) <= longest and all(c in "0123456789abcdef" for c in text)


def stream_name(duplicate: bool, turn: int) -> str:
    """The game's one stream, or the turn number's in duplicate mode."""
    return f"turn-{turn}" if duplicate else "game"


class FairDice(DiceSource):
    """The engine's dice source (same state, same modes) drawing from :func:`die_value`."""

    def __init__(self, server_seed: str, player_seeds: Sequence[str], draws: int = 0, *,
                 duplicate: bool = False, turn: int = 0, position: int = 0) -> None:
        self.server_seed = server_seed
        self.player_seeds = tuple(player_seeds)
        # (the int seed the records carry: the commitment's first 63 bits, for reference)
        super().__init__(int(commitment(server_seed)[:16], 16) >> 1, draws,
                         duplicate=duplicate, turn=turn, position=position)

    def _go_to(self, draws: int) -> None:
        self.draws = draws
        self.position = draws  # (random access: the index of the next die)

    def _enter(self, turn: int, position: int) -> None:
        self.turn = turn
        self.position = position

    def _next(self) -> int:
        value = die_value(self.server_seed, self.player_seeds,
                          stream_name(self.duplicate, self.turn), self.position)
        self.position += 1
        return value


@dataclass(frozen=True)
class Thrown:
    """A throw's dice as the record shows them, and where they come from."""

    turn: int       #: the record's turn index
    step: int       #: the roll (Kości) or step (Thousand) index in that turn
    stream: str
    first: int      #: the index in the stream of the throw's first die
    dice: tuple[int, ...]


def thrown_dice(record: dict[str, Any]) -> Iterator[Thrown]:
    """Every throw of a record (``kosci-record/1``) with the dice it threw, in order: a
    Kości roll throws the dice not held (in position order), a Thousand throw every die
    in hand. The game's stream runs on from throw to throw; in duplicate mode each
    player's n-th turn starts the stream of turn n."""
    duplicate = bool((record.get("settings") or {}).get("duplicate"))
    started: dict[int, int] = {}
    index = 0
    for t, turn in enumerate(record.get("turns", [])):
        player = turn.get("player", 0)
        number = started.get(player, 0)
        started[player] = number + 1
        if duplicate:
            index = 0
        stream = stream_name(duplicate, number)
        throws: list[tuple[int, tuple[int, ...]]] = []
        for r, roll in enumerate(turn.get("rolls", [])):
            held = set(roll.get("held") or ())
            throws.append((r, tuple(d for i, d in enumerate(roll["dice"]) if i not in held)))
        for s, step in enumerate(turn.get("steps", [])):
            if "roll" in step:
                throws.append((s, tuple(step["roll"])))
        for step_index, dice in throws:
            yield Thrown(t, step_index, stream, index, dice)
            index += len(dice)


def check_record(record: dict[str, Any], server_seed: str,
                 player_seeds: Sequence[str]) -> str | None:
    """None when every die of the record comes from the seeds; else the first die that
    does not, in words ("turn 3, roll 2, die 4: 5 where the seeds give 2")."""
    for thrown in thrown_dice(record):
        for k, value in enumerate(thrown.dice):
            wanted = die_value(server_seed, player_seeds, thrown.stream, thrown.first + k)
            if value != wanted:
                return (f"turn {thrown.turn + 1}, throw {thrown.step + 1}, die {k + 1}: "
                        f"{value} where the seeds give {wanted}")
    return None


def check_table_dice(record: dict[str, Any]) -> str | None:
    """A table's record (its ``fair_dice``: the commitment, the revealed seed, the players'
    seeds): None when the seed matches its commitment and every die comes from the seeds,
    else why not."""
    fair = record.get("fair_dice")
    if not isinstance(fair, dict):
        return "the record has no fair_dice"
    seed, shown, players = fair.get("server_seed"), fair.get("commitment"), fair.get(
        "player_seeds")
    if not isinstance(seed, str) or not isinstance(shown, str) or not isinstance(
            players, list) or not all(isinstance(p, str) for p in players):
        return "fair_dice needs server_seed, commitment and player_seeds"
    if not is_hex(seed, 128) or not all(is_hex(p, MAX_PLAYER_SEED) for p in players):
        return "the seeds must be hex digits"
    if fair.get("scheme") != SCHEME:
        return f"unknown dice scheme {fair.get('scheme')!r}"
    if commitment(seed) != shown:
        return "the revealed seed does not match the commitment shown at the start"
    return check_record(record, seed, players)
