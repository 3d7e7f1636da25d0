"""The look of the table: every text readable in light and dark (contrast from the palette's
colours), the theme chosen in Settings applied at once and kept, the table growing with the
window, the score pad's rules, current column and upper progress as a player sees them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QDialog

from kosci_gui.gui.look import theme
from kosci_gui.gui.look.theme import MIN_CONTRAST, ThemeChoice, contrast, table_colours, text_pairs
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.window.settings_dialog import SettingsDialog
from tests.gui.helpers import ScriptedDice, kosci_board, start, until_idle


def palette_of(colours: dict[QPalette.ColorRole, str]) -> QPalette:
    palette = QPalette()
    for role, value in colours.items():
        palette.setColor(role, QColor(value))
    return palette


R = QPalette.ColorRole
#: Desktops as players have them: black and white high contrast, and a blue accent whose
#: white text is below 4.5:1 (the table must still read).
HIGH_CONTRAST = palette_of({R.Window: "#000000", R.WindowText: "#ffffff", R.Base: "#000000",
                            R.Text: "#ffffff", R.Button: "#000000", R.ButtonText: "#ffffff",
                            R.Highlight: "#ffff00", R.HighlightedText: "#000000",
                            R.PlaceholderText: "#c0c0c0"})
BLUE_ACCENT = palette_of({R.Window: "#f0f0f0", R.WindowText: "#202020", R.Base: "#ffffff",
                          R.Text: "#202020", R.Highlight: "#3d8fd6",
                          R.HighlightedText: "#ffffff", R.PlaceholderText: "#a0a0a0"})


@pytest.fixture
def system_theme_after():
    yield
    theme.apply_theme(ThemeChoice.SYSTEM)


@pytest.mark.parametrize("name", ["desktop", "light", "dark", "high contrast", "blue accent"])
def test_every_text_on_the_table_has_contrast_4_5(qapp, name):
    palette = {"desktop": qapp.style().standardPalette(), "light": theme.light_palette(),
               "dark": theme.dark_palette(), "high contrast": HIGH_CONTRAST,
               "blue accent": BLUE_ACCENT}[name]
    colours = table_colours(palette)
    low = [(what, round(contrast(fg, bg), 2), fg.name(), bg.name())
           for what, fg, bg in text_pairs(colours) if contrast(fg, bg) < MIN_CONTRAST]
    assert not low, low


def test_the_dark_palette_is_dark_and_the_light_one_light():
    assert theme.is_dark(theme.dark_palette())
    assert not theme.is_dark(theme.light_palette())
    assert table_colours(theme.dark_palette()).dark


def test_labels_on_the_cloth_use_its_text_colours(window, qtbot):
    start(window, "classic", ["Ala"])
    board = kosci_board(window)
    colours = table_colours()
    for label in (board.turn_label, board.help_label):
        shown = label.palette().color(label.foregroundRole())
        assert contrast(shown, colours.felt) >= MIN_CONTRAST, label.text()
    title = window.welcome.title
    assert contrast(title.palette().color(title.foregroundRole()), colours.felt) >= MIN_CONTRAST


def test_dark_theme_from_settings_applies_at_once_and_is_kept(window, qtbot, settings,
                                                              system_theme_after):
    assert settings.theme == "system"

    def choose_dark(dialog):
        assert isinstance(dialog, SettingsDialog)
        dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
        dialog.reduced_motion.setChecked(True)
        dialog.accept()
        return QDialog.DialogCode.Accepted

    window.dialog_answer = choose_dark
    window.open_settings()
    assert theme.is_dark(QGuiApplication.palette())
    assert table_colours().dark
    reread = Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))
    assert reread.theme == "dark" and reread.reduced_motion

    def back_to_system(dialog):
        dialog.theme.setCurrentIndex(dialog.theme.findData("system"))
        dialog.accept()
        return QDialog.DialogCode.Accepted

    window.dialog_answer = back_to_system
    window.open_settings()
    assert QGuiApplication.palette().color(R.Window) == \
        QApplication.style().standardPalette().color(R.Window)


def test_an_unknown_theme_in_the_settings_file_is_the_desktops(settings):
    settings.store.setValue("theme", "purple")
    assert settings.theme == "system"


def test_the_table_grows_with_the_window(window, qtbot):
    start(window, "classic", ["Ala", "Ola"])
    board = kosci_board(window)
    window.resize(1024, 700)
    until_idle()
    small = (board.tray.die_size(), board.scorecard.scale, board.turn_label.font().pointSizeF())
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: board.scorecard.scale > small[1])
    assert board.tray.die_size() > small[0] * 1.3
    assert board.turn_label.font().pointSizeF() > small[2]
    view = board.scorecard
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: board.scorecard.scale == small[1])
    assert board.turn_label.font().pointSizeF() == pytest.approx(small[2])


def test_at_800_by_600_the_card_and_the_buttons_fit(window):
    start(window, "classic", ["Ala", "Ola"])
    window.resize(800, 600)
    until_idle()
    board = kosci_board(window)
    view = board.scorecard
    assert not view.horizontalScrollBar().isVisible()
    button = board.roll_button
    lines = button.text().replace("&", "").splitlines()
    assert all(button.fontMetrics().horizontalAdvance(line) <= button.width() for line in lines)


def same(a: QColor, b: QColor) -> bool:
    """The same colour, to the 8 bits a pixel keeps."""
    return all(abs(x - y) <= 1 for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def grab(widget) -> QImage:
    image = QImage(widget.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    widget.render(painter, QPoint(0, 0))
    painter.end()
    return image


def test_the_pad_writes_each_boxs_rule_beside_its_name(window):
    start(window, "classic", ["Ala", "Ola"])
    window.resize(1280, 800)
    until_idle()
    header = kosci_board(window).scorecard.box_header
    assert not header.compact
    model = kosci_board(window).model
    assert header._rule(model.row_of("full_house")) == "25"
    assert header._rule(model.row_of("chance")) == "total"


def test_the_current_players_column_is_tinted_and_the_upper_progress_drawn(window):
    dice = ScriptedDice([6, 6, 6, 6, 2])
    start(window, "classic", ["Ala", "Ola"], dice=dice)
    window.controller.roll()
    window.controller.choose_box("sixes", 0)
    until_idle()
    board = kosci_board(window)
    view, model = board.scorecard, board.model
    colours = table_colours()
    image = grab(view.viewport())
    # Ola's turn: her column carries the tint, Ala's does not
    ola = view.visualRect(model.index_of(1, "threes"))
    ala = view.visualRect(model.index_of(0, "threes"))
    assert same(QColor(image.pixel(ola.center().x(), ola.top() + 3)), colours.paper_current)
    assert same(QColor(image.pixel(ala.center().x(), ala.top() + 3)), colours.paper)
    # Ala's upper sum (24 of 63): the accent bar is filled about a third of the way
    upper = view.visualRect(model.index(model.rows.index(("sum", "upper_sum")), 0))
    row = [QColor(image.pixel(x, y)) for y in range(upper.top(), upper.bottom())
           for x in range(upper.left(), upper.right())]
    assert sum(1 for c in row if same(c, colours.accent)) > 10


def test_a_forbidden_box_is_hatched_and_struck(window):
    """Joker (official preset: forced): five 3s with Threes open must go into Threes; the
    others are forbidden and look it."""
    dice = ScriptedDice([2, 2, 2, 2, 2, 3, 3, 3, 3, 3])
    start(window, "classic", ["Ala"], dice=dice, rules={"preset": "official"})
    ctl = window.controller
    ctl.roll()
    ctl.choose_box("yahtzee", 0)
    ctl.roll()
    board = kosci_board(window)
    from kosci_gui.gui.pads.scorecard_model import Access, AccessRole

    index = board.model.index_of(0, "chance")
    assert index.data(AccessRole) is Access.FORBIDDEN
    until_idle()
    image = grab(board.scorecard.viewport())
    rect = board.scorecard.visualRect(index)
    colours = table_colours()
    pixels = [QColor(image.pixel(x, y)) for y in range(rect.top() + 2, rect.bottom() - 2)
              for x in range(rect.left() + 2, rect.right() - 2)]
    assert any(same(c, colours.paper_current) for c in pixels)
    assert len({c.rgb() for c in pixels}) > 4  # hatching, not a plain box
    assert Qt.ItemFlag.ItemIsSelectable not in index.flags()
