"""Kości: dice games of the Yahtzee family and Thousand.

engine (pure Python) -> ai (numpy) -> gui (Qt); storage serves the gui.
"""

__version__ = "0.1.0"
