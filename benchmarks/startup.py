"""Time from starting the app to its main window on screen, from source and from the bundle.

    python benchmarks/startup.py                 # both, 7 runs each (after one warm-up)
    python benchmarks/startup.py --runs 11 --only bundle --method x11
    python benchmarks/startup.py --runs 15 --only source --against tali    # side by side

``--against CMD...`` (last on the line: the rest is the other program's command) starts the
app and that program in turn, pairs of runs alternating which goes first, on one virtual
screen with the x11 method, and prints both medians and their ratio (app / other), the ratio
of the medians and the median of the per-pair ratios. ``--rss`` adds each program's resident
memory 3 s after its window shows. ``--fresh-screen`` gives every run a new virtual screen:
the first GTK 3 program on an X screen probes OpenGL (Mesa's software renderer, with LLVM:
about 55 MB more resident, and slower to show) and leaves the answer on the root window for
the programs after it, so a GTK program such as Tali measures heavier and slower on a fresh
screen than on one where any GTK program ran before. A desktop session has run several; the
default, one screen for all runs after a warm-up each, is the like-for-like figure.

Prints the median (and min/max) wall time from spawning the process to the window being shown,
measured here, outside the app, by one of three methods:

- ``probe``: the app is started with ``KOSCI_STARTUP_PROBE=1`` and prints a line containing
  ``startup-probe`` on stdout (flushed) when its main window is first shown; the time is
  taken when that line arrives, then the app is ended. Offscreen, needs no display.
- ``x11``: the app runs on a private Xvfb screen and the clock stops when xdotool first sees
  a visible window of its process. Needs Xvfb and xdotool.
- ``selftest``: the wall time of ``kosci --self-test``, which also plays a turn and quits:
  an upper bound.

``auto`` (the default) takes the first of these that is available and works.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "kosci" / ("kosci.exe" if os.name == "nt" else "kosci")
TIMEOUT = 60.0
WHAT = {
    "probe": "start -> window shown",
    "x11": "start -> window shown",
    "selftest": "start -> self-test done",
}


def commands(only: str) -> dict[str, list[str]]:
    found = {}
    if only == "floor":
        found["floor"] = [sys.executable, str(ROOT / "benchmarks" / "qt_floor.py")]
    if only == "centred":
        found["centred"] = [sys.executable, str(ROOT / "benchmarks" / "qt_floor.py"), "--centred"]
    if only in ("both", "source"):
        found["source"] = [sys.executable, "-m", "kosci_gui"]
    if only in ("both", "bundle"):
        if BUNDLE.exists():
            found["bundle"] = [str(BUNDLE)]
        else:
            print(f"no bundle at {BUNDLE} (build it with packaging/build.sh)", file=sys.stderr)
    return found


def probe_supported() -> bool:
    """Whether the app's code knows KOSCI_STARTUP_PROBE (the bundle is built from the same)."""
    sources = (ROOT / "kosci_gui").rglob("*.py")
    return any("KOSCI_STARTUP_PROBE" in path.read_text("utf-8") for path in sources)


def quiet_home(base: Path) -> dict[str, str]:
    """An environment whose settings and saved games go to a scratch folder."""
    env = dict(os.environ)
    env.update(
        HOME=str(base),
        XDG_CONFIG_HOME=str(base / ".config"),
        XDG_DATA_HOME=str(base / ".local" / "share"),
        XDG_CACHE_HOME=str(base / ".cache"),
    )
    return env


def end(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def time_probe(command: list[str], env: dict[str, str]) -> float | None:
    env = dict(env, KOSCI_STARTUP_PROBE="1", QT_QPA_PLATFORM="offscreen")
    started = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    shown = threading.Event()
    arrived: list[float] = []

    def watch() -> None:
        for line in process.stdout:
            if "startup-probe" in line and not arrived:
                arrived.append(time.perf_counter() - started)
                shown.set()

    reader = threading.Thread(target=watch, daemon=True)
    reader.start()
    try:
        # the app may never print the line (no probe): give up when it exits or times out
        while not shown.wait(0.05) and process.poll() is None:
            if time.perf_counter() - started > TIMEOUT:
                break
        return arrived[0] if arrived else None
    finally:
        end(process)
        reader.join(5)


class Xvfb:
    """A private virtual screen for the x11 method, started again if it dies (on a machine
    shared with others, another script may end it)."""

    def __init__(self) -> None:
        self.process: subprocess.Popen | None = None
        self.display = ""

    def current(self) -> str:
        """The display, with a running server behind it. The number is picked at random far
        above the ones people and tools usually take (:0, :99); the server tells on a pipe
        when it accepts connections, or closes it when it could not start."""
        while self.process is None or self.process.poll() is not None:
            number = random.randrange(300, 900)
            read_fd, write_fd = os.pipe()
            self.process = subprocess.Popen(
                [
                    "Xvfb",
                    f":{number}",
                    "-displayfd",
                    str(write_fd),
                    "-screen",
                    "0",
                    "1280x800x24",
                    "-nolisten",
                    "tcp",
                    "-noreset",  # no reset cycle (refusing connections) when an app quits
                ],
                pass_fds=(write_fd,),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            os.close(write_fd)
            with os.fdopen(read_fd) as pipe:
                ready = pipe.readline().strip()
            if not ready:
                end(self.process)
            self.display = f":{number}"
        return self.display

    def renew(self) -> None:
        """End this screen; the next :meth:`current` starts a new one."""
        if self.process is not None:
            end(self.process)
        self.process = None

    def __enter__(self) -> Xvfb:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process is not None:
            end(self.process)


def report_failure(process: subprocess.Popen, errors, method: str) -> None:
    """Say why a run gave no time: the app's exit status and its last words on stderr."""
    status = process.poll()
    errors.seek(0)
    lines = errors.read().decode(errors="replace").strip().splitlines()
    tail = lines if len(lines) <= 6 else [*lines[:3], "...", *lines[-3:]]
    state = "still running" if status is None else f"exit status {status}"
    print(f"  {method} run without a shown window ({state})", *tail, sep="\n    ", file=sys.stderr)


#: How long after the window shows the resident memory is read (``--rss``).
RSS_AFTER_S = 3.0


def rss_mb(pid: int) -> float | None:
    """The resident memory of a running process (VmRSS), in MB; None once it has ended."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    kib = next((int(line.split()[1]) for line in status.splitlines()
                if line.startswith("VmRSS:")), None)
    return None if kib is None else kib / 1024


def time_x11(command: list[str], env: dict[str, str], screen: Xvfb, again: int = 2,
             memory: list[float] | None = None) -> float | None:
    """Seconds from the start to a visible window; with ``memory``, the process's RSS
    :data:`RSS_AFTER_S` after that is appended to it (before the process is ended)."""
    app_env = dict(env, DISPLAY=screen.current(), QT_QPA_PLATFORM="xcb")
    with tempfile.TemporaryFile() as errors:
        started = time.perf_counter()
        process = subprocess.Popen(
            command, cwd=ROOT, env=app_env, stdout=subprocess.DEVNULL, stderr=errors
        )
        try:
            while time.perf_counter() - started < TIMEOUT and process.poll() is None:
                seen = subprocess.run(
                    ["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
                    env=app_env,
                    capture_output=True,
                    text=True,
                )
                if seen.stdout.strip():
                    elapsed = time.perf_counter() - started
                    if memory is not None:
                        time.sleep(RSS_AFTER_S)
                        rss = rss_mb(process.pid)
                        if rss is None:
                            raise SystemExit(f"{command[0]} ended before its memory was read")
                        memory.append(rss)
                    return elapsed
                time.sleep(0.005)
            report_failure(process, errors, "x11")
            if not again:
                return None
            # On a shared machine another script may end or take over the virtual screen:
            # measure again on a new one.
            print("  measuring again on a new virtual screen", file=sys.stderr)
            end(screen.process)
        finally:
            end(process)
    return time_x11(command, env, screen, again - 1, memory)


def time_selftest(command: list[str], env: dict[str, str]) -> float | None:
    env = dict(env, QT_QPA_PLATFORM="offscreen")
    started = time.perf_counter()
    try:
        done = subprocess.run(
            [*command, "--self-test"],
            cwd=ROOT,
            env=env,
            timeout=TIMEOUT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        return None
    return time.perf_counter() - started if done.returncode == 0 else None


def measure(method: str, command: list[str], env: dict[str, str], screen: Xvfb | None):
    if method == "probe":
        return time_probe(command, env)
    if method == "x11":
        return time_x11(command, env, screen)
    return time_selftest(command, env)


def summary(times: list[float]) -> dict[str, float]:
    return {"runs": len(times), "median_s": round(statistics.median(times), 3),
            "min_s": round(min(times), 3), "max_s": round(max(times), 3)}


def side_by_side(targets: dict[str, list[str]], runs: int, rss: bool = False,
                 fresh: bool = False) -> dict[str, object]:
    """Every target in turn on one virtual screen (x11 method): a warm-up run each, then
    ``runs`` rounds, odd rounds in reverse order, so neither gains from going first; with
    ``rss``, each run's resident memory after the window shows too; with ``fresh``, each run
    on a new screen, as the first program of its X session."""
    names = list(targets)
    times: dict[str, list[float]] = {name: [] for name in names}
    memory: dict[str, list[float]] = {name: [] for name in names}
    with tempfile.TemporaryDirectory() as scratch, Xvfb() as screen:
        env = quiet_home(Path(scratch))
        for name in names:
            if time_x11(targets[name], env, screen) is None:
                raise SystemExit(f"{name}: no window shown ({' '.join(targets[name])})")
        for round_ in range(runs):
            for name in names if round_ % 2 == 0 else reversed(names):
                if fresh:
                    screen.renew()
                elapsed = time_x11(targets[name], env, screen,
                                   memory=memory[name] if rss else None)
                if elapsed is None:
                    raise SystemExit(f"{name}: a run showed no window")
                times[name].append(elapsed)
    results: dict[str, object] = {name: summary(times[name]) for name in names}
    ours, other = names[0], names[-1]
    pairs = [a / b for a, b in zip(times[ours], times[other], strict=True)]
    results["ratio"] = {
        "of_medians": round(statistics.median(times[ours]) / statistics.median(times[other]), 3),
        "median_of_pairs": round(statistics.median(pairs), 3),
    }
    if rss:
        for name in names:
            results[name]["rss_median_mb"] = round(statistics.median(memory[name]), 1)
        results["ratio"]["rss_of_medians"] = round(
            statistics.median(memory[ours]) / statistics.median(memory[other]), 3)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--only", choices=("both", "source", "bundle", "floor", "centred"),
                        default="both",
                        help="floor: a bare PySide6 window (benchmarks/qt_floor.py); centred: "
                             "the same with one use of Qt's namespace")
    parser.add_argument("--method", choices=("auto", "probe", "x11", "selftest"), default="auto")
    parser.add_argument("--json", action="store_true", help="print one JSON object at the end")
    parser.add_argument("--against", nargs=argparse.REMAINDER, metavar="CMD",
                        help="another program to start the same way, in turn (x11 method)")
    parser.add_argument("--rss", action="store_true",
                        help=f"with --against: also the memory {RSS_AFTER_S:g} s after the show")
    parser.add_argument("--fresh-screen", action="store_true",
                        help="with --against: each run on a new virtual screen, the first "
                             "program of its X session (a GTK 3 program then probes OpenGL "
                             "once, loading Mesa and LLVM; later ones on that screen do not)")
    args = parser.parse_args(argv)
    if args.against:
        if not (shutil.which("Xvfb") and shutil.which("xdotool")):
            print("--against needs Xvfb and xdotool", file=sys.stderr)
            return 1
        targets = commands("source" if args.only == "both" else args.only)
        if not targets:
            return 1
        targets[Path(args.against[0]).name] = args.against
        results = side_by_side(targets, args.runs, args.rss, args.fresh_screen)
        for name, r in results.items():
            if name != "ratio":
                memory = f", RSS median {r['rss_median_mb']:.1f} MB" if args.rss else ""
                print(f"{name:7s} start -> window shown: median {r['median_s']:.3f} s "
                      f"(min {r['min_s']:.3f}, max {r['max_s']:.3f}, {r['runs']} runs, x11)"
                      f"{memory}")
        ratio = results["ratio"]
        print(f"ratio {next(iter(targets))} / {Path(args.against[0]).name}: "
              f"{ratio['of_medians']:.2f} (medians), {ratio['median_of_pairs']:.2f} "
              f"(median of the {args.runs} pairs)", flush=True)
        if args.rss:
            print(f"RSS {RSS_AFTER_S:g} s after the show, ratio of the medians: "
                  f"{ratio['rss_of_medians']:.2f}", flush=True)
        if args.json:
            print(json.dumps(results))
        return 0

    targets = commands(args.only)
    if not targets:
        return 1
    x11_ready = bool(shutil.which("Xvfb") and shutil.which("xdotool"))
    methods = (
        [args.method]
        if args.method != "auto"
        else (["probe"] + (["x11"] if x11_ready else []) + ["selftest"])
    )
    if "x11" in methods and not x11_ready:
        print("the x11 method needs Xvfb and xdotool", file=sys.stderr)
        return 1

    results = {}
    virtual_screen = Xvfb() if "x11" in methods else contextlib.nullcontext()
    with tempfile.TemporaryDirectory() as scratch, virtual_screen as screen:
        env = quiet_home(Path(scratch))
        for name, command in targets.items():
            method = next(
                (m for m in methods if measure(m, command, env, screen) is not None), None
            )  # the first that works; this run also warms the disk cache
            if method is None:
                print(
                    f"{name}: could not measure ({', '.join(methods)} all failed)", file=sys.stderr
                )
                return 1
            times, failed = [], 0
            while len(times) < args.runs:
                elapsed = measure(method, command, env, screen)
                if elapsed is None:
                    failed += 1  # on a busy machine a run can miss the timeout: retry, once
                    print(f"{name}: a run failed ({failed})", file=sys.stderr)
                    if failed > 1:
                        return 1
                    continue
                times.append(elapsed)
            results[name] = {
                "method": method,
                "runs": len(times),
                "median_s": round(statistics.median(times), 3),
                "min_s": round(min(times), 3),
                "max_s": round(max(times), 3),
            }
            r = results[name]
            print(
                f"{name:7s} {WHAT[method]}: median {r['median_s']:.3f} s "
                f"(min {r['min_s']:.3f}, max {r['max_s']:.3f}, {r['runs']} runs, {method})",
                flush=True,
            )
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
