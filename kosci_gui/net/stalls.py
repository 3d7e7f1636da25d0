"""Where the server's event loop stalls go, for ``kosci-server --stats``.

A tick of the loop (a 10 ms sleep) that wakes more than :data:`STALL_S` late is a *stall*.
For each, the loop's thread's own accounting from the kernel
(``/proc/self/task/TID/schedstat``: nanoseconds on a core, nanoseconds runnable but waiting
for one) and the collector's processor time (``gc.callbacks``) say what the time was: the
server working (running), the machine's other processes holding both cores (waiting for a
core), Python's collector (a part of running), or the thread asleep in the kernel in the middle
of its work (a write to a busy disk: the rest).
"""

from __future__ import annotations

import gc
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: A tick this late (seconds) is a stall.
STALL_S = 0.02


@dataclass
class StallFigures:
    """The stalls of one window of ``--stats`` (milliseconds)."""

    stalls: int = 0
    stall_ms: float = 0.0  # the stalled ticks' whole time (their sleep and lateness)
    running_ms: float = 0.0
    waiting_cpu_ms: float = 0.0
    gc_ms: float = 0.0  # the collector's processor time (a part of running)
    gc_max_ms: float = 0.0  # the longest collection in the window (wall clock), stalled or not

    def line(self) -> str:
        return (f"stalls={self.stalls} stall_ms={self.stall_ms:.0f} "
                f"stall_running_ms={self.running_ms:.0f} "
                f"stall_waiting_cpu_ms={self.waiting_cpu_ms:.0f} "
                f"stall_gc_ms={self.gc_ms:.0f} gc_max_ms={self.gc_max_ms:.1f}")


class StallMeter:
    """Call :meth:`tick` on the loop's thread after each tick of the lag sampler, with the
    tick's lateness; :meth:`take` returns the window's figures and starts a new one."""

    def __init__(self) -> None:
        self._sched = Path(f"/proc/self/task/{threading.get_native_id()}/schedstat")
        self._gc_started = (0.0, 0.0)
        self._gc_seconds = 0.0  # every collection's processor time so far
        self._gc_max = 0.0  # the window's longest collection (wall clock)
        gc.callbacks.append(self._on_gc)
        self._last = self._now()
        self._figures = StallFigures()

    def close(self) -> None:
        gc.callbacks.remove(self._on_gc)

    def tick(self, lag: float) -> None:
        now = self._now()
        if lag > STALL_S:
            f = self._figures
            f.stalls += 1
            f.stall_ms += (now[0] - self._last[0]) * 1000
            f.running_ms += (now[1] - self._last[1]) / 1e6
            f.waiting_cpu_ms += (now[2] - self._last[2]) / 1e6
            f.gc_ms += (now[3] - self._last[3]) * 1000
        self._last = now

    def take(self) -> StallFigures:
        figures, self._figures = self._figures, StallFigures()
        figures.gc_max_ms, self._gc_max = self._gc_max * 1000, 0.0
        return figures

    def _now(self) -> tuple[float, int, int, float]:
        """(wall clock, ns on a core, ns waiting for one, the collector's seconds)."""
        try:
            running, waiting = self._sched.read_text().split()[:2]
        except OSError:  # (not Linux: the stalls' time is not divided)
            running = waiting = "0"
        return time.perf_counter(), int(running), int(waiting), self._gc_seconds

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_started = (time.perf_counter(), time.thread_time())
            return
        self._gc_seconds += time.thread_time() - self._gc_started[1]
        self._gc_max = max(self._gc_max, time.perf_counter() - self._gc_started[0])
