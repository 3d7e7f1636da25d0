"""What the saver does once the window is up: tell what it found (games of other windows,
files of a newer version, a folder that cannot be written), open the file of ``kosci FILE``,
or offer the unfinished game back (declined, it is kept with the unfinished games)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from kosci_gui.engine.visibility import visible_cards
from kosci_gui.gui.games import game_name
from kosci_gui.gui.keeping.game_files import GameFiles
from kosci_gui.gui.keeping.host import DialogHost
from kosci_gui.storage import savefile, unfinished
from kosci_gui.storage.autosave import Autosave, clean_leftovers, is_newer
from kosci_gui.storage.paths import StoragePaths, write_problem
from kosci_gui.storage.savefile import SavedGame, SaveFileError


class Keeper(Protocol):
    """What the saver's start asks of it."""

    paths: StoragePaths
    host: DialogHost
    autosave: Autosave
    files: GameFiles
    window: QWidget

    @property
    def playing(self) -> bool:
        """Is a game on the table?"""

    def warn_not_saving(self, error: str) -> None:
        """A warning that stays while games cannot be saved."""

    def keep_autosave_aside(self) -> None:
        """Keep the autosave's game with the unfinished ones."""

    def tell(self, title: str, text: str, *, name: str = ...) -> None:
        """A message the player must see (a box)."""

    def store(self, saved: SavedGame, doc: dict[str, Any] | None = None) -> bool:
        """Put a finished game in the history."""

    def load(self, saved: SavedGame) -> None:
        """Play ``saved`` from where it stood."""

log = logging.getLogger(__name__)


class StartUp(QObject):
    """The start of one :class:`~kosci_gui.gui.keeping.saver.GameSaver` (texts in a context of
    their own)."""

    def __init__(self, saver: Keeper, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.saver = saver

    def run(self, open_first: Path | None) -> None:
        saver = self.saver
        folder_problem = write_problem(saver.paths.base)
        if folder_problem is not None:
            saver.warn_not_saving(folder_problem)
        else:
            clean_leftovers(saver.paths)
            self._gather_orphans()
        self._tell_newer_autosaves()
        opened = open_first is not None and self._open_file(open_first)
        # a game that began before the window was up (a demo) has the autosave as its own
        if not opened and not saver.playing:
            try:
                self.offer_resume(folder_problem)
            except Exception as exc:  # whatever is wrong with the autosave, the app starts
                log.exception("resuming the autosave failed")
                if saver.autosave.exists():
                    self._autosave_damaged(SaveFileError(savefile.INVALID, str(exc)))

    def _open_file(self, path: Path) -> bool:
        saved = self.saver.files.read(path)
        if saved is None:
            return False  # told why; the autosave is offered as usual
        if self.saver.autosave.exists():
            self.saver.keep_autosave_aside()
        self.saver.files.play(saved, path)
        return True

    def _gather_orphans(self) -> None:
        kept = unfinished.gather_orphans(self.saver.autosave, self.saver.paths)
        if kept:
            self.saver.tell(self.tr("Unfinished games"), self.tr(
                "Unfinished games of other windows were kept in {folder}; Game → Open game… "
                "lists them.").format(folder=kept[0].parent), name="unfinishedKept")

    def _tell_newer_autosaves(self) -> None:
        newer = [p for p in self.saver.paths.autosave_slots() if p != self.saver.autosave.path
                 and is_newer(p)]
        if newer:
            self.saver.tell(self.tr("Saved game from a newer version"), self.tr(
                "{name} was saved by a newer version of Kości. It was left as it is; open it "
                "with that version.").format(name=newer[0].name), name="autosaveNewer")

    def offer_resume(self, folder_problem: str | None = None) -> bool:
        """Offer the autosaved game; True when it was resumed. Declined, it is kept with the
        unfinished games."""
        try:
            saved = self.saver.autosave.load()
        except SaveFileError as error:
            self._autosave_damaged(error)
            return False
        if saved is None:
            return False
        if saved.game.finished:
            # Killed between the last write and storing the game: store it now.
            self.saver.store(saved)
            return False
        if self.ask_resume(saved, folder_problem):
            self.saver.load(saved)
            return True
        if folder_problem is None:
            self.saver.keep_autosave_aside()
            self.saver.host.show_message(self.tr(
                "The unfinished game was kept with the other unfinished games (Game → Open "
                "game…)."))
        return False

    def where_it_stopped(self, saved: SavedGame) -> str:
        """"Ala's turn 7 of 13 (Ala 120, Bot 134)" — only the scores the table may show
        (hidden cards: the one human's own, or none)."""
        game = saved.game
        open_cards = saved.settings.get("open_scorecards") is not False
        shown = visible_cards(game.players, game.current, open_scorecards=open_cards,
                              finished=False)
        totals = game.totals()
        scores = ", ".join(f"{p.name} {totals[i]}" for i, p in enumerate(game.players)
                           if shown[i])
        turns = game.turn_count()
        number = game.turn_number() + 1
        player = game.players[game.current].name
        where = (self.tr("{player}'s turn {turn} of {turns}").format(
            player=player, turn=number, turns=turns) if turns is not None
            else self.tr("{player}'s turn in round {turn}").format(player=player, turn=number))
        return f"{where} ({scores})" if scores else where

    def ask_resume(self, saved: SavedGame, folder_problem: str | None = None) -> bool:
        game = saved.game
        names = ", ".join(p.name for p in game.players)
        text = self.tr("A game of {game} ({players}) was not finished; it stopped at {where}. "
                       "Go on with it where it stood?").format(
            game=game_name(game.game), players=names, where=self.where_it_stopped(saved))
        if folder_problem is not None:
            text += " " + self.tr("The folder for saved games cannot be written ({error}): "
                                  "you can look at the game and play on, but nothing is "
                                  "saved until the folder can be written again.").format(
                error=folder_problem)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resume game?"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.saver.window)
        box.setObjectName("resumeQuestion")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        answer = self.saver.host.run_dialog(box)
        box.deleteLater()
        return answer == QMessageBox.StandardButton.Yes

    def _autosave_damaged(self, error: SaveFileError) -> None:
        try:
            aside = self.saver.autosave.move_aside()
        except OSError as exc:
            log.error("autosave: could not move the damaged file aside: %s", exc)
            self.saver.keep_autosave_aside()
            aside = self.saver.autosave.path
        log.warning("autosave damaged (%s), kept as %s", error, aside)
        self.saver.tell(self.tr("Saved game damaged"), self.tr(
            "The automatically saved game could not be read, so it cannot be resumed. It was "
            "kept as {path}. You can start a new game.").format(path=aside),
            name="autosaveDamaged")

