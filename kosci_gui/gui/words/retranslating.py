"""A widget that speaks the language chosen last: when the translators change (i18n installs
or removes them), Qt sends every widget a ``LanguageChange`` event, and a
:class:`Retranslating` widget answers it by setting its texts again in
:meth:`~Retranslating.retranslate_ui`.

Put it first among the bases (``class HistoryWindow(Retranslating, QDialog)``); a widget that
watches other changes too (its palette, its font) keeps a ``changeEvent`` of its own for them
and calls ``super().changeEvent(event)``, which reaches this one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    _Widget = QWidget
else:
    _Widget = object


class Retranslating(_Widget):
    """Mixed into a widget: ``retranslate_ui()`` runs at every change of language."""

    def retranslate_ui(self) -> None:
        """Set every text of the widget in the language installed now."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
