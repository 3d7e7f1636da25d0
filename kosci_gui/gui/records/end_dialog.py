"""The end of a game: the ranking with totals, draws and who ran out of time, the last big
moment of the table it covers, what luck did; Close (the default: one Return
closes it, the game stays on the table) or New game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QSize, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.engine.game import Game
from kosci_gui.engine.record import to_record
from kosci_gui.gui.games import game_name
from kosci_gui.gui.look.room import fitted_size
from kosci_gui.gui.records.daily_list import result_text


class EndDialog(QDialog):
    #: ``done()`` codes of the New game, Analysis and Undo buttons.
    NEW_GAME = 2
    ANALYSIS = 3
    UNDO = 4
    AGAIN = 5
    TRY_AGAIN = 6

    def __init__(self, game: Game, parent: QWidget | None = None, *,
                 assisted: bool = False, moment: str | None = None,
                 dice: str | None = None, daily: Mapping[str, Any] | None = None,
                 practice: bool = False) -> None:
        from kosci_gui.gui.records.luck_view import (
            LuckPanel,  # (numpy and the ai with it: only once a game ends)
        )

        super().__init__(parent)
        self.setObjectName("endDialog")
        self.setWindowTitle(self.tr("Game over"))
        self.game = game
        winners = game.winners()
        names = [game.players[i].name for i in winners]
        if not winners:
            headline = self.tr("No winner: time ran out.")
        elif len(winners) > 1:
            headline = self.tr("A draw: {names} share the win!").format(names=", ".join(names))
        elif game.player_count == 1:
            headline = self.tr("{name} scored {total}.").format(
                name=names[0], total=game.totals()[winners[0]])
        else:
            headline = self.tr("{name} wins!").format(name=names[0])
        self.headline = QLabel(headline)
        self.headline.setObjectName("headline")
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(game_name(game.game))
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        #: The big moment of the last action, on the board this dialog covers.
        self.moment = QLabel(moment or "")
        self.moment.setObjectName("lastMoment")
        self.moment.setWordWrap(True)
        self.moment.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.moment.setVisible(bool(moment))
        self.assisted_note = QLabel(self.tr(
            "An assisted game (hints or undo were used): it is not counted for the high "
            "scores."))
        self.assisted_note.setObjectName("assistedNote")
        self.assisted_note.setWordWrap(True)
        self.assisted_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.assisted_note.setVisible(assisted)
        if practice and daily is None:  # (a day's practice game says so below)
            self.assisted_note.setText(self.tr(
                "A practice game: it is not counted in the statistics or the high scores."))
            self.assisted_note.setVisible(True)
        #: At a table across computers: whether every die came from the seeds (issue 30 §3).
        self.dice_note = QLabel(self._dice_words(dice))
        self.dice_note.setObjectName("diceChecked")
        self.dice_note.setWordWrap(True)
        self.dice_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dice_note.setVisible(dice is not None)
        #: Today's dice: the day's code, what hard scored on the same dice, practice or not.
        self.daily_note = QLabel(self._daily_words(daily))
        self.daily_note.setObjectName("dailyNote")
        self.daily_note.setWordWrap(True)
        self.daily_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.daily_note.setVisible(daily is not None)

        self.table = QTableWidget(0, 3)
        self.table.setObjectName("ranking")
        self.table.setAccessibleName(self.tr("Ranking"))
        self.table.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"),
                                              self.tr("Total")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        totals = game.totals()
        for rank, player in game.ranking():
            row = self.table.rowCount()
            self.table.insertRow(row)
            name = game.players[player].name
            if game.out[player]:
                name = self.tr("{name} (out of time)").format(name=name)
            for col, text in enumerate((str(rank), name, str(totals[player]))):
                item = QTableWidgetItem(text)
                if col != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if player in winners:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(row, col, item)

        # as tall as its rows (up to six players), no empty space under them
        row_height = self.fontMetrics().height() + 14
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(row_height)
        rows.setMinimumSectionSize(1)
        for row in range(self.table.rowCount()):
            self.table.setRowHeight(row, row_height)
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height()
                                  + row_height * self.table.rowCount()
                                  + 2 * self.table.frameWidth())
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.buttons = QDialogButtonBox()
        self.new_button = QPushButton(self.tr("&New game"))
        self.new_button.setObjectName("newGameButton")
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        # Return closes the dialog: the results stay behind on the table, nothing is lost
        self.new_button.setAutoDefault(False)
        self.close_button.setDefault(True)
        self.new_button.clicked.connect(lambda: self.done(self.NEW_GAME))
        self.close_button.clicked.connect(self.reject)

        # all but the buttons scrolls when the screen is short (large text)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.headline)
        layout.addWidget(self.assisted_note)
        layout.addWidget(subtitle)
        layout.addWidget(self.moment)
        layout.addWidget(self.dice_note)
        layout.addWidget(self.daily_note)
        layout.addWidget(self.table)
        #: What luck did: filled in once it is worked out.
        self.luck = LuckPanel(self, legend=True)
        self.luck.shown.connect(self._fit_contents)
        layout.addWidget(self.luck, 1)
        area = QScrollArea()
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(body)
        outer = QVBoxLayout(self)
        outer.addWidget(area, 1)
        outer.addWidget(self.buttons)
        QWidget.setTabOrder(self.luck.figures, self.new_button)  # (Tab in reading order)
        self._body, self._outer = body, outer
        wide = game.player_count > 1
        self.resize(fitted_size(self, QSize(560 if wide else 420,
                                            self._contents_height() + (200 if wide else 0))))
        self.luck.show_game(to_record(game))

    def _dice_words(self, verdict: str | None) -> str:
        """What the check of a table's dice found (the check says "dice checked", or
        names the first die that does not match)."""
        if verdict is None:
            return ""
        if verdict == "dice checked":
            return self.tr("Dice checked: every die came from the table's committed seed and "
                           "the players' seeds.")
        return self.tr("The dice do NOT check: {detail}").format(detail=verdict)

    def _daily_words(self, daily: Mapping[str, Any] | None) -> str:
        """Today's dice: the day's code, hard's score on the same dice, and whether this
        game counted for the day or was practice."""
        if daily is None:
            return ""
        words = [self.tr("Today's dice {code}.").format(code=daily.get("code", ""))]
        if isinstance(daily.get("hard"), int):
            words.append(self.tr("The hard computer scored {hard} on the same dice.").format(
                hard=result_text(str(daily.get("game")), daily["hard"],
                                 daily.get("hard_turns"))))
        if daily.get("practice"):
            words.append(self.tr("A practice game: the day's game counted the first time."))
        return " ".join(words)

    def _contents_height(self) -> int:
        margins = self._outer.contentsMargins()
        return (self._body.sizeHint().height() + self._outer.spacing()
                + self.buttons.sizeHint().height() + margins.top() + margins.bottom())

    @Slot()
    def _fit_contents(self) -> None:
        """Once what luck did is worked out (its table and chart), the dialog grows to show
        it all without scrolling where the screen has the room; it never shrinks."""
        wanted = QSize(self.width(), max(self.height(), self._contents_height()))
        self.resize(fitted_size(self, wanted))

    def add_button(self, button: QPushButton) -> None:
        """A place for more actions (the post-game analysis); never the default."""
        button.setAutoDefault(False)
        self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)

