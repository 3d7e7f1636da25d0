"""The hint in words keeps to its share of the table: the advice always, then the reasons
that fit; what is left out is marked "…" and the whole hint stays in the tooltip."""

from __future__ import annotations

from kosci_gui.gui.table.hint_label import MORE, HintLabel

HINT = "\n".join([
    "Hint: hold 4 4 4 (expected final score 261.5)",
    "This turn ends in: Fours 81 % (on average 14.1), Full house 10 % (on average 25.0)",
    "The upper bonus comes closer: 68 % at the start of this turn, 75 % after this.",
    "75 % to win: your expected final score is 44.4 points above the best opponent's.",
])


def label(qtbot, room):
    hint = HintLabel(lambda: room)
    qtbot.addWidget(hint)
    hint.resize(320, 40)
    hint.set_hint(HINT)
    return hint


def test_a_hint_with_room_shows_every_reason(qtbot):
    hint = label(qtbot, 10_000)
    assert hint.text() == HINT and hint.toolTip() == ""
    assert hint.full_text == HINT and not hint.isHidden()


def test_a_short_table_shows_the_advice_and_the_reasons_that_fit(qtbot):
    line = label(qtbot, 10_000).fontMetrics().height()
    hint = label(qtbot, line * 4)  # the advice (1 line) and the turn's ends (2-3 lines)
    shown = hint.text().split("\n")
    assert 1 <= len(shown) < 4 and shown[0].startswith("Hint: hold 4 4 4")
    assert shown[-1].endswith(MORE) and hint.toolTip() == HINT
    tiny = label(qtbot, 1)  # no room at all: the advice still shows
    assert tiny.text() == HINT.split("\n")[0] + MORE


def test_a_wider_label_shows_more_and_no_hint_hides_it(qtbot):
    line = label(qtbot, 10_000).fontMetrics().height()
    hint = label(qtbot, line * 4)
    narrow = len(hint.text().split("\n"))
    hint.resize(2000, 40)
    assert len(hint.text().split("\n")) >= narrow
    hint.set_hint("")
    assert hint.isHidden() and hint.text() == ""
