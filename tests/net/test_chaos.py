"""A small chaos run (the full one is benchmarks/server_chaos.py): three
games of different kinds with clocks, ``kosci-server`` killed (SIGKILL) twice while they go
on and started again on the same port with the same data: no acknowledged move lost or
doubled, the records agree and their dice check, every client back in its seat within 5 s."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from tests.net.helpers import ROOT, run


def load_chaos():
    spec = importlib.util.spec_from_file_location("server_chaos",
                                                  ROOT / "benchmarks" / "server_chaos.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["server_chaos"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_kill_9_twice_during_three_games_loses_nothing_and_everyone_comes_back(tmp_path):
    chaos = load_chaos()
    summary = run(chaos.chaos(3, 2, seed=3, data=tmp_path, between=(0.3, 0.6)), 120)
    assert summary.kills == 2, summary.lines()
    assert summary.moves_acknowledged > 100
    assert summary.lost == [] and summary.doubled == [], summary.lines()
    assert summary.unequal == [] and summary.dice == [], summary.lines()
    assert summary.not_back == 0 and summary.back_seconds, summary.lines()
    assert max(summary.back_seconds) < 5.0, summary.lines()
