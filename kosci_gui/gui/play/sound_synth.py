"""The table's sounds, made here (no recordings): the dice's rattle (more clicks for more
dice), their settling, a soft mark when a box is written, a chime at the end. Each is a
short 16-bit mono WAV, made from the standard library alone at the volume asked for."""

from __future__ import annotations

import io
import math
import random
import wave
from array import array

RATE = 22_050


def _wav(samples: list[float], volume: float) -> bytes:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 32_000 * max(0.0, min(1.0, volume)) / peak
    data = array("h", (int(s * scale) for s in samples))
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())
    return out.getvalue()


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _click(out: list[float], at: float, loudness: float, rng: random.Random,
           pitch: float) -> None:
    """A die knocking on the tray: a few milliseconds of noise, ringing at ``pitch``."""
    start = int(at * RATE)
    length = int(0.018 * RATE)
    last = 0.0
    for i in range(min(length, len(out) - start)):
        t = i / RATE
        decay = math.exp(-t * 320.0)
        noise = rng.uniform(-1.0, 1.0)
        last = 0.55 * last + 0.45 * noise  # (a softer, wooden noise)
        out[start + i] += loudness * decay * (0.6 * last + 0.4 * math.sin(
            2 * math.pi * pitch * t))


def rattle(dice: int, seed: int = 0, volume: float = 0.6) -> bytes:
    """Dice thrown: the more dice, the more knocks (0.4 s)."""
    rng = random.Random(seed)
    out = _silence(0.42)
    for _ in range(3 + 3 * max(1, dice)):
        _click(out, rng.uniform(0.0, 0.38), rng.uniform(0.3, 1.0), rng,
               rng.uniform(1800, 3200))
    return _wav(out, volume)


def settle(seed: int = 0, volume: float = 0.6) -> bytes:
    """The dice coming to rest: two or three knocks, quieter each time (0.2 s)."""
    rng = random.Random(seed + 1)
    out = _silence(0.2)
    for k, at in enumerate((0.0, 0.07, 0.13)):
        _click(out, at, 0.8 * 0.5 ** k, rng, 2200 - 300 * k)
    return _wav(out, volume * 0.8)


def mark(volume: float = 0.6) -> bytes:
    """A box written: a soft pencil tick over a low thump (0.12 s)."""
    rng = random.Random(7)
    out = _silence(0.12)
    last = 0.0
    for i in range(len(out)):
        t = i / RATE
        last = 0.8 * last + 0.2 * rng.uniform(-1.0, 1.0)
        out[i] = (0.5 * last * math.exp(-t * 60.0)
                  + 0.5 * math.sin(2 * math.pi * 180 * t) * math.exp(-t * 45.0))
    return _wav(out, volume * 0.5)


def chime(volume: float = 0.6) -> bytes:
    """The end of a game: two bell notes, a fourth apart (0.9 s)."""
    out = _silence(0.9)
    for at, freq in ((0.0, 659.25), (0.18, 880.0)):
        start = int(at * RATE)
        for i in range(len(out) - start):
            t = i / RATE
            tone = sum(a * math.sin(2 * math.pi * freq * h * t)
                       for h, a in ((1, 1.0), (2.01, 0.35), (3.02, 0.12)))
            out[start + i] += 0.5 * tone * math.exp(-t * 4.5)
    return _wav(out, volume * 0.7)
