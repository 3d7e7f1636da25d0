"""The app's own server is announced on every interface and found by a room that looks on
every interface — as the app does, not only on 127.0.0.1 — inside a network namespace the
test makes itself (two virtual interfaces wired together: nothing leaves this machine).
Before, a server was announced with the addresses of its host name, which many systems map to
a loopback address, and so with no address at all: never found."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WIRE = ("ip link add v0 type veth peer name v1 && ip addr add 10.9.0.1/24 dev v0 && "
        "ip addr add 10.9.0.2/24 dev v1 && ip link set v0 up && ip link set v1 up && "
        "ip link set lo up")


def namespaces_allowed() -> bool:
    if not shutil.which("unshare") or not shutil.which("ip"):
        return False
    return subprocess.run(["unshare", "-rn", "sh", "-c", WIRE], capture_output=True,
                          timeout=30).returncode == 0


@pytest.mark.skipif(not namespaces_allowed(),
                    reason="this machine does not let a test make a network namespace "
                           "(unshare -rn) with virtual interfaces (ip link add ... veth)")
def test_the_apps_server_is_found_on_the_local_network():
    probe = f"{sys.executable} {ROOT / 'tests' / 'net' / 'netns_probe.py'}"
    run = subprocess.run(["unshare", "-rn", "sh", "-c", f"{WIRE} && {probe}"],
                         capture_output=True, text=True, timeout=60, cwd=ROOT,
                         env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert run.returncode == 0, run.stderr[-2000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    found = [s for s in out["found"] if s["name"] == "Ala"]
    assert found and found[0]["address"].endswith(f":{out['port']}")
    assert not found[0]["address"].startswith("127.")
