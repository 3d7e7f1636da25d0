"""Tables across computers (issue 30), below the GUI and free of Qt: the dice every player
can check (:mod:`fair_dice`); the table session, the protocol and the server come here."""
