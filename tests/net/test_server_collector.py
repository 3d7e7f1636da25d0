"""kosci-server keeps Python's collector off its tables' long-lived objects (they are set
aside, ``gc.freeze``) and still frees the cycles a finished table leaves, by a full pass now
and then (docs/protocol.md, "Load")."""

from __future__ import annotations

import asyncio
import gc
import time
import weakref

from kosci_gui.net.server_main import FREEZE_S, FULL_PASS_S, build_parser, keep_collector_aside


class Node:
    """An object in a cycle of its own (as a finished table's objects are)."""

    def __init__(self) -> None:
        self.me = self


def test_what_is_alive_is_set_aside_and_a_full_pass_frees_its_cycles():
    async def play() -> None:
        node = Node()
        gone = weakref.ref(node)
        keeper = asyncio.create_task(keep_collector_aside(0.01, 0.3))
        deadline = time.monotonic() + 5
        while gc.get_freeze_count() == 0 and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        assert gc.get_freeze_count() > 0  # set aside
        del node
        gc.collect()  # an ordinary pass does not go through what is set aside
        assert gone() is not None
        while gone() is not None and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        assert gone() is None  # the full pass freed the cycle
        keeper.cancel()
        await asyncio.gather(keeper, return_exceptions=True)

    asyncio.run(play())
    assert gc.get_freeze_count() == 0  # a stopped server leaves the collector as it was


def test_the_server_s_options_default_to_a_freeze_every_few_seconds_and_rare_full_passes():
    args = build_parser().parse_args([])
    assert (args.gc_freeze, args.gc_full) == (FREEZE_S, FULL_PASS_S)
    assert 0 < FREEZE_S <= 10 and FULL_PASS_S >= 60
    assert build_parser().parse_args(["--gc-freeze", "0"]).gc_freeze == 0
