"""One table: seats, the host's start, moves checked by the engine and never applied twice,
the clock in server time (only people have one), computers for absent people."""

from __future__ import annotations

import pytest

from kosci_gui.engine.moves import Roll, Write
from kosci_gui.tables.errors import TableError
from kosci_gui.tables.session import AWAY_SECONDS, State, TableSession
from kosci_gui.tables.spec import TableSpec
from kosci_gui.tables.views import view_for
from tests.tables.helpers import People, new_table


def refused(code: str, action, *args, **kwargs) -> TableError:
    with pytest.raises(TableError) as info:
        action(*args, **kwargs)
    assert info.value.code == code, info.value
    return info.value


def test_people_sit_and_stand_and_the_host_starts():
    table = TableSession("ABCD1234", TableSpec.from_json(
        {"game": "classic", "seats": 2, "computers": ["easy"]}))
    ala = table.sit("  Ala ", "t1", 0.0)
    assert ala.name == "Ala" and table.host == ala.index
    refused("name_taken", table.sit, "Ala", "t2", 0.0)
    refused("name_taken", table.sit, "Computer 1", "t2", 0.0)
    refused("bad_name", table.sit, "\u200b ", "t2", 0.0)
    refused("bad_name", table.sit, "x" * 25, "t2", 0.0)
    refused("bad_seed", table.sit, "Bob", "t2", 0.0, seed="no spaces")
    refused("table_full", table.sit, "Bob", "t2", 0.0)
    table.stand(ala.index, 0.0)
    assert table.host is None
    bob = table.sit("Bob", "t2", 0.0)
    assert table.seat_of("t2") is bob and table.seat_of("t1") is None
    refused("not_host", table.start, 99, 0.0)
    table.start(bob.index, 0.0)
    assert table.state is State.PLAYING
    refused("not_waiting", table.sit, "Cyd", "t3", 0.0)
    refused("not_waiting", table.stand, bob.index, 0.0)


def test_free_seats_are_dropped_at_the_start_but_not_below_the_games_fewest():
    spec = TableSpec.from_json({"game": "thousand", "seats": 4})
    table = TableSession("ABCD1234", spec)
    table.sit("Ala", "t1", 0.0, seat=2)
    refused("too_few_players", table.start, 2, 0.0)
    refused("seat_taken", table.sit, "Bob", "t2", 0.0, seat=2)
    refused("bad_seat", table.sit, "Bob", "t2", 0.0, seat=4)
    table.sit("Bob", "t2", 0.0)
    table.start(2, 0.0)
    assert [s.name for s in table.seats] == ["Bob", "Ala"] and table.host == 1
    assert table.seat_of("t1") is table.seats[1]


@pytest.mark.parametrize("data, why", [
    ({"game": "chess"}, "unknown game"),
    ({"game": "classic", "seats": 7}, "'seats' is 1 to 6"),
    ({"game": "thousand", "seats": 1}, "'seats' is 2 to 6"),
    ({"game": "classic", "seats": 2, "computers": ["hard", "hard"]}, "fewer than the seats"),
    ({"game": "classic", "clock_minutes": 16}, "2 to 15 minutes"),
    ({"game": "classic", "rules": {"joker_upper": "never"}}, "joker_upper"),
    ({"game": "classic", "open_scorecards": "yes"}, "true or false"),
    ({"game": "classic", "colour": "red"}, "unknown key"),
    ([], "an object"),
])
def test_a_table_that_cannot_be_set_up_says_why(data, why):
    err = refused("bad_table", TableSpec.from_json, data)
    assert why in str(err)


def test_a_move_is_checked_by_the_engine_and_a_used_number_is_refused_never_applied_twice():
    table = new_table()
    refused("refused", table.move, 1, Roll(), 1.0, seq=1)  # not Bob's turn
    table.move(0, Roll(), 1.0, seq=5, at=table.version)
    turns = table.game.record_turns()
    version = table.version
    err = refused("seq_used", table.move, 0, Roll((0,)), 1.0, seq=5, at=version)
    assert err.params == {"seq": 5, "last": 5}
    refused("seq_used", table.move, 0, Roll((0,)), 1.0, seq=4, at=version)
    refused("stale", table.move, 0, Roll((0,)), 1.0, seq=6, at=version - 1)
    err = refused("refused", table.move, 0, Write("nowhere"), 1.0, seq=6)
    assert err.params["rule"] == "unknown_box"
    assert table.game.record_turns() == turns and table.version == version
    table.move(0, Roll((0,)), 1.0, seq=6, at=version)
    assert len(table.game.turns[0]["rolls"]) == 2


def test_a_move_of_another_game_is_refused_by_the_rules():
    from kosci_gui.engine.moves import Bank
    table = new_table()
    err = refused("refused", table.move, 0, Bank(), 1.0)
    assert err.params["rule"] == "not_this_game"


def test_the_clock_runs_only_in_a_persons_own_turn_and_the_table_puts_them_out():
    table = new_table(people=2, computers=("easy",), clock_minutes=2)
    assert table.clock is not None and table.clock.running == 0
    table.move(0, Roll(), 10.0)
    table.move(0, Write("chance"), 30.0)  # Ala used 30 s
    assert table.clock.running == 1
    assert table.wakeup_at(30.0) == pytest.approx(150.0)  # Bob's two minutes
    assert not table.tick(149.9)
    assert table.tick(150.0)
    assert table.game.out == [False, True, False]
    assert table.acting_seat() == 2 and table.clock.running is None  # a computer: no clock
    view = view_for(table, 0, 150.0)
    assert view["clocks"] == [90.0, 0.0, None]
    assert table.game.turns[-1] == {"player": 1, "rolls": [], "timeout": True}


def test_a_move_after_the_clock_ran_out_is_refused_and_only_the_server_ends_it():
    table = new_table(clock_minutes=2)
    refused("not_playing", table.move, 0, Roll(), 121.0, at=table.version)
    assert table.game.out[0] and table.state is State.FINISHED
    assert table.game.winners() == [1]


def test_an_absent_person_is_played_by_a_computer_after_two_minutes_without_a_clock():
    table = new_table()
    table.connect(0, False, 5.0)
    assert not table.stand_in(5.0 + AWAY_SECONDS - 1)
    assert table.computer_due(5.0) == 5.0 + AWAY_SECONDS
    view = view_for(table, 1, 65.0)
    assert view["seats"][0]["connected"] is False
    assert view["seats"][0]["back_within"] == pytest.approx(AWAY_SECONDS - 60.0)
    now = 5.0 + AWAY_SECONDS
    assert table.stand_in(now)
    people = People(table)
    while table.acting_seat() == 0:
        people.act(now)
    assert table.assisted == [0]
    assert table.record()["meta"]["table"]["assisted"] == [0]
    table.connect(0, True, now)
    assert not table.stand_in(now) and table.computer_due(now) is None


def test_with_a_clock_nobody_plays_for_an_absent_person_their_clock_runs():
    table = new_table(clock_minutes=2)
    table.connect(0, False, 0.0)
    assert table.computer_due(500.0) is None and not table.stand_in(500.0)
    assert table.wakeup_at(0.0) == pytest.approx(120.0)


def test_a_seat_left_empty_before_the_start_is_freed_after_two_minutes():
    table = new_table(start=False)
    table.connect(1, False, 10.0)
    assert table.wakeup_at(10.0) == pytest.approx(10.0 + AWAY_SECONDS)
    assert table.tick(10.0 + AWAY_SECONDS)
    assert not table.seats[1].taken


def test_play_again_keeps_the_seats_and_commits_to_a_new_seed():
    table = new_table()
    People(table).play()
    first = table.record()
    seed = table.server_seed
    refused("not_waiting", table.set_seed, 0, "x")
    table.play_again(50.0)
    assert table.state is State.WAITING and table.server_seed != seed
    assert first["meta"]["fair_dice"]["server_seed"] == seed
    table.set_seed(0, "again")
    table.start(table.host, 51.0)
    assert table.round == 2 and table.game.dice_source.player_seeds == ("again", "")
    assert table.record()["meta"]["id"] != first["meta"]["id"]


def test_a_computer_move_made_on_an_old_position_is_stale():
    table = new_table(people=1, computers=("easy",))
    table.move(0, Roll(), 1.0)
    table.move(0, Write("chance"), 1.0)
    position, version = table.position(), table.version
    move = table.computer_player(1).decide(position)
    table.computer_move(move, 2.0, at=version)
    refused("stale", table.computer_move, Roll(), 2.0, at=version)
