"""``client.py look-GAME``: look at every screen over the accessibility bus — the start page,
the game's table and (for classic) the dialogs — and check that no control is unnamed,
nothing hidden is in the tree (but Qt's own popups, see ``client.qt_own``) and the pad
reads as a table with column and row headers; at the classic table it reads each chance
bar's name and description (what the chance weighs). Run by
/usr/bin/python3 as client.py is."""

from __future__ import annotations

import pyatspi
from client import CARDS, HUMAN, Failure, Session, children, qt_own, states, walk

CONTROL_MASK, ALT_MASK = 1 << 2, 1 << 3
#: The dialogs looked at: the keys that open it (each a modifier mask and a key: pressing a
#: menu item or a toolbar button over the bus would wait for the modal dialog to close
#: before it answers), and the button that closes it. About and the shortcuts are opened
#: from the Help menu by its mnemonics (Alt+H, then the item's letter).
DIALOGS = (("Rules", ((0, 0xFFBE),), "Close"), ("Settings", ((CONTROL_MASK, 0x2C),), "Cancel"),
           ("New game", ((CONTROL_MASK, 0x6E),), "Cancel"),
           ("History", ((CONTROL_MASK, 0x68),), "Close"),
           ("Statistics", ((CONTROL_MASK, 0x74),), "Close"),
           ("Keyboard shortcuts", ((ALT_MASK, 0x68), (0, 0x6B)), "Close"),
           ("About", ((ALT_MASK, 0x68), (0, 0x61)), "Close"))


def hidden(root) -> list[str]:
    """What is in the tree under ``root`` but not showing (the menu bar's menus aside)."""
    found = []
    todo = [root]
    while todo:
        acc = todo.pop()
        role = acc.getRoleName()
        if "showing" not in states(acc) and not qt_own(acc):
            parent = acc.parent
            found.append(f"{role} {acc.name!r} in {parent.getRoleName() if parent else '?'}"
                         f" {(parent.name or '') if parent else ''!r}")
        if role not in ("menu bar", "table", "list", "tree table"):
            todo.extend(children(acc))
    return found


def read_table(table) -> dict:
    """A table as a screen reader reads it: its size, column and row headers, a cell."""
    grid = table.queryTable()
    columns = [(grid.getColumnHeader(c).name if grid.getColumnHeader(c) else "")
               for c in range(grid.nColumns)]
    rows = [(grid.getRowHeader(r).name if grid.getRowHeader(r) else "")
            for r in range(grid.nRows)]
    cell = grid.getAccessibleAt(0, 0)
    return {"name": table.name, "rows": grid.nRows, "columns": grid.nColumns,
            "column_headers": columns, "row_headers": rows,
            "cell": [cell.getRoleName(), cell.name] if cell is not None else None}


def look_at(s: Session, root, where: str, seen: dict) -> None:
    s.audit(root, where)
    extra = hidden(root)
    if extra:
        raise Failure(f"hidden things in the tree {where}: {extra}")
    seen[where] = sum(1 for _ in walk(root))


def open_dialog(s: Session, what: str, keys: tuple[tuple[int, int], ...], close: str,
                seen: dict) -> None:
    for mask, key in keys:
        if mask:
            pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_LOCKMODIFIERS)
        pyatspi.Registry.generateKeyboardEvent(key, None, pyatspi.KEY_SYM)
        if mask:
            pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_UNLOCKMODIFIERS)
        s.pump(0.3)
    dialog = s.wait(lambda: s.window("dialog"), 20, f"the {what} dialog")
    if not (dialog.name or "").startswith(what):
        raise Failure(f"{dialog.name!r} opened, not {what}")
    look_at(s, dialog, f"in {what}", seen)
    button = s.wait(lambda: next((a for a in walk(dialog) if a.getRoleName() == "push button"
                                  and a.name == close), None), 5, f"{close} in {what}")
    s.press(button)
    s.wait(lambda: s.window("dialog") is None, 10, f"the {what} dialog closing")


def look(game: str, command: list[str]) -> dict:
    s = Session(command)
    seen: dict = {}
    try:
        s.wait(s.window, 20, "the main window")
        card = s.wait(lambda: s.button(CARDS[game]), 20, "the start card")
        look_at(s, s.window(), "on the start page", seen)
        if game == "classic":
            for what, how, close in DIALOGS:
                open_dialog(s, what, how, close, seen)
        since = len(s.heard)
        s.press(card)
        s.hear(since, lambda t: t == f"{HUMAN}'s turn.", "the first turn")
        s.wait(lambda: s.button(CARDS[game]) is None, 5, "the start page leaving the tree")
        look_at(s, s.window(), f"at the {game} table", seen)
        pad = s.find(lambda a: a.getRoleName() == "table", menus=False)
        if pad is None:
            raise Failure(f"no table at the {game} table")
        read = read_table(pad)
        if not all(read["column_headers"]) or read["cell"] is None \
                or read["cell"][0] != "table cell":
            raise Failure(f"the pad does not read as a table: {read}")
        if not all(read["row_headers"]):
            raise Failure(f"the pad's rows have no headers: {read}")
        chances = []
        if game == "classic":  # (the chance bars, shown with these settings: explained)
            chances = s.wait(lambda: [[a.name, a.description] for a in walk(s.window())
                                      if a.getRoleName() == "progress bar" and a.description],
                             30, "the chance bars explained")
        return {"game": game, "ok": True, "screens": seen, "pad": read, "chances": chances}
    finally:
        s.close()
