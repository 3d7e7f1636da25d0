"""The window at a table when connections drop — its own (the
server killed and started again on the same data: the window takes its seat back by itself
and finishes the game) and another player's (the window says so, with the time they have to
come back, and a computer plays for them after it); and the window as a spectator, who sees
no hidden card."""

from __future__ import annotations

import asyncio
from concurrent.futures import Future

import pytest

from kosci_gui.engine.record import from_record
from kosci_gui.gui.play.at_table import AtTable
from kosci_gui.gui.play.table_link import TableLink
from kosci_gui.net.autoplay import SeatPlayer
from kosci_gui.net.client import TableClient
from tests.gui.helpers import kosci_board
from tests.gui.saver_app import App
from tests.gui.table_helpers import in_thread, play_to_the_end, server_thread
from tests.tables.helpers import hidden_leaks


@pytest.fixture
def app(qtbot, tmp_path):
    app = App(qtbot, tmp_path)
    app.start()
    yield app
    app.ctl.stop()


def sit_at(qtbot, app, link: TableLink, spec: dict) -> TableLink:
    AtTable(app.ctl, link, app.ctl)
    link.create(spec, "Ala")
    qtbot.waitUntil(lambda: link.view is not None and link.view["seats"][0]["seed_given"],
                    timeout=10_000)
    return link


def test_the_server_restarts_and_the_window_takes_its_seat_back(qtbot, app, links, tmp_path):
    server = server_thread(tmp_path / "tables")
    address = f"127.0.0.1:{server.port}"
    link = sit_at(qtbot, app, links(address), {"game": "classic", "seats": 2,
                                               "computers": ["easy"], "open_scorecards": False})
    link.start()
    qtbot.waitUntil(lambda: app.ctl.game is not None and app.ctl.remote is not None,
                    timeout=10_000)
    app.ctl.roll()
    qtbot.waitUntil(lambda: len(app.ctl.game.turns) == 1 and bool(app.ctl.game.turns[0]["rolls"]),
                    timeout=10_000)
    # the roll is in: the player may roll again (the button waited only while it travelled)
    qtbot.waitUntil(lambda: kosci_board(app.window).roll_button.isEnabled(), timeout=5_000)
    server.stop()  # the table is journaled: a new server on the same data resumes it
    qtbot.waitUntil(lambda: not link.connected, timeout=10_000)
    assert "connection to the table was lost" in app.window.status_label.text()
    again = server_thread(tmp_path / "tables", port=server.port)
    try:
        qtbot.waitUntil(lambda: link.connected, timeout=20_000)
        play_to_the_end(qtbot, app, link)
        record = link.view["record"]
        assert app.ctl.game.turns == from_record(record).turns
        qtbot.waitUntil(lambda: app.ctl.remote.verdict is not None, timeout=5_000)
        assert app.ctl.remote.verdict == "dice checked"
    finally:
        again.stop()


def test_another_players_connection_drops_and_a_computer_plays_for_them(qtbot, app, links,
                                                                        tmp_path):
    server = server_thread(tmp_path / "tables", away_seconds=1.5)
    address = f"127.0.0.1:{server.port}"
    code: Future = Future()
    gone: Future = Future()

    async def bob_sits_then_goes() -> None:
        bob = TableClient(address)
        await bob.open()
        await bob.sit(await asyncio.wrap_future(code), "Bob")
        await bob.request("seed", seed="b0b")
        await asyncio.wrap_future(gone)
        await bob.close()

    try:
        link = sit_at(qtbot, app, links(address), {"game": "classic", "seats": 2,
                                                   "open_scorecards": True})
        done = in_thread(bob_sits_then_goes)
        code.set_result(link.view["table"])
        qtbot.waitUntil(lambda: link.view["seats"][1]["seed_given"], timeout=10_000)
        link.start()
        qtbot.waitUntil(lambda: app.ctl.remote is not None and app.ctl.game is not None,
                        timeout=10_000)
        gone.set_result(None)
        done.result(timeout=10)
        qtbot.waitUntil(lambda: "Bob: connection lost" in app.window.status_label.text(),
                        timeout=10_000)
        assert "to come back before a computer plays for them" in (
            app.window.status_label.text())
        play_to_the_end(qtbot, app, link)  # Bob's turns: the table's computer plays them
        qtbot.waitUntil(lambda: app.ctl.remote.verdict is not None, timeout=5_000)
        assert app.ctl.remote.verdict == "dice checked"
        assisted = link.view["record"]["meta"]["table"]["assisted"]
        assert assisted and all(link.view["record"]["turns"][t]["player"] == 1
                                for t in assisted)
    finally:
        server.stop()


def test_a_spectator_window_sees_no_hidden_card(qtbot, app, links, tmp_path):
    server = server_thread(tmp_path / "tables")
    address = f"127.0.0.1:{server.port}"

    async def two_play(code: Future) -> dict:
        ala, bob = TableClient(address), TableClient(address)
        await ala.open()
        await bob.open()
        await ala.create({"game": "classic", "seats": 2, "open_scorecards": False}, "Ala")
        await bob.sit(ala.table, "Bob")
        code.set_result(ala.table)
        await asyncio.sleep(0.3)  # (the spectator sits down to watch first)
        records = await asyncio.gather(SeatPlayer(ala, "easy", starts=True).play(300),
                                       SeatPlayer(bob, "easy").play(300))
        await ala.close()
        await bob.close()
        return records[0]

    try:
        code: Future = Future()
        done = in_thread(lambda: two_play(code))
        link = links(address)
        frames: list[dict] = []
        link.frameReceived.connect(frames.append)
        AtTable(app.ctl, link, app.ctl)
        link.watch(code.result(timeout=10))
        shown: list[list[bool]] = []

        def look() -> None:
            g = app.ctl.game
            if g is not None and not g.finished:
                shown.append([app.ctl.card_visible(i) for i in range(g.player_count)])

        app.ctl.stateChanged.connect(look)
        qtbot.waitUntil(lambda: app.ctl.game is not None and app.ctl.game.finished,
                        timeout=60_000)
        record = done.result(timeout=60)
        assert shown and not any(any(row) for row in shown)  # no card during the game
        assert not app.ctl.human_may_act()
        assert app.ctl.game.turns == from_record(record).turns
        assert all(not hidden_leaks(f, None) for f in frames)
    finally:
        server.stop()
