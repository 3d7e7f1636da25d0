"""How long a commit of the server's write-ahead log takes on this machine's disk, by the way
it is written: appended and ``fsync`` (the log before), appended and ``fdatasync``, written in
place into a file filled with zeros and ``fdatasync`` (``tables/wal.py`` now), the same into a
file given its blocks by ``fallocate`` (unwritten blocks), and ``O_DSYNC`` writes in place.
One 300-byte record a commit (an idle server's move); the ways take turns, ``--rounds``
times, so that the disk's moods fall on all of them.

    python benchmarks/log_flush.py [--folder DIR] [--commits 500] [--rounds 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

RECORD = b"x" * 299 + b"\n"
ZEROS = 4 * 1024 * 1024


def appended(path: Path) -> int:
    return os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_TRUNC, 0o600)


def zero_filled(path: Path, flags: int = 0) -> int:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | flags, 0o600)
    os.write(fd, bytes(ZEROS))
    os.fsync(fd)
    return fd


def fallocated(path: Path) -> int:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.posix_fallocate(fd, 0, ZEROS)
    os.fsync(fd)
    return fd


WAYS: dict[str, tuple[Callable[[Path], int], Callable[[int, int], None]]] = {
    "append + fsync": (appended, lambda fd, i: (os.write(fd, RECORD), os.fsync(fd))[0]),
    "append + fdatasync": (appended,
                           lambda fd, i: (os.write(fd, RECORD), os.fdatasync(fd))[0]),
    "zero-filled + fdatasync": (zero_filled, lambda fd, i: (
        os.pwrite(fd, RECORD, i * len(RECORD)), os.fdatasync(fd))[0]),
    "fallocate + fdatasync": (fallocated, lambda fd, i: (
        os.pwrite(fd, RECORD, i * len(RECORD)), os.fdatasync(fd))[0]),
    "zero-filled, O_DSYNC": (lambda p: zero_filled(p, os.O_DSYNC),
                             lambda fd, i: os.pwrite(fd, RECORD, i * len(RECORD))),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--folder", type=Path, default=None,
                        help="where the log is written (default: a temporary folder)")
    parser.add_argument("--commits", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    folder = Path(args.folder or tempfile.mkdtemp(prefix="kosci-log-"))
    times: dict[str, list[float]] = {way: [] for way in WAYS}
    for _ in range(args.rounds):
        for way, (open_log, commit) in WAYS.items():
            path = folder / "flush.log"
            fd = open_log(path)
            try:
                for i in range(args.commits):
                    start = time.perf_counter()
                    commit(fd, i)
                    times[way].append((time.perf_counter() - start) * 1000)
            finally:
                os.close(fd)
                path.unlink()
    print(f"{args.rounds} x {args.commits} commits each, in {folder}; load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for way, ms in times.items():
        ms.sort()
        print(f"{way:<25} p50 {statistics.median(ms):6.3f} ms  p90 {ms[int(0.9 * len(ms))]:6.3f}"
              f"  p99 {ms[int(0.99 * len(ms))]:6.3f}  max {ms[-1]:7.3f}")


if __name__ == "__main__":
    main()
