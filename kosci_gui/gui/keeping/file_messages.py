"""What the player is told about files: a saved game that cannot be opened, a history
database or data folder that cannot be used."""

from __future__ import annotations

from PySide6.QtCore import QObject

from kosci_gui.storage import savefile
from kosci_gui.storage.history import (
    DB_DAMAGED,
    DB_EMPTY,
    DB_LOCKED,
    DB_NEWER,
    DB_READ_ONLY,
    DB_UNWRITABLE,
)
from kosci_gui.storage.savefile import SaveFileError

#: Problem code: the app data folder cannot be created.
NO_FOLDER = "no_folder"


class FileMessages(QObject):
    """The texts (a class, so they are translated in its own context)."""

    def describe(self, error: SaveFileError) -> str:
        name = error.path.name if error.path else ""
        if error.code == savefile.UNREADABLE:
            text = self.tr("{name} could not be read ({detail}).")
        elif error.code == savefile.NOT_A_FILE:
            text = self.tr("{name} is not a file that can hold a saved game (it is a folder, "
                           "a pipe or a device).")
        elif error.code == savefile.TOO_LARGE:
            text = self.tr("{name} is too large to be a saved game of Kości.")
        elif error.code == savefile.NOT_JSON:
            text = self.tr("{name} is damaged or is not a saved game.")
        elif error.code == savefile.OTHER_VERSION:
            text = self.tr("{name} was saved by a newer version of Kości ({detail}) and "
                           "cannot be opened by this one.")
        elif error.code == savefile.NOT_A_RECORD:
            text = self.tr("{name} is not a saved game of Kości.")
        elif error.turn is not None:
            text = self.tr("{name} is damaged: its game breaks the rules in turn {turn} "
                           "({detail}).")
        else:
            text = self.tr("{name} is damaged ({detail}).")
        text = text.format(name=name, detail=error.detail, turn=(error.turn or 0) + 1)
        return text + " " + self.tr("The file was not changed.")

    def storage_problem(self, code: str, detail: str) -> str:
        if code == NO_FOLDER:
            return self.tr("The folder for saved games cannot be used ({detail}); this "
                           "session's games are kept only until the app is closed."
                           ).format(detail=detail)
        if code == DB_DAMAGED:
            return self.tr("The history database was damaged. It was kept aside ({detail}) "
                           "and a new one started.").format(detail=detail)
        if code == DB_EMPTY:
            return self.tr("The history database was empty (0 bytes): the games it held are "
                           "lost. It was kept aside ({detail}) and a new one started."
                           ).format(detail=detail)
        if code == DB_LOCKED:
            return self.tr("The history database is in use by another program. Finished "
                           "games are kept and will be added to the history later.")
        if code == DB_READ_ONLY:
            return self.tr("The history database cannot be written (it or its folder is "
                           "read-only). Its games are shown; finished games are kept and "
                           "added to it as soon as it can be written.")
        if code == DB_UNWRITABLE:
            return self.tr("The history database could not be written ({detail}). Finished "
                           "games are kept and added to it as soon as it can be written."
                           ).format(detail=detail)
        if code == DB_NEWER:
            return self.tr("The history database was written by a newer version of Kości. "
                           "Its games are shown as they are, and this version adds none to "
                           "it: finished games are kept aside for the newer version.")
        return self.tr("The history database cannot be used ({detail}); finished games are "
                       "not stored in this session.").format(detail=detail)


def describe(error: SaveFileError) -> str:
    """A clear message for a file that cannot be opened (it was not changed)."""
    return FileMessages().describe(error)


def storage_problem(code: str, detail: str) -> str:
    """A problem with the data folder or the history database."""
    return FileMessages().storage_problem(code, detail)
