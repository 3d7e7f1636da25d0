"""Saved games: what is written is what comes back (dice, holds, rolls left, clocks, turn)."""

from __future__ import annotations

import json

import pytest

from kosci_gui.engine.games import new_game
from kosci_gui.storage import savefile
from kosci_gui.storage.atomic import write_json_atomic
from kosci_gui.storage.autosave import Autosave
from kosci_gui.storage.savefile import SavedGame, SaveFileError


def mid_turn_game():
    game = new_game("classic", None, ["Ala", {"name": "Cpu", "type": "computer",
                                              "level": "hard"}], clock_minutes=5, seed=42)
    game.roll()
    game.score("chance")
    game.roll()
    game.score("chance")
    game.roll()
    game.set_held([0, 3])
    return game


def state(game):
    return (game.current, game.dice, game.held, game.rolls_left, game.totals(),
            game.record_turns(), game.dice_source.state())


def test_a_save_resumes_exactly_where_it_stood(tmp_path):
    game = mid_turn_game()
    path = tmp_path / "game.json"
    savefile.write_document(path, SavedGame(game, [211.5, 300.0], {"open_scorecards": False},
                                            savefile.GameMeta()))
    back = savefile.open_saved_game(path)
    assert state(back.game) == state(game)
    assert back.clocks == [211.5, 300.0]
    assert back.settings == {"open_scorecards": False}
    assert back.uid and back.meta.to_json()["app_version"]
    # and the dice go on as they would have
    assert back.game.roll() == game.roll()


def test_duplicate_dice_resume_in_the_turns_own_stream(tmp_path):
    game = new_game("classic", None, ["Ala", "Ola"], seed=5, duplicate=True)
    game.roll()
    game.score("chance")
    game.roll()
    game.set_held([1, 2])
    path = tmp_path / "game.json"
    savefile.write_document(path, SavedGame(game, None, {}, savefile.GameMeta()))
    back = savefile.open_saved_game(path)
    assert back.game.duplicate and state(back.game) == state(game)
    assert back.settings.get("duplicate") is True
    assert back.game.roll() == game.roll()


def test_holds_between_rolls_are_kept(tmp_path):
    game = mid_turn_game()
    doc = savefile.build_document(SavedGame(game))
    assert doc["held"] == [0, 3]
    assert savefile.restore_document(doc).game.held == (True, False, False, True, False)


def test_atomic_write_leaves_no_temporary_files(tmp_path):
    target = tmp_path / "a.json"
    for i in range(3):
        write_json_atomic(target, {"n": i})
    assert json.loads(target.read_text()) == {"n": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_a_failed_write_keeps_the_previous_file(tmp_path):
    target = tmp_path / "a.json"
    write_json_atomic(target, {"n": 1})
    with pytest.raises(TypeError):
        write_json_atomic(target, {"n": object()})
    assert json.loads(target.read_text()) == {"n": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


@pytest.mark.parametrize(("content", "code"), [
    (b"{\"format\": \"kosci-record/1\", \"game\": \"classic\", \"turns\": [", savefile.NOT_JSON),
    (b"\x00\x01\x02binary", savefile.NOT_JSON),
    (b"[1, 2, 3]", savefile.NOT_A_RECORD),
    (b"{\"format\": \"something-else\"}", savefile.NOT_A_RECORD),
    (b"{\"format\": \"kosci-record/2\", \"game\": \"classic\"}", savefile.OTHER_VERSION),
])
def test_damaged_or_foreign_files_give_a_clear_error_and_stay_untouched(tmp_path, content,
                                                                         code):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as caught:
        savefile.open_saved_game(path)
    assert caught.value.code == code
    assert path.read_bytes() == content


def test_an_illegal_record_names_its_turn(tmp_path):
    doc = savefile.build_document(SavedGame(mid_turn_game()))
    doc["turns"][1]["score"]["box"] = "no_such_box"
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveFileError) as caught:
        savefile.open_saved_game(path)
    assert caught.value.code == savefile.INVALID
    assert caught.value.turn == 1


def test_bad_clock_readings_are_refused(tmp_path):
    doc = savefile.build_document(SavedGame(mid_turn_game(), [10.0, 20.0]))
    doc["clocks"] = [10.0, 9999]
    with pytest.raises(SaveFileError):
        savefile.restore_document(doc)


def test_autosave_missing_damaged_and_moved_aside(tmp_path):
    auto = Autosave(tmp_path / "autosave.json")
    assert auto.load() is None
    auto.save(SavedGame(mid_turn_game()))
    assert auto.load() is not None
    auto.path.write_text("{ truncated")
    with pytest.raises(SaveFileError):
        auto.load()
    aside = auto.move_aside()
    assert aside.exists() and aside.read_text() == "{ truncated"
    assert "damaged" in aside.name
    assert not auto.exists() and auto.load() is None
    auto.clear()


def test_a_write_cut_short_leaves_the_autosave_whole_and_its_leftover_goes(tmp_path):
    auto = Autosave(tmp_path / "autosave.json")
    auto.save(SavedGame(mid_turn_game()))
    leftover = tmp_path / ".autosave.json.abc123.tmp"
    leftover.write_text('{"format": "kosci-rec')
    assert auto.load().game.rolls == 1
    assert not leftover.exists()


def test_a_thousand_game_mid_turn_comes_back_the_same(tmp_path):
    game = new_game("thousand", {"preset": "family"}, ["Ala", "Bartek", "Cela"], seed=9)
    for _ in range(12):
        if game.finished:
            break
        game.roll()
        options = game.legal_selections()
        if not options:
            continue
        game.set_aside(options[0][0])
        if game.can_bank():
            game.bank()
    path = tmp_path / "thousand.json"
    savefile.write_document(path, SavedGame(game))
    back = savefile.open_saved_game(path).game
    assert back.totals() == game.totals() and back.current == game.current
    assert back.phase == game.phase and back.record_turns() == game.record_turns()
    assert back.dice_source.state() == game.dice_source.state()


def test_the_default_folder_follows_xdg_data_home(tmp_path, monkeypatch):
    from kosci_gui.storage.paths import app_data_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    folder = app_data_dir()
    assert folder.is_dir() and folder.is_relative_to(tmp_path / "share")


@pytest.mark.parametrize("content", [b"[" * 100000, b"1" * 5000])
def test_pathological_json_is_a_damaged_file_not_a_crash(tmp_path, content):
    path = tmp_path / "evil.json"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as caught:
        savefile.open_saved_game(path)
    assert caught.value.code in (savefile.NOT_JSON, savefile.NOT_A_RECORD)
