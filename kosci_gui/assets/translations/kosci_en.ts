<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Kości</source>
        <translation>About Kości</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Kości {version}&lt;/h2&gt;&lt;p&gt;Dice games of the Yahtzee family and Thousand, with computer players and hints.&lt;/p&gt;&lt;p&gt;Classic, triple and full Kości, and Thousand — for one to six players at one screen.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kości {version}&lt;/h2&gt;&lt;p&gt;Dice games of the Yahtzee family and Thousand, with computer players and hints.&lt;/p&gt;&lt;p&gt;Classic, triple and full Kości, and Thousand — for one to six players at one screen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>More tools</source>
        <extracomment>Our own classes whose accessible has a role of its own (registered with :func:`give_role`). The accessibles&apos; factory, loaded when it is first asked for one (``access_tree.py``). How long a notice stays in the tree after it showed (a screen reader reads its name when it hears it show, a moment later).</extracomment>
        <translation>More tools</translation>
    </message>
</context>
<context>
    <name>Across</name>
    <message>
        <source>The table could not be opened to other computers: {error}.</source>
        <extracomment>Servers found on the local network (a list of {&quot;name&quot;, &quot;address&quot;}). Where the seat held at another computer&apos;s table is kept while its game goes on. The seat being taken at another computer&apos;s table (kept once the table says so). Where the app&apos;s own server listens: every interface of this computer (its local network; a --local-only server refuses peers from elsewhere). Tests use 127.0.0.1. Announce the app&apos;s tables on the local network, and look for others&apos; (DNS-SD).</extracomment>
        <translation>The table could not be opened to other computers: {error}.</translation>
    </message>
    <message>
        <source>Back to the table?</source>
        <translation>Back to the table?</translation>
    </message>
    <message>
        <source>When Kości closed, you were playing at table {table} at {address} as {name}. Go back to your seat?</source>
        <translation>When Kości closed, you were playing at table {table} at {address} as {name}. Go back to your seat?</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Go back</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Give up the seat</translation>
    </message>
    <message>
        <source>The seat could not be taken back: {message}</source>
        <translation>The seat could not be taken back: {message}</translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message>
        <source>Analysis — {game}</source>
        <extracomment>Try again was asked for a mistake (its :class:`Decision`; the record is ``doc``).</extracomment>
        <translation>Analysis — {game}</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Analysis progress</translation>
    </message>
    <message>
        <source>{game} games are not analysed.</source>
        <translation>{game} games are not analysed.</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Analysing the game…</translation>
    </message>
    <message>
        <source>Only computer players played this game.</source>
        <translation>Only computer players played this game.</translation>
    </message>
    <message>
        <source>Expected points lost compare each choice with the best one, as the advisor values them.</source>
        <translation>Expected points lost compare each choice with the best one, as the advisor values them.</translation>
    </message>
    <message>
        <source>The analysis failed: {error}</source>
        <translation>The analysis failed: {error}</translation>
    </message>
    <message>
        <source>Turn {turn}, after roll {roll}</source>
        <translation>Turn {turn}, after roll {roll}</translation>
    </message>
    <message>
        <source>Expected points lost in this game: {lost:.1f} over {n} decisions.</source>
        <translation>Expected points lost in this game: {lost:.1f} over {n} decisions.</translation>
    </message>
    <message>
        <source>{n} decisions could not be valued.</source>
        <translation>{n} decisions could not be valued.</translation>
    </message>
    <message>
        <source>The costliest mistakes</source>
        <translation>The costliest mistakes</translation>
    </message>
    <message>
        <source>No mistakes: every choice was the best.</source>
        <translation>No mistakes: every choice was the best.</translation>
    </message>
    <message>
        <source>Dice outlined and marked underneath (&quot;held&quot;, or a bar where the word has no room): the dice held by the player. Dashed outline: the dice the advisor would hold.</source>
        <translation>Dice outlined and marked underneath (&quot;held&quot;, or a bar where the word has no room): the dice held by the player. Dashed outline: the dice the advisor would hold.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Every decision</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choice</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Points lost</translation>
    </message>
    <message>
        <source>{move} (written automatically)</source>
        <translation>{move} (written automatically)</translation>
    </message>
    <message>
        <source>{where}: {lost:.1f} points lost</source>
        <translation>{where}: {lost:.1f} points lost</translation>
    </message>
    <message>
        <source>Dice {dice}, {rolls}.</source>
        <translation>Dice {dice}, {rolls}.</translation>
    </message>
    <message>
        <source>Chosen: {move} (expected final score {value:.1f})</source>
        <translation>Chosen: {move} (expected final score {value:.1f})</translation>
    </message>
    <message>
        <source>Best: {move} (expected final score {value:.1f})</source>
        <translation>Best: {move} (expected final score {value:.1f})</translation>
    </message>
    <message>
        <source>Why the choice: {why}</source>
        <translation>Why the choice: {why}</translation>
    </message>
    <message>
        <source>Why the best: {why}</source>
        <translation>Why the best: {why}</translation>
    </message>
    <message>
        <source>Card: {card}</source>
        <translation>Card: {card}</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Try again</translation>
    </message>
    <message>
        <source>Try again: {where}</source>
        <translation>Try again: {where}</translation>
    </message>
</context>
<context>
    <name>AsideStrip</name>
    <message>
        <source>Set aside: {dice}</source>
        <extracomment>Largest a die set aside is drawn (logical pixels): smaller than those in the tray.</extracomment>
        <translation>Set aside: {dice}</translation>
    </message>
</context>
<context>
    <name>AtTable</name>
    <message>
        <source>Your move is on its way to the table…</source>
        <extracomment>A game starts on the window (this table&apos;s, or another that takes its place). The table&apos;s game has ended and its dice were checked (:attr:`verdict`). A move was sent and its answer has not come yet (intents wait). Moves to send one after another (Thousand: the dice chosen, then the throw). The table&apos;s round whose game the controller plays (a new round: a new game). &quot;dice checked&quot;, or the first die that does not match (None: not ended yet). The table&apos;s whole record once the game has ended (for the history). Plays the turns this seat may not see (its computer player is made once). Who was connected at the last view (the others are told when that changes).</extracomment>
        <translation>Your move is on its way to the table…</translation>
    </message>
    <message>
        <source>The table refused the move: {reason}.</source>
        <translation>The table refused the move: {reason}.</translation>
    </message>
    <message>
        <source>{name} has played a turn (the cards are hidden).</source>
        <translation>{name} has played a turn (the cards are hidden).</translation>
    </message>
    <message>
        <source>{name}: {phrase}</source>
        <translation>{name}: {phrase}</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} is back at the table.</translation>
    </message>
    <message>
        <source>{name}: connection lost — {time} to come back before a computer plays for them.</source>
        <translation>{name}: connection lost — {time} to come back before a computer plays for them.</translation>
    </message>
    <message>
        <source>{name}: connection lost — their clock runs in their turn.</source>
        <translation>{name}: connection lost — their clock runs in their turn.</translation>
    </message>
    <message>
        <source>Connected to the table again.</source>
        <translation>Connected to the table again.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: connecting again…</source>
        <translation>The connection to the table was lost: connecting again…</translation>
    </message>
</context>
<context>
    <name>AutoPlay</name>
    <message>
        <source>{player} is getting ready: the first game with these rules takes a while.</source>
        <extracomment>How long a step waits for a computer player still being built before it asks again every POLL_MS (loading a table takes a moment, building one longer). One second of the auto-score&apos;s countdown, in ms (a seam: tests shorten it). With no board to say when the dice lie still, the countdown starts this long after the animation&apos;s length. Builds a computer player in the background (a seam: tests give their own). (game kind, rules, level, seed, the game to play) -&gt; the player, built in the background. The move shown before it is made; the box selected in confirm-move mode. Seconds left before the auto-score writes the previewed box (None: not counting). The auto-score waits to count down (for the dice to lie still, or its player). Do the dice of the last roll lie still (the board says when they do)? The turn (player, their turn number) whose automatic write the player stopped.</extracomment>
        <translation>{player} is getting ready: the first game with these rules takes a while.</translation>
    </message>
    <message>
        <source>{player} cannot play: {error}. The game is saved; start a new game or try again later.</source>
        <translation>{player} cannot play: {error}. The game is saved; start a new game or try again later.</translation>
    </message>
    <message>
        <source>{box} in {seconds}… (press any key or click to choose yourself)</source>
        <translation>{box} in {seconds}… (press any key or click to choose yourself)</translation>
    </message>
    <message>
        <source>The automatic write is stopped: choose a box.</source>
        <translation>The automatic write is stopped: choose a box.</translation>
    </message>
</context>
<context>
    <name>AutoWriteBox</name>
    <message>
        <source>Off</source>
        <extracomment>The longest auto-write delay offered (seconds).</extracomment>
        <translation>Off</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>As the rules say (Penta: 3 s)</source>
        <translation>As the rules say (Penta: 3 s)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Game over</source>
        <extracomment>The table is laid out for this size at the user&apos;s font size; a larger table grows its text and dice with it, up to MAX_SCALE times. The most of the table&apos;s height the hint in words takes (its reasons beyond are left out). Tallest the dice tray grows at the base size (logical pixels). The clock turns to a warning colour in a player&apos;s last seconds. Widest the buttons under the dice grow (logical pixels). The clock&apos;s last seconds: white on a deep red band (7:1, whatever the cloth&apos;s colour). A kind of button on the table. The dice on the table (every game has them). Whose turn it is, over the dice (:meth:`make_turn_label`, :meth:`show_turn`). The dice&apos;s panel beside the score pad (the board turns it to fit the window). Is this the board of the game being played? (Not until the window puts it on the table; the window keeps a board of each kind it has shown: the others take no game.) The score pads lying on the table (each casts a shadow on the cloth). How much larger than at BASE_SIZE the table&apos;s text and dice are drawn. The big moments (five of a kind, bonuses, an overtake, the winner) over the table. The hint in words (hints on): what to keep and what to let go, or whether to throw again; placed by each board under its buttons, hidden while there is none. Hidden cards in hot-seat play: over the table until the next player takes the seat. Each player&apos;s chance to win (View → Chances to win), placed by each board.</extracomment>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Show the next player&apos;s card</source>
        <translation>Show the next player&apos;s card</translation>
    </message>
    <message>
        <source>Pass the screen to {player}
— click or press Space to show your card —</source>
        <translation>Pass the screen to {player}
— click or press Space to show your card —</translation>
    </message>
    <message>
        <source>{player} — {time}</source>
        <translation>{player} — {time}</translation>
    </message>
    <message>
        <source>Time left on {player}&apos;s clock</source>
        <translation>Time left on {player}&apos;s clock</translation>
    </message>
</context>
<context>
    <name>BoxHelp</name>
    <message>
        <source>Sum of the dice showing 1.</source>
        <extracomment>The explanation of an upper box, by face (context &quot;BoxHelp&quot;).</extracomment>
        <translation>Sum of the dice showing 1.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 2.</source>
        <translation>Sum of the dice showing 2.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 3.</source>
        <translation>Sum of the dice showing 3.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 4.</source>
        <translation>Sum of the dice showing 4.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 5.</source>
        <translation>Sum of the dice showing 5.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 6.</source>
        <translation>Sum of the dice showing 6.</translation>
    </message>
    <message>
        <source>At least three equal dice: the sum of all five.</source>
        <extracomment>The explanations of the other boxes (context &quot;BoxHelp&quot;), keyed as :data:`_RULES`; placeholders {points}, {times}, {run}.</extracomment>
        <translation>At least three equal dice: the sum of all five.</translation>
    </message>
    <message>
        <source>At least four equal dice: the sum of all five.</source>
        <translation>At least four equal dice: the sum of all five.</translation>
    </message>
    <message>
        <source>Three of one face and two of another: {points}.</source>
        <translation>Three of one face and two of another: {points}.</translation>
    </message>
    <message>
        <source>Four consecutive faces (1-2-3-4, 2-3-4-5 or 3-4-5-6): {points}.</source>
        <translation>Four consecutive faces (1-2-3-4, 2-3-4-5 or 3-4-5-6): {points}.</translation>
    </message>
    <message>
        <source>Five consecutive faces (1-2-3-4-5 or 2-3-4-5-6): {points}.</source>
        <translation>Five consecutive faces (1-2-3-4-5 or 2-3-4-5-6): {points}.</translation>
    </message>
    <message>
        <source>Five equal dice: {points}.</source>
        <translation>Five equal dice: {points}.</translation>
    </message>
    <message>
        <source>Two equal dice: twice the highest such face.</source>
        <translation>Two equal dice: twice the highest such face.</translation>
    </message>
    <message>
        <source>Three equal dice: three times the face.</source>
        <translation>Three equal dice: three times the face.</translation>
    </message>
    <message>
        <source>Four equal dice: four times the face.</source>
        <translation>Four equal dice: four times the face.</translation>
    </message>
    <message>
        <source>Two different pairs: twice each of the two faces.</source>
        <translation>Two different pairs: twice each of the two faces.</translation>
    </message>
    <message>
        <source>Exactly {run}: {points}.</source>
        <translation>Exactly {run}: {points}.</translation>
    </message>
    <message>
        <source>Three of one face and two of another: the sum of all five.</source>
        <translation>Three of one face and two of another: the sum of all five.</translation>
    </message>
    <message>
        <source>Five equal dice: {times} × the sum.</source>
        <translation>Five equal dice: {times} × the sum.</translation>
    </message>
    <message>
        <source>Any dice: the sum of all five.</source>
        <translation>Any dice: the sum of all five.</translation>
    </message>
</context>
<context>
    <name>BoxRules</name>
    <message>
        <source>total of 1s</source>
        <extracomment>The short rule of an upper box, by face (context &quot;BoxRules&quot;).</extracomment>
        <translation>total of 1s</translation>
    </message>
    <message>
        <source>total of 2s</source>
        <translation>total of 2s</translation>
    </message>
    <message>
        <source>total of 3s</source>
        <translation>total of 3s</translation>
    </message>
    <message>
        <source>total of 4s</source>
        <translation>total of 4s</translation>
    </message>
    <message>
        <source>total of 5s</source>
        <translation>total of 5s</translation>
    </message>
    <message>
        <source>total of 6s</source>
        <translation>total of 6s</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>sum of the pair</source>
        <extracomment>The short rules of the other boxes, by how they score and how many equal dice they need (0: any); a box that scores fixed points shows its points.</extracomment>
        <translation>sum of the pair</translation>
    </message>
    <message>
        <source>sum of the pairs</source>
        <translation>sum of the pairs</translation>
    </message>
    <message>
        <source>sum of the three</source>
        <translation>sum of the three</translation>
    </message>
    <message>
        <source>sum of the four</source>
        <translation>sum of the four</translation>
    </message>
    <message>
        <source>{times} × total</source>
        <translation>{times} × total</translation>
    </message>
    <message>
        <source>{threshold}+ → {bonus}</source>
        <extracomment>The short rules of the summary rows (context &quot;BoxRules&quot;); placeholders as ROW_HELP&apos;s.</extracomment>
        <translation>{threshold}+ → {bonus}</translation>
    </message>
    <message>
        <source>+{bonus} each</source>
        <translation>+{bonus} each</translation>
    </message>
</context>
<context>
    <name>Boxes</name>
    <message>
        <source>Ones</source>
        <translation>Ones</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Twos</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Threes</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Fours</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fives</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sixes</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Two pairs</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Three of a kind</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Four of a kind</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Small straight</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Large straight</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Five of a kind</translation>
    </message>
</context>
<context>
    <name>Cells</name>
    <message>
        <source>Would write {points} here; the upper boxes do not count in this game.</source>
        <extracomment>Words for a screen reader (value, preview, forbidden, written automatically soon…). In the column of the player whose turn it is (tinted): a sum changes look with the turn, so it is announced (and repainted) with the rest of the column.</extracomment>
        <translation>Would write {points} here; the upper boxes do not count in this game.</translation>
    </message>
    <message>
        <source>{points} ×{weight} = {weighted}, and the five-of-a-kind bonus +{bonus}: {worth} in all.</source>
        <translation>{points} ×{weight} = {weighted}, and the five-of-a-kind bonus +{bonus}: {worth} in all.</translation>
    </message>
    <message>
        <source>{points} ×{weight} = {worth} in this column.</source>
        <translation>{points} ×{weight} = {worth} in this column.</translation>
    </message>
    <message>
        <source>{base} ×{multiplier} = {points}: a combination written after the first roll scores ×3, after a later roll of all five dice ×2.</source>
        <translation>{base} ×{multiplier} = {points}: a combination written after the first roll scores ×3, after a later roll of all five dice ×2.</translation>
    </message>
    <message>
        <source>{points}, and the five-of-a-kind bonus +{bonus}.</source>
        <translation>{points}, and the five-of-a-kind bonus +{bonus}.</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>{rule} The joker rule does not allow this box now.</source>
        <translation>{rule} The joker rule does not allow this box now.</translation>
    </message>
    <message>
        <source>not allowed now (joker)</source>
        <translation>not allowed now (joker)</translation>
    </message>
    <message>
        <source>would score {text}</source>
        <translation>would score {text}</translation>
    </message>
    <message>
        <source>{points} · {seconds} s</source>
        <translation>{points} · {seconds} s</translation>
    </message>
    <message>
        <source>written automatically in {seconds} s</source>
        <translation>written automatically in {seconds} s</translation>
    </message>
    <message>
        <source>the hint&apos;s best choice</source>
        <translation>the hint&apos;s best choice</translation>
    </message>
    <message>
        <source>{rule} Expected final score: {value:.1f}</source>
        <translation>{rule} Expected final score: {value:.1f}</translation>
    </message>
</context>
<context>
    <name>ChanceBars</name>
    <message>
        <source>Chances to win: {list}</source>
        <extracomment>One hue per seat (degrees), far apart so six lines stay apart. Between two columns of seats; the shortest a bar gets before it gives way to a dot; the dot (a bar no longer than it is high), the last before names are shortened. Every seat&apos;s figure on one line (&quot;Expected final scores: Ala 231 · Ola 262&quot;). Each seat&apos;s bar as a screen reader reads it.</extracomment>
        <translation>Chances to win: {list}</translation>
    </message>
    <message>
        <source>Chances to win: being worked out</source>
        <translation>Chances to win: being worked out</translation>
    </message>
    <message>
        <source>{player}: {percent} chance to win</source>
        <translation>{player}: {percent} chance to win</translation>
    </message>
    <message>
        <source>{player}: chance to win being worked out</source>
        <translation>{player}: chance to win being worked out</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>{player}: {end} at the end, at best {best}</source>
        <extracomment>What each chance weighs at each point of the series (a reason per seat). Points of the series a round of the table takes (a turn of each player).</extracomment>
        <translation>{player}: {end} at the end, at best {best}</translation>
    </message>
    <message>
        <source>at the start — {figures}</source>
        <translation>at the start — {figures}</translation>
    </message>
    <message>
        <source>Chances to win, turn by turn</source>
        <translation>Chances to win, turn by turn</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turn</translation>
    </message>
    <message>
        <source>At the start: {list}</source>
        <translation>At the start: {list}</translation>
    </message>
    <message>
        <source>Turn {turn}: {list}</source>
        <translation>Turn {turn}: {list}</translation>
    </message>
</context>
<context>
    <name>Chances</name>
    <message>
        <source>Chances to win are not available: {error}.</source>
        <extracomment>The chances were worked out again, or are no longer shown. Asks the win-chance model (``prepare`` and ``ask`` are seams for tests).</extracomment>
        <translation>Chances to win are not available: {error}.</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>box filled ({points} or 0)</source>
        <extracomment>Labels of choice values, by (option key, value).</extracomment>
        <translation>box filled ({points} or 0)</translation>
    </message>
    <message>
        <source>box holds {points}</source>
        <translation>box holds {points}</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>forced</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>not counted</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>left out</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>counted</translation>
    </message>
    <message>
        <source>exactly {goal}</source>
        <translation>exactly {goal}</translation>
    </message>
    <message>
        <source>{goal} or more</source>
        <translation>{goal} or more</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
</context>
<context>
    <name>ComparisonWindow</name>
    <message>
        <source>Your new choice</source>
        <extracomment>The new choice ended the practice game (its end dialog waits for this window).</extracomment>
        <translation>Your new choice</translation>
    </message>
    <message>
        <source>Your choice in the game</source>
        <translation>Your choice in the game</translation>
    </message>
    <message>
        <source>The best</source>
        <translation>The best</translation>
    </message>
    <message>
        <source>Your new choice is the best one (the choice in the game lost {lost:.1f} points).</source>
        <translation>Your new choice is the best one (the choice in the game lost {lost:.1f} points).</translation>
    </message>
    <message>
        <source>Better: your new choice loses {new:.1f} points against the best, the choice in the game lost {old:.1f}.</source>
        <translation>Better: your new choice loses {new:.1f} points against the best, the choice in the game lost {old:.1f}.</translation>
    </message>
    <message>
        <source>Not better: your new choice loses {new:.1f} points against the best, the choice in the game lost {old:.1f}.</source>
        <translation>Not better: your new choice loses {new:.1f} points against the best, the choice in the game lost {old:.1f}.</translation>
    </message>
    <message>
        <source>Tried again — {game}</source>
        <translation>Tried again — {game}</translation>
    </message>
    <message>
        <source>Turn {turn}, after roll {roll}: dice {dice}, {rolls}.</source>
        <translation>Turn {turn}, after roll {roll}: dice {dice}, {rolls}.</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choice</translation>
    </message>
    <message>
        <source>Expected final score</source>
        <translation>Expected final score</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Points lost</translation>
    </message>
    <message>
        <source>The choices compared</source>
        <translation>The choices compared</translation>
    </message>
    <message>
        <source>{whose}: {move}, expected final score {value:.1f}, {lost:.1f} points lost.</source>
        <translation>{whose}: {move}, expected final score {value:.1f}, {lost:.1f} points lost.</translation>
    </message>
    <message>
        <source>That was the practice game&apos;s last choice: its end is shown when you close this window. It is not counted in the statistics or the high scores.</source>
        <translation>That was the practice game&apos;s last choice: its end is shown when you close this window. It is not counted in the statistics or the high scores.</translation>
    </message>
    <message>
        <source>The game goes on from here as practice: it is not counted in the statistics or the high scores.</source>
        <translation>The game goes on from here as practice: it is not counted in the statistics or the high scores.</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Today&apos;s dice</source>
        <translation>Today&apos;s dice</translation>
    </message>
    <message>
        <source>The same dice for everyone today. Your first game of the day counts, and at its end you see what the Hard computer scored on the same dice; later games are practice. Give a friend the code to play the same dice.</source>
        <translation>The same dice for everyone today. Your first game of the day counts, and at its end you see what the Hard computer scored on the same dice; later games are practice. Give a friend the code to play the same dice.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Or a friend&apos;s &amp;code:</source>
        <translation>Or a friend&apos;s &amp;code:</translation>
    </message>
    <message>
        <source>Against the &amp;computer</source>
        <translation>Against the &amp;computer</translation>
    </message>
    <message>
        <source>This code names no game of today&apos;s dice.</source>
        <translation>This code names no game of today&apos;s dice.</translation>
    </message>
    <message>
        <source>The code of {date}: {code}</source>
        <translation>The code of {date}: {code}</translation>
    </message>
</context>
<context>
    <name>DailyList</name>
    <message>
        <source>{points} in {turns}</source>
        <translation>{points} in {turns}</translation>
    </message>
    <message>
        <source>{game}: {score} (the hard computer: {hard})</source>
        <translation>{game}: {score} (the hard computer: {hard})</translation>
    </message>
    <message>
        <source>Today&apos;s dice</source>
        <translation>Today&apos;s dice</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Your score</translation>
    </message>
    <message>
        <source>Hard computer</source>
        <translation>Hard computer</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Counts</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>practice</translation>
    </message>
    <message>
        <source>for the record</source>
        <translation>for the record</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <source>not rolled</source>
        <extracomment>The tray that paints this die (and is told when it must paint it again). The hint for this die: &quot;&quot; (none), HOLD (not held, advised to hold) or RELEASE (held, advised to let go).</extracomment>
        <translation>not rolled</translation>
    </message>
    <message>
        <source>die {number}, {face}</source>
        <translation>die {number}, {face}</translation>
    </message>
    <message>
        <source>{die}, {mark}</source>
        <translation>{die}, {mark}</translation>
    </message>
    <message>
        <source>held</source>
        <translation>held</translation>
    </message>
    <message>
        <source>{die}; hint: hold it</source>
        <translation>{die}; hint: hold it</translation>
    </message>
    <message>
        <source>{die}; hint: let it go</source>
        <translation>{die}; hint: let it go</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Game over</source>
        <extracomment>``done()`` codes of the New game, Analysis and Undo buttons.</extracomment>
        <translation>Game over</translation>
    </message>
    <message>
        <source>No winner: time ran out.</source>
        <translation>No winner: time ran out.</translation>
    </message>
    <message>
        <source>A draw: {names} share the win!</source>
        <translation>A draw: {names} share the win!</translation>
    </message>
    <message>
        <source>{name} scored {total}.</source>
        <translation>{name} scored {total}.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <source>An assisted game (hints or undo were used): it is not counted for the high scores.</source>
        <extracomment>The big moment of the last action, on the board this dialog covers.</extracomment>
        <translation>An assisted game (hints or undo were used): it is not counted for the high scores.</translation>
    </message>
    <message>
        <source>A practice game: it is not counted in the statistics or the high scores.</source>
        <translation>A practice game: it is not counted in the statistics or the high scores.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <extracomment>At a table across computers: whether every die came from the seeds (issue 30 §3). Today&apos;s dice: the day&apos;s code, what hard scored on the same dice, practice or not.</extracomment>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>{name} (out of time)</source>
        <translation>{name} (out of time)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <source>Dice checked: every die came from the table&apos;s committed seed and the players&apos; seeds.</source>
        <extracomment>What luck did: filled in once it is worked out.</extracomment>
        <translation>Dice checked: every die came from the table&apos;s committed seed and the players&apos; seeds.</translation>
    </message>
    <message>
        <source>The dice do NOT check: {detail}</source>
        <translation>The dice do NOT check: {detail}</translation>
    </message>
    <message>
        <source>Today&apos;s dice {code}.</source>
        <translation>Today&apos;s dice {code}.</translation>
    </message>
    <message>
        <source>The hard computer scored {hard} on the same dice.</source>
        <translation>The hard computer scored {hard} on the same dice.</translation>
    </message>
    <message>
        <source>A practice game: the day&apos;s game counted the first time.</source>
        <translation>A practice game: the day&apos;s game counted the first time.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Unknown game {game}; choose one of {choices}.</source>
        <translation>Unknown game {game}; choose one of {choices}.</translation>
    </message>
    <message>
        <source>Unknown preset {preset} for {game}; choose one of {choices}.</source>
        <translation>Unknown preset {preset} for {game}; choose one of {choices}.</translation>
    </message>
    <message>
        <source>Unknown rule option {key} for {game}.</source>
        <translation>Unknown rule option {key} for {game}.</translation>
    </message>
    <message>
        <source>The option “{key}” cannot be {value}: {expected}.</source>
        <translation>The option “{key}” cannot be {value}: {expected}.</translation>
    </message>
    <message>
        <source>{game} is played by {low} to {high} players, not {count}.</source>
        <translation>{game} is played by {low} to {high} players, not {count}.</translation>
    </message>
    <message>
        <source>Player names must be unique and not empty: “{name}”.</source>
        <translation>Player names must be unique and not empty: “{name}”.</translation>
    </message>
    <message>
        <source>The game clock is {low} to {high} minutes per player, not {minutes}.</source>
        <translation>The game clock is {low} to {high} minutes per player, not {minutes}.</translation>
    </message>
    <message>
        <source>The game has ended.</source>
        <translation>The game has ended.</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn, not {player}&apos;s.</source>
        <translation>It is {current}&apos;s turn, not {player}&apos;s.</translation>
    </message>
    <message>
        <source>{player} is out of the game.</source>
        <translation>{player} is out of the game.</translation>
    </message>
    <message>
        <source>No rolls left: three rolls per turn at most.</source>
        <translation>No rolls left: three rolls per turn at most.</translation>
    </message>
    <message>
        <source>Every die is held: release at least one to roll.</source>
        <translation>Every die is held: release at least one to roll.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after a roll.</source>
        <translation>Roll first: dice can be held only after a roll.</translation>
    </message>
    <message>
        <source>There is no die number {index}.</source>
        <translation>There is no die number {index}.</translation>
    </message>
    <message>
        <source>Roll first: a box can be written only after a roll.</source>
        <translation>Roll first: a box can be written only after a roll.</translation>
    </message>
    <message>
        <source>There is no box {box} in this game.</source>
        <translation>There is no box {box} in this game.</translation>
    </message>
    <message>
        <source>There is no column {column}; this game has {columns}.</source>
        <translation>There is no column {column}; this game has {columns}.</translation>
    </message>
    <message>
        <source>{box} is already written.</source>
        <translation>{box} is already written.</translation>
    </message>
    <message>
        <source>Joker: use one of {allowed} for these dice, not {box}.</source>
        <translation>Joker: use one of {allowed} for these dice, not {box}.</translation>
    </message>
    <message>
        <source>That is not part of this game.</source>
        <translation>That is not part of this game.</translation>
    </message>
    <message>
        <source>Held dice keep their values: die {index} was {old}, not {new}.</source>
        <translation>Held dice keep their values: die {index} was {old}, not {new}.</translation>
    </message>
    <message>
        <source>The dice must be {count} values from 1 to 6, not {dice}.</source>
        <translation>The dice must be {count} values from 1 to 6, not {dice}.</translation>
    </message>
    <message>
        <source>Throw the dice first.</source>
        <translation>Throw the dice first.</translation>
    </message>
    <message>
        <source>Set aside at least one scoring die from this throw first.</source>
        <translation>Set aside at least one scoring die from this throw first.</translation>
    </message>
    <message>
        <source>Dice were already set aside from this throw: throw again, write or pass.</source>
        <translation>Dice were already set aside from this throw: throw again, write or pass.</translation>
    </message>
    <message>
        <source>{dice} is not part of the throw {throw}.</source>
        <translation>{dice} is not part of the throw {throw}.</translation>
    </message>
    <message>
        <source>Set aside at least one die.</source>
        <translation>Set aside at least one die.</translation>
    </message>
    <message>
        <source>{dice} does not score: every die set aside must score.</source>
        <translation>{dice} does not score: every die set aside must score.</translation>
    </message>
    <message>
        <source>{dice} would take the score past {goal} ({score} + {points}).</source>
        <translation>{dice} would take the score past {goal} ({score} + {points}).</translation>
    </message>
    <message>
        <source>Writing needs at least {needed} scoring dice set aside (so far: {count}).</source>
        <translation>Writing needs at least {needed} scoring dice set aside (so far: {count}).</translation>
    </message>
    <message>
        <source>A write may not pass {goal} ({total}).</source>
        <translation>A write may not pass {goal} ({total}).</translation>
    </message>
    <message>
        <source>pairs of low and high scores with 0 ≤ low &lt; high ≤ {goal}</source>
        <translation>pairs of low and high scores with 0 ≤ low &lt; high ≤ {goal}</translation>
    </message>
    <message>
        <source>The first write must be at least {opening} points, not {points}.</source>
        <translation>The first write must be at least {opening} points, not {points}.</translation>
    </message>
    <message>
        <source>In the pit {low}–{high}: a write must reach {high} (only {total}).</source>
        <translation>In the pit {low}–{high}: a write must reach {high} (only {total}).</translation>
    </message>
    <message>
        <source>Passing before the first throw is not allowed.</source>
        <translation>Passing before the first throw is not allowed.</translation>
    </message>
    <message>
        <source>The throw must have {count} dice, not {given}.</source>
        <translation>The throw must have {count} dice, not {given}.</translation>
    </message>
    <message>
        <source>This game has no clock.</source>
        <translation>This game has no clock.</translation>
    </message>
    <message>
        <source>There is no written box to undo.</source>
        <translation>There is no written box to undo.</translation>
    </message>
    <message>
        <source>That is not allowed here.</source>
        <translation>That is not allowed here.</translation>
    </message>
    <message>
        <source>Joker: the {allowed} box must be used, not {box}.</source>
        <extracomment>The joker&apos;s refusal when one box only may take the dice.</extracomment>
        <translation>Joker: the {allowed} box must be used, not {box}.</translation>
    </message>
    <message>
        <source>choose one of {choices}</source>
        <translation>choose one of {choices}</translation>
    </message>
    <message>
        <source>choose on or off</source>
        <translation>choose on or off</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}</source>
        <translation>a whole number from {low} to {high}</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>{player}&apos;s turn.</source>
        <extracomment>Templates of the engine&apos;s events (engine/events.py), keyed by event and variant. Placeholders: {player}, {by} (names), {points}, {score}, {low}, {high}, {dice}, {penalty}, {bonus}, {box}, {rolls}.</extracomment>
        <translation>{player}&apos;s turn.</translation>
    </message>
    <message>
        <source>{player}: {rolls}. Hold dice and roll again, or write a box.</source>
        <translation>{player}: {rolls}. Hold dice and roll again, or write a box.</translation>
    </message>
    <message>
        <source>{player}: no rolls left, write a box.</source>
        <translation>{player}: no rolls left, write a box.</translation>
    </message>
    <message>
        <source>{player}: {rolls}.</source>
        <translation>{player}: {rolls}.</translation>
    </message>
    <message>
        <source>{player}: no rolls left.</source>
        <translation>{player}: no rolls left.</translation>
    </message>
    <message>
        <source>Five of a kind as a joker: only the enabled boxes may take it.</source>
        <translation>Five of a kind as a joker: only the enabled boxes may take it.</translation>
    </message>
    <message>
        <source>{player} wrote {points} in {box}.</source>
        <translation>{player} wrote {points} in {box}.</translation>
    </message>
    <message>
        <source>{player} throws {dice}.</source>
        <translation>{player} throws {dice}.</translation>
    </message>
    <message>
        <source>Set aside {dice}: +{points}.</source>
        <translation>Set aside {dice}: +{points}.</translation>
    </message>
    <message>
        <source>All five dice score ({points} so far): write, or throw all five again.</source>
        <translation>All five dice score ({points} so far): write, or throw all five again.</translation>
    </message>
    <message>
        <source>{player} writes {points} and has {score}.</source>
        <translation>{player} writes {points} and has {score}.</translation>
    </message>
    <message>
        <source>{player} is in the pit {low}–{high}: the next write must reach {high}.</source>
        <translation>{player} is in the pit {low}–{high}: the next write must reach {high}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}: {player} −{penalty}, {by} +{bonus}.</source>
        <translation>{by} overtakes {player}: {player} −{penalty}, {by} +{bonus}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}: {player} −{penalty}.</source>
        <translation>{by} overtakes {player}: {player} −{penalty}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}: {by} +{bonus}.</source>
        <translation>{by} overtakes {player}: {by} +{bonus}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}.</source>
        <translation>{by} overtakes {player}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}, who is protected and loses nothing.</source>
        <translation>{by} overtakes {player}, who is protected and loses nothing.</translation>
    </message>
    <message>
        <source>{player}: nothing scores in this throw, the turn&apos;s points are lost.</source>
        <translation>{player}: nothing scores in this throw, the turn&apos;s points are lost.</translation>
    </message>
    <message>
        <source>{player} reaches {goal} and wins!</source>
        <translation>{player} reaches {goal} and wins!</translation>
    </message>
    <message>
        <source>{player}: every scoring choice would pass {goal}, the turn is lost.</source>
        <translation>{player}: every scoring choice would pass {goal}, the turn is lost.</translation>
    </message>
    <message>
        <source>{player} passes without writing.</source>
        <translation>{player} passes without writing.</translation>
    </message>
    <message>
        <source>{player} scored nothing on the first throw: −{points}.</source>
        <translation>{player} scored nothing on the first throw: −{points}.</translation>
    </message>
    <message>
        <source>{player}: three turns in a row without a write: −{points}.</source>
        <translation>{player}: three turns in a row without a write: −{points}.</translation>
    </message>
    <message>
        <source>{player}&apos;s time is up: {player} is out.</source>
        <translation>{player}&apos;s time is up: {player} is out.</translation>
    </message>
    <message>
        <source>{player} wrote a box.</source>
        <translation>{player} wrote a box.</translation>
    </message>
    <message>
        <source>{player} writes the turn&apos;s points.</source>
        <translation>{player} writes the turn&apos;s points.</translation>
    </message>
    <message>
        <source>{player}: miss — {points} points lost</source>
        <translation>{player}: miss — {points} points lost</translation>
    </message>
    <message>
        <source>{player}: miss</source>
        <translation>{player}: miss</translation>
    </message>
    <message>
        <source>{player}: nothing on the first throw — {points}</source>
        <translation>{player}: nothing on the first throw — {points}</translation>
    </message>
    <message>
        <source>{player}: three misses in a row — {points}</source>
        <translation>{player}: three misses in a row — {points}</translation>
    </message>
    <message>
        <source>{player}: five of a kind!</source>
        <translation>{player}: five of a kind!</translation>
    </message>
    <message>
        <source>{player}: five of a kind again — +{bonus}!</source>
        <translation>{player}: five of a kind again — +{bonus}!</translation>
    </message>
    <message>
        <source>{player}: the upper boxes reach {threshold} — bonus +{points}!</source>
        <translation>{player}: the upper boxes reach {threshold} — bonus +{points}!</translation>
    </message>
</context>
<context>
    <name>Faces</name>
    <message>
        <source>one</source>
        <translation>one</translation>
    </message>
    <message>
        <source>two</source>
        <translation>two</translation>
    </message>
    <message>
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>{name} could not be read ({detail}).</source>
        <extracomment>Problem code: the app data folder cannot be created.</extracomment>
        <translation>{name} could not be read ({detail}).</translation>
    </message>
    <message>
        <source>{name} is not a file that can hold a saved game (it is a folder, a pipe or a device).</source>
        <translation>{name} is not a file that can hold a saved game (it is a folder, a pipe or a device).</translation>
    </message>
    <message>
        <source>{name} is too large to be a saved game of Kości.</source>
        <translation>{name} is too large to be a saved game of Kości.</translation>
    </message>
    <message>
        <source>{name} is damaged or is not a saved game.</source>
        <translation>{name} is damaged or is not a saved game.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of Kości ({detail}) and cannot be opened by this one.</source>
        <translation>{name} was saved by a newer version of Kości ({detail}) and cannot be opened by this one.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of Kości.</source>
        <translation>{name} is not a saved game of Kości.</translation>
    </message>
    <message>
        <source>{name} is damaged: its game breaks the rules in turn {turn} ({detail}).</source>
        <translation>{name} is damaged: its game breaks the rules in turn {turn} ({detail}).</translation>
    </message>
    <message>
        <source>{name} is damaged ({detail}).</source>
        <translation>{name} is damaged ({detail}).</translation>
    </message>
    <message>
        <source>The file was not changed.</source>
        <translation>The file was not changed.</translation>
    </message>
    <message>
        <source>The folder for saved games cannot be used ({detail}); this session&apos;s games are kept only until the app is closed.</source>
        <translation>The folder for saved games cannot be used ({detail}); this session&apos;s games are kept only until the app is closed.</translation>
    </message>
    <message>
        <source>The history database was damaged. It was kept aside ({detail}) and a new one started.</source>
        <translation>The history database was damaged. It was kept aside ({detail}) and a new one started.</translation>
    </message>
    <message>
        <source>The history database was empty (0 bytes): the games it held are lost. It was kept aside ({detail}) and a new one started.</source>
        <translation>The history database was empty (0 bytes): the games it held are lost. It was kept aside ({detail}) and a new one started.</translation>
    </message>
    <message>
        <source>The history database is in use by another program. Finished games are kept and will be added to the history later.</source>
        <translation>The history database is in use by another program. Finished games are kept and will be added to the history later.</translation>
    </message>
    <message>
        <source>The history database cannot be written (it or its folder is read-only). Its games are shown; finished games are kept and added to it as soon as it can be written.</source>
        <translation>The history database cannot be written (it or its folder is read-only). Its games are shown; finished games are kept and added to it as soon as it can be written.</translation>
    </message>
    <message>
        <source>The history database could not be written ({detail}). Finished games are kept and added to it as soon as it can be written.</source>
        <translation>The history database could not be written ({detail}). Finished games are kept and added to it as soon as it can be written.</translation>
    </message>
    <message>
        <source>The history database was written by a newer version of Kości. Its games are shown as they are, and this version adds none to it: finished games are kept aside for the newer version.</source>
        <translation>The history database was written by a newer version of Kości. Its games are shown as they are, and this version adds none to it: finished games are kept aside for the newer version.</translation>
    </message>
    <message>
        <source>The history database cannot be used ({detail}); finished games are not stored in this session.</source>
        <translation>The history database cannot be used ({detail}); finished games are not stored in this session.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Selected {box}: press Confirm move to write it.</source>
        <extracomment>How often the clocks are checked and redrawn (ms). A game of this kind is about to replace the previous one (its board is made now). A new (or resumed) game replaced the previous one: widgets rebuild. After every change of the game&apos;s state (engine actions, holds, timeouts). After every engine action, with the move (None for a clock timeout). The dice were rolled: the values and which positions were thrown (for the animation). The move shown before it is made (a computer&apos;s, the auto-score&apos;s) or the box selected in confirm-move mode changed. A line for the status bar, in the player&apos;s language. What a screen reader should speak now (text, urgent), chosen by the narrator. Builds the computer players (tests replace it). The table across computers this game is played at (None: at this screen). The move a computer player (or the auto-score) is about to make, shown first. Confirm-move mode: the box the human selected, written by Confirm move. Big moments on show and hand-overs between humans: play waits for them. Plays the computer players&apos; turns and the auto-score. The hints of the position, and each player&apos;s chance to win. The status line (each line rebuilt in the new language after a switch). The table&apos;s sounds (Settings → Sound).</extracomment>
        <translation>Selected {box}: press Confirm move to write it.</translation>
    </message>
</context>
<context>
    <name>GameDescriptions</name>
    <message>
        <source>13 turns, joker, bonuses</source>
        <translation>13 turns, joker, bonuses</translation>
    </message>
    <message>
        <source>39 turns, three columns</source>
        <translation>39 turns, three columns</translation>
    </message>
    <message>
        <source>15 turns, pairs and poker</source>
        <translation>15 turns, pairs and poker</translation>
    </message>
    <message>
        <source>First to reach 1000 wins</source>
        <translation>First to reach 1000 wins</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Save game</source>
        <extracomment>The file the game on the table was opened from. Seams: file dialogs (return a path or None).</extracomment>
        <translation>Save game</translation>
    </message>
    <message>
        <source>The game could not be saved to {path} ({error}).</source>
        <translation>The game could not be saved to {path} ({error}).</translation>
    </message>
    <message>
        <source>Game saved to {path}.</source>
        <translation>Game saved to {path}.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Open game</translation>
    </message>
    <message>
        <source>Game opened from {path}.</source>
        <translation>Game opened from {path}.</translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation>Save game as</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Saved games (*.json)</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Saved games (*.json);;All files (*)</translation>
    </message>
</context>
<context>
    <name>GameSaver</name>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>This game is not being saved: {error}. It is saved again as soon as the disk can be written.</source>
        <extracomment>While a clock runs, the autosave is refreshed at least this often (seconds). While something could not be saved, it is tried again this often (ms). The history changed (a game stored, an upgrade or a merge done): windows refresh. Whether Save as / Undo are possible may have changed. The newest kept unfinished game (a SavedFile) to go on with from the start page, or None, once the start is over with no game on the table. Problems met before the window could show them (reported by :meth:`start`). Warnings that stay in the window while they hold (the main window places it). What is kept about the game being played besides its record. The file the game on the table was opened from (a kept unfinished game is kept there again when another replaces it: one file per game). A finished game that neither the history nor its pending folder could take: its autosave is its only copy until :meth:`retry_now` stores it. The finished game&apos;s document (the end dialog&apos;s analysis reads it).</extracomment>
        <translation>This game is not being saved: {error}. It is saved again as soon as the disk can be written.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>A game is being played. Leave it? It is kept with the unfinished games, and Game → Open game… brings it back.</source>
        <translation>A game is being played. Leave it? It is kept with the unfinished games, and Game → Open game… brings it back.</translation>
    </message>
    <message>
        <source>The game you left could not be kept with the unfinished games; its automatic save was left in {path}.</source>
        <translation>The game you left could not be kept with the unfinished games; its automatic save was left in {path}.</translation>
    </message>
    <message>
        <source>This game has gone past {limit} turns, the most a saved game holds: the moves after that are not saved.</source>
        <translation>This game has gone past {limit} turns, the most a saved game holds: the moves after that are not saved.</translation>
    </message>
    <message>
        <source>The finished game could not be stored in the history. It is kept in {path} and stored as soon as the disk can be written again.</source>
        <translation>The finished game could not be stored in the history. It is kept in {path} and stored as soon as the disk can be written again.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Open game</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Classic</source>
        <extracomment>Every game of the window, in the order it lists them (the registry: a new game&apos;s descriptor goes here).</extracomment>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Triple</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Thousand</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hints are not available: {error}.</source>
        <extracomment>How long the window waits for the advisor the first time before it goes on (seconds). The hints were worked out again (or switched off). Asks the advisor (its ``prepare`` and ``ask`` are seams: tests give their own). Every option of the position, best first (None: no hints now).</extracomment>
        <translation>Hints are not available: {error}.</translation>
    </message>
</context>
<context>
    <name>HistoryUpkeep</name>
    <message>
        <source>Bringing the history up to date…</source>
        <extracomment>A piece of work done a slice at a time, reporting its progress. How long one slice of work may hold the event loop (seconds). An upgrade locked by another copy of the app is tried again after this long (ms). The work begun by :meth:`start` is over (upgraded, offered, merged or put off).</extracomment>
        <translation>Bringing the history up to date…</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Later</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>The history will be brought up to date at the next start; until then finished games are kept aside.</source>
        <translation>The history will be brought up to date at the next start; until then finished games are kept aside.</translation>
    </message>
    <message>
        <source>Adding the games of the earlier history…</source>
        <translation>Adding the games of the earlier history…</translation>
    </message>
    <message numerus="yes">
        <source>An earlier history was set aside as {path}. %n game(s) can be read from it. Add them to the history? (Games it already holds are not added twice.)</source>
        <translation>
            <numerusform>An earlier history was set aside as {path}. %n game can be read from it. Add them to the history? (Games it already holds are not added twice.)</numerusform>
            <numerusform>An earlier history was set aside as {path}. %n games can be read from it. Add them to the history? (Games it already holds are not added twice.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Add them</source>
        <translation>Add them</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>The games of {path} were added to the history.</source>
        <translation>The games of {path} were added to the history.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History</source>
        <extracomment>``saveRequested(game_id)``: save the stored game&apos;s record as a file. What luck did in the selected game, and its chances turn by turn. The games of today&apos;s dice, with hard&apos;s score on the same dice.</extracomment>
        <translation>History</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assisted</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Finished games</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>No finished games yet.</translation>
    </message>
    <message>
        <source>&amp;Analysis…</source>
        <translation>&amp;Analysis…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Save as…</translation>
    </message>
    <message numerus="yes">
        <source>%n stored game(s) could not be read and are not listed.</source>
        <translation>
            <numerusform>%n stored game could not be read and are not listed.</numerusform>
            <numerusform>%n stored games could not be read and are not listed.</numerusform>
        </translation>
    </message>
    <message>
        <source>{preset} (changed)</source>
        <translation>{preset} (changed)</translation>
    </message>
    <message>
        <source>{preset}, practice</source>
        <translation>{preset}, practice</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
</context>
<context>
    <name>KosciBoard</name>
    <message>
        <source>Dice tray</source>
        <extracomment>Narrowest useful dice panel (logical pixels). No maximum size (Qt&apos;s QWIDGETSIZE_MAX). Why the button is greyed (&quot;&quot; when it is not), in its tooltip. The dice of the last roll, still shown (dimmed) until the next player rolls.</extracomment>
        <translation>Dice tray</translation>
    </message>
    <message>
        <source>Confirm move</source>
        <translation>Confirm move</translation>
    </message>
    <message>
        <source>Write the selected box (Ctrl+Enter)</source>
        <translation>Write the selected box (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Click a die or press 1-5 to hold it. Click a box or use the arrow keys and Enter to write it.</source>
        <translation>Click a die or press 1-5 to hold it. Click a box or use the arrow keys and Enter to write it.</translation>
    </message>
    <message>
        <source>roll all</source>
        <translation>roll all</translation>
    </message>
    <message>
        <source>release {dice} and roll all</source>
        <translation>release {dice} and roll all</translation>
    </message>
    <message>
        <source>roll again, keeping {dice}</source>
        <translation>roll again, keeping {dice}</translation>
    </message>
    <message>
        <source>hold {dice}</source>
        <translation>hold {dice}</translation>
    </message>
    <message>
        <source>release {dice}</source>
        <translation>release {dice}</translation>
    </message>
    <message>
        <source>Hint: {what}</source>
        <translation>Hint: {what}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>{player} is playing</translation>
    </message>
    <message>
        <source>No rolls left — write a box</source>
        <translation>No rolls left — write a box</translation>
    </message>
    <message>
        <source>Roll all (Space) — {rolls}</source>
        <translation>Roll all (Space) — {rolls}</translation>
    </message>
    <message>
        <source>Every die is held — release one to roll</source>
        <translation>Every die is held — release one to roll</translation>
    </message>
    <message>
        <source>{roll} (Space) — {rolls}</source>
        <translation>{roll} (Space) — {rolls}</translation>
    </message>
    <message>
        <source>{player} — turn {turn} of {turns}</source>
        <translation>{player} — turn {turn} of {turns}</translation>
    </message>
    <message>
        <source>(expected final score {value:.1f})</source>
        <translation>(expected final score {value:.1f})</translation>
    </message>
    <message>
        <source>Hint: write {box}</source>
        <translation>Hint: write {box}</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Table across computers</source>
        <extracomment>Phrases shown in the lobby (the last ones). How long leaving waits for the table to answer the stand-up (ms). The player left the table (Leave, or the lobby closed while the table waits).</extracomment>
        <translation>Table across computers</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Start the game</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Leave the table</translation>
    </message>
    <message>
        <source>Opening the table at {address}…</source>
        <translation>Opening the table at {address}…</translation>
    </message>
    <message>
        <source>{game} · friends join from the room (Game → Tables across computers) at address {address}, table code {code}</source>
        <translation>{game} · friends join from the room (Game → Tables across computers) at address {address}, table code {code}</translation>
    </message>
    <message>
        <source>Start is possible once every seat is taken.</source>
        <translation>Start is possible once every seat is taken.</translation>
    </message>
    <message>
        <source>The host starts the game once every seat is taken.</source>
        <translation>The host starts the game once every seat is taken.</translation>
    </message>
    <message>
        <source>{n}. a free seat</source>
        <translation>{n}. a free seat</translation>
    </message>
    <message>
        <source>{n}. {name} (computer: {level})</source>
        <translation>{n}. {name} (computer: {level})</translation>
    </message>
    <message>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>connection lost</translation>
    </message>
    <message>
        <source>{name}: {phrase}</source>
        <translation>{name}: {phrase}</translation>
    </message>
    <message>
        <source>The table said no: {reason}.</source>
        <translation>The table said no: {reason}.</translation>
    </message>
    <message>
        <source>The table cannot be reached: {reason}.</source>
        <translation>The table cannot be reached: {reason}.</translation>
    </message>
</context>
<context>
    <name>LuckPanel</name>
    <message>
        <source>Working out what luck did…</source>
        <extracomment>The report is worked out and shown (its figures and chart now take their room). Is the line saying what the figures mean shown under them (the end dialog; in History it is the table&apos;s tooltip only: the window is kept small)? Each player&apos;s two figures, a table a screen reader reads by its headers. What the two figures mean, under them.</extracomment>
        <translation>Working out what luck did…</translation>
    </message>
    <message>
        <source>What luck did could not be worked out: {error}</source>
        <translation>What luck did could not be worked out: {error}</translation>
    </message>
    <message>
        <source>What luck did</source>
        <translation>What luck did</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisions</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Decisions: what each player&apos;s choices cost against the best play (0: every choice was the best). Dice: how much more (+) or less (−) the dice gave than they give on average.</source>
        <translation>Decisions: what each player&apos;s choices cost against the best play (0: every choice was the best). Dice: how much more (+) or less (−) the dice gave than they give on average.</translation>
    </message>
</context>
<context>
    <name>LuckWords</name>
    <message>
        <source>{points} points</source>
        <extracomment>Time given to the report per tick of the event loop (ms). How often to look again whether the model is ready (ms). Below these a player played perfectly, and the dice were even-handed (per unit). Everything is known (or the work failed: ``error``). What each chance weighs, at each point of the series (a reason per seat).</extracomment>
        <translation>{points} points</translation>
    </message>
    <message>
        <source>{turns} turns</source>
        <translation>{turns} turns</translation>
    </message>
    <message>
        <source>{player} played perfectly</source>
        <translation>{player} played perfectly</translation>
    </message>
    <message>
        <source>{player} played within {amount} of perfect</source>
        <translation>{player} played within {amount} of perfect</translation>
    </message>
    <message>
        <source>{player}&apos;s decisions cost {amount}</source>
        <translation>{player}&apos;s decisions cost {amount}</translation>
    </message>
    <message>
        <source>the dice were even-handed</source>
        <translation>the dice were even-handed</translation>
    </message>
    <message>
        <source>the dice were {amount} kinder to {player}</source>
        <translation>the dice were {amount} kinder to {player}</translation>
    </message>
    <message>
        <source>the dice were kindest to {best} and hardest on {worst}, {amount} apart</source>
        <translation>the dice were kindest to {best} and hardest on {worst}, {amount} apart</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The settings file could not be read; it was kept as {path} and the defaults are used.</source>
        <extracomment>After the window is exposed, the rest of the app is built this much later (ms): its first frame reaches the screen before the engine, storage and SQLite are loaded. The window was shown for the first time (the start-up probe listens). False while a scripted run (self-test, demo) wants no end dialog.</extracomment>
        <translation>The settings file could not be read; it was kept as {path} and the defaults are used.</translation>
    </message>
    <message>
        <source>The quick starts play against a computer of strength {level}.</source>
        <translation>The quick starts play against a computer of strength {level}.</translation>
    </message>
    <message>
        <source>Hints on: the best move is marked, and every option&apos;s value is in its tooltip (H turns them off).</source>
        <translation>Hints on: the best move is marked, and every option&apos;s value is in its tooltip (H turns them off).</translation>
    </message>
    <message>
        <source>Hints off (H turns them on).</source>
        <translation>Hints off (H turns them on).</translation>
    </message>
    <message>
        <source>Chances to win hidden (C shows them).</source>
        <translation>Chances to win hidden (C shows them).</translation>
    </message>
    <message>
        <source>Chances to win are not shown while the scorecards are hidden: they would tell what the cards hide.</source>
        <translation>Chances to win are not shown while the scorecards are hidden: they would tell what the cards hide.</translation>
    </message>
    <message>
        <source>Chances to win shown: each player&apos;s chance, worked out after every move (C hides them).</source>
        <translation>Chances to win shown: each player&apos;s chance, worked out after every move (C hides them).</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <extracomment>The self-test gives up (and fails) after this long.</extracomment>
        <translation>Computer {n}</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>No open box scores: you have to sacrifice one.</source>
        <translation>No open box scores: you have to sacrifice one.</translation>
    </message>
</context>
<context>
    <name>MomentWatcher</name>
    <message>
        <source>Final score: {points}</source>
        <extracomment>The moments celebrated over the table (a miss, a penalty or a pit is told in the turn&apos;s line only: calm, not a banner). How long each moment stays (ms). Confetti pieces per moment (none for the quieter ones).</extracomment>
        <translation>Final score: {points}</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} wins!</translation>
    </message>
    <message>
        <source>A shared win: {players}</source>
        <translation>A shared win: {players}</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>roll all five again</source>
        <translation>roll all five again</translation>
    </message>
    <message>
        <source>hold {dice}, roll</source>
        <translation>hold {dice}, roll</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Die {n} ({face}) chosen to set aside.</source>
        <extracomment>A clock&apos;s last seconds are announced once, at this many left. The big moments of a computer&apos;s turn, told with the turn when it ends. The player whose clock&apos;s last seconds were announced in this turn.</extracomment>
        <translation>Die {n} ({face}) chosen to set aside.</translation>
    </message>
    <message>
        <source>Die {n} ({face}) left in the throw.</source>
        <translation>Die {n} ({face}) left in the throw.</translation>
    </message>
    <message>
        <source>Die {n} ({face}) held.</source>
        <translation>Die {n} ({face}) held.</translation>
    </message>
    <message>
        <source>Die {n} ({face}) released.</source>
        <translation>Die {n} ({face}) released.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Game and players</source>
        <translation>Game and players</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>Who plays (in turn order)</source>
        <translation>Who plays (in turn order)</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Open this table to &amp;other computers: the other people sit down from their own</source>
        <translation>Open this table to &amp;other computers: the other people sit down from their own</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>P&amp;reset:</translation>
    </message>
    <message>
        <source>Name of player {n}</source>
        <extracomment>The most players at one table. The strength chosen last (kept while the seat is a human&apos;s).</extracomment>
        <translation>Name of player {n}</translation>
    </message>
</context>
<context>
    <name>OpenDialog</name>
    <message>
        <source>Open game</source>
        <translation>Open game</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Saved</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turns</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Saved games</translation>
    </message>
    <message>
        <source>No saved games yet: Other file… opens any saved game.</source>
        <translation>No saved games yet: Other file… opens any saved game.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <source>Other &amp;file…</source>
        <translation>Other &amp;file…</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>cannot be read</translation>
    </message>
    <message>
        <source>{game} (kept unfinished)</source>
        <translation>{game} (kept unfinished)</translation>
    </message>
    <message>
        <source>Delete saved game</source>
        <translation>Delete saved game</translation>
    </message>
    <message>
        <source>Delete the saved game {name}? It cannot be brought back.</source>
        <translation>Delete the saved game {name}? It cannot be brought back.</translation>
    </message>
    <message>
        <source>{name} could not be deleted ({error}).</source>
        <translation>{name} could not be deleted ({error}).</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Forced: the face&apos;s upper box must be taken while it is open. Optional: a joker only once that box is filled, then a lower box. Free: a joker may go into any open box.</source>
        <translation>Forced: the face&apos;s upper box must be taken while it is open. Optional: a joker only once that box is filled, then a lower box. Free: a joker may go into any open box.</translation>
    </message>
    <message>
        <source>A further five of a kind can be a joker once the Five of a kind box is filled (with {points} or 0), or only when it holds {points}.</source>
        <translation>A further five of a kind can be a joker once the Five of a kind box is filled (with {points} or 0), or only when it holds {points}.</translation>
    </message>
    <message>
        <source>In the full game the upper boxes are filled but not counted, left out, or counted with the {bonus} bonus.</source>
        <translation>In the full game the upper boxes are filled but not counted, left out, or counted with the {bonus} bonus.</translation>
    </message>
    <message>
        <source>A lower box (not Chance) scores ×{first} when written after the first roll, ×{later} after a later roll of all five dice.</source>
        <translation>A lower box (not Chance) scores ×{first} when written after the first roll, ×{later} after a later roll of all five dice.</translation>
    </message>
    <message>
        <source>A player&apos;s first write must bring at least this many points.</source>
        <translation>A player&apos;s first write must bring at least this many points.</translation>
    </message>
    <message>
        <source>Writing needs at least three scoring dice set aside.</source>
        <translation>Writing needs at least three scoring dice set aside.</translation>
    </message>
    <message>
        <source>Points lost when the first throw of a turn scores nothing (0 = off).</source>
        <translation>Points lost when the first throw of a turn scores nothing (0 = off).</translation>
    </message>
    <message>
        <source>Points gained for each player overtaken by a write (0 = off).</source>
        <translation>Points gained for each player overtaken by a write (0 = off).</translation>
    </message>
    <message>
        <source>Points an overtaken player loses (0 = off).</source>
        <translation>Points an overtaken player loses (0 = off).</translation>
    </message>
    <message>
        <source>A player whose score is inside a pit may write only a turn that takes them out of it.</source>
        <translation>A player whose score is inside a pit may write only a turn that takes them out of it.</translation>
    </message>
    <message>
        <source>A player inside a pit loses nothing when overtaken.</source>
        <translation>A player inside a pit loses nothing when overtaken.</translation>
    </message>
    <message>
        <source>From {relief} on a player may write with fewer than {dice} dice and takes no part in overtaking.</source>
        <translation>From {relief} on a player may write with fewer than {dice} dice and takes no part in overtaking.</translation>
    </message>
    <message>
        <source>Reach exactly {goal}, or {goal} or more, to win.</source>
        <translation>Reach exactly {goal}, or {goal} or more, to win.</translation>
    </message>
    <message>
        <source>Points lost after three turns in a row without a write (0 = off).</source>
        <translation>Points lost after three turns in a row without a write (0 = off).</translation>
    </message>
    <message>
        <source>A click on a box only selects it; the Confirm button writes it.</source>
        <translation>A click on a box only selects it; the Confirm button writes it.</translation>
    </message>
    <message>
        <source>After the last roll, write the computer&apos;s choice if nothing is chosen in time; any key, click or Undo stops it.</source>
        <translation>After the last roll, write the computer&apos;s choice if nothing is chosen in time; any key, click or Undo stops it.</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game; a player whose clock runs out is out.</source>
        <translation>Each player&apos;s time for the whole game; a player whose clock runs out is out.</translation>
    </message>
    <message>
        <source>All scorecards visible during the game; otherwise only your own until the end.</source>
        <translation>All scorecards visible during the game; otherwise only your own until the end.</translation>
    </message>
    <message>
        <source>Every player gets the same dice in the same turn, as in duplicate bridge: compare your choices with the others&apos; on equal luck.</source>
        <translation>Every player gets the same dice in the same turn, as in duplicate bridge: compare your choices with the others&apos; on equal luck.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Joker when</source>
        <translation>Joker when</translation>
    </message>
    <message>
        <source>Joker placement</source>
        <translation>Joker placement</translation>
    </message>
    <message>
        <source>Upper boxes</source>
        <translation>Upper boxes</translation>
    </message>
    <message>
        <source>Combination bonus</source>
        <translation>Combination bonus</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>Three dice to write</source>
        <translation>Three dice to write</translation>
    </message>
    <message>
        <source>Zero throw penalty</source>
        <translation>Zero throw penalty</translation>
    </message>
    <message>
        <source>Overtaking bonus</source>
        <translation>Overtaking bonus</translation>
    </message>
    <message>
        <source>Overtaken penalty</source>
        <translation>Overtaken penalty</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Pits</translation>
    </message>
    <message>
        <source>Pit protection</source>
        <translation>Pit protection</translation>
    </message>
    <message>
        <source>Relief at {relief}</source>
        <translation>Relief at {relief}</translation>
    </message>
    <message>
        <source>To win</source>
        <translation>To win</translation>
    </message>
    <message>
        <source>Three misses penalty</source>
        <translation>Three misses penalty</translation>
    </message>
    <message>
        <source>Confirm moves</source>
        <translation>Confirm moves</translation>
    </message>
    <message>
        <source>Auto-write after</source>
        <translation>Auto-write after</translation>
    </message>
    <message>
        <source>Game clock</source>
        <translation>Game clock</translation>
    </message>
    <message>
        <source>Open scorecards</source>
        <translation>Open scorecards</translation>
    </message>
    <message>
        <source>Duplicate dice</source>
        <translation>Duplicate dice</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Good luck!</source>
        <translation>Good luck!</translation>
    </message>
    <message>
        <source>Nice roll!</source>
        <translation>Nice roll!</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Well played</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The names a seat gets when the player gives none, by kind of seat: alone (&quot;Player&quot;, as the quick starts name it) and numbered by seat (&quot;Computer 2&quot;, as the new-game dialog does).</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) left</source>
        <translation>
            <numerusform>%n roll left</numerusform>
            <numerusform>%n rolls left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Roll %n die</numerusform>
            <numerusform>Roll %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionView</name>
    <message>
        <source>Dice: {dice}</source>
        <extracomment>Time given to the analysis per timer tick (ms): the rest goes to the event loop. The smallest type the &quot;held&quot; under a die is drawn in (smaller: a bar marks the die).</extracomment>
        <translation>Dice: {dice}</translation>
    </message>
    <message>
        <source>held</source>
        <translation>held</translation>
    </message>
</context>
<context>
    <name>PresetDescriptions</name>
    <message>
        <source>As in the Polish online room: a further five of a kind is a joker once the Five of a kind box and the face&apos;s upper box are filled.</source>
        <translation>As in the Polish online room: a further five of a kind is a joker once the Five of a kind box and the face&apos;s upper box are filled.</translation>
    </message>
    <message>
        <source>Official rules: a joker must go into the face&apos;s upper box while it is open.</source>
        <translation>Official rules: a joker must go into the face&apos;s upper box while it is open.</translation>
    </message>
    <message>
        <source>As in the Penta app: forced joker, and only when the Five of a kind box holds {points}.</source>
        <translation>As in the Penta app: forced joker, and only when the Five of a kind box holds {points}.</translation>
    </message>
    <message>
        <source>The blog&apos;s rules: opening {opening}, −{zero_roll_penalty} for a zero first throw, +{overtake_bonus}/−{overtake_penalty} for overtaking, pits {pits}, relief at {relief}, exactly {goal} to win.</source>
        <translation>The blog&apos;s rules: opening {opening}, −{zero_roll_penalty} for a zero first throw, +{overtake_bonus}/−{overtake_penalty} for overtaking, pits {pits}, relief at {relief}, exactly {goal} to win.</translation>
    </message>
    <message>
        <source>A reader&apos;s variant: opening {opening}, no zero-throw penalty, −{overtake_penalty} for the overtaken player, players in a pit protected, no relief at {relief}.</source>
        <translation>A reader&apos;s variant: opening {opening}, no zero-throw penalty, −{overtake_penalty} for the overtaken player, players in a pit protected, no relief at {relief}.</translation>
    </message>
    <message>
        <source>Family game: opening {opening}, no penalties and no overtaking points.</source>
        <translation>Family game: opening {opening}, no penalties and no overtaking points.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Polish</source>
        <translation>Polish</translation>
    </message>
    <message>
        <source>Official</source>
        <translation>Official</translation>
    </message>
    <message>
        <source>Penta</source>
        <translation>Penta</translation>
    </message>
    <message>
        <source>Blog</source>
        <translation>Blog</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Family</translation>
    </message>
</context>
<context>
    <name>RecordWindows</name>
    <message>
        <source>&amp;Analysis…</source>
        <extracomment>The advisor the analysis uses (None: the real one; tests give their own).</extracomment>
        <translation>&amp;Analysis…</translation>
    </message>
    <message>
        <source>&amp;Play again at this table</source>
        <translation>&amp;Play again at this table</translation>
    </message>
    <message>
        <source>Try the costliest &amp;mistake again</source>
        <translation>Try the costliest &amp;mistake again</translation>
    </message>
    <message>
        <source>Turn {turn}, after roll {roll}: {lost:.1f} points lost</source>
        <translation>Turn {turn}, after roll {roll}: {lost:.1f} points lost</translation>
    </message>
</context>
<context>
    <name>RoomDialog</name>
    <message>
        <source>Tables across computers</source>
        <extracomment>The columns of a table&apos;s row, after the hidden address and code. The tables of each server asked, by its address (and the server&apos;s name).</extracomment>
        <translation>Tables across computers</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>&amp;Join by address:</source>
        <translation>&amp;Join by address:</translation>
    </message>
    <message>
        <source>table code</source>
        <translation>table code</translation>
    </message>
    <message>
        <source>S&amp;how its tables</source>
        <translation>S&amp;how its tables</translation>
    </message>
    <message>
        <source>&amp;Look on this network again</source>
        <translation>&amp;Look on this network again</translation>
    </message>
    <message>
        <source>&amp;Sit down</source>
        <translation>&amp;Sit down</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Watch</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Looking for tables on this network…</translation>
    </message>
    <message>
        <source>No table found on this network. Ask the host for their address and the table&apos;s code, and join by address.</source>
        <translation>No table found on this network. Ask the host for their address and the table&apos;s code, and join by address.</translation>
    </message>
    <message>
        <source>An address is host:port (like 192.168.1.20:8765) or a ws:// or wss:// URL.</source>
        <translation>An address is host:port (like 192.168.1.20:8765) or a ws:// or wss:// URL.</translation>
    </message>
    <message>
        <source>Tables found: {count}.</source>
        <translation>Tables found: {count}.</translation>
    </message>
    <message>
        <source>{address} cannot be reached: {reason}.</source>
        <translation>{address} cannot be reached: {reason}.</translation>
    </message>
    <message>
        <source>{taken} of {seats} taken</source>
        <translation>{taken} of {seats} taken</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>waiting</translation>
    </message>
    <message>
        <source>Choose a table in the list, or type its server&apos;s address and the table&apos;s code.</source>
        <translation>Choose a table in the list, or type its server&apos;s address and the table&apos;s code.</translation>
    </message>
    <message>
        <source>Give a name to sit down under (at most {most} letters).</source>
        <translation>Give a name to sit down under (at most {most} letters).</translation>
    </message>
</context>
<context>
    <name>RowHelp</name>
    <message>
        <source>Ones to Sixes added up.</source>
        <extracomment>What each summary row means (context &quot;RowHelp&quot;); placeholders {bonus}, {threshold}, {box}, {points}.</extracomment>
        <translation>Ones to Sixes added up.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>The lower boxes added up.</translation>
    </message>
    <message>
        <source>{bonus} when the upper boxes reach {threshold}.</source>
        <translation>{bonus} when the upper boxes reach {threshold}.</translation>
    </message>
    <message>
        <source>{bonus} for each further five of a kind while the {box} box holds {points}.</source>
        <translation>{bonus} for each further five of a kind while the {box} box holds {points}.</translation>
    </message>
    <message>
        <source>The column&apos;s points times its weight.</source>
        <translation>The column&apos;s points times its weight.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Everything added up.</translation>
    </message>
</context>
<context>
    <name>Rows</name>
    <message>
        <source>Upper sum</source>
        <extracomment>Summary rows of the scorecard (context &quot;Rows&quot;); placeholders {threshold}.</extracomment>
        <translation>Upper sum</translation>
    </message>
    <message>
        <source>Bonus ({threshold}+)</source>
        <translation>Bonus ({threshold}+)</translation>
    </message>
    <message>
        <source>Lower sum</source>
        <translation>Lower sum</translation>
    </message>
    <message>
        <source>Five-of-a-kind bonus</source>
        <translation>Five-of-a-kind bonus</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Column total</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score distribution</source>
        <translation>Score distribution</translation>
    </message>
    <message>
        <source>{low} to {high}: {n}</source>
        <translation>{low} to {high}: {n}</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>No games yet</translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>computer, {level}</source>
        <extracomment>Custom roles: the (box, column) a writable cell stands for; is the text a preview; how the cell is drawn (a :class:`Look`); what a click may do (an :class:`Access`).</extracomment>
        <translation>computer, {level}</translation>
    </message>
    <message>
        <source>human</source>
        <translation>human</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>out of time</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(hidden)</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <extracomment>The fewest rows and the narrowest the card asks room for (it scrolls for the rest). The player asks to write (or select) this box of this card column. The cells&apos; picture, kept between frames (a repaint copies it). The pad&apos;s text size, of the user&apos;s font: grows with the room (up to MAX_SCALE).</extracomment>
        <translation>Scorecard</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>&amp;Dice animation:</source>
        <translation>&amp;Dice animation:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Theme:</translation>
    </message>
    <message>
        <source>Computer &amp;speed:</source>
        <translation>Computer &amp;speed:</translation>
    </message>
    <message>
        <source>&amp;Reduce motion:</source>
        <translation>&amp;Reduce motion:</translation>
    </message>
    <message>
        <source>&amp;Hints:</source>
        <translation>&amp;Hints:</translation>
    </message>
    <message>
        <source>S&amp;ound:</source>
        <translation>S&amp;ound:</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>Sound &amp;volume:</translation>
    </message>
    <message>
        <source>Dice that rattle and settle, a soft mark when a box is written, a chime at the end.</source>
        <translation>Dice that rattle and settle, a soft mark when a box is written, a chime at the end.</translation>
    </message>
    <message>
        <source>Highlight the best box and the best dice to hold, with the expected final score in the tooltips.</source>
        <translation>Highlight the best box and the best dice to hold, with the expected final score in the tooltips.</translation>
    </message>
    <message>
        <source>Dice change face where they lie instead of tumbling; no confetti.</source>
        <translation>Dice change face where they lie instead of tumbling; no confetti.</translation>
    </message>
    <message>
        <source>A new language or theme applies at once.</source>
        <translation>A new language or theme applies at once.</translation>
    </message>
    <message>
        <source>Like the desktop</source>
        <translation>Like the desktop</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Move between the scorecard&apos;s boxes</source>
        <translation>Move between the scorecard&apos;s boxes</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Arrow keys</translation>
    </message>
    <message>
        <source>Write the box under the cursor</source>
        <translation>Write the box under the cursor</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Hold or release the focused die</source>
        <translation>Hold or release the focused die</translation>
    </message>
    <message>
        <source>Move between dice and buttons</source>
        <translation>Move between dice and buttons</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Show the next player&apos;s card (hidden cards)</source>
        <translation>Show the next player&apos;s card (hidden cards)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Skip a moment on the table, stop an automatic write</source>
        <translation>Skip a moment on the table, stop an automatic write</translation>
    </message>
    <message>
        <source>any key or click</source>
        <translation>any key or click</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>no rolls left</source>
        <translation>no rolls left</translation>
    </message>
    <message>
        <source>Rolled {dice}: {rolls}.</source>
        <translation>Rolled {dice}: {rolls}.</translation>
    </message>
    <message>
        <source>{rank}. {player}, {total}</source>
        <translation>{rank}. {player}, {total}</translation>
    </message>
    <message>
        <source>Game over. {places}.</source>
        <translation>Game over. {places}.</translation>
    </message>
    <message>
        <source>{player}: {seconds} seconds left on the clock.</source>
        <translation>{player}: {seconds} seconds left on the clock.</translation>
    </message>
</context>
<context>
    <name>StandingWords</name>
    <message numerus="yes">
        <source>Expected final scores: {player} {mine}, {rival} {theirs} — {rival} %n point(s) ahead.</source>
        <translation>
            <numerusform>Expected final scores: {player} {mine}, {rival} {theirs} — {rival} %n point ahead.</numerusform>
            <numerusform>Expected final scores: {player} {mine}, {rival} {theirs} — {rival} %n points ahead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected final scores: {player} {mine}, {rival} {theirs} — {player} %n point(s) ahead.</source>
        <translation>
            <numerusform>Expected final scores: {player} {mine}, {rival} {theirs} — {player} %n point ahead.</numerusform>
            <numerusform>Expected final scores: {player} {mine}, {rival} {theirs} — {player} %n points ahead.</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected final scores: {player} {mine}, {rival} {theirs} — level.</source>
        <translation>Expected final scores: {player} {mine}, {rival} {theirs} — level.</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — {rival} nearer.</source>
        <translation>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — {rival} nearer.</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — {player} nearer.</source>
        <translation>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — {player} nearer.</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — level.</source>
        <translation>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — level.</translation>
    </message>
    <message>
        <source>Expected final scores: {list}</source>
        <translation>Expected final scores: {list}</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {list}</source>
        <translation>Turns to 1000 on average: {list}</translation>
    </message>
</context>
<context>
    <name>StartUp</name>
    <message>
        <source>Unfinished games</source>
        <translation>Unfinished games</translation>
    </message>
    <message>
        <source>Unfinished games of other windows were kept in {folder}; Game → Open game… lists them.</source>
        <translation>Unfinished games of other windows were kept in {folder}; Game → Open game… lists them.</translation>
    </message>
    <message>
        <source>Saved game from a newer version</source>
        <translation>Saved game from a newer version</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of Kości. It was left as it is; open it with that version.</source>
        <translation>{name} was saved by a newer version of Kości. It was left as it is; open it with that version.</translation>
    </message>
    <message>
        <source>The unfinished game was kept with the other unfinished games (Game → Open game…).</source>
        <translation>The unfinished game was kept with the other unfinished games (Game → Open game…).</translation>
    </message>
    <message>
        <source>{player}&apos;s turn {turn} of {turns}</source>
        <translation>{player}&apos;s turn {turn} of {turns}</translation>
    </message>
    <message>
        <source>{player}&apos;s turn in round {turn}</source>
        <translation>{player}&apos;s turn in round {turn}</translation>
    </message>
    <message>
        <source>A game of {game} ({players}) was not finished; it stopped at {where}. Go on with it where it stood?</source>
        <translation>A game of {game} ({players}) was not finished; it stopped at {where}. Go on with it where it stood?</translation>
    </message>
    <message>
        <source>The folder for saved games cannot be written ({error}): you can look at the game and play on, but nothing is saved until the folder can be written again.</source>
        <translation>The folder for saved games cannot be written ({error}): you can look at the game and play on, but nothing is saved until the folder can be written again.</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Resume game?</translation>
    </message>
    <message>
        <source>Saved game damaged</source>
        <translation>Saved game damaged</translation>
    </message>
    <message>
        <source>The automatically saved game could not be read, so it cannot be resumed. It was kept as {path}. You can start a new game.</source>
        <translation>The automatically saved game could not be read, so it cannot be resumed. It was kept as {path}. You can start a new game.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Five of a kind</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Upper bonus</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Statistics per player</translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation>Rules preset</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>High scores</translation>
    </message>
    <message>
        <source>None yet: games with hints or undo are not listed.</source>
        <translation>None yet: games with hints or undo are not listed.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>Games where hints or undo were used are not listed.</source>
        <translation>Games where hints or undo were used are not listed.</translation>
    </message>
    <message>
        <source>Player shown in the chart</source>
        <translation>Player shown in the chart</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Score distribution</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>All players</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source> · chance to win {percent}</source>
        <translation> · chance to win {percent}</translation>
    </message>
</context>
<context>
    <name>ThousandBoard</name>
    <message>
        <source>Throw</source>
        <translation>Throw</translation>
    </message>
    <message>
        <source>Set aside this turn</source>
        <translation>Set aside this turn</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Roll (Space)</translation>
    </message>
    <message>
        <source>Write (W)</source>
        <translation>Write (W)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Pass (P)</translation>
    </message>
    <message>
        <source>Hint: set aside {dice}</source>
        <translation>Hint: set aside {dice}</translation>
    </message>
    <message>
        <source>Hint: throw</source>
        <translation>Hint: throw</translation>
    </message>
    <message>
        <source>Hint: {what}</source>
        <translation>Hint: {what}</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>Hint: pass</translation>
    </message>
    <message numerus="yes">
        <source>throw again — %n dice score {chance} % of the time; {points} points at risk</source>
        <translation>
            <numerusform>throw again — %n dice score {chance} % of the time; {points} points at risk</numerusform>
            <numerusform>throw again — %n dice score {chance} % of the time; {points} points at risk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>write {points} now — %n dice would score only {chance} % of the time</source>
        <translation>
            <numerusform>write {points} now — %n dice would score only {chance} % of the time</numerusform>
            <numerusform>write {points} now — %n dice would score only {chance} % of the time</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}: {score}</source>
        <translation>{player}: {score}</translation>
    </message>
    <message>
        <source>aside</source>
        <translation>aside</translation>
    </message>
    <message numerus="yes">
        <source>Throw: %n dice — click the scoring dice to set them aside (keys 1-5)</source>
        <translation>
            <numerusform>Throw: %n die — click the scoring dice to set them aside (keys 1-5)</numerusform>
            <numerusform>Throw: %n dice — click the scoring dice to set them aside (keys 1-5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw: %n dice</source>
        <translation>
            <numerusform>Throw: %n dice</numerusform>
            <numerusform>Throw: %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice in hand: throw (Space), write (W) or pass (P)</source>
        <translation>
            <numerusform>%n dice in hand: throw (Space), write (W) or pass (P)</numerusform>
            <numerusform>%n dice in hand: throw (Space), write (W) or pass (P)</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn points: {points}</source>
        <translation>Turn points: {points}</translation>
    </message>
    <message>
        <source>(selected: +{points} — all five score: the next throw uses all five dice)</source>
        <translation>(selected: +{points} — all five score: the next throw uses all five dice)</translation>
    </message>
    <message>
        <source>(selected: +{points})</source>
        <translation>(selected: +{points})</translation>
    </message>
    <message>
        <source>(selected dice do not all score)</source>
        <translation>(selected dice do not all score)</translation>
    </message>
    <message>
        <source>— all five score: the next throw uses all five dice</source>
        <translation>— all five score: the next throw uses all five dice</translation>
    </message>
    <message>
        <source>Hint: expected value {value:.1f}</source>
        <translation>Hint: expected value {value:.1f}</translation>
    </message>
</context>
<context>
    <name>ThousandSheetModel</name>
    <message>
        <source>Written: +{points}</source>
        <extracomment>The score a line of the sheet leaves the player with (an int; None for an empty cell). Lines that are not the player&apos;s own writes or misses. One row per round instead of each player&apos;s lines one after another.</extracomment>
        <translation>Written: +{points}</translation>
    </message>
    <message>
        <source>A miss</source>
        <translation>A miss</translation>
    </message>
    <message>
        <source>Nothing on the first throw: {points}</source>
        <translation>Nothing on the first throw: {points}</translation>
    </message>
    <message>
        <source>Overtaken by {player}: {points}</source>
        <translation>Overtaken by {player}: {points}</translation>
    </message>
    <message>
        <source>Overtaking {player}: +{points}</source>
        <translation>Overtaking {player}: +{points}</translation>
    </message>
    <message>
        <source>Three misses in a row: {points}</source>
        <translation>Three misses in a row: {points}</translation>
    </message>
    <message>
        <source>Out of time</source>
        <translation>Out of time</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>Line {number}</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>not opened</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>out of time</translation>
    </message>
    <message>
        <source>pit {low}–{high}</source>
        <translation>pit {low}–{high}</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(hidden)</translation>
    </message>
</context>
<context>
    <name>ThousandSheetView</name>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
</context>
<context>
    <name>TipBar</name>
    <message>
        <source>Got it</source>
        <translation>Got it</translation>
    </message>
    <message>
        <source>Hide this tip ({key}); the next one shows when it applies</source>
        <translation>Hide this tip ({key}); the next one shows when it applies</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Tips</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <source>Click a die (or press its number, 1–5) to hold it: the next roll throws only the others. Three rolls a turn, then write the dice in a box of your card.</source>
        <translation>Click a die (or press its number, 1–5) to hold it: the next roll throws only the others. Three rolls a turn, then write the dice in a box of your card.</translation>
    </message>
    <message>
        <source>The upper boxes (Ones to Sixes): {threshold} or more in them earns a bonus of {bonus}. Three of each face is just enough, so a fourth makes up for a pair elsewhere.</source>
        <translation>The upper boxes (Ones to Sixes): {threshold} or more in them earns a bonus of {bonus}. Three of each face is just enough, so a fourth makes up for a pair elsewhere.</translation>
    </message>
    <message>
        <source>Sacrificing a box: when no box is worth taking you write 0 in one, and it stays closed. Give up the box you are least likely to fill well later.</source>
        <translation>Sacrificing a box: when no box is worth taking you write 0 in one, and it stays closed. Give up the box you are least likely to fill well later.</translation>
    </message>
    <message>
        <source>A joker: five of a kind once the five-of-a-kind box is filled. It may go only in the boxes the rules allow (the others refuse it), and there it scores as if the dice fitted the box.</source>
        <translation>A joker: five of a kind once the five-of-a-kind box is filled. It may go only in the boxes the rules allow (the others refuse it), and there it scores as if the dice fitted the box.</translation>
    </message>
    <message>
        <source>Only some dice score: each 1 is 10, each 5 is 5, three alike are the face × 10 (three 1s: 100). Choose scoring dice to set aside, then throw the rest or write.</source>
        <translation>Only some dice score: each 1 is 10, each 5 is 5, three alike are the face × 10 (three 1s: 100). Choose scoring dice to set aside, then throw the rest or write.</translation>
    </message>
    <message>
        <source>Your first write must bring at least {points} points in one turn: keep throwing until the turn is worth that much.</source>
        <translation>Your first write must bring at least {points} points in one turn: keep throwing until the turn is worth that much.</translation>
    </message>
    <message>
        <source>To write, at least {dice} scoring dice must be set aside from the five: with fewer, throw the dice left in your hand.</source>
        <translation>To write, at least {dice} scoring dice must be set aside from the five: with fewer, throw the dice left in your hand.</translation>
    </message>
    <message>
        <source>Hot dice: all five dice scored. Write now, or take all five and throw again: the turn keeps its points, but a throw that scores nothing loses them.</source>
        <translation>Hot dice: all five dice scored. Write now, or take all five and throw again: the turn keeps its points, but a throw that scores nothing loses them.</translation>
    </message>
    <message>
        <source>Your score is in the pit {low}–{high}: from here you may write only a turn that takes you to {high} or more.</source>
        <translation>Your score is in the pit {low}–{high}: from here you may write only a turn that takes you to {high} or more.</translation>
    </message>
    <message>
        <source>Overtaking: a write that passes a player who was ahead costs them {penalty} points and gives the writer {bonus}.</source>
        <translation>Overtaking: a write that passes a player who was ahead costs them {penalty} points and gives the writer {bonus}.</translation>
    </message>
    <message>
        <source>The game is won at exactly {goal}: dice that would take you past it may not be set aside, and a throw whose every choice would is a miss.</source>
        <translation>The game is won at exactly {goal}: dice that would take you past it may not be set aside, and a throw whose every choice would is a miss.</translation>
    </message>
    <message>
        <source>Tip:</source>
        <translation>Tip:</translation>
    </message>
</context>
<context>
    <name>TryAgainFlow</name>
    <message>
        <source>Trying again: turn {turn}, after roll {roll} — the choice made here lost {lost:.1f} points. Decide again; this practice game is not counted.</source>
        <extracomment>Everything the window shows, in reading order (for a screen reader). The new choice was compared (the comparison window is shown). The advisor (None: the real one; tests give their own).</extracomment>
        <translation>Trying again: turn {turn}, after roll {roll} — the choice made here lost {lost:.1f} points. Decide again; this practice game is not counted.</translation>
    </message>
</context>
<context>
    <name>TurnFlowBox</name>
    <message>
        <source>Turn flow (for every game)</source>
        <translation>Turn flow (for every game)</translation>
    </message>
</context>
<context>
    <name>Undoing</name>
    <message>
        <source>Undo your last box and {players}&apos;s turn after it (possible until your next roll)</source>
        <translation>Undo your last box and {players}&apos;s turn after it (possible until your next roll)</translation>
    </message>
    <message>
        <source>Undo the last box written</source>
        <translation>Undo the last box written</translation>
    </message>
    <message>
        <source>At a table across computers a move cannot be taken back: the table has played it for everybody.</source>
        <translation>At a table across computers a move cannot be taken back: the table has played it for everybody.</translation>
    </message>
    <message>
        <source>The game is over: its boxes can no longer be undone.</source>
        <translation>The game is over: its boxes can no longer be undone.</translation>
    </message>
    <message>
        <source>Undo is possible until your next roll: {player} has rolled since the last box.</source>
        <translation>Undo is possible until your next roll: {player} has rolled since the last box.</translation>
    </message>
    <message>
        <source>The last box is {player}&apos;s: each player undoes only their own box.</source>
        <translation>The last box is {player}&apos;s: each player undoes only their own box.</translation>
    </message>
    <message>
        <source>{player} has rolled since the last box: a box can be undone only until the next player rolls.</source>
        <translation>{player} has rolled since the last box: a box can be undone only until the next player rolls.</translation>
    </message>
    <message>
        <source>There is no box to undo: undo takes back your last box until your next roll.</source>
        <translation>There is no box to undo: undo takes back your last box until your next roll.</translation>
    </message>
    <message>
        <source>&amp;Undo {player}&apos;s last box</source>
        <translation>&amp;Undo {player}&apos;s last box</translation>
    </message>
    <message>
        <source>Your last box and {players}&apos;s turn after it were undone; your dice are as they were rolled, and {players} will be dealt the same dice again.</source>
        <translation>Your last box and {players}&apos;s turn after it were undone; your dice are as they were rolled, and {players} will be dealt the same dice again.</translation>
    </message>
    <message>
        <source>The last box was undone; the dice are as they were rolled.</source>
        <translation>The last box was undone; the dice are as they were rolled.</translation>
    </message>
</context>
<context>
    <name>WarningBar</name>
    <message>
        <source>No warning</source>
        <extracomment>Lines the status line always has, and the most it grows to.</extracomment>
        <translation>No warning</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Kości</source>
        <extracomment>Widest the column of game buttons grows (logical pixels). ``quickStart(game, level)``: play ``game`` against a computer of that strength. The strength for the quick starts was chosen. Go on with the newest game kept unfinished (its card is shown when there is one). Play today&apos;s dice (Game → Today&apos;s dice…). The newest game kept unfinished, to go on with (hidden when there is none). Today&apos;s dice: the same dice for everyone today. What was played today for the record (None: not read yet). How much larger than at 1024×700 the page is drawn.</extracomment>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Pick a game to play against the computer, or set up a game of your own.</source>
        <translation>Pick a game to play against the computer, or set up a game of your own.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Computer&apos;s strength:</source>
        <translation>Computer&apos;s strength:</translation>
    </message>
    <message>
        <source>Continue {game}</source>
        <translation>Continue {game}</translation>
    </message>
    <message>
        <source>{players} · turn {turn}</source>
        <translation>{players} · turn {turn}</translation>
    </message>
    <message>
        <source>Today&apos;s dice · {date}</source>
        <translation>Today&apos;s dice · {date}</translation>
    </message>
    <message>
        <source>Played today: {games}</source>
        <translation>Played today: {games}</translation>
    </message>
    <message>
        <source>The same dice for everyone today: play them, then compare your score with the hard computer&apos;s.</source>
        <translation>The same dice for everyone today: play them, then compare your score with the hard computer&apos;s.</translation>
    </message>
    <message>
        <source>{game} against the computer</source>
        <translation>{game} against the computer</translation>
    </message>
    <message>
        <source>{rules} · computer: {level}</source>
        <translation>{rules} · computer: {level}</translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <source>{box} {percent} (on average {points})</source>
        <translation>{box} {percent} (on average {points})</translation>
    </message>
    <message>
        <source>This turn ends in: {ends}.</source>
        <translation>This turn ends in: {ends}.</translation>
    </message>
    <message>
        <source>{box}: {points} now, {later} more expected later.</source>
        <translation>{box}: {points} now, {later} more expected later.</translation>
    </message>
    <message>
        <source>Writing {points} in {box} instead of {other_points} in {other} keeps {gain} more for later: {net} more in all.</source>
        <translation>Writing {points} in {box} instead of {other_points} in {other} keeps {gain} more for later: {net} more in all.</translation>
    </message>
    <message>
        <source>This makes the upper bonus ({before} at the start of this turn).</source>
        <translation>This makes the upper bonus ({before} at the start of this turn).</translation>
    </message>
    <message>
        <source>This gives up the upper bonus ({before} at the start of this turn).</source>
        <translation>This gives up the upper bonus ({before} at the start of this turn).</translation>
    </message>
    <message>
        <source>The upper bonus comes closer: {before} at the start of this turn, {after} after this.</source>
        <translation>The upper bonus comes closer: {before} at the start of this turn, {after} after this.</translation>
    </message>
    <message>
        <source>The upper bonus moves further away: {before} at the start of this turn, {after} after this.</source>
        <translation>The upper bonus moves further away: {before} at the start of this turn, {after} after this.</translation>
    </message>
    <message>
        <source>{percent} to win: your expected final score {mine}.</source>
        <translation>{percent} to win: your expected final score {mine}.</translation>
    </message>
    <message>
        <source>{percent} to win: the best opponent&apos;s expected final score is {gap} points above yours ({theirs} to {mine}).</source>
        <translation>{percent} to win: the best opponent&apos;s expected final score is {gap} points above yours ({theirs} to {mine}).</translation>
    </message>
    <message>
        <source>{percent} to win: your expected final score is {gap} points above the best opponent&apos;s ({mine} to {theirs}).</source>
        <translation>{percent} to win: your expected final score is {gap} points above the best opponent&apos;s ({mine} to {theirs}).</translation>
    </message>
    <message>
        <source>{percent} to win: your expected final score {mine}, the best opponent&apos;s the same.</source>
        <translation>{percent} to win: your expected final score {mine}, the best opponent&apos;s the same.</translation>
    </message>
    <message numerus="yes">
        <source>A throw of %n die(s) scores {percent} of the time; {points} points at risk.</source>
        <translation>
            <numerusform>A throw of %n die scores {percent} of the time; {points} points at risk.</numerusform>
            <numerusform>A throw of %n dice scores {percent} of the time; {points} points at risk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A throw of %n die(s) scores {percent} of the time.</source>
        <translation>
            <numerusform>A throw of %n die scores {percent} of the time.</numerusform>
            <numerusform>A throw of %n dice scores {percent} of the time.</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing {points} makes the score {total}.</source>
        <translation>Writing {points} makes the score {total}.</translation>
    </message>
    <message>
        <source>{total} is in the pit {low}–{high}: the next write must reach {high}.</source>
        <translation>{total} is in the pit {low}–{high}: the next write must reach {high}.</translation>
    </message>
    <message>
        <source>After this turn you need {mine} more turns to 1000 on average, the fastest opponent {theirs}.</source>
        <translation>After this turn you need {mine} more turns to 1000 on average, the fastest opponent {theirs}.</translation>
    </message>
    <message>
        <source>{percent} to win: after this turn you need {mine} more turns to 1000 on average, the fastest opponent {theirs}.</source>
        <translation>{percent} to win: after this turn you need {mine} more turns to 1000 on average, the fastest opponent {theirs}.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Hold die</source>
        <translation>&amp;Hold die</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Open game…</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Save game &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Roll</translation>
    </message>
    <message>
        <source>&amp;Confirm move</source>
        <translation>&amp;Confirm move</translation>
    </message>
    <message>
        <source>&amp;Write (Thousand)</source>
        <translation>&amp;Write (Thousand)</translation>
    </message>
    <message>
        <source>&amp;Pass (Thousand)</source>
        <translation>&amp;Pass (Thousand)</translation>
    </message>
    <message>
        <source>&amp;Undo last box</source>
        <translation>&amp;Undo last box</translation>
    </message>
    <message>
        <source>&amp;Undo last write</source>
        <extracomment>Keys for the standard actions on platforms that define none (Qt&apos;s list is empty there).</extracomment>
        <translation>&amp;Undo last write</translation>
    </message>
    <message>
        <source>&amp;Tables across computers…</source>
        <translation>&amp;Tables across computers…</translation>
    </message>
    <message>
        <source>To&amp;day&apos;s dice…</source>
        <translation>To&amp;day&apos;s dice…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Hints</translation>
    </message>
    <message>
        <source>&amp;Chances to win</source>
        <translation>&amp;Chances to win</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;History…</translation>
    </message>
    <message>
        <source>Thousand sheet by &amp;rounds</source>
        <translation>Thousand sheet by &amp;rounds</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>&amp;Analysis of this game…</source>
        <translation>&amp;Analysis of this game…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;About Kości</source>
        <translation>&amp;About Kości</translation>
    </message>
    <message>
        <source>&amp;Teach me while I play</source>
        <translation>&amp;Teach me while I play</translation>
    </message>
    <message>
        <source>&amp;Got it: hide the tip</source>
        <translation>&amp;Got it: hide the tip</translation>
    </message>
    <message>
        <source>Die &amp;{n}</source>
        <translation>Die &amp;{n}</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Toolbar</translation>
    </message>
</context>
</TS>
