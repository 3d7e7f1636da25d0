"""The room (issue 30 §4): the tables of the table servers found on the local network (DNS-SD)
and of a server at an address, one row each — who hosts, the game and its rules, seats taken
and free, the clock, open or hidden cards, waiting or playing — and a guest's name to sit down
under. Sit down, Watch, or "Join by address" with a table's code."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.engine.game import clean_name
from kosci_gui.gui.games import game_name
from kosci_gui.gui.play.table_link import TableLink
from kosci_gui.gui.words import texts
from kosci_gui.net.client import url_of
from kosci_gui.tables.spec import NAME_LENGTH

#: The columns of a table's row, after the hidden address and code.
COLUMNS = 7


class RoomDialog(QDialog):
    """The room; asks its owner to sit (``sitRequested``: address, code, name), to watch
    (``watchRequested``: address, code) or to look on the network again."""

    sitRequested = Signal(str, str, str)
    watchRequested = Signal(str, str)
    lookRequested = Signal()

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("room")
        self.name_edit = QLineEdit(name)
        self.name_edit.setObjectName("guestName")
        self.name_edit.setMaxLength(NAME_LENGTH)
        self.address_edit = QLineEdit()
        self.address_edit.setObjectName("serverAddress")
        self.address_edit.setPlaceholderText("192.168.1.20:8765")
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("tableCode")
        self.show_button = QPushButton()
        self.show_button.setObjectName("showTables")
        self.show_button.clicked.connect(self._ask_address)
        self.look_button = QPushButton()
        self.look_button.setObjectName("lookAround")
        self.look_button.clicked.connect(self._look)
        self.rows = QTableWidget(0, COLUMNS)
        self.rows.setObjectName("tables")
        self.rows.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.rows.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.rows.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rows.verticalHeader().setVisible(False)
        self.rows.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.rows.horizontalHeader().setStretchLastSection(True)
        self.rows.itemSelectionChanged.connect(self._selected)
        self.status = QLabel()
        self.status.setObjectName("roomStatus")
        self.status.setWordWrap(True)
        self.sit_button = QPushButton()
        self.sit_button.setObjectName("sitDown")
        self.sit_button.clicked.connect(self._sit)
        self.watch_button = QPushButton()
        self.watch_button.setObjectName("watchTable")
        self.watch_button.clicked.connect(self._watch)
        self.name_label, self.where_label = QLabel(), QLabel()
        self.name_label.setBuddy(self.name_edit)
        self.where_label.setBuddy(self.address_edit)
        self.form = QFormLayout()
        self.form.addRow(self.name_label, self.name_edit)
        where = QHBoxLayout()
        where.addWidget(self.address_edit, 2)
        where.addWidget(self.code_edit, 1)
        where.addWidget(self.show_button)
        self.form.addRow(self.where_label, where)
        buttons = QHBoxLayout()
        buttons.addWidget(self.look_button)
        buttons.addStretch(1)
        buttons.addWidget(self.watch_button)
        buttons.addWidget(self.sit_button)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.rows, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        #: The tables of each server asked, by its address (and the server's name).
        self._tables: dict[str, tuple[str, list[dict[str, Any]]]] = {}
        self._asking: dict[str, TableLink] = {}
        self.retranslate()
        self.resize(720, 420)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tables across computers"))
        self.name_label.setText(self.tr("Your &name:"))
        self.where_label.setText(self.tr("&Join by address:"))
        self.code_edit.setPlaceholderText(self.tr("table code"))
        self.show_button.setText(self.tr("S&how its tables"))
        self.look_button.setText(self.tr("&Look on this network again"))
        self.sit_button.setText(self.tr("&Sit down"))
        self.watch_button.setText(self.tr("&Watch"))
        self.rows.setHorizontalHeaderLabels([
            self.tr("Host"), self.tr("Game"), self.tr("Rules"), self.tr("Seats"),
            self.tr("Clock"), self.tr("Cards"), self.tr("State")])
        self._fill()

    # -- finding tables ------------------------------------------------------------------------

    @Slot()
    def _look(self) -> None:
        self.status.setText(self.tr("Looking for tables on this network…"))
        self.lookRequested.emit()

    @Slot(object)
    def show_servers(self, servers: list[dict[str, Any]]) -> None:
        """The servers found on the local network: each is asked for its tables."""
        if not servers and not self._tables:
            self.status.setText(self.tr(
                "No table found on this network. Ask the host for their address and the "
                "table's code, and join by address."))
        for server in servers:
            self._ask(str(server["address"]), str(server.get("name") or ""))

    @Slot()
    def _ask_address(self) -> None:
        address = self.address_edit.text().strip()
        try:
            url_of(address)
        except ValueError:
            self.status.setText(self.tr(
                "An address is host:port (like 192.168.1.20:8765) or a ws:// or wss:// URL."))
            return
        self._ask(address, address)

    def _ask(self, address: str, name: str) -> None:
        if address in self._asking:
            return
        link = self._asking[address] = TableLink(address, self, patience=5.0)
        link.replied.connect(lambda kind, reply: self._answered(address, name, reply))
        link.closed.connect(lambda why: self._unreachable(address, why))
        link.tables()

    def _answered(self, address: str, name: str, reply: dict[str, Any]) -> None:
        self._done(address)
        self._tables[address] = (name, list(reply.get("tables", [])))
        count = sum(len(rows) for _, rows in self._tables.values())
        self.status.setText(self.tr("Tables found: {count}.").format(count=count))
        self._fill()

    def _unreachable(self, address: str, why: str) -> None:
        self._done(address)
        self.status.setText(self.tr("{address} cannot be reached: {reason}.").format(
            address=address, reason=why or "?"))

    def _done(self, address: str) -> None:
        link = self._asking.pop(address, None)
        if link is not None:
            link.close()
            link.deleteLater()

    def _fill(self) -> None:
        self.rows.setRowCount(0)
        for address, (_name, tables) in self._tables.items():
            for table in tables:
                self._add_row(address, table)

    def _add_row(self, address: str, table: dict[str, Any]) -> None:
        row = self.rows.rowCount()
        self.rows.insertRow(row)
        game = str(table.get("game", ""))
        preset = str((table.get("rules") or {}).get("preset", ""))
        minutes = table.get("clock_minutes")
        cells = (
            str(table.get("host") or "?"), game_name(game) if game else "?",
            texts.preset_name(game, preset) if game and preset else "",
            self.tr("{taken} of {seats} taken").format(taken=table.get("taken", 0),
                                                      seats=table.get("seats", 0)),
            texts.minutes_text(minutes) if isinstance(minutes, int) else self.tr("none"),
            self.tr("open") if table.get("open_scorecards", True) else self.tr("hidden"),
            self.tr("playing") if table.get("state") == "playing" else self.tr("waiting"))
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, (address, str(table.get("code", ""))))
            self.rows.setItem(row, column, item)

    # -- sitting down --------------------------------------------------------------------------

    def _chosen(self) -> tuple[str, str] | None:
        """The selected row's server and table, or the address and code typed in."""
        item = self.rows.item(self.rows.currentRow(), 0) if self.rows.currentRow() >= 0 else None
        if item is not None and self.rows.selectedItems():
            address, code = item.data(Qt.ItemDataRole.UserRole)
            return str(address), str(code)
        address, code = self.address_edit.text().strip(), self.code_edit.text().strip()
        if address and code:
            return address, code
        self.status.setText(self.tr("Choose a table in the list, or type its server's "
                                    "address and the table's code."))
        return None

    @Slot()
    def _selected(self) -> None:
        item = self.rows.item(self.rows.currentRow(), 0)
        if item is not None:
            address, code = item.data(Qt.ItemDataRole.UserRole)
            self.address_edit.setText(str(address))
            self.code_edit.setText(str(code))

    @Slot()
    def _sit(self) -> None:
        name = clean_name(self.name_edit.text())
        if name is None or len(name) > NAME_LENGTH:
            self.status.setText(self.tr("Give a name to sit down under (at most {most} "
                                        "letters).").format(most=NAME_LENGTH))
            return
        chosen = self._chosen()
        if chosen is not None:
            self.sitRequested.emit(chosen[0], chosen[1], name)
            self.hide()

    @Slot()
    def _watch(self) -> None:
        chosen = self._chosen()
        if chosen is not None:
            self.watchRequested.emit(*chosen)
            self.hide()
