"""The reasons behind Thousand's options (see :mod:`kosci_gui.ai.reasons`): the chance that the
next throw has something to set aside (exact: every throw of the dice counted, with the room
left under an exact 1000), the turn's points it puts at risk, where a write takes the score
(a pit) and the chance to win where it is known."""

from __future__ import annotations

from collections.abc import Sequence

from kosci_gui.engine.dice import DICE
from kosci_gui.engine.moves import Bank, Roll, SetAside
from kosci_gui.engine.thousand import ThousandGame
from kosci_gui.engine.thousand_rules import GOAL, wins
from kosci_gui.engine.thousand_scoring import score_chance, set_value

from .base import Advice
from .reasons import BANK, PIT, RACE, THROW_CHANCE, Reason
from .thousand_ai import ThousandAI


class ThousandWhy:
    """The reasons of a Thousand position's options."""

    def __init__(self, game: ThousandGame) -> None:
        self.game = game
        self.ai = ThousandAI(game.rules)

    def room(self, points: int) -> int | None:
        """Points that may still be set aside with ``points`` gathered this turn."""
        game = self.game
        if game.rules["win"] != "exact":
            return None
        return GOAL - game.scores[game.current] - points

    def race(self, a: Advice) -> Reason | None:
        """The race behind an option's chance to win (None alone, or for a winning write)."""
        game = self.game
        if len(game.in_play()) < 2:
            return None
        if isinstance(a.move, Bank):
            if wins(game.rules, game.scores[game.current] + game.turn_points):
                return None
            own, rivals = self.ai.bank_race(game)
        else:
            rivals = self.ai.rivals(game, game.scores)
            own = a.value - rivals
        return Reason(RACE, {"chance": a.win_chance, "mine": -own, "theirs": rivals})

    def throwing(self, dice: int, points: int) -> Reason:
        return Reason(THROW_CHANCE, {"dice": dice, "chance": score_chance(dice, self.room(points)),
                                     "at_risk": points})

    def explain(self, options: Sequence[Advice]) -> list[list[Reason]]:
        game = self.game
        out = []
        for a in options:
            found: list[Reason] = []
            move = a.move
            if isinstance(move, Roll):
                start = game.phase == "start"
                found.append(self.throwing(DICE if start else game.in_hand or DICE,
                                           0 if start else game.turn_points))
            elif isinstance(move, SetAside):
                points = game.turn_points + (set_value(move.dice) or 0)
                left = len(game.throw or ()) - len(move.dice)
                found.append(self.throwing(left or DICE, points))
            elif isinstance(move, Bank):
                total = game.scores[game.current] + game.turn_points
                found.append(Reason(BANK, {"points": game.turn_points, "total": total}))
                pit = game.pit_of(total)
                if pit is not None:
                    found.append(Reason(PIT, {"low": pit[0], "high": pit[1], "total": total}))
            race = self.race(a)
            if race is not None:
                found.append(race)
            out.append(found)
        return out


def thousand_reasons(game: ThousandGame, options: Sequence[Advice]) -> list[list[Reason]]:
    """The reasons of each of a Thousand position's options, in order."""
    return ThousandWhy(game).explain(options)
