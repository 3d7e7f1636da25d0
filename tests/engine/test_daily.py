"""Today's dice: the seed and code of a day's game are fixed by its date,
game and preset, the same in any process, and a code gives back the game it was made from."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys

import pytest

from kosci_gui.engine.daily import DailyCodeError, daily, from_code
from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.games import describe, game_keys

DAY = dt.date(2026, 12, 5)


def test_golden_values() -> None:
    # Changing these deals everyone different dice for days already played: don't.
    assert daily(DAY).to_json() == {
        "date": "2026-12-05", "game": "classic", "rules": {"preset": "polish"},
        "seed": 342870109792998720, "code": "4SNG-072G"}
    assert daily(DAY, "thousand").seed == 8837807211742298899
    assert daily(DAY, "thousand").code == "4SNK-144A"


def test_same_in_another_process() -> None:
    script = ("import datetime as dt; from kosci_gui.engine.daily import daily; "
              "d = daily(dt.date(2026, 12, 5), 'triple', 'penta'); print(d.seed, d.code)")
    out = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True,
                         text=True, env={"PYTHONHASHSEED": "123", "TZ": "Pacific/Kiritimati",
                                         "LANG": "ru_RU.UTF-8", "PATH": ""}).stdout.split()
    here = daily(DAY, "triple", "penta")
    assert out == [str(here.seed), here.code]


def test_days_games_and_presets_differ() -> None:
    seeds = {daily(DAY + dt.timedelta(days=n), game, preset).seed
             for n in range(3) for game in game_keys() for preset in describe(game).presets}
    assert len(seeds) == 3 * sum(len(describe(g).presets) for g in game_keys())


@pytest.mark.parametrize("game", game_keys())
def test_code_gives_back_the_game(game: str) -> None:
    for preset in describe(game).presets:
        for day in (dt.date(2000, 1, 1), DAY, dt.date(2179, 6, 5)):
            made = daily(day, game, preset)
            assert from_code(made.code) == made
            typed = made.code.lower().replace("-", " ").replace("0", "o").replace("1", "l")
            assert from_code(typed) == made


def test_a_mistyped_code_is_refused() -> None:
    code = daily(DAY).code
    for bad in (code[:-1] + ("A" if code[-1] != "A" else "B"), code[:-1], "", "4SNG-07UG",
                "ZZZZ-ZZZZ"):
        with pytest.raises(DailyCodeError):
            from_code(bad)


def test_bad_game_preset_or_date() -> None:
    with pytest.raises(RuleError):
        daily(DAY, "chess")
    with pytest.raises(RuleError):
        daily(DAY, "classic", "blog")
    with pytest.raises(DailyCodeError):
        daily(dt.date(1999, 12, 31))


def test_duplicate_dice_from_the_seed() -> None:
    made = daily(DAY)
    one = made.new_game(["Ala"])
    two = made.new_game(["Ola", "Computer"])
    assert one.duplicate and one.dice_source.seed == made.seed
    assert one.roll() == two.roll()
