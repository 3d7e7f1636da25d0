"""Starting the app: the application object, and the scripted runs (self-test, demo, script)."""
