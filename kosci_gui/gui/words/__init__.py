"""Words: the names, rules and messages the player reads, in their language, and the translators."""
