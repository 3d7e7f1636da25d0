"""A table's session (issue 30): seats taken with tokens, a whole game of every kind with
hidden cards, a clock and a computer seat, played through numbered moves; every view a
seat receives holds no other player's card, no token and no server seed; the record's dice
check; stale, repeated, out-of-turn and foreign moves are refused and change nothing."""

from __future__ import annotations

import json

import pytest
from playing import PlainPlayer

from kosci_gui.engine.moves import Roll
from kosci_gui.tables import fair_dice
from kosci_gui.tables.session import TableError, TableSession, TableSetup


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def seated(game: str, *, hidden: bool = True, clock: int | None = 5, computer: bool = True,
           now: Clock | None = None) -> tuple[TableSession, list[str]]:
    table = TableSession(TableSetup(game, seats=3 if computer else 2, clock_minutes=clock,
                                    open_scorecards=not hidden), now=now or Clock())
    tokens = [table.sit("Ala", fair_dice.new_player_seed())[1],
              table.sit("Ola", fair_dice.new_player_seed())[1]]
    if computer:
        table.add_computer("easy")
    table.start()
    return table, tokens


def secrets_in(table: TableSession, tokens: list[str], frame: dict) -> list[str]:
    text = json.dumps(frame)
    return [s for s in [*tokens, table._server_seed] if s in text]


@pytest.mark.parametrize("game", ["classic", "triple", "full", "thousand"])
def test_a_whole_game_with_hidden_cards_a_clock_and_a_computer(game):
    now = Clock()
    table, tokens = seated(game, now=now)
    humans = {0: PlainPlayer(1), 1: PlainPlayer(2)}
    seqs = {0: 0, 1: 0}
    frames = 0
    while table.game is not None and not table.game.finished:
        table.play_computers()
        if table.game.finished:
            break
        seat = table.game.current
        move = humans[seat].decide(table.game)
        seqs[seat] += 1
        now.t += 1.0
        table.act(tokens[seat], seqs[seat], move)
        for viewer in (0, 1, None):
            frame = table.view(tokens[viewer] if viewer is not None else None)
            frames += 1
            assert not secrets_in(table, tokens, frame)
            if frame["state"] == "playing":
                cards = [p["card"] for p in frame["players"]]
                assert [c is not None for c in cards] == [i == viewer for i in range(3)]
    final = table.view(tokens[0])
    assert final["state"] == "finished" and all(p["card"] for p in final["players"])
    assert "clock" in final["players"][0] and "clock" not in final["players"][2]
    record = table.record()
    assert fair_dice.check_table_dice(record) is None
    assert frames > 30


def test_moves_are_numbered_and_never_applied_twice():
    table, (ala, ola) = seated("classic", computer=False, clock=None)
    table.act(ala, 1, Roll())
    dice = table.game.dice
    with pytest.raises(TableError) as repeated:
        table.act(ala, 1, Roll((0,)))
    assert repeated.value.code == "repeated" and table.game.dice == dice
    with pytest.raises(TableError) as gap:
        table.act(ala, 3, Roll((0,)))
    assert gap.value.code == "out_of_order"
    with pytest.raises(TableError) as other:
        table.act(ola, 1, Roll())
    assert other.value.code == "not_your_turn"
    with pytest.raises(TableError) as foreign:
        table.act("a guessed token", 1, Roll())
    assert foreign.value.code == "bad_token"
    with pytest.raises(TableError) as illegal:
        table.act(ala, 2, Roll((7,)))
    assert illegal.value.code == "illegal" and table.game.dice == dice
    table.act(ala, 2, Roll((0, 1)))                 # the next number is still 2
    assert table.view(ala)["next_seq"] == 3


def test_seats_names_and_the_start():
    table = TableSession(TableSetup("thousand", seats=2))
    with pytest.raises(TableError, match="bad_name"):
        table.sit("  ", "ab")
    with pytest.raises(TableError, match="bad_seed"):
        table.sit("Ala", "not hex")
    _, token = table.sit("Ala", "ab")
    with pytest.raises(TableError, match="name_taken"):
        table.sit("Ala", "cd")
    with pytest.raises(TableError, match="seats_free"):
        table.start()
    table.stand(token)
    table.sit("Ola", "cd")
    table.add_computer("medium")
    with pytest.raises(TableError, match="table_full"):
        table.sit("Ewa", "ef")
    table.start()
    assert table.view()["state"] == "playing"
    with pytest.raises(TableError, match="bad_seats"):
        TableSession(TableSetup("thousand", seats=1))


def test_only_the_table_eliminates_a_human_whose_time_ran_out():
    now = Clock()
    table, (ala, _ola) = seated("classic", computer=False, clock=2, now=now)
    now.t += 119
    assert not table.tick() and not table.game.out[0]
    now.t += 2
    assert table.tick() and table.game.out[0]
    with pytest.raises(TableError):
        table.act(ala, 1, Roll())
