"""Tables played in the test process: a session, its people played by computers that see
only what their seat's view shows (as a client would)."""

from __future__ import annotations

from typing import Any

from kosci_gui import ai
from kosci_gui.tables.errors import TableError
from kosci_gui.tables.mirror import Mirror, candidates
from kosci_gui.tables.session import State, TableSession
from kosci_gui.tables.spec import TableSpec
from kosci_gui.tables.views import view_for

TOKENS = ("token-ala", "token-bob", "token-cyd")
NAMES = ("Ala", "Bob", "Cyd")


def new_table(game: str = "classic", people: int = 2, *, computers: tuple[str, ...] = (),
              start: bool = True, now: float = 0.0, code: str = "TEST1234",
              **spec: Any) -> TableSession:
    data = {"game": game, "seats": people + len(computers), "computers": list(computers),
            **spec}
    session = TableSession(code, TableSpec.from_json(data), pace=0.0, now=now)
    for i in range(people):
        seat = session.sit(NAMES[i], TOKENS[i], now, seed=f"seed{i}")
        session.connect(seat.index, True, now)
    if start:
        session.start(session.host, now)
    return session


class People:
    """Computer players for the people's seats, deciding on their seat's own copy of the
    game (:func:`mirror_game` of their view) and sending numbered moves."""

    def __init__(self, session: TableSession, level: str = "medium") -> None:
        self.session = session
        assert session.game is not None
        self.players = {s.index: ai.make_player(session.game.game, session.game.rules, level,
                                                seed=s.index)
                        for s in session.seats if not s.is_computer}
        self.seq = 0
        self.refused = 0
        self.assisted = 0
        self.mirrors = {seat: Mirror() for seat in self.players}

    def act(self, now: float) -> None:
        """The current seat makes one move (a computer seat: the table's computer)."""
        session = self.session
        seat = session.acting_seat()
        assert seat is not None
        if session.seats[seat].is_computer or session.stand_in(now):
            move = session.computer_player(seat).decide(session.position())
            session.computer_move(move, now, at=session.version)
            return
        mirror = self.mirrors[seat]
        known = min(len(mirror.turns), len(session.game.turns))
        mirror.update(view_for(session, seat, now, turns_from=max(0, known - 1)))
        game = mirror.game()
        for move in candidates(game, self.players[seat]):
            self.seq += 1
            try:
                session.move(seat, move, now, at=session.version, seq=self.seq)
                return
            except TableError as err:
                if err.code in ("stale", "not_playing"):
                    return  # the clock ran out meanwhile: the table has moved on
                assert err.code == "refused", err
                self.refused += 1
        # the copy is not exact (Thousand with hidden cards): the table's computer plays on
        self.assisted += 1
        session.assist(seat, now)
        while session.acting_seat() == seat and session.stand_in(now):
            move = session.computer_player(seat).decide(session.position())
            session.computer_move(move, now, at=session.version)

    def play(self, now: float = 0.0, step: float = 0.5, until: int | None = None) -> float:
        """Play until the game ends (or ``until`` moves); returns the time reached."""
        moves = 0
        while self.session.state is State.PLAYING and (until is None or moves < until):
            now += step
            self.act(now)
            moves += 1
        return now


def hidden_leaks(view: dict[str, Any], viewer: int | None) -> list[str]:
    """What a view (or an update) shows of other seats' cards while a game with hidden
    cards is played: their totals, their turns' content (boxes, dice, steps), the values
    of events of their actions."""
    if view.get("state") != "playing" or view["spec"]["open_scorecards"]:
        return []
    found = [f"seat {i}'s total" for i, total in enumerate(view.get("totals", []))
             if i != viewer and total is not None]
    for turn in view.get("record", {}).get("turns", []):
        if turn["player"] != viewer and set(turn) - {"player", "timeout"}:
            found.append(f"seat {turn['player']}'s turn {sorted(turn)}")
    for event in view.get("events", []):
        named = {event.get(k) for k in ("player", "victim", "by")} - {None}
        if viewer not in named and set(event) - {"event", "player"}:
            found.append(f"event {event}")
    return found
