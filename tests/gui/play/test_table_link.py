"""The window's connection to a table: requests answered by signals, the view
merged on the Qt side, and the window's thread never waits on the network."""

from __future__ import annotations

import json

import pytest

from kosci_gui.gui.play.table_link import TableLink
from kosci_gui.net.background import ServerThread
from tests.net.helpers import FAST


@pytest.fixture
def server(tmp_path):
    thread = ServerThread(tmp_path / "tables", FAST, host="127.0.0.1", pace=0.0)
    port = thread.start()
    yield f"127.0.0.1:{port}"
    thread.stop()


def test_a_table_is_created_and_played_through_the_link(qtbot, server):
    link = TableLink(server)
    replies: list[tuple[str, dict]] = []
    refusals: list[tuple[str, str, str]] = []
    link.replied.connect(lambda kind, reply: replies.append((kind, reply)))
    link.refused.connect(lambda kind, code, text: refusals.append((kind, code, text)))
    spec = {"game": "classic", "seats": 2, "computers": ["easy"], "open_scorecards": False}
    link.create(spec, "Ala")  # before the connection is up: it waits for it
    qtbot.waitUntil(lambda: link.view is not None and link.view["seats"][0]["name"] == "Ala",
                    timeout=10_000)
    # (the answer to create and the table's first view come on two paths: either may be
    # first, and the seed, sent on seeing the view, may be answered before create's answer)
    qtbot.waitUntil(lambda: "create" in [k for k, _ in replies], timeout=10_000)
    assert link.seat == 0 and link.connected
    assert "token" not in link.view  # the seat's secret stays inside the client
    # the seat adds its seed once it has seen the server's commitment
    qtbot.waitUntil(lambda: link.view["seats"][0]["seed_given"], timeout=10_000)
    qtbot.waitUntil(lambda: len(replies) == 2, timeout=10_000)
    assert sorted(k for k, _ in replies) == ["create", "seed"]
    link.start()
    qtbot.waitUntil(lambda: link.view["state"] == "playing", timeout=10_000)
    version = link.view["version"]
    link.move({"kind": "roll", "held": []}, version)
    qtbot.waitUntil(lambda: bool(link.view["record"]["turns"]
                                 and link.view["record"]["turns"][0].get("rolls")),
                    timeout=10_000)
    link.move({"kind": "write", "box": "ones", "column": 0}, version)  # an old version
    qtbot.waitUntil(lambda: bool(refusals), timeout=10_000)
    assert refusals[0][:2] == ("move", "stale")
    link.close()


def test_an_address_where_nobody_listens_says_so(qtbot):
    link = TableLink("127.0.0.1:9", patience=0.3)
    closed: list[str] = []
    link.closed.connect(closed.append)
    link.tables()
    qtbot.waitUntil(lambda: bool(closed), timeout=10_000)
    assert closed[0]


def test_the_quick_phrases_are_the_protocols_and_translated():
    from kosci_gui.gui.words.texts import PHRASES, phrase_text
    from kosci_gui.net.protocol import PHRASES as KEYS

    assert sorted(PHRASES) == sorted(KEYS)
    assert phrase_text("good_luck") == "Good luck!"


def test_a_wss_servers_certificate_is_remembered_and_a_changed_one_refused(qtbot, tmp_path):
    """Trust on first use (docs/protocol.md, "TLS and known servers"): the window's link keeps
    the fingerprint of a wss:// server in the app's data folder and refuses another one."""
    from kosci_gui.net.trust import KNOWN_SERVERS_NAME, server_context
    from kosci_gui.storage.paths import app_data_dir
    from tests.net.test_tls import make_certificate

    def serve(name: str, port: int = 0) -> ServerThread:
        (tmp_path / name).mkdir()
        cert, key = make_certificate(tmp_path / name, name)
        thread = ServerThread(None, FAST, host="127.0.0.1", port=port, pace=0.0,
                              tls=server_context(cert, key))
        thread.start()
        return thread

    first = serve("one")
    link = TableLink(f"wss://127.0.0.1:{first.port}")
    answers: list[str] = []
    link.replied.connect(lambda kind, reply: answers.append(kind))
    link.tables()
    qtbot.waitUntil(lambda: answers == ["tables"], timeout=10_000)
    link.close()
    port = first.port
    first.stop()
    known = json.loads((app_data_dir() / KNOWN_SERVERS_NAME).read_text(encoding="utf-8"))
    assert list(known) == [f"127.0.0.1:{port}"]
    other = serve("two", port)  # the same address, another certificate
    try:
        link = TableLink(f"wss://127.0.0.1:{port}", patience=2.0)
        closed: list[str] = []
        link.closed.connect(closed.append)
        link.tables()
        qtbot.waitUntil(lambda: bool(closed), timeout=10_000)
        assert "has changed" in closed[0] and known[f"127.0.0.1:{port}"] in closed[0]
    finally:
        other.stop()
