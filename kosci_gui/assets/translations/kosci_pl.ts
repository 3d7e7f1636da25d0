<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Kości</source>
        <translation>O programie Kości</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Kości {version}&lt;/h2&gt;&lt;p&gt;Dice games of the Yahtzee family and Thousand, with computer players and hints.&lt;/p&gt;&lt;p&gt;Classic, triple and full Kości, and Thousand — for one to six players at one screen.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kości {version}&lt;/h2&gt;&lt;p&gt;Gry w kości: kości (generał) i tysiąc, z graczami komputerowymi i podpowiedziami.&lt;/p&gt;&lt;p&gt;Kości zwykłe, potrójne i pełne oraz tysiąc — dla jednego do sześciu graczy przy jednym ekranie.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>More tools</source>
        <extracomment>Our own classes whose accessible has a role of its own (registered with :func:`give_role`). The accessibles&apos; factory, loaded when it is first asked for one (``access_tree.py``). How long a notice stays in the tree after it showed (a screen reader reads its name when it hears it show, a moment later).</extracomment>
        <translation>Więcej narzędzi</translation>
    </message>
</context>
<context>
    <name>Across</name>
    <message>
        <source>The table could not be opened to other computers: {error}.</source>
        <extracomment>Servers found on the local network (a list of {&quot;name&quot;, &quot;address&quot;}). Where the seat held at another computer&apos;s table is kept while its game goes on. The seat being taken at another computer&apos;s table (kept once the table says so). Where the app&apos;s own server listens: every interface of this computer (its local network; a --local-only server refuses peers from elsewhere). Tests use 127.0.0.1. Announce the app&apos;s tables on the local network, and look for others&apos; (DNS-SD).</extracomment>
        <translation>Nie udało się otworzyć stołu dla innych komputerów: {error}.</translation>
    </message>
    <message>
        <source>Back to the table?</source>
        <translation>Wrócić do stołu?</translation>
    </message>
    <message>
        <source>When Kości closed, you were playing at table {table} at {address} as {name}. Go back to your seat?</source>
        <translation>Przy zamknięciu Kości trwała Twoja gra przy stole {table} pod adresem {address} (jako {name}). Wrócić na swoje miejsce?</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Wróć</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Zwolnij miejsce</translation>
    </message>
    <message>
        <source>The seat could not be taken back: {message}</source>
        <translation>Nie udało się wrócić na miejsce: {message}</translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message>
        <source>Analysis — {game}</source>
        <extracomment>Try again was asked for a mistake (its :class:`Decision`; the record is ``doc``).</extracomment>
        <translation>Analiza — {game}</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Postęp analizy</translation>
    </message>
    <message>
        <source>{game} games are not analysed.</source>
        <translation>Gry {game} nie są analizowane.</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Analiza gry…</translation>
    </message>
    <message>
        <source>Only computer players played this game.</source>
        <translation>W tej grze grali tylko gracze komputerowi.</translation>
    </message>
    <message>
        <source>Expected points lost compare each choice with the best one, as the advisor values them.</source>
        <translation>Oczekiwana strata punktów porównuje każdy wybór z najlepszym według oceny doradcy.</translation>
    </message>
    <message>
        <source>The analysis failed: {error}</source>
        <translation>Analiza się nie powiodła: {error}</translation>
    </message>
    <message>
        <source>Turn {turn}, after roll {roll}</source>
        <translation>Kolejka {turn}, po rzucie {roll}</translation>
    </message>
    <message>
        <source>Expected points lost in this game: {lost:.1f} over {n} decisions.</source>
        <translation>Oczekiwana strata punktów w tej grze: {lost:.1f} (liczba decyzji: {n}).</translation>
    </message>
    <message>
        <source>{n} decisions could not be valued.</source>
        <translation>Decyzje bez oceny: {n}.</translation>
    </message>
    <message>
        <source>The costliest mistakes</source>
        <translation>Najdroższe błędy</translation>
    </message>
    <message>
        <source>No mistakes: every choice was the best.</source>
        <translation>Bez błędów: każdy wybór był najlepszy.</translation>
    </message>
    <message>
        <source>Dice outlined and marked underneath (&quot;held&quot;, or a bar where the word has no room): the dice held by the player. Dashed outline: the dice the advisor would hold.</source>
        <translation>Kości obwiedzione i oznaczone pod spodem („zatrzymana” albo kreska, gdy słowo się nie mieści): kości zatrzymane przez gracza. Obwódka przerywana: kości, które zatrzymałby doradca.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Wszystkie decyzje</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Kolejka</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rzut</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Wybór</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Najlepszy</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Strata punktów</translation>
    </message>
    <message>
        <source>{move} (written automatically)</source>
        <translation>{move} (wpisane automatycznie)</translation>
    </message>
    <message>
        <source>{where}: {lost:.1f} points lost</source>
        <translation>{where}: strata {lost:.1f} pkt</translation>
    </message>
    <message>
        <source>Dice {dice}, {rolls}.</source>
        <translation>Kości {dice}, {rolls}.</translation>
    </message>
    <message>
        <source>Chosen: {move} (expected final score {value:.1f})</source>
        <translation>Wybrano: {move} (oczekiwany wynik końcowy {value:.1f})</translation>
    </message>
    <message>
        <source>Best: {move} (expected final score {value:.1f})</source>
        <translation>Najlepiej: {move} (oczekiwany wynik końcowy {value:.1f})</translation>
    </message>
    <message>
        <source>Why the choice: {why}</source>
        <translation>Co daje wybór: {why}</translation>
    </message>
    <message>
        <source>Why the best: {why}</source>
        <translation>Co daje najlepszy ruch: {why}</translation>
    </message>
    <message>
        <source>Card: {card}</source>
        <translation>Tabela: {card}</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Spróbuj jeszcze raz</translation>
    </message>
    <message>
        <source>Try again: {where}</source>
        <translation>Spróbuj jeszcze raz: {where}</translation>
    </message>
</context>
<context>
    <name>AsideStrip</name>
    <message>
        <source>Set aside: {dice}</source>
        <extracomment>Largest a die set aside is drawn (logical pixels): smaller than those in the tray.</extracomment>
        <translation>Odłożone: {dice}</translation>
    </message>
</context>
<context>
    <name>AtTable</name>
    <message>
        <source>Your move is on its way to the table…</source>
        <extracomment>A game starts on the window (this table&apos;s, or another that takes its place). The table&apos;s game has ended and its dice were checked (:attr:`verdict`). A move was sent and its answer has not come yet (intents wait). Moves to send one after another (Thousand: the dice chosen, then the throw). The table&apos;s round whose game the controller plays (a new round: a new game). &quot;dice checked&quot;, or the first die that does not match (None: not ended yet). The table&apos;s whole record once the game has ended (for the history). Plays the turns this seat may not see (its computer player is made once). Who was connected at the last view (the others are told when that changes).</extracomment>
        <translation>Twój ruch jest w drodze do stołu…</translation>
    </message>
    <message>
        <source>The table refused the move: {reason}.</source>
        <translation>Stół odrzucił ruch: {reason}.</translation>
    </message>
    <message>
        <source>{name} has played a turn (the cards are hidden).</source>
        <translation>{name} rozegrał(a) turę (karty są zakryte).</translation>
    </message>
    <message>
        <source>{name}: {phrase}</source>
        <translation>{name}: {phrase}</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} wrócił(a) do stołu.</translation>
    </message>
    <message>
        <source>{name}: connection lost — {time} to come back before a computer plays for them.</source>
        <translation>{name}: utracono połączenie — {time} na powrót, zanim komputer zagra za tę osobę.</translation>
    </message>
    <message>
        <source>{name}: connection lost — their clock runs in their turn.</source>
        <translation>{name}: utracono połączenie — w tej turze biegnie zegar tej osoby.</translation>
    </message>
    <message>
        <source>Connected to the table again.</source>
        <translation>Znów połączono ze stołem.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: connecting again…</source>
        <translation>Utracono połączenie ze stołem: łączę ponownie…</translation>
    </message>
</context>
<context>
    <name>AutoPlay</name>
    <message>
        <source>{player} is getting ready: the first game with these rules takes a while.</source>
        <extracomment>How long a step waits for a computer player still being built before it asks again every POLL_MS (loading a table takes a moment, building one longer). One second of the auto-score&apos;s countdown, in ms (a seam: tests shorten it). With no board to say when the dice lie still, the countdown starts this long after the animation&apos;s length. Builds a computer player in the background (a seam: tests give their own). (game kind, rules, level, seed, the game to play) -&gt; the player, built in the background. The move shown before it is made; the box selected in confirm-move mode. Seconds left before the auto-score writes the previewed box (None: not counting). The auto-score waits to count down (for the dice to lie still, or its player). Do the dice of the last roll lie still (the board says when they do)? The turn (player, their turn number) whose automatic write the player stopped.</extracomment>
        <translation>{player} się przygotowuje: pierwsza gra z tymi zasadami chwilę potrwa.</translation>
    </message>
    <message>
        <source>{player} cannot play: {error}. The game is saved; start a new game or try again later.</source>
        <translation>{player} nie może grać: {error}. Gra jest zapisana; zacznij nową grę albo spróbuj później.</translation>
    </message>
    <message>
        <source>{box} in {seconds}… (press any key or click to choose yourself)</source>
        <translation>{box} za {seconds}… (naciśnij dowolny klawisz lub kliknij, aby wybrać samemu)</translation>
    </message>
    <message>
        <source>The automatic write is stopped: choose a box.</source>
        <translation>Automatyczny wpis zatrzymany: wybierz rubrykę.</translation>
    </message>
</context>
<context>
    <name>AutoWriteBox</name>
    <message>
        <source>Off</source>
        <extracomment>The longest auto-write delay offered (seconds).</extracomment>
        <translation>Wyłączona</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>As the rules say (Penta: 3 s)</source>
        <translation>Jak w zasadach (Penta: 3 s)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Game over</source>
        <extracomment>The table is laid out for this size at the user&apos;s font size; a larger table grows its text and dice with it, up to MAX_SCALE times. The most of the table&apos;s height the hint in words takes (its reasons beyond are left out). Tallest the dice tray grows at the base size (logical pixels). The clock turns to a warning colour in a player&apos;s last seconds. Widest the buttons under the dice grow (logical pixels). The clock&apos;s last seconds: white on a deep red band (7:1, whatever the cloth&apos;s colour). A kind of button on the table. The dice on the table (every game has them). Whose turn it is, over the dice (:meth:`make_turn_label`, :meth:`show_turn`). The dice&apos;s panel beside the score pad (the board turns it to fit the window). Is this the board of the game being played? (Not until the window puts it on the table; the window keeps a board of each kind it has shown: the others take no game.) The score pads lying on the table (each casts a shadow on the cloth). How much larger than at BASE_SIZE the table&apos;s text and dice are drawn. The big moments (five of a kind, bonuses, an overtake, the winner) over the table. The hint in words (hints on): what to keep and what to let go, or whether to throw again; placed by each board under its buttons, hidden while there is none. Hidden cards in hot-seat play: over the table until the next player takes the seat. Each player&apos;s chance to win (View → Chances to win), placed by each board.</extracomment>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Show the next player&apos;s card</source>
        <translation>Pokaż kartę następnego gracza</translation>
    </message>
    <message>
        <source>Pass the screen to {player}
— click or press Space to show your card —</source>
        <translation>Przekaż ekran: {player}
— kliknij lub naciśnij spację, aby pokazać swoją tabelę —</translation>
    </message>
    <message>
        <source>{player} — {time}</source>
        <translation>{player} — {time}</translation>
    </message>
    <message>
        <source>Time left on {player}&apos;s clock</source>
        <translation>Czas, który został na zegarze: {player}</translation>
    </message>
</context>
<context>
    <name>BoxHelp</name>
    <message>
        <source>Sum of the dice showing 1.</source>
        <extracomment>The explanation of an upper box, by face (context &quot;BoxHelp&quot;).</extracomment>
        <translation>Suma oczek na jedynkach.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 2.</source>
        <translation>Suma oczek na dwójkach.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 3.</source>
        <translation>Suma oczek na trójkach.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 4.</source>
        <translation>Suma oczek na czwórkach.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 5.</source>
        <translation>Suma oczek na piątkach.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 6.</source>
        <translation>Suma oczek na szóstkach.</translation>
    </message>
    <message>
        <source>At least three equal dice: the sum of all five.</source>
        <extracomment>The explanations of the other boxes (context &quot;BoxHelp&quot;), keyed as :data:`_RULES`; placeholders {points}, {times}, {run}.</extracomment>
        <translation>Co najmniej trzy jednakowe kości: suma oczek wszystkich pięciu.</translation>
    </message>
    <message>
        <source>At least four equal dice: the sum of all five.</source>
        <translation>Co najmniej cztery jednakowe kości: suma oczek wszystkich pięciu.</translation>
    </message>
    <message>
        <source>Three of one face and two of another: {points}.</source>
        <translation>Trzy jednakowe i dwie inne jednakowe: {points}.</translation>
    </message>
    <message>
        <source>Four consecutive faces (1-2-3-4, 2-3-4-5 or 3-4-5-6): {points}.</source>
        <translation>Cztery kolejne liczby oczek (1-2-3-4, 2-3-4-5 lub 3-4-5-6): {points}.</translation>
    </message>
    <message>
        <source>Five consecutive faces (1-2-3-4-5 or 2-3-4-5-6): {points}.</source>
        <translation>Pięć kolejnych liczb oczek (1-2-3-4-5 lub 2-3-4-5-6): {points}.</translation>
    </message>
    <message>
        <source>Five equal dice: {points}.</source>
        <translation>Pięć jednakowych kości: {points}.</translation>
    </message>
    <message>
        <source>Two equal dice: twice the highest such face.</source>
        <translation>Dwie jednakowe kości: podwójna liczba oczek najwyższej pary.</translation>
    </message>
    <message>
        <source>Three equal dice: three times the face.</source>
        <translation>Trzy jednakowe kości: suma oczek trójki.</translation>
    </message>
    <message>
        <source>Four equal dice: four times the face.</source>
        <translation>Cztery jednakowe kości: suma oczek czwórki.</translation>
    </message>
    <message>
        <source>Two different pairs: twice each of the two faces.</source>
        <translation>Dwie różne pary: suma oczek obu par.</translation>
    </message>
    <message>
        <source>Exactly {run}: {points}.</source>
        <translation>Dokładnie {run}: {points}.</translation>
    </message>
    <message>
        <source>Three of one face and two of another: the sum of all five.</source>
        <translation>Trzy jednakowe i dwie inne jednakowe: suma oczek wszystkich kości.</translation>
    </message>
    <message>
        <source>Five equal dice: {times} × the sum.</source>
        <translation>Pięć jednakowych kości: suma oczek razy {times}.</translation>
    </message>
    <message>
        <source>Any dice: the sum of all five.</source>
        <translation>Dowolny układ: suma oczek wszystkich pięciu kości.</translation>
    </message>
</context>
<context>
    <name>BoxRules</name>
    <message>
        <source>total of 1s</source>
        <extracomment>The short rule of an upper box, by face (context &quot;BoxRules&quot;).</extracomment>
        <translation>suma jedynek</translation>
    </message>
    <message>
        <source>total of 2s</source>
        <translation>suma dwójek</translation>
    </message>
    <message>
        <source>total of 3s</source>
        <translation>suma trójek</translation>
    </message>
    <message>
        <source>total of 4s</source>
        <translation>suma czwórek</translation>
    </message>
    <message>
        <source>total of 5s</source>
        <translation>suma piątek</translation>
    </message>
    <message>
        <source>total of 6s</source>
        <translation>suma szóstek</translation>
    </message>
    <message>
        <source>total</source>
        <translation>suma</translation>
    </message>
    <message>
        <source>sum of the pair</source>
        <extracomment>The short rules of the other boxes, by how they score and how many equal dice they need (0: any); a box that scores fixed points shows its points.</extracomment>
        <translation>suma pary</translation>
    </message>
    <message>
        <source>sum of the pairs</source>
        <translation>suma par</translation>
    </message>
    <message>
        <source>sum of the three</source>
        <translation>suma trójki</translation>
    </message>
    <message>
        <source>sum of the four</source>
        <translation>suma czwórki</translation>
    </message>
    <message>
        <source>{times} × total</source>
        <translation>{times} × suma</translation>
    </message>
    <message>
        <source>{threshold}+ → {bonus}</source>
        <extracomment>The short rules of the summary rows (context &quot;BoxRules&quot;); placeholders as ROW_HELP&apos;s.</extracomment>
        <translation>{threshold}+ → {bonus}</translation>
    </message>
    <message>
        <source>+{bonus} each</source>
        <translation>+{bonus} za każdy</translation>
    </message>
</context>
<context>
    <name>Boxes</name>
    <message>
        <source>Ones</source>
        <translation>Jedynki</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Dwójki</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trójki</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Czwórki</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Piątki</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Szóstki</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Dwie pary</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trójka</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Kareta</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Mały strit</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Duży strit</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Szansa</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Generał</translation>
    </message>
</context>
<context>
    <name>Cells</name>
    <message>
        <source>Would write {points} here; the upper boxes do not count in this game.</source>
        <extracomment>Words for a screen reader (value, preview, forbidden, written automatically soon…). In the column of the player whose turn it is (tinted): a sum changes look with the turn, so it is announced (and repainted) with the rest of the column.</extracomment>
        <translation>Wpisałoby tu {points}; w tej grze górne rubryki się nie liczą.</translation>
    </message>
    <message>
        <source>{points} ×{weight} = {weighted}, and the five-of-a-kind bonus +{bonus}: {worth} in all.</source>
        <translation>{points} ×{weight} = {weighted} i premia za generała +{bonus}: razem {worth}.</translation>
    </message>
    <message>
        <source>{points} ×{weight} = {worth} in this column.</source>
        <translation>{points} ×{weight} = {worth} w tej kolumnie.</translation>
    </message>
    <message>
        <source>{base} ×{multiplier} = {points}: a combination written after the first roll scores ×3, after a later roll of all five dice ×2.</source>
        <translation>{base} ×{multiplier} = {points}: układ wpisany po pierwszym rzucie liczy się ×3, po późniejszym rzucie wszystkimi pięcioma kośćmi ×2.</translation>
    </message>
    <message>
        <source>{points}, and the five-of-a-kind bonus +{bonus}.</source>
        <translation>{points} i premia za generała +{bonus}.</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>ukryte</translation>
    </message>
    <message>
        <source>open</source>
        <translation>wolna</translation>
    </message>
    <message>
        <source>{rule} The joker rule does not allow this box now.</source>
        <translation>{rule} Zasada dżokera nie pozwala teraz na tę rubrykę.</translation>
    </message>
    <message>
        <source>not allowed now (joker)</source>
        <translation>teraz niedozwolona (dżoker)</translation>
    </message>
    <message>
        <source>would score {text}</source>
        <translation>dałoby {text}</translation>
    </message>
    <message>
        <source>{points} · {seconds} s</source>
        <translation>{points} · {seconds} s</translation>
    </message>
    <message>
        <source>written automatically in {seconds} s</source>
        <translation>wpis automatyczny za {seconds} s</translation>
    </message>
    <message>
        <source>the hint&apos;s best choice</source>
        <translation>najlepszy wybór według podpowiedzi</translation>
    </message>
    <message>
        <source>{rule} Expected final score: {value:.1f}</source>
        <translation>{rule} Oczekiwany wynik końcowy: {value:.1f}</translation>
    </message>
</context>
<context>
    <name>ChanceBars</name>
    <message>
        <source>Chances to win: {list}</source>
        <extracomment>One hue per seat (degrees), far apart so six lines stay apart. Between two columns of seats; the shortest a bar gets before it gives way to a dot; the dot (a bar no longer than it is high), the last before names are shortened. Every seat&apos;s figure on one line (&quot;Expected final scores: Ala 231 · Ola 262&quot;). Each seat&apos;s bar as a screen reader reads it.</extracomment>
        <translation>Szanse na wygraną: {list}</translation>
    </message>
    <message>
        <source>Chances to win: being worked out</source>
        <translation>Szanse na wygraną: trwa liczenie</translation>
    </message>
    <message>
        <source>{player}: {percent} chance to win</source>
        <translation>{player}: {percent} szans na wygraną</translation>
    </message>
    <message>
        <source>{player}: chance to win being worked out</source>
        <translation>{player}: szansa na wygraną — trwa liczenie</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>{player}: {end} at the end, at best {best}</source>
        <extracomment>What each chance weighs at each point of the series (a reason per seat). Points of the series a round of the table takes (a turn of each player).</extracomment>
        <translation>{player}: na koniec {end}, najwyżej {best}</translation>
    </message>
    <message>
        <source>at the start — {figures}</source>
        <translation>na początku — {figures}</translation>
    </message>
    <message>
        <source>Chances to win, turn by turn</source>
        <translation>Szanse na wygraną, tura po turze</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>kolejka</translation>
    </message>
    <message>
        <source>At the start: {list}</source>
        <translation>Na początku: {list}</translation>
    </message>
    <message>
        <source>Turn {turn}: {list}</source>
        <translation>Kolejka {turn}: {list}</translation>
    </message>
</context>
<context>
    <name>Chances</name>
    <message>
        <source>Chances to win are not available: {error}.</source>
        <extracomment>The chances were worked out again, or are no longer shown. Asks the win-chance model (``prepare`` and ``ask`` are seams for tests).</extracomment>
        <translation>Szanse na wygraną są niedostępne: {error}.</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>box filled ({points} or 0)</source>
        <extracomment>Labels of choice values, by (option key, value).</extracomment>
        <translation>rubryka zapisana ({points} lub 0)</translation>
    </message>
    <message>
        <source>box holds {points}</source>
        <translation>w rubryce jest {points}</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>wymuszony</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcjonalny</translation>
    </message>
    <message>
        <source>free</source>
        <translation>dowolny</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>nieliczone</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>pominięte</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>liczone</translation>
    </message>
    <message>
        <source>exactly {goal}</source>
        <translation>dokładnie {goal}</translation>
    </message>
    <message>
        <source>{goal} or more</source>
        <translation>{goal} lub więcej</translation>
    </message>
    <message>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
</context>
<context>
    <name>ComparisonWindow</name>
    <message>
        <source>Your new choice</source>
        <extracomment>The new choice ended the practice game (its end dialog waits for this window).</extracomment>
        <translation>Twój nowy wybór</translation>
    </message>
    <message>
        <source>Your choice in the game</source>
        <translation>Twój wybór w grze</translation>
    </message>
    <message>
        <source>The best</source>
        <translation>Najlepszy</translation>
    </message>
    <message>
        <source>Your new choice is the best one (the choice in the game lost {lost:.1f} points).</source>
        <translation>Twój nowy wybór jest najlepszy (wybór w grze kosztował {lost:.1f} pkt).</translation>
    </message>
    <message>
        <source>Better: your new choice loses {new:.1f} points against the best, the choice in the game lost {old:.1f}.</source>
        <translation>Lepiej: twój nowy wybór traci {new:.1f} pkt względem najlepszego, wybór w grze tracił {old:.1f}.</translation>
    </message>
    <message>
        <source>Not better: your new choice loses {new:.1f} points against the best, the choice in the game lost {old:.1f}.</source>
        <translation>Nie lepiej: twój nowy wybór traci {new:.1f} pkt względem najlepszego, wybór w grze tracił {old:.1f}.</translation>
    </message>
    <message>
        <source>Tried again — {game}</source>
        <translation>Jeszcze raz — {game}</translation>
    </message>
    <message>
        <source>Turn {turn}, after roll {roll}: dice {dice}, {rolls}.</source>
        <translation>Kolejka {turn}, po rzucie {roll}: kości {dice}, {rolls}.</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Wybór</translation>
    </message>
    <message>
        <source>Expected final score</source>
        <translation>Oczekiwany wynik końcowy</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Strata punktów</translation>
    </message>
    <message>
        <source>The choices compared</source>
        <translation>Porównanie wyborów</translation>
    </message>
    <message>
        <source>{whose}: {move}, expected final score {value:.1f}, {lost:.1f} points lost.</source>
        <translation>{whose}: {move}, oczekiwany wynik końcowy {value:.1f}, strata {lost:.1f} pkt.</translation>
    </message>
    <message>
        <source>That was the practice game&apos;s last choice: its end is shown when you close this window. It is not counted in the statistics or the high scores.</source>
        <translation>To był ostatni wybór gry treningowej: jej zakończenie pokaże się po zamknięciu tego okna. Nie liczy się do statystyk ani najlepszych wyników.</translation>
    </message>
    <message>
        <source>The game goes on from here as practice: it is not counted in the statistics or the high scores.</source>
        <translation>Gra toczy się dalej stąd jako treningowa: nie liczy się do statystyk ani najlepszych wyników.</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Today&apos;s dice</source>
        <translation>Kości dnia</translation>
    </message>
    <message>
        <source>The same dice for everyone today. Your first game of the day counts, and at its end you see what the Hard computer scored on the same dice; later games are practice. Give a friend the code to play the same dice.</source>
        <translation>Dziś wszyscy rzucają tymi samymi kośćmi. Liczy się twoja pierwsza gra dnia, a na jej końcu zobaczysz, ile na tych samych kościach zdobył komputer na poziomie Trudny; kolejne gry są treningiem. Podaj znajomemu kod, a zagra tymi samymi kośćmi.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>Or a friend&apos;s &amp;code:</source>
        <translation>Albo &amp;kod od znajomego:</translation>
    </message>
    <message>
        <source>Against the &amp;computer</source>
        <translation>Przeciw &amp;komputerowi</translation>
    </message>
    <message>
        <source>This code names no game of today&apos;s dice.</source>
        <translation>Ten kod nie wskazuje żadnej gry z kośćmi dnia.</translation>
    </message>
    <message>
        <source>The code of {date}: {code}</source>
        <translation>Kod na {date}: {code}</translation>
    </message>
</context>
<context>
    <name>DailyList</name>
    <message>
        <source>{points} in {turns}</source>
        <translation>{points} ({turns})</translation>
    </message>
    <message>
        <source>{game}: {score} (the hard computer: {hard})</source>
        <translation>{game}: {score} (trudny komputer: {hard})</translation>
    </message>
    <message>
        <source>Today&apos;s dice</source>
        <translation>Kości dnia</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Twój wynik</translation>
    </message>
    <message>
        <source>Hard computer</source>
        <translation>Komputer (trudny)</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Liczy się</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>trening</translation>
    </message>
    <message>
        <source>for the record</source>
        <translation>do wyników</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <source>not rolled</source>
        <extracomment>The tray that paints this die (and is told when it must paint it again). The hint for this die: &quot;&quot; (none), HOLD (not held, advised to hold) or RELEASE (held, advised to let go).</extracomment>
        <translation>bez rzutu</translation>
    </message>
    <message>
        <source>die {number}, {face}</source>
        <translation>kość {number}, {face}</translation>
    </message>
    <message>
        <source>{die}, {mark}</source>
        <translation>{die}, {mark}</translation>
    </message>
    <message>
        <source>held</source>
        <translation>zatrzymana</translation>
    </message>
    <message>
        <source>{die}; hint: hold it</source>
        <translation>{die}; podpowiedź: zatrzymaj ją</translation>
    </message>
    <message>
        <source>{die}; hint: let it go</source>
        <translation>{die}; podpowiedź: odłóż ją z powrotem do rzutu</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Game over</source>
        <extracomment>``done()`` codes of the New game, Analysis and Undo buttons.</extracomment>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>No winner: time ran out.</source>
        <translation>Nikt nie wygrał: skończył się czas.</translation>
    </message>
    <message>
        <source>A draw: {names} share the win!</source>
        <translation>Remis: wygrywają razem {names}!</translation>
    </message>
    <message>
        <source>{name} scored {total}.</source>
        <translation>{name}: {total} pkt.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>Wygrywa {name}!</translation>
    </message>
    <message>
        <source>An assisted game (hints or undo were used): it is not counted for the high scores.</source>
        <extracomment>The big moment of the last action, on the board this dialog covers.</extracomment>
        <translation>Gra z pomocą (podpowiedzi lub cofanie): nie liczy się do najlepszych wyników.</translation>
    </message>
    <message>
        <source>A practice game: it is not counted in the statistics or the high scores.</source>
        <translation>Gra treningowa: nie liczy się do statystyk ani najlepszych wyników.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <extracomment>At a table across computers: whether every die came from the seeds (issue 30 §3). Today&apos;s dice: the day&apos;s code, what hard scored on the same dice, practice or not.</extracomment>
        <translation>Klasyfikacja</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>{name} (out of time)</source>
        <translation>{name} (koniec czasu)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <source>Dice checked: every die came from the table&apos;s committed seed and the players&apos; seeds.</source>
        <extracomment>What luck did: filled in once it is worked out.</extracomment>
        <translation>Kości sprawdzone: każda kość pochodzi z zapowiedzianego ziarna stołu i ziaren graczy.</translation>
    </message>
    <message>
        <source>The dice do NOT check: {detail}</source>
        <translation>Kości się NIE zgadzają: {detail}</translation>
    </message>
    <message>
        <source>Today&apos;s dice {code}.</source>
        <translation>Kości dnia {code}.</translation>
    </message>
    <message>
        <source>The hard computer scored {hard} on the same dice.</source>
        <translation>Trudny komputer zdobył {hard} na tych samych kościach.</translation>
    </message>
    <message>
        <source>A practice game: the day&apos;s game counted the first time.</source>
        <translation>Gra treningowa: gra dnia liczyła się za pierwszym razem.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Unknown game {game}; choose one of {choices}.</source>
        <translation>Nieznana gra {game}; do wyboru: {choices}.</translation>
    </message>
    <message>
        <source>Unknown preset {preset} for {game}; choose one of {choices}.</source>
        <translation>Nieznany zestaw zasad {preset} w grze {game}; do wyboru: {choices}.</translation>
    </message>
    <message>
        <source>Unknown rule option {key} for {game}.</source>
        <translation>Nieznana opcja zasad {key} w grze {game}.</translation>
    </message>
    <message>
        <source>The option “{key}” cannot be {value}: {expected}.</source>
        <translation>Opcja „{key}” nie może mieć wartości {value}: {expected}.</translation>
    </message>
    <message>
        <source>{game} is played by {low} to {high} players, not {count}.</source>
        <translation>W grze {game} może grać od {low} do {high} graczy, a nie {count}.</translation>
    </message>
    <message>
        <source>Player names must be unique and not empty: “{name}”.</source>
        <translation>Imiona graczy muszą być niepuste i różne: „{name}”.</translation>
    </message>
    <message>
        <source>The game clock is {low} to {high} minutes per player, not {minutes}.</source>
        <translation>Zegar to od {low} do {high} minut na gracza, a nie {minutes}.</translation>
    </message>
    <message>
        <source>The game has ended.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn, not {player}&apos;s.</source>
        <translation>Teraz kolej gracza {current}, nie {player}.</translation>
    </message>
    <message>
        <source>{player} is out of the game.</source>
        <translation>{player} już nie gra w tej partii.</translation>
    </message>
    <message>
        <source>No rolls left: three rolls per turn at most.</source>
        <translation>Nie ma już rzutów: w turze są najwyżej trzy.</translation>
    </message>
    <message>
        <source>Every die is held: release at least one to roll.</source>
        <translation>Wszystkie kości są zatrzymane: odblokuj choć jedną, żeby rzucić.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after a roll.</source>
        <translation>Najpierw rzuć: kości można zatrzymać dopiero po rzucie.</translation>
    </message>
    <message>
        <source>There is no die number {index}.</source>
        <translation>Nie ma kości numer {index}.</translation>
    </message>
    <message>
        <source>Roll first: a box can be written only after a roll.</source>
        <translation>Najpierw rzuć: wynik można wpisać dopiero po rzucie.</translation>
    </message>
    <message>
        <source>There is no box {box} in this game.</source>
        <translation>W tej grze nie ma rubryki {box}.</translation>
    </message>
    <message>
        <source>There is no column {column}; this game has {columns}.</source>
        <translation>Nie ma kolumny {column}; liczba kolumn w tej grze: {columns}.</translation>
    </message>
    <message>
        <source>{box} is already written.</source>
        <translation>Rubryka {box} jest już zapisana.</translation>
    </message>
    <message>
        <source>Joker: use one of {allowed} for these dice, not {box}.</source>
        <translation>Dżoker: te kości można wpisać tylko w jedną z rubryk: {allowed} (nie: {box}).</translation>
    </message>
    <message>
        <source>That is not part of this game.</source>
        <translation>Tego nie ma w tej grze.</translation>
    </message>
    <message>
        <source>Held dice keep their values: die {index} was {old}, not {new}.</source>
        <translation>Zatrzymane kości nie zmieniają wartości: kość {index} miała {old}, a nie {new}.</translation>
    </message>
    <message>
        <source>The dice must be {count} values from 1 to 6, not {dice}.</source>
        <translation>Kości to {count} wartości od 1 do 6, a nie {dice}.</translation>
    </message>
    <message>
        <source>Throw the dice first.</source>
        <translation>Najpierw rzuć kośćmi.</translation>
    </message>
    <message>
        <source>Set aside at least one scoring die from this throw first.</source>
        <translation>Najpierw odłóż z tego rzutu przynajmniej jedną punktowaną kość.</translation>
    </message>
    <message>
        <source>Dice were already set aside from this throw: throw again, write or pass.</source>
        <translation>Z tego rzutu kości są już odłożone: rzucaj dalej, zapisz albo odpuść.</translation>
    </message>
    <message>
        <source>{dice} is not part of the throw {throw}.</source>
        <translation>{dice} nie ma w rzucie {throw}.</translation>
    </message>
    <message>
        <source>Set aside at least one die.</source>
        <translation>Odłóż przynajmniej jedną kość.</translation>
    </message>
    <message>
        <source>{dice} does not score: every die set aside must score.</source>
        <translation>{dice} nie punktuje: każda odłożona kość musi dawać punkty.</translation>
    </message>
    <message>
        <source>{dice} would take the score past {goal} ({score} + {points}).</source>
        <translation>Po odłożeniu {dice} wynik przekroczyłby {goal} ({score} + {points}).</translation>
    </message>
    <message>
        <source>Writing needs at least {needed} scoring dice set aside (so far: {count}).</source>
        <translation>Żeby zapisać, trzeba mieć na stole co najmniej {needed} punktowane kości (na razie: {count}).</translation>
    </message>
    <message>
        <source>A write may not pass {goal} ({total}).</source>
        <translation>Wpis nie może przekroczyć {goal} ({total}).</translation>
    </message>
    <message>
        <source>pairs of low and high scores with 0 ≤ low &lt; high ≤ {goal}</source>
        <translation>pary wyników od–do, gdzie 0 ≤ od &lt; do ≤ {goal}</translation>
    </message>
    <message>
        <source>The first write must be at least {opening} points, not {points}.</source>
        <translation>Pierwszy wpis musi mieć co najmniej {opening} punktów, a nie {points}.</translation>
    </message>
    <message>
        <source>In the pit {low}–{high}: a write must reach {high} (only {total}).</source>
        <translation>W przejściu {low}–{high}: wpis musi dojść do {high} (jest tylko {total}).</translation>
    </message>
    <message>
        <source>Passing before the first throw is not allowed.</source>
        <translation>Nie można odpuścić przed pierwszym rzutem.</translation>
    </message>
    <message>
        <source>The throw must have {count} dice, not {given}.</source>
        <translation>Rzut musi mieć {count} kości, a nie {given}.</translation>
    </message>
    <message>
        <source>This game has no clock.</source>
        <translation>Ta gra nie ma zegara.</translation>
    </message>
    <message>
        <source>There is no written box to undo.</source>
        <translation>Nie ma wpisanej rubryki do cofnięcia.</translation>
    </message>
    <message>
        <source>That is not allowed here.</source>
        <translation>Tego nie można tu zrobić.</translation>
    </message>
    <message>
        <source>Joker: the {allowed} box must be used, not {box}.</source>
        <extracomment>The joker&apos;s refusal when one box only may take the dice.</extracomment>
        <translation>Dżoker: te kości trzeba wpisać w rubrykę {allowed} (nie: {box}).</translation>
    </message>
    <message>
        <source>choose one of {choices}</source>
        <translation>do wyboru: {choices}</translation>
    </message>
    <message>
        <source>choose on or off</source>
        <translation>wybierz: tak lub nie</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}</source>
        <translation>liczba całkowita od {low} do {high}</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>{player}&apos;s turn.</source>
        <extracomment>Templates of the engine&apos;s events (engine/events.py), keyed by event and variant. Placeholders: {player}, {by} (names), {points}, {score}, {low}, {high}, {dice}, {penalty}, {bonus}, {box}, {rolls}.</extracomment>
        <translation>Kolej gracza {player}.</translation>
    </message>
    <message>
        <source>{player}: {rolls}. Hold dice and roll again, or write a box.</source>
        <translation>{player}: {rolls}. Zatrzymaj kości i rzucaj dalej albo wpisz wynik.</translation>
    </message>
    <message>
        <source>{player}: no rolls left, write a box.</source>
        <translation>{player}: koniec rzutów, wpisz wynik.</translation>
    </message>
    <message>
        <source>{player}: {rolls}.</source>
        <translation>{player}: {rolls}.</translation>
    </message>
    <message>
        <source>{player}: no rolls left.</source>
        <translation>{player}: koniec rzutów.</translation>
    </message>
    <message>
        <source>Five of a kind as a joker: only the enabled boxes may take it.</source>
        <translation>Generał jako dżoker: można go wpisać tylko w dostępne rubryki.</translation>
    </message>
    <message>
        <source>{player} wrote {points} in {box}.</source>
        <translation>{player} wpisuje {points} w rubrykę {box}.</translation>
    </message>
    <message>
        <source>{player} throws {dice}.</source>
        <translation>{player} rzuca: {dice}.</translation>
    </message>
    <message>
        <source>Set aside {dice}: +{points}.</source>
        <translation>Odłożone {dice}: +{points}.</translation>
    </message>
    <message>
        <source>All five dice score ({points} so far): write, or throw all five again.</source>
        <translation>Wszystkich pięć kości punktuje (na razie {points}): zapisz albo rzucaj od nowa wszystkimi pięcioma.</translation>
    </message>
    <message>
        <source>{player} writes {points} and has {score}.</source>
        <translation>{player} zapisuje {points} i ma {score}.</translation>
    </message>
    <message>
        <source>{player} is in the pit {low}–{high}: the next write must reach {high}.</source>
        <translation>{player} jest w przejściu {low}–{high}: następny wpis musi dojść do {high}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}: {player} −{penalty}, {by} +{bonus}.</source>
        <translation>{by} wyprzedza gracza {player}: {player} −{penalty}, {by} +{bonus}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}: {player} −{penalty}.</source>
        <translation>{by} wyprzedza gracza {player}: {player} −{penalty}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}: {by} +{bonus}.</source>
        <translation>{by} wyprzedza gracza {player}: {by} +{bonus}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}.</source>
        <translation>{by} wyprzedza gracza {player}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}, who is protected and loses nothing.</source>
        <translation>{by} wyprzedza gracza {player}, który jest chroniony i nic nie traci.</translation>
    </message>
    <message>
        <source>{player}: nothing scores in this throw, the turn&apos;s points are lost.</source>
        <translation>{player}: w tym rzucie nic nie punktuje, punkty z tej kolejki przepadają.</translation>
    </message>
    <message>
        <source>{player} reaches {goal} and wins!</source>
        <translation>{player} ma {goal} i wygrywa!</translation>
    </message>
    <message>
        <source>{player}: every scoring choice would pass {goal}, the turn is lost.</source>
        <translation>{player}: każdy wybór przekroczyłby {goal}, kolejka stracona.</translation>
    </message>
    <message>
        <source>{player} passes without writing.</source>
        <translation>{player} odpuszcza bez zapisu.</translation>
    </message>
    <message>
        <source>{player} scored nothing on the first throw: −{points}.</source>
        <translation>{player}: zero w pierwszym rzucie, karniak −{points}.</translation>
    </message>
    <message>
        <source>{player}: three turns in a row without a write: −{points}.</source>
        <translation>{player}: trzy kolejki z rzędu bez wpisu, karniak −{points}.</translation>
    </message>
    <message>
        <source>{player}&apos;s time is up: {player} is out.</source>
        <translation>Czas minął: {player} odpada z gry.</translation>
    </message>
    <message>
        <source>{player} wrote a box.</source>
        <translation>{player}: wpis do tabeli.</translation>
    </message>
    <message>
        <source>{player} writes the turn&apos;s points.</source>
        <translation>{player}: wpis punktów tury.</translation>
    </message>
    <message>
        <source>{player}: miss — {points} points lost</source>
        <translation>{player}: pudło — przepada {points} pkt</translation>
    </message>
    <message>
        <source>{player}: miss</source>
        <translation>{player}: pudło</translation>
    </message>
    <message>
        <source>{player}: nothing on the first throw — {points}</source>
        <translation>{player}: pierwszy rzut bez punktów — {points}</translation>
    </message>
    <message>
        <source>{player}: three misses in a row — {points}</source>
        <translation>{player}: trzy pudła z rzędu — {points}</translation>
    </message>
    <message>
        <source>{player}: five of a kind!</source>
        <translation>{player}: generał!</translation>
    </message>
    <message>
        <source>{player}: five of a kind again — +{bonus}!</source>
        <translation>{player}: znowu generał — +{bonus}!</translation>
    </message>
    <message>
        <source>{player}: the upper boxes reach {threshold} — bonus +{points}!</source>
        <translation>{player}: górne rubryki mają {threshold} — premia +{points}!</translation>
    </message>
</context>
<context>
    <name>Faces</name>
    <message>
        <source>one</source>
        <translation>jedynka</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dwójka</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trójka</translation>
    </message>
    <message>
        <source>four</source>
        <translation>czwórka</translation>
    </message>
    <message>
        <source>five</source>
        <translation>piątka</translation>
    </message>
    <message>
        <source>six</source>
        <translation>szóstka</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>{name} could not be read ({detail}).</source>
        <extracomment>Problem code: the app data folder cannot be created.</extracomment>
        <translation>Nie udało się odczytać pliku {name} ({detail}).</translation>
    </message>
    <message>
        <source>{name} is not a file that can hold a saved game (it is a folder, a pipe or a device).</source>
        <translation>{name} nie jest plikiem, który może zawierać zapisaną grę (to folder, potok albo urządzenie).</translation>
    </message>
    <message>
        <source>{name} is too large to be a saved game of Kości.</source>
        <translation>Plik {name} jest zbyt duży, by być zapisaną grą Kości.</translation>
    </message>
    <message>
        <source>{name} is damaged or is not a saved game.</source>
        <translation>Plik {name} jest uszkodzony albo nie jest zapisaną grą.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of Kości ({detail}) and cannot be opened by this one.</source>
        <translation>Plik {name} został zapisany przez nowszą wersję Kości ({detail}) i ta wersja nie może go otworzyć.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of Kości.</source>
        <translation>Plik {name} nie jest zapisaną grą Kości.</translation>
    </message>
    <message>
        <source>{name} is damaged: its game breaks the rules in turn {turn} ({detail}).</source>
        <translation>Plik {name} jest uszkodzony: gra łamie zasady w kolejce {turn} ({detail}).</translation>
    </message>
    <message>
        <source>{name} is damaged ({detail}).</source>
        <translation>Plik {name} jest uszkodzony ({detail}).</translation>
    </message>
    <message>
        <source>The file was not changed.</source>
        <translation>Plik nie został zmieniony.</translation>
    </message>
    <message>
        <source>The folder for saved games cannot be used ({detail}); this session&apos;s games are kept only until the app is closed.</source>
        <translation>Nie można użyć folderu zapisanych gier ({detail}); gry z tej sesji są przechowywane tylko do zamknięcia programu.</translation>
    </message>
    <message>
        <source>The history database was damaged. It was kept aside ({detail}) and a new one started.</source>
        <translation>Baza historii była uszkodzona. Odłożono ją na bok ({detail}) i założono nową.</translation>
    </message>
    <message>
        <source>The history database was empty (0 bytes): the games it held are lost. It was kept aside ({detail}) and a new one started.</source>
        <translation>Baza historii była pusta (0 bajtów): zapisane w niej gry przepadły. Odłożono ją na bok ({detail}) i założono nową.</translation>
    </message>
    <message>
        <source>The history database is in use by another program. Finished games are kept and will be added to the history later.</source>
        <translation>Baza historii jest używana przez inny program. Zakończone gry zostały zachowane i trafią do historii później.</translation>
    </message>
    <message>
        <source>The history database cannot be written (it or its folder is read-only). Its games are shown; finished games are kept and added to it as soon as it can be written.</source>
        <translation>Nie można zapisywać w bazie historii (ona albo jej folder są tylko do odczytu). Jej gry są widoczne; zakończone gry zostają zachowane i trafią do niej, gdy tylko zapis będzie możliwy.</translation>
    </message>
    <message>
        <source>The history database could not be written ({detail}). Finished games are kept and added to it as soon as it can be written.</source>
        <translation>Nie udało się zapisać w bazie historii ({detail}). Zakończone gry zostają zachowane i trafią do niej, gdy tylko zapis będzie możliwy.</translation>
    </message>
    <message>
        <source>The history database was written by a newer version of Kości. Its games are shown as they are, and this version adds none to it: finished games are kept aside for the newer version.</source>
        <translation>Bazę historii zapisała nowsza wersja Kości. Jej gry są pokazane bez zmian, a ta wersja niczego do niej nie dopisuje: zakończone gry są odkładane dla nowszej wersji.</translation>
    </message>
    <message>
        <source>The history database cannot be used ({detail}); finished games are not stored in this session.</source>
        <translation>Nie można użyć bazy historii ({detail}); w tej sesji zakończone gry nie są zapisywane.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Selected {box}: press Confirm move to write it.</source>
        <extracomment>How often the clocks are checked and redrawn (ms). A game of this kind is about to replace the previous one (its board is made now). A new (or resumed) game replaced the previous one: widgets rebuild. After every change of the game&apos;s state (engine actions, holds, timeouts). After every engine action, with the move (None for a clock timeout). The dice were rolled: the values and which positions were thrown (for the animation). The move shown before it is made (a computer&apos;s, the auto-score&apos;s) or the box selected in confirm-move mode changed. A line for the status bar, in the player&apos;s language. What a screen reader should speak now (text, urgent), chosen by the narrator. Builds the computer players (tests replace it). The table across computers this game is played at (None: at this screen). The move a computer player (or the auto-score) is about to make, shown first. Confirm-move mode: the box the human selected, written by Confirm move. Big moments on show and hand-overs between humans: play waits for them. Plays the computer players&apos; turns and the auto-score. The hints of the position, and each player&apos;s chance to win. The status line (each line rebuilt in the new language after a switch). The table&apos;s sounds (Settings → Sound).</extracomment>
        <translation>Wybrano {box}: naciśnij „Potwierdź ruch”, żeby wpisać.</translation>
    </message>
</context>
<context>
    <name>GameDescriptions</name>
    <message>
        <source>13 turns, joker, bonuses</source>
        <translation>13 kolejek, dżoker, premie</translation>
    </message>
    <message>
        <source>39 turns, three columns</source>
        <translation>39 kolejek, trzy kolumny</translation>
    </message>
    <message>
        <source>15 turns, pairs and poker</source>
        <translation>15 kolejek, pary i poker</translation>
    </message>
    <message>
        <source>First to reach 1000 wins</source>
        <translation>Kto pierwszy do 1000</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Save game</source>
        <extracomment>The file the game on the table was opened from. Seams: file dialogs (return a path or None).</extracomment>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>The game could not be saved to {path} ({error}).</source>
        <translation>Nie udało się zapisać gry w {path} ({error}).</translation>
    </message>
    <message>
        <source>Game saved to {path}.</source>
        <translation>Gra zapisana w {path}.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>Game opened from {path}.</source>
        <translation>Otwarto grę z {path}.</translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation>Zapisz grę jako</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Zapisane gry (*.json)</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Zapisane gry (*.json);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>GameSaver</name>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>This game is not being saved: {error}. It is saved again as soon as the disk can be written.</source>
        <extracomment>While a clock runs, the autosave is refreshed at least this often (seconds). While something could not be saved, it is tried again this often (ms). The history changed (a game stored, an upgrade or a merge done): windows refresh. Whether Save as / Undo are possible may have changed. The newest kept unfinished game (a SavedFile) to go on with from the start page, or None, once the start is over with no game on the table. Problems met before the window could show them (reported by :meth:`start`). Warnings that stay in the window while they hold (the main window places it). What is kept about the game being played besides its record. The file the game on the table was opened from (a kept unfinished game is kept there again when another replaces it: one file per game). A finished game that neither the history nor its pending folder could take: its autosave is its only copy until :meth:`retry_now` stores it. The finished game&apos;s document (the end dialog&apos;s analysis reads it).</extracomment>
        <translation>Ta gra nie jest zapisywana: {error}. Zostanie zapisana, gdy tylko zapis na dysku będzie znów możliwy.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>A game is being played. Leave it? It is kept with the unfinished games, and Game → Open game… brings it back.</source>
        <translation>Trwa gra. Przerwać ją? Zostanie zachowana wśród niedokończonych gier, a Gra → Otwórz grę… pozwoli do niej wrócić.</translation>
    </message>
    <message>
        <source>The game you left could not be kept with the unfinished games; its automatic save was left in {path}.</source>
        <translation>Nie udało się zachować przerwanej gry wśród niedokończonych gier; jej automatyczny zapis pozostał w {path}.</translation>
    </message>
    <message>
        <source>This game has gone past {limit} turns, the most a saved game holds: the moves after that are not saved.</source>
        <translation>Ta gra przekroczyła {limit} kolejek, najwięcej, ile mieści zapisana gra: dalsze ruchy nie są zapisywane.</translation>
    </message>
    <message>
        <source>The finished game could not be stored in the history. It is kept in {path} and stored as soon as the disk can be written again.</source>
        <translation>Nie udało się zapisać zakończonej gry w historii. Jest zachowana w {path} i trafi do historii, gdy tylko zapis na dysku będzie znów możliwy.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otwórz grę</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Classic</source>
        <extracomment>Every game of the window, in the order it lists them (the registry: a new game&apos;s descriptor goes here).</extracomment>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Kości potrójne</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Kości pełne</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Tysiąc</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hints are not available: {error}.</source>
        <extracomment>How long the window waits for the advisor the first time before it goes on (seconds). The hints were worked out again (or switched off). Asks the advisor (its ``prepare`` and ``ask`` are seams: tests give their own). Every option of the position, best first (None: no hints now).</extracomment>
        <translation>Podpowiedzi są niedostępne: {error}.</translation>
    </message>
</context>
<context>
    <name>HistoryUpkeep</name>
    <message>
        <source>Bringing the history up to date…</source>
        <extracomment>A piece of work done a slice at a time, reporting its progress. How long one slice of work may hold the event loop (seconds). An upgrade locked by another copy of the app is tried again after this long (ms). The work begun by :meth:`start` is over (upgraded, offered, merged or put off).</extracomment>
        <translation>Uaktualnianie historii…</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Później</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>The history will be brought up to date at the next start; until then finished games are kept aside.</source>
        <translation>Historia zostanie uaktualniona przy następnym uruchomieniu; do tego czasu zakończone gry są odkładane na bok.</translation>
    </message>
    <message>
        <source>Adding the games of the earlier history…</source>
        <translation>Dodawanie gier z wcześniejszej historii…</translation>
    </message>
    <message numerus="yes">
        <source>An earlier history was set aside as {path}. %n game(s) can be read from it. Add them to the history? (Games it already holds are not added twice.)</source>
        <translation>
            <numerusform>Wcześniejszą historię odłożono na bok jako {path}. Można z niej odczytać %n grę. Dodać ją do historii? (Gry, które już w niej są, nie zostaną dodane drugi raz.)</numerusform>
            <numerusform>Wcześniejszą historię odłożono na bok jako {path}. Można z niej odczytać %n gry. Dodać je do historii? (Gry, które już w niej są, nie zostaną dodane drugi raz.)</numerusform>
            <numerusform>Wcześniejszą historię odłożono na bok jako {path}. Można z niej odczytać %n gier. Dodać je do historii? (Gry, które już w niej są, nie zostaną dodane drugi raz.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Add them</source>
        <translation>Dodaj je</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nie teraz</translation>
    </message>
    <message>
        <source>The games of {path} were added to the history.</source>
        <translation>Gry z {path} dodano do historii.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History</source>
        <extracomment>``saveRequested(game_id)``: save the stored game&apos;s record as a file. What luck did in the selected game, and its chances turn by turn. The games of today&apos;s dice, with hard&apos;s score on the same dice.</extracomment>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Z pomocą</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Zakończone gry</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Nie ma jeszcze zakończonych gier.</translation>
    </message>
    <message>
        <source>&amp;Analysis…</source>
        <translation>&amp;Analiza…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Zapisz jako…</translation>
    </message>
    <message numerus="yes">
        <source>%n stored game(s) could not be read and are not listed.</source>
        <translation>
            <numerusform>Nie udało się odczytać %n zapisanej gry; nie ma jej na liście.</numerusform>
            <numerusform>Nie udało się odczytać %n zapisanych gier; nie ma ich na liście.</numerusform>
            <numerusform>Nie udało się odczytać %n zapisanych gier; nie ma ich na liście.</numerusform>
        </translation>
    </message>
    <message>
        <source>{preset} (changed)</source>
        <translation>{preset} (zmienione)</translation>
    </message>
    <message>
        <source>{preset}, practice</source>
        <translation>{preset}, trening</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
</context>
<context>
    <name>KosciBoard</name>
    <message>
        <source>Dice tray</source>
        <extracomment>Narrowest useful dice panel (logical pixels). No maximum size (Qt&apos;s QWIDGETSIZE_MAX). Why the button is greyed (&quot;&quot; when it is not), in its tooltip. The dice of the last roll, still shown (dimmed) until the next player rolls.</extracomment>
        <translation>Kości na stole</translation>
    </message>
    <message>
        <source>Confirm move</source>
        <translation>Potwierdź ruch</translation>
    </message>
    <message>
        <source>Write the selected box (Ctrl+Enter)</source>
        <translation>Wpisz wynik w wybraną rubrykę (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Click a die or press 1-5 to hold it. Click a box or use the arrow keys and Enter to write it.</source>
        <translation>Kliknij kość albo naciśnij 1-5, żeby ją zatrzymać. Kliknij rubrykę albo wybierz ją strzałkami i naciśnij Enter, żeby wpisać wynik.</translation>
    </message>
    <message>
        <source>roll all</source>
        <translation>rzuć wszystkimi</translation>
    </message>
    <message>
        <source>release {dice} and roll all</source>
        <translation>puść {dice} i rzuć wszystkimi</translation>
    </message>
    <message>
        <source>roll again, keeping {dice}</source>
        <translation>rzuć ponownie, zatrzymując {dice}</translation>
    </message>
    <message>
        <source>hold {dice}</source>
        <translation>zatrzymaj {dice}</translation>
    </message>
    <message>
        <source>release {dice}</source>
        <translation>puść {dice}</translation>
    </message>
    <message>
        <source>Hint: {what}</source>
        <translation>Podpowiedź: {what}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>Gra: {player}</translation>
    </message>
    <message>
        <source>No rolls left — write a box</source>
        <translation>Bez rzutów — wpisz rubrykę</translation>
    </message>
    <message>
        <source>Roll all (Space) — {rolls}</source>
        <translation>Rzuć wszystkimi (spacja) — {rolls}</translation>
    </message>
    <message>
        <source>Every die is held — release one to roll</source>
        <translation>Wszystkie kości zatrzymane — zwolnij jedną, aby rzucić</translation>
    </message>
    <message>
        <source>{roll} (Space) — {rolls}</source>
        <translation>{roll} (spacja) — {rolls}</translation>
    </message>
    <message>
        <source>{player} — turn {turn} of {turns}</source>
        <translation>{player} — kolejka {turn} z {turns}</translation>
    </message>
    <message>
        <source>(expected final score {value:.1f})</source>
        <translation>(oczekiwany wynik końcowy {value:.1f})</translation>
    </message>
    <message>
        <source>Hint: write {box}</source>
        <translation>Podpowiedź: wpisz w pole „{box}”</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Table across computers</source>
        <extracomment>Phrases shown in the lobby (the last ones). How long leaving waits for the table to answer the stand-up (ms). The player left the table (Leave, or the lobby closed while the table waits).</extracomment>
        <translation>Stół sieciowy</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Rozpocznij grę</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Odejdź od stołu</translation>
    </message>
    <message>
        <source>Opening the table at {address}…</source>
        <translation>Otwieram stół pod adresem {address}…</translation>
    </message>
    <message>
        <source>{game} · friends join from the room (Game → Tables across computers) at address {address}, table code {code}</source>
        <translation>{game} · znajomi dołączają z sali (Gra → Stoły sieciowe): adres {address}, kod stołu {code}</translation>
    </message>
    <message>
        <source>Start is possible once every seat is taken.</source>
        <translation>Grę można rozpocząć, gdy wszystkie miejsca są zajęte.</translation>
    </message>
    <message>
        <source>The host starts the game once every seat is taken.</source>
        <translation>Gospodarz rozpocznie grę, gdy wszystkie miejsca będą zajęte.</translation>
    </message>
    <message>
        <source>{n}. a free seat</source>
        <translation>{n}. wolne miejsce</translation>
    </message>
    <message>
        <source>{n}. {name} (computer: {level})</source>
        <translation>{n}. {name} (komputer: {level})</translation>
    </message>
    <message>
        <source>host</source>
        <translation>gospodarz</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ty</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>utracono połączenie</translation>
    </message>
    <message>
        <source>{name}: {phrase}</source>
        <translation>{name}: {phrase}</translation>
    </message>
    <message>
        <source>The table said no: {reason}.</source>
        <translation>Stół odmówił: {reason}.</translation>
    </message>
    <message>
        <source>The table cannot be reached: {reason}.</source>
        <translation>Nie można połączyć się ze stołem: {reason}.</translation>
    </message>
</context>
<context>
    <name>LuckPanel</name>
    <message>
        <source>Working out what luck did…</source>
        <extracomment>The report is worked out and shown (its figures and chart now take their room). Is the line saying what the figures mean shown under them (the end dialog; in History it is the table&apos;s tooltip only: the window is kept small)? Each player&apos;s two figures, a table a screen reader reads by its headers. What the two figures mean, under them.</extracomment>
        <translation>Liczę, co zrobiło szczęście…</translation>
    </message>
    <message>
        <source>What luck did could not be worked out: {error}</source>
        <translation>Nie udało się policzyć, co zrobiło szczęście: {error}</translation>
    </message>
    <message>
        <source>What luck did</source>
        <translation>Co zrobiło szczęście</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decyzje</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Decisions: what each player&apos;s choices cost against the best play (0: every choice was the best). Dice: how much more (+) or less (−) the dice gave than they give on average.</source>
        <translation>Decyzje: ile kosztowały wybory gracza wobec najlepszej gry (0: każdy wybór był najlepszy). Kości: o ile więcej (+) lub mniej (−) dały kości niż przeciętnie.</translation>
    </message>
</context>
<context>
    <name>LuckWords</name>
    <message>
        <source>{points} points</source>
        <extracomment>Time given to the report per tick of the event loop (ms). How often to look again whether the model is ready (ms). Below these a player played perfectly, and the dice were even-handed (per unit). Everything is known (or the work failed: ``error``). What each chance weighs, at each point of the series (a reason per seat).</extracomment>
        <translation>{points} pkt</translation>
    </message>
    <message>
        <source>{turns} turns</source>
        <translation>{turns} tury</translation>
    </message>
    <message>
        <source>{player} played perfectly</source>
        <translation>{player}: gra bez błędu</translation>
    </message>
    <message>
        <source>{player} played within {amount} of perfect</source>
        <translation>{player}: {amount} od gry idealnej</translation>
    </message>
    <message>
        <source>{player}&apos;s decisions cost {amount}</source>
        <translation>{player}: decyzje kosztowały {amount}</translation>
    </message>
    <message>
        <source>the dice were even-handed</source>
        <translation>kości były sprawiedliwe</translation>
    </message>
    <message>
        <source>the dice were {amount} kinder to {player}</source>
        <translation>kości były o {amount} łaskawsze dla gracza {player}</translation>
    </message>
    <message>
        <source>the dice were kindest to {best} and hardest on {worst}, {amount} apart</source>
        <translation>kości najbardziej sprzyjały graczowi {best}, najmniej graczowi {worst}: różnica {amount}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The settings file could not be read; it was kept as {path} and the defaults are used.</source>
        <extracomment>After the window is exposed, the rest of the app is built this much later (ms): its first frame reaches the screen before the engine, storage and SQLite are loaded. The window was shown for the first time (the start-up probe listens). False while a scripted run (self-test, demo) wants no end dialog.</extracomment>
        <translation>Nie udało się odczytać pliku ustawień; zachowano go jako {path} i przyjęto ustawienia domyślne.</translation>
    </message>
    <message>
        <source>The quick starts play against a computer of strength {level}.</source>
        <translation>Szybkie gry: komputer na poziomie {level}.</translation>
    </message>
    <message>
        <source>Hints on: the best move is marked, and every option&apos;s value is in its tooltip (H turns them off).</source>
        <translation>Podpowiedzi włączone: najlepszy ruch jest zaznaczony, a wartość każdej możliwości jest w jej dymku (H wyłącza).</translation>
    </message>
    <message>
        <source>Hints off (H turns them on).</source>
        <translation>Podpowiedzi wyłączone (H włącza).</translation>
    </message>
    <message>
        <source>Chances to win hidden (C shows them).</source>
        <translation>Szanse na wygraną ukryte (C je pokazuje).</translation>
    </message>
    <message>
        <source>Chances to win are not shown while the scorecards are hidden: they would tell what the cards hide.</source>
        <translation>Przy ukrytych kartach szanse na wygraną nie są pokazywane: zdradziłyby, co karty ukrywają.</translation>
    </message>
    <message>
        <source>Chances to win shown: each player&apos;s chance, worked out after every move (C hides them).</source>
        <translation>Szanse na wygraną widoczne: szansa każdego gracza, liczona po każdym ruchu (C je ukrywa).</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <extracomment>The self-test gives up (and fails) after this long.</extracomment>
        <translation>Komputer {n}</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>No open box scores: you have to sacrifice one.</source>
        <translation>Żadna wolna rubryka nie daje punktów: musisz poświęcić jedną.</translation>
    </message>
</context>
<context>
    <name>MomentWatcher</name>
    <message>
        <source>Final score: {points}</source>
        <extracomment>The moments celebrated over the table (a miss, a penalty or a pit is told in the turn&apos;s line only: calm, not a banner). How long each moment stays (ms). Confetti pieces per moment (none for the quieter ones).</extracomment>
        <translation>Wynik końcowy: {points}</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>Wygrywa {player}!</translation>
    </message>
    <message>
        <source>A shared win: {players}</source>
        <translation>Wspólna wygrana: {players}</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>roll all five again</source>
        <translation>rzuć znów wszystkimi pięcioma</translation>
    </message>
    <message>
        <source>hold {dice}, roll</source>
        <translation>zatrzymaj {dice} i rzucaj</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Die {n} ({face}) chosen to set aside.</source>
        <extracomment>A clock&apos;s last seconds are announced once, at this many left. The big moments of a computer&apos;s turn, told with the turn when it ends. The player whose clock&apos;s last seconds were announced in this turn.</extracomment>
        <translation>Kość {n} ({face}) wybrana do odłożenia.</translation>
    </message>
    <message>
        <source>Die {n} ({face}) left in the throw.</source>
        <translation>Kość {n} ({face}) zostaje w rzucie.</translation>
    </message>
    <message>
        <source>Die {n} ({face}) held.</source>
        <translation>Kość {n} ({face}) zatrzymana.</translation>
    </message>
    <message>
        <source>Die {n} ({face}) released.</source>
        <translation>Kość {n} ({face}) zwolniona.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Game and players</source>
        <translation>Gra i gracze</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Liczba graczy:</translation>
    </message>
    <message>
        <source>Who plays (in turn order)</source>
        <translation>Kto gra (w kolejności ruchów)</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Open this table to &amp;other computers: the other people sit down from their own</source>
        <translation>Otwórz ten stół dla &amp;innych komputerów: pozostałe osoby siadają przy swoich</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>&amp;Zestaw zasad:</translation>
    </message>
    <message>
        <source>Name of player {n}</source>
        <extracomment>The most players at one table. The strength chosen last (kept while the seat is a human&apos;s).</extracomment>
        <translation>Imię gracza {n}</translation>
    </message>
</context>
<context>
    <name>OpenDialog</name>
    <message>
        <source>Open game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Data zapisu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Kolejki</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <source>No saved games yet: Other file… opens any saved game.</source>
        <translation>Nie ma jeszcze zapisanych gier: Inny plik… otwiera dowolną zapisaną grę.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Usuń…</translation>
    </message>
    <message>
        <source>Other &amp;file…</source>
        <translation>Inny &amp;plik…</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>nie da się odczytać</translation>
    </message>
    <message>
        <source>{game} (kept unfinished)</source>
        <translation>{game} (zachowana, niedokończona)</translation>
    </message>
    <message>
        <source>Delete saved game</source>
        <translation>Usuń zapisaną grę</translation>
    </message>
    <message>
        <source>Delete the saved game {name}? It cannot be brought back.</source>
        <translation>Usunąć zapisaną grę {name}? Nie będzie można jej odzyskać.</translation>
    </message>
    <message>
        <source>{name} could not be deleted ({error}).</source>
        <translation>Nie udało się usunąć {name} ({error}).</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Forced: the face&apos;s upper box must be taken while it is open. Optional: a joker only once that box is filled, then a lower box. Free: a joker may go into any open box.</source>
        <translation>Wymuszony: dopóki górna rubryka tej liczby oczek jest wolna, trzeba ją wybrać. Opcjonalny: dżoker dopiero, gdy ta rubryka jest zapisana, i wtedy do dolnej części. Dowolny: dżokera można wpisać w każdą wolną rubrykę.</translation>
    </message>
    <message>
        <source>A further five of a kind can be a joker once the Five of a kind box is filled (with {points} or 0), or only when it holds {points}.</source>
        <translation>Kolejny generał może być dżokerem, gdy rubryka Generał jest już zapisana ({points} lub 0) albo tylko wtedy, gdy jest w niej {points}.</translation>
    </message>
    <message>
        <source>In the full game the upper boxes are filled but not counted, left out, or counted with the {bonus} bonus.</source>
        <translation>W kościach pełnych górne rubryki są wypełniane, ale nieliczone, pominięte albo liczone z premią {bonus}.</translation>
    </message>
    <message>
        <source>A lower box (not Chance) scores ×{first} when written after the first roll, ×{later} after a later roll of all five dice.</source>
        <translation>Dolna rubryka (poza Szansą) liczy się ×{first} po pierwszym rzucie, ×{later} po kolejnym rzucie wszystkimi pięcioma kośćmi.</translation>
    </message>
    <message>
        <source>A player&apos;s first write must bring at least this many points.</source>
        <translation>Pierwszy wpis gracza musi dać co najmniej tyle punktów.</translation>
    </message>
    <message>
        <source>Writing needs at least three scoring dice set aside.</source>
        <translation>Żeby zapisać punkty, trzeba mieć na stole co najmniej trzy punktowane kości.</translation>
    </message>
    <message>
        <source>Points lost when the first throw of a turn scores nothing (0 = off).</source>
        <translation>Karniak, gdy pierwszy rzut w kolejce nie daje punktów (0 = wyłączone).</translation>
    </message>
    <message>
        <source>Points gained for each player overtaken by a write (0 = off).</source>
        <translation>Punkty za każdego gracza wyprzedzonego wpisem (0 = wyłączone).</translation>
    </message>
    <message>
        <source>Points an overtaken player loses (0 = off).</source>
        <translation>Punkty, które traci wyprzedzony gracz (0 = wyłączone).</translation>
    </message>
    <message>
        <source>A player whose score is inside a pit may write only a turn that takes them out of it.</source>
        <translation>Gracz, który jest w przejściu, może zapisać tylko taki wynik, który go z niego wyprowadzi.</translation>
    </message>
    <message>
        <source>A player inside a pit loses nothing when overtaken.</source>
        <translation>Gracz w przejściu nic nie traci, gdy zostanie wyprzedzony.</translation>
    </message>
    <message>
        <source>From {relief} on a player may write with fewer than {dice} dice and takes no part in overtaking.</source>
        <translation>Od {relief} punktów gracz może zapisać z mniej niż {dice} kośćmi i nie bierze udziału w wyprzedzaniu.</translation>
    </message>
    <message>
        <source>Reach exactly {goal}, or {goal} or more, to win.</source>
        <translation>Wygrywa dokładnie {goal} albo {goal} i więcej.</translation>
    </message>
    <message>
        <source>Points lost after three turns in a row without a write (0 = off).</source>
        <translation>Karniak za trzy kolejki z rzędu bez wpisu (0 = wyłączone).</translation>
    </message>
    <message>
        <source>A click on a box only selects it; the Confirm button writes it.</source>
        <translation>Kliknięcie rubryki tylko ją zaznacza; wynik wpisuje przycisk „Potwierdź”.</translation>
    </message>
    <message>
        <source>After the last roll, write the computer&apos;s choice if nothing is chosen in time; any key, click or Undo stops it.</source>
        <translation>Po ostatnim rzucie wpisz wybór komputera, jeśli nic nie zostanie wybrane na czas; każdy klawisz, kliknięcie lub Cofnij go zatrzymuje.</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game; a player whose clock runs out is out.</source>
        <translation>Czas każdego gracza na całą partię; komu skończy się czas, ten odpada.</translation>
    </message>
    <message>
        <source>All scorecards visible during the game; otherwise only your own until the end.</source>
        <translation>Tabele wszystkich graczy widoczne w trakcie gry; inaczej tylko własna aż do końca.</translation>
    </message>
    <message>
        <source>Every player gets the same dice in the same turn, as in duplicate bridge: compare your choices with the others&apos; on equal luck.</source>
        <translation>Każdy gracz dostaje te same kości w tej samej turze, jak w brydżu porównawczym: porównaj swoje wybory z cudzymi przy równym szczęściu.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Joker when</source>
        <translation>Dżoker, gdy</translation>
    </message>
    <message>
        <source>Joker placement</source>
        <translation>Wpis dżokera</translation>
    </message>
    <message>
        <source>Upper boxes</source>
        <translation>Górne rubryki</translation>
    </message>
    <message>
        <source>Combination bonus</source>
        <translation>Premia za układ</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Pierwszy wpis</translation>
    </message>
    <message>
        <source>Three dice to write</source>
        <translation>Trzy kości do zapisu</translation>
    </message>
    <message>
        <source>Zero throw penalty</source>
        <translation>Karniak za zero</translation>
    </message>
    <message>
        <source>Overtaking bonus</source>
        <translation>Premia za wyprzedzenie</translation>
    </message>
    <message>
        <source>Overtaken penalty</source>
        <translation>Kara dla wyprzedzonego</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Przejścia</translation>
    </message>
    <message>
        <source>Pit protection</source>
        <translation>Ochrona w przejściu</translation>
    </message>
    <message>
        <source>Relief at {relief}</source>
        <translation>Ulga od {relief}</translation>
    </message>
    <message>
        <source>To win</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Three misses penalty</source>
        <translation>Karniak za trzy straty</translation>
    </message>
    <message>
        <source>Confirm moves</source>
        <translation>Potwierdzanie ruchu</translation>
    </message>
    <message>
        <source>Auto-write after</source>
        <translation>Samoczynny wpis po</translation>
    </message>
    <message>
        <source>Game clock</source>
        <translation>Zegar</translation>
    </message>
    <message>
        <source>Open scorecards</source>
        <translation>Jawne karty wyników</translation>
    </message>
    <message>
        <source>Duplicate dice</source>
        <translation>Te same kości</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Good luck!</source>
        <translation>Powodzenia!</translation>
    </message>
    <message>
        <source>Nice roll!</source>
        <translation>Ładny rzut!</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Dobrze zagrane</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The names a seat gets when the player gives none, by kind of seat: alone (&quot;Player&quot;, as the quick starts name it) and numbered by seat (&quot;Computer 2&quot;, as the new-game dialog does).</extracomment>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Gracz {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Komputer {n}</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n sekunda</numerusform>
            <numerusform>%n sekundy</numerusform>
            <numerusform>%n sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) left</source>
        <translation>
            <numerusform>został %n rzut</numerusform>
            <numerusform>zostały %n rzuty</numerusform>
            <numerusform>zostało %n rzutów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Rzuć %n kością</numerusform>
            <numerusform>Rzuć %n kośćmi</numerusform>
            <numerusform>Rzuć %n kośćmi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n kolejka</numerusform>
            <numerusform>%n kolejki</numerusform>
            <numerusform>%n kolejek</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionView</name>
    <message>
        <source>Dice: {dice}</source>
        <extracomment>Time given to the analysis per timer tick (ms): the rest goes to the event loop. The smallest type the &quot;held&quot; under a die is drawn in (smaller: a bar marks the die).</extracomment>
        <translation>Kości: {dice}</translation>
    </message>
    <message>
        <source>held</source>
        <translation>zatrzymana</translation>
    </message>
</context>
<context>
    <name>PresetDescriptions</name>
    <message>
        <source>As in the Polish online room: a further five of a kind is a joker once the Five of a kind box and the face&apos;s upper box are filled.</source>
        <translation>Jak w polskiej sali online: kolejny generał jest dżokerem, gdy rubryka Generał i górna rubryka tej liczby oczek są już zapisane.</translation>
    </message>
    <message>
        <source>Official rules: a joker must go into the face&apos;s upper box while it is open.</source>
        <translation>Zasady oficjalne: dżokera trzeba wpisać w górną rubrykę tej liczby oczek, dopóki jest wolna.</translation>
    </message>
    <message>
        <source>As in the Penta app: forced joker, and only when the Five of a kind box holds {points}.</source>
        <translation>Jak w aplikacji Penta: dżoker wymuszony i tylko wtedy, gdy w rubryce Generał jest {points}.</translation>
    </message>
    <message>
        <source>The blog&apos;s rules: opening {opening}, −{zero_roll_penalty} for a zero first throw, +{overtake_bonus}/−{overtake_penalty} for overtaking, pits {pits}, relief at {relief}, exactly {goal} to win.</source>
        <translation>Zasady z bloga: pierwszy wpis od {opening}, karniak −{zero_roll_penalty} za zero w pierwszym rzucie, +{overtake_bonus}/−{overtake_penalty} za wyprzedzenie, przejścia {pits}, ulga od {relief}, wygrywa dokładnie {goal}.</translation>
    </message>
    <message>
        <source>A reader&apos;s variant: opening {opening}, no zero-throw penalty, −{overtake_penalty} for the overtaken player, players in a pit protected, no relief at {relief}.</source>
        <translation>Wariant czytelnika: wyjście od {opening}, bez karniaka za zero, wyprzedzony traci {overtake_penalty}, gracze w przejściach chronieni, bez ulgi od {relief}.</translation>
    </message>
    <message>
        <source>Family game: opening {opening}, no penalties and no overtaking points.</source>
        <translation>Gra rodzinna: wyjście od {opening}, bez kar i bez punktów za wyprzedzanie.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Polish</source>
        <translation>Polskie</translation>
    </message>
    <message>
        <source>Official</source>
        <translation>Oficjalne</translation>
    </message>
    <message>
        <source>Penta</source>
        <translation>Penta</translation>
    </message>
    <message>
        <source>Blog</source>
        <translation>Z bloga</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubowe</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Rodzinne</translation>
    </message>
</context>
<context>
    <name>RecordWindows</name>
    <message>
        <source>&amp;Analysis…</source>
        <extracomment>The advisor the analysis uses (None: the real one; tests give their own).</extracomment>
        <translation>&amp;Analiza…</translation>
    </message>
    <message>
        <source>&amp;Play again at this table</source>
        <translation>&amp;Zagraj znów przy tym stole</translation>
    </message>
    <message>
        <source>Try the costliest &amp;mistake again</source>
        <translation>Najdroższy &amp;błąd jeszcze raz</translation>
    </message>
    <message>
        <source>Turn {turn}, after roll {roll}: {lost:.1f} points lost</source>
        <translation>Kolejka {turn}, po rzucie {roll}: strata {lost:.1f} pkt</translation>
    </message>
</context>
<context>
    <name>RoomDialog</name>
    <message>
        <source>Tables across computers</source>
        <extracomment>The columns of a table&apos;s row, after the hidden address and code. The tables of each server asked, by its address (and the server&apos;s name).</extracomment>
        <translation>Stoły sieciowe</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>&amp;Join by address:</source>
        <translation>&amp;Dołącz pod adresem:</translation>
    </message>
    <message>
        <source>table code</source>
        <translation>kod stołu</translation>
    </message>
    <message>
        <source>S&amp;how its tables</source>
        <translation>Po&amp;każ jego stoły</translation>
    </message>
    <message>
        <source>&amp;Look on this network again</source>
        <translation>&amp;Szukaj ponownie w tej sieci</translation>
    </message>
    <message>
        <source>&amp;Sit down</source>
        <translation>&amp;Usiądź</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Obserwuj</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gospodarz</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Zegar</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Szukam stołów w tej sieci…</translation>
    </message>
    <message>
        <source>No table found on this network. Ask the host for their address and the table&apos;s code, and join by address.</source>
        <translation>W tej sieci nie znaleziono stołu. Poproś gospodarza o adres i kod stołu i dołącz pod adresem.</translation>
    </message>
    <message>
        <source>An address is host:port (like 192.168.1.20:8765) or a ws:// or wss:// URL.</source>
        <translation>Adres to host:port (np. 192.168.1.20:8765) albo adres URL ws:// lub wss://.</translation>
    </message>
    <message>
        <source>Tables found: {count}.</source>
        <translation>Znalezione stoły: {count}.</translation>
    </message>
    <message>
        <source>{address} cannot be reached: {reason}.</source>
        <translation>Nie można połączyć się z {address}: {reason}.</translation>
    </message>
    <message>
        <source>{taken} of {seats} taken</source>
        <translation>zajęte {taken} z {seats}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>open</source>
        <translation>wolna</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>ukryte</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>trwa gra</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>czeka</translation>
    </message>
    <message>
        <source>Choose a table in the list, or type its server&apos;s address and the table&apos;s code.</source>
        <translation>Wybierz stół z listy albo wpisz adres jego serwera i kod stołu.</translation>
    </message>
    <message>
        <source>Give a name to sit down under (at most {most} letters).</source>
        <translation>Podaj imię, pod którym usiądziesz (najwyżej {most} liter).</translation>
    </message>
</context>
<context>
    <name>RowHelp</name>
    <message>
        <source>Ones to Sixes added up.</source>
        <extracomment>What each summary row means (context &quot;RowHelp&quot;); placeholders {bonus}, {threshold}, {box}, {points}.</extracomment>
        <translation>Suma rubryk od jedynek do szóstek.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Suma dolnych rubryk.</translation>
    </message>
    <message>
        <source>{bonus} when the upper boxes reach {threshold}.</source>
        <translation>{bonus} punktów, gdy górna część da co najmniej {threshold}.</translation>
    </message>
    <message>
        <source>{bonus} for each further five of a kind while the {box} box holds {points}.</source>
        <translation>{bonus} za każdego kolejnego generała, gdy w rubryce {box} jest {points}.</translation>
    </message>
    <message>
        <source>The column&apos;s points times its weight.</source>
        <translation>Punkty kolumny razy jej mnożnik.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Suma wszystkiego.</translation>
    </message>
</context>
<context>
    <name>Rows</name>
    <message>
        <source>Upper sum</source>
        <extracomment>Summary rows of the scorecard (context &quot;Rows&quot;); placeholders {threshold}.</extracomment>
        <translation>Suma górna</translation>
    </message>
    <message>
        <source>Bonus ({threshold}+)</source>
        <translation>Premia ({threshold}+)</translation>
    </message>
    <message>
        <source>Lower sum</source>
        <translation>Suma dolna</translation>
    </message>
    <message>
        <source>Five-of-a-kind bonus</source>
        <translation>Premia za generała</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Razem w kolumnie</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Zasady gry</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score distribution</source>
        <translation>Rozkład wyników</translation>
    </message>
    <message>
        <source>{low} to {high}: {n}</source>
        <translation>od {low} do {high}: {n}</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Jeszcze nie ma gier</translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>computer, {level}</source>
        <extracomment>Custom roles: the (box, column) a writable cell stands for; is the text a preview; how the cell is drawn (a :class:`Look`); what a click may do (an :class:`Access`).</extracomment>
        <translation>komputer, {level}</translation>
    </message>
    <message>
        <source>human</source>
        <translation>człowiek</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>koniec czasu</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(ukryte)</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <extracomment>The fewest rows and the narrowest the card asks room for (it scrolls for the rest). The player asks to write (or select) this box of this card column. The cells&apos; picture, kept between frames (a repaint copies it). The pad&apos;s text size, of the user&apos;s font: grows with the room (up to MAX_SCALE).</extracomment>
        <translation>Tabela wyników</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>&amp;Dice animation:</source>
        <translation>&amp;Animacja kości:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Motyw:</translation>
    </message>
    <message>
        <source>Computer &amp;speed:</source>
        <translation>&amp;Tempo komputera:</translation>
    </message>
    <message>
        <source>&amp;Reduce motion:</source>
        <translation>Mniej &amp;ruchu:</translation>
    </message>
    <message>
        <source>&amp;Hints:</source>
        <translation>&amp;Podpowiedzi:</translation>
    </message>
    <message>
        <source>S&amp;ound:</source>
        <translation>&amp;Dźwięk:</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Głośność:</translation>
    </message>
    <message>
        <source>Dice that rattle and settle, a soft mark when a box is written, a chime at the end.</source>
        <translation>Kości, które grzechoczą i układają się, cichy znak przy wpisie, dzwonek na koniec gry.</translation>
    </message>
    <message>
        <source>Highlight the best box and the best dice to hold, with the expected final score in the tooltips.</source>
        <translation>Wyróżniaj najlepszą rubrykę i najlepsze kości do zatrzymania, z oczekiwanym wynikiem końcowym w podpowiedziach.</translation>
    </message>
    <message>
        <source>Dice change face where they lie instead of tumbling; no confetti.</source>
        <translation>Kości zmieniają oczka w miejscu, bez toczenia się; bez konfetti.</translation>
    </message>
    <message>
        <source>A new language or theme applies at once.</source>
        <translation>Nowy język lub motyw działa od razu.</translation>
    </message>
    <message>
        <source>Like the desktop</source>
        <translation>Jak pulpit</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączona</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Natychmiast</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Move between the scorecard&apos;s boxes</source>
        <translation>Przejście między rubrykami tabeli</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Strzałki</translation>
    </message>
    <message>
        <source>Write the box under the cursor</source>
        <translation>Wpis do rubryki pod kursorem</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Hold or release the focused die</source>
        <translation>Zatrzymanie lub zwolnienie wybranej kości</translation>
    </message>
    <message>
        <source>Move between dice and buttons</source>
        <translation>Przejście między kośćmi i przyciskami</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Show the next player&apos;s card (hidden cards)</source>
        <translation>Pokazanie tabeli następnego gracza (ukryte tabele)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spacja</translation>
    </message>
    <message>
        <source>Skip a moment on the table, stop an automatic write</source>
        <translation>Pominięcie chwili na stole, zatrzymanie automatycznego wpisu</translation>
    </message>
    <message>
        <source>any key or click</source>
        <translation>dowolny klawisz lub kliknięcie</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Czynność</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>no rolls left</source>
        <translation>bez rzutów w zapasie</translation>
    </message>
    <message>
        <source>Rolled {dice}: {rolls}.</source>
        <translation>Rzut: {dice}; {rolls}.</translation>
    </message>
    <message>
        <source>{rank}. {player}, {total}</source>
        <translation>{rank}. {player}, {total}</translation>
    </message>
    <message>
        <source>Game over. {places}.</source>
        <translation>Koniec gry. {places}.</translation>
    </message>
    <message>
        <source>{player}: {seconds} seconds left on the clock.</source>
        <translation>{player}: na zegarze zostało sekund: {seconds}.</translation>
    </message>
</context>
<context>
    <name>StandingWords</name>
    <message numerus="yes">
        <source>Expected final scores: {player} {mine}, {rival} {theirs} — {rival} %n point(s) ahead.</source>
        <translation>
            <numerusform>Oczekiwane wyniki końcowe: {player} {mine}, {rival} {theirs} — {rival} prowadzi o %n punkt.</numerusform>
            <numerusform>Oczekiwane wyniki końcowe: {player} {mine}, {rival} {theirs} — {rival} prowadzi o %n punkty.</numerusform>
            <numerusform>Oczekiwane wyniki końcowe: {player} {mine}, {rival} {theirs} — {rival} prowadzi o %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected final scores: {player} {mine}, {rival} {theirs} — {player} %n point(s) ahead.</source>
        <translation>
            <numerusform>Oczekiwane wyniki końcowe: {player} {mine}, {rival} {theirs} — {player} prowadzi o %n punkt.</numerusform>
            <numerusform>Oczekiwane wyniki końcowe: {player} {mine}, {rival} {theirs} — {player} prowadzi o %n punkty.</numerusform>
            <numerusform>Oczekiwane wyniki końcowe: {player} {mine}, {rival} {theirs} — {player} prowadzi o %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected final scores: {player} {mine}, {rival} {theirs} — level.</source>
        <translation>Oczekiwane wyniki końcowe: {player} {mine}, {rival} {theirs} — remis.</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — {rival} nearer.</source>
        <translation>Średnia liczba tur do 1000: {player} {mine}, {rival} {theirs} — bliżej celu: {rival}.</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — {player} nearer.</source>
        <translation>Średnia liczba tur do 1000: {player} {mine}, {rival} {theirs} — bliżej celu: {player}.</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — level.</source>
        <translation>Średnia liczba tur do 1000: {player} {mine}, {rival} {theirs} — po równo.</translation>
    </message>
    <message>
        <source>Expected final scores: {list}</source>
        <translation>Oczekiwane wyniki końcowe: {list}</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {list}</source>
        <translation>Średnia liczba tur do 1000: {list}</translation>
    </message>
</context>
<context>
    <name>StartUp</name>
    <message>
        <source>Unfinished games</source>
        <translation>Niedokończone gry</translation>
    </message>
    <message>
        <source>Unfinished games of other windows were kept in {folder}; Game → Open game… lists them.</source>
        <translation>Niedokończone gry z innych okien zachowano w {folder}; Gra → Otwórz grę… pokazuje je na liście.</translation>
    </message>
    <message>
        <source>Saved game from a newer version</source>
        <translation>Gra zapisana przez nowszą wersję</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of Kości. It was left as it is; open it with that version.</source>
        <translation>Plik {name} zapisała nowsza wersja Kości. Pozostawiono go bez zmian; otwórz go w tamtej wersji.</translation>
    </message>
    <message>
        <source>The unfinished game was kept with the other unfinished games (Game → Open game…).</source>
        <translation>Niedokończoną grę zachowano razem z innymi niedokończonymi grami (Gra → Otwórz grę…).</translation>
    </message>
    <message>
        <source>{player}&apos;s turn {turn} of {turns}</source>
        <translation>kolejka {turn} z {turns}, ruch gracza {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s turn in round {turn}</source>
        <translation>runda {turn}, ruch gracza {player}</translation>
    </message>
    <message>
        <source>A game of {game} ({players}) was not finished; it stopped at {where}. Go on with it where it stood?</source>
        <translation>Gra {game} ({players}) nie została dokończona; przerwana: {where}. Kontynuować od miejsca, w którym została przerwana?</translation>
    </message>
    <message>
        <source>The folder for saved games cannot be written ({error}): you can look at the game and play on, but nothing is saved until the folder can be written again.</source>
        <translation>Nie można zapisywać w folderze zapisanych gier ({error}): grę można obejrzeć i grać dalej, ale nic nie zostanie zapisane, dopóki zapis w folderze nie będzie znów możliwy.</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Wznowić grę?</translation>
    </message>
    <message>
        <source>Saved game damaged</source>
        <translation>Zapisana gra jest uszkodzona</translation>
    </message>
    <message>
        <source>The automatically saved game could not be read, so it cannot be resumed. It was kept as {path}. You can start a new game.</source>
        <translation>Nie udało się odczytać automatycznie zapisanej gry, więc nie można jej wznowić. Zachowano ją jako {path}. Możesz zacząć nową grę.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Średnia</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Najlepszy</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Generały</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Premia górna</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Statystyki graczy</translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation>Zestaw zasad</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Najlepsze wyniki</translation>
    </message>
    <message>
        <source>None yet: games with hints or undo are not listed.</source>
        <translation>Jeszcze brak: gry z podpowiedziami lub cofaniem nie są liczone.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Zasady:</translation>
    </message>
    <message>
        <source>Games where hints or undo were used are not listed.</source>
        <translation>Gry z podpowiedziami lub cofaniem ruchów nie są tu liczone.</translation>
    </message>
    <message>
        <source>Player shown in the chart</source>
        <translation>Gracz na wykresie</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Gra&amp;cz:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Rozkład wyników</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Wszyscy gracze</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source> · chance to win {percent}</source>
        <translation> · szansa na wygraną {percent}</translation>
    </message>
</context>
<context>
    <name>ThousandBoard</name>
    <message>
        <source>Throw</source>
        <translation>Rzut</translation>
    </message>
    <message>
        <source>Set aside this turn</source>
        <translation>Odłożone w tej kolejce</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Rzuć (spacja)</translation>
    </message>
    <message>
        <source>Write (W)</source>
        <translation>Zapisz (W)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Odpuść (P)</translation>
    </message>
    <message>
        <source>Hint: set aside {dice}</source>
        <translation>Podpowiedź: odłóż {dice}</translation>
    </message>
    <message>
        <source>Hint: throw</source>
        <translation>Podpowiedź: rzucaj</translation>
    </message>
    <message>
        <source>Hint: {what}</source>
        <translation>Podpowiedź: {what}</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>Podpowiedź: pasuj</translation>
    </message>
    <message numerus="yes">
        <source>throw again — %n dice score {chance} % of the time; {points} points at risk</source>
        <translation>
            <numerusform>rzucaj dalej — %n kostka punktuje w {chance} % rzutów; ryzykujesz {points} pkt</numerusform>
            <numerusform>rzucaj dalej — %n kostki punktują w {chance} % rzutów; ryzykujesz {points} pkt</numerusform>
            <numerusform>rzucaj dalej — %n kostek punktuje w {chance} % rzutów; ryzykujesz {points} pkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>write {points} now — %n dice would score only {chance} % of the time</source>
        <translation>
            <numerusform>zapisz teraz {points} — %n kostka punktowałaby tylko w {chance} % rzutów</numerusform>
            <numerusform>zapisz teraz {points} — %n kostki punktowałyby tylko w {chance} % rzutów</numerusform>
            <numerusform>zapisz teraz {points} — %n kostek punktowałoby tylko w {chance} % rzutów</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}: {score}</source>
        <translation>{player}: {score}</translation>
    </message>
    <message>
        <source>aside</source>
        <translation>odłożona</translation>
    </message>
    <message numerus="yes">
        <source>Throw: %n dice — click the scoring dice to set them aside (keys 1-5)</source>
        <translation>
            <numerusform>Rzut: %n kość — odłóż punktowane kości (klawisze 1-5)</numerusform>
            <numerusform>Rzut: %n kości — odłóż punktowane kości (klawisze 1-5)</numerusform>
            <numerusform>Rzut: %n kości — odłóż punktowane kości (klawisze 1-5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw: %n dice</source>
        <translation>
            <numerusform>Rzut: %n kość</numerusform>
            <numerusform>Rzut: %n kości</numerusform>
            <numerusform>Rzut: %n kości</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice in hand: throw (Space), write (W) or pass (P)</source>
        <translation>
            <numerusform>%n kość w ręku: rzuć (spacja), zapisz (W) lub pasuj (P)</numerusform>
            <numerusform>%n kości w ręku: rzuć (spacja), zapisz (W) lub pasuj (P)</numerusform>
            <numerusform>%n kości w ręku: rzuć (spacja), zapisz (W) lub pasuj (P)</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn points: {points}</source>
        <translation>Punkty w kolejce: {points}</translation>
    </message>
    <message>
        <source>(selected: +{points} — all five score: the next throw uses all five dice)</source>
        <translation>(wybrane: +{points} — punktuje całe pięć: następny rzut wszystkimi pięcioma kośćmi)</translation>
    </message>
    <message>
        <source>(selected: +{points})</source>
        <translation>(zaznaczone: +{points})</translation>
    </message>
    <message>
        <source>(selected dice do not all score)</source>
        <translation>(nie wszystkie zaznaczone kości punktują)</translation>
    </message>
    <message>
        <source>— all five score: the next throw uses all five dice</source>
        <translation>— punktuje całe pięć: następny rzut wszystkimi pięcioma kośćmi</translation>
    </message>
    <message>
        <source>Hint: expected value {value:.1f}</source>
        <translation>Podpowiedź: wartość oczekiwana {value:.1f}</translation>
    </message>
</context>
<context>
    <name>ThousandSheetModel</name>
    <message>
        <source>Written: +{points}</source>
        <extracomment>The score a line of the sheet leaves the player with (an int; None for an empty cell). Lines that are not the player&apos;s own writes or misses. One row per round instead of each player&apos;s lines one after another.</extracomment>
        <translation>Zapisano: +{points}</translation>
    </message>
    <message>
        <source>A miss</source>
        <translation>Strata kolejki</translation>
    </message>
    <message>
        <source>Nothing on the first throw: {points}</source>
        <translation>Zero w pierwszym rzucie: {points}</translation>
    </message>
    <message>
        <source>Overtaken by {player}: {points}</source>
        <translation>Wyprzedza cię {player}: {points}</translation>
    </message>
    <message>
        <source>Overtaking {player}: +{points}</source>
        <translation>Premia za wyprzedzenie ({player}): +{points}</translation>
    </message>
    <message>
        <source>Three misses in a row: {points}</source>
        <translation>Trzy straty z rzędu: {points}</translation>
    </message>
    <message>
        <source>Out of time</source>
        <translation>Koniec czasu</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Kolejka {number}</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>Wiersz {number}</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>bez wpisu</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>koniec czasu</translation>
    </message>
    <message>
        <source>pit {low}–{high}</source>
        <translation>przejście {low}–{high}</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(ukryte)</translation>
    </message>
</context>
<context>
    <name>ThousandSheetView</name>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
</context>
<context>
    <name>TipBar</name>
    <message>
        <source>Got it</source>
        <translation>Rozumiem</translation>
    </message>
    <message>
        <source>Hide this tip ({key}); the next one shows when it applies</source>
        <translation>Ukryj tę wskazówkę ({key}); następna pojawi się, gdy przyjdzie jej pora</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Wskazówka</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Wskazówki</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <source>Click a die (or press its number, 1–5) to hold it: the next roll throws only the others. Three rolls a turn, then write the dice in a box of your card.</source>
        <translation>Kliknij kość (albo naciśnij jej numer, 1–5), żeby ją zatrzymać: następny rzut rzuca tylko pozostałymi. W kolejce są trzy rzuty, potem wpisujesz kości w rubrykę swojej tabeli.</translation>
    </message>
    <message>
        <source>The upper boxes (Ones to Sixes): {threshold} or more in them earns a bonus of {bonus}. Three of each face is just enough, so a fourth makes up for a pair elsewhere.</source>
        <translation>Górne rubryki (od Jedynek do Szóstek): {threshold} lub więcej punktów w nich daje premię {bonus}. Trzy kości każdej liczby oczek wystarczą akurat, więc czwarta wyrówna parę wpisaną gdzie indziej.</translation>
    </message>
    <message>
        <source>Sacrificing a box: when no box is worth taking you write 0 in one, and it stays closed. Give up the box you are least likely to fill well later.</source>
        <translation>Poświęcenie rubryki: gdy żadna rubryka się nie opłaca, wpisujesz 0 w jedną z nich i zostaje zamknięta. Oddaj tę, którą najtrudniej będzie później dobrze wypełnić.</translation>
    </message>
    <message>
        <source>A joker: five of a kind once the five-of-a-kind box is filled. It may go only in the boxes the rules allow (the others refuse it), and there it scores as if the dice fitted the box.</source>
        <translation>Dżoker: generał, gdy rubryka Generał jest już zapisana. Można go wpisać tylko w rubryki, na które pozwalają zasady (pozostałe go nie przyjmą), i tam liczy się tak, jakby kości pasowały do rubryki.</translation>
    </message>
    <message>
        <source>Only some dice score: each 1 is 10, each 5 is 5, three alike are the face × 10 (three 1s: 100). Choose scoring dice to set aside, then throw the rest or write.</source>
        <translation>Punktują tylko niektóre kości: każda jedynka daje 10, każda piątka 5, trzy jednakowe dają liczbę oczek × 10 (trzy jedynki: 100). Wybierz punktowane kości do odłożenia, potem rzucaj resztą albo zapisz.</translation>
    </message>
    <message>
        <source>Your first write must bring at least {points} points in one turn: keep throwing until the turn is worth that much.</source>
        <translation>Twój pierwszy wpis musi przynieść co najmniej {points} punktów w jednej kolejce: rzucaj dalej, aż kolejka będzie tyle warta.</translation>
    </message>
    <message>
        <source>To write, at least {dice} scoring dice must be set aside from the five: with fewer, throw the dice left in your hand.</source>
        <translation>Żeby zapisać, trzeba odłożyć z pięciu co najmniej {dice} punktowane kości: przy mniejszej liczbie rzucaj kośćmi, które zostały w ręku.</translation>
    </message>
    <message>
        <source>Hot dice: all five dice scored. Write now, or take all five and throw again: the turn keeps its points, but a throw that scores nothing loses them.</source>
        <translation>Gorące kości: punktuje wszystkich pięć. Zapisz teraz albo weź wszystkie pięć i rzucaj znowu: kolejka zachowuje punkty, ale jeśli rzut nic nie da, przepadają.</translation>
    </message>
    <message>
        <source>Your score is in the pit {low}–{high}: from here you may write only a turn that takes you to {high} or more.</source>
        <translation>Twój wynik jest w przejściu {low}–{high}: stąd możesz zapisać tylko kolejkę, która doprowadzi cię do {high} lub wyżej.</translation>
    </message>
    <message>
        <source>Overtaking: a write that passes a player who was ahead costs them {penalty} points and gives the writer {bonus}.</source>
        <translation>Wyprzedzanie: wpis, który wyprzedza gracza będącego dotąd przed tobą, odbiera mu {penalty} punktów, a zapisującemu daje {bonus}.</translation>
    </message>
    <message>
        <source>The game is won at exactly {goal}: dice that would take you past it may not be set aside, and a throw whose every choice would is a miss.</source>
        <translation>Wygrywa się, mając dokładnie {goal}: kości, które wyprowadziłyby cię ponad tę liczbę, nie mogą być odłożone, a rzut, w którym każdy wybór by to zrobił, jest pudłem.</translation>
    </message>
    <message>
        <source>Tip:</source>
        <translation>Wskazówka:</translation>
    </message>
</context>
<context>
    <name>TryAgainFlow</name>
    <message>
        <source>Trying again: turn {turn}, after roll {roll} — the choice made here lost {lost:.1f} points. Decide again; this practice game is not counted.</source>
        <extracomment>Everything the window shows, in reading order (for a screen reader). The new choice was compared (the comparison window is shown). The advisor (None: the real one; tests give their own).</extracomment>
        <translation>Jeszcze raz: kolejka {turn}, po rzucie {roll} — wybór w grze kosztował tu {lost:.1f} pkt. Zdecyduj ponownie; ta gra treningowa się nie liczy.</translation>
    </message>
</context>
<context>
    <name>TurnFlowBox</name>
    <message>
        <source>Turn flow (for every game)</source>
        <translation>Przebieg kolejki (w każdej grze)</translation>
    </message>
</context>
<context>
    <name>Undoing</name>
    <message>
        <source>Undo your last box and {players}&apos;s turn after it (possible until your next roll)</source>
        <translation>Cofnij swój ostatni wpis i następny ruch ({players}) (można do twojego następnego rzutu)</translation>
    </message>
    <message>
        <source>Undo the last box written</source>
        <translation>Cofnij ostatni wpis</translation>
    </message>
    <message>
        <source>At a table across computers a move cannot be taken back: the table has played it for everybody.</source>
        <translation>Przy stole sieciowym ruchu nie można cofnąć: stół rozegrał go już dla wszystkich.</translation>
    </message>
    <message>
        <source>The game is over: its boxes can no longer be undone.</source>
        <translation>Gra się skończyła: jej wpisów nie można już cofnąć.</translation>
    </message>
    <message>
        <source>Undo is possible until your next roll: {player} has rolled since the last box.</source>
        <translation>Cofnąć można do następnego rzutu: od ostatniego wpisu {player} już rzucał(a).</translation>
    </message>
    <message>
        <source>The last box is {player}&apos;s: each player undoes only their own box.</source>
        <translation>Ostatni wpis należy do gracza {player}: każdy cofa tylko własne wpisy.</translation>
    </message>
    <message>
        <source>{player} has rolled since the last box: a box can be undone only until the next player rolls.</source>
        <translation>{player} rzucał(a) od ostatniego wpisu: wpis można cofnąć tylko do rzutu następnego gracza.</translation>
    </message>
    <message>
        <source>There is no box to undo: undo takes back your last box until your next roll.</source>
        <translation>Nie ma wpisu do cofnięcia: cofa się ostatni własny wpis, do następnego rzutu.</translation>
    </message>
    <message>
        <source>&amp;Undo {player}&apos;s last box</source>
        <translation>&amp;Cofnij ostatni wpis: {player}</translation>
    </message>
    <message>
        <source>Your last box and {players}&apos;s turn after it were undone; your dice are as they were rolled, and {players} will be dealt the same dice again.</source>
        <translation>Cofnięto twój ostatni wpis i następny ruch ({players}); twoje kości są takie, jak zostały wyrzucone, a {players} dostanie znów te same kości.</translation>
    </message>
    <message>
        <source>The last box was undone; the dice are as they were rolled.</source>
        <translation>Cofnięto ostatni wpis; kości są takie, jak zostały wyrzucone.</translation>
    </message>
</context>
<context>
    <name>WarningBar</name>
    <message>
        <source>No warning</source>
        <extracomment>Lines the status line always has, and the most it grows to.</extracomment>
        <translation>Brak ostrzeżeń</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Ostrzeżenie</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Ostrzeżenia</translation>
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
        <translation>Wybierz grę przeciwko komputerowi albo ustaw własną partię.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Computer&apos;s strength:</source>
        <translation>Siła komputera:</translation>
    </message>
    <message>
        <source>Continue {game}</source>
        <translation>Dokończ grę: {game}</translation>
    </message>
    <message>
        <source>{players} · turn {turn}</source>
        <translation>{players} · tura {turn}</translation>
    </message>
    <message>
        <source>Today&apos;s dice · {date}</source>
        <translation>Kości dnia · {date}</translation>
    </message>
    <message>
        <source>Played today: {games}</source>
        <translation>Zagrane dzisiaj: {games}</translation>
    </message>
    <message>
        <source>The same dice for everyone today: play them, then compare your score with the hard computer&apos;s.</source>
        <translation>Dziś wszyscy rzucają tymi samymi kośćmi: zagraj i porównaj swój wynik z wynikiem trudnego komputera.</translation>
    </message>
    <message>
        <source>{game} against the computer</source>
        <translation>{game} z komputerem</translation>
    </message>
    <message>
        <source>{rules} · computer: {level}</source>
        <translation>{rules} · komputer: {level}</translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <source>{box} {percent} (on average {points})</source>
        <translation>„{box}” {percent} (średnio {points})</translation>
    </message>
    <message>
        <source>This turn ends in: {ends}.</source>
        <translation>Ta tura skończy się wpisem: {ends}.</translation>
    </message>
    <message>
        <source>{box}: {points} now, {later} more expected later.</source>
        <translation>„{box}”: {points} teraz, potem oczekiwane jeszcze {later}.</translation>
    </message>
    <message>
        <source>Writing {points} in {box} instead of {other_points} in {other} keeps {gain} more for later: {net} more in all.</source>
        <translation>Wpisanie {points} w pole „{box}” zamiast {other_points} w pole „{other}” zostawia na później o {gain} więcej: w sumie o {net} więcej.</translation>
    </message>
    <message>
        <source>This makes the upper bonus ({before} at the start of this turn).</source>
        <translation>Ten ruch daje premię za górne rubryki (na początku tej tury: {before}).</translation>
    </message>
    <message>
        <source>This gives up the upper bonus ({before} at the start of this turn).</source>
        <translation>Ten ruch przekreśla premię za górne rubryki (na początku tej tury: {before}).</translation>
    </message>
    <message>
        <source>The upper bonus comes closer: {before} at the start of this turn, {after} after this.</source>
        <translation>Premia za górne rubryki jest bliżej: {before} na początku tej tury, {after} po tym ruchu.</translation>
    </message>
    <message>
        <source>The upper bonus moves further away: {before} at the start of this turn, {after} after this.</source>
        <translation>Premia za górne rubryki się oddala: {before} na początku tej tury, {after} po tym ruchu.</translation>
    </message>
    <message>
        <source>{percent} to win: your expected final score {mine}.</source>
        <translation>{percent} szans na wygraną: twój oczekiwany wynik końcowy {mine}.</translation>
    </message>
    <message>
        <source>{percent} to win: the best opponent&apos;s expected final score is {gap} points above yours ({theirs} to {mine}).</source>
        <translation>{percent} szans na wygraną: oczekiwany wynik końcowy najlepszego rywala jest o {gap} pkt wyższy od twojego ({theirs} do {mine}).</translation>
    </message>
    <message>
        <source>{percent} to win: your expected final score is {gap} points above the best opponent&apos;s ({mine} to {theirs}).</source>
        <translation>{percent} szans na wygraną: twój oczekiwany wynik końcowy jest o {gap} pkt wyższy od wyniku najlepszego rywala ({mine} do {theirs}).</translation>
    </message>
    <message>
        <source>{percent} to win: your expected final score {mine}, the best opponent&apos;s the same.</source>
        <translation>{percent} szans na wygraną: twój oczekiwany wynik końcowy {mine}, najlepszego rywala taki sam.</translation>
    </message>
    <message numerus="yes">
        <source>A throw of %n die(s) scores {percent} of the time; {points} points at risk.</source>
        <translation>
            <numerusform>Rzut %n kością: punkty w {percent} przypadków; zagrożone {points} pkt.</numerusform>
            <numerusform>Rzut %n kośćmi: punkty w {percent} przypadków; zagrożone {points} pkt.</numerusform>
            <numerusform>Rzut %n kośćmi: punkty w {percent} przypadków; zagrożone {points} pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A throw of %n die(s) scores {percent} of the time.</source>
        <translation>
            <numerusform>Rzut %n kością: punkty w {percent} przypadków.</numerusform>
            <numerusform>Rzut %n kośćmi: punkty w {percent} przypadków.</numerusform>
            <numerusform>Rzut %n kośćmi: punkty w {percent} przypadków.</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing {points} makes the score {total}.</source>
        <translation>Wpisanie {points} daje wynik {total}.</translation>
    </message>
    <message>
        <source>{total} is in the pit {low}–{high}: the next write must reach {high}.</source>
        <translation>{total} to przejście {low}–{high}: następny wpis musi dojść do {high}.</translation>
    </message>
    <message>
        <source>After this turn you need {mine} more turns to 1000 on average, the fastest opponent {theirs}.</source>
        <translation>Po tej turze potrzebujesz średnio jeszcze {mine} tury do 1000, najszybszy rywal {theirs}.</translation>
    </message>
    <message>
        <source>{percent} to win: after this turn you need {mine} more turns to 1000 on average, the fastest opponent {theirs}.</source>
        <translation>{percent} szans na wygraną: po tej turze potrzebujesz średnio jeszcze {mine} tury do 1000, najszybszy rywal {theirs}.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>&amp;Hold die</source>
        <translation>&amp;Zatrzymaj kość</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Otwórz grę…</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Zapisz grę &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Rzuć</translation>
    </message>
    <message>
        <source>&amp;Confirm move</source>
        <translation>&amp;Potwierdź ruch</translation>
    </message>
    <message>
        <source>&amp;Write (Thousand)</source>
        <translation>Zapi&amp;sz (tysiąc)</translation>
    </message>
    <message>
        <source>&amp;Pass (Thousand)</source>
        <translation>&amp;Odpuść (tysiąc)</translation>
    </message>
    <message>
        <source>&amp;Undo last box</source>
        <translation>&amp;Cofnij ostatni wpis</translation>
    </message>
    <message>
        <source>&amp;Undo last write</source>
        <extracomment>Keys for the standard actions on platforms that define none (Qt&apos;s list is empty there).</extracomment>
        <translation>&amp;Cofnij ostatni zapis</translation>
    </message>
    <message>
        <source>&amp;Tables across computers…</source>
        <translation>&amp;Stoły sieciowe…</translation>
    </message>
    <message>
        <source>To&amp;day&apos;s dice…</source>
        <translation>Kości &amp;dnia…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Podpowiedzi</translation>
    </message>
    <message>
        <source>&amp;Chances to win</source>
        <translation>&amp;Szanse na wygraną</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pełny &amp;ekran</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historia…</translation>
    </message>
    <message>
        <source>Thousand sheet by &amp;rounds</source>
        <translation>Tabela tysiąca &amp;kolejkami</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <source>&amp;Analysis of this game…</source>
        <translation>&amp;Analiza tej gry…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady gry</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Skróty &amp;klawiszowe</translation>
    </message>
    <message>
        <source>&amp;About Kości</source>
        <translation>&amp;O programie Kości</translation>
    </message>
    <message>
        <source>&amp;Teach me while I play</source>
        <translation>&amp;Ucz mnie podczas gry</translation>
    </message>
    <message>
        <source>&amp;Got it: hide the tip</source>
        <translation>&amp;Rozumiem: ukryj wskazówkę</translation>
    </message>
    <message>
        <source>Die &amp;{n}</source>
        <translation>Kość &amp;{n}</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Pasek narzędzi</translation>
    </message>
</context>
</TS>
