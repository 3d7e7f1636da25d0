"""Tables (issue 30): a game played at a table of seats — people and computers — wherever it
is played: in this process or on a server. Pure Python, no Qt and no asyncio: the session of
one table (:mod:`.session`), what each seat may see of it (:mod:`.views`), dice every player
can check (:mod:`.fair_dice`), the journal that lets a restarted server resume it
(:mod:`.journal`), and a seat's own copy of the game (:mod:`.mirror`)."""
