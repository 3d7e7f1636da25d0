"""Run by tests/net/test_discovery_netns.py inside a network namespace of its own: a table
server started as the app starts its own (every interface, announced under a name, local
peers only) and a room browsing as the app's does (every interface); prints what was found
as JSON."""

from __future__ import annotations

import asyncio
import json

from kosci_gui.net.background import ServerThread
from kosci_gui.net.discovery import browse

if __name__ == "__main__":
    server = ServerThread(None, host="0.0.0.0", advertise="Ala", pace=0.0, local_only=True)
    port = server.start()
    try:
        print(json.dumps({"port": port, "found": asyncio.run(browse(2.0))}))
    finally:
        server.stop()
