"""Everything Qt: start-up, the main window, boards, dialogs and the controller."""
