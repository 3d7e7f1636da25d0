"""A hint shows the advised keep as a whole — which dice to hold
and which held dice to let go, in two shapes, in words, in the tooltip and for a screen
reader — and Thousand's hints show with the dice animation on and answer "throw again or
write?" with the chance to score."""

from __future__ import annotations

from concurrent.futures import Future

from hypothesis import given
from hypothesis import strategies as st

from kosci_gui.ai.base import Advice
from kosci_gui.engine.moves import Bank, Roll, SetAside, Write
from kosci_gui.gui.look.dice_art import HOLD, RELEASE, advice_for
from tests.gui.helpers import ScriptedDice, click, kosci_board, start, thousand_board


def fake_advisor(window, advise):
    ready: Future = Future()
    ready.set_result(None)
    window.controller.advisor.watch.ask = advise
    window.controller.advisor.watch.prepare = lambda game: ready


@given(st.lists(st.booleans(), min_size=5, max_size=5),
       st.sets(st.integers(min_value=0, max_value=4)))
def test_following_the_marks_gives_exactly_the_advised_keep(held, advised):
    marks = advice_for(held, tuple(sorted(advised)))
    after = {i for i in range(5) if (held[i] and marks[i] != RELEASE) or marks[i] == HOLD}
    assert after == advised
    assert all(m != HOLD or not held[i] for i, m in enumerate(marks))
    assert all(m != RELEASE or held[i] for i, m in enumerate(marks))


def test_a_held_die_the_hint_lets_go_is_marked_and_said(qtbot, window, settings):
    """4 5 held, the advice is "hold 5 5": the other 5 is marked to hold, the 4 to let go
    (the old mark went on the other 5 only, and the player added it to the 4)."""
    def advise(game):
        if game.rolls == 0:
            return [Advice(Roll(()), 200.0, "roll")]
        fives = tuple(i for i, d in enumerate(game.dice) if d == 5)
        return [Advice(Roll(fives), 230.0, "hold 5 5"), Advice(Write("chance", 0), 20.0, "")]

    settings.hints = True
    fake_advisor(window, advise)
    start(window, "classic", ["Ala"], dice=ScriptedDice([4, 5, 1, 5, 2]))
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    window.controller.toggle_hold(0)          # the 4
    window.controller.toggle_hold(1)          # a 5
    assert [d.advice for d in board.tray.dice] == [RELEASE, "", "", HOLD, ""]
    assert board.hint_label.isVisible()
    assert board.hint_label.full_text.startswith("Hint: hold 5; release 4")
    assert "hint: let it go" in board.tray.dice[0].accessibleName()
    assert "hint: hold it" in board.tray.dice[3].accessibleName()
    assert board.tray.accessibleDescription() == board.hint_label.full_text
    assert "Hint: hold 5; release 4" in board.tray.dice[3].toolTip()


def test_roll_all_is_said(qtbot, window, settings):
    fake_advisor(window, lambda game: [Advice(Roll(()), 200.0, "roll all"),
                                       Advice(Write("chance", 0), 20.0, "")])
    settings.hints = True
    start(window, "classic", ["Ala"], dice=ScriptedDice([4, 5, 1, 5, 2]))
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    assert board.hint_label.full_text.startswith("Hint: roll all")


def thousand_advice(game):
    if game.phase == "thrown":
        return [Advice(SetAside((1,)), 300.0, "set aside 1")]
    return [Advice(Roll(), 260.0, "throw"), Advice(Bank(), 250.0, "write")]


def test_thousand_hints_show_once_the_dice_lie_still_with_animation_on(qtbot, window,
                                                                       settings):
    settings.animation_ms = 200
    settings.hints = True
    fake_advisor(window, thousand_advice)
    start(window, "thousand", ["Ala", "Ola"], dice=ScriptedDice([2, 1, 3, 3, 6, 4, 6]))
    board = thousand_board(window)
    with qtbot.waitSignal(board.tray.rollFinished, timeout=5000):
        click(qtbot, board.roll_button)
    assert [d.advice for d in board.tray.dice] == ["", HOLD, "", "", ""]
    assert board.hint_label.full_text == "Hint: set aside 1"
    window.controller.toggle_hold(1)
    assert "Hint: set aside 1; throw again — 4 dice score 84 % of the time; 10 points at risk" \
        in board.hint_label.full_text
    assert board.roll_button.font().bold()
    with qtbot.waitSignal(board.tray.rollFinished, timeout=5000):
        click(qtbot, board.roll_button)       # 6 4 6 ... : nothing of the last hint stays
    assert all(d.advice != HOLD or d.value in (1, 5) for d in board.tray.dice)


def test_with_hidden_cards_a_hint_keeps_the_others_cards_to_themselves(qtbot, window,
                                                                       settings):
    """A hint's chance to win would tell what the other players' hidden cards hold (and
    at a table across computers the window does not know them): with hidden cards hints go
    by each option's own value and say no chance to win."""
    def advise(game):
        if game.rolls == 0:
            return [Advice(Roll(()), 200.0, "roll", 0.5)]
        return [Advice(Write("chance", 0), 210.0, "", 0.9),   # the winning choice...
                Advice(Write("ones", 0), 220.0, "", 0.2)]      # ...over the bigger value

    settings.hints = True
    fake_advisor(window, advise)
    start(window, "classic", ["Ala", "Ola"], dice=ScriptedDice([1, 2, 3, 4, 6]),
          open_scorecards=False)
    window.controller.reveal()  # Ala takes the seat
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    qtbot.waitUntil(lambda: window.controller.hints is not None)
    assert window.controller.best_move() == Write("ones", 0)
    assert all(a.win_chance is None for a in window.controller.hints)
    assert "chance to win" not in board.hint_label.full_text
