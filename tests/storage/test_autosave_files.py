"""The autosave's files: locks that die with their owner (PID namespaces), a journal for long
records (bytes per action, crashes at any byte), and unfinished games that never collide."""

from __future__ import annotations

import json
import os

import pytest
from playing import finished_classic

from kosci_gui.engine.games import new_game
from kosci_gui.storage import journal, unfinished
from kosci_gui.storage.autosave import Autosave
from kosci_gui.storage.lock import FileLock, held_elsewhere
from kosci_gui.storage.paths import StoragePaths
from kosci_gui.storage.savefile import SavedGame, open_saved_game


def lock_of_a_dead_copy_with_our_pid(path):
    """What ``QLockFile`` leaves behind when a copy with *this* process's PID was killed: in
    a PID namespace the restarted app always has the PID its dead predecessor had."""
    from PySide6.QtCore import QLockFile

    probe = path.with_name("probe.lock")
    lock = QLockFile(str(probe))
    assert lock.tryLock(0)
    content = probe.read_bytes()
    lock.unlock()
    (path.parent / (path.name + ".lock")).write_bytes(content)


def test_a_lock_left_by_a_dead_copy_with_a_reused_pid_does_not_hide_its_game(tmp_path):
    paths = StoragePaths(tmp_path)
    game = new_game("classic", None, ["Ala"], seed=1)
    game.roll()
    Autosave(paths.autosave).save(SavedGame(game))
    lock_of_a_dead_copy_with_our_pid(paths.autosave)
    mine = Autosave.claim(paths)
    assert mine.path == paths.autosave  # the dead copy's game is this copy's to offer
    assert mine.load().game.record_turns() == game.record_turns()


def test_a_lock_is_held_until_released_even_within_one_process(tmp_path):
    first = FileLock(tmp_path / "autosave.json")
    assert first.try_lock()
    assert not FileLock(tmp_path / "autosave.json").try_lock()
    assert held_elsewhere(tmp_path / "autosave.json")
    first.unlock()
    assert not held_elsewhere(tmp_path / "autosave.json")
    assert FileLock(tmp_path / "autosave.json").try_lock()


def long_thousand(turns: int):
    game = new_game("thousand", None, ["A", "B"], seed=1)
    for _ in range(turns):
        game.roll([2, 2, 3, 3, 4])  # a zero throw: the turn is over
    return game


@pytest.mark.slow  # a 3000-turn game
def test_a_long_game_costs_a_journal_line_per_action_not_its_whole_record(tmp_path):
    auto = Autosave(tmp_path / "autosave.json")
    game = long_thousand(3000)
    auto.save(SavedGame(game))
    whole = auto.last_bytes
    assert whole > journal.WHOLE_BYTES
    written = []
    for _ in range(50):
        game.roll([2, 2, 3, 3, 4])
        auto.save(SavedGame(game))
        written.append(auto.last_bytes)
    assert max(written) < 2000, written  # one line each, not the record
    back = auto.load().game
    assert back.record_turns() == game.record_turns()
    assert back.totals() == game.totals()


def test_the_journal_is_folded_into_the_record_when_it_grows(tmp_path):
    auto = Autosave(tmp_path / "autosave.json")
    game = long_thousand(700)
    auto.save(SavedGame(game))
    whole = auto.last_bytes
    total = 0
    for _ in range(600):
        game.roll([2, 2, 3, 3, 4])
        auto.save(SavedGame(game))
        total += auto.last_bytes
    # folded every two hundred actions or so: about three journal lines per action on average
    assert total / 600 < whole / 20
    assert journal.journal_path(auto.path).stat().st_size <= auto.path.stat().st_size // 2 + 2000
    assert auto.load().game.record_turns() == game.record_turns()


@pytest.mark.slow  # the journal cut at every byte
def test_a_journal_line_cut_short_at_any_byte_loses_only_that_action(tmp_path):
    auto = Autosave(tmp_path / "autosave.json")
    game = long_thousand(700)
    auto.save(SavedGame(game))
    states = []
    for _ in range(3):
        game.roll([2, 2, 3, 3, 4])
        auto.save(SavedGame(game))
        states.append(game.record_turns())
    data = journal.journal_path(auto.path).read_bytes()
    last_start = data.rstrip(b"\n").rfind(b"\n") + 1
    for cut in range(last_start, len(data), 53):
        journal.journal_path(auto.path).write_bytes(data[:cut])
        assert Autosave(auto.path).load().game.record_turns() == states[-2]
    journal.journal_path(auto.path).write_bytes(data)
    assert Autosave(auto.path).load().game.record_turns() == states[-1]


def test_a_journal_of_an_older_whole_write_is_never_applied(tmp_path):
    auto = Autosave(tmp_path / "autosave.json")
    game = long_thousand(2000)
    auto.save(SavedGame(game))
    game.roll([2, 2, 3, 3, 4])
    auto.save(SavedGame(game))
    stale = journal.journal_path(auto.path).read_bytes()
    other = new_game("classic", None, ["Ola"], seed=5)
    auto.save(SavedGame(other))  # a new game: written whole, the journal dropped
    journal.journal_path(auto.path).write_bytes(stale)  # as if the drop never happened
    back = Autosave(auto.path).load().game
    assert back.game == "classic" and back.players[0].name == "Ola"


@pytest.mark.slow  # a long game saved action by action
def test_an_autosave_with_a_journal_moves_whole(tmp_path):
    paths = StoragePaths(tmp_path)
    auto = Autosave(paths.autosave)
    game = long_thousand(2000)
    auto.save(SavedGame(game))
    game.roll([2, 2, 3, 3, 4])
    auto.save(SavedGame(game))
    kept = unfinished.keep_file(paths, paths.autosave)
    assert not paths.autosave.exists() and not journal.journal_path(paths.autosave).exists()
    assert open_saved_game(kept).game.record_turns() == game.record_turns()


def test_games_kept_in_the_same_second_never_overwrite_each_other(tmp_path):
    paths = StoragePaths(tmp_path)
    games = []
    for seed in range(12):
        game = new_game("classic", None, ["Ala"], seed=seed)
        game.roll()
        games.append(game)
        assert unfinished.keep_game(paths, SavedGame(game)) is not None
    kept = sorted(unfinished.folder_of(paths).glob("*.json"))
    assert len(kept) == 12  # none pruned, none overwritten
    assert sorted(json.dumps(open_saved_game(p).game.record_turns()) for p in kept) == sorted(
        json.dumps(g.record_turns()) for g in games)


def test_autosaves_moved_in_the_same_second_never_overwrite_each_other(tmp_path):
    paths = StoragePaths(tmp_path)
    for n in range(3):
        source = tmp_path / f"autosave-{n + 2}.json"
        Autosave(source).save(SavedGame(finished_classic(seed=n)))
        unfinished.keep_file(paths, source)
    assert len(list(unfinished.folder_of(paths).glob("*.json"))) == 3


@pytest.mark.parametrize("fmt", ["kosci-record/2", "kosci-record/17"])
def test_an_autosave_of_a_newer_version_is_neither_claimed_nor_gathered(tmp_path, fmt):
    paths = StoragePaths(tmp_path)
    newer = paths.autosave_slot(2)
    newer.write_text(json.dumps({"format": fmt, "game": "classic", "future": True}))
    mine = Autosave.claim(paths)
    assert mine.path == paths.autosave
    assert unfinished.gather_orphans(mine, paths) == []
    assert newer.exists() and json.loads(newer.read_text())["future"] is True


def test_in_a_folder_where_no_lock_can_be_made_the_game_is_still_found(tmp_path,
                                                                       monkeypatch):
    import errno

    from kosci_gui.storage import lock as lock_module

    paths = StoragePaths(tmp_path)
    game = new_game("classic", None, ["Ala"], seed=1)
    game.roll()
    Autosave(paths.autosave).save(SavedGame(game))
    for stale in tmp_path.glob("*.lock"):
        stale.unlink()
    real_open = os.open

    def read_only(path, flags, *args):
        if str(path).endswith(".lock"):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS))
        return real_open(path, flags, *args)

    monkeypatch.setattr(lock_module.os, "open", read_only)
    mine = Autosave.claim(paths)
    assert mine.path == paths.autosave and mine.lock is None
    assert mine.load().game.record_turns() == game.record_turns()
