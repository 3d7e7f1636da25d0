"""Dice every player can check (issue 30 §3): the faces are even, neither seed alone makes
them, a whole game's dice check against the revealed seed, and a changed die or seed is
named."""

from __future__ import annotations

import copy
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st
from playing import PlainPlayer

from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import to_record
from kosci_gui.tables import fair_dice as fd


def test_each_face_is_as_likely():
    seed = "ab" * 32
    counts = Counter(fd.die_value(seed, ["01"], "game", i) for i in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    # 60,000 dice: each face 10,000 ± 4 standard deviations (91)
    assert all(abs(n - 10_000) < 365 for n in counts.values()), counts


def test_the_byte_limit_leaves_no_face_likelier():
    assert fd.LIMIT % 6 == 0 and fd.LIMIT + 6 > 256


@given(st.text("0123456789abcdef", min_size=1, max_size=64),
       st.text("0123456789abcdef", min_size=1, max_size=32))
def test_both_seeds_decide(server, player):
    other_server = server + "0" if len(server) < 64 else "f" + server[1:]
    dice = [fd.die_value(server, [player], "game", i) for i in range(24)]
    assert dice == [fd.die_value(server, [player], "game", i) for i in range(24)]
    assert dice != [fd.die_value(other_server, [player], "game", i) for i in range(24)]
    assert dice != [fd.die_value(server, [player + "1"], "game", i) for i in range(24)]


def played(kind: str, duplicate: bool = False) -> tuple[dict, str, list[str]]:
    server, players = fd.new_server_seed(), [fd.new_player_seed(), fd.new_player_seed()]
    game = new_game(kind, None, ["Ala", "Ola"], seed=1, duplicate=duplicate)
    game.dice_source = fd.FairDice(server, players, duplicate=duplicate)
    player = PlainPlayer(3)
    while not game.finished:
        game.apply(player.decide(game))
    record = to_record(game)
    record["fair_dice"] = {"scheme": fd.SCHEME, "commitment": fd.commitment(server),
                           "server_seed": server, "player_seeds": players}
    return record, server, players


@pytest.mark.parametrize("kind", ["classic", "triple", "full", "thousand"])
@pytest.mark.parametrize("duplicate", [False, True])
def test_a_whole_games_dice_check(kind, duplicate):
    record, _, _ = played(kind, duplicate)
    assert fd.check_table_dice(record) is None


def test_a_changed_die_is_named():
    record, _, _ = played("classic")
    changed = copy.deepcopy(record)
    first = changed["turns"][2]["rolls"][0]["dice"]
    first[1] = first[1] % 6 + 1
    found = fd.check_table_dice(changed)
    assert found is not None and found.startswith("turn 3, throw 1, die 2:")


def test_a_seed_that_is_not_the_committed_one_is_refused():
    record, _, _ = played("thousand")
    record["fair_dice"]["server_seed"] = fd.new_server_seed()
    assert "commitment" in fd.check_table_dice(record)


def test_a_record_without_seeds_says_so():
    record, _, _ = played("classic")
    del record["fair_dice"]
    assert fd.check_table_dice(record) == "the record has no fair_dice"
    record["fair_dice"] = {"scheme": fd.SCHEME, "commitment": "x", "server_seed": "zz",
                           "player_seeds": ["1"]}
    assert fd.check_table_dice(record) == "the seeds must be hex digits"


def test_the_source_continues_from_its_state():
    source = fd.FairDice("cd" * 32, ["aa"])
    first = source.roll(7)
    again = fd.FairDice("cd" * 32, ["aa"], draws=3)
    assert again.roll(4) == first[3:]


def test_kosci_cli_replay_checks_a_tables_dice(tmp_path, capsys):
    import json

    from kosci_gui.cli import main

    record, _, _ = played("thousand")
    path = tmp_path / "table.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["dice"] == "checked"
    forged = fd.new_server_seed()  # another seed, with its own commitment: its dice differ
    record["fair_dice"].update(server_seed=forged, commitment=fd.commitment(forged))
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 2
    assert "the dice do not check: turn 1, throw 1, die" in capsys.readouterr().err
