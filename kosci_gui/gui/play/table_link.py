"""The window's connection to a table across computers (issue 30): a
:class:`~kosci_gui.net.background.ClientThread` (the network on a thread of its own, so the
window never waits on it) bridged to Qt by signals.

Everything the window asks of the table is a request (:meth:`TableLink.create`,
:meth:`~TableLink.sit`, :meth:`~TableLink.move`, …) answered later by :attr:`replied` or
:attr:`refused`; what the table shows this seat arrives as :attr:`viewChanged` with the whole
table (every update merged in, as :func:`kosci_gui.net.client.merge` does). The seat's token
stays inside the client (it takes the seat back by itself after a drop) and is never shown.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from kosci_gui.net.background import ClientThread
from kosci_gui.net.client import Disconnected, ServerError, TableClient, merge
from kosci_gui.net.trust import KnownServers
from kosci_gui.storage.paths import app_data_dir
from kosci_gui.tables.fair_dice import new_player_seed

Request = Callable[[TableClient], Coroutine[Any, Any, Any]]


class TableLink(QObject):
    """One connection of this app to a table server at ``address`` (``host:port`` or a
    ``ws://``/``wss://`` URL)."""

    #: The table as this seat (or spectator) sees it now: the merged view (a dict).
    viewChanged = Signal(object)
    #: A request's answer: its kind and the reply (a dict).
    replied = Signal(str, object)
    #: A request the server refused (or that the connection lost): its kind, the error's
    #: code and its message.
    refused = Signal(str, str, str)
    #: A quick phrase said at the table: the seat, the phrase's key.
    phraseSaid = Signal(int, str)
    #: The connection is up (True) or lost and being made again (False).
    connectionChanged = Signal(bool)
    #: Every frame as the server sent it (what this seat was shown: the tests read them).
    frameReceived = Signal(object)
    #: The table or the server is gone for good (a ``bye``, or reconnecting gave up).
    closed = Signal(str)

    _frame = Signal(object)
    _answer = Signal(str, object)
    _link = Signal(bool)
    _opened = Signal(object)

    def __init__(self, address: str, parent: QObject | None = None, *,
                 patience: float = 60.0) -> None:
        super().__init__(parent)
        self.address = address
        #: The seed this app adds to the table's dice (a new one for each commitment).
        self.seed = ""
        self._seeded: object = None
        self.view: dict[str, Any] | None = None
        self.connected = False
        # a wss:// server's certificate is remembered the first time, and a changed one
        # refused (trust on first use: docs/protocol.md, "TLS and known servers")
        self._thread = ClientThread(address, on_frame=self._frame.emit,
                                    on_connection=self._link.emit, patience=patience,
                                    known_servers=KnownServers(app_data_dir()))
        self._frame.connect(self._on_frame)
        self._answer.connect(self._on_answer)
        self._link.connect(self._on_link)
        self._opened.connect(self._on_opened)
        self._queued: list[tuple[str, Request]] = []
        self._started = False
        self._ready = False

    # -- the connection ---------------------------------------------------------------------

    def open(self) -> None:
        """Connect (in the background); requests made before it is up wait for it."""
        if self._started:
            return
        self._started = True
        self._thread.launch().add_done_callback(
            lambda done: self._opened.emit(done.exception()))

    def close(self) -> None:
        """Say goodbye and stop the connection's thread (the seat stays taken at the table:
        the person is away)."""
        self._thread.stop()
        self.connected = False

    @property
    def seat(self) -> int | None:
        """This app's seat at the table (None: not seated, or watching)."""
        return self.view.get("you") if self.view is not None else None

    @Slot(object)
    def _on_opened(self, error: BaseException | None) -> None:
        if error is not None:
            self.closed.emit(str(error) or type(error).__name__)
            return
        self._ready = True
        self._on_link(True)
        queued, self._queued = self._queued, []
        for kind, make in queued:
            self._send(kind, make)

    @Slot(bool)
    def _on_link(self, up: bool) -> None:
        self.connected = up
        self.connectionChanged.emit(up)

    @Slot(object)
    def _on_frame(self, frame: dict[str, Any]) -> None:
        self.frameReceived.emit(frame)
        kind = frame.get("type")
        if kind in ("table", "update"):
            merged = merge(self.view, frame)
            if merged is not None:  # (a gap: the client asks for the whole table)
                self.view = merged
                self._add_seed(merged)
                self.viewChanged.emit(merged)
        elif kind == "phrase":
            self.phraseSaid.emit(int(frame.get("seat", -1)), str(frame.get("phrase")))
        elif kind == "bye":
            self.closed.emit(str(frame.get("message") or frame.get("code") or ""))

    def _add_seed(self, view: dict[str, Any]) -> None:
        """A seat adds its seed to the dice once the server has shown its commitment (never
        before: the server must not choose its seed knowing ours), once per commitment."""
        commitment = view.get("commitment")
        if (view.get("state") == "waiting" and view.get("you") is not None
                and commitment != self._seeded):
            self._seeded = commitment
            seed = self.seed = new_player_seed()
            self.request("seed", lambda c: c.request("seed", seed=seed))

    # -- requests -----------------------------------------------------------------------------

    def request(self, kind: str, make: Request) -> None:
        """Run ``make(client)`` on the connection's thread; :attr:`replied` or
        :attr:`refused` says how it went (under ``kind``)."""
        if not self._ready:  # (after a drop the client itself waits to be back)
            self._queued.append((kind, make))
            self.open()
            return
        self._send(kind, make)

    def _send(self, kind: str, make: Request) -> None:
        future: Future[Any] = self._thread.call(make)
        future.add_done_callback(lambda done: self._answer.emit(kind, done))

    @Slot(str, object)
    def _on_answer(self, kind: str, done: Future[Any]) -> None:
        if done.cancelled():
            return  # (the connection was closed with the request on its way)
        error = done.exception()
        if error is None:
            reply = done.result()
            self.replied.emit(kind, reply if isinstance(reply, dict) else {})
        elif isinstance(error, ServerError):
            self.refused.emit(kind, error.code, str(error.reply.get("message") or error.code))
        elif isinstance(error, Disconnected):
            self.refused.emit(kind, "disconnected", "the connection dropped before the reply")
        else:
            self.refused.emit(kind, type(error).__name__, str(error))

    def tables(self) -> None:
        """The server's room: :attr:`replied` ("tables", {"tables": [...]})."""
        self.request("tables", lambda c: c.request("list"))

    def create(self, spec: dict[str, Any], name: str) -> None:
        """Open a table of ``spec`` (docs/protocol.md) and sit at it as its host."""
        self.request("create", lambda c: c.create(spec, name))

    def sit(self, code: str, name: str, seat: int | None = None) -> None:
        """Sit at the waiting table ``code`` (the first free seat, or ``seat``)."""
        self.request("sit", lambda c: c.sit(code, name, seat))

    def resume(self, token: str) -> None:
        """Take back the seat this app held before it was started again (``token``)."""
        self.request("resume", lambda c: c.resume(token))

    def watch(self, code: str) -> None:
        self.request("watch", lambda c: c.watch(code))

    def stand(self) -> None:
        self.request("stand", lambda c: c.request("stand"))

    def start(self) -> None:
        """The host starts the game."""
        self.request("start", lambda c: c.request("start"))

    def again(self) -> None:
        self.request("again", lambda c: c.request("again"))

    def phrase(self, key: str) -> None:
        self.request("phrase", lambda c: c.request("phrase", phrase=key))

    def move(self, move: dict[str, Any], at: int) -> None:
        """A move at this seat made against table version ``at``."""
        self.request("move", lambda c: c.move(move, at))

    def assist(self) -> None:
        self.request("assist", lambda c: c.request("assist"))

