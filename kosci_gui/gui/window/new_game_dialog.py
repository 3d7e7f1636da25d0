"""The new-game dialog, from the last choices: the game, its preset and every rule option (with
a short explanation each), the players (human or computer, a level, names), the clock, the
scorecard visibility, a table open to other computers, and the turn flow (confirm moves, the
auto-write's delay: the app's settings, :mod:`~kosci_gui.gui.window.turn_flow`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.game import Player, PlayerType
from kosci_gui.engine.games import describe
from kosci_gui.engine.rules import Option
from kosci_gui.gui.games import describe_game, game_keys, game_name
from kosci_gui.gui.look.room import fitted_size
from kosci_gui.gui.play.computer import DEFAULT_LEVEL
from kosci_gui.gui.play.game_setup import GameSetup
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.window.seats import MAX_PLAYERS, SeatRow, SeatsBox
from kosci_gui.gui.window.turn_flow import TurnFlowBox
from kosci_gui.gui.words import texts
from kosci_gui.gui.words.messages import error_text
from kosci_gui.gui.words.retranslating import Retranslating


def parse_pits(text: str) -> list[list[int]] | None:
    """"200-300, 700-800" -> [[200, 300], [700, 800]]; None when unreadable."""
    pits = []
    for part in text.replace(";", ",").split(","):
        part = part.strip().replace("–", "-")
        if not part:
            continue
        bounds = part.split("-")
        if len(bounds) != 2:
            return None
        try:
            low, high = int(bounds[0]), int(bounds[1])
        except ValueError:
            return None
        pits.append([low, high])
    return pits


def explanation(text: str = "") -> QLabel:
    """A short explanation under a choice: wrapped, in the placeholder colour."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


class NewGameDialog(Retranslating, QDialog):
    def __init__(self, last: GameSetup | None = None, parent: QWidget | None = None, *,
                 settings: Settings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setup = last or GameSetup()
        self.option_widgets: dict[str, QWidget] = {}

        self.tabs = QTabWidget(self)
        # -- the game and the players
        page = QWidget()
        form = QFormLayout(page)
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("gameCombo")
        for game in game_keys():
            self.game_combo.addItem(game_name(game), game)
        self.game_info = explanation()
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("playerCount")
        self.count_spin.setRange(1, MAX_PLAYERS)
        self.seats_box = SeatsBox()
        grid = QGridLayout(self.seats_box)
        self.seats = [SeatRow(grid, i + 1) for i in range(MAX_PLAYERS)]
        grid.setColumnStretch(1, 1)
        self.clock_spin = QSpinBox()
        self.clock_spin.setObjectName("clockMinutes")
        self.clock_spin.setRange(1, 15)
        self.clock_help = explanation()
        self.open_check = QCheckBox()
        self.open_check.setObjectName("openScorecards")
        self.open_help = explanation()
        self.duplicate_check = QCheckBox()
        self.duplicate_check.setObjectName("duplicateDice")
        self.duplicate_help = explanation()
        self.game_label, self.count_label = QLabel(), QLabel()
        self.clock_label, self.open_label, self.duplicate_label = QLabel(), QLabel(), QLabel()
        self.across_check = QCheckBox()  # a table across computers (issue 30)
        self.across_check.setObjectName("openToOthers")
        form.addRow(self.game_label, self.game_combo)
        form.addRow("", self.game_info)
        form.addRow(self.count_label, self.count_spin)
        form.addRow(self.seats_box)
        form.addRow(self.clock_label, self.clock_spin)
        form.addRow("", self.clock_help)
        form.addRow(self.open_label, self.open_check)
        form.addRow("", self.open_help)
        form.addRow(self.duplicate_label, self.duplicate_check)
        form.addRow("", self.duplicate_help)
        form.addRow(self.across_check)
        self.turn_flow = TurnFlowBox(settings)
        self.auto_score, self.confirm_check = self.turn_flow.auto_score, self.turn_flow.confirm
        form.addRow(self.turn_flow)
        # on a small screen (or at 200 %) the page scrolls rather than squeezing its rows
        page_area = QScrollArea()
        page_area.setWidgetResizable(True)
        page_area.setFrameShape(QFrame.Shape.NoFrame)
        page_area.setWidget(page)
        self.tabs.addTab(page_area, "")
        # -- the rules
        rules_page = QWidget()
        rules_layout = QVBoxLayout(rules_page)
        preset_form = QFormLayout()
        self.preset_label = QLabel()
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("presetCombo")
        self.preset_info = explanation()
        preset_form.addRow(self.preset_label, self.preset_combo)
        preset_form.addRow("", self.preset_info)
        rules_layout.addLayout(preset_form)
        self.options_area = QScrollArea()
        self.options_area.setWidgetResizable(True)
        rules_layout.addWidget(self.options_area, 1)
        self.tabs.addTab(rules_page, "")

        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                       | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.preset_combo.currentIndexChanged.connect(self._preset_changed)
        self.count_spin.valueChanged.connect(self._count_changed)
        self.retranslate_ui()
        self._load(self.setup)
        self.resize(fitted_size(self, QSize(640, 620)))
        # the keyboard starts where the player acts: the game (not the tab bar, first in
        # the chain)
        self.game_combo.setFocus()

    # -- language ------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.tabs.setTabText(0, self.tr("Game and players"))
        self.tabs.setTabText(1, self.tr("Rules"))
        self.game_label.setText(self.tr("&Game:"))
        self.game_label.setBuddy(self.game_combo)
        self.count_label.setText(self.tr("&Players:"))
        self.count_label.setBuddy(self.count_spin)
        self.seats_box.setTitle(self.tr("Who plays (in turn order)"))
        for i, seat in enumerate(self.seats):
            seat.retranslate(i + 1)
        self.clock_label.setText(texts.option_label("clock_minutes") + ":")
        self.clock_spin.setSpecialValueText(texts.choice_label("clock_minutes", None))
        self.clock_spin.setSuffix(" " + self.tr("min"))
        self.clock_help.setText(texts.option_help("clock_minutes"))
        self.open_label.setText(texts.option_label("open_scorecards") + ":")
        self.open_help.setText(texts.option_help("open_scorecards"))
        self.duplicate_label.setText(texts.option_label("duplicate") + ":")
        self.duplicate_help.setText(texts.option_help("duplicate"))
        self.across_check.setText(self.tr("Open this table to &other computers: the other "
                                          "people sit down from their own"))
        for field, key in ((self.clock_spin, "clock_minutes"), (self.open_check,
                           "open_scorecards"), (self.duplicate_check, "duplicate")):
            field.setAccessibleName(texts.option_label(key))  # (a form's label is not read)
        self.preset_label.setText(self.tr("P&reset:"))
        self.preset_label.setBuddy(self.preset_combo)
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, game_name(self.game_combo.itemData(i)))
        if self.option_widgets:
            self._build_options(self.game(), self.rule_values())

    # -- reading and writing the choices -----------------------------------------------------

    def game(self) -> str:
        return self.game_combo.currentData() or game_keys()[0]

    def _load(self, setup: GameSetup) -> None:
        self.game_combo.blockSignals(True)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(setup.game)))
        self.game_combo.blockSignals(False)
        seats = list(setup.players) or [Player("", PlayerType.HUMAN),
                                        Player("", PlayerType.COMPUTER, DEFAULT_LEVEL)]
        for i, seat in enumerate(self.seats):
            if i < len(seats):
                player = seats[i]
                if not player.name or setup.is_default_name(i):
                    # a default name in the language now spoken
                    player = Player(self.default_name(i, player.type), player.type,
                                    player.level)
                seat.set_player(player)
            else:
                seat.set_player(Player(self.default_name(i, PlayerType.COMPUTER),
                                       PlayerType.COMPUTER, DEFAULT_LEVEL))
        self.count_spin.setValue(len(seats))
        self.clock_spin.setValue(setup.clock_minutes or 1)
        self.open_check.setChecked(setup.open_scorecards)
        self.duplicate_check.setChecked(setup.duplicate)
        self._game_changed(rules=setup.rules)

    def default_name(self, seat: int, kind: PlayerType) -> str:
        """The name a seat gets when the player gives none: "Player 1", "Computer 2"."""
        return texts.default_name(kind.value, seat)

    @Slot()
    def _game_changed(self, *_: Any, rules: dict[str, Any] | None = None) -> None:
        game = self.game()
        self.game_info.setText(describe_game(game).description())
        low, high = describe(game).players
        self.count_spin.setRange(low, high)
        self._count_changed()
        presets = list(describe(game).presets)
        spec = dict(rules or {})
        preset = spec.pop("preset", None)
        if preset not in presets:
            preset = describe(game).default_preset
        self.preset_combo.blockSignals(True)
        self.preset_combo.clear()
        for name in presets:
            self.preset_combo.addItem(texts.preset_name(game, name), name)
        self.preset_combo.setCurrentIndex(presets.index(preset))
        self.preset_combo.blockSignals(False)
        values = dict(describe(game).presets[preset])
        known = {o.key for o in describe(game).options}
        values.update({k: v for k, v in spec.items() if k in known})
        self._build_options(game, values)
        self.preset_info.setText(texts.preset_description(game, preset))

    @Slot()
    def _preset_changed(self) -> None:
        game, preset = self.game(), self.preset_combo.currentData()
        if preset is None:
            return
        self.preset_info.setText(texts.preset_description(game, preset))
        self._build_options(game, dict(describe(game).presets[preset]))

    @Slot()
    def _count_changed(self) -> None:
        for i, seat in enumerate(self.seats):
            seat.set_visible(i < self.count_spin.value())

    def _build_options(self, game: str, values: dict[str, Any]) -> None:
        holder = QWidget()
        form = QFormLayout(holder)
        form.setVerticalSpacing(form.verticalSpacing() + 8)
        self.option_widgets = {}
        for option in describe(game).shown_options():
            widget = self._option_widget(option, values.get(option.key))
            widget.setObjectName(f"option_{option.key}")
            widget.setToolTip(texts.option_help(option.key))
            label = QLabel(texts.option_label(option.key) + ":")
            label.setBuddy(widget)
            help_label = explanation(texts.option_help(option.key))
            # the option and its explanation stay together in one row of the form
            field = QWidget()
            column = QVBoxLayout(field)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(2)
            column.addWidget(widget)
            column.addWidget(help_label)
            form.addRow(label, field)
            self.option_widgets[option.key] = widget
        self.options_area.setWidget(holder)

    def _option_widget(self, option: Option, value: Any) -> QWidget:
        if option.kind == "choice":
            combo = QComboBox()
            for choice in option.choices:
                combo.addItem(texts.choice_label(option.key, choice), choice)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            return combo
        if option.kind == "bool":
            check = QCheckBox()
            check.setChecked(bool(value))
            return check
        if option.kind == "points":
            spin = QSpinBox()
            spin.setRange(option.low, option.high)
            spin.setSingleStep(5 if option.key != "opening" else 10)
            if option.key.endswith(("_penalty", "_bonus")):
                spin.setSpecialValueText(texts.choice_label(option.key, 0))
            spin.setValue(int(value or 0))
            return spin
        edit = QLineEdit(", ".join(f"{low}-{high}" for low, high in (value or ())))
        edit.setPlaceholderText("200-300, 700-800")
        return edit

    def rule_values(self) -> dict[str, Any]:
        """The option values as shown (pits as lists)."""
        values: dict[str, Any] = {}
        for key, widget in self.option_widgets.items():
            if isinstance(widget, QComboBox):
                values[key] = widget.currentData()
            elif isinstance(widget, QCheckBox):
                values[key] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[key] = widget.value()
            elif isinstance(widget, QLineEdit):
                values[key] = parse_pits(widget.text())
        return values

    def result_setup(self) -> GameSetup:
        """The chosen setup: the preset plus the options that differ from it."""
        game = self.game()
        preset = self.preset_combo.currentData() or describe(game).default_preset
        base = describe(game).presets[preset]
        spec: dict[str, Any] = {"preset": preset}
        for key, value in self.rule_values().items():
            same = (value == [list(p) for p in base[key]]) if key == "pits" else value == base[key]
            if not same:
                spec[key] = value
        players = [seat.player() for seat in self.seats[:self.count_spin.value()]]
        defaults = [p.name == self.default_name(i, p.type) for i, p in enumerate(players)]
        minutes = self.clock_spin.value()
        return GameSetup(game=game, rules=spec, players=players,
                         clock_minutes=minutes if minutes >= 2 else None,
                         open_scorecards=self.open_check.isChecked(),
                         duplicate=self.duplicate_check.isChecked(), default_names=defaults,
                         open_to_others=self.across_check.isChecked())

    def accept(self) -> None:
        setup = self.result_setup()
        pits = self.option_widgets.get("pits")
        if setup.rules.get("pits", []) is None and isinstance(pits, QLineEdit):
            self.error_label.setText(error_text(RuleError(
                "bad_option_value", key="pits", value=pits.text(),
                expected="200-300, 700-800")))
            return
        try:
            setup.build()
        except RuleError as err:
            self.error_label.setText(error_text(err, describe(setup.game).columns))
            return
        self.setup = setup
        self.turn_flow.save()
        super().accept()
