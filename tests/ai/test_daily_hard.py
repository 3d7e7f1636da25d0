"""Today's dice against ``hard``: the strongest computer's solo score on the day's dice is the
same every time (it is what the player is compared with)."""

from __future__ import annotations

import datetime as dt

from kosci_gui.ai.daily import hard_score
from kosci_gui.engine.daily import daily


def test_hard_score_is_fixed_by_the_day() -> None:
    day = daily(dt.date(2026, 12, 5))
    score = hard_score(day)
    assert score is not None and 150 < score < 375
    assert hard_score(day) == score


def test_no_solo_thousand() -> None:
    assert hard_score(daily(dt.date(2026, 12, 5), "thousand")) is None
