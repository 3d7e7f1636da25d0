"""Today's dice against ``hard``: what the strongest computer makes of the day's dice is the
same every time (it is what the player is compared with) — alone in the Kości family, in both
seats of a two-player Thousand, whose result is the first seat's points and turns."""

from __future__ import annotations

import datetime as dt

from kosci_gui.ai.daily import HardResult, hard_result
from kosci_gui.engine.daily import daily


def test_hard_result_is_fixed_by_the_day() -> None:
    day = daily(dt.date(2026, 12, 5))
    result = hard_result(day)
    assert 150 < result.points < 375 and result.turns == 13 and result.won
    assert hard_result(day) == result


def test_thousand_the_race_in_the_players_seat() -> None:
    day = daily(dt.date(2026, 12, 5), "thousand")
    result = hard_result(day)
    assert result == hard_result(day)
    # the race: the first seat reached 1000 (exact, the default preset) or the other seat did
    assert result.won == (result.points == 1000)
    assert 10 <= result.turns <= 200
    other = hard_result(daily(dt.date(2026, 12, 6), "thousand"))
    assert isinstance(other, HardResult) and other != result
