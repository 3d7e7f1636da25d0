"""Why a table refuses an action: a stable code (the protocol's error code, docs/protocol.md)
and parameters; ``str(error)`` is the English message. Nothing was changed."""

from __future__ import annotations

from typing import Any

from kosci_gui.engine.errors import RuleError

#: English messages of the table's refusals, by code.
TABLE_MESSAGES: dict[str, str] = {
    "bad_table": "the table cannot be set up so: {why}",
    "bad_name": "{name!r} is not a name: a name is 1 to {most} visible characters",
    "name_taken": "{name!r} already sits at this table",
    "bad_seed": "a player's seed is at most 64 letters, digits, '-' or '_'",
    "bad_seat": "there is no seat {seat} at this table",
    "seat_taken": "seat {seat} is taken",
    "table_full": "every seat at this table is taken",
    "not_seated": "this connection has no seat at this table",
    "not_host": "only the host ({host}) starts the game",
    "not_waiting": "the game at this table has already started",
    "not_playing": "no game is being played at this table now",
    "not_finished": "the game at this table has not ended yet",
    "too_few_players": "{game} needs at least {low} players, not {count}",
    "seq_used": "message {seq} was already handled (the last was {last}): never twice",
    "stale": "the table has moved on (now at {version}, the move was made at {at})",
    "refused": "the rules refuse the move: {why}",
    "bad_move": "not a move: {why}",
    "bad_phrase": "there is no quick phrase {phrase!r}",
}


class TableError(ValueError):
    """An action the table refuses; ``code`` names why (:data:`TABLE_MESSAGES`), ``params``
    are the values in the message. A refusal by the rules (``refused``) carries the
    engine's code and parameters as ``rule`` and ``rule_params``."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        template = TABLE_MESSAGES.get(code, code)
        try:
            message = template.format(**params)
        except (KeyError, IndexError, ValueError):
            message = f"{template} {params}"
        super().__init__(message)

    @classmethod
    def from_rule(cls, err: RuleError) -> TableError:
        """The engine's refusal as the table's (``refused``)."""
        return cls("refused", why=str(err), rule=err.code, rule_params=err.params)
