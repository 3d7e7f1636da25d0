"""The shape of the code, as checks (CONTRIBUTING.md, "The shape"): modules stay small, no game
is told apart by its name or its type outside the descriptors, and the three descriptors of
each layer name the same games. (The import layers and circles are import-linter's contracts in
pyproject.toml, run by `lint-imports`.)"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from kosci_gui.ai import games as ai_games
from kosci_gui.engine import games as engine_games
from kosci_gui.gui import games as gui_games

PACKAGE = Path(__file__).resolve().parent.parent / "kosci_gui"
#: Modules stay under this many lines.
MODULE_LINES = 450
#: The descriptors: the one place in each layer that names the games (and the cards of the
#: Kości family, which name the value tables of the computer).
DESCRIPTORS = {"engine/games.py", "engine/scoring.py", "ai/games.py", "gui/games.py"}
#: String constants that happen to spell a game's key without meaning the game.
NOT_A_GAME = {("storage/sqlite_trouble.py", "full")}  # the disk is full


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def name(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def test_every_module_stays_under_the_size_limit():
    long = {name(p): n for p in modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MODULE_LINES}
    assert not long, f"modules over {MODULE_LINES} lines: {long}"


def test_no_game_is_told_by_its_name_outside_the_descriptors():
    keys = set(engine_games.game_keys())
    found = []
    for path in modules():
        if name(path) in DESCRIPTORS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and node.value in keys
                    and (name(path), node.value) not in NOT_A_GAME):
                found.append(f"{name(path)}:{node.lineno} {node.value!r}")
    assert not found, "a game's key outside its descriptors: " + ", ".join(found)


def test_no_game_is_told_by_its_type_outside_the_descriptors():
    pattern = re.compile(r"isinstance\([^)]*\b\w*Game\b[^)]*\)|\.kosci\(\)|\.thousand\(\)")
    found = [f"{name(p)}: {m.group(0)}" for p in modules() if name(p) not in DESCRIPTORS
             for m in pattern.finditer(p.read_text(encoding="utf-8"))]
    assert not found, "a game's type asked outside its descriptors: " + ", ".join(found)


def test_the_three_layers_describe_the_same_games_in_the_same_order():
    engine = engine_games.game_keys()
    assert tuple(kind.key for kind in ai_games.KINDS) == engine
    assert gui_games.game_keys() == engine
    for kind in engine_games.KINDS:
        assert kind.default_preset == next(iter(kind.presets)), "the default preset comes first"
        assert set(kind.shown) <= {o.key for o in kind.options}
