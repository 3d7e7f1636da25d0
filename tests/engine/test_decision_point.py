"""A position of a record played again: the game just after a throw of a recorded turn is
the game as it stood then, and the rest of the turn's throws come from the record."""

from __future__ import annotations

from typing import Any

import pytest
from playing import PlainPlayer

from kosci_gui.engine.decision_point import cut_at, game_at
from kosci_gui.engine.dice import DiceSource, PlannedDice
from kosci_gui.engine.errors import RecordError
from kosci_gui.engine.games import new_game
from kosci_gui.engine.moves import Bank, Pass, Roll, SetAside, Write
from kosci_gui.engine.record import to_record
from kosci_gui.engine.thousand import ThousandGame

GAMES = ("classic", "triple", "full", "thousand")


def snapshot(game: Any) -> dict[str, Any]:
    """Everything a player sees of the position (and what decides what follows)."""
    out = {"current": game.current, "totals": game.totals(), "turn": game.turn_number(),
           "table": game.table_state(), "turns": to_record(game)["turns"]}
    if isinstance(game, ThousandGame):
        out.update(throw=game.throw, phase=game.phase, points=game.turn_points,
                   in_hand=game.in_hand, throws=game.throws, aside=list(game.aside),
                   chosen=game.chosen, opened=list(game.opened))
    else:
        out.update(cards=[[dict(c) for c in card.cells] for card in game.cards],
                   rolls=game.rolls, held=game.held)
    return out


def play(kind: str, seed: int, *, duplicate: bool = False) -> tuple[dict, dict, int]:
    """A whole game of ``kind`` by two plain players; the positions after every throw of
    one turn with two throws or more (by throw number), and that turn's index."""
    game = new_game(kind, None, ["Ala", "Bartek"], seed=seed, duplicate=duplicate)
    player = PlainPlayer(seed)
    seen: dict[int, dict[int, dict[str, Any]]] = {}
    while not game.finished:
        t = len(game.turns) - (1 if game.turn_open else 0)
        move = player.decide(game)
        game.apply(move)
        if t >= 4 and isinstance(move, Roll) and game.turn_open:
            throws = len(recorded_throws(to_record(game), t))
            seen.setdefault(t, {})[throws] = snapshot(game)
    chosen = min(t for t, positions in seen.items() if len(positions) >= 2)
    return to_record(game), seen[chosen], chosen


def recorded_throws(doc: dict, t: int) -> list[list[int]]:
    turn = doc["turns"][t]
    if "rolls" in turn:
        return [r["dice"] for r in turn["rolls"]]
    return [s["roll"] for s in turn["steps"] if "roll" in s]


@pytest.mark.parametrize("kind", GAMES)
@pytest.mark.parametrize("seeded", [True, False])
def test_the_position_is_the_games_own_and_the_turn_goes_on_with_the_records_dice(
        kind, seeded):
    doc, seen, t = play(kind, seed=11)
    if not seeded:
        del doc["seed"]  # the rest of the turn's dice can come from the record alone
    for throw, expected in seen.items():
        game = game_at(doc, t, throw)
        assert snapshot(game) == expected
        # the player decides as in the game: the dice that follow are the recorded ones
        turn = doc["turns"][t]
        moves: list[Any]
        if "rolls" in turn:
            moves = [Roll(tuple(r.get("held", []))) for r in turn["rolls"][throw:]]
        else:
            steps = turn["steps"]
            done = [i for i, s in enumerate(steps) if "roll" in s][throw - 1]
            moves = [SetAside(tuple(s["set_aside"])) if "set_aside" in s else
                     Roll() if "roll" in s else Bank() if "bank" in s else Pass()
                     for s in steps[done + 1:]]
        for move in moves:
            game.apply(move)
        assert recorded_throws(to_record(game), t) == recorded_throws(doc, t)
        if "score" in turn:
            game.apply(Write(turn["score"]["box"], turn["score"].get("column", 0)))
        assert to_record(game)["turns"][t] == {k: v for k, v in turn.items()
                                               if k != "timeout"}


def test_duplicate_dice_are_reproduced_too():
    doc, seen, t = play("classic", seed=5, duplicate=True)
    for throw, expected in seen.items():
        assert snapshot(game_at(doc, t, throw)) == expected


def test_another_choice_takes_the_records_later_dice_in_order():
    game = new_game("classic", None, ["Ala"], seed=3)
    game.apply(Roll())
    first = list(game.dice)
    game.apply(Roll((0, 1)))           # three thrown
    second = list(game.dice)
    game.apply(Roll((0, 1, 2, 3)))     # one thrown
    third = list(game.dice)
    game.apply(Write("chance"))
    doc = to_record(game)
    del doc["seed"]
    again = game_at(doc, 0, 1)
    assert list(again.dice) == first
    again.apply(Roll((0,)))            # four thrown: the three of roll 2, then roll 3's one
    assert list(again.dice) == [first[0], *second[2:], third[4]]


def test_after_the_recorded_throws_the_dice_are_the_sources_own():
    source = DiceSource(9)
    planned = PlannedDice(source, [6, 6])
    plain = DiceSource(9)
    assert planned.roll(4) == [6, 6, *plain.roll(4)[2:]]
    assert planned.state() == plain.state()  # a save goes on from the same place
    planned.planned = [1]
    planned.begin_turn(1)  # (the plan was for the turn in progress)
    assert planned.die() == plain.die()


def test_cut_at_leaves_the_turn_open_after_the_throw():
    doc, _seen, t = play("thousand", seed=11)
    cut, rest = cut_at(doc, t, 1)
    assert len(cut["turns"]) == t + 1 and "timeout" not in cut["turns"][t]
    assert rest == [v for throw in recorded_throws(doc, t)[1:] for v in throw]
    assert doc["turns"][t] != cut["turns"][t]  # (the record itself is left as it was)


@pytest.mark.parametrize(("turn", "throw"), [(99, 1), (0, 0), (0, 9)])
def test_a_position_the_record_does_not_have_is_refused(turn, throw):
    game = new_game("classic", None, ["Ala"], seed=1)
    game.apply(Roll())
    game.apply(Write("chance"))
    doc = to_record(game)
    with pytest.raises(RecordError):
        game_at(doc, turn, throw)
