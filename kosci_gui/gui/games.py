"""The games as the window shows them, one descriptor each: the game's name and one line of
description (translated at call time), its help page, and the board it is played at. The one
place in the GUI that knows which board plays which game; the start page, the dialogs, the
records' windows and the main window ask it.

A board's module is loaded the first time its game starts (the window shows before the
tables, dice and pads are loaded), so a descriptor names its board by a loader.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from kosci_gui.gui.words.texts import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from kosci_gui.gui.table.board import Board


def _kosci_board() -> type[Board]:
    from kosci_gui.gui.table.kosci_board import KosciBoard

    return KosciBoard


def _thousand_board() -> type[Board]:
    from kosci_gui.gui.table.thousand_board import ThousandBoard

    return ThousandBoard


@dataclass(frozen=True)
class GameUI:
    """One game in the window: ``key`` as the engine names it; ``name`` and ``description``
    English sources (contexts "Games" and "GameDescriptions"; the description must fit under
    the name on the start page); ``help_page`` the file under ``kosci_gui/assets/help/<language>/``;
    ``board`` loads the board class."""

    key: str
    name_source: str
    description_source: str
    help_page: str
    board: Callable[[], type[Board]]

    def name(self) -> str:
        """The game's name in the current language."""
        return QCoreApplication.translate("Games", self.name_source)

    def description(self) -> str:
        """One line that says what the game is, in the current language."""
        return QCoreApplication.translate("GameDescriptions", self.description_source)


#: Every game of the window, in the order it lists them (the registry: a new game's
#: descriptor goes here).
GAMES: tuple[GameUI, ...] = (
    GameUI("classic", QT_TRANSLATE_NOOP("Games", "Classic"),
           QT_TRANSLATE_NOOP("GameDescriptions", "13 turns, joker, bonuses"),
           "classic.html", _kosci_board),
    GameUI("triple", QT_TRANSLATE_NOOP("Games", "Triple"),
           QT_TRANSLATE_NOOP("GameDescriptions", "39 turns, three columns"),
           "triple.html", _kosci_board),
    GameUI("full", QT_TRANSLATE_NOOP("Games", "Full"),
           QT_TRANSLATE_NOOP("GameDescriptions", "15 turns, pairs and poker"),
           "full.html", _kosci_board),
    GameUI("thousand", QT_TRANSLATE_NOOP("Games", "Thousand"),
           QT_TRANSLATE_NOOP("GameDescriptions", "First to reach 1000 wins"),
           "thousand.html", _thousand_board),
)


def game_keys() -> tuple[str, ...]:
    """The keys of the games, in the order the window lists them."""
    return tuple(g.key for g in GAMES)


def game_ui(key: str) -> GameUI | None:
    """The window's descriptor of the game ``key`` names, or None (a record of a game this
    version does not know)."""
    return next((g for g in GAMES if g.key == key), None)


def describe_game(key: str) -> GameUI:
    """The window's descriptor of a game this version knows (KeyError otherwise)."""
    ui = game_ui(key)
    if ui is None:
        raise KeyError(f"no game {key!r}")
    return ui


def game_name(key: str) -> str:
    """The name of the game ``key`` names in the current language (the key itself for a game
    this version does not know)."""
    ui = game_ui(key)
    return ui.name() if ui is not None else str(key)
