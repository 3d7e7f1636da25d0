"""Saved games, the autosave, unfinished games, the history database and statistics: files,
records and SQLite, headless (Qt's core only, for its standard paths and lock files; no
widgets). Used by the GUI; knows the engine's game records."""
