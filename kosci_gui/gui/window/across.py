"""Tables across computers as the window offers them (issue 30 §2 and §4): a table opened
from New game (a table server started inside the app, announced on the local network, listening
only while the table is open), the room (the tables of the servers found on the local network,
or of one at an address) and a table's lobby until its game starts. The game itself is played
by the window's one controller through :class:`~kosci_gui.gui.play.at_table.AtTable`.

A seat taken at another computer's table is kept on disk while its game goes on
(:mod:`kosci_gui.storage.table_seat`): the app started again after a crash or a close offers
to take it back (:meth:`Across.offer_held_seat`)."""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from kosci_gui.engine.game import Player
from kosci_gui.gui.play.at_table import AtTable
from kosci_gui.gui.play.computer import when_done
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.play.game_setup import GameSetup
from kosci_gui.gui.play.table_link import TableLink
from kosci_gui.gui.window.lobby import LobbyDialog
from kosci_gui.gui.window.room_dialog import RoomDialog
from kosci_gui.net.background import ServerThread
from kosci_gui.net.discovery import browse
from kosci_gui.storage import table_seat
from kosci_gui.storage.paths import app_data_dir
from kosci_gui.storage.table_seat import HeldSeat

log = logging.getLogger(__name__)


def table_spec(setup: GameSetup) -> dict[str, Any]:
    """The protocol's table spec (docs/protocol.md) of a New game setup opened to other
    computers: every human row but the first is a free seat for someone at another computer;
    the computer rows are computer seats of their levels (the table puts them last)."""
    rules = setup.to_json()["rules"]
    return {"game": setup.game, "rules": rules, "seats": len(setup.players),
            "computers": [p.level or "medium" for p in setup.players if p.is_computer],
            "clock_minutes": setup.clock_minutes, "open_scorecards": setup.open_scorecards,
            "duplicate": setup.duplicate}


def host_name(players: list[Player]) -> str:
    """The name the host sits down under: the setup's first human."""
    return next((p.name for p in players if not p.is_computer), players[0].name)


def lan_address() -> str:
    """This computer's address on the local network, for friends to join by (no packet is
    sent: a UDP socket only picks the route); 127.0.0.1 when there is none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # (TEST-NET-1: never answered, never sent to)
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


class Across(QObject):
    """The window's tables across computers: at most one table open (served here, or
    elsewhere), its lobby, and the room."""

    #: Servers found on the local network (a list of {"name", "address"}).
    found = Signal(object)

    def __init__(self, controller: GameController, window: QWidget,
                 say: Callable[[str], None], folder: Path) -> None:
        super().__init__(window)
        self.controller = controller
        self.window = window
        self.say = say
        #: Where the seat held at another computer's table is kept while its game goes on.
        self.folder = folder
        #: The seat being taken at another computer's table (kept once the table says so).
        self._taking: HeldSeat | None = None
        #: Where the app's own server listens: every interface of this computer (its local
        #: network; a --local-only server refuses peers from elsewhere). Tests use 127.0.0.1.
        self.bind = "0.0.0.0"
        #: Announce the app's tables on the local network, and look for others' (DNS-SD).
        self.advertise = True
        self.server: ServerThread | None = None
        self.link: TableLink | None = None
        self.lobby: LobbyDialog | None = None
        self.room: RoomDialog | None = None

    # -- a table served here -------------------------------------------------------------------

    def host(self, setup: GameSetup) -> None:
        """Open a table of ``setup`` to other computers: a server on this computer, the
        table created there, the player seated as its host."""
        self.leave()
        name = host_name(setup.players)
        # journaled in the app's data folder, as kosci-server journals its tables
        self.server = ServerThread(app_data_dir() / "tables", host=self.bind,
                                   advertise=name if self.advertise else None, local_only=True)
        try:
            port = self.server.start()
        except OSError as err:
            self.server = None
            self.say(self.tr(
                "The table could not be opened to other computers: {error}.").format(
                error=err.strerror or err))
            return
        shown = f"{lan_address() if self.bind == '0.0.0.0' else self.bind}:{port}"
        link = self._sit(f"127.0.0.1:{port}", shown)
        link.create(table_spec(setup), name)

    # -- a table elsewhere ---------------------------------------------------------------------

    def join(self, address: str, code: str, name: str, *, watch: bool = False) -> None:
        """Sit down at (or ``watch``) table ``code`` of the server at ``address``."""
        self.leave()
        link = self._sit(address, address)
        if watch:
            link.watch(code)
        else:
            self._taking = HeldSeat(address, code, name, "")
            link.sit(code, name)

    def _sit(self, address: str, shown: str) -> TableLink:
        ctl = self.controller
        link = self.link = TableLink(address, self)
        AtTable(ctl, link, ctl)
        link.replied.connect(self._on_replied)
        link.refused.connect(self._on_refused)
        link.viewChanged.connect(self._on_view)
        self.lobby = LobbyDialog(link, shown, self.window)
        self.lobby.left.connect(self._left)
        self.lobby.show()
        return link

    # -- the seat kept for a start after a crash ------------------------------------------------

    def offer_held_seat(self, run_dialog: Callable[[QDialog], int]) -> None:
        """At the start: if a game at another computer's table was going on when the app
        closed, ask whether to take the seat back (or let it go)."""
        seat = table_seat.held(self.folder)
        if seat is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Back to the table?"), self.tr(
            "When Kości closed, you were playing at table {table} at {address} as {name}. "
            "Go back to your seat?").format(table=seat.table, address=seat.address,
                                           name=seat.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
        box.setObjectName("heldSeat")
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Go back"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Give up the seat"))
        answer = run_dialog(box)
        box.deleteLater()
        if answer != QMessageBox.StandardButton.Yes:
            table_seat.forget(self.folder)
            return
        self.leave()
        self._taking = seat
        self._sit(seat.address, seat.address).resume(seat.token)

    @Slot(str, object)
    def _on_replied(self, kind: str, reply: object) -> None:
        taking = self._taking
        if kind in ("sit", "resume") and taking is not None and isinstance(reply, dict):
            self._taking = None
            try:
                table_seat.keep(self.folder, HeldSeat(
                    taking.address, str(reply.get("table", taking.table)), taking.name,
                    str(reply.get("token") or taking.token)))
            except OSError as err:  # (the game goes on; only a start after a crash loses it)
                log.warning("the table seat could not be kept for a start after a crash: %s",
                            err)

    @Slot(str, str, str)
    def _on_refused(self, kind: str, code: str, message: str) -> None:
        if kind == "resume":  # (the table has ended, or the seat is no longer this person's)
            self._taking = None
            table_seat.forget(self.folder)
            self.say(self.tr("The seat could not be taken back: {message}").format(
                message=message))

    @Slot(object)
    def _on_view(self, view: dict[str, Any]) -> None:
        if view.get("finished") and view.get("you") is not None:
            table_seat.forget(self.folder)

    @Slot()
    def _left(self) -> None:
        """The player left the table from its lobby: the seat is not offered again."""
        table_seat.forget(self.folder)
        self.leave()

    @Slot()
    def leave(self) -> None:
        """Leave the table (a seat stays the person's until the table frees it), and stop
        the app's own server."""
        lobby, link, server = self.lobby, self.link, self.server
        self.lobby = self.link = self.server = None  # (closing the lobby comes back here)
        if lobby is not None:
            lobby.close()
            lobby.deleteLater()
        if link is not None:
            link.close()
        if server is not None:
            server.stop()

    # -- the room ------------------------------------------------------------------------------

    def open_room(self, name: str) -> None:
        """The room; at a table, its lobby instead (who is connected, the quick phrases)."""
        if self.lobby is not None:
            self.lobby.show()
            self.lobby.raise_()
            return
        if self.room is None:
            self.room = RoomDialog(name, self.window)
            self.room.sitRequested.connect(
                lambda address, code, who: self.join(address, code, who))
            self.room.watchRequested.connect(
                lambda address, code: self.join(address, code, "", watch=True))
            self.room.lookRequested.connect(self.look_around)
            self.found.connect(self.room.show_servers)
        self.room.show()
        self.room.raise_()
        self.look_around()

    @Slot()
    def look_around(self, seconds: float = 2.0) -> None:
        """Find the table servers of the local network (on a thread of its own)."""
        advertise = self.advertise
        servers: Future[list[dict[str, Any]]] = Future()

        def run() -> None:
            try:
                servers.set_result(asyncio.run(browse(seconds)) if advertise else [])
            except OSError:
                servers.set_result([])

        # the answer comes back through the GUI thread, and not at all once the window is gone
        when_done(servers, self, lambda done: self.found.emit(done.result()))
        threading.Thread(target=run, name="kosci-room-browse", daemon=True).start()
