"""The server's write-ahead log: one flush for the changes of many tables, and what it keeps
when a crash of the machine takes the journal files' last writes."""

from __future__ import annotations

import os

from kosci_gui.tables import wal as wal_module
from kosci_gui.tables.journal import TableJournal, encode, load_folder, read_lines
from kosci_gui.tables.wal import WriteAheadLog, record, records, recover
from tests.tables.helpers import People, new_table


def committed(wal: WriteAheadLog, journal: TableJournal, lines: list[dict]) -> bytes:
    data = encode(lines)
    journal.write(data)
    wal.commit([(journal, journal.size, data)])
    journal.size += len(data)
    return data


def test_a_journal_that_lost_its_last_writes_gets_them_back_from_the_log(tmp_path):
    table, other = new_table(), new_table()
    wal = WriteAheadLog(tmp_path)
    first, second = TableJournal(tmp_path, table.code), TableJournal(tmp_path, "OTHER999")
    committed(wal, first, table.take_pending())
    theirs = committed(wal, second, other.take_pending())
    People(table).play()
    tail = committed(wal, first, table.take_pending())
    # a crash of the machine: the journal's last write never reached the disk, nor did
    # the other table's file at all; the log (flushed) has them
    os.truncate(first.path, first.size - len(tail) + 5)
    second.path.unlink()
    assert recover(tmp_path) == 2
    assert not list((tmp_path / "wal").iterdir())
    assert second.path.read_bytes() == theirs
    second.path.unlink()
    [(resumed, _)] = load_folder(tmp_path, 100.0)
    assert resumed.record() == table.record()


def test_records_already_in_the_journal_are_left_and_a_cut_record_is_ignored(tmp_path):
    table = new_table()
    journal = TableJournal(tmp_path, table.code)
    data = encode(table.take_pending())
    journal.write(data)
    logs = tmp_path / "wal"
    logs.mkdir()
    cut = record(table.code, len(data), b'{"op":"stand","seat":1}\n')[:-3]
    (logs / "0.log").write_bytes(record(table.code, 0, data) + cut)
    assert [r[1] for r in records((logs / "0.log").read_bytes())] == [0]
    assert recover(tmp_path) == 0
    assert journal.path.read_bytes() == data


def test_a_full_log_is_checkpointed_and_an_ended_table_is_skipped(tmp_path, monkeypatch):
    monkeypatch.setattr(wal_module, "SEGMENT_BYTES", 1)
    table = new_table()
    wal = WriteAheadLog(tmp_path)
    journal = TableJournal(tmp_path, table.code)
    committed(wal, journal, table.take_pending())
    # the log was flushed into the journal files and started again, empty
    assert [p.name for p in (tmp_path / "wal").iterdir()] == ["1.log"]
    People(table).play()
    committed(wal, journal, table.take_pending())
    wal.retire(journal)
    assert read_lines(tmp_path / "closed" / f"{table.code}.jsonl")[-1]["op"] == "move"
    # a restart after a crash: the ended table's records are not written again
    assert recover(tmp_path) == 0
    assert not (tmp_path / f"{table.code}.jsonl").exists()
    wal2 = WriteAheadLog(tmp_path)
    wal2.close()
    assert not list((tmp_path / "wal").iterdir())


def test_the_log_ends_at_its_zeros_and_a_torn_record_is_not_written_back(tmp_path):
    table = new_table()
    wal = WriteAheadLog(tmp_path)
    journal = TableJournal(tmp_path, table.code)
    data = committed(wal, journal, table.take_pending())
    People(table).play()
    tail = committed(wal, journal, table.take_pending())
    raw = (tmp_path / "wal" / "0.log").read_bytes()
    # the file is filled with zeros ahead of its records, and the records end there
    assert len(raw) == wal_module.PREALLOCATE_BYTES
    assert [(offset, len(d)) for _, offset, d in records(raw)] == [
        (0, len(data)), (len(data), len(tail))]
    # a crash tore the last record: its header reached the disk, part of its lines did not
    at = raw.index(record(table.code, len(data), tail))
    torn = raw[:at + len(raw[at:].split(b"\n", 1)[0]) + 10] + bytes(len(tail))
    assert [offset for _, offset, _ in records(torn)] == [0]
    os.truncate(journal.path, len(data))
    (tmp_path / "wal" / "0.log").write_bytes(torn)
    assert recover(tmp_path) == 0
    assert journal.path.read_bytes() == data
