"""The analysis says why for each mistake: the reasons of the choice made and of the best
one, from the exact solvers, in the mistake's text (read by a screen reader as a label)."""

from __future__ import annotations

from playing import played
from PySide6.QtWidgets import QLabel

from kosci_gui.ai.analysis import analyse
from kosci_gui.engine.record import to_record
from kosci_gui.gui.records.analysis_window import AnalysisWindow


def test_each_mistake_says_why(qtbot):
    doc = to_record(played())
    (ala,) = analyse(doc).players
    mistakes = ala.mistakes()
    assert mistakes and all(d.chosen_why and d.best_why for d in mistakes)
    assert all(not d.chosen_why for d in ala.decisions if d not in mistakes)
    window = AnalysisWindow(doc)
    qtbot.addWidget(window)
    window.run_to_end()
    qtbot.waitUntil(lambda: window.tabs.count() == 1)
    texts = [label.text() for label in window.tabs.widget(0).findChildren(QLabel)]
    said = [t for t in texts if "Why the choice:" in t]
    assert len(said) == len(mistakes)
    assert all("Why the best:" in t for t in said)
    assert any("This turn ends in:" in t or "more expected later" in t for t in said)
