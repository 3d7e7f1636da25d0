"""The Kości-family scorecard as a table model: one row per box and per summary line, one
column per player (three per player in triple).

Written scores show as they are; after a roll each open box of the current player shows what
it would score (``PreviewRole`` true: the view draws it lighter and in italics); boxes the joker
forbids are disabled; cards the visibility rule hides show nothing. After every change only
the cells that changed are announced with ``dataChanged`` (and the roles that changed); the
model is reset only for a new game.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette

from kosci_gui.engine.card import box_of
from kosci_gui.engine.game import Game
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.scoring import UPPER, Box
from kosci_gui.gui.pads.pad_model import PadModel
from kosci_gui.gui.pads.scorecard_cells import Access, Cell, Look, box_cell, sum_cell
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.words import boxes, texts

Index = QModelIndex | QPersistentModelIndex

#: Custom roles: the (box, column) a writable cell stands for; is the text a preview; how the
#: cell is drawn (a :class:`Look`); what a click may do (an :class:`Access`).
BoxRole = Qt.ItemDataRole.UserRole + 1
PreviewRole = Qt.ItemDataRole.UserRole + 2
LookRole = Qt.ItemDataRole.UserRole + 3
AccessRole = Qt.ItemDataRole.UserRole + 4

_ROLES = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole,
          Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole,
          Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole,
          Qt.ItemDataRole.AccessibleDescriptionRole,
          BoxRole, PreviewRole, LookRole, AccessRole]


def rows_of(game: KosciGame) -> list[tuple[str, str]]:
    """(kind, key) per row: kind is ``box`` or ``sum``."""
    card = game.cards[0]
    rows: list[tuple[str, str]] = []
    upper = [b for b in game.boxes if b in UPPER]
    lower = [b for b in game.boxes if b not in UPPER]
    rows += [("box", b) for b in upper]
    if upper and card.upper_counts:
        rows += [("sum", "upper_sum"), ("sum", "upper_bonus")]
    rows += [("box", b) for b in lower]
    if card.has_five_bonus:
        rows.append(("sum", "five_bonus"))
    if game.columns > 1:
        rows.append(("sum", "column_total"))
    rows.append(("sum", "total"))
    return rows


class ScorecardModel(PadModel[KosciGame, Cell]):
    ROLES = _ROLES

    def __init__(self, controller: GameController, parent: Any = None) -> None:
        super().__init__(controller, parent)
        self.rows: list[tuple[str, str]] = []
        self._at_rest = True
        controller.previewChanged.connect(self.refresh)
        controller.hintsChanged.connect(self.refresh)

    # -- structure ------------------------------------------------------------------------

    def _take(self, game: Game | None) -> None:
        # the descriptors give this card only Kości-family games
        self.game = cast(KosciGame | None, game)
        self.rows = rows_of(self.game) if self.game is not None else []

    def _columns(self) -> int:
        g = self.playing()
        return g.player_count * g.columns

    def playing(self) -> KosciGame:
        """The game shown (only asked for while there is one)."""
        assert self.game is not None
        return self.game

    def player_column(self, column: int) -> tuple[int, int]:
        """(player, card column) of a model column."""
        return divmod(column, self.playing().columns)

    def model_column(self, player: int, card_column: int = 0) -> int:
        return player * self.playing().columns + card_column

    def row_of(self, box: str) -> int:
        return self.rows.index(("box", box))

    def index_of(self, player: int, box: str, card_column: int = 0) -> QModelIndex:
        return self.index(self.row_of(box), self.model_column(player, card_column))

    def _snapshot(self) -> list[list[Cell]]:
        """Every cell's content, worked out once per change (the view asks many times)."""
        if self.game is None:
            return []
        options = self._options()
        return [[self._cell(r, c, options) for c in range(self._columns())]
                for r in range(len(self.rows))]

    # -- contents ---------------------------------------------------------------------------

    def set_dice_at_rest(self, at_rest: bool) -> None:
        """Previews appear when the dice come to rest, not while they still tumble."""
        if at_rest != self._at_rest:
            self._at_rest = at_rest
            self.refresh()

    def _options(self) -> dict[tuple[str, int], Any]:
        g = self.game
        if g is None or g.finished or g.dice is None or not self._at_rest:
            return {}
        return {(o.box, o.column): o for o in g.options()}

    def _cell(self, row: int, column: int, options: dict[tuple[str, int], Any]) -> Cell:
        g = self.playing()
        player, col = self.player_column(column)
        kind, key = self.rows[row]
        if kind == "sum":
            return sum_cell(self.controller, g, player, key, col)
        return box_cell(self.controller, g, player, key, col, options)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.game is None:
            return None
        if not (0 <= index.row() < len(self.rows) and 0 <= index.column() < self.columnCount()):
            return None
        cell = self.cell(index.row(), index.column())
        if cell is None:
            return None
        palette = QGuiApplication.palette()
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole:
            if cell.preview or cell.look is Look.TOTAL:
                font = QFont(QGuiApplication.font())
                font.setItalic(cell.preview)
                font.setBold(cell.look is Look.TOTAL)
                return font
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if cell.look is Look.SELECTED:
                return QBrush(palette.color(QPalette.ColorRole.HighlightedText))
            if cell.look is Look.HINT:
                # the lighter preview colour would fade into the hint's accent
                return QBrush(palette.color(QPalette.ColorRole.Text))
            if cell.preview:
                return QBrush(palette.color(QPalette.ColorRole.PlaceholderText))
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(cell.look, palette)
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell.tip or None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            player, _ = self.player_column(index.column())
            return "{} — {}: {}".format(self.playing().players[player].name,
                                        self._row_label(index.row()), cell.spoken or "—")
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return cell.tip or None
        if role == BoxRole:
            return cell.box
        if role == PreviewRole:
            return cell.preview
        if role == LookRole:
            return cell.look
        if role == AccessRole:
            return cell.access
        return None

    @staticmethod
    def _background(look: Look, palette: QPalette) -> QBrush | None:
        accent = QColor(palette.color(QPalette.ColorRole.Highlight))
        if look is Look.SELECTED:
            return QBrush(accent)
        if look is Look.HINT:
            accent.setAlpha(120)
            return QBrush(accent)
        if look is Look.CURRENT:
            accent.setAlpha(38)
            return QBrush(accent)
        if look in (Look.TOTAL, Look.SUM):
            return QBrush(palette.color(QPalette.ColorRole.AlternateBase))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid() or self.game is None:
            return Qt.ItemFlag.NoItemFlags
        cell = self.cell(index.row(), index.column())
        access = cell.access if cell else Access.NONE
        if access is Access.OPEN:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if access is Access.FORBIDDEN:
            # shown disabled; a click still says why it is not allowed
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled

    def _row_label(self, row: int) -> str:
        kind, key = self.rows[row]
        return boxes.box_name(key) if kind == "box" else boxes.row_name(key)

    def _row_help(self, row: int) -> str:
        kind, key = self.rows[row]
        return boxes.box_help(self.box(key)) if kind == "box" else boxes.row_help(key)

    def rule_of(self, row: int) -> str:
        """The short rule written beside a row's name ('' when it has none)."""
        if self.game is None or not 0 <= row < len(self.rows):
            return ""
        kind, key = self.rows[row]
        return boxes.box_rule(self.box(key)) if kind == "box" else boxes.row_rule(key)

    def box(self, key: str) -> Box:
        """The engine's record of a box of this game, as its rules make it."""
        return box_of(self.playing().rules, key)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self.game is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(self.rows):
                return None
            kind, key = self.rows[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return self._row_label(section)
            if role == Qt.ItemDataRole.ToolTipRole:
                return self._row_help(section)
            if role == Qt.ItemDataRole.FontRole and key == "total":
                font = QFont(QGuiApplication.font())
                font.setBold(True)
                return font
            return None
        if not 0 <= section < self.columnCount():
            return None
        player, col = self.player_column(section)
        g = self.game
        if role == Qt.ItemDataRole.DisplayRole:
            return self._player_header(player, col)
        if role == Qt.ItemDataRole.FontRole and player == g.current and not g.finished:
            font = QFont(QGuiApplication.font())
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            seat = g.players[player]
            kind = (self.tr("computer, {level}").format(level=texts.level_name(seat.level or ""))
                    if seat.is_computer else self.tr("human"))
            return f"{seat.name} ({kind})"
        return None

    def _player_header(self, player: int, col: int) -> str:
        g = self.playing()
        weight = f"×{g.weights[col]}"
        if g.columns > 1 and col > 0:
            return weight
        seat = g.players[player]
        name = seat.name
        if g.out[player]:
            return name + "\n" + self.tr("out of time")
        if seat.is_computer:  # its strength in view all game long
            name += "\n" + texts.level_name(seat.level or "")
        if not self.controller.card_visible(player):
            name = name + " " + self.tr("(hidden)")
        if g.columns > 1:
            name = f"{name}\n{weight}"
        remaining = self.controller.remaining(player)
        if remaining is not None:
            return name + "\n" + clock_text(remaining)
        return name


def clock_text(seconds: float) -> str:
    """m:ss, rounded up so a clock shows 0:00 only when it has run out."""
    whole = int(-(-seconds // 1))
    return f"{whole // 60}:{whole % 60:02d}"
