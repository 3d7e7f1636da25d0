"""The seat held at a table across computers, kept for a start after a crash: kept whole and
for its user alone, forgotten, and a file that cannot be read moved aside (the app starts as
if no seat were held)."""

from __future__ import annotations

from kosci_gui.storage import table_seat
from kosci_gui.storage.table_seat import HeldSeat

SEAT = HeldSeat("192.168.1.20:8765", "H9DNKNBTV8", "Bob", "t" * 48)


def test_a_kept_seat_is_read_back_and_readable_by_its_user_alone(tmp_path):
    assert table_seat.held(tmp_path) is None
    table_seat.keep(tmp_path, SEAT)
    assert table_seat.held(tmp_path) == SEAT
    assert (tmp_path / table_seat.FILE).stat().st_mode & 0o777 == 0o600
    table_seat.forget(tmp_path)
    assert table_seat.held(tmp_path) is None
    table_seat.forget(tmp_path)  # (nothing to forget: no error)


def test_a_kept_seat_that_cannot_be_read_is_moved_aside(tmp_path, caplog):
    for bad in ("{not json", '{"address": "x"}', "[1, 2]"):
        (tmp_path / table_seat.FILE).write_text(bad)
        assert table_seat.held(tmp_path) is None
        assert not (tmp_path / table_seat.FILE).exists()
    assert len(list(tmp_path.glob("table-seat.damaged-*"))) == 3
    assert "moved aside" in caplog.text
