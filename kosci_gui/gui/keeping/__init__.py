"""Keeping games safe: the autosave, undo, saved-game files, the history's upkeep and the
warnings while something cannot be saved."""
