"""The records of finished games: the end dialog, History, Statistics, the analysis and what luck
did."""
