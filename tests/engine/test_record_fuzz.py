"""Malformed records never crash the replay: any value anywhere in a valid record replaced
by any JSON value gives either a replay or a RecordError (kosci-cli: exit 2, a message)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kosci_gui.engine.errors import RecordError
from kosci_gui.engine.record import from_record

RECORDS = sorted(p for p in (Path(__file__).parent / "records").glob("*.json")
                 if not p.stem.startswith("refused-"))
DOCS = [json.loads(p.read_text(encoding="utf-8")) for p in RECORDS]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 1010) | st.floats(allow_nan=True)
    | st.text(max_size=8) | st.sampled_from(["classic", "thousand", "polish", "chance", "bank"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
        st.sampled_from(["dice", "held", "roll", "set_aside", "bank", "pass", "box", "column",
                         "player", "name", "preset", "x"]), inner, max_size=3),
    max_leaves=12)


def paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, (*prefix, i))


def replace(doc, path, value):
    if not path:
        return value
    doc = copy.deepcopy(doc)
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return doc


@pytest.mark.slow  # 200 damaged records replayed
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_damaged_record_replays_or_is_refused_with_a_message(data):
    doc = data.draw(st.sampled_from(DOCS))
    path = data.draw(st.sampled_from(list(paths(doc))))
    damaged = replace(doc, path, data.draw(json_values))
    try:
        from_record(damaged)
    except RecordError as err:
        assert str(err)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_record_missing_a_key_replays_or_is_refused_with_a_message(data):
    doc = data.draw(st.sampled_from(DOCS))
    dict_paths = [p for p in paths(doc) if isinstance(_get(doc, p), dict) and _get(doc, p)]
    path = data.draw(st.sampled_from(dict_paths))
    damaged = copy.deepcopy(doc)
    node = _get(damaged, path)
    del node[data.draw(st.sampled_from(sorted(node)))]
    try:
        from_record(damaged)
    except RecordError as err:
        assert str(err)


def _get(doc, path):
    for key in path:
        doc = doc[key]
    return doc
