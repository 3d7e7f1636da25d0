"""What each seat sees (RULES.md §5 at a table): with hidden cards, never another seat's
boxes, dice or total until the end; a spectator sees none; at the end everything, and the
server seed; never a seat's token."""

from __future__ import annotations

import json

import pytest

from kosci_gui.tables.session import State
from kosci_gui.tables.views import listing, view_for
from tests.tables.helpers import TOKENS, People, hidden_leaks, new_table


def watch_whole_game(game: str, **spec) -> tuple[list, object]:
    table = new_table(game, people=2, computers=("easy",), **spec)
    people = People(table)
    seen = []
    now = 0.0
    while table.state is State.PLAYING:
        now += 1.0
        people.act(now)
        change = table.drain()
        start = change.turns_from or 0
        record = table.record(start)
        for viewer in (0, 1, 2, None):
            seen.append((viewer, view_for(table, viewer, now, record=record,
                                          turns_from=start, events=change.events)))
    return seen, table


@pytest.mark.parametrize("game", ["classic", "triple", "full", "thousand"])
def test_with_hidden_cards_no_view_shows_another_seats_card_until_the_end(game):
    seen, table = watch_whole_game(game, open_scorecards=False, clock_minutes=5)
    assert all(not hidden_leaks(view, viewer) for viewer, view in seen), next(
        (viewer, hidden_leaks(view, viewer)) for viewer, view in seen
        if hidden_leaks(view, viewer))
    secret = table.server_seed
    for _viewer, view in seen:
        text = json.dumps(view)
        assert not any(token in text for token in TOKENS)
        assert (secret in text) == (view["state"] == "finished")
    # the views did show something: the viewer's own card, and everything at the end
    own = [t for viewer, view in seen if viewer == 0 and view["state"] == "playing"
           for t in view["record"]["turns"] if t["player"] == 0 and len(t) > 1]
    assert own
    last = {viewer: view for viewer, view in seen}
    for view in last.values():
        assert view["state"] == "finished" and None not in view["totals"]
        assert view["turns_from"] == 0 and view["record"] == table.record()


def test_a_spectator_sees_no_card_and_a_seat_its_own_with_hidden_cards():
    table = new_table("classic", people=2, open_scorecards=False)
    People(table).play(until=4)
    spectator = view_for(table, None, 1.0)
    assert spectator["totals"] == [None, None]
    assert all(set(t) == {"player"} for t in spectator["record"]["turns"])
    ala = view_for(table, 0, 1.0)
    assert ala["totals"][0] is not None and ala["totals"][1] is None
    assert "last_seq" in ala and "last_seq" not in spectator


def test_with_open_cards_everybody_sees_everything():
    seen, _ = watch_whole_game("classic")
    spectator = [view for viewer, view in seen if viewer is None][-2]
    assert None not in spectator["totals"]


def test_the_listing_row_has_what_the_room_shows():
    table = new_table("thousand", people=1, computers=("hard",), start=False,
                      clock_minutes=3, open_scorecards=False)
    row = listing(table)
    assert row == {"code": "TEST1234", "game": "thousand", "rules": {"preset": "blog"},
                   "seats": 2, "taken": 2, "computers": ["hard"], "clock_minutes": 3,
                   "open_scorecards": False, "duplicate": False, "state": "waiting",
                   "host": "Ala", "round": 0, "players": ["Ala", "Computer 1"]}
