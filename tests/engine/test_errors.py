"""Every refusal the engine can raise has an English message (the GUI translates by code)."""

from __future__ import annotations

import re
from pathlib import Path

from kosci_gui.engine import errors

ENGINE = Path(errors.__file__).parent


def test_every_raised_code_has_a_message():
    codes = set()
    for path in ENGINE.glob("*.py"):
        codes |= set(re.findall(r'RuleError\(\s*"(\w+)"', path.read_text(encoding="utf-8")))
    assert codes, "no refusals found"
    assert codes <= set(errors.MESSAGES), codes - set(errors.MESSAGES)


def test_message_is_built_from_params():
    err = errors.RuleError("box_filled", box="chance", column=0)
    assert str(err) == "box chance in column 0 is already written"
    assert err.params == {"box": "chance", "column": 0}


def test_record_error_names_the_turn():
    assert str(errors.RecordError("bad", turn=3)) == "turn 3: bad"
    assert str(errors.RecordError("bad")) == "bad"
