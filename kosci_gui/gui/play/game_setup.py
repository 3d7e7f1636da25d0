"""What the new-game dialog decides: the game, its rules, the seats, the clock, the
scorecard visibility and duplicate dice — and how an engine game is built from it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.game import Game, Player, PlayerType
from kosci_gui.engine.games import CLASSIC, describe, game_keys, make_game, make_rules


@dataclass
class GameSetup:
    game: str = CLASSIC.key
    rules: dict[str, Any] = field(default_factory=dict)
    players: list[Player] = field(default_factory=list)
    clock_minutes: int | None = None
    open_scorecards: bool = True
    #: Every player the same dice in the same turn number (RULES.md §5a).
    duplicate: bool = False
    #: Open the table to other computers: the other human seats are for people there (a
    #: choice made each time, not remembered).
    open_to_others: bool = False
    seed: int | None = None
    #: Per seat: the name is the language's default ("Player 1"), so it follows a change of
    #: language instead of staying in the old one.
    default_names: list[bool] = field(default_factory=list)

    def build(self) -> Game:
        """A fresh engine game (raises RuleError for anything the rules refuse)."""
        return make_game(make_rules(self.game, self.rules), self.players,
                         clock_minutes=self.clock_minutes,
                         dice=DiceSource(self.seed, duplicate=self.duplicate))

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "rules": {k: ([list(p) for p in v] if k == "pits" else v)
                      for k, v in self.rules.items()},
            "players": [p.to_json() for p in self.players],
            "clock_minutes": self.clock_minutes,
            "open_scorecards": self.open_scorecards,
            "duplicate": self.duplicate,
            "default_names": list(self.default_names),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameSetup:
        """The remembered choices; anything unreadable falls back to the defaults."""
        setup = cls()
        game = data.get("game")
        if game in game_keys():
            setup.game = game
        if isinstance(data.get("rules"), dict):
            setup.rules = dict(data["rules"])
        seats = data.get("players")
        if isinstance(seats, list):
            for seat in seats[:describe(setup.game).players[1]]:
                if isinstance(seat, dict) and isinstance(seat.get("name"), str):
                    kind = (PlayerType.COMPUTER if seat.get("type") == "computer"
                            else PlayerType.HUMAN)
                    setup.players.append(Player(seat["name"], kind, seat.get("level")))
        minutes = data.get("clock_minutes")
        if isinstance(minutes, int) and 2 <= minutes <= 15:
            setup.clock_minutes = minutes
        setup.open_scorecards = data.get("open_scorecards", True) is not False
        setup.duplicate = data.get("duplicate", False) is True
        flags = data.get("default_names")
        if isinstance(flags, list):
            setup.default_names = [flag is True for flag in flags][:len(setup.players)]
        return setup

    def is_default_name(self, seat: int) -> bool:
        return seat < len(self.default_names) and self.default_names[seat]

    def quick(self, game: str, level: str, player: str, computer: str) -> GameSetup:
        """A quick start after this (the last) setup: its first human, by the name they gave
        (else ``player``), against one computer of ``level`` named ``computer``; default
        rules."""
        human = next((i for i, p in enumerate(self.players) if not p.is_computer), None)
        name = (self.players[human].name if human is not None
                and not self.is_default_name(human) else player)
        if name == computer:
            name = player
        players = [Player(name, PlayerType.HUMAN), Player(computer, PlayerType.COMPUTER, level)]
        low, _high = describe(game).players
        # the default names follow the language (the next dialog shows them in its own)
        return GameSetup(game=game, players=players[:max(low, 2)],
                         default_names=[name == player, True][:max(low, 2)])


@dataclass(frozen=True)
class TableSettings:
    """How a game is played at this table: open or hidden scorecards (RULES.md §5), and
    whether the game is kept (autosaved, stored in the history; not a demo's)."""

    open_scorecards: bool = True
    kept: bool = True
