"""Saved games, the history database, statistics and post-game analysis.

Used by the GUI; knows the engine's game records. Qt appears only where a path or a widget
needs it (``paths``, ``features``); the rest runs headless.
"""
