"""A main window with its saved games over a temporary data folder, for the saver's tests:
dialogs answered by object name and recorded, games started and finished in one call."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from kosci_gui.engine.games import new_game
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.start.app import build_window
from kosci_gui.storage.autosave import Autosave
from kosci_gui.storage.paths import StoragePaths


class App:
    """A main window with its saved games over a temporary data folder; dialogs are
    answered by ``answers`` (by object name) and recorded in ``dialogs``."""

    def __init__(self, qtbot, tmp_path, answers=None):
        store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        settings = Settings(store)
        settings.animation_ms = 0
        settings.computer_ms = 0
        settings.auto_score_seconds = 0
        settings.moment_ms = 0
        settings.show_chances = False
        settings.sound = False
        self.paths = StoragePaths(tmp_path / "data")
        self.window = build_window(settings, paths=self.paths)
        qtbot.addWidget(self.window)
        self.dialogs = []
        #: The text of the last message box of each name.
        self.texts = {}
        self.answers = answers or {}
        self.window.run_dialog = self._answer
        self.saver = self.window.saver
        self.records = self.window.records
        self.commands = self.window.commands
        self.ctl = self.window.controller

    def _answer(self, dialog):
        self.dialogs.append(dialog.objectName())
        self.last_dialog = dialog
        if isinstance(dialog, QMessageBox):
            self.texts[dialog.objectName()] = dialog.text()
        answer = self.answers.get(dialog.objectName(), 0)
        return answer(dialog) if callable(answer) else answer

    def start(self):
        self.saver.start()

    def quit(self):
        """The app closes (or dies): its autosave is free for the next start."""
        self.window.close()

    def play(self, game_kind="classic", players=("Ala", "Bartek"), **kwargs):
        self.ctl.play_game(new_game(game_kind, None, list(players), seed=3, **kwargs))
        return self.ctl.game

    def save_as(self, path):
        """Game → Save game as…, the file dialog answered with ``path``."""
        self.saver.files.choose_save_path = lambda folder: str(path)
        self.saver.save_as()

    def open(self, path):
        """Game → Open game…: leave the game being played (if asked), then *Other file…*
        with ``path``."""
        def other_file(dialog):
            dialog.choose_file = lambda folder: str(path)
            dialog.other_file()
            return dialog.result()

        answers = dict(self.answers)
        self.answers.update(replaceQuestion=QMessageBox.StandardButton.Yes,
                            openDialog=other_file)
        try:
            self.saver.open_game()
        finally:
            self.answers = answers

    def finish(self):
        game = self.ctl.game
        while not game.finished:
            if game.rolls == 0:
                self.ctl.roll()
            best = max(game.allowed_options(), key=lambda o: o.points + o.bonus)
            self.ctl.choose_box(best.box, best.column)
        return game


def state(game):
    return (game.current, game.dice, game.held, game.rolls_left, game.totals(),
            game.record_turns(), game.out, game.finished)


def autosaved(app):
    """The game in the first autosave file, as the next start would read it."""
    return Autosave(app.paths.autosave).load()
