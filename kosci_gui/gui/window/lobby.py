"""A table's lobby, until its game starts (issue 30 §4): where friends join it (the address
and the table's code), who sits where and whether they are connected, Start for the host,
Leave, and the three quick phrases (no free text). It hides while the game is played and shows
again when the table waits for the next one (Play again)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.gui.games import game_name
from kosci_gui.gui.play.table_link import TableLink
from kosci_gui.gui.words import texts
from kosci_gui.net.autoplay import ready_to_start

#: Phrases shown in the lobby (the last ones).
PHRASES_SHOWN = 6
#: How long leaving waits for the table to answer the stand-up (ms).
STAND_WAIT_MS = 2000


class LobbyDialog(QDialog):
    """The lobby of the table ``link`` sits at; ``shown``: the address friends join by."""

    #: The player left the table (Leave, or the lobby closed while the table waits).
    left = Signal()

    def __init__(self, link: TableLink, shown: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self.link = link
        self.shown = shown
        self.where = QLabel()
        self.where.setObjectName("tableWhere")
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                           | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.seats = QListWidget()
        self.seats.setObjectName("lobbySeats")
        self.said = QListWidget()
        self.said.setObjectName("lobbyPhrases")
        self.said.setMaximumHeight(self.fontMetrics().height() * 5)
        self.status = QLabel()
        self.status.setObjectName("lobbyStatus")
        self.status.setWordWrap(True)
        self.phrases: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for key in texts.PHRASES:
            button = self.phrases[key] = QPushButton()
            button.setObjectName(f"phrase_{key}")
            button.clicked.connect(lambda _=False, key=key: link.phrase(key))
            row.addWidget(button)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startTable")
        self.start_button.clicked.connect(link.start)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leaveTable")
        self.leave_button.clicked.connect(self.leave)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        for widget in (self.where, self.seats):
            layout.addWidget(widget)
        layout.addLayout(row)
        layout.addWidget(self.said)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        link.viewChanged.connect(self._on_view)
        link.phraseSaid.connect(self._on_phrase)
        link.refused.connect(self._on_refused)
        link.closed.connect(self._on_closed)
        self._leaving = self._left = False
        self._state: object = None
        self._shown_for: object = None  # (the table's state the lobby last showed or hid for)
        self.retranslate()
        if link.view is not None:
            self._on_view(link.view)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Table across computers"))
        for key, button in self.phrases.items():
            button.setText(texts.phrase_text(key))
        self.start_button.setText(self.tr("&Start the game"))
        self.leave_button.setText(self.tr("&Leave the table"))
        if self.link.view is not None:
            self._on_view(self.link.view)
        else:
            self.where.setText(self.tr("Opening the table at {address}…").format(
                address=self.shown))

    @Slot(object)
    def _on_view(self, view: dict[str, Any]) -> None:
        state, self._state = view.get("state"), view.get("state")
        if state != self._shown_for:
            self._shown_for = state
            if state == "playing":
                self.hide()  # the board shows the game (Ctrl+J shows this again: phrases)
            elif state == "waiting" and not self._leaving:
                self.show()  # play again: the table waits for its seats
        spec = view.get("spec", {})
        self.where.setText(self.tr(
            "{game} · friends join from the room (Game → Tables across computers) at "
            "address {address}, table code {code}").format(
            game=game_name(spec["game"]) if "game" in spec else "", address=self.shown,
            code=view.get("table", "")))
        self.seats.clear()
        for seat in view.get("seats", []):
            self.seats.addItem(self._seat_line(seat, view.get("you")))
        you = view.get("you")
        hosting = you is not None and view["seats"][you].get("host")
        self.start_button.setVisible(bool(hosting))
        self.start_button.setEnabled(bool(hosting) and view.get("state") == "waiting"
                                     and ready_to_start(view))
        if hosting and not self.start_button.isEnabled():
            self.status.setText(self.tr("Start is possible once every seat is taken."))
        elif not hosting and you is not None:
            self.status.setText(self.tr("The host starts the game once every seat is taken."))

    def _seat_line(self, seat: dict[str, Any], you: int | None) -> str:
        number = seat.get("seat", 0) + 1
        if not seat.get("name"):
            return self.tr("{n}. a free seat").format(n=number)
        if seat.get("type") == "computer":  # ("Computer 1" in the language spoken here)
            name = texts.localised_default_name(seat["name"]) or seat["name"]
            return self.tr("{n}. {name} (computer: {level})").format(
                n=number, name=name, level=texts.level_name(seat.get("level") or ""))
        marks = []
        if seat.get("host"):
            marks.append(self.tr("host"))
        if seat.get("seat") == you:
            marks.append(self.tr("you"))
        if not seat.get("connected"):
            marks.append(self.tr("connection lost"))
        line = f"{number}. {seat['name']}"
        return f"{line} ({', '.join(marks)})" if marks else line

    @Slot(int, str)
    def _on_phrase(self, seat: int, key: str) -> None:
        view = self.link.view or {}
        seats = view.get("seats", [])
        name = seats[seat]["name"] if 0 <= seat < len(seats) else "?"
        self.said.addItem(self.tr("{name}: {phrase}").format(name=name,
                                                              phrase=texts.phrase_text(key)))
        while self.said.count() > PHRASES_SHOWN:
            self.said.takeItem(0)
        self.said.scrollToBottom()

    @Slot(str, str, str)
    def _on_refused(self, kind: str, code: str, message: str) -> None:
        self.status.setText(self.tr("The table said no: {reason}.").format(reason=message))

    @Slot(str)
    def _on_closed(self, why: str) -> None:
        self.status.setText(self.tr("The table cannot be reached: {reason}.").format(
            reason=why or "?"))
        self.start_button.setEnabled(False)

    @Slot()
    def leave(self) -> None:
        """Stand up (the seat is free at once for somebody else), then leave: the connection
        closes only once the table has answered (or after a moment without an answer)."""
        if self._leaving:
            return
        self._leaving = True
        view = self.link.view
        if view is None or view.get("you") is None or view.get("state") == "playing":
            self.left.emit()
            return
        self.link.replied.connect(self._stood)
        self.link.refused.connect(self._stood)
        self.link.stand()
        QTimer.singleShot(STAND_WAIT_MS, self, self._gone)

    def _stood(self, kind: str = "stand", *_: object) -> None:
        if kind == "stand":
            self._gone()

    def _gone(self) -> None:
        if not self._left:
            self._left = True
            self.left.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._state != "playing":
            self.leave()  # (during the game it only hides: the table goes on)
        super().closeEvent(event)
