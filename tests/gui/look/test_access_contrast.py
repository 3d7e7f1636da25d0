"""The high-contrast theme (Settings → Theme → High contrast): every text of the palette and
of the table reads at 7:1 or more against what it is drawn on (WCAG's enhanced contrast)."""

from __future__ import annotations

from PySide6.QtGui import QPalette

from kosci_gui.gui.look import theme
from kosci_gui.gui.look.theme import HIGH_CONTRAST, contrast, table_colours, text_pairs

R = QPalette.ColorRole
PALETTE_PAIRS = [(R.WindowText, R.Window), (R.Text, R.Base), (R.Text, R.AlternateBase),
                 (R.ButtonText, R.Button), (R.HighlightedText, R.Highlight),
                 (R.ToolTipText, R.ToolTipBase), (R.PlaceholderText, R.Base), (R.Link, R.Base)]


def test_the_high_contrast_palette_reads_at_7_to_1(qapp):
    palette = theme.contrast_palette()
    low = [(text.name, back.name, round(contrast(palette.color(text), palette.color(back)), 2))
           for text, back in PALETTE_PAIRS
           if contrast(palette.color(text), palette.color(back)) < HIGH_CONTRAST]
    disabled = palette.color(QPalette.ColorGroup.Disabled, R.WindowText)
    assert contrast(disabled, palette.color(R.Window)) >= HIGH_CONTRAST
    assert not low, low


def test_every_text_on_the_high_contrast_table_reads_at_7_to_1(qapp):
    colours = table_colours(theme.contrast_palette())
    low = [(what, round(contrast(fg, bg), 2)) for what, fg, bg in text_pairs(colours)
           if contrast(fg, bg) < HIGH_CONTRAST]
    assert not low, low


def test_the_other_themes_keep_their_colours(qapp):
    assert not theme.is_high_contrast(theme.light_palette())
    assert not theme.is_high_contrast(theme.dark_palette())
    assert theme.is_high_contrast(theme.contrast_palette())


def test_high_contrast_is_a_theme_of_the_settings(qapp, settings):
    settings.theme = "contrast"
    assert settings.theme == "contrast"
    theme.apply_theme(theme.ThemeChoice(settings.theme))
    try:
        assert theme.is_high_contrast(qapp.palette())
    finally:
        theme.apply_theme(theme.ThemeChoice.SYSTEM)
