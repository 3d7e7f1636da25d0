"""Work on the history that must not hold up the start: an upgrade of an older file (it
replays every stored game) and games read back from a history that was moved aside.

Both run after the window is shown, a slice at a time on the event loop, with a progress
dialog when they take more than a moment; the player may put an upgrade off (*Later*: the
file is left as it was and the upgrade runs at the next start). A moved-aside history is
offered back every start until its games are merged; it is never deleted.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable, Generator
from typing import Protocol

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget

from kosci_gui.gui.keeping.host import DialogHost
from kosci_gui.storage import history_rescue
from kosci_gui.storage.history import HistoryDB
from kosci_gui.storage.history_rescue import AsideHistory
from kosci_gui.storage.history_schema import Progress
from kosci_gui.storage.paths import StoragePaths


class Keeper(Protocol):
    """What the history's upkeep asks of the saver."""

    paths: StoragePaths
    host: DialogHost
    history: HistoryDB

    def history_changed(self) -> None:
        """The history changed: the windows over it refresh."""

log = logging.getLogger(__name__)

#: A piece of work done a slice at a time, reporting its progress.
Work = Generator[Progress, None, None]

#: How long one slice of work may hold the event loop (seconds).
SLICE_SECONDS = 0.03
#: An upgrade locked by another copy of the app is tried again after this long (ms).
LOCKED_RETRY_MS = 2000


class HistoryUpkeep(QObject):
    """Upgrades and rescues of one saver's history."""

    #: The work begun by :meth:`start` is over (upgraded, offered, merged or put off).
    finished = Signal()

    def __init__(self, saver: Keeper, window: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.saver = saver
        self.window = window
        self.progress: QProgressDialog | None = None
        self._work: Work | None = None
        self._then: Callable[[], None] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self.busy = False

    def start(self) -> None:
        """After the window is up: upgrade when due, then offer moved-aside histories."""
        self.busy = True
        if self.saver.history.upgrade_due:
            self._run(self.saver.history.upgrade(), self.tr("Bringing the history up to date…"),
                      self._upgraded)
        else:
            self._offer_rescue()

    # -- running a generator in slices ---------------------------------------------------------

    def _run(self, work: Work, label: str, then: Callable[[], None]) -> None:
        self._work, self._then = work, then
        progress = QProgressDialog(label, self.tr("Later"), 0, 0, self.window)
        progress.setObjectName("historyProgress")
        progress.setWindowTitle(self.tr("History"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)  # shown only when the work takes a while
        progress.setAutoReset(False)
        progress.setAutoClose(False)
        progress.canceled.connect(self._put_off)
        self.progress = progress
        self._timer.start(0)

    @Slot()
    def _step(self) -> None:
        work = self._work
        if work is None:
            return
        if self.progress is not None and self.progress.wasCanceled():
            self._put_off()
            return
        end = time.monotonic() + SLICE_SECONDS
        try:
            while time.monotonic() < end:
                step = next(work)
                if self.progress is not None and step.total:
                    self.progress.setMaximum(step.total)
                    self.progress.setValue(step.done)
        except StopIteration:
            self._done()
            return
        self._timer.start(0)

    def _done(self) -> None:
        self._work = None
        self._close_progress()
        then, self._then = self._then, None
        if then is not None:
            then()

    def stop(self) -> None:
        """The window closes: abandon any work (its transaction rolls back)."""
        work, self._work = self._work, None
        self._timer.stop()
        if work is not None:
            work.close()
        self._close_progress()

    @Slot()
    def _put_off(self) -> None:
        """*Later*: abandon the work (its transaction rolls back; nothing changed)."""
        self.stop()
        self.saver.host.show_message(self.tr(
            "The history will be brought up to date at the next start; until then finished "
            "games are kept aside."))
        self._end()

    def _close_progress(self) -> None:
        if self.progress is not None:
            self.progress.canceled.disconnect(self._put_off)
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None

    # -- after an upgrade ----------------------------------------------------------------------

    def _upgraded(self) -> None:
        history = self.saver.history
        if history.upgrade_due:  # another copy of the app holds the file: try again soon
            QTimer.singleShot(LOCKED_RETRY_MS, self, self.start)
            return
        self.saver.history_changed()
        self._offer_rescue()

    # -- moved-aside histories -----------------------------------------------------------------

    def _offer_rescue(self) -> None:
        for path in history_rescue.aside_histories(self.saver.paths):
            aside = history_rescue.salvage(path)
            if not aside.games:
                continue  # nothing to give back (the player was told when it was set aside)
            if self._ask_rescue(aside):
                self._run(history_rescue.merge(self.saver.history, aside),
                          self.tr("Adding the games of the earlier history…"),
                          functools.partial(self._merged, aside))
                return  # the next one is offered at the next start
        self._end()

    def _ask_rescue(self, aside: AsideHistory) -> bool:
        count = len(aside.games)
        text = self.tr("An earlier history was set aside as {path}. %n game(s) can be read "
                       "from it. Add them to the history? (Games it already holds are not "
                       "added twice.)", "", count).format(path=aside.path)
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("History"), text, yes | no,
                          self.window)
        box.setObjectName("historyRescue")
        box.button(yes).setText(self.tr("Add them"))
        box.button(no).setText(self.tr("Not now"))
        box.setDefaultButton(yes)
        answer = self.saver.host.run_dialog(box)
        box.deleteLater()
        return answer == yes

    def _merged(self, aside: AsideHistory) -> None:
        self.saver.history_changed()
        self.saver.host.show_message(self.tr(
            "The games of {path} were added to the history.").format(path=aside.path.name))
        self._end()

    def _end(self) -> None:
        self.busy = False
        self.finished.emit()
