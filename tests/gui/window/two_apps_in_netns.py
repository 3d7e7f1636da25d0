"""Run by tests/gui/window/test_two_apps_on_a_network.py inside a network namespace it wires itself
(pytest given this file by its path, with KOSCI_IN_NETNS=1): two copies of the app as a player
uses them — Ala opens a table from New game (her app's server on every interface, announced
by DNS-SD), Bob's room finds it on the network by itself, he sits down, Ala starts, both play
to the end, and both Histories hold the game with its dice checked."""

from __future__ import annotations

import os

import pytest

from kosci_gui.engine.game import Player
from kosci_gui.gui.play.game_setup import GameSetup
from tests.gui.saver_app import App
from tests.gui.table_helpers import act_as_a_person

pytestmark = pytest.mark.skipif(os.environ.get("KOSCI_IN_NETNS") != "1",
                                reason="runs inside the namespace its outer test makes")


def test_two_apps_play_a_table_found_on_the_network(qtbot, tmp_path):
    from kosci_gui import ai

    ala, bob = App(qtbot, tmp_path / "ala"), App(qtbot, tmp_path / "bob")
    for app in (ala, bob):
        app.start()
    try:
        ala.window.start_game(GameSetup("classic", players=[Player("Ala"), Player("Bob")],
                                        open_to_others=True))
        across = ala.window.across
        qtbot.waitUntil(lambda: across.link is not None and across.link.view is not None
                        and across.link.view["seats"][0]["seed_given"], timeout=10_000)
        bob.window.open_room()
        room = bob.window.across.room
        room.name_edit.setText("Bob")
        qtbot.waitUntil(lambda: room.rows.rowCount() == 1, timeout=20_000)  # found by itself
        assert room.rows.item(0, 0).text() == "Ala"
        room.rows.selectRow(0)
        room.sit_button.click()
        lobby = across.lobby
        qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=10_000)
        lobby.start_button.click()
        apps = (ala, bob)
        qtbot.waitUntil(lambda: all(a.ctl.remote is not None and a.ctl.game is not None
                                    for a in apps), timeout=10_000)
        rules = ala.ctl.game.rules
        players = [ai.make_player("classic", rules, "easy", seed=i) for i in range(2)]
        for _ in range(400):
            qtbot.waitUntil(lambda: any(a.ctl.game.finished or a.ctl.human_may_act()
                                        for a in apps), timeout=30_000)
            if all(a.ctl.game.finished for a in apps):
                break
            for app, player in zip(apps, players, strict=True):
                if not app.ctl.game.finished and app.ctl.human_may_act():
                    act_as_a_person(app.ctl, player)
        qtbot.waitUntil(lambda: all(a.ctl.game.finished for a in apps), timeout=30_000)
        for app in apps:  # (the dice are checked a moment after the end)
            qtbot.waitUntil(lambda app=app: app.ctl.remote.verdict is not None, timeout=5_000)
            assert app.ctl.remote.verdict == "dice checked"
            qtbot.waitUntil(lambda app=app: app.saver._stored, timeout=10_000)
            table = app.ctl.remote.record
            assert app.saver.history.stored_uids() == {table["meta"]["id"]}
    finally:
        for app in (ala, bob):
            app.window.across.leave()
            app.ctl.stop()
