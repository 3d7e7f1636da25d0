"""The engine's moves (:mod:`kosci_gui.engine.moves`) as JSON objects, for the journal and the
protocol: ``{"kind": "roll", "held": [0, 2]}``, ``{"kind": "write", "box": "chance",
"column": 0}``, ``{"kind": "set_aside", "dice": [1, 5]}``, ``{"kind": "bank"}``,
``{"kind": "pass"}``. Reading is strict: a wrong kind, key or type is a
:class:`~.errors.TableError` (``bad_move``); whether the move is allowed is the engine's
question, not this module's."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kosci_gui.engine.moves import Bank, Move, Pass, Roll, SetAside, Write

from .errors import TableError

#: The longest list of dice a move may carry and the longest box key.
MOST_DICE = 6
MOST_BOX = 32
_KINDS: dict[str, type[Move]] = {"roll": Roll, "write": Write, "set_aside": SetAside,
                                 "bank": Bank, "pass": Pass}
_NAMES = {cls: name for name, cls in _KINDS.items()}
_KEYS: dict[str, frozenset[str]] = {
    "roll": frozenset({"held"}), "write": frozenset({"box", "column", "automatic"}),
    "set_aside": frozenset({"dice"}), "bank": frozenset(), "pass": frozenset()}


def move_to_json(move: Move) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": _NAMES[type(move)]}
    if isinstance(move, Roll):
        out["held"] = list(move.held)
    elif isinstance(move, Write):
        out.update(box=move.box, column=move.column)
        if move.automatic:
            out["automatic"] = True
    elif isinstance(move, SetAside):
        out["dice"] = list(move.dice)
    return out


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _small_ints(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > MOST_DICE or not all(
            _whole(v) and -1 <= v <= 9 for v in value):
        raise TableError("bad_move", why=f"'{what}' must be a list of at most {MOST_DICE} "
                         "small whole numbers")
    return tuple(value)


def move_from_json(data: Any) -> Move:
    """The move a JSON object describes (TableError ``bad_move`` when it describes none)."""
    if not isinstance(data, Mapping):
        raise TableError("bad_move", why="a move is an object with a 'kind'")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in _KINDS:
        raise TableError("bad_move", why=f"'kind' must be one of {', '.join(_KINDS)}")
    extra = sorted(set(data) - _KEYS[kind] - {"kind"})
    if extra:
        raise TableError("bad_move", why=f"unknown key(s) {', '.join(map(str, extra))}")
    if kind == "roll":
        return Roll(_small_ints(data.get("held", []), "held"))
    if kind == "write":
        box, column = data.get("box"), data.get("column", 0)
        automatic = data.get("automatic", False)
        if not isinstance(box, str) or not 0 < len(box) <= MOST_BOX:
            raise TableError("bad_move", why="'box' must be a box's key")
        if not _whole(column) or not 0 <= column <= 9:
            raise TableError("bad_move", why="'column' must be a small whole number")
        if not isinstance(automatic, bool):
            raise TableError("bad_move", why="'automatic' must be true or false")
        return Write(box, column, automatic)
    if kind == "set_aside":
        return SetAside(_small_ints(data.get("dice"), "dice"))
    return Bank() if kind == "bank" else Pass()
