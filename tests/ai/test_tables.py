"""The table file format: compressed, self-checking, written atomically; a damaged table in
the cache is solved again, a damaged shipped one is an error that says so."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from kosci_gui.ai import score_moments, tables, thousand_ai
from kosci_gui.ai import thousand_columns as tc
from kosci_gui.ai import thousand_solver as ts
from kosci_gui.ai.build_tables import model_named
from kosci_gui.ai.solver import model_for, solve
from kosci_gui.engine.games import KINDS, make_rules


@pytest.mark.parametrize("array", [
    np.linspace(0.0, 250.0, 2 * 3 * 64, dtype=np.float32).reshape(2, 3, 64),
    np.arange(301, dtype=np.float64) / 7,
    np.array([[1, -2], [3, 127]], dtype=np.int8),
    np.zeros((0, 4), dtype=np.float32),
])
def test_a_saved_array_loads_back_bit_for_bit(tmp_path, array):
    path = tables.save_array(tmp_path / "a.table", array)
    back = tables.load_array(path)
    assert back.dtype == array.dtype and back.shape == array.shape
    assert back.tobytes() == array.tobytes()
    assert [p.name for p in tmp_path.iterdir()] == ["a.table"]  # no temporary left behind


def test_a_smooth_table_is_stored_in_well_under_a_third_of_its_size(tmp_path):
    upper = np.linspace(0.0, 1.0, 64, dtype=np.float32)
    values = (200.0 + 50.0 * np.sin(np.arange(4096, dtype=np.float32))[:, None] + upper)
    path = tables.save_array(tmp_path / "smooth.table", values)
    assert path.stat().st_size < values.nbytes / 3


def flip(data: bytes, at: int) -> bytes:
    return data[:at] + bytes([data[at] ^ 0x10]) + data[at + 1:]


def header_end(data: bytes) -> int:
    return 12 + int.from_bytes(data[8:12], "little")


DAMAGES = {
    "empty": lambda d: b"",
    "truncated": lambda d: d[:-1],
    "cut in half": lambda d: d[:len(d) // 2],
    "one byte more": lambda d: d + b"\0",
    "bit flip in the data": lambda d: flip(d, (header_end(d) + len(d)) // 2),
    "bit flip in the magic": lambda d: flip(d, 0),
    "shape changed": lambda d: d.replace(b'"shape": [64, 64]', b'"shape": [32, 128]'),
    "dtype changed": lambda d: d.replace(b'"<f4"', b'"<i4"'),
    "header length": lambda d: d[:8] + (9999).to_bytes(4, "little") + d[12:],
    "an old .npy": lambda d: b"\x93NUMPY\x01\x00" + d[8:],
}


@pytest.mark.parametrize("damage", DAMAGES)
def test_every_damage_is_caught_on_load(tmp_path, damage):
    rng = np.random.default_rng(1)
    path = tables.save_array(tmp_path / "t.table",
                             rng.normal(size=(64, 64)).astype(np.float32))
    damaged = DAMAGES[damage](path.read_bytes())
    assert damaged != path.read_bytes()
    path.write_bytes(damaged)
    with pytest.raises(tables.DamagedTable) as caught:
        tables.load_array(path)
    assert str(path) in str(caught.value)


def test_a_failed_write_leaves_the_old_table_and_no_temporary(tmp_path, monkeypatch):
    path = tables.save_array(tmp_path / "t.table", np.ones(10, dtype=np.float32))

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError):
        tables.save_array(path, np.zeros(10, dtype=np.float32))
    monkeypatch.undo()
    assert tables.load_array(path).tolist() == [1.0] * 10
    assert [p.name for p in tmp_path.iterdir()] == ["t.table"]


@pytest.fixture
def folders(tmp_path, monkeypatch):
    """An empty shipped folder and an empty cache, with the tables' memory cleared."""
    shipped, cache = tmp_path / "shipped", tmp_path / "cache"
    (shipped / "tables").mkdir(parents=True)
    monkeypatch.setattr(tables, "resource_path", lambda *parts: shipped.joinpath(*parts))
    monkeypatch.setattr(thousand_ai, "resource_path", lambda *parts: shipped.joinpath(*parts))
    monkeypatch.setenv("KOSCI_CACHE", str(cache))
    tables.load.cache_clear()
    monkeypatch.setattr(thousand_ai, "_solved", {})
    yield shipped / "tables", cache
    tables.load.cache_clear()


SMALL = "full-absent-plain"  # nine boxes: solved in a fraction of a second


def test_a_damaged_cached_table_is_solved_again(folders, caplog):
    _, cache = folders
    model = model_named(SMALL)
    path = tables.build(model, cache)
    path.write_bytes(path.read_bytes()[:-100])
    values = tables.load(model)
    assert values[0, 0, 0] == pytest.approx(float(solve(model)[0, 0, 0]), abs=1e-4)
    assert tables.load_array(path).shape == tables.stored_shape(model)  # written again, whole
    assert "solving it again" in caplog.text


def test_a_cached_table_of_another_shape_is_solved_again(folders):
    _, cache = folders
    model = model_named(SMALL)
    tables.save_array(cache / tables.file_name(model), np.zeros((3, 3), dtype=np.float32))
    assert tables.load(model)[0, 0, 0] > 100


def test_a_damaged_shipped_table_is_an_error_that_says_so(folders):
    shipped, cache = folders
    model = model_named(SMALL)
    path = tables.build(model, shipped)
    path.write_bytes(flip(path.read_bytes(), path.stat().st_size - 40))
    with pytest.raises(tables.DamagedTable, match="reinstall"):
        tables.load(model)
    assert not (cache / tables.file_name(model)).exists()  # not quietly replaced


def test_a_table_that_does_not_ship_is_made_once_then_read_from_the_cache(folders):
    _, cache = folders
    made = []

    def make() -> np.ndarray:
        made.append(1)
        return np.arange(6, dtype=np.float32)

    first = tables.stored_or_made("t.table", (6,), make)
    again = tables.stored_or_made("t.table", (6,), make)
    assert made == [1] and again.tolist() == first.tolist() == list(range(6))
    # cached, but not of the shape now asked for: made again and cached again
    other = tables.stored_or_made("t.table", (7,), lambda: np.ones(7, dtype=np.float32))
    assert other.tolist() == [1.0] * 7 and tables.load_array(cache / "t.table").shape == (7,)


def test_the_score_shape_table_is_made_and_cached_where_none_ships(folders):
    _, cache = folders
    model = model_named(SMALL)
    score_moments.load.cache_clear()
    try:
        first = score_moments.load(model)
        assert (cache / score_moments.file_name(model)).exists()
        score_moments.load.cache_clear()
        again = score_moments.load(model)  # (from the cache now)
        assert all(np.array_equal(a, b) for a, b in zip(first, again, strict=True))
        assert first[0].shape == model.shape() and first[0].max() > 0  # the sd, somewhere
    finally:
        score_moments.load.cache_clear()


@pytest.mark.slow  # solves a Thousand table
def test_a_damaged_cached_thousand_table_is_solved_again(folders):
    _, cache = folders
    params = tc.Params.of(make_rules("thousand", {"preset": "family", "opening": 70}))
    solved = thousand_ai.solitaire_for(params)
    turns, roll = ts.table_paths(params, cache)
    assert turns.exists() and roll.exists()
    roll.write_bytes(roll.read_bytes()[:1000])
    thousand_ai._solved.clear()
    again = thousand_ai.solitaire_for(params, build=True)
    assert np.allclose(again.turns, solved.turns, atol=1e-5)
    assert tables.load_array(roll).shape == (tc.NT, 5, tc.K_ALL)


@pytest.mark.slow  # solves a Thousand table
def test_a_damaged_shipped_thousand_table_is_an_error(folders):
    shipped, _ = folders
    params = tc.Params.of(make_rules("thousand", {"preset": "family", "opening": 70}))
    ts.save(ts.solve(params), shipped)
    turns, _ = ts.table_paths(params, shipped)
    turns.write_bytes(turns.read_bytes() + b"junk")
    with pytest.raises(tables.DamagedTable, match="reinstall"):
        thousand_ai.solitaire_for(params)


def kosci_rule_sets() -> list[tuple[str, dict]]:
    """Every combination of the options each Kości-family game shows (its descriptor's)."""
    return [(kind.key, options) for kind in KINDS if kind.card is not None
            for options in kind.option_sets()]


@pytest.mark.parametrize(("game", "options"), kosci_rule_sets())
def test_every_kosci_rule_combination_has_a_shipped_table(game, options):
    model = model_for(make_rules(game, options))
    assert model.key in tables.SHIPPED
    path = tables.resource_path("tables", tables.file_name(model))
    assert tables.load_array(path).shape == tables.stored_shape(model)


def test_the_shipped_folder_holds_only_table_files():
    names = [p.name for p in Path(tables.resource_path("tables")).iterdir()]
    assert names and all(name.endswith(tables.SUFFIX) for name in names)


@pytest.mark.slow  # loads every shipped table
def test_every_shipped_value_table_has_its_final_score_shape_shipped_too():
    """Playing for the win needs the shape of the final score: with a table of its own for
    every rule combination the new-game dialog offers, no hard computer of a game with
    opponents waits minutes for one to be built (classic about 2.5, full-counted 10)."""
    from kosci_gui.ai import score_moments
    from kosci_gui.ai.build_tables import model_named
    from kosci_gui.resources import resource_path

    folder = resource_path("tables")
    for name in tables.SHIPPED:
        path = folder / score_moments.file_name(model_named(name))
        stored = tables.load_or_none(path, True)
        assert stored is not None, f"{path.name} is not shipped"
        assert len(score_moments.decode(stored)) == 3
