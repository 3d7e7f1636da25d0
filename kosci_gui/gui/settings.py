"""The player's settings that persist across runs (QSettings, INI format), read with defaults.

An unreadable settings file is moved aside (renamed with a timestamp), reported once through
``problem``, and the defaults are used.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from kosci_gui.engine.seats import LEVELS

ORGANIZATION = "Kosci"
APPLICATION = "kosci"

#: Dice animation lengths in milliseconds (0 = off), in the order the dialog offers them:
#: off, fast, normal (a roll you can follow: about 0.7 s), slow.
ANIMATION_SPEEDS = (0, 400, 700, 1100)
#: The dialog's theme choices (see :class:`kosci_gui.gui.look.theme.ThemeChoice`).
THEMES = ("system", "light", "dark", "contrast")
#: Pause between the steps of a computer turn in milliseconds (0 = instant).
COMPUTER_SPEEDS = (0, 300, 700, 1400)

#: ``auto_score_seconds``: the delay the game's rules give (RULES.md §3), not one of the
#: player's own.
AUTO_WRITE_BY_RULES = -1

DEFAULTS: dict[str, Any] = {
    "language": "",
    "animation_ms": 700,
    "reduced_motion": False,
    "theme": "system",
    "computer_ms": 700,
    "confirm_move": False,
    "auto_score_seconds": -1,  # AUTO_WRITE_BY_RULES
    "hints": False,
    "show_chances": True,
    "quick_level": "medium",
    "moment_ms": 1500,
    "sheet_by_round": False,
    "sound": True,
    "sound_volume": 60,
}


def open_settings() -> QSettings:
    """The app's settings store (tests redirect it with ``QSettings.setPath``)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                     ORGANIZATION, APPLICATION)


class Settings:
    """Typed access to the settings; every read has a default and a type."""

    @classmethod
    def in_file(cls, path: str | Path) -> Settings:
        """Settings kept in this INI file (scripted runs and tests)."""
        return cls(QSettings(str(path), QSettings.Format.IniFormat))

    def __init__(self, store: QSettings | None = None) -> None:
        self.problem: str | None = None
        self._store = store if store is not None else open_settings()
        if self._damaged():
            self._set_aside()

    def _damaged(self) -> bool:
        """Qt's INI reader takes almost anything, so bytes no settings file holds (NUL, text
        that is not UTF-8) count as damage too."""
        if self._store.status() != QSettings.Status.NoError:
            return True
        try:
            raw = Path(self._store.fileName()).read_bytes()
        except FileNotFoundError:
            return False
        except OSError:
            return True
        if b"\x00" in raw:
            return True
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError:
            return True
        return False

    def _set_aside(self) -> None:
        path = Path(self._store.fileName())
        kept = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            path.rename(kept)
        except OSError as exc:
            self.problem = f"{path}: {exc}"
        else:
            self.problem = str(kept)
        self._store = QSettings(str(path), QSettings.Format.IniFormat)

    @property
    def store(self) -> QSettings:
        return self._store

    def sync(self) -> None:
        self._store.sync()

    # -- the player's choices --------------------------------------------------------------

    def _get(self, key: str, kind: type) -> Any:
        default = DEFAULTS[key]
        try:
            value = self._store.value(key, default, type=kind)
        except (TypeError, ValueError):
            return default
        return default if value is None else value

    def _put(self, key: str, value: Any) -> None:
        self._store.setValue(key, value)

    @property
    def language(self) -> str:
        return str(self._get("language", str))

    @language.setter
    def language(self, value: str) -> None:
        self._put("language", value)

    @property
    def animation_ms(self) -> int:
        return max(0, min(3000, int(self._get("animation_ms", int))))

    @animation_ms.setter
    def animation_ms(self, value: int) -> None:
        self._put("animation_ms", int(value))

    @property
    def reduced_motion(self) -> bool:
        """No tumbling, bouncing or confetti: dice change face in place, moments are a
        still highlight."""
        return bool(self._get("reduced_motion", bool))

    @reduced_motion.setter
    def reduced_motion(self, value: bool) -> None:
        self._put("reduced_motion", bool(value))

    @property
    def theme(self) -> str:
        """``system`` (follow the desktop), ``light`` or ``dark``."""
        value = str(self._get("theme", str))
        return value if value in THEMES else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        self._put("theme", value if value in THEMES else "system")

    @property
    def computer_ms(self) -> int:
        return max(0, min(5000, int(self._get("computer_ms", int))))

    @computer_ms.setter
    def computer_ms(self, value: int) -> None:
        self._put("computer_ms", int(value))

    @property
    def confirm_move(self) -> bool:
        return bool(self._get("confirm_move", bool))

    @confirm_move.setter
    def confirm_move(self, value: bool) -> None:
        self._put("confirm_move", bool(value))

    @property
    def auto_score_seconds(self) -> int:
        """The automatic write's delay in seconds: 0 = off, AUTO_WRITE_BY_RULES (the
        default) = as the game's rules say (RULES.md §3: 3 s in a penta game, else off)."""
        return max(AUTO_WRITE_BY_RULES, min(60, int(self._get("auto_score_seconds", int))))

    @auto_score_seconds.setter
    def auto_score_seconds(self, value: int) -> None:
        self._put("auto_score_seconds", int(value))

    @property
    def moment_ms(self) -> int:
        """How long a big moment (a miss, a penalty, an overtake, a bonus) stays on the
        table before play goes on (a click ends it sooner; 0 = not at all)."""
        return max(0, min(5000, int(self._get("moment_ms", int))))

    @moment_ms.setter
    def moment_ms(self, value: int) -> None:
        self._put("moment_ms", int(value))

    @property
    def sheet_by_round(self) -> bool:
        """The Thousand sheet with one row per round."""
        return bool(self._get("sheet_by_round", bool))

    @sheet_by_round.setter
    def sheet_by_round(self, value: bool) -> None:
        self._put("sheet_by_round", bool(value))

    @property
    def sound(self) -> bool:
        """The table's sounds: dice, a written box, the end (gui/play/sounds.py)."""
        return bool(self._get("sound", bool))

    @sound.setter
    def sound(self, value: bool) -> None:
        self._put("sound", bool(value))

    @property
    def sound_volume(self) -> int:
        """The sounds' volume, 0-100 %."""
        return max(0, min(100, int(self._get("sound_volume", int))))

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self._put("sound_volume", int(value))

    @property
    def hints(self) -> bool:
        return bool(self._get("hints", bool))

    @hints.setter
    def hints(self, value: bool) -> None:
        self._put("hints", bool(value))

    @property
    def show_chances(self) -> bool:
        """Each player's chance to win shown on the table (View → Chances to win)."""
        return bool(self._get("show_chances", bool))

    @show_chances.setter
    def show_chances(self, value: bool) -> None:
        self._put("show_chances", bool(value))

    @property
    def quick_level(self) -> str:
        """The computer's strength on the start page's quick starts."""
        level = self._get("quick_level", str)
        return level if level in LEVELS else str(DEFAULTS["quick_level"])

    @quick_level.setter
    def quick_level(self, value: str) -> None:
        self._put("quick_level", str(value))

    # -- remembered things -----------------------------------------------------------------

    def last_new_game(self) -> dict[str, Any]:
        """The choices of the last new-game dialog (empty when none or unreadable)."""
        import json  # (here: nothing before the window's first show reads JSON)

        raw = self._store.value("new_game/last", "", type=str)
        try:
            value = json.loads(str(raw)) if raw else {}
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def set_last_new_game(self, choices: dict[str, Any]) -> None:
        import json

        self._put("new_game/last", json.dumps(choices))

    def taught(self) -> set[str]:
        """The kinds of game whose first game (with its tips) has been played."""
        raw = self._store.value("tips/taught", "", type=str)
        return {k for k in str(raw).split(",") if k}

    def set_taught(self, kind: str) -> None:
        self._put("tips/taught", ",".join(sorted(self.taught() | {kind})))

    def geometry(self) -> QByteArray | None:
        value = self._store.value("window/geometry", None)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_geometry(self, value: QByteArray) -> None:
        self._put("window/geometry", value)
