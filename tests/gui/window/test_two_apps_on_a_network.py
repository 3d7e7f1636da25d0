"""A table opened in one copy of the app is found in another copy's
room (DNS-SD over mDNS, as the apps do it: on every interface) and played to the end; both
Histories hold the game. The two apps run inside a network namespace this test makes itself
(two virtual interfaces wired together): nothing leaves this machine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.net.test_discovery_netns import WIRE, namespaces_allowed

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.skipif(not namespaces_allowed(),
                    reason="this machine does not let a test make a network namespace "
                           "(unshare -rn) with virtual interfaces (ip link add ... veth)")
def test_two_apps_find_each_other_and_play(tmp_path):
    inner = f"{sys.executable} -m pytest -q -p no:randomly -p no:cacheprovider " \
            f"{ROOT / 'tests' / 'gui' / 'window' / 'two_apps_in_netns.py'}"
    run = subprocess.run(["unshare", "-rn", "sh", "-c", f"{WIRE} && {inner}"],
                         capture_output=True, text=True, timeout=300, cwd=ROOT,
                         env=dict(os.environ, KOSCI_IN_NETNS="1", PYTHONPATH=str(ROOT)))
    assert run.returncode == 0, (run.stdout[-3000:], run.stderr[-2000:])
    assert "1 passed" in run.stdout
