"""What a screen reader is told: the narrator announces each roll with its
dice, each write with its points, a computer's whole turn once, every refusal with its
reason, a moment, the clock's last 30 seconds and the end with the ranking; once each."""

from __future__ import annotations

from kosci_gui.engine.game import Player, PlayerType
from kosci_gui.engine.moves import Write
from kosci_gui.gui.words import texts
from tests.gui.helpers import ScriptedDice, start, until_idle


def heard(window) -> list[tuple[str, bool]]:
    said: list[tuple[str, bool]] = []
    window.controller.announced.connect(lambda text, urgent: said.append((text, urgent)))
    return said


def test_a_roll_and_a_write_are_announced_with_dice_and_points(qtbot, window):
    said = heard(window)
    game = start(window, "classic", ["Ala"], dice=ScriptedDice([6, 6, 6, 2, 1]))
    said.clear()
    window.controller.roll()
    assert said == [("Rolled six, six, six, two, one: 2 rolls left.", False)]
    window.controller.choose_box("sixes", 0)
    assert game.cards[0].filled_count() == 1
    assert said[1:] == [("Ala wrote 18 in Sixes.", False)]  # (alone: the turn stays hers)


def test_a_refusal_is_announced_with_its_reason_at_once(window):
    said = heard(window)
    start(window, "classic", ["Ala"])
    said.clear()
    window.controller.choose_box("sixes", 0)
    assert said == [("Roll first: a box can be written only after a roll.", True)]


def test_the_computers_turn_is_one_sentence(qtbot, window):
    said = heard(window)
    game = start(window, "classic", ["Ala", Player("Bot", PlayerType.COMPUTER, "easy")])
    window.controller.roll()
    window.controller.choose_box("chance", 0)
    qtbot.waitUntil(lambda: game.current == 0 and game.cards[1].filled_count() == 1)
    until_idle()
    after = [text for text, _ in said if "Bot" in text]
    assert len(after) == 2, after  # Ala's write passing the turn, then the computer's turn
    assert after[0].endswith("Bot's turn.")
    assert after[1].startswith("Bot wrote ") and after[1].endswith("Ala's turn.")


def test_five_of_a_kind_is_announced_once(window):
    said = heard(window)
    start(window, "classic", ["Ala"], dice=ScriptedDice([4, 4, 4, 4, 4]))
    said.clear()
    window.controller.roll()
    assert said == [("Rolled four, four, four, four, four: 2 rolls left. Ala: five of a kind!",
                     False)]


def test_the_clocks_last_30_seconds_are_announced_once(qtbot, window, fake_time):
    said = heard(window)
    start(window, "classic", ["Ala"], clock_minutes=2)
    said.clear()
    fake_time.advance(89)
    steps = len(said)
    fake_time.advance(1)
    qtbot.waitUntil(lambda: len(said) > steps)
    with qtbot.waitSignal(window.controller.clocksTicked, timeout=2000):
        fake_time.advance(5)  # later ticks say nothing more
    clock = [s for s in said if "seconds left" in s[0]]
    assert clock == [("Ala: 30 seconds left on the clock.", True)]


def test_the_end_is_announced_with_the_ranking(window):
    said = heard(window)
    game = start(window, "classic", ["Ala"])
    while not game.finished:
        window.controller.roll()
        allowed = [(b, c) for b, c in game.cards[0].open_boxes()
                   if game.refusal(Write(b, c)) is None]
        window.controller.choose_box(*allowed[0])
    assert game.finished
    total = game.totals()[0]
    assert said[-1][0].endswith(f"Game over. 1. Ala, {total}.")
    assert texts.face_name(1) == "one"


def test_a_hold_is_announced(window):
    said = heard(window)
    start(window, "classic", ["Ala"], dice=ScriptedDice([6, 6, 6, 2, 1]))
    window.controller.roll()
    said.clear()
    window.controller.toggle_hold(1)
    assert said == [("Die 2 (six) held.", False)]


def test_the_status_line_under_a_computers_rolls_gives_no_player_advice(qtbot, window):
    """While the computer plays, the line says how many rolls it has left, never 'hold dice
    and roll again', which a player would read as meant for them; theirs keeps it."""
    shown: list[str] = []
    window.controller.message.connect(shown.append)
    game = start(window, "classic", ["Ala", Player("Bot", PlayerType.COMPUTER, "easy")])
    window.controller.roll()
    assert any(line.startswith("Ala: ") and "Hold dice" in line for line in shown), shown
    window.controller.choose_box("chance", 0)
    qtbot.waitUntil(lambda: game.current == 0 and game.cards[1].filled_count() == 1)
    until_idle()
    bots = [line for line in shown if line.startswith("Bot: ")]
    assert bots, shown  # (the easy computer rolls at least once before it writes)
    assert not any("Hold dice" in line or "write a box" in line for line in bots), bots
