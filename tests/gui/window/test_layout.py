"""What a player sees at the smallest supported window (1024×700) in each language: texts
that fit their buttons and headers, tables that do not scroll sideways, and a table where
nothing moves during a whole game."""

from __future__ import annotations

from concurrent.futures import Future

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QPushButton

from kosci_gui.gui.words import i18n
from tests.gui.helpers import kosci_board, start, thousand_board, until_idle

LANGUAGES = ("en", "pl", "ru")


@pytest.fixture
def language(request, qapp):
    i18n.install_translators(qapp, request.param)
    return request.param


def button_text_fits(button: QPushButton) -> bool:
    lines = button.text().replace("&", "").splitlines() or [""]
    fm = button.fontMetrics()
    room = button.contentsRect().width() - 8
    return all(fm.horizontalAdvance(line) <= room for line in lines)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_home_page_buttons_show_their_whole_texts(window, qtbot, language):
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.welcome.isVisible())
    until_idle()  # the language change and the layout it asks for
    cards = {**window.welcome.game_buttons, "daily": window.welcome.daily_button}
    for game, button in cards.items():
        title = QFontMetrics(button.title_font()).horizontalAdvance(button.text())
        assert title <= button.text_width(), (game, button.text())
        assert button.heightForWidth(button.width()) <= button.height(), (
            game, button.description())
        assert button.description().strip(), game
        assert button.texts_fit()
    assert button_text_fits(window.welcome.new_button)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_home_page_descriptions_wrap_in_a_narrow_window(window, language):
    """At the narrowest window the descriptions wrap onto more lines instead of clipping."""
    window.resize(window.minimumSize())
    until_idle()
    for button in [*window.welcome.game_buttons.values(), window.welcome.daily_button]:
        assert button.texts_fit(), button.text()


def test_home_page_is_usable_from_the_keyboard(window, qtbot):
    from PySide6.QtCore import Qt

    buttons = list(window.welcome.game_buttons.values())
    buttons[0].setFocus()
    qtbot.keyClick(buttons[0], Qt.Key.Key_Down)
    assert buttons[1].hasFocus()
    with qtbot.waitSignal(window.controller.gameStarted):
        qtbot.keyClick(buttons[1], Qt.Key.Key_Return)
    assert window.controller.game.game == "triple"
    assert buttons[1].accessibleName() == buttons[1].text()



def names(count: int) -> list[str]:
    return [f"Player {i + 1}" for i in range(count)]


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize(("game", "players"), [("classic", 4), ("full", 6), ("triple", 6)])
def test_scorecard_does_not_scroll_sideways_at_1024(window, language, game, players):
    start(window, game, names(players))
    window.resize(1024, 700)
    view = kosci_board(window).scorecard

    def no_scrolling() -> None:
        assert not view.horizontalScrollBar().isVisible()
        assert view.horizontalScrollBar().maximum() == 0
        assert not view.verticalScrollBar().isVisible()

    # no scroll bar once the language change and the layout it asks for are done (a wait
    # for the bars to be absent would be over before they could appear)
    until_idle()
    no_scrolling()


def test_classic_card_and_dice_side_by_side_with_room_for_the_dice(window, qtbot):
    """Four players of classic at 1024×700: the card beside the tray, its columns no wider
    than a paper sheet's, the rest for the dice."""
    start(window, "classic", names(4))
    window.resize(1024, 700)
    until_idle()
    board = kosci_board(window)
    assert board.layout_box.direction() == board.layout_box.Direction.LeftToRight
    assert board.scorecard.width() <= board.scorecard.widest_useful()
    assert board.panel.width() >= board.scorecard.width() * 0.6


def test_a_long_score_keeps_its_digits_in_a_narrow_column(qapp):
    from PySide6.QtGui import QFont

    from kosci_gui.gui.pads.scorecard_view import SMALLEST_FONT, fitted_font

    font = QFont(qapp.font())
    narrow = QFontMetrics(font).horizontalAdvance("50+100") - 10
    fitted = fitted_font(font, "50+100", narrow)
    assert fitted.pointSizeF() < font.pointSizeF()
    assert fitted.pointSizeF() >= font.pointSizeF() * SMALLEST_FONT - 0.01


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_roll_button_shows_its_text_at_the_narrowest_window(window, language):
    start(window, "classic", names(6))
    for size in ((1024, 700), (window.minimumWidth(), 700)):
        window.resize(*size)
        until_idle()
        button = kosci_board(window).roll_button
        assert button_text_fits(button), (size, button.text())
        assert "…" not in button.text()


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_thousand_sheet_headers_fit_with_six_players(window, language,
                                                     plain_thousand_players):
    start(window, "thousand", names(6))
    window.resize(1024, 700)
    until_idle()
    sheet = thousand_board(window).sheet
    assert not sheet.horizontalScrollBar().isVisible()
    header = sheet.player_header
    for column in range(6):
        font = sheet.model().headerData(column, Qt.Orientation.Horizontal,
                                        Qt.ItemDataRole.FontRole) or header.font()
        fm = QFontMetrics(font)
        lines = header.shown_lines(column, sheet.columnWidth(column) - 6)
        for line in lines:
            assert fm.horizontalAdvance(line) <= sheet.columnWidth(column), line
            assert "…" not in line, lines
        # the header is tall enough for every wrapped line
        assert header.height() >= len(lines) * fm.height(), (lines, header.height())


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_hidden_cards_and_clocks_headers_fit(window, language):
    from kosci_gui.engine.game import Player

    start(window, "classic", [Player("Anna"), Player("Computer 2", "computer", "easy"),
                              Player("Boris")], open_scorecards=False, clock_minutes=5)
    window.resize(1024, 700)
    until_idle()
    view = kosci_board(window).scorecard
    header = view.horizontalHeader()
    for column in range(view.model().columnCount()):
        assert header.header_width(column) <= header.sectionSize(column) + 1, column


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_confirm_and_roll_buttons_fit_side_by_side(window, language):
    window.settings.confirm_move = True
    start(window, "full", names(6))
    kosci_board(window).update_state()
    for width in (1024, window.minimumWidth()):
        window.resize(width, 700)
        until_idle()
        board = kosci_board(window)
        assert board.confirm_button.isVisible()
        assert button_text_fits(board.confirm_button), (width, board.confirm_button.text())
        assert button_text_fits(board.roll_button), (width, board.roll_button.text())


def test_switching_to_russian_keeps_the_card_whole(window, qapp):
    """Russian box names are longer: after a switch the card still shows every column."""
    start(window, "classic", names(4))
    window.resize(1024, 700)
    until_idle()
    i18n.install_translators(qapp, "ru")
    view = kosci_board(window).scorecard
    until_idle()
    assert view.horizontalScrollBar().maximum() == 0
    assert view.width() >= view.verticalHeader().width() + 4 * view.column_min_width()


# -- nothing moves during a game ------------------------------------------------------------------


def geometries(window, widgets) -> dict[str, tuple[int, int, int, int]]:
    """Where each widget lies in the window (x, y, width, height)."""
    out = {}
    for name, widget in widgets.items():
        top_left = widget.mapTo(window, widget.rect().topLeft())
        out[name] = (top_left.x(), top_left.y(), widget.width(), widget.height())
    return out


def still(window, widgets, first, after: str) -> None:
    """Once the event loop has handled what the last action queued, nothing has moved."""
    until_idle()
    assert geometries(window, widgets) == first, f"moved {after}"


@pytest.mark.parametrize(("game", "players", "chances"), [
    ("classic", 2, True),                                           # 26 turns
    pytest.param("classic", 2, False, marks=pytest.mark.slow),
    pytest.param("full", 4, False, marks=pytest.mark.slow),          # 60 turns
    pytest.param("full", 4, True, marks=pytest.mark.slow),
    pytest.param("triple", 3, False, marks=pytest.mark.slow),        # 117 turns
    pytest.param("triple", 3, True, marks=pytest.mark.slow)])
def test_nothing_moves_during_a_kosci_game(window, settings, game, players, chances):
    settings.show_chances = chances
    if chances:
        watch = window.controller.chances.watch
        ready = Future()
        ready.set_result(None)
        watch.prepare = lambda game: ready
        watch.ask = lambda g: [1 / g.player_count] * g.player_count
    played = start(window, game, names(players))
    board = kosci_board(window)
    widgets = {"scorecard": board.scorecard, "tray": board.tray, "roll": board.roll_button,
               "status": window.statusBar(), "turn": board.turn_label}
    if chances:
        widgets["chances"] = board.chance_bars
    until_idle()
    first = geometries(window, widgets)
    ctl = window.controller
    moments = 0
    while not played.finished:
        for _ in range(1 + moments % 3):        # one, two or three rolls
            if played.can_roll():
                ctl.roll()
                still(window, widgets, first, "after a roll")
        option = next(o for o in played.allowed_options())
        ctl.choose_box(option.box, option.column)
        if not played.finished:
            still(window, widgets, first, "between turns")
        moments += 1


@pytest.mark.slow
def test_nothing_moves_during_a_thousand_game(window):
    from tests.playing import PlainPlayer

    played = start(window, "thousand", names(3), seed=5)
    board = thousand_board(window)
    widgets = {"sheet": board.sheet, "tray": board.tray, "aside": board.aside,
               "roll": board.roll_button, "write": board.write_button,
               "pass": board.pass_button, "status": window.statusBar(),
               "turn": board.turn_label}
    until_idle()
    first = geometries(window, widgets)
    ctl = window.controller
    player = PlainPlayer(3)
    moves = 0
    while not played.finished:  # the whole game: about 570 moves
        assert moves < 2000, "the game does not end"
        ctl.perform(player.decide(played), schedule=False)
        still(window, widgets, first, f"after move {moves}")
        moves += 1
