"""The game engine: rules, scoring and state machines of every game. Pure Python, no Qt.

Public entry points:
- :func:`kosci_gui.engine.rules.make_rules` – validated rule options and presets;
- :class:`kosci_gui.engine.kosci.KosciGame` – classic, triple and full;
- :class:`kosci_gui.engine.thousand.ThousandGame` – Thousand;
- :mod:`kosci_gui.engine.record` – game records (load, save, replay).
"""

from .errors import RecordError, RuleError

__all__ = ["RecordError", "RuleError"]
