"""A whole game at a table across computers with hidden cards and a
clock, the real window in one seat (played through its controller's intents, as a person
clicks) and a protocol client in another, over real sockets on 127.0.0.1. Every frame each
seat received is read for other seats' hidden boxes and totals; the window's copy ends as the
table's record, its History keeps the game with the dice checked."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import Future

import pytest
from PySide6.QtWidgets import QPushButton

from kosci_gui.engine.record import from_record
from kosci_gui.gui.play.at_table import AtTable
from kosci_gui.net.autoplay import SeatPlayer
from kosci_gui.net.client import TableClient
from kosci_gui.tables.fair_dice import check_record
from tests.gui.saver_app import App
from tests.gui.table_helpers import in_thread, play_to_the_end, server_thread
from tests.tables.helpers import hidden_leaks


@pytest.fixture
def server(tmp_path):
    thread = server_thread(tmp_path / "tables")
    yield f"127.0.0.1:{thread.port}"
    thread.stop()


def seen_at_the_end(dialog) -> int:
    """The end dialog's answer (Close), noting what it said about the dice and its buttons."""
    END.update(dice=dialog.dice_note.text() if not dialog.dice_note.isHidden() else None,
               buttons=sorted(b.objectName() for b in dialog.findChildren(QPushButton)))
    return 0


END: dict = {}


@pytest.fixture
def app(qtbot, tmp_path):
    END.clear()
    app = App(qtbot, tmp_path, answers={"endDialog": seen_at_the_end})
    app.start()
    yield app
    app.ctl.stop()


async def bob_plays(address: str, code: Future) -> dict:
    """A protocol client at the second seat, a computer playing as a person's app would."""
    bob = TableClient(address, keep_frames=True)
    await bob.open()
    await bob.sit(await asyncio.wrap_future(code), "Bob")
    record = await SeatPlayer(bob, "easy").play(timeout=300)
    await bob.close()
    return {"record": record, "frames": bob.frames, "token": bob.token}


@pytest.mark.parametrize("kind", [
    "classic",
    pytest.param("triple", marks=pytest.mark.slow),
    pytest.param("full", marks=pytest.mark.slow),
    "thousand",
])
def test_a_whole_game_at_a_table_with_the_window_in_one_seat(qtbot, app, server, links, kind):
    ctl = app.ctl
    link = links(server)
    frames: list[dict] = []
    link.frameReceived.connect(frames.append)
    AtTable(ctl, link, ctl)
    refused: list[str] = []
    link.refused.connect(lambda kind, code, text: refused.append(f"{kind}: {code} {text}"))
    spec = {"game": kind, "seats": 3, "computers": ["easy"], "clock_minutes": 15,
            "open_scorecards": False}
    link.create(spec, "Ala")
    code: Future = Future()
    done = in_thread(lambda: bob_plays(server, code))
    qtbot.waitUntil(lambda: link.view is not None and link.view["seats"][0]["seed_given"],
                    timeout=10_000)
    code.set_result(link.view["table"])
    qtbot.waitUntil(lambda: all(s["name"] and (s["type"] == "computer" or s["seed_given"])
                                for s in link.view["seats"]), timeout=10_000)
    link.start()
    qtbot.waitUntil(lambda: ctl.game is not None and ctl.remote is not None, timeout=10_000)
    assert [p.name for p in ctl.game.players] == ["Ala", "Bob", "Computer 1"]
    assert ctl.card_visible(0) and not ctl.card_visible(1) and not ctl.card_visible(2)

    def own_score_is_the_tables() -> None:
        # (Thousand: overtakes the copy could not see too)
        assert ctl.game.totals()[0] == link.view["totals"][0]

    play_to_the_end(qtbot, app, link, check=own_score_is_the_tables)
    assert ctl.game.finished and not refused
    assert "Game over." in app.window.status_label.text()  # (not a hidden turn's line)
    bob = done.result(timeout=60)
    table = bob["record"]
    # the window's copy is the table's game, every die checked (a moment after the end)
    qtbot.waitUntil(lambda: ctl.remote.verdict is not None, timeout=5_000)
    assert ctl.remote.verdict == "dice checked" and check_record(table) is None
    assert json.dumps(from_record(table).turns) == json.dumps(ctl.game.turns)
    assert ctl.game.totals() == from_record(table).totals()
    # no frame to a seat carried another seat's hidden boxes or totals
    for viewer, seen in ((0, frames), (1, bob["frames"])):
        for frame in seen:
            assert not hidden_leaks(frame, viewer), (viewer, hidden_leaks(frame, viewer))
            assert bob["token"] not in json.dumps(frame) or viewer == 1
    # the history keeps the game, with the table's dice to check again
    qtbot.waitUntil(lambda: app.saver._stored, timeout=10_000)
    kept = app.saver.last_finished
    assert kept["meta"]["fair_dice"]["server_seed"] == table["meta"]["fair_dice"]["server_seed"]
    assert kept["meta"]["id"] == table["meta"]["id"]
    assert not app.commands.undo.isEnabled()
    # the end says so, and offers to play again at the same table
    qtbot.waitUntil(lambda: "endDialog" in app.dialogs, timeout=10_000)
    assert END["dice"].startswith("Dice checked") and "againButton" in END["buttons"]


def test_played_again_the_second_game_dice_are_checked_too(qtbot, app, server, links):
    """Play again at the same table: the second game has its own seed, and its dice are
    checked at its end (not the first game's verdict carried over)."""
    ctl = app.ctl
    link = links(server)
    AtTable(ctl, link, ctl)
    link.create({"game": "classic", "seats": 2, "computers": ["easy"], "clock_minutes": 15,
                 "open_scorecards": False}, "Ala")
    qtbot.waitUntil(lambda: link.view is not None and link.view["seats"][0]["seed_given"],
                    timeout=10_000)
    seeds = []
    for round_ in (1, 2):
        link.start()
        qtbot.waitUntil(lambda r=round_: ctl.game is not None and link.view.get("round") == r
                        and ctl.remote.verdict is None, timeout=10_000)
        play_to_the_end(qtbot, app, link)
        qtbot.waitUntil(lambda: ctl.remote.verdict is not None, timeout=10_000)
        assert ctl.remote.verdict == "dice checked"
        record = ctl.remote.record
        assert record is not None and check_record(record) is None
        seeds.append(record["meta"]["fair_dice"]["server_seed"])
        assert json.dumps(from_record(record).turns) == json.dumps(ctl.game.turns)
        link.again()
        qtbot.waitUntil(lambda: link.view["state"] == "waiting"
                        and link.view["seats"][0]["seed_given"], timeout=10_000)
    assert seeds[0] != seeds[1]
