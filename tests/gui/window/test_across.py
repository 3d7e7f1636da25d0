"""Tables across computers in the window: a table opened to other computers from New game (a
server started inside the app, the lobby), the room's "Join by address" from a second
window, watching, and a refusal said in the lobby. Everything on 127.0.0.1."""

from __future__ import annotations

from concurrent.futures import Future

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from kosci_gui.engine.game import Player
from kosci_gui.gui.play.game_setup import GameSetup
from kosci_gui.gui.window.new_game_dialog import NewGameDialog
from kosci_gui.net.client import TableClient
from kosci_gui.storage import table_seat
from tests.gui.saver_app import App
from tests.gui.table_helpers import in_thread


def local(app: App) -> App:
    app.window.across.bind = "127.0.0.1"  # (the app's own server: this computer only here)
    app.window.across.advertise = False
    return app


@pytest.fixture
def host(qtbot, tmp_path):
    app = local(App(qtbot, tmp_path / "host"))
    app.start()
    yield app
    app.window.across.leave()
    app.ctl.stop()


@pytest.fixture
def guest(qtbot, tmp_path):
    app = local(App(qtbot, tmp_path / "guest"))
    app.start()
    yield app
    app.window.across.leave()
    app.ctl.stop()


def open_table(qtbot, host: App) -> tuple[str, str]:
    """Ala opens a classic table for two from New game; its address and code."""
    setup = GameSetup("classic", players=[Player("Ala"), Player("Bob")], open_to_others=True)
    host.window.start_game(setup)
    across = host.window.across
    qtbot.waitUntil(lambda: across.link is not None and across.link.view is not None
                    and across.link.view["seats"][0]["seed_given"], timeout=10_000)
    assert across.server is not None and across.lobby is not None and across.lobby.isVisible()
    return f"127.0.0.1:{across.server.port}", across.link.view["table"]


def lines(lobby) -> list[str]:
    return [lobby.seats.item(i).text() for i in range(lobby.seats.count())]


def test_new_game_offers_to_open_the_table(qtbot, host):
    dialog = NewGameDialog(GameSetup("classic", players=[Player("Ala"), Player("Bob")]),
                           host.window, settings=host.window.settings)
    qtbot.addWidget(dialog)
    assert not dialog.result_setup().open_to_others
    dialog.across_check.setChecked(True)
    assert dialog.result_setup().open_to_others
    assert "other computers" in dialog.across_check.text()


def test_a_table_opened_from_new_game_waits_in_its_lobby_and_starts(qtbot, host):
    address, code = open_table(qtbot, host)
    lobby = host.window.across.lobby
    assert lines(lobby) == ["1. Ala (host, you)", "2. a free seat"]
    assert code in lobby.where.text() and address.split(":")[1] in lobby.where.text()
    assert not lobby.start_button.isEnabled()
    seated: Future = Future()

    async def bob() -> None:
        client = TableClient(address)
        await client.open()
        await client.sit(code, "Bob")
        await client.request("seed", seed="b0b")
        await client.request("phrase", phrase="good_luck")
        seated.set_result(None)
        await client.wait(lambda view: view["state"] == "playing", 20)
        await client.close()

    done = in_thread(bob)
    seated.result(timeout=10)
    qtbot.waitUntil(lambda: lines(lobby)[1] == "2. Bob", timeout=10_000)
    qtbot.waitUntil(lambda: lobby.said.count() == 1, timeout=10_000)
    assert lobby.said.item(0).text() == "Bob: Good luck!"
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=10_000)
    lobby.start_button.click()
    qtbot.waitUntil(lambda: host.ctl.remote is not None and host.ctl.game is not None,
                    timeout=10_000)
    assert not lobby.isVisible()  # the board shows the game
    assert [p.name for p in host.ctl.game.players] == ["Ala", "Bob"]
    done.result(timeout=20)


def test_a_guest_joins_by_address_from_the_room_and_a_wrong_code_is_said(qtbot, host,
                                                                         guest):
    address, _code = open_table(qtbot, host)
    guest.window.open_room()
    room = guest.window.across.room
    assert room is not None and room.isVisible()
    room.name_edit.setText("Ola")
    room.address_edit.setText(address)
    room.show_button.click()
    qtbot.waitUntil(lambda: room.rows.rowCount() == 1, timeout=10_000)
    assert room.rows.item(0, 0).text() == "Ala" and "1 of 2" in room.rows.item(0, 3).text()
    room.rows.selectRow(0)
    room.sit_button.click()
    lobby = guest.window.across.lobby
    qtbot.waitUntil(lambda: lobby is not None and "2. Ola (you)" in lines(lobby),
                    timeout=10_000)
    host_lobby = host.window.across.lobby
    qtbot.waitUntil(lambda: "2. Ola" in lines(host_lobby), timeout=10_000)
    # Ola leaves: she stands up first, so the seat is free at once
    lobby.leave_button.click()
    qtbot.waitUntil(lambda: "2. a free seat" in lines(host_lobby), timeout=10_000)
    qtbot.waitUntil(lambda: guest.window.across.link is None, timeout=10_000)
    # a code that is no table's: the lobby says why, calmly
    guest.window.across.join(address, "NOSUCHCODE", "Ola")
    lobby = guest.window.across.lobby
    qtbot.waitUntil(lambda: "said no" in lobby.status.text(), timeout=10_000)


def test_a_guest_watches_a_table(qtbot, host, guest):
    address, code = open_table(qtbot, host)
    guest.window.across.join(address, code, "", watch=True)
    lobby = guest.window.across.lobby
    qtbot.waitUntil(lambda: lobby.link.view is not None, timeout=10_000)
    assert lobby.link.view["you"] is None and "1. Ala (host)" in lines(lobby)
    assert not lobby.start_button.isVisible()


def test_the_room_says_when_nobody_is_found(qtbot, guest):
    guest.window.open_room()
    room = guest.window.across.room
    room.show_servers([])
    assert "No table found" in room.status.text()
    room.address_edit.setText("not an address")
    room.show_button.click()
    assert "host:port" in room.status.text()
    assert isinstance(room, QDialog)


def test_during_the_game_the_lobby_comes_back_for_the_quick_phrases(qtbot, host):
    address, code = open_table(qtbot, host)

    async def bob() -> None:
        client = TableClient(address)
        await client.open()
        await client.sit(code, "Bob")
        await client.request("seed", seed="b0b")
        await client.wait(lambda view: view["state"] == "playing", 20)
        await client.close()

    in_thread(bob)
    lobby = host.window.across.lobby
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=10_000)
    lobby.start_button.click()
    qtbot.waitUntil(lambda: host.ctl.remote is not None and not lobby.isVisible(),
                    timeout=10_000)
    host.window.open_room()  # Ctrl+J at a table: its lobby, with the phrases
    assert lobby.isVisible() and host.window.across.room is None
    lobby.phrases["nice_roll"].click()
    qtbot.waitUntil(lambda: lobby.said.count() == 1, timeout=10_000)
    assert lobby.said.item(0).text() == "Ala: Nice roll!"
    lobby.close()  # during the game closing only hides it: the table goes on
    assert host.window.across.link is not None


def start_with_bob(qtbot, host: App, tmp_path) -> tuple[App, str, str]:
    """Bob's app sits at Ala's table and Ala starts the game: Bob's app, the address, the
    table's code."""
    address, code = open_table(qtbot, host)
    bob = local(App(qtbot, tmp_path / "bob"))
    bob.start()
    bob.window.across.join(address, code, "Bob")
    lobby = host.window.across.lobby
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=10_000)
    lobby.start_button.click()
    qtbot.waitUntil(lambda: bob.ctl.remote is not None and bob.ctl.game is not None,
                    timeout=10_000)
    return bob, address, code


def test_an_app_started_again_takes_its_seat_at_the_table_back(qtbot, host, tmp_path):
    bob, address, code = start_with_bob(qtbot, host, tmp_path)
    kept = bob.paths.base / table_seat.FILE
    seat = table_seat.held(bob.paths.base)
    assert seat is not None and (seat.address, seat.table, seat.name) == (address, code, "Bob")
    assert len(seat.token) >= 32 and kept.stat().st_mode & 0o777 == 0o600  # (a secret)
    # Bob's app goes away in the middle of the game (its connection with it) ...
    bob.window.across.leave()
    bob.ctl.stop()
    # ... and is started again over the same folders: it offers the seat, and takes it back
    again = local(App(qtbot, tmp_path / "bob",
                      answers={"heldSeat": QMessageBox.StandardButton.Yes}))
    again.start()
    again.window.offer_held_seat()
    assert f"table {code} at {address} as Bob" in again.texts["heldSeat"]
    qtbot.waitUntil(lambda: again.ctl.remote is not None and again.ctl.game is not None,
                    timeout=10_000)
    assert again.window.across.link.seat == 1
    assert [p.name for p in again.ctl.game.players] == ["Ala", "Bob"]
    assert table_seat.held(again.paths.base) == seat  # (kept: the game goes on)
    again.window.across.leave()
    again.ctl.stop()


def test_a_seat_given_up_at_the_start_is_not_offered_again(qtbot, host, tmp_path):
    bob, _address, _code = start_with_bob(qtbot, host, tmp_path)
    bob.window.across.leave()
    bob.ctl.stop()
    again = local(App(qtbot, tmp_path / "bob", answers={"heldSeat": QMessageBox.StandardButton.No}))
    again.start()
    again.window.offer_held_seat()
    assert again.dialogs == ["heldSeat"] and again.window.across.link is None
    assert table_seat.held(again.paths.base) is None
    again.window.offer_held_seat()
    assert again.dialogs == ["heldSeat"]  # (nothing to offer now)


def test_the_seat_is_not_kept_once_the_game_has_ended(qtbot, host, tmp_path):
    from kosci_gui import ai
    from tests.gui.table_helpers import act_as_a_person

    bob, _address, _code = start_with_bob(qtbot, host, tmp_path)
    assert table_seat.held(bob.paths.base) is not None
    apps = [host, bob]
    players = [ai.make_player("classic", bob.ctl.game.rules, "easy", seed=s) for s in (1, 2)]
    for _ in range(200):
        qtbot.waitUntil(lambda: bob.ctl.game.finished
                        or any(a.ctl.human_may_act() for a in apps), timeout=20_000)
        if bob.ctl.game.finished:
            break
        mover = next(i for i, a in enumerate(apps) if a.ctl.human_may_act())
        act_as_a_person(apps[mover].ctl, players[mover])
    qtbot.waitUntil(lambda: table_seat.held(bob.paths.base) is None, timeout=10_000)
    bob.window.across.leave()
    bob.ctl.stop()
