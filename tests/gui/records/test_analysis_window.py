"""The analysis window's costliest mistakes: three side by side without sideways scrolling in
a narrow window, each die the player held marked underneath — by the word while it reads,
by a bar under a die too small for a long word."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QScrollArea

from kosci_gui.gui.records.analysis_window import SMALLEST_PT, AnalysisWindow, PositionView


def test_three_mistakes_fit_side_by_side_in_a_narrow_window(qtbot):
    record = Path(__file__).parents[2] / "engine" / "records" / "classic-polish-complete.json"
    window = AnalysisWindow(json.loads(record.read_text(encoding="utf-8")))
    qtbot.addWidget(window)
    window.resize(720, 640)
    window.show()
    window.run_to_end()
    qtbot.waitUntil(lambda: window.tabs.count() == 1)
    views = window.tabs.widget(0).findChildren(PositionView)
    assert len(views) == 3
    areas = window.findChildren(QScrollArea)
    assert areas
    qtbot.waitUntil(lambda: all(a.horizontalScrollBar().maximum() == 0 for a in areas))
    assert all(v.isVisible() and v.width() >= v.minimumWidth() for v in views)


def test_a_long_word_gives_way_to_a_bar_under_a_small_die(qtbot, monkeypatch):
    view = PositionView((2, 2, 5, 3, 2), (0, 1, 4), (0, 1, 4))
    qtbot.addWidget(view)
    base = view.font()
    assert view.held_font(base, 46) is not None  # "held" under a full-size die
    monkeypatch.setattr(PositionView, "held_word", lambda self: "оставлена")
    small = view.held_font(base, 58)
    assert small is not None and small.pointSizeF() < base.pointSizeF()  # smaller, still read
    assert view.held_font(base, 20) is None  # no room even at the smallest type: a bar
    assert SMALLEST_PT >= 7
