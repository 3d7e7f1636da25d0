"""Play: the controller between the engine and the widgets, and what runs beside it (computer
turns, hints, chances, pauses)."""
