"""Light and dark: the palettes of the app's own themes, the player's choice (follow the
desktop, light or dark) applied to the application, and the table's colours — felt, wood,
paper, ink, dice and the one accent — worked out from whatever palette is in use.

Every colour a text is drawn in is checked against what it is drawn on and, where the
palette would give less than :data:`MIN_CONTRAST`, pushed lighter or darker until it reads
(:func:`readable`); :func:`text_pairs` lists those pairs for the contrast test.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from functools import cached_property

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

#: WCAG's minimum contrast for normal text.
MIN_CONTRAST = 4.5
#: The high-contrast theme's (WCAG's enhanced contrast, AAA).
HIGH_CONTRAST = 7.0


class ThemeChoice(Enum):
    """The Settings choice."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"
    CONTRAST = "contrast"


# -- contrast ------------------------------------------------------------------------------------


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of an opaque colour."""
    return (0.2126 * _linear(colour.redF()) + 0.7152 * _linear(colour.greenF())
            + 0.0722 * _linear(colour.blueF()))


def over(colour: QColor, background: QColor) -> QColor:
    """``colour`` composited over an opaque ``background`` (a translucent text colour reads
    as this)."""
    a = colour.alphaF()
    if a >= 1.0:
        return QColor(colour.red(), colour.green(), colour.blue())
    return QColor.fromRgbF(colour.redF() * a + background.redF() * (1 - a),
                           colour.greenF() * a + background.greenF() * (1 - a),
                           colour.blueF() * a + background.blueF() * (1 - a))


def contrast(text: QColor, background: QColor) -> float:
    """The contrast ratio (1 to 21) of ``text`` over ``background``."""
    bg = over(background, QColor("#808080"))
    a, b = luminance(over(text, bg)), luminance(bg)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def mix(a: QColor, b: QColor, amount: float) -> QColor:
    """``a`` moved ``amount`` (0..1) of the way towards ``b``."""
    t = max(0.0, min(1.0, amount))
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                           a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t,
                           a.alphaF() + (b.alphaF() - a.alphaF()) * t)


def readable(text: QColor, background: QColor, ratio: float = MIN_CONTRAST) -> QColor:
    """``text`` (made opaque over ``background``), moved towards black or white — whichever
    the background is further from — until it has ``ratio`` against it."""
    solid = over(text, background)
    if contrast(solid, background) >= ratio:
        return solid
    target = QColor("#000000") if luminance(background) > 0.18 else QColor("#ffffff")
    for step in range(1, 21):
        candidate = mix(solid, target, step / 20)
        if contrast(candidate, background) >= ratio:
            return candidate
    return target


_readable = readable


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


# -- the app's own palettes ------------------------------------------------------------------------

_LIGHT = {
    "Window": "#efeae0", "WindowText": "#1f2328", "Base": "#fffdf8",
    "AlternateBase": "#f3eee3", "Text": "#1f2328", "Button": "#e7e1d5",
    "ButtonText": "#1f2328", "BrightText": "#ffffff", "Highlight": "#c98a12",
    "HighlightedText": "#1a1405", "ToolTipBase": "#fffbea", "ToolTipText": "#1f2328",
    "PlaceholderText": "#5f6670", "Link": "#1d5f9e", "Mid": "#b3ab9c", "Midlight": "#f7f3ea",
    "Light": "#ffffff", "Dark": "#8d8676", "Shadow": "#3a352c",
}
_DARK = {
    "Window": "#24262a", "WindowText": "#e8e6e1", "Base": "#1b1d20",
    "AlternateBase": "#2b2e33", "Text": "#e8e6e1", "Button": "#33363c",
    "ButtonText": "#e8e6e1", "BrightText": "#ffffff", "Highlight": "#e0a43a",
    "HighlightedText": "#1a1405", "ToolTipBase": "#33363c", "ToolTipText": "#e8e6e1",
    "PlaceholderText": "#a2a7ae", "Link": "#7fb8ee", "Mid": "#4a4e55", "Midlight": "#3a3d43",
    "Light": "#45484f", "Dark": "#141518", "Shadow": "#000000",
}


#: White on black, a yellow accent: every text pair of the palette reads at 7:1 or more.
_CONTRAST = {
    "Window": "#000000", "WindowText": "#ffffff", "Base": "#000000",
    "AlternateBase": "#141414", "Text": "#ffffff", "Button": "#000000",
    "ButtonText": "#ffffff", "BrightText": "#ffffff", "Highlight": "#ffd500",
    "HighlightedText": "#000000", "ToolTipBase": "#000000", "ToolTipText": "#ffffff",
    "PlaceholderText": "#d8d8d8", "Link": "#9ad7ff", "Mid": "#9a9a9a", "Midlight": "#3a3a3a",
    "Light": "#ffffff", "Dark": "#9a9a9a", "Shadow": "#000000",
}


def _palette(colours: dict[str, str], disabled_text: str) -> QPalette:
    palette = QPalette()
    for name, value in colours.items():
        palette.setColor(getattr(QPalette.ColorRole, name), QColor(value))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled_text))
    return palette


def light_palette() -> QPalette:
    return _palette(_LIGHT, "#8a857b")


def dark_palette() -> QPalette:
    return _palette(_DARK, "#7d8188")


def contrast_palette() -> QPalette:
    return _palette(_CONTRAST, "#b4b4b4")


def is_high_contrast(palette: QPalette) -> bool:
    """A palette whose text stands out as in a high-contrast theme (ours or the desktop's):
    the table's texts are then held to :data:`HIGH_CONTRAST`."""
    role = QPalette.ColorRole
    return contrast(palette.color(role.Text), palette.color(role.Base)) >= 18.0


_applied = ThemeChoice.SYSTEM


def apply_theme(choice: ThemeChoice) -> None:
    """Put the chosen theme on the application at once; SYSTEM gives the desktop's palette
    back (and costs nothing at start-up, when nothing else was applied)."""
    global _applied
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication) or choice is _applied:
        return
    _applied = choice
    hints = app.styleHints()
    if choice is ThemeChoice.SYSTEM:
        hints.unsetColorScheme()
        QGuiApplication.setPalette(QPalette())
        return
    hints.setColorScheme(Qt.ColorScheme.Light if choice is ThemeChoice.LIGHT
                         else Qt.ColorScheme.Dark)
    QGuiApplication.setPalette({ThemeChoice.LIGHT: light_palette, ThemeChoice.DARK: dark_palette,
                                ThemeChoice.CONTRAST: contrast_palette}[choice]())


# -- the table's colours ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TableColours:
    """Everything the table is painted in, for one palette."""

    dark: bool
    felt: QColor            # the cloth in the middle of the table
    felt_edge: QColor       # ... and towards its edges
    felt_text: QColor       # text lying on the felt
    felt_quiet: QColor      # quieter text on the felt (help lines)
    wood: QColor            # the tray's rim
    wood_dark: QColor
    die: QColor             # a die's body
    die_shade: QColor
    pip: QColor
    paper: QColor           # the score pad
    paper_sum: QColor       # a sum row on the pad
    paper_line: QColor      # its ruled lines
    paper_current: QColor   # the column of the player whose turn it is
    ink: QColor             # a written score
    ink_quiet: QColor       # a preview, a rule beside a box name
    ink_current: QColor     # text in the current player's column
    ink_disabled: QColor    # a box the joker forbids
    accent: QColor          # your turn, selected, held
    accent_text: QColor     # text on the accent
    warm: QColor            # the pits on the Thousand sheet, a forbidden box's hatching

    @cached_property
    def fingerprint(self) -> tuple[int, ...]:
        return tuple(getattr(self, f.name).rgba() for f in fields(self) if f.name != "dark")

    def key(self) -> tuple[int, ...]:
        """A hashable fingerprint (for caches of painted textures)."""
        return self.fingerprint


def table_colours(palette: QPalette | None = None) -> TableColours:
    """The table's colours for ``palette`` (the application's by default), cached."""
    palette = palette if palette is not None else QGuiApplication.palette()
    key = palette.cacheKey()
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) > 16:
            _CACHE.clear()
        found = _CACHE[key] = _colours(palette)
    return found


_CACHE: dict[int, TableColours] = {}


def _colours(palette: QPalette) -> TableColours:
    role = QPalette.ColorRole
    dark = is_dark(palette)
    ratio = HIGH_CONTRAST if is_high_contrast(palette) else MIN_CONTRAST

    def readable(text: QColor, background: QColor) -> QColor:
        return _readable(text, background, ratio)

    base = over(palette.color(role.Base), QColor("#808080"))
    text = palette.color(role.Text)
    accent = over(palette.color(role.Highlight), base)
    if dark:
        felt, felt_edge = QColor("#1e4a37"), QColor("#10291e")
        wood, wood_dark = QColor("#6b4528"), QColor("#3b2413")
        paper = mix(base, QColor("#4b4338"), 0.4)
    else:
        felt, felt_edge = QColor("#2f6e4f"), QColor("#1c4a34")
        wood, wood_dark = QColor("#94613a"), QColor("#5a3518")
        paper = mix(base, QColor("#f6ecd2"), 0.55)
    # the felt's lightest spot is what text on it must read against
    felt_text = readable(QColor("#f6f1e3"), felt)
    felt_quiet = readable(QColor("#cfe3d6"), felt)
    paper_sum = mix(paper, text, 0.06)
    paper_current = mix(paper, accent, 0.16 if not dark else 0.17)
    ink = readable(text, paper_current)
    quiet_source = mix(palette.color(role.PlaceholderText), ink, 0.15)
    ink_quiet = readable(quiet_source, paper_current)
    ink_quiet = readable(ink_quiet, paper_sum)
    return TableColours(
        dark=dark, felt=felt, felt_edge=felt_edge, felt_text=felt_text, felt_quiet=felt_quiet,
        wood=wood, wood_dark=wood_dark,
        die=QColor("#fbf8ef"), die_shade=QColor("#ddd4c0"), pip=QColor("#1c1e22"),
        paper=paper, paper_sum=paper_sum, paper_line=mix(paper, text, 0.16),
        paper_current=paper_current,
        ink=readable(ink, paper_sum), ink_quiet=ink_quiet,
        ink_current=readable(ink, paper_current),
        ink_disabled=readable(readable(mix(paper, text, 0.5), paper_current), paper),
        accent=accent,
        accent_text=readable(palette.color(role.HighlightedText), accent),
        warm=QColor("#c0562f") if not dark else QColor("#e07a4f"),
    )


def text_pairs(colours: TableColours) -> list[tuple[str, QColor, QColor]]:
    """Every (what, text colour, background) the table draws text in."""
    c = colours
    return [
        ("turn and help lines on the felt", c.felt_text, c.felt),
        ("quiet lines on the felt", c.felt_quiet, c.felt),
        ("a score on the pad", c.ink, c.paper),
        ("a score in a sum row", c.ink, c.paper_sum),
        ("a score in the current column", c.ink_current, c.paper_current),
        ("a preview", c.ink_quiet, c.paper),
        ("a preview in the current column", c.ink_quiet, c.paper_current),
        ("a rule beside a box name", c.ink_quiet, c.paper_sum),
        ("a selected box, a held mark", c.accent_text, c.accent),
        ("a box the joker forbids", c.ink_disabled, c.paper_current),
        ("a pip on a die", c.pip, c.die),
    ]


def on_felt(palette: QPalette, colours: TableColours) -> QPalette:
    """``palette`` with the text colours of labels lying on the cloth."""
    result = QPalette(palette)
    for role, colour in ((QPalette.ColorRole.WindowText, colours.felt_text),
                         (QPalette.ColorRole.PlaceholderText, colours.felt_quiet)):
        result.setColor(role, colour)
    return result


def on_paper(palette: QPalette, colours: TableColours) -> QPalette:
    """``palette`` for a score pad: the paper behind (and around) its cells, ink on it."""
    result = QPalette(palette)
    for role, colour in ((QPalette.ColorRole.Base, colours.paper),
                         (QPalette.ColorRole.Window, colours.paper_sum),
                         (QPalette.ColorRole.AlternateBase, colours.paper_sum),
                         (QPalette.ColorRole.Text, colours.ink)):
        result.setColor(role, colour)
    return result
