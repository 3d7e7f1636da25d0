"""The main window, its actions, the start page and its dialogs."""
