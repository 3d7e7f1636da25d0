"""The server's stalls divided by cause for ``--stats``: its own work, the collector."""

from __future__ import annotations

import gc
import sys
import time

import pytest

from kosci_gui.net.stalls import STALL_S, StallMeter


def busy(seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the kernel's schedstat")
def test_a_stall_of_the_servers_own_work_is_counted_as_running_and_gc_as_gc():
    meter = StallMeter()
    try:
        meter.tick(0.0)
        busy(0.01)
        meter.tick(STALL_S / 2)  # (late, not a stall)
        assert meter.take().stalls == 0
        junk = [[] for _ in range(200_000)]
        for i, item in enumerate(junk[1:]):
            item.append(junk[i])  # (something for the collector to go through)
        busy(STALL_S * 2)
        gc.collect()
        meter.tick(STALL_S * 2)
        figures = meter.take()
        assert figures.stalls == 1
        assert figures.gc_ms > 0 and figures.gc_max_ms > 0
        assert figures.stall_ms >= STALL_S * 2 * 1000
        # the thread ran (the busy wait and the collection) or waited for a core
        assert figures.running_ms + figures.waiting_cpu_ms >= STALL_S * 2 * 1000 * 0.9
        assert figures.running_ms >= figures.gc_ms * 0.5
        assert "stalls=1 " in figures.line()
        assert meter.take().stalls == 0  # a new window
    finally:
        meter.close()
