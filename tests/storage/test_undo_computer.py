"""Undo against the computer: the player's own last box is undoable until
their next roll; the computer's turns that followed are taken back and dealt the same dice
again; the reopened turn, if it rolls again, gets dice nobody has seen; a resumed save keeps
all of that."""

from __future__ import annotations

from playing import turn

from kosci_gui.engine.dice import DiceSource
from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import to_record
from kosci_gui.engine.thousand_scoring import scoring_selections
from kosci_gui.storage import savefile
from kosci_gui.storage.savefile import GameMeta, SavedGame
from kosci_gui.storage.undo import (
    ROLLED_SINCE,
    can_undo,
    rewinds_computers,
    undo,
    undo_refusal,
    undo_target,
)

CPU = {"name": "Cpu", "type": "computer", "level": "hard"}
CPU2 = {"name": "Cpu 2", "type": "computer", "level": "easy"}


def computer_turn(game, box="chance"):
    """The computer's turn, drawn from the dice source: two rolls and a box."""
    game.roll()
    first = game.dice
    game.roll()
    game.score(box)
    return first


def test_the_computers_turn_is_undone_and_dealt_the_same_dice_again():
    game = new_game("classic", None, ["Ala", CPU], seed=11)
    game.roll()
    mine = game.dice
    game.score("chance")
    theirs = computer_turn(game, "yahtzee")
    assert undo_target(game) == 0 and rewinds_computers(game) == [1]
    back = undo(game)
    assert back.current == 0 and back.dice == mine and back.cards[0].is_open("chance")
    assert back.cards[1].filled_count() == 0 and len(back.turns) == 1
    back.score("ones")  # another box this time
    back.roll()
    assert back.current == 1 and back.dice == theirs


def test_a_reopened_turn_that_rolls_again_gets_dice_nobody_has_seen():
    game = new_game("classic", None, ["Ala", CPU], seed=11)
    game.roll()
    game.score("chance")
    source = DiceSource(game.dice_source.seed, game.dice_source.draws)
    seen = [source.die() for _ in range(10)]   # the computer's dice, to come
    computer_turn(game)
    far = game.dice_source.draws
    back = undo(game)
    assert back.rolls_left == 2
    back.roll()                                # past every die dealt so far
    assert back.dice_source.draws == far + 5 and list(back.dice) != seen[:5]
    back.score("ones")
    back.roll()                                # and the computer's turn goes on from there
    assert back.dice_source.draws == far + 10


def test_undo_during_the_computers_turn_and_across_two_computers():
    game = new_game("classic", None, ["Ala", CPU, CPU2], seed=5)
    game.roll()
    game.score("chance")
    first = computer_turn(game)
    game.roll()                                # the second computer is thinking
    assert rewinds_computers(game) == [1, 2]
    back = undo(game)
    assert back.current == 0 and len(back.turns) == 1
    back.score("chance")
    back.roll()
    assert back.dice == first


def test_no_undo_once_the_player_has_rolled_after_the_computer():
    game = new_game("classic", None, ["Ala", CPU], seed=5)
    game.roll()
    game.score("chance")
    computer_turn(game)
    assert can_undo(game)
    game.roll()
    assert not can_undo(game) and undo_refusal(game) == (ROLLED_SINCE, 0)


def thousand_write(seed):
    """A Thousand game whose first player writes their first throw (dice from the source):
    every scoring die set aside, then the write; None when that throw cannot be written."""
    game = new_game("thousand", None, ["Ala", CPU], seed=seed)
    game.roll()
    choices = scoring_selections(game.dice_on_table())
    if not choices:
        return None
    game.set_aside(max(choices, key=lambda c: c[1])[0])
    if not game.can_bank():
        return None
    game.bank()
    return game


def test_thousand_undo_takes_back_the_computers_turn():
    game = next(g for g in map(thousand_write, range(100)) if g is not None)
    game.roll()
    thrown = game.dice_on_table()
    assert can_undo(game)
    back = undo(game)
    assert back.current == 0 and back.totals() == [0, 0] and back.can_bank()
    back.bank()
    back.roll()
    assert back.current == 1 and back.dice_on_table() == thrown


def test_a_resumed_save_deals_the_computer_the_same_dice_again():
    game = new_game("classic", None, ["Ala", CPU], seed=13)
    game.roll()
    game.score("chance")
    theirs = computer_turn(game)
    back = undo(game)
    doc = savefile.build_document(SavedGame(back, None, {}, GameMeta()))
    assert doc["meta"]["dice"]["rewind"] < doc["meta"]["dice"]["draws"]
    resumed = savefile.restore_document(doc).game
    assert resumed.dice_source.state() == back.dice_source.state()
    resumed.score("ones")
    resumed.roll()
    assert resumed.dice == theirs
    # a rewind that is not this record's own position is ignored (never behind the record)
    doc["meta"]["dice"]["rewind"] = 1
    assert savefile.restore_document(doc).game.dice_source.rewind is None


def test_hot_seat_undo_is_as_before():
    game = new_game("classic", None, ["Ala", "Ola"], seed=4)
    turn(game, [1, 1, 1, 2, 3], box="ones")
    draws = game.dice_source.draws
    back = undo(game, handed_over=False)  # Ala, before the screen passes to Ola
    assert back.dice_source.state() == {"seed": game.dice_source.seed, "draws": draws}
    assert to_record(back)["turns"][0]["rolls"] == [{"dice": [1, 1, 1, 2, 3]}]
