"""The big moments shown over the table: five of a kind once the dice lie still, the
five-of-a-kind bonus, the upper bonus, an overtake in Thousand and the winner — skippable by
any click or key, without confetti when motion is reduced or animation off, and never a
hidden card's secret."""

from __future__ import annotations

from PySide6.QtCore import Qt

from kosci_gui.gui.table.moments import MomentKind
from tests.gui.helpers import ScriptedDice, kosci_board, start


def moments(window):
    return window.board.moments


def test_five_of_a_kind_is_celebrated_once_the_dice_lie_still(window, qtbot, settings):
    settings.animation_ms = 120
    start(window, "classic", ["Ala"], dice=ScriptedDice([4, 4, 4, 4, 4]))
    tray = kosci_board(window).tray
    with qtbot.waitSignal(tray.rollFinished, timeout=2000):
        window.controller.roll()
        assert not moments(window).showing()          # not while they tumble
    assert moments(window).kind is MomentKind.FIVE_OF_A_KIND
    assert moments(window).pieces                     # with confetti
    assert moments(window).isVisible()


def test_a_moment_ends_at_a_key_and_the_key_still_works(window, qtbot, settings):
    settings.animation_ms = 0
    game = start(window, "classic", ["Ala"], dice=ScriptedDice([4, 4, 4, 4, 4]))
    window.controller.roll()
    assert moments(window).kind is MomentKind.FIVE_OF_A_KIND
    assert not moments(window).pieces                 # animation off: a still banner
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not moments(window).showing())
    assert game.rolls == 2


def test_reduced_motion_shows_a_still_banner(window, qtbot, settings):
    settings.animation_ms = 120
    settings.reduced_motion = True
    start(window, "classic", ["Ala"], dice=ScriptedDice([2, 2, 2, 2, 2]))
    tray = kosci_board(window).tray
    with qtbot.waitSignal(tray.rollFinished, timeout=2000):
        window.controller.roll()
    assert moments(window).kind is MomentKind.FIVE_OF_A_KIND
    assert not moments(window).pieces
    assert moments(window).animation.state() != moments(window).animation.State.Running


def test_the_five_of_a_kind_bonus_and_the_upper_bonus(window, qtbot):
    dice = ScriptedDice([6, 6, 6, 6, 6,  6, 6, 6, 6, 6])
    start(window, "classic", ["Ala"], dice=dice)
    ctl = window.controller
    ctl.roll()
    ctl.choose_box("yahtzee", 0)
    ctl.roll()
    ctl.choose_box("sixes", 0)                        # joker: 30 in Sixes, +100
    assert moments(window).kind is MomentKind.FIVE_BONUS
    assert "100" in moments(window).text
    game = ctl.game
    for box, die in (("fives", 5), ("fours", 4), ("threes", 3)):
        game.dice_source.add([die] * 4 + [1])
        ctl.roll()
        ctl.choose_box(box, 0)
    assert game.cards[0].upper_bonus(0) == 35
    assert moments(window).kind is MomentKind.UPPER_BONUS
    assert "35" in moments(window).text and "Ala" in moments(window).text


def test_another_players_upper_bonus_stays_secret_with_hidden_cards(window, qtbot):
    turns = [([1, 2, 3, 4, 6], "chance"), ([6, 6, 6, 6, 1], "sixes"),
             ([1, 2, 3, 5, 6], "ones"), ([5, 5, 5, 5, 1], "fives"),
             ([2, 2, 3, 4, 6], "twos"), ([4, 4, 4, 4, 1], "fours"),
             ([3, 3, 1, 2, 6], "threes"), ([3, 3, 3, 1, 2], "threes")]
    dice = ScriptedDice([d for roll, _box in turns for d in roll])
    game = start(window, "classic", ["Ala", "Ola"], dice=dice, open_scorecards=False)
    ctl = window.controller
    seen = []
    ctl.actionApplied.connect(lambda _move: seen.append(moments(window).kind))
    for _roll, box in turns:
        if ctl.handover is not None:
            ctl.reveal()                              # the next human takes the seat
        ctl.roll()
        ctl.choose_box(box, 0)
    assert game.cards[1].upper_bonus(0) == 35       # Ola reached 69 in the upper boxes
    assert MomentKind.UPPER_BONUS not in seen


def test_the_winner_is_celebrated(window, qtbot):
    game = start(window, "classic", ["Ala", "Ola"])
    ctl = window.controller
    while not game.finished:
        ctl.roll()
        option = game.allowed_options()[0]
        ctl.choose_box(option.box, option.column)
    assert moments(window).kind is MomentKind.WINNER
    winner = game.players[game.winners()[0]].name
    assert winner in moments(window).text or len(game.winners()) > 1
    assert moments(window).geometry() == window.board.rect()


def test_an_overtake_in_thousand(window, qtbot, plain_thousand_players):
    dice = ScriptedDice([
        1, 1, 1, 5, 2,     # Ala: three 1s -> 100
        2, 3, 4, 6, 2,     # Ola: a miss
        1, 1, 1, 5, 5,     # Ala: 110 -> 210
        1, 1, 1, 1, 1,     # Ola: five 1s, writes 400 past Ala
    ])
    start(window, "thousand", ["Ala", "Ola"], dice=dice)
    for picks in ((0, 1, 2), None, (0, 1, 2, 3, 4), (0, 1, 2, 3, 4)):
        window.controller.roll()
        if picks is None:
            continue
        for i in picks:
            window.controller.toggle_hold(i)
        window.controller.write()
    assert moments(window).kind is MomentKind.OVERTAKE
    assert "Ola" in moments(window).text and "Ala" in moments(window).text
