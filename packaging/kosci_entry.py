"""Entry script of the PyInstaller bundle: runs the app as the installed ``kosci`` command does.

The bundle cannot start from ``kosci_gui/__main__.py`` itself, because a script run as
``__main__`` has no parent package for its relative imports.
"""

import sys

from kosci_gui.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
