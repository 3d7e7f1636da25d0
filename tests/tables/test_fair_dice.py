"""Dice every player can check: the mapping without bias, the commitment and
the reveal, every die of a record checked and the first wrong one named, duplicate dice."""

from __future__ import annotations

import copy
import hashlib
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kosci_gui.engine.errors import RecordError
from kosci_gui.tables import fair_dice
from kosci_gui.tables.fair_dice import FairDice, check_record, commitment, die, face
from tests.tables.helpers import People, new_table

SEED = "ab" * 32
seeds = st.text(alphabet="abcdefXYZ0123456789-_", max_size=64)


def test_every_face_comes_from_exactly_42_byte_values_and_the_rest_are_skipped():
    faces = Counter(face(bytes([b])) for b in range(256))
    assert faces == {1: 42, 2: 42, 3: 42, 4: 42, 5: 42, 6: 42, None: 4}
    assert face(bytes([255, 252, 7])) == 7 % 6 + 1  # skipped bytes, then the first good one


def test_the_dice_are_spread_evenly():
    counts = Counter(die(SEED, ["a", "b"], "t", n, k) for n in range(2000) for k in range(15))
    expected = 30000 / 6
    chi2 = sum((counts[f] - expected) ** 2 / expected for f in range(1, 7))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert chi2 < 20.5  # p = 0.001 with 5 degrees of freedom


@given(server=st.binary(min_size=32, max_size=32), players=st.lists(seeds, max_size=4),
       n=st.integers(0, 500), k=st.integers(0, 40))
def test_a_die_depends_on_every_input_and_is_1_to_6(server, players, n, k):
    seed = server.hex()
    value = die(seed, players, "t", n, k)
    assert 1 <= value <= 6
    assert value == die(seed, list(players), "t", n, k)


def test_the_commitment_is_the_sha256_of_the_seed_and_shows_before_any_die():
    table = new_table(start=False)
    assert table.commitment == hashlib.sha256(bytes.fromhex(table.server_seed)).hexdigest()
    table.start(table.host, 0.0)
    assert "server_seed" not in table.record()["meta"]["fair_dice"]


def test_fair_dice_are_the_engines_dice_source_in_draw_order():
    source = FairDice(SEED, ["x", "y"])
    source.begin_turn(0)
    assert source.roll(5) == [die(SEED, ["x", "y"], "t", 0, k) for k in range(5)]
    source.begin_turn(0)  # the record's second turn, whatever the player's count
    assert source.die() == die(SEED, ["x", "y"], "t", 1, 0)


def finished(game: str = "classic", **spec) -> dict:
    table = new_table(game, **spec)
    People(table).play()
    return table.record()


def test_a_finished_tables_dice_check_and_the_seed_is_revealed():
    record = finished()
    block = record["meta"]["fair_dice"]
    assert block["commitment"] == commitment(block["server_seed"])
    assert block["player_seeds"] == ["seed0", "seed1"]
    assert check_record(record) is None


def test_the_first_die_that_does_not_match_is_named():
    record = finished()
    bad = copy.deepcopy(record)
    roll = bad["turns"][3]["rolls"][-1]
    held = set(roll.get("held", ()))
    position = next(p for p in range(5) if p not in held)
    roll["dice"][position] = roll["dice"][position] % 6 + 1
    # the changed die still makes a legal record: only its check fails
    mismatch = check_record(bad)
    assert mismatch is not None and mismatch.die is not None
    assert (mismatch.die.turn, mismatch.die.roll, mismatch.die.position) == (
        3, len(bad["turns"][3]["rolls"]) - 1, position)
    assert str(mismatch).startswith(f"turn 3, roll {mismatch.die.roll + 1}, die {position + 1}:")


def test_a_seed_that_does_not_match_the_commitment_or_is_not_revealed_is_said():
    record = finished()
    other = copy.deepcopy(record)
    other["meta"]["fair_dice"]["server_seed"] = "cd" * 32
    assert "does not match the commitment" in str(check_record(other))
    hidden = copy.deepcopy(record)
    del hidden["meta"]["fair_dice"]["server_seed"]
    assert "not revealed" in str(check_record(hidden))
    plain = {k: v for k, v in record.items() if k != "meta"}
    assert "no kosci-fair-dice/1 dice" in str(check_record(plain))


def test_an_illegal_record_is_refused_before_its_dice_are_checked():
    record = finished()
    record["turns"][0]["score"]["box"] = "nowhere"
    with pytest.raises(RecordError):
        check_record(record)


@pytest.mark.parametrize("game", ["classic", "thousand"])
def test_duplicate_dice_at_a_table_give_every_players_nth_turn_the_same_stream(game):
    record = finished(game, duplicate=True)
    assert record["settings"]["duplicate"] is True
    assert check_record(record) is None
    first = {}
    for turn in record["turns"]:
        dice = (turn["rolls"][0]["dice"] if "rolls" in turn else turn["steps"][0]["roll"])
        first.setdefault(turn["player"], []).append(dice)
    assert first[0][:5] == first[1][:5]


def test_thousand_and_triple_tables_dice_check():
    for game in ("thousand", "triple"):
        assert check_record(finished(game)) is None


def test_seeds_are_short_plain_texts():
    assert fair_dice.valid_player_seed("a-b_C9" * 10)
    assert not fair_dice.valid_player_seed("x" * 65)
    assert not fair_dice.valid_player_seed("a,b")
    assert not fair_dice.valid_player_seed(7)
    with pytest.raises(ValueError):
        FairDice("nothex", [])


_RECORDS: dict[str, dict] = {}


def finished_once(game: str) -> dict:
    if game not in _RECORDS:
        _RECORDS[game] = finished(game)
    return copy.deepcopy(_RECORDS[game])


@given(game=st.sampled_from(["classic", "thousand"]), pick=st.integers(0, 10**6),
       shift=st.integers(1, 5))
def test_whichever_drawn_die_is_changed_the_check_names_exactly_that_die(game, pick, shift):
    record = finished_once(game)
    drawn = [d for t, turn in enumerate(record["turns"])
             for d in fair_dice.drawn_dice(turn, t)]
    target = drawn[pick % len(drawn)]
    turn = record["turns"][target.turn]
    if "rolls" in turn:
        turn["rolls"][target.roll]["dice"][target.position] = (target.value + shift - 1) % 6 + 1
    else:
        throws = [s for s in turn["steps"] if "roll" in s]
        throws[target.roll]["roll"][target.position] = (target.value + shift - 1) % 6 + 1
    try:
        mismatch = check_record(record)
    except RecordError:
        return  # the changed die made the record illegal: the replay refuses it first
    assert mismatch is not None and mismatch.die is not None
    assert (mismatch.die.turn, mismatch.die.roll, mismatch.die.position) == (
        target.turn, target.roll, target.position)
    assert mismatch.expected == target.value
