"""The table: the board of each game, its dice tray, the chance bars and the big moments over it."""
