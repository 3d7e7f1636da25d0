"""The table's sounds (:mod:`sound_synth`), played when the controller says what happened:
a rattle by the number of dice thrown, the settle once they lie still, a mark when a box or
a turn's points are written, a chime at the end. A setting (Settings → Sound: on/off and the
volume); off in the tests.

They are played by the desktop's own sound player (PipeWire's ``pw-play``, PulseAudio's
``paplay`` or ALSA's ``aplay``, the first found), in a process of its own: nothing waits
for it, nothing of Qt Multimedia (an add-on the bundle does without) is needed, and a
machine with no sound player or no sound card stays silent and says nothing."""

from __future__ import annotations

import logging
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Slot

from kosci_gui.engine.game import Game
from kosci_gui.gui.play import sound_synth
from kosci_gui.gui.settings import Settings

log = logging.getLogger(__name__)

#: The players tried, in order, with their arguments before the file.
PLAYERS = (("pw-play", ()), ("paplay", ()), ("aplay", ("-q",)))
#: The settle comes this long after the rattle at least (when the dice do not fly).
SETTLE_MIN_MS = 250


class DesktopPlayer:
    """Plays a WAV with the desktop's player, in the background; silent without one."""

    def __init__(self) -> None:
        self._command: list[str] | None = None
        self._looked = False
        self._folder: Path | None = None
        self._files: dict[str, Path] = {}

    def command(self) -> list[str] | None:
        if not self._looked:
            self._looked = True
            for tool, args in PLAYERS:
                found = shutil.which(tool)
                if found:
                    self._command = [found, *args]
                    break
        return self._command

    def __call__(self, key: str, make: Callable[[], bytes]) -> None:
        command = self.command()
        if command is None:
            return
        try:
            path = self._files.get(key)
            if path is None:
                if self._folder is None:
                    self._folder = Path(tempfile.mkdtemp(prefix="kosci-sounds-"))
                path = self._folder / f"{key}.wav"
                path.write_bytes(make())
                self._files[key] = path
            subprocess.Popen([*command, str(path)], stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             start_new_session=True)
        except OSError as exc:  # no sound is no reason to stop a game
            log.debug("a sound could not be played: %s", exc)


class Sounds(QObject):
    """The sounds of one table."""

    def __init__(self, settings: Settings, game: Callable[[], Game | None],
                 parent: QObject | None = None,
                 play: Callable[[str, Callable[[], bytes]], None] | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        #: The game at the table (None between games): it tells which move is a write.
        self.game = game
        #: Plays a sound: (its key, how to make it) — a seam, tests give their own.
        self.play = play or DesktopPlayer()
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.timeout.connect(self._settled)

    def _on(self) -> bool:
        return self.settings.sound and self.settings.sound_volume > 0

    def _volume(self) -> float:
        return self.settings.sound_volume / 100.0

    def _sound(self, name: str, make: Callable[[float], bytes]) -> None:
        if self._on():
            volume = self._volume()
            self.play(f"{name}-{round(100 * volume)}", lambda: make(volume))

    @Slot(object, object)
    def rolled(self, dice: object, thrown: object) -> None:
        """Dice were thrown (the controller's ``rolled``)."""
        count = sum(1 for t in thrown if t) if isinstance(thrown, (list, tuple)) else 5
        if not count:
            return
        self._sound(f"rattle{count}", lambda v: sound_synth.rattle(count, count, v))
        self._settle.start(max(SETTLE_MIN_MS, self.settings.animation_ms))

    @Slot()
    def _settled(self) -> None:
        self._sound("settle", lambda v: sound_synth.settle(0, v))

    @Slot(object)
    def acted(self, move: object) -> None:
        """A move was made (the controller's ``actionApplied``)."""
        game = self.game()
        if game is not None and game.writes(move):
            self._sound("mark", sound_synth.mark)

    @Slot()
    def finished(self) -> None:
        """The game ended (the controller's ``gameFinished``)."""
        self._settle.stop()
        self._sound("chime", sound_synth.chime)
