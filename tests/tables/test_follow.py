"""A seat's copy follows the table move by move (tables/follow.py): the steps it lists take
the copy to the table's record, with the dice the server drew; turns the seat may not see
are ghost steps; a copy that cannot follow says so."""

from __future__ import annotations

import copy

from kosci_gui import ai
from kosci_gui.engine.games import new_game
from kosci_gui.tables.follow import TableDice, steps_to


def played(kind: str, turns: int) -> list[dict]:
    game = new_game(kind, None, ["Ala", "Bob"], seed=11)
    players = [ai.make_player(kind, game.rules, "easy", seed=i) for i in range(2)]
    while len(game.turns) < turns or game.turn_open:
        game.apply(players[game.current].decide(game))
    return copy.deepcopy(game.turns)


def follow(kind: str, turns: list[dict], current: int | None = None):
    copy_ = new_game(kind, None, ["Ala", "Bob"], seed=1)
    copy_.dice_source = TableDice(1)
    steps = steps_to(copy_, turns, current)
    return copy_, steps


def test_the_steps_take_the_copy_to_the_record_with_the_tables_dice():
    for kind in ("classic", "thousand"):
        turns = played(kind, 6)
        game, steps = follow(kind, turns)
        assert steps and all(s.move is not None for s in steps)
        for step in steps:
            game.dice_source.feed(step.dice)
            game.apply(step.move)
        assert game.turns == turns
        assert steps_to(game, turns, None) == []  # nothing new


def test_a_turn_the_seat_may_not_see_is_a_ghost_step_once_it_is_over():
    turns = played("classic", 4)
    masked = [t if t["player"] == 0 else {"player": t["player"]} for t in turns]
    _, steps = follow("classic", masked)
    assert [s.player for s in steps if s.move is None] == [1, 1]
    # Bob's turn in progress (the table says it is his): not a step yet
    _, steps = follow("classic", [*masked[:3], {"player": 1}], current=1)
    assert [s.player for s in steps if s.move is None] == [1]


def test_a_copy_that_went_another_way_cannot_follow():
    turns = played("classic", 2)
    game, steps = follow("classic", turns)
    for step in steps:
        game.dice_source.feed(step.dice)
        game.apply(step.move)
    other = copy.deepcopy(turns)
    other[0]["score"] = {"box": "chance" if other[0]["score"]["box"] != "chance" else "ones",
                         "column": 0}
    assert steps_to(game, other, None) is None
    assert steps_to(game, turns[:1], None) is None  # the table has fewer turns than the copy
