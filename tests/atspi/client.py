"""Play one game of Kości through the accessibility bus only, as a screen reader user
would: read the tree, press buttons and dice by their actions, type keys into the focused
widget, and listen to the announcements.

Run by /usr/bin/python3 (Debian's python3-pyatspi), inside the D-Bus session of the app:

    client.py GAME -- COMMAND...     GAME: classic, triple or thousand
    client.py look-GAME -- COMMAND...     GAME: classic, triple, full or thousand

It starts COMMAND (the app, on an X screen, QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1), checks that
every control it can reach is named (on the start page, at the table, in the end dialog)
and that the start page is gone from the tree during the game, plays the human seat
("Player") against the computer to the end, and prints one JSON line: what was announced.
Exit 0 when the game was played to the end and each roll, write, computer turn and the
end were announced; 1 with the reason otherwise.

``look-GAME`` only looks: the start page, the game's table and (for classic) every dialog
the menus open — in each no unnamed control and nothing hidden (but the menu bar's closed
menus, Qt's own), the pads read as tables with column and row headers — and prints what it
read.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator

import pyatspi
from gi.repository import GLib

#: Roles a player acts on: each needs a name (a table's cells are named by the table).
INTERACTIVE = {"push button", "check box", "toggle button", "radio button", "combo box",
               "text", "spin button", "slider", "page tab", "menu item", "table", "list",
               "tree table", "link"}
#: Faces as the dice's names say them.
FACES = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
KEYS = {"Return": 0xFF0D, "space": 0x20, "Up": 0xFF52, "Down": 0xFF54, "Left": 0xFF51,
        "Right": 0xFF53, "w": 0x77, "p": 0x70}
CARDS = {"classic": "Classic against the computer", "triple": "Triple against the computer",
         "full": "Full against the computer", "thousand": "Thousand against the computer"}
HUMAN, COMPUTER = "Player", "Computer"


class Failure(Exception):
    """The game could not be played, or something was not said or not named."""


def states(acc) -> set[str]:
    return {pyatspi.stateToString(s) for s in acc.getState().getStates()}


def children(acc) -> Iterator:
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None:
            yield child


def walk(acc, depth: int = 0, menus: bool = True) -> Iterator:
    yield acc
    role = acc.getRoleName()
    if depth > 40 or role in ("table", "list", "tree table") or (
            not menus and role in ("menu bar", "tool bar")):
        return
    for child in children(acc):
        yield from walk(child, depth + 1, menus)


def qt_own(acc) -> bool:
    """A part Qt keeps in the tree while hidden: a combo box's list (its popup, read by the
    combo box's name when it opens) and a text view's scroll bar while the text fits (as the
    menu bar's closed menus: each a child of its item, not showing)."""
    parent = acc.parent
    role = acc.getRoleName()
    if role == "list":
        return parent is not None and parent.getRoleName() == "combo box"
    if role == "scroll bar":
        return parent is not None and parent.getRoleName() == "filler" and qt_own(parent)
    return role == "filler" and not (acc.name or "") and acc.childCount == 1 \
        and acc.getChildAtIndex(0).getRoleName() == "scroll bar"


class Session:
    def __init__(self, command: list[str]) -> None:
        self.heard: list[str] = []
        #: The accessible that last took the keyboard focus (told by the focus events).
        self.focus = None
        self._cache: dict[str, object] = {}
        # (the app's notices: a notification shows, named by the words; what Orca speaks)
        pyatspi.Registry.registerEventListener(self._announced, "object:state-changed:showing")
        pyatspi.Registry.registerEventListener(self._focused, "object:state-changed:focused")
        self.proc = subprocess.Popen(command)
        self.app = self.wait(self._find_app, 40, "the app on the accessibility bus")

    def _announced(self, event) -> None:
        if not event.detail1:
            return
        try:
            if event.source.getRoleName() == "notification":
                self.heard.append(event.source.name)
        except Exception:  # a notice already gone: it was heard by then, or never
            pass

    def _focused(self, event) -> None:
        if event.detail1:
            self.focus = event.source

    def _find_app(self):
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.get_process_id() == self.proc.pid:
                return app
        return None

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()

    # -- waiting ---------------------------------------------------------------------------

    def pump(self, seconds: float) -> None:
        context = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.iteration(False):
                pass
            time.sleep(0.005)

    def wait(self, found: Callable[[], object], timeout: float, what: str):
        end = time.monotonic() + timeout
        gone: GLib.GError | None = None
        while time.monotonic() < end:
            self.pump(0.02)
            if self.proc.poll() is not None:
                raise Failure(f"the app exited ({self.proc.returncode}) waiting for {what}")
            try:
                value = found()
            except GLib.GError as error:   # an object that vanished under the look: look again
                gone = error
                continue
            if value:
                return value
        raise Failure(f"no {what} in {timeout} s; last heard: {self.heard[-8:]}"
                      + (f"; last vanished object: {gone.message}" if gone else ""))

    def hear(self, since: int, match: Callable[[str], bool], what: str,
             timeout: float = 30) -> str:
        """The first announcement since ``since`` that ``match``es (waiting for it)."""
        def found() -> str | None:
            return next((t for t in self.heard[since:] if match(t)), None)
        return self.wait(found, timeout, f"announcement of {what}")

    # -- the tree ----------------------------------------------------------------------

    def window(self, role: str = "frame"):
        for top in children(self.app):
            try:
                if top.getRoleName() == role and "showing" in states(top):
                    return top
            except GLib.GError:
                continue   # a window closing while the list is read: it is gone, not shown
        return None

    def find(self, match: Callable, root=None, menus: bool = True):
        for acc in walk(root or self.window(), menus=menus):
            if match(acc):
                return acc
        return None

    def button(self, prefix: str):
        return self.find(lambda a: a.getRoleName() == "push button"
                         and (a.name or "").startswith(prefix) and "showing" in states(a),
                         menus=False)

    def kept(self, key: str, look: Callable[[], object]):
        """An accessible found once and kept (the table's own widgets live as long)."""
        if key not in self._cache:
            self._cache[key] = look()
        return self._cache[key]

    def dice(self) -> list:
        tray = self.kept("tray", lambda: self.find(
            lambda a: a.getRoleName() == "panel" and a.name in ("Dice tray", "Throw"),
            menus=False))
        return [a for a in children(tray) if (a.name or "").startswith("die ")
                and "showing" in states(a)]

    def unnamed(self, root) -> list[str]:
        return [f"{a.getRoleName()} in {a.parent.getRoleName() if a.parent else '?'}"
                for a in walk(root) if a.getRoleName() in INTERACTIVE and not (a.name or "")
                .strip() and not qt_own(a)]

    def audit(self, root, where: str) -> None:
        missing = self.unnamed(root)
        if missing:
            raise Failure(f"unnamed controls {where}: {missing}")

    # -- acting --------------------------------------------------------------------------

    def act(self, acc, name: str) -> None:
        action = acc.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        if name not in names:
            raise Failure(f"{acc.getRoleName()} {acc.name!r} has no {name} action: {names}")
        action.doAction(names.index(name))

    def press(self, acc) -> None:
        self.act(acc, "Press")

    def key(self, name: str) -> None:
        pyatspi.Registry.generateKeyboardEvent(KEYS[name], None, pyatspi.KEY_SYM)
        self.pump(0.03)

    def focused(self):
        return self.find(lambda a: "focused" in states(a))


# -- the Kości family ----------------------------------------------------------------------

def would_score(cell) -> int | None:
    found = re.search(r"would score (\d+)", cell.name or "")
    return int(found.group(1)) if found else None


def write_best_box(s: Session, tried: set[str]) -> None:
    """Move the focus through the scorecard with the arrow keys to the open box that scores
    most, and press Return."""
    table = s.kept("scorecard", lambda: s.find(
        lambda a: a.getRoleName() == "table" and a.name == "Scorecard", menus=False))
    cells = [c for c in children(table) if (c.name or "").startswith(f"{HUMAN} — ")
             and would_score(c) is not None and c.name not in tried]
    if not cells:
        raise Failure("no open box to write")
    target = max(cells, key=lambda c: would_score(c) or 0)
    tried.add(target.name)
    grid = table.queryTable()

    def place(cell) -> tuple[int, int]:
        index = cell.getIndexInParent()
        return grid.getRowAtIndex(index), grid.getColumnAtIndex(index)

    goal = place(target)
    if s.focus is None or table not in (s.focus, s.focus.parent):
        s.act(table, "SetFocus")  # (a pressed die keeps the focus)
        s.wait(lambda: s.focus is not None and table in (s.focus, s.focus.parent), 5,
               "the focus in the scorecard")
    for _ in range(120):
        here = s.focus
        if here == table:  # the view took the focus: its current cell has it
            here = next((c for c in children(table) if "focused" in states(c)), None)
        if here is None or here.parent != table:
            raise Failure(f"the focus is not in the scorecard: {here}")
        row, column = place(here)
        if (row, column) == goal:
            s.key("Return")
            return
        s.key("Down" if goal[0] > row else "Up" if goal[0] < row else
              "Right" if goal[1] > column else "Left")
        s.wait(lambda was=here: s.focus is not was, 5, "the focus moving")
    raise Failure(f"the arrow keys did not reach {target.name!r}")


def kosci_turn(s: Session, turn: int, tally: Counter) -> None:
    roll = s.kept("roll", lambda: s.button("Roll"))
    since = len(s.heard)
    s.press(roll)
    s.hear(since, lambda t: t.startswith("Rolled "), "the roll")
    tally["rolls"] += 1
    if turn % 4 == 0:
        # hold the first die and roll the others again
        die = s.dice()[0]
        since = len(s.heard)
        s.press(die)
        s.hear(since, lambda t: t.startswith("Die 1 (") and t.endswith("held."), "the hold")
        s.wait(lambda: "checked" in states(die), 5, "the die checked while held")
        tally["holds"] += 1
        since = len(s.heard)
        s.press(roll)
        s.hear(since, lambda t: t.startswith("Rolled "), "the second roll")
        tally["rolls"] += 1
    tried: set[str] = set()
    for _ in range(4):
        since = len(s.heard)
        write_best_box(s, tried)
        said = s.hear(since, lambda t: True, "the write")
        if said.startswith(f"{HUMAN} wrote "):
            tally["writes"] += 1
            return
        tally["refusals"] += 1  # (a joker's box, say): the next best box
    raise Failure("no box could be written")


# -- Thousand ------------------------------------------------------------------------------

def scoring(faces: list[int]) -> list[int]:
    """Positions of the dice worth setting aside: ones, fives and every die of a triple."""
    counts = Counter(faces)
    return [i for i, f in enumerate(faces) if f in (1, 5) or counts[f] >= 3]


def choose(s: Session, wanted: list[int]) -> None:
    """Choose exactly the dice at ``wanted`` to set aside (pressing those that differ)."""
    dice = [d for d in s.dice() if "sensitive" in states(d)]
    for i, die in enumerate(dice):
        if ("checked" in states(die)) != (i in wanted):
            since = len(s.heard)
            s.press(die)
            s.hear(since, lambda t, n=i + 1: f"Die {n} (" in t, "the choice of a die")


def faces(s: Session) -> list[int]:
    return [FACES.get((d.name or "").split(", ")[1], 0) for d in s.dice()
            if "sensitive" in states(d)]


def thousand_turn(s: Session, tally: Counter) -> None:
    """Throw, set aside every scoring die, write when the engine allows it, else throw the
    rest; when even that is refused (past 1000), set aside a single die, then pass."""
    ended = (f"{COMPUTER}'s turn.", "Game over.")
    refused = 0
    for _ in range(30):
        since = len(s.heard)
        s.key("space")
        said = s.hear(since, lambda t: True, "the throw")
        if any(e in said for e in ended):
            tally["rolls"] += f"{HUMAN} throws " in said
            return
        if f"{HUMAN} throws " not in said:  # refused: set aside less, or pass
            refused += 1
            tally["refusals"] += 1
            if refused == 1:
                shown = faces(s)
                single = [i for i, f in enumerate(shown) if f == 5][:1] or \
                         [i for i, f in enumerate(shown) if f == 1][:1]
                choose(s, single)
                continue
            break
        tally["rolls"] += 1
        refused = 0
        choose(s, scoring(faces(s)))
        since = len(s.heard)
        s.key("w")
        said = s.hear(since, lambda t: True, "the write")
        if f"{HUMAN} writes " in said:
            tally["writes"] += 1
        if any(e in said for e in ended):
            return
        tally["refusals"] += 1  # not enough yet: throw the rest again
    choose(s, [])
    since = len(s.heard)
    s.key("p")
    s.hear(since, lambda t: any(e in t for e in ended), "the pass")


# -- a whole game --------------------------------------------------------------------------

def play(game: str, command: list[str]) -> dict:
    s = Session(command)
    try:
        s.wait(s.window, 20, "the main window")
        card = s.wait(lambda: s.button(CARDS[game]), 20, "the start card")
        s.audit(s.window(), "on the start page")
        first = s.wait(s.focused, 10, "the keyboard focus")
        since = len(s.heard)
        if first.name == CARDS[game]:
            s.key("Return")  # the focus is on the first card: Return starts it
        else:
            s.press(card)
        s.hear(since, lambda t: t == f"{HUMAN}'s turn.", "the first turn")
        s.wait(lambda: s.button(CARDS[game]) is None, 5, "the start page leaving the tree")
        if s.find(lambda a: a.name == CARDS[game]) is not None:
            raise Failure("the start page is still in the tree during the game")
        s.audit(s.window(), f"at the {game} table")
        tally: Counter = Counter()
        computer_turns: list[str] = []
        for turn in range(200):
            mark = len(s.heard)
            if game == "thousand":
                thousand_turn(s, tally)
            else:
                kosci_turn(s, turn, tally)
            if any("Game over." in t for t in s.heard):
                break
            said = s.hear(mark, lambda t: t.startswith(f"{COMPUTER}") and (
                f"{HUMAN}'s turn." in t or "Game over." in t), "the computer's turn",
                timeout=60)
            computer_turns.append(said)
            if "Game over." in said:
                break
        ends = [t for t in s.heard if "Game over." in t]
        if len(ends) != 1:
            raise Failure(f"the end was announced {len(ends)} times")
        dialog = s.wait(lambda: s.window("dialog"), 20, "the end dialog")
        s.audit(dialog, "in the end dialog")
        from look import read_table  # (beside this script)

        luck = s.wait(lambda: next((a for a in walk(dialog) if a.getRoleName() == "table"
                                    and a.name == "What luck did" and "showing" in states(a)),
                                   None), 90, "the luck report's table")
        report = read_table(luck)
        if sorted(report["row_headers"]) != sorted([HUMAN, COMPUTER]) \
                or report["column_headers"] != ["Decisions", "Dice"]:
            raise Failure(f"the luck report does not read as a table: {report}")
        return {"game": game, "ok": True, **tally, "computer_turns": len(computer_turns),
                "end": ends[0], "announcements": len(s.heard), "luck": report}
    finally:
        s.close()


def main(argv: list[str]) -> int:
    looking = argv[0].startswith("look-") if argv else False
    game = argv[0].removeprefix("look-") if argv else ""
    if len(argv) < 3 or argv[1] != "--" or game not in CARDS:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        if looking:
            from look import look  # (beside this script)

            result = look(game, argv[2:])
        else:
            result = play(game, argv[2:])
    except Failure as failure:
        print(json.dumps({"game": argv[0], "ok": False, "reason": str(failure)}))
        return 1
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
