"""The new-game, settings, end, rules and about dialogs, and the settings that persist."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QLineEdit, QSpinBox

from kosci_gui.engine.game import Player
from kosci_gui.engine.games import describe
from kosci_gui.gui.play.game_setup import GameSetup
from kosci_gui.gui.settings import AUTO_WRITE_BY_RULES, Settings
from kosci_gui.gui.window.new_game_dialog import NewGameDialog, parse_pits
from kosci_gui.gui.window.rules_dialog import AboutDialog, RulesDialog
from kosci_gui.gui.window.settings_dialog import SettingsDialog
from tests.gui.helpers import kosci_board


def choose(combo: QComboBox, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_every_rule_option_is_reachable_in_the_new_game_dialog(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    for game in ("classic", "triple", "full", "thousand"):
        choose(dialog.game_combo, game)
        keys = set(dialog.option_widgets)
        expected = {o.key for o in describe(game).options}
        if game == "full":
            expected = {k for k in expected if k.startswith("full_")}
        elif game != "thousand":
            expected = {k for k in expected if k.startswith("joker_")}
        assert keys == expected, game
        for key in keys:
            assert dialog.option_widgets[key].toolTip()


def test_thousand_needs_two_players_and_presets_set_the_options(qtbot):
    dialog = NewGameDialog(GameSetup("classic", players=[Player("Ala")]))
    qtbot.addWidget(dialog)
    assert dialog.count_spin.minimum() == 1
    choose(dialog.game_combo, "thousand")
    assert dialog.count_spin.minimum() == 2 and dialog.count_spin.value() == 2
    choose(dialog.preset_combo, "reader_a")
    opening: QSpinBox = dialog.option_widgets["opening"]
    assert opening.value() == 100
    assert isinstance(dialog.option_widgets["pit_protection"], QCheckBox)
    assert dialog.option_widgets["pit_protection"].isChecked()
    opening.setValue(120)
    pits: QLineEdit = dialog.option_widgets["pits"]
    pits.setText("200-300, 600-650")
    setup = dialog.result_setup()
    assert setup.rules == {"preset": "reader_a", "opening": 120, "pits": [[200, 300], [600, 650]]}


def test_players_clock_and_visibility_come_out_of_the_dialog(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count_spin.setValue(3)
    dialog.seats[0].name.setText("Ala")
    dialog.seats[1].name.setText("Bot")
    choose(dialog.seats[1].kind, "computer")
    choose(dialog.seats[1].level, "hard")
    dialog.seats[2].name.setText("Ola")
    choose(dialog.seats[2].kind, "human")
    dialog.clock_spin.setValue(5)
    dialog.open_check.setChecked(False)
    setup = dialog.result_setup()
    assert setup.players == [Player("Ala"), Player("Bot", "computer", "hard"), Player("Ola")]
    assert setup.clock_minutes == 5 and setup.open_scorecards is False
    dialog.clock_spin.setValue(1)
    assert dialog.clock_spin.text() == "off"
    assert dialog.result_setup().clock_minutes is None


def test_duplicate_names_are_refused_in_the_dialog_not_in_a_box(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count_spin.setValue(2)
    dialog.seats[0].name.setText("Ala")
    dialog.seats[1].name.setText("Ala")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "Ala" in dialog.error_label.text()


def test_pits_text_is_read_or_refused():
    assert parse_pits("200-300, 700–800") == [[200, 300], [700, 800]]
    assert parse_pits("") == []
    assert parse_pits("200") is None


def test_new_game_from_the_menu_starts_the_game_and_remembers_the_choices(qtbot, window):
    def answer(dialog):
        choose(dialog.game_combo, "full")
        dialog.count_spin.setValue(2)
        dialog.seats[0].name.setText("Ala")
        dialog.seats[1].name.setText("Ola")
        choose(dialog.seats[1].kind, "human")
        dialog.accept()
        return dialog.result()

    window.dialog_answer = answer
    window.actions_by_name["new_game"].trigger()
    game = window.controller.game
    assert game.game == "full" and [p.name for p in game.players] == ["Ala", "Ola"]
    assert window.stack.currentWidget() is kosci_board(window)
    again = NewGameDialog(GameSetup.from_json(window.settings.last_new_game()))
    qtbot.addWidget(again)
    assert again.game() == "full"
    assert again.seats[1].name.text() == "Ola"


def test_quick_start_buttons_play_against_the_computer(qtbot, window):
    qtbot.mouseClick(window.welcome.game_buttons["full"], Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game.game == "full"
    assert [p.is_computer for p in game.players] == [False, True]
    assert window.stack.currentWidget() is kosci_board(window)


def test_settings_dialog_writes_the_settings(qtbot, settings):
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    choose(dialog.language, "pl")
    choose(dialog.animation, 1100)
    choose(dialog.computer, 0)
    dialog.confirm.setChecked(True)
    dialog.auto_score.setValue(0)
    dialog.hints.setChecked(True)
    dialog.accept()
    assert settings.language == "pl"
    assert (settings.animation_ms, settings.computer_ms) == (1100, 0)
    assert settings.confirm_move and settings.hints
    assert settings.auto_score_seconds == 0
    reread = Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))
    assert reread.language == "pl" and reread.hints


def test_defaults_are_confirm_off_auto_write_as_the_rules_say(tmp_path):
    """RULES.md §3: the automatic write is off by default, 3 s in a penta game."""
    fresh = Settings(QSettings(str(tmp_path / "new.ini"), QSettings.Format.IniFormat))
    assert fresh.confirm_move is False
    assert fresh.auto_score_seconds == AUTO_WRITE_BY_RULES
    assert fresh.problem is None


def test_unreadable_settings_file_is_kept_aside_and_defaults_are_used(tmp_path):
    path = tmp_path / "broken.ini"
    path.write_text("[General\nlanguage=pl\n")
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.problem is not None
    kept = list(tmp_path.glob("broken.ini.broken-*"))
    assert len(kept) == 1 and kept[0].read_text().startswith("[General")
    assert settings.language == ""
    settings.language = "ru"
    settings.sync()
    assert Path(settings.store.fileName()).exists()


def test_settings_problem_is_shown_in_the_status_line(qtbot, tmp_path, fake_time):
    from kosci_gui.gui.window.main_window import MainWindow

    path = tmp_path / "broken.ini"
    path.write_text("[General\n")
    win = MainWindow(Settings(QSettings(str(path), QSettings.Format.IniFormat)))
    qtbot.addWidget(win)
    assert "broken.ini.broken-" in win.status_label.text()


def test_window_geometry_is_remembered(qtbot, settings):
    from kosci_gui.gui.window.main_window import MainWindow

    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.resize(770, 540)
    first.show()
    first.close()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (770, 540)


def test_rules_and_about_dialogs_open_through_the_seam(qtbot, window):
    window.actions_by_name["rules"].trigger()
    window.actions_by_name["about"].trigger()
    assert [type(d) for d in window.dialogs] == [RulesDialog, AboutDialog]


def test_rules_dialog_shows_each_games_rules(qtbot):
    dialog = RulesDialog("thousand")
    qtbot.addWidget(dialog)
    assert dialog.browser.toPlainText().strip()
    choose(dialog.games, "triple")
    assert dialog.browser.toPlainText().strip()


def test_every_action_is_reachable_by_keyboard(window):
    """A shortcut of its own, or a menu entry with a mnemonic (Alt + letter)."""
    menus = [window.commands.game_menu, window.commands.view_menu,
             window.commands.settings_menu, window.commands.help_menu,
             window.commands.hold_menu]
    in_menus = {action for menu in menus for action in menu.actions()}
    for name, action in window.actions_by_name.items():
        keyboard = not action.shortcut().isEmpty() or (
            action in in_menus and "&" in action.text())
        assert keyboard, name


def test_the_toolbar_has_undo_and_hints(window):
    toolbar = window.commands.toolbar.actions()
    assert window.commands.undo in toolbar and window.commands.hints in toolbar
    assert window.commands.about not in toolbar and window.commands.quit not in toolbar


def test_the_shortcuts_window_lists_every_key(window):
    window.commands.shortcuts.trigger()
    (dialog,) = window.dialogs
    listed = {dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())}
    assert {"Space", "H", "Ctrl+Z", "W", "P"} <= listed
    assert dialog.objectName() == "shortcutsDialog"


def test_binary_garbage_settings_file_is_kept_aside(tmp_path):
    path = tmp_path / "garbage.ini"
    garbage = b"\xff\xfe\x00[[[broken\x00\n=\x01\x02\n" * 5
    path.write_bytes(garbage)
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.problem is not None
    kept = list(tmp_path.glob("garbage.ini.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == garbage
    assert settings.animation_ms == 700
