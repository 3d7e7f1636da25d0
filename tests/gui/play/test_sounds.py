"""The table's sounds: a rattle by the number of dice thrown, the settle, a mark
when a box or a turn's points are written, a chime at the end; nothing with the setting off;
silent and harmless where the machine has no sound player."""

from __future__ import annotations

import io
import wave

from kosci_gui.gui.play import sound_synth, sounds
from tests.gui.helpers import ScriptedDice, click, kosci_board, start, steps_pass


class Heard:
    def __init__(self, window):
        self.keys: list[str] = []
        self.made: list[bytes] = []
        window.controller.sounds.play = self

    def __call__(self, key, make):
        self.keys.append(key)
        self.made.append(make())


def test_a_roll_rattles_by_the_dice_thrown_then_settles(qtbot, window, settings):
    settings.sound, settings.sound_volume = True, 50
    heard = Heard(window)
    game = start(window, "classic", ["Ala"], dice=ScriptedDice([1, 2, 3, 4, 5, 6, 6]))
    click(qtbot, kosci_board(window).roll_button)
    assert heard.keys == ["rattle5-50"]
    qtbot.waitUntil(lambda: "settle-50" in heard.keys, timeout=3000)
    window.controller.toggle_hold(0)
    window.controller.toggle_hold(1)
    window.controller.toggle_hold(2)
    click(qtbot, kosci_board(window).roll_button)
    assert heard.keys[-1] == "rattle2-50"
    window.controller.choose_box("chance", 0)
    assert heard.keys[-1] == "mark-50" and game.cards[0].filled_count() == 1


def test_the_end_chimes(qtbot, window, settings):
    settings.sound = True
    heard = Heard(window)
    game = start(window, "classic", ["Ala"])
    while not game.finished:
        window.controller.roll()
        best = max(game.allowed_options(), key=lambda o: o.points)
        window.controller.choose_box(best.box, best.column)
    assert heard.keys[-1].startswith("chime")


def test_no_sound_when_off_or_silent(qtbot, window, settings):
    settings.sound = False
    heard = Heard(window)
    start(window, "classic", ["Ala"])
    click(qtbot, kosci_board(window).roll_button)
    settings.sound, settings.sound_volume = True, 0
    click(qtbot, kosci_board(window).roll_button)
    steps_pass(qtbot, sounds.SETTLE_MIN_MS + 50)
    assert heard.keys == []


def test_no_player_no_harm(monkeypatch):
    """A machine with no sound player (this one in the tests): nothing is run, no error."""
    monkeypatch.setattr(sounds, "PLAYERS", ())
    player = sounds.DesktopPlayer()
    player("rattle5-60", lambda: sound_synth.rattle(5))
    assert player.command() is None


def test_a_missing_player_binary_is_harmless(monkeypatch, tmp_path):
    monkeypatch.setattr(sounds, "PLAYERS", (("no-such-player", ()),))
    monkeypatch.setattr(sounds.shutil, "which", lambda tool: str(tmp_path / tool))
    sounds.DesktopPlayer()("chime-60", lambda: sound_synth.chime())  # OSError: ignored


def test_the_sounds_are_short_quiet_wavs():
    for made, longest in ((sound_synth.rattle(1), 0.5), (sound_synth.rattle(5), 0.5),
                          (sound_synth.settle(), 0.25), (sound_synth.mark(), 0.15),
                          (sound_synth.chime(), 1.0)):
        with wave.open(io.BytesIO(made)) as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2
            assert 0 < w.getnframes() / w.getframerate() <= longest
    quiet, loud = sound_synth.rattle(5, volume=0.1), sound_synth.rattle(5, volume=1.0)
    assert max(abs(b - 128) for b in quiet[44:]) <= max(abs(b - 128) for b in loud[44:])
    assert sound_synth.rattle(5, seed=1) != sound_synth.rattle(2, seed=1)
