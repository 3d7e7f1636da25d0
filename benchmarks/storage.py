"""What keeping games safe costs: replaying long records, the autosave per action, and a
history upgrade (docs/storage.md quotes these figures).

    python benchmarks/storage.py            # every figure, medians of a few runs
    python benchmarks/storage.py --games 1500 --turns 5000

- replay: ``from_record`` of a legal Thousand record of ``--turns`` turns (the record limit),
  and how fast a record of 100,000 turns is refused;
- autosave: bytes written and seconds per action for a real game (rewritten whole) and for
  a ``--turns`` Thousand game (a journal line);
- history: building the history object over a version-1 file of ``--games`` games (what holds
  up the window) and the upgrade itself (run after the window shows, in slices);
- start-up: spawning the app over that old history until its window is shown.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kosci_gui.engine.games import new_game  # noqa: E402
from kosci_gui.engine.record import from_record, to_record  # noqa: E402
from kosci_gui.storage import history_schema  # noqa: E402
from kosci_gui.storage.autosave import Autosave  # noqa: E402
from kosci_gui.storage.history import HistoryDB  # noqa: E402
from kosci_gui.storage.savefile import SavedGame  # noqa: E402


def median_time(action, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def thousand_of(turns: int):
    game = new_game("thousand", None, ["A", "B"], seed=1)
    for _ in range(turns):
        game.roll([2, 2, 3, 3, 4])  # a zero throw: the shortest legal turn
    return game


def replay(turns: int) -> None:
    doc = to_record(thousand_of(turns))
    print(f"replay of {turns} turns: {median_time(lambda: from_record(doc)):.3f} s")
    long = dict(doc, turns=doc["turns"] * (100_000 // max(1, len(doc["turns"]))))

    def refuse() -> None:
        try:
            from_record(long)
        except ValueError:
            return
        raise AssertionError("a 100,000-turn record was accepted")

    print(f"refusing {len(long['turns'])} turns: {median_time(refuse):.4f} s")


def autosave_cost(folder: Path, turns: int) -> None:
    for label, game in (("a classic game", new_game("classic", None, ["Ala", "Ola"], seed=1)),
                        (f"a {turns}-turn Thousand game", thousand_of(turns))):
        auto = Autosave(folder / f"{label.split()[1]}.json")
        auto.save(SavedGame(game))
        written, seconds = [], []
        for _ in range(200):
            if game.game == "thousand":
                game.roll([2, 2, 3, 3, 4])
            else:
                game.roll()
                game.score(game.allowed_options()[0].box)
            started = time.perf_counter()
            auto.save(SavedGame(game))
            seconds.append(time.perf_counter() - started)
            written.append(auto.last_bytes)
            if game.finished:
                break
        print(f"autosave of {label}: {statistics.median(written):.0f} bytes median, "
              f"{sum(written) / len(written):.0f} on average, "
              f"{statistics.median(seconds) * 1000:.1f} ms per action")


def old_history(path: Path, games: int) -> None:
    import sqlite3

    from playing import finished_classic

    conn = sqlite3.connect(path)
    for statement in history_schema.STEPS[0].statements:
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 1")
    records = [json.dumps(to_record(finished_classic(seed=s))) for s in range(20)]
    conn.executemany(
        "INSERT INTO games (uid, played_at, game, preset, players, totals, winners, record)"
        " VALUES (?, '2025-01-01', 'classic', 'polish', '[]', '[]', '[]', ?)",
        [(f"g{n}", records[n % len(records)]) for n in range(games)])
    conn.commit()
    conn.close()


def history_upgrade(folder: Path, games: int) -> Path:
    sys.path.insert(0, str(ROOT / "tests"))
    path = folder / "history.sqlite3"
    old_history(path, games)
    started = time.perf_counter()
    db = HistoryDB(path)
    built = time.perf_counter() - started
    started = time.perf_counter()
    for _ in db.upgrade():
        pass
    print(f"history of {games} games: opened in {built:.3f} s (the window waits for this), "
          f"upgraded in {time.perf_counter() - started:.2f} s after the window shows")
    db.close()
    old_history(path.with_name("old.sqlite3"), games)
    return path.with_name("old.sqlite3")


def start_up(history: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        data = Path(scratch) / "data" / "Kosci" / "kosci"
        data.mkdir(parents=True)
        (data / "history.sqlite3").write_bytes(history.read_bytes())
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KOSCI_STARTUP_PROBE="1",
                   XDG_DATA_HOME=str(Path(scratch) / "data"),
                   XDG_CONFIG_HOME=str(Path(scratch) / "config"), PYTHONPATH=str(ROOT))
        started = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "kosci_gui"], env=env,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        for line in proc.stdout:
            if "startup-probe" in line:
                break
        shown = time.perf_counter() - started
        proc.kill()
        proc.wait()
    print(f"window shown over that old history after {shown:.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--turns", type=int, default=5000)
    args = parser.parse_args()
    replay(args.turns)
    with tempfile.TemporaryDirectory() as scratch:
        autosave_cost(Path(scratch), args.turns)
        start_up(history_upgrade(Path(scratch), args.games))


if __name__ == "__main__":
    main()
