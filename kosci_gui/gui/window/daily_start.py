"""Starting today's dice in the window: the day's game (its rules, seed and duplicate dice),
alone or against one computer, marked in its meta as a daily game — for the record the first
time that day's game is played, practice after that (kosci_gui.storage.daily_games) — and
what ``hard`` makes of the same dice, computed in the background for the daily list: it goes
into the game's meta while the game lasts, and into the stored record when the game ended
first (a game over in a moment is stored at once, never kept waiting for it)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QWidget

from kosci_gui.engine.daily import Daily
from kosci_gui.engine.game import Player, PlayerType
from kosci_gui.gui.play.computer import prepare_hard_result, when_done
from kosci_gui.gui.play.game_setup import GameSetup
from kosci_gui.gui.records.daily_list import played_text
from kosci_gui.gui.words import texts
from kosci_gui.storage.daily_games import (
    DAILY,
    Queries,
    add_hard,
    daily_list,
    daily_meta,
    played_for_record,
)

if TYPE_CHECKING:
    from kosci_gui.ai.daily import HardResult
    from kosci_gui.gui.keeping.saver import GameSaver
    from kosci_gui.gui.play.controller import GameController
    from kosci_gui.gui.window.welcome_page import WelcomePage


def daily_setup(daily: Daily, human: str, computer: tuple[str, str] | None = None) -> GameSetup:
    """The day's game for the human ``human``, alone or against ``computer`` (name, level)."""
    players = [Player(human, PlayerType.HUMAN)]
    if computer is not None:
        players.append(Player(computer[0], PlayerType.COMPUTER, computer[1]))
    return GameSetup(game=daily.game, rules={"preset": daily.preset}, players=players,
                     duplicate=True, seed=daily.seed, default_names=[False] * len(players))


def start_daily(saver: GameSaver, controller: GameController, daily: Daily, human: str,
                computer: tuple[str, str] | None = None) -> bool:
    """Start the day's game at the table (after asking to leave an unfinished one); returns
    whether it started. It is not remembered as the last new game's choices."""
    if not saver.may_replace_game():
        return False
    controller.start(daily_setup(daily, human, computer))
    marks = daily_meta(daily, practice=played_for_record(saver.history, daily))
    saver.meta.extra[DAILY] = marks
    uid = saver.meta.id

    def hard_done(future: Future[HardResult]) -> None:
        # (on the GUI thread)
        if future.exception() is not None:
            return
        record_hard(saver, uid, marks, future.result())

    when_done(prepare_hard_result(daily), controller, hard_done)
    return True


def record_hard(saver: GameSaver, uid: str, marks: dict[str, Any], hard: HardResult) -> None:
    """``hard``'s result came: into the game's ``meta.daily`` (``marks``), stored with the
    game when it ends; a game that has ended already (stored under ``uid``) takes it too."""
    marks.update(hard=hard.points, hard_turns=hard.turns)
    if add_hard(saver.history, uid, hard.points, hard.turns):
        saver.gameStored.emit()  # (the daily list shows it)


def ask_and_start(parent: QWidget, run_dialog: Callable[[QDialog], int], saver: GameSaver,
                  controller: GameController, level: str) -> None:
    """Game → Today's dice…: the dialog, then the chosen day's game (a computer of ``level``
    when asked for, or when the game cannot be played alone)."""
    from kosci_gui.gui.window.daily_dialog import DailyDialog

    dialog = DailyDialog(parent)
    if run_dialog(dialog) == QDialog.DialogCode.Accepted and dialog.chosen is not None:
        computer = ((texts.default_name("computer"), level)
                    if dialog.against_computer else None)
        start_daily(saver, controller, dialog.chosen, texts.default_name("human"), computer)
    dialog.deleteLater()


def show_played_today(welcome: WelcomePage, history: Queries) -> None:
    """The start page's card of today's dice says what was played today for the record."""
    today = dt.date.today().isoformat()
    welcome.show_daily([played_text(e) for e in daily_list(history)
                        if e.date == today and not e.practice])


def follow_daily(welcome: WelcomePage, saver: GameSaver) -> None:
    """Keep the start page's card of today's dice up to date with the history (from when the
    history is open, after the first show)."""
    show_played_today(welcome, saver.history)
    saver.gameStored.connect(lambda: show_played_today(welcome, saver.history))
