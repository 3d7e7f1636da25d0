"""The least a PySide6 window costs to show: the floor under the app's start-up time.

    python benchmarks/startup.py --only floor --against tali     # the floor against Tali
    python benchmarks/startup.py --only source --against python benchmarks/qt_floor.py

QApplication, one main window of the app's size with a label, shown; nothing else (the same
interpreter, PySide6 and Qt plugins as the app, none of its code).
"""

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Kości")
    window.setCentralWidget(QLabel("Kości"))
    window.resize(1024, 700)
    window.show()
    sys.exit(app.exec())
