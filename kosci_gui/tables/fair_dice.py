"""Dice every player can check (issue 30 §3): the server commits to a secret seed before the
game, each player adds a seed of their own, every die comes from both, and at the end the
server reveals its seed so that anyone can check every die of the record.

The scheme (``kosci-fair-dice/1``, docs/protocol.md):

- the server seed is 32 random bytes, written as 64 hex digits; its *commitment* is the
  SHA-256 of those bytes, shown (hex) before any player gives a seed;
- the players' seeds are short texts (:data:`SEED_CHARS`, at most :data:`SEED_LENGTH`), one
  per seat in seat order ("" for a seat that gave none), joined with ``,``;
- every die is ``HMAC-SHA256(server seed, message)`` over the message
  ``kosci-fair-dice/1|<seeds>|<stream>|<n>|<k>|<attempt>`` mapped to 1-6 without modulo
  bias: the digest's bytes are read in order and the first byte below 252 (= 6 × 42) gives
  ``byte % 6 + 1``; if none is (a chance of 1 in 10^57), ``attempt`` counts up;
- ``stream`` is ``t`` and ``n`` the turn's index in the record, or with duplicate dice
  (RULES.md §5a) ``d`` and ``n`` the player's turn number, so every player's n-th turn reads
  the same stream; ``k`` counts the dice drawn in that turn (or stream), roll by roll and in
  position order within a roll: exactly the order in which the engine draws them.

:class:`FairDice` plugs the scheme into the engine through its seam (a
:class:`~kosci_gui.engine.dice.DiceSource` handed to the game); :func:`check_record` checks
a finished record's dice.
"""

from __future__ import annotations

import hashlib
import hmac
import itertools
import re
import secrets
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.record import from_record

SCHEME = "kosci-fair-dice/1"
#: A player's seed: at most this many of these characters (the app sends 32 hex digits).
SEED_LENGTH = 64
SEED_CHARS = re.compile(r"[A-Za-z0-9_-]*")
_SERVER_SEED = re.compile(r"[0-9a-f]{64}")
#: Bytes at or above this would make ``byte % 6`` favour the low faces: they are skipped.
_UNBIASED = 252


def new_server_seed() -> str:
    """A fresh secret server seed (64 hex digits)."""
    return secrets.token_hex(32)


def new_player_seed() -> str:
    """A seed a player's app adds (32 hex digits)."""
    return secrets.token_hex(16)


def commitment(server_seed: str) -> str:
    """The SHA-256 (hex) of the server seed's bytes: shown before the game, checked after."""
    return hashlib.sha256(bytes.fromhex(server_seed)).hexdigest()


def valid_player_seed(seed: object) -> bool:
    return (isinstance(seed, str) and len(seed) <= SEED_LENGTH
            and SEED_CHARS.fullmatch(seed) is not None)


def valid_server_seed(seed: object) -> bool:
    return isinstance(seed, str) and _SERVER_SEED.fullmatch(seed) is not None


def face(digest: bytes) -> int | None:
    """The die a digest gives: its first byte below 252, modulo 6, plus 1 (each face from
    exactly 42 byte values); None when every byte is 252 or more."""
    for byte in digest:
        if byte < _UNBIASED:
            return byte % 6 + 1
    return None


def die(server_seed: str, player_seeds: Sequence[str], stream: str, n: int, k: int) -> int:
    """The ``k``-th die of turn (or duplicate stream) ``n``: 1 to 6, each equally likely."""
    key = bytes.fromhex(server_seed)
    base = f"{SCHEME}|{','.join(player_seeds)}|{stream}|{n}|{k}|"
    for attempt in itertools.count():  # pragma: no branch
        value = face(hmac.new(key, f"{base}{attempt}".encode(), hashlib.sha256).digest())
        if value is not None:
            return value
    raise AssertionError("unreachable")  # pragma: no cover


def public_seed(commit: str) -> int:
    """The record's ``seed`` for a table game: a number derived from the commitment, which
    tells nothing about the dice (the record carries its dice; replay never draws)."""
    return int(commit[:15], 16)


class FairDice(DiceSource):
    """The engine's dice source at a table: every die from :func:`die`.

    The game calls :meth:`begin_turn` once for every turn it adds to its record (timed-out
    turns included), so the source counts the record's turns itself."""

    def __init__(self, server_seed: str, player_seeds: Sequence[str], *,
                 duplicate: bool = False) -> None:
        if not valid_server_seed(server_seed):
            raise ValueError("a server seed is 64 lowercase hex digits")
        if not all(valid_player_seed(s) for s in player_seeds):
            raise ValueError("a player's seed is at most 64 letters, digits, '-' or '_'")
        super().__init__(public_seed(commitment(server_seed)), duplicate=duplicate)
        self.server_seed = server_seed
        self.player_seeds = tuple(player_seeds)
        self._turns = 0
        self._stream = "t"
        self._n = 0
        self._k = 0

    def begin_turn(self, number: int) -> None:
        if self.duplicate:
            self._stream, self._n = "d", number
        else:
            self._stream, self._n = "t", self._turns
        self._turns += 1
        self._k = 0

    def die(self) -> int:
        value = die(self.server_seed, self.player_seeds, self._stream, self._n, self._k)
        self._k += 1
        self.draws += 1
        return value


@dataclass(frozen=True)
class DrawnDie:
    """One die a record shows drawn: turn ``turn`` (its index), roll (or throw) ``roll`` of
    that turn, position ``position`` of that roll, showing ``value``."""

    turn: int
    roll: int
    position: int
    value: int


@dataclass(frozen=True)
class Mismatch:
    """Why a record's dice do not check: the first die that does not match (``die``), or a
    reason that concerns them all (a revealed seed that does not match the commitment)."""

    reason: str
    die: DrawnDie | None = None
    expected: int | None = None

    def __str__(self) -> str:
        if self.die is None:
            return self.reason
        d = self.die
        return (f"turn {d.turn}, roll {d.roll + 1}, die {d.position + 1}: the record shows "
                f"{d.value}, the seeds give {self.expected}")


def drawn_dice(turn: Mapping[str, Any], t: int) -> Iterator[DrawnDie]:
    """The dice turn ``t`` of a (replayed, so well-formed) record drew, in the order they
    were drawn (docs/records.md: a Kości-family roll draws the positions it does not hold; a
    Thousand throw draws every die it lists)."""
    for r, roll in enumerate(turn.get("rolls", ())):
        held = set(roll.get("held", ()))
        for p, value in enumerate(roll["dice"]):
            if p not in held:
                yield DrawnDie(t, r, p, value)
    throws = (step["roll"] for step in turn.get("steps", ()) if "roll" in step)
    for r, values in enumerate(throws):
        for p, value in enumerate(values):
            yield DrawnDie(t, r, p, value)


def fair_dice_meta(record: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The record's fair-dice block (``meta.fair_dice``), or None for a record without one."""
    meta = record.get("meta")
    block = meta.get("fair_dice") if isinstance(meta, Mapping) else None
    return block if isinstance(block, Mapping) else None


def check_record(record: Mapping[str, Any]) -> Mismatch | None:
    """Check every die of a table's record against the commitment and the revealed seed:
    None when every die matches, else the first mismatch. A record that is not legal raises
    the engine's RecordError (it is replayed first); one without fair dice gives a Mismatch."""
    from_record(record)
    return check_dice(record)


def check_dice(record: Mapping[str, Any]) -> Mismatch | None:
    """:func:`check_record` for a record already replayed (known to be legal)."""
    block = fair_dice_meta(record)
    if block is None or block.get("scheme") != SCHEME:
        return Mismatch(f"the record has no {SCHEME} dice to check")
    seed, commit, seeds = block.get("server_seed"), block.get("commitment"), \
        block.get("player_seeds")
    if not valid_server_seed(seed):
        return Mismatch("the server has not revealed its seed")
    assert isinstance(seed, str)
    if commit != commitment(seed):
        return Mismatch("the revealed server seed does not match the commitment")
    if not isinstance(seeds, list) or not all(valid_player_seed(s) for s in seeds):
        return Mismatch("the players' seeds are missing or malformed")
    duplicate = bool((record.get("settings") or {}).get("duplicate"))
    started: dict[int, int] = {}
    for t, turn in enumerate(record["turns"]):
        player = turn["player"]
        number = started.get(player, 0)
        started[player] = number + 1
        stream, n = ("d", number) if duplicate else ("t", t)
        for k, drawn in enumerate(drawn_dice(turn, t)):
            expected = die(seed, seeds, stream, n, k)
            if drawn.value != expected:
                return Mismatch("a die does not match", drawn, expected)
    return None


__all__ = ["SCHEME", "DrawnDie", "FairDice", "Mismatch", "check_dice", "check_record",
           "commitment", "die", "face", "fair_dice_meta", "new_player_seed", "new_server_seed",
           "valid_player_seed", "valid_server_seed"]
