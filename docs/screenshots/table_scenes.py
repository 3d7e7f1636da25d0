"""The screenshots' scenes of a table across computers (make_screenshots.py): a table served
on this computer (127.0.0.1 only), the window in the first seat, a computer client playing as
a friend's app would in the second and a computer seat in the third, hidden cards and a clock.
``table``: some turns into the game, the player's dice on the table; ``table-end``: the end,
with the dice checked."""

from __future__ import annotations

import asyncio
import sys
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # (the tests' person at a window)
from tests.gui.table_helpers import act_as_a_person


def _friend(address: str, code: Future, name: str) -> None:
    from kosci_gui.net.autoplay import SeatPlayer
    from kosci_gui.net.client import TableClient

    async def play() -> None:
        client = TableClient(address)
        await client.open()
        await client.sit(await asyncio.wrap_future(code), name)
        await SeatPlayer(client, "medium").play(timeout=600)
        await client.close()

    threading.Thread(target=lambda: asyncio.run(play()), daemon=True).start()


def table_scene(window: Any, names: tuple[str, ...], wait_for: Any, *, to_end: bool
                ) -> Any:
    """Sit the window at a new table and play its seat as a person would: some turns in
    (the first roll of a turn on the table), or to the end. Returns what stops the table."""
    from kosci_gui import ai
    from kosci_gui.gui.play.at_table import AtTable
    from kosci_gui.gui.play.table_link import TableLink
    from kosci_gui.net.background import ServerThread

    server = ServerThread(host="127.0.0.1", pace=0.2)
    port = server.start()
    address = f"127.0.0.1:{port}"
    ctl = window.controller
    link = TableLink(address, window)
    AtTable(ctl, link, window)
    link.create({"game": "classic", "seats": 3, "computers": ["medium"], "clock_minutes": 5,
                 "open_scorecards": False}, names[0])
    wait_for(lambda: link.view is not None and link.view["seats"][0]["seed_given"])
    code: Future = Future()
    _friend(address, code, names[2])
    code.set_result(link.view["table"])
    wait_for(lambda: all(s["name"] and (s["type"] == "computer" or s["seed_given"])
                         for s in link.view["seats"]))
    link.start()
    wait_for(lambda: ctl.game is not None and ctl.remote is not None)
    player = ai.make_player("classic", ctl.game.rules, "medium", seed=3)
    while True:
        wait_for(lambda: ctl.game.finished or ctl.human_may_act(), 120)
        if ctl.game.finished:
            break
        if not to_end and len(ctl.game.turns) > 12 and ctl.game.rolls == 1:
            break  # some turns in, the first roll of a turn on the table
        act_as_a_person(ctl, player)

    def stop() -> None:
        link.close()
        server.stop()

    return stop


def end_picture(window: Any, over: Any, wait_for: Any) -> Any:
    """The end dialog of the table's game (what luck did worked out) over the window."""
    shot: dict[str, Any] = {}

    def capture(dialog: Any) -> int:
        dialog.show()
        work = dialog.luck.work
        wait_for(lambda: work is None or work.finished, 120)
        shot["picture"] = over(window, dialog)
        return 0

    window.records.open_end_dialog(capture, lambda: None)
    return shot["picture"]


def lobby_scene(window: Any, names: tuple[str, ...], wait_for: Any) -> Any:
    """A table opened from New game (served on 127.0.0.1 here), a friend sat down and said
    "Good luck!": the lobby, the host about to start. Returns what stops the table."""
    from kosci_gui.engine.game import Player, PlayerType
    from kosci_gui.gui.play.game_setup import GameSetup

    across = window.across
    across.bind, across.advertise = "127.0.0.1", False
    window.start_game(GameSetup("classic", players=[
        Player(names[0]), Player(names[2]), Player(names[3]),
        Player(names[1], PlayerType.COMPUTER, "medium")], clock_minutes=5,
        open_to_others=True, open_scorecards=False))
    wait_for(lambda: across.link is not None and across.link.view is not None
             and across.link.view["seats"][0]["seed_given"])
    address, code = f"127.0.0.1:{across.server.port}", across.link.view["table"]

    async def friend() -> None:
        from kosci_gui.net.client import TableClient

        client = TableClient(address)
        await client.open()
        await client.sit(code, names[2])
        await client.request("phrase", phrase="good_luck")
        await asyncio.sleep(30)

    threading.Thread(target=lambda: asyncio.run(friend()), daemon=True).start()
    wait_for(lambda: across.lobby.said.count() == 1)
    return across.lobby, across.leave


def room_scene(window: Any, names: tuple[str, ...], wait_for: Any) -> Any:
    """The room of a guest who typed the host's address: the tables of that server."""
    from kosci_gui.net.background import ServerThread
    from kosci_gui.net.client import TableClient

    server = ServerThread(host="127.0.0.1", pace=0.2)
    port = server.start()

    async def hosts() -> None:
        for name, spec in ((names[0], {"game": "classic", "seats": 3, "clock_minutes": 5,
                                       "open_scorecards": False}),
                           (names[3], {"game": "thousand", "seats": 2,
                                       "computers": []})):
            client = TableClient(f"127.0.0.1:{port}")
            await client.open()
            await client.create(spec, name)
        await asyncio.sleep(30)

    threading.Thread(target=lambda: asyncio.run(hosts()), daemon=True).start()
    window.across.advertise = False
    window.open_room()
    room = window.across.room
    room.name_edit.setText(names[2])
    room.address_edit.setText(f"127.0.0.1:{port}")
    room.show_button.click()
    wait_for(lambda: room.rows.rowCount() == 2)
    room.rows.selectRow(0)
    return room, server.stop
