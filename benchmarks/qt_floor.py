"""The least a PySide6 window costs to show: the floor under the app's start-up time.

    python benchmarks/startup.py --only floor --against tali     # the floor against Tali
    python benchmarks/startup.py --only source --against python benchmarks/qt_floor.py
    python benchmarks/startup.py --only floor --against python benchmarks/qt_floor.py --centred

QApplication, one main window of the app's size with a label, shown; nothing else (the same
interpreter, PySide6 and Qt plugins as the app, none of its code). ``--centred`` centres the
label: one use of Qt's namespace, which makes PySide6 build all of its 95 or so Python enum
classes — what any real window pays on top of the floor.
"""

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Kości")
    label = QLabel("Kości")
    if "--centred" in sys.argv[1:]:
        from PySide6.QtCore import Qt

        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.resize(1024, 700)
    window.show()
    sys.exit(app.exec())
