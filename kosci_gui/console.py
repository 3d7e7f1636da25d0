"""Lines for whoever started the app from a terminal (a windowed build has no stdout)."""

from __future__ import annotations

import sys


def write_line(text: str) -> None:
    """One line to stdout, if there is one (a windowed build has none)."""
    stream = sys.stdout
    if stream is None:
        return
    try:
        stream.write(text + "\n")
        stream.flush()
    except (OSError, ValueError):
        pass
