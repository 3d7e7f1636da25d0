"""A result worked out on a worker thread reaches the GUI thread, once, and never a receiver
that is gone (a window closed while the computer or the network was still busy)."""

from __future__ import annotations

import threading
from concurrent.futures import Future

import shiboken6
from PySide6.QtCore import QObject

from kosci_gui.gui.play.computer import when_done


def test_the_result_arrives_on_the_gui_thread(qtbot):
    receiver = QObject()
    future: Future[int] = Future()
    got: list[tuple[int, bool]] = []
    when_done(future, receiver,
              lambda done: got.append((done.result(),
                                       threading.current_thread() is threading.main_thread())))
    worker = threading.Thread(target=future.set_result, args=(7,))
    worker.start()
    worker.join()
    assert got == [], "not in the worker's callback: through the GUI thread's loop"
    qtbot.waitUntil(lambda: got == [(7, True)])


def test_a_receiver_deleted_meanwhile_gets_nothing(qtbot, caplog):
    receiver = QObject()
    future: Future[int] = Future()
    got: list[int] = []
    when_done(future, receiver, lambda done: got.append(done.result()))
    witness = QObject()
    witness_done: Future[int] = Future()
    when_done(witness_done, witness, lambda done: got.append(-done.result()))
    shiboken6.delete(receiver)
    worker = threading.Thread(target=lambda: (future.set_result(1), witness_done.set_result(2)))
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: got == [-2])  # the later delivery came, the earlier did not
    # and the worker announced it to nothing deleted (a future logs a callback that raised)
    assert not [r for r in caplog.records if r.name == "concurrent.futures"]
