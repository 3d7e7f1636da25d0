"""A decision tried again: the new choice valued at the record's position beside the one
made in the game and the best."""

from __future__ import annotations

import pytest
from playing import played, stub_advise

from kosci_gui.ai.try_again import TryAgain
from kosci_gui.engine.games import new_game
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.engine.record import to_record


def test_the_new_choice_is_valued_beside_the_original_and_the_best():
    # Ala held 6 6 6 (38) after 6 6 6 5 1; the best was holding 6 6 6 5 (43)
    retry = TryAgain(to_record(played()), 0, 1, Roll((0, 1, 2)), stub_advise)
    assert retry.dice == (6, 6, 6, 5, 1) and retry.player == 0
    c = retry.compare(Roll((0, 1, 2, 3)))
    assert (c.new.value, c.original.value, c.best.value) == (43, 38, 43)
    assert c.new_loss == 0 and c.original_loss == 5
    # the same dice kept at other positions are the same choice
    c = retry.compare(Roll((4,)))
    assert c.new.value == 21 and c.new_loss == pytest.approx(22)
    assert retry.compare(Write("chance")).new.value == 24


def test_the_game_to_play_is_a_new_one_at_the_position_each_time():
    retry = TryAgain(to_record(played()), 2, 1, Write("ones"), stub_advise)
    first, second = retry.game(), retry.game()
    assert first is not second and first.dice == second.dice == (1, 1, 2, 2, 6)
    first.apply(Write("ones"))
    assert second.cards[0].is_open("ones") and retry.position.cards[0].is_open("ones")


def test_thousand_decisions_are_not_valued():
    game = new_game("thousand", None, ["Ala", "Bartek"], seed=1)
    game.apply(Roll())
    with pytest.raises(ValueError):
        TryAgain(to_record(game), 0, 1, Roll(), stub_advise)
