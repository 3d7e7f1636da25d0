<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Kości</source>
        <translation>О программе Kości</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Kości {version}&lt;/h2&gt;&lt;p&gt;Dice games of the Yahtzee family and Thousand, with computer players and hints.&lt;/p&gt;&lt;p&gt;Classic, triple and full Kości, and Thousand — for one to six players at one screen.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kości {version}&lt;/h2&gt;&lt;p&gt;Игры в кости: Пента (покер на костях) и Тысяча, с компьютерными игроками и подсказками.&lt;/p&gt;&lt;p&gt;Классическая, тройная и полная игра и Тысяча — от одного до шести игроков за одним экраном.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>More tools</source>
        <extracomment>Our own classes whose accessible has a role of its own (registered with :func:`give_role`). The accessibles&apos; factory, loaded when it is first asked for one (``access_tree.py``). How long a notice stays in the tree after it showed (a screen reader reads its name when it hears it show, a moment later).</extracomment>
        <translation>Другие инструменты</translation>
    </message>
</context>
<context>
    <name>Across</name>
    <message>
        <source>The table could not be opened to other computers: {error}.</source>
        <extracomment>Servers found on the local network (a list of {&quot;name&quot;, &quot;address&quot;}). Where the seat held at another computer&apos;s table is kept while its game goes on. The seat being taken at another computer&apos;s table (kept once the table says so). Where the app&apos;s own server listens: every interface of this computer (its local network; a --local-only server refuses peers from elsewhere). Tests use 127.0.0.1. Announce the app&apos;s tables on the local network, and look for others&apos; (DNS-SD).</extracomment>
        <translation>Не удалось открыть стол для других компьютеров: {error}.</translation>
    </message>
    <message>
        <source>Back to the table?</source>
        <translation>Вернуться за стол?</translation>
    </message>
    <message>
        <source>When Kości closed, you were playing at table {table} at {address} as {name}. Go back to your seat?</source>
        <translation>Когда Kości закрылись, вы играли за столом {table} по адресу {address} под именем {name}. Вернуться на своё место?</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Вернуться</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Освободить место</translation>
    </message>
    <message>
        <source>The seat could not be taken back: {message}</source>
        <translation>Не удалось вернуться на место: {message}</translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message>
        <source>Analysis — {game}</source>
        <extracomment>Try again was asked for a mistake (its :class:`Decision`; the record is ``doc``).</extracomment>
        <translation>Анализ — {game}</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Ход анализа</translation>
    </message>
    <message>
        <source>{game} games are not analysed.</source>
        <translation>Игры «{game}» не анализируются.</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Анализ партии…</translation>
    </message>
    <message>
        <source>Only computer players played this game.</source>
        <translation>В этой партии играли только компьютерные игроки.</translation>
    </message>
    <message>
        <source>Expected points lost compare each choice with the best one, as the advisor values them.</source>
        <translation>Ожидаемая потеря очков сравнивает каждый выбор с лучшим по оценке советника.</translation>
    </message>
    <message>
        <source>The analysis failed: {error}</source>
        <translation>Анализ не удался: {error}</translation>
    </message>
    <message>
        <source>Turn {turn}, after roll {roll}</source>
        <translation>Ход {turn}, после броска {roll}</translation>
    </message>
    <message>
        <source>Expected points lost in this game: {lost:.1f} over {n} decisions.</source>
        <translation>Ожидаемая потеря очков за партию: {lost:.1f} (решений: {n}).</translation>
    </message>
    <message>
        <source>{n} decisions could not be valued.</source>
        <translation>Решений без оценки: {n}.</translation>
    </message>
    <message>
        <source>The costliest mistakes</source>
        <translation>Самые дорогие ошибки</translation>
    </message>
    <message>
        <source>No mistakes: every choice was the best.</source>
        <translation>Ошибок нет: каждый выбор был лучшим.</translation>
    </message>
    <message>
        <source>Dice outlined and marked underneath (&quot;held&quot;, or a bar where the word has no room): the dice held by the player. Dashed outline: the dice the advisor would hold.</source>
        <translation>Кости в рамке с пометкой внизу («оставлена» или черта, если слово не помещается) — кости, оставленные игроком. Пунктирная рамка — кости, которые оставил бы советник.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Все решения</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Выбор</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Потеря очков</translation>
    </message>
    <message>
        <source>{move} (written automatically)</source>
        <translation>{move} (записано автоматически)</translation>
    </message>
    <message>
        <source>{where}: {lost:.1f} points lost</source>
        <translation>{where}: потеря {lost:.1f} очк.</translation>
    </message>
    <message>
        <source>Dice {dice}, {rolls}.</source>
        <translation>Кости {dice}, {rolls}.</translation>
    </message>
    <message>
        <source>Chosen: {move} (expected final score {value:.1f})</source>
        <translation>Выбрано: {move} (ожидаемый итог {value:.1f})</translation>
    </message>
    <message>
        <source>Best: {move} (expected final score {value:.1f})</source>
        <translation>Лучший: {move} (ожидаемый итог {value:.1f})</translation>
    </message>
    <message>
        <source>Why the choice: {why}</source>
        <translation>Что даёт выбор: {why}</translation>
    </message>
    <message>
        <source>Why the best: {why}</source>
        <translation>Что даёт лучший ход: {why}</translation>
    </message>
    <message>
        <source>Card: {card}</source>
        <translation>Бланк: {card}</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Сыграть заново</translation>
    </message>
    <message>
        <source>Try again: {where}</source>
        <translation>Сыграть заново: {where}</translation>
    </message>
</context>
<context>
    <name>AsideStrip</name>
    <message>
        <source>Set aside: {dice}</source>
        <extracomment>Largest a die set aside is drawn (logical pixels): smaller than those in the tray.</extracomment>
        <translation>Отложено: {dice}</translation>
    </message>
</context>
<context>
    <name>AtTable</name>
    <message>
        <source>Your move is on its way to the table…</source>
        <extracomment>A game starts on the window (this table&apos;s, or another that takes its place). The table&apos;s game has ended and its dice were checked (:attr:`verdict`). A move was sent and its answer has not come yet (intents wait). Moves to send one after another (Thousand: the dice chosen, then the throw). The table&apos;s round whose game the controller plays (a new round: a new game). &quot;dice checked&quot;, or the first die that does not match (None: not ended yet). The table&apos;s whole record once the game has ended (for the history). Plays the turns this seat may not see (its computer player is made once). Who was connected at the last view (the others are told when that changes).</extracomment>
        <translation>Ваш ход отправлен столу…</translation>
    </message>
    <message>
        <source>The table refused the move: {reason}.</source>
        <translation>Стол отклонил ход: {reason}.</translation>
    </message>
    <message>
        <source>{name} has played a turn (the cards are hidden).</source>
        <translation>{name} сыграл(а) ход (карточки скрыты).</translation>
    </message>
    <message>
        <source>{name}: {phrase}</source>
        <translation>{name}: {phrase}</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} вернулся(ась) за стол.</translation>
    </message>
    <message>
        <source>{name}: connection lost — {time} to come back before a computer plays for them.</source>
        <translation>{name}: соединение потеряно — {time} на возвращение, потом за него сыграет компьютер.</translation>
    </message>
    <message>
        <source>{name}: connection lost — their clock runs in their turn.</source>
        <translation>{name}: соединение потеряно — в его ход идут его часы.</translation>
    </message>
    <message>
        <source>Connected to the table again.</source>
        <translation>Снова подключено к столу.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: connecting again…</source>
        <translation>Соединение со столом потеряно: подключаемся снова…</translation>
    </message>
</context>
<context>
    <name>AutoPlay</name>
    <message>
        <source>{player} is getting ready: the first game with these rules takes a while.</source>
        <extracomment>How long a step waits for a computer player still being built before it asks again every POLL_MS (loading a table takes a moment, building one longer). One second of the auto-score&apos;s countdown, in ms (a seam: tests shorten it). With no board to say when the dice lie still, the countdown starts this long after the animation&apos;s length. Builds a computer player in the background (a seam: tests give their own). (game kind, rules, level, seed, the game to play) -&gt; the player, built in the background. The move shown before it is made; the box selected in confirm-move mode. Seconds left before the auto-score writes the previewed box (None: not counting). The auto-score waits to count down (for the dice to lie still, or its player). Do the dice of the last roll lie still (the board says when they do)? The turn (player, their turn number) whose automatic write the player stopped.</extracomment>
        <translation>{player} готовится: первая партия с этими правилами займёт немного времени.</translation>
    </message>
    <message>
        <source>{player} cannot play: {error}. The game is saved; start a new game or try again later.</source>
        <translation>{player} не может играть: {error}. Игра сохранена; начните новую игру или попробуйте позже.</translation>
    </message>
    <message>
        <source>{box} in {seconds}… (press any key or click to choose yourself)</source>
        <translation>{box} через {seconds}… (нажмите любую клавишу или щёлкните, чтобы выбрать самим)</translation>
    </message>
    <message>
        <source>The automatic write is stopped: choose a box.</source>
        <translation>Автоматическая запись остановлена: выберите клетку.</translation>
    </message>
</context>
<context>
    <name>AutoWriteBox</name>
    <message>
        <source>Off</source>
        <extracomment>The longest auto-write delay offered (seconds).</extracomment>
        <translation>Выключена</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <source>As the rules say (Penta: 3 s)</source>
        <translation>По правилам (Пента: 3 с)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Game over</source>
        <extracomment>The table is laid out for this size at the user&apos;s font size; a larger table grows its text and dice with it, up to MAX_SCALE times. The most of the table&apos;s height the hint in words takes (its reasons beyond are left out). Tallest the dice tray grows at the base size (logical pixels). The clock turns to a warning colour in a player&apos;s last seconds. Widest the buttons under the dice grow (logical pixels). The clock&apos;s last seconds: white on a deep red band (7:1, whatever the cloth&apos;s colour). A kind of button on the table. The dice on the table (every game has them). Whose turn it is, over the dice (:meth:`make_turn_label`, :meth:`show_turn`). The dice&apos;s panel beside the score pad (the board turns it to fit the window). Is this the board of the game being played? (Not until the window puts it on the table; the window keeps a board of each kind it has shown: the others take no game.) The score pads lying on the table (each casts a shadow on the cloth). How much larger than at BASE_SIZE the table&apos;s text and dice are drawn. The big moments (five of a kind, bonuses, an overtake, the winner) over the table. The hint in words (hints on): what to keep and what to let go, or whether to throw again; placed by each board under its buttons, hidden while there is none. Hidden cards in hot-seat play: over the table until the next player takes the seat. Each player&apos;s chance to win (View → Chances to win), placed by each board.</extracomment>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Show the next player&apos;s card</source>
        <translation>Показать карточку следующего игрока</translation>
    </message>
    <message>
        <source>Pass the screen to {player}
— click or press Space to show your card —</source>
        <translation>Передайте экран: {player}
— щёлкните или нажмите пробел, чтобы открыть свой бланк —</translation>
    </message>
    <message>
        <source>{player} — {time}</source>
        <translation>{player} — {time}</translation>
    </message>
    <message>
        <source>Time left on {player}&apos;s clock</source>
        <translation>Осталось времени на часах: {player}</translation>
    </message>
</context>
<context>
    <name>BoxHelp</name>
    <message>
        <source>Sum of the dice showing 1.</source>
        <extracomment>The explanation of an upper box, by face (context &quot;BoxHelp&quot;).</extracomment>
        <translation>Сумма единиц.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 2.</source>
        <translation>Сумма двоек.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 3.</source>
        <translation>Сумма троек.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 4.</source>
        <translation>Сумма четвёрок.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 5.</source>
        <translation>Сумма пятёрок.</translation>
    </message>
    <message>
        <source>Sum of the dice showing 6.</source>
        <translation>Сумма шестёрок.</translation>
    </message>
    <message>
        <source>At least three equal dice: the sum of all five.</source>
        <extracomment>The explanations of the other boxes (context &quot;BoxHelp&quot;), keyed as :data:`_RULES`; placeholders {points}, {times}, {run}.</extracomment>
        <translation>Не менее трёх одинаковых костей: сумма всех пяти костей.</translation>
    </message>
    <message>
        <source>At least four equal dice: the sum of all five.</source>
        <translation>Не менее четырёх одинаковых костей: сумма всех пяти костей.</translation>
    </message>
    <message>
        <source>Three of one face and two of another: {points}.</source>
        <translation>Три одинаковые кости и ещё две одинаковые: {points} очков.</translation>
    </message>
    <message>
        <source>Four consecutive faces (1-2-3-4, 2-3-4-5 or 3-4-5-6): {points}.</source>
        <translation>Четыре значения подряд (1-2-3-4, 2-3-4-5 или 3-4-5-6): {points} очков.</translation>
    </message>
    <message>
        <source>Five consecutive faces (1-2-3-4-5 or 2-3-4-5-6): {points}.</source>
        <translation>Пять значений подряд (1-2-3-4-5 или 2-3-4-5-6): {points} очков.</translation>
    </message>
    <message>
        <source>Five equal dice: {points}.</source>
        <translation>Пять одинаковых костей: {points} очков.</translation>
    </message>
    <message>
        <source>Two equal dice: twice the highest such face.</source>
        <translation>Две одинаковые кости: удвоенное значение старшей пары.</translation>
    </message>
    <message>
        <source>Three equal dice: three times the face.</source>
        <translation>Три одинаковые кости: их сумма.</translation>
    </message>
    <message>
        <source>Four equal dice: four times the face.</source>
        <translation>Четыре одинаковые кости: их сумма.</translation>
    </message>
    <message>
        <source>Two different pairs: twice each of the two faces.</source>
        <translation>Две разные пары: сумма костей обеих пар.</translation>
    </message>
    <message>
        <source>Exactly {run}: {points}.</source>
        <translation>Ровно {run}: {points} очков.</translation>
    </message>
    <message>
        <source>Three of one face and two of another: the sum of all five.</source>
        <translation>Три одинаковые кости и ещё две одинаковые: сумма всех пяти.</translation>
    </message>
    <message>
        <source>Five equal dice: {times} × the sum.</source>
        <translation>Пять одинаковых костей: сумма, умноженная на {times}.</translation>
    </message>
    <message>
        <source>Any dice: the sum of all five.</source>
        <translation>Любые кости: сумма всех пяти костей.</translation>
    </message>
</context>
<context>
    <name>BoxRules</name>
    <message>
        <source>total of 1s</source>
        <extracomment>The short rule of an upper box, by face (context &quot;BoxRules&quot;).</extracomment>
        <translation>сумма единиц</translation>
    </message>
    <message>
        <source>total of 2s</source>
        <translation>сумма двоек</translation>
    </message>
    <message>
        <source>total of 3s</source>
        <translation>сумма троек</translation>
    </message>
    <message>
        <source>total of 4s</source>
        <translation>сумма четвёрок</translation>
    </message>
    <message>
        <source>total of 5s</source>
        <translation>сумма пятёрок</translation>
    </message>
    <message>
        <source>total of 6s</source>
        <translation>сумма шестёрок</translation>
    </message>
    <message>
        <source>total</source>
        <translation>сумма</translation>
    </message>
    <message>
        <source>sum of the pair</source>
        <extracomment>The short rules of the other boxes, by how they score and how many equal dice they need (0: any); a box that scores fixed points shows its points.</extracomment>
        <translation>сумма пары</translation>
    </message>
    <message>
        <source>sum of the pairs</source>
        <translation>сумма пар</translation>
    </message>
    <message>
        <source>sum of the three</source>
        <translation>сумма тройки</translation>
    </message>
    <message>
        <source>sum of the four</source>
        <translation>сумма четвёрки</translation>
    </message>
    <message>
        <source>{times} × total</source>
        <translation>{times} × сумма</translation>
    </message>
    <message>
        <source>{threshold}+ → {bonus}</source>
        <extracomment>The short rules of the summary rows (context &quot;BoxRules&quot;); placeholders as ROW_HELP&apos;s.</extracomment>
        <translation>{threshold}+ → {bonus}</translation>
    </message>
    <message>
        <source>+{bonus} each</source>
        <translation>+{bonus} за каждую</translation>
    </message>
</context>
<context>
    <name>Boxes</name>
    <message>
        <source>Ones</source>
        <translation>Единицы</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Двойки</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Тройки</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Четвёрки</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Пятёрки</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Шестёрки</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Две пары</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Сет</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Каре</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Фулл-хаус</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Малый стрит</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Большой стрит</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Покер</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Пента</translation>
    </message>
</context>
<context>
    <name>Cells</name>
    <message>
        <source>Would write {points} here; the upper boxes do not count in this game.</source>
        <extracomment>Words for a screen reader (value, preview, forbidden, written automatically soon…). In the column of the player whose turn it is (tinted): a sum changes look with the turn, so it is announced (and repainted) with the rest of the column.</extracomment>
        <translation>Сюда было бы записано {points}; в этой игре верхние клетки не считаются.</translation>
    </message>
    <message>
        <source>{points} ×{weight} = {weighted}, and the five-of-a-kind bonus +{bonus}: {worth} in all.</source>
        <translation>{points} ×{weight} = {weighted} и премия за пенту +{bonus}: всего {worth}.</translation>
    </message>
    <message>
        <source>{points} ×{weight} = {worth} in this column.</source>
        <translation>{points} ×{weight} = {worth} в этой колонке.</translation>
    </message>
    <message>
        <source>{base} ×{multiplier} = {points}: a combination written after the first roll scores ×3, after a later roll of all five dice ×2.</source>
        <translation>{base} ×{multiplier} = {points}: комбинация, записанная после первого броска, считается ×3, после более позднего броска всеми пятью кубиками ×2.</translation>
    </message>
    <message>
        <source>{points}, and the five-of-a-kind bonus +{bonus}.</source>
        <translation>{points} и премия за пенту +{bonus}.</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <source>open</source>
        <translation>свободна</translation>
    </message>
    <message>
        <source>{rule} The joker rule does not allow this box now.</source>
        <translation>{rule} Правило джокера сейчас не разрешает эту клетку.</translation>
    </message>
    <message>
        <source>not allowed now (joker)</source>
        <translation>сейчас нельзя (джокер)</translation>
    </message>
    <message>
        <source>would score {text}</source>
        <translation>дало бы {text}</translation>
    </message>
    <message>
        <source>{points} · {seconds} s</source>
        <translation>{points} · {seconds} с</translation>
    </message>
    <message>
        <source>written automatically in {seconds} s</source>
        <translation>автоматическая запись через {seconds} с</translation>
    </message>
    <message>
        <source>the hint&apos;s best choice</source>
        <translation>лучший выбор по подсказке</translation>
    </message>
    <message>
        <source>{rule} Expected final score: {value:.1f}</source>
        <translation>{rule} Ожидаемый итог: {value:.1f}</translation>
    </message>
</context>
<context>
    <name>ChanceBars</name>
    <message>
        <source>Chances to win: {list}</source>
        <extracomment>One hue per seat (degrees), far apart so six lines stay apart. Between two columns of seats; the shortest a bar gets before it gives way to a dot; the dot (a bar no longer than it is high), the last before names are shortened. Every seat&apos;s figure on one line (&quot;Expected final scores: Ala 231 · Ola 262&quot;). Each seat&apos;s bar as a screen reader reads it.</extracomment>
        <translation>Шансы на победу: {list}</translation>
    </message>
    <message>
        <source>Chances to win: being worked out</source>
        <translation>Шансы на победу: идёт расчёт</translation>
    </message>
    <message>
        <source>{player}: {percent} chance to win</source>
        <translation>{player}: шанс на победу {percent}</translation>
    </message>
    <message>
        <source>{player}: chance to win being worked out</source>
        <translation>{player}: шанс на победу — идёт расчёт</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>{player}: {end} at the end, at best {best}</source>
        <extracomment>What each chance weighs at each point of the series (a reason per seat). Points of the series a round of the table takes (a turn of each player).</extracomment>
        <translation>{player}: в конце {end}, в лучший момент {best}</translation>
    </message>
    <message>
        <source>at the start — {figures}</source>
        <translation>в начале — {figures}</translation>
    </message>
    <message>
        <source>Chances to win, turn by turn</source>
        <translation>Шансы на победу, ход за ходом</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>ход</translation>
    </message>
    <message>
        <source>At the start: {list}</source>
        <translation>В начале: {list}</translation>
    </message>
    <message>
        <source>Turn {turn}: {list}</source>
        <translation>Ход {turn}: {list}</translation>
    </message>
</context>
<context>
    <name>Chances</name>
    <message>
        <source>Chances to win are not available: {error}.</source>
        <extracomment>The chances were worked out again, or are no longer shown. Asks the win-chance model (``prepare`` and ``ask`` are seams for tests).</extracomment>
        <translation>Шансы на победу недоступны: {error}.</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>box filled ({points} or 0)</source>
        <extracomment>Labels of choice values, by (option key, value).</extracomment>
        <translation>клетка заполнена ({points} или 0)</translation>
    </message>
    <message>
        <source>box holds {points}</source>
        <translation>в клетке {points}</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>обязательный</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>по выбору</translation>
    </message>
    <message>
        <source>free</source>
        <translation>свободный</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>не считаются</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>считаются</translation>
    </message>
    <message>
        <source>exactly {goal}</source>
        <translation>ровно {goal}</translation>
    </message>
    <message>
        <source>{goal} or more</source>
        <translation>{goal} и больше</translation>
    </message>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
</context>
<context>
    <name>ComparisonWindow</name>
    <message>
        <source>Your new choice</source>
        <extracomment>The new choice ended the practice game (its end dialog waits for this window).</extracomment>
        <translation>Ваш новый выбор</translation>
    </message>
    <message>
        <source>Your choice in the game</source>
        <translation>Ваш выбор в игре</translation>
    </message>
    <message>
        <source>The best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>Your new choice is the best one (the choice in the game lost {lost:.1f} points).</source>
        <translation>Ваш новый выбор — лучший (выбор в игре стоил {lost:.1f} очк.).</translation>
    </message>
    <message>
        <source>Better: your new choice loses {new:.1f} points against the best, the choice in the game lost {old:.1f}.</source>
        <translation>Лучше: ваш новый выбор теряет {new:.1f} очк. против лучшего, выбор в игре терял {old:.1f}.</translation>
    </message>
    <message>
        <source>Not better: your new choice loses {new:.1f} points against the best, the choice in the game lost {old:.1f}.</source>
        <translation>Не лучше: ваш новый выбор теряет {new:.1f} очк. против лучшего, выбор в игре терял {old:.1f}.</translation>
    </message>
    <message>
        <source>Tried again — {game}</source>
        <translation>Ещё раз — {game}</translation>
    </message>
    <message>
        <source>Turn {turn}, after roll {roll}: dice {dice}, {rolls}.</source>
        <translation>Ход {turn}, после броска {roll}: кости {dice}, {rolls}.</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Выбор</translation>
    </message>
    <message>
        <source>Expected final score</source>
        <translation>Ожидаемый итог</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Потеря очков</translation>
    </message>
    <message>
        <source>The choices compared</source>
        <translation>Сравнение выборов</translation>
    </message>
    <message>
        <source>{whose}: {move}, expected final score {value:.1f}, {lost:.1f} points lost.</source>
        <translation>{whose}: {move}, ожидаемый итог {value:.1f}, потеря {lost:.1f} очк.</translation>
    </message>
    <message>
        <source>That was the practice game&apos;s last choice: its end is shown when you close this window. It is not counted in the statistics or the high scores.</source>
        <translation>Это был последний выбор тренировочной игры: её итог появится, когда вы закроете это окно. Она не идёт в статистику и таблицу рекордов.</translation>
    </message>
    <message>
        <source>The game goes on from here as practice: it is not counted in the statistics or the high scores.</source>
        <translation>Игра продолжается отсюда как тренировочная: она не идёт в статистику и таблицу рекордов.</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Today&apos;s dice</source>
        <translation>Кости дня</translation>
    </message>
    <message>
        <source>The same dice for everyone today. Your first game of the day counts, and at its end you see what the Hard computer scored on the same dice; later games are practice. Give a friend the code to play the same dice.</source>
        <translation>Сегодня у всех одни и те же кости. Засчитывается ваша первая игра за день, и в её конце вы увидите, сколько на тех же костях набрал компьютер уровня «Сложный»; следующие игры — тренировка. Дайте другу код, чтобы он сыграл теми же костями.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Or a friend&apos;s &amp;code:</source>
        <translation>Или &amp;код от друга:</translation>
    </message>
    <message>
        <source>Against the &amp;computer</source>
        <translation>Против &amp;компьютера</translation>
    </message>
    <message>
        <source>This code names no game of today&apos;s dice.</source>
        <translation>Этот код не указывает ни на одну игру «Кости дня».</translation>
    </message>
    <message>
        <source>The code of {date}: {code}</source>
        <translation>Код на {date}: {code}</translation>
    </message>
</context>
<context>
    <name>DailyList</name>
    <message>
        <source>{points} in {turns}</source>
        <translation>{points} за {turns}</translation>
    </message>
    <message>
        <source>{game}: {score} (the hard computer: {hard})</source>
        <translation>{game}: {score} (сильный компьютер: {hard})</translation>
    </message>
    <message>
        <source>Today&apos;s dice</source>
        <translation>Кости дня</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Ваш счёт</translation>
    </message>
    <message>
        <source>Hard computer</source>
        <translation>Компьютер (сложный)</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Засчитано</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>тренировка</translation>
    </message>
    <message>
        <source>for the record</source>
        <translation>в зачёт</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <source>not rolled</source>
        <extracomment>The tray that paints this die (and is told when it must paint it again). The hint for this die: &quot;&quot; (none), HOLD (not held, advised to hold) or RELEASE (held, advised to let go).</extracomment>
        <translation>не брошена</translation>
    </message>
    <message>
        <source>die {number}, {face}</source>
        <translation>кость {number}, {face}</translation>
    </message>
    <message>
        <source>{die}, {mark}</source>
        <translation>{die}, {mark}</translation>
    </message>
    <message>
        <source>held</source>
        <translation>оставлена</translation>
    </message>
    <message>
        <source>{die}; hint: hold it</source>
        <translation>{die}; подсказка: оставьте её</translation>
    </message>
    <message>
        <source>{die}; hint: let it go</source>
        <translation>{die}; подсказка: верните её в бросок</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Game over</source>
        <extracomment>``done()`` codes of the New game, Analysis and Undo buttons.</extracomment>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>No winner: time ran out.</source>
        <translation>Победителя нет: время вышло.</translation>
    </message>
    <message>
        <source>A draw: {names} share the win!</source>
        <translation>Ничья: победу делят {names}!</translation>
    </message>
    <message>
        <source>{name} scored {total}.</source>
        <translation>{name}: {total} очк.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>Побеждает {name}!</translation>
    </message>
    <message>
        <source>An assisted game (hints or undo were used): it is not counted for the high scores.</source>
        <extracomment>The big moment of the last action, on the board this dialog covers.</extracomment>
        <translation>Игра с помощью (подсказки или отмена хода): не идёт в таблицу рекордов.</translation>
    </message>
    <message>
        <source>A practice game: it is not counted in the statistics or the high scores.</source>
        <translation>Тренировочная игра: она не идёт в статистику и таблицу рекордов.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <extracomment>At a table across computers: whether every die came from the seeds (issue 30 §3). Today&apos;s dice: the day&apos;s code, what hard scored on the same dice, practice or not.</extracomment>
        <translation>Итоговая таблица</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>{name} (out of time)</source>
        <translation>{name} (время вышло)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>Dice checked: every die came from the table&apos;s committed seed and the players&apos; seeds.</source>
        <extracomment>What luck did: filled in once it is worked out.</extracomment>
        <translation>Кости проверены: каждая кость получена из заявленного зерна стола и зёрен игроков.</translation>
    </message>
    <message>
        <source>The dice do NOT check: {detail}</source>
        <translation>Кости НЕ сходятся: {detail}</translation>
    </message>
    <message>
        <source>Today&apos;s dice {code}.</source>
        <translation>Кости дня {code}.</translation>
    </message>
    <message>
        <source>The hard computer scored {hard} on the same dice.</source>
        <translation>Сильный компьютер набрал {hard} на тех же костях.</translation>
    </message>
    <message>
        <source>A practice game: the day&apos;s game counted the first time.</source>
        <translation>Тренировочная игра: в зачёт пошла первая игра дня.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Unknown game {game}; choose one of {choices}.</source>
        <translation>Неизвестная игра {game}; можно: {choices}.</translation>
    </message>
    <message>
        <source>Unknown preset {preset} for {game}; choose one of {choices}.</source>
        <translation>Неизвестный набор правил {preset} для игры «{game}»; можно: {choices}.</translation>
    </message>
    <message>
        <source>Unknown rule option {key} for {game}.</source>
        <translation>Неизвестная настройка правил {key} для игры «{game}».</translation>
    </message>
    <message>
        <source>The option “{key}” cannot be {value}: {expected}.</source>
        <translation>Настройка «{key}» не может быть {value}: {expected}.</translation>
    </message>
    <message>
        <source>{game} is played by {low} to {high} players, not {count}.</source>
        <translation>В «{game}» играют от {low} до {high} игроков, а не {count}.</translation>
    </message>
    <message>
        <source>Player names must be unique and not empty: “{name}”.</source>
        <translation>Имена игроков должны быть непустыми и разными: «{name}».</translation>
    </message>
    <message>
        <source>The game clock is {low} to {high} minutes per player, not {minutes}.</source>
        <translation>Часы партии — от {low} до {high} минут на игрока, а не {minutes}.</translation>
    </message>
    <message>
        <source>The game has ended.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn, not {player}&apos;s.</source>
        <translation>Сейчас ходит {current}, а не {player}.</translation>
    </message>
    <message>
        <source>{player} is out of the game.</source>
        <translation>Игрок {player} выбыл из партии.</translation>
    </message>
    <message>
        <source>No rolls left: three rolls per turn at most.</source>
        <translation>Броски закончились: за ход не более трёх бросков.</translation>
    </message>
    <message>
        <source>Every die is held: release at least one to roll.</source>
        <translation>Все кости отложены: отпустите хотя бы одну, чтобы бросить.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after a roll.</source>
        <translation>Сначала бросьте: оставлять кости можно только после броска.</translation>
    </message>
    <message>
        <source>There is no die number {index}.</source>
        <translation>Кости номер {index} нет.</translation>
    </message>
    <message>
        <source>Roll first: a box can be written only after a roll.</source>
        <translation>Сначала бросьте: записать в клетку можно только после броска.</translation>
    </message>
    <message>
        <source>There is no box {box} in this game.</source>
        <translation>В этой игре нет клетки {box}.</translation>
    </message>
    <message>
        <source>There is no column {column}; this game has {columns}.</source>
        <translation>Столбца {column} нет; столбцов в этой игре: {columns}.</translation>
    </message>
    <message>
        <source>{box} is already written.</source>
        <translation>Клетка «{box}» уже заполнена.</translation>
    </message>
    <message>
        <source>Joker: use one of {allowed} for these dice, not {box}.</source>
        <translation>Джокер: эти кости можно записать только в одну из клеток: {allowed} (не «{box}»).</translation>
    </message>
    <message>
        <source>That is not part of this game.</source>
        <translation>В этой игре такого нет.</translation>
    </message>
    <message>
        <source>Held dice keep their values: die {index} was {old}, not {new}.</source>
        <translation>Оставленные кости не меняются: на кости {index} было {old}, а не {new}.</translation>
    </message>
    <message>
        <source>The dice must be {count} values from 1 to 6, not {dice}.</source>
        <translation>Кости — это {count} значений от 1 до 6, а не {dice}.</translation>
    </message>
    <message>
        <source>Throw the dice first.</source>
        <translation>Сначала бросьте кости.</translation>
    </message>
    <message>
        <source>Set aside at least one scoring die from this throw first.</source>
        <translation>Сначала отложите из этого броска хотя бы одну кость с очками.</translation>
    </message>
    <message>
        <source>Dice were already set aside from this throw: throw again, write or pass.</source>
        <translation>Из этого броска кости уже отложены: бросайте снова, записывайте или пасуйте.</translation>
    </message>
    <message>
        <source>{dice} is not part of the throw {throw}.</source>
        <translation>{dice} нет в броске {throw}.</translation>
    </message>
    <message>
        <source>Set aside at least one die.</source>
        <translation>Отложите хотя бы одну кость.</translation>
    </message>
    <message>
        <source>{dice} does not score: every die set aside must score.</source>
        <translation>{dice} не приносит очков: каждая отложенная кость должна приносить очки.</translation>
    </message>
    <message>
        <source>{dice} would take the score past {goal} ({score} + {points}).</source>
        <translation>С {dice} счёт превысил бы {goal} ({score} + {points}).</translation>
    </message>
    <message>
        <source>Writing needs at least {needed} scoring dice set aside (so far: {count}).</source>
        <translation>Чтобы записать, нужно отложить не меньше {needed} костей с очками (пока: {count}).</translation>
    </message>
    <message>
        <source>A write may not pass {goal} ({total}).</source>
        <translation>Запись не может превысить {goal} ({total}).</translation>
    </message>
    <message>
        <source>pairs of low and high scores with 0 ≤ low &lt; high ≤ {goal}</source>
        <translation>пары «от–до», где 0 ≤ от &lt; до ≤ {goal}</translation>
    </message>
    <message>
        <source>The first write must be at least {opening} points, not {points}.</source>
        <translation>Первая запись должна быть не меньше {opening} очков, а не {points}.</translation>
    </message>
    <message>
        <source>In the pit {low}–{high}: a write must reach {high} (only {total}).</source>
        <translation>В яме {low}–{high}: запись должна довести счёт до {high} (пока только {total}).</translation>
    </message>
    <message>
        <source>Passing before the first throw is not allowed.</source>
        <translation>Пасовать до первого броска нельзя.</translation>
    </message>
    <message>
        <source>The throw must have {count} dice, not {given}.</source>
        <translation>В броске должно быть костей: {count}, а не {given}.</translation>
    </message>
    <message>
        <source>This game has no clock.</source>
        <translation>В этой партии нет часов.</translation>
    </message>
    <message>
        <source>There is no written box to undo.</source>
        <translation>Нет записанной клетки, которую можно отменить.</translation>
    </message>
    <message>
        <source>That is not allowed here.</source>
        <translation>Так сейчас нельзя.</translation>
    </message>
    <message>
        <source>Joker: the {allowed} box must be used, not {box}.</source>
        <extracomment>The joker&apos;s refusal when one box only may take the dice.</extracomment>
        <translation>Джокер: эти кости нужно записать в клетку «{allowed}» (не «{box}»).</translation>
    </message>
    <message>
        <source>choose one of {choices}</source>
        <translation>можно: {choices}</translation>
    </message>
    <message>
        <source>choose on or off</source>
        <translation>можно: вкл. или выкл.</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}</source>
        <translation>целое число от {low} до {high}</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>{player}&apos;s turn.</source>
        <extracomment>Templates of the engine&apos;s events (engine/events.py), keyed by event and variant. Placeholders: {player}, {by} (names), {points}, {score}, {low}, {high}, {dice}, {penalty}, {bonus}, {box}, {rolls}.</extracomment>
        <translation>Ходит {player}.</translation>
    </message>
    <message>
        <source>{player}: {rolls}. Hold dice and roll again, or write a box.</source>
        <translation>{player}: {rolls}. Оставьте кости и бросайте снова или запишите результат.</translation>
    </message>
    <message>
        <source>{player}: no rolls left, write a box.</source>
        <translation>{player}: броски закончились, выберите клетку.</translation>
    </message>
    <message>
        <source>{player}: {rolls}.</source>
        <translation>{player}: {rolls}.</translation>
    </message>
    <message>
        <source>{player}: no rolls left.</source>
        <translation>{player}: броски закончились.</translation>
    </message>
    <message>
        <source>Five of a kind as a joker: only the enabled boxes may take it.</source>
        <translation>Пента как джокер: записать её можно только в доступные клетки.</translation>
    </message>
    <message>
        <source>{player} wrote {points} in {box}.</source>
        <translation>{player} записывает {points} в клетку «{box}».</translation>
    </message>
    <message>
        <source>{player} throws {dice}.</source>
        <translation>{player} бросает: {dice}.</translation>
    </message>
    <message>
        <source>Set aside {dice}: +{points}.</source>
        <translation>Отложено {dice}: +{points}.</translation>
    </message>
    <message>
        <source>All five dice score ({points} so far): write, or throw all five again.</source>
        <translation>Очки принесли все пять костей (пока {points}): запишите или бросайте все пять снова.</translation>
    </message>
    <message>
        <source>{player} writes {points} and has {score}.</source>
        <translation>{player} записывает {points}, счёт {score}.</translation>
    </message>
    <message>
        <source>{player} is in the pit {low}–{high}: the next write must reach {high}.</source>
        <translation>{player} в яме {low}–{high}: следующая запись должна довести счёт до {high}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}: {player} −{penalty}, {by} +{bonus}.</source>
        <translation>{by} обгоняет игрока {player}: {player} −{penalty}, {by} +{bonus}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}: {player} −{penalty}.</source>
        <translation>{by} обгоняет игрока {player}: {player} −{penalty}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}: {by} +{bonus}.</source>
        <translation>{by} обгоняет игрока {player}: {by} +{bonus}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}.</source>
        <translation>{by} обгоняет игрока {player}.</translation>
    </message>
    <message>
        <source>{by} overtakes {player}, who is protected and loses nothing.</source>
        <translation>{by} обгоняет игрока {player}, но тот защищён и ничего не теряет.</translation>
    </message>
    <message>
        <source>{player}: nothing scores in this throw, the turn&apos;s points are lost.</source>
        <translation>{player}: в броске нет очков, очки этого хода сгорают.</translation>
    </message>
    <message>
        <source>{player} reaches {goal} and wins!</source>
        <translation>{player} набирает {goal} и побеждает!</translation>
    </message>
    <message>
        <source>{player}: every scoring choice would pass {goal}, the turn is lost.</source>
        <translation>{player}: с любыми очками счёт превысил бы {goal}, ход потерян.</translation>
    </message>
    <message>
        <source>{player} passes without writing.</source>
        <translation>{player} пасует без записи.</translation>
    </message>
    <message>
        <source>{player} scored nothing on the first throw: −{points}.</source>
        <translation>{player}: пустой первый бросок, штраф −{points}.</translation>
    </message>
    <message>
        <source>{player}: three turns in a row without a write: −{points}.</source>
        <translation>{player}: три хода подряд без записи, штраф −{points}.</translation>
    </message>
    <message>
        <source>{player}&apos;s time is up: {player} is out.</source>
        <translation>Время вышло: {player} выбывает из игры.</translation>
    </message>
    <message>
        <source>{player} wrote a box.</source>
        <translation>{player}: запись в бланк.</translation>
    </message>
    <message>
        <source>{player} writes the turn&apos;s points.</source>
        <translation>{player}: очки хода записаны.</translation>
    </message>
    <message>
        <source>{player}: miss — {points} points lost</source>
        <translation>{player}: промах — потеряно очков: {points}</translation>
    </message>
    <message>
        <source>{player}: miss</source>
        <translation>{player}: промах</translation>
    </message>
    <message>
        <source>{player}: nothing on the first throw — {points}</source>
        <translation>{player}: первый бросок без очков — {points}</translation>
    </message>
    <message>
        <source>{player}: three misses in a row — {points}</source>
        <translation>{player}: три промаха подряд — {points}</translation>
    </message>
    <message>
        <source>{player}: five of a kind!</source>
        <translation>{player}: пента!</translation>
    </message>
    <message>
        <source>{player}: five of a kind again — +{bonus}!</source>
        <translation>{player}: снова пента — +{bonus}!</translation>
    </message>
    <message>
        <source>{player}: the upper boxes reach {threshold} — bonus +{points}!</source>
        <translation>{player}: верхние клетки набрали {threshold} — бонус +{points}!</translation>
    </message>
</context>
<context>
    <name>Faces</name>
    <message>
        <source>one</source>
        <translation>единица</translation>
    </message>
    <message>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>{name} could not be read ({detail}).</source>
        <extracomment>Problem code: the app data folder cannot be created.</extracomment>
        <translation>Не удалось прочитать {name} ({detail}).</translation>
    </message>
    <message>
        <source>{name} is not a file that can hold a saved game (it is a folder, a pipe or a device).</source>
        <translation>{name} — не файл, в котором может быть сохранённая партия (это папка, канал или устройство).</translation>
    </message>
    <message>
        <source>{name} is too large to be a saved game of Kości.</source>
        <translation>Файл {name} слишком велик для сохранённой партии Kości.</translation>
    </message>
    <message>
        <source>{name} is damaged or is not a saved game.</source>
        <translation>Файл {name} повреждён или не является сохранённой партией.</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of Kości ({detail}) and cannot be opened by this one.</source>
        <translation>Файл {name} сохранён более новой версией Kości ({detail}), эта версия не может его открыть.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of Kości.</source>
        <translation>Файл {name} — не сохранённая партия Kości.</translation>
    </message>
    <message>
        <source>{name} is damaged: its game breaks the rules in turn {turn} ({detail}).</source>
        <translation>Файл {name} повреждён: партия нарушает правила на ходу {turn} ({detail}).</translation>
    </message>
    <message>
        <source>{name} is damaged ({detail}).</source>
        <translation>Файл {name} повреждён ({detail}).</translation>
    </message>
    <message>
        <source>The file was not changed.</source>
        <translation>Файл не изменён.</translation>
    </message>
    <message>
        <source>The folder for saved games cannot be used ({detail}); this session&apos;s games are kept only until the app is closed.</source>
        <translation>Папку сохранённых партий нельзя использовать ({detail}); партии этого сеанса хранятся только до закрытия программы.</translation>
    </message>
    <message>
        <source>The history database was damaged. It was kept aside ({detail}) and a new one started.</source>
        <translation>База истории была повреждена. Она отложена ({detail}), начата новая.</translation>
    </message>
    <message>
        <source>The history database was empty (0 bytes): the games it held are lost. It was kept aside ({detail}) and a new one started.</source>
        <translation>База истории оказалась пустой (0 байт): партии, которые в ней были, потеряны. Она отложена ({detail}), начата новая.</translation>
    </message>
    <message>
        <source>The history database is in use by another program. Finished games are kept and will be added to the history later.</source>
        <translation>База истории занята другой программой. Сыгранные партии сохранены и будут добавлены в историю позже.</translation>
    </message>
    <message>
        <source>The history database cannot be written (it or its folder is read-only). Its games are shown; finished games are kept and added to it as soon as it can be written.</source>
        <translation>В базу истории нельзя записывать (она или её папка только для чтения). Её партии показаны; сыгранные партии сохраняются и будут добавлены, как только запись станет возможной.</translation>
    </message>
    <message>
        <source>The history database could not be written ({detail}). Finished games are kept and added to it as soon as it can be written.</source>
        <translation>Не удалось записать в базу истории ({detail}). Сыгранные партии сохраняются и будут добавлены, как только запись станет возможной.</translation>
    </message>
    <message>
        <source>The history database was written by a newer version of Kości. Its games are shown as they are, and this version adds none to it: finished games are kept aside for the newer version.</source>
        <translation>База истории записана более новой версией Kości. Её партии показаны как есть, а эта версия ничего в неё не добавляет: сыгранные партии откладываются для новой версии.</translation>
    </message>
    <message>
        <source>The history database cannot be used ({detail}); finished games are not stored in this session.</source>
        <translation>Базу истории нельзя использовать ({detail}); в этом сеансе сыгранные партии не сохраняются.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Selected {box}: press Confirm move to write it.</source>
        <extracomment>How often the clocks are checked and redrawn (ms). A game of this kind is about to replace the previous one (its board is made now). A new (or resumed) game replaced the previous one: widgets rebuild. After every change of the game&apos;s state (engine actions, holds, timeouts). After every engine action, with the move (None for a clock timeout). The dice were rolled: the values and which positions were thrown (for the animation). The move shown before it is made (a computer&apos;s, the auto-score&apos;s) or the box selected in confirm-move mode changed. A line for the status bar, in the player&apos;s language. What a screen reader should speak now (text, urgent), chosen by the narrator. Builds the computer players (tests replace it). The table across computers this game is played at (None: at this screen). The move a computer player (or the auto-score) is about to make, shown first. Confirm-move mode: the box the human selected, written by Confirm move. Big moments on show and hand-overs between humans: play waits for them. Plays the computer players&apos; turns and the auto-score. The hints of the position, and each player&apos;s chance to win. The status line (each line rebuilt in the new language after a switch). The table&apos;s sounds (Settings → Sound).</extracomment>
        <translation>Выбрана клетка «{box}»: нажмите «Подтвердить ход», чтобы записать.</translation>
    </message>
</context>
<context>
    <name>GameDescriptions</name>
    <message>
        <source>13 turns, joker, bonuses</source>
        <translation>13 ходов, джокер, бонусы</translation>
    </message>
    <message>
        <source>39 turns, three columns</source>
        <translation>39 ходов, три столбца</translation>
    </message>
    <message>
        <source>15 turns, pairs and poker</source>
        <translation>15 ходов, пары и покер</translation>
    </message>
    <message>
        <source>First to reach 1000 wins</source>
        <translation>Кто первым наберёт 1000</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Save game</source>
        <extracomment>The file the game on the table was opened from. Seams: file dialogs (return a path or None).</extracomment>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>The game could not be saved to {path} ({error}).</source>
        <translation>Не удалось сохранить партию в {path} ({error}).</translation>
    </message>
    <message>
        <source>Game saved to {path}.</source>
        <translation>Партия сохранена в {path}.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Game opened from {path}.</source>
        <translation>Партия открыта из {path}.</translation>
    </message>
    <message>
        <source>Save game as</source>
        <translation>Сохранить партию как</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Сохранённые партии (*.json)</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Сохранённые партии (*.json);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>GameSaver</name>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>This game is not being saved: {error}. It is saved again as soon as the disk can be written.</source>
        <extracomment>While a clock runs, the autosave is refreshed at least this often (seconds). While something could not be saved, it is tried again this often (ms). The history changed (a game stored, an upgrade or a merge done): windows refresh. Whether Save as / Undo are possible may have changed. The newest kept unfinished game (a SavedFile) to go on with from the start page, or None, once the start is over with no game on the table. Problems met before the window could show them (reported by :meth:`start`). Warnings that stay in the window while they hold (the main window places it). What is kept about the game being played besides its record. The file the game on the table was opened from (a kept unfinished game is kept there again when another replaces it: one file per game). A finished game that neither the history nor its pending folder could take: its autosave is its only copy until :meth:`retry_now` stores it. The finished game&apos;s document (the end dialog&apos;s analysis reads it).</extracomment>
        <translation>Эта партия не сохраняется: {error}. Она будет сохранена, как только запись на диск снова станет возможной.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>A game is being played. Leave it? It is kept with the unfinished games, and Game → Open game… brings it back.</source>
        <translation>Идёт партия. Оставить её? Она сохранится среди незаконченных, и её можно будет вернуть через «Игра → Открыть партию…».</translation>
    </message>
    <message>
        <source>The game you left could not be kept with the unfinished games; its automatic save was left in {path}.</source>
        <translation>Оставленную партию не удалось сохранить среди незаконченных; её автосохранение осталось в {path}.</translation>
    </message>
    <message>
        <source>This game has gone past {limit} turns, the most a saved game holds: the moves after that are not saved.</source>
        <translation>В этой партии больше {limit} ходов — это предел для сохранённой партии: дальнейшие ходы не сохраняются.</translation>
    </message>
    <message>
        <source>The finished game could not be stored in the history. It is kept in {path} and stored as soon as the disk can be written again.</source>
        <translation>Сыгранную партию не удалось записать в историю. Она сохранена в {path} и попадёт в историю, как только запись на диск снова станет возможной.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Classic</source>
        <extracomment>Every game of the window, in the order it lists them (the registry: a new game&apos;s descriptor goes here).</extracomment>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Тройная игра</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Полная игра</translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation>Тысяча</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hints are not available: {error}.</source>
        <extracomment>How long the window waits for the advisor the first time before it goes on (seconds). The hints were worked out again (or switched off). Asks the advisor (its ``prepare`` and ``ask`` are seams: tests give their own). Every option of the position, best first (None: no hints now).</extracomment>
        <translation>Подсказки недоступны: {error}.</translation>
    </message>
</context>
<context>
    <name>HistoryUpkeep</name>
    <message>
        <source>Bringing the history up to date…</source>
        <extracomment>A piece of work done a slice at a time, reporting its progress. How long one slice of work may hold the event loop (seconds). An upgrade locked by another copy of the app is tried again after this long (ms). The work begun by :meth:`start` is over (upgraded, offered, merged or put off).</extracomment>
        <translation>Обновление истории…</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Позже</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>The history will be brought up to date at the next start; until then finished games are kept aside.</source>
        <translation>История будет обновлена при следующем запуске; до тех пор сыгранные партии откладываются.</translation>
    </message>
    <message>
        <source>Adding the games of the earlier history…</source>
        <translation>Добавление партий из прежней истории…</translation>
    </message>
    <message numerus="yes">
        <source>An earlier history was set aside as {path}. %n game(s) can be read from it. Add them to the history? (Games it already holds are not added twice.)</source>
        <translation>
            <numerusform>Прежняя история была отложена как {path}. Из неё можно прочитать %n партию. Добавить её в историю? (Партии, которые в ней уже есть, не добавятся дважды.)</numerusform>
            <numerusform>Прежняя история была отложена как {path}. Из неё можно прочитать %n партии. Добавить их в историю? (Партии, которые в ней уже есть, не добавятся дважды.)</numerusform>
            <numerusform>Прежняя история была отложена как {path}. Из неё можно прочитать %n партий. Добавить их в историю? (Партии, которые в ней уже есть, не добавятся дважды.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Add them</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>The games of {path} were added to the history.</source>
        <translation>Партии из {path} добавлены в историю.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History</source>
        <extracomment>``saveRequested(game_id)``: save the stored game&apos;s record as a file. What luck did in the selected game, and its chances turn by turn. The games of today&apos;s dice, with hard&apos;s score on the same dice.</extracomment>
        <translation>История</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>С помощью</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Сыгранные партии</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Сыгранных партий пока нет.</translation>
    </message>
    <message>
        <source>&amp;Analysis…</source>
        <translation>&amp;Анализ…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Сохранить как…</translation>
    </message>
    <message numerus="yes">
        <source>%n stored game(s) could not be read and are not listed.</source>
        <translation>
            <numerusform>Не удалось прочитать %n сохранённую партию; её нет в списке.</numerusform>
            <numerusform>Не удалось прочитать %n сохранённые партии; их нет в списке.</numerusform>
            <numerusform>Не удалось прочитать %n сохранённых партий; их нет в списке.</numerusform>
        </translation>
    </message>
    <message>
        <source>{preset} (changed)</source>
        <translation>{preset} (изменены)</translation>
    </message>
    <message>
        <source>{preset}, practice</source>
        <translation>{preset}, тренировка</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
</context>
<context>
    <name>KosciBoard</name>
    <message>
        <source>Dice tray</source>
        <extracomment>Narrowest useful dice panel (logical pixels). No maximum size (Qt&apos;s QWIDGETSIZE_MAX). Why the button is greyed (&quot;&quot; when it is not), in its tooltip. The dice of the last roll, still shown (dimmed) until the next player rolls.</extracomment>
        <translation>Кости на столе</translation>
    </message>
    <message>
        <source>Confirm move</source>
        <translation>Подтвердить ход</translation>
    </message>
    <message>
        <source>Write the selected box (Ctrl+Enter)</source>
        <translation>Записать в выбранную клетку (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Click a die or press 1-5 to hold it. Click a box or use the arrow keys and Enter to write it.</source>
        <translation>Щёлкните кость или нажмите 1-5, чтобы оставить её. Щёлкните клетку или выберите её стрелками и нажмите Enter, чтобы записать.</translation>
    </message>
    <message>
        <source>roll all</source>
        <translation>бросайте все</translation>
    </message>
    <message>
        <source>release {dice} and roll all</source>
        <translation>отпустите {dice} и бросайте все</translation>
    </message>
    <message>
        <source>roll again, keeping {dice}</source>
        <translation>бросайте снова, оставив {dice}</translation>
    </message>
    <message>
        <source>hold {dice}</source>
        <translation>оставьте {dice}</translation>
    </message>
    <message>
        <source>release {dice}</source>
        <translation>отпустите {dice}</translation>
    </message>
    <message>
        <source>Hint: {what}</source>
        <translation>Подсказка: {what}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>Ходит: {player}</translation>
    </message>
    <message>
        <source>No rolls left — write a box</source>
        <translation>Бросков нет — запишите клетку</translation>
    </message>
    <message>
        <source>Roll all (Space) — {rolls}</source>
        <translation>Бросить все (пробел) — {rolls}</translation>
    </message>
    <message>
        <source>Every die is held — release one to roll</source>
        <translation>Все кубики оставлены — освободите один, чтобы бросить</translation>
    </message>
    <message>
        <source>{roll} (Space) — {rolls}</source>
        <translation>{roll} (пробел) — {rolls}</translation>
    </message>
    <message>
        <source>{player} — turn {turn} of {turns}</source>
        <translation>{player} — ход {turn} из {turns}</translation>
    </message>
    <message>
        <source>(expected final score {value:.1f})</source>
        <translation>(ожидаемый итог {value:.1f})</translation>
    </message>
    <message>
        <source>Hint: write {box}</source>
        <translation>Подсказка: запишите в графу «{box}»</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Table across computers</source>
        <extracomment>Phrases shown in the lobby (the last ones). How long leaving waits for the table to answer the stand-up (ms). The player left the table (Leave, or the lobby closed while the table waits).</extracomment>
        <translation>Сетевой стол</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Начать игру</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Уйти из-за стола</translation>
    </message>
    <message>
        <source>Opening the table at {address}…</source>
        <translation>Открываем стол по адресу {address}…</translation>
    </message>
    <message>
        <source>{game} · friends join from the room (Game → Tables across computers) at address {address}, table code {code}</source>
        <translation>{game} · друзья присоединяются из зала (Игра → Сетевые столы): адрес {address}, код стола {code}</translation>
    </message>
    <message>
        <source>Start is possible once every seat is taken.</source>
        <translation>Начать можно, когда все места заняты.</translation>
    </message>
    <message>
        <source>The host starts the game once every seat is taken.</source>
        <translation>Хозяин начнёт игру, когда все места будут заняты.</translation>
    </message>
    <message>
        <source>{n}. a free seat</source>
        <translation>{n}. свободное место</translation>
    </message>
    <message>
        <source>{n}. {name} (computer: {level})</source>
        <translation>{n}. {name} (компьютер: {level})</translation>
    </message>
    <message>
        <source>host</source>
        <translation>хозяин</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>соединение потеряно</translation>
    </message>
    <message>
        <source>{name}: {phrase}</source>
        <translation>{name}: {phrase}</translation>
    </message>
    <message>
        <source>The table said no: {reason}.</source>
        <translation>Стол отказал: {reason}.</translation>
    </message>
    <message>
        <source>The table cannot be reached: {reason}.</source>
        <translation>Стол недоступен: {reason}.</translation>
    </message>
</context>
<context>
    <name>LuckPanel</name>
    <message>
        <source>Working out what luck did…</source>
        <extracomment>The report is worked out and shown (its figures and chart now take their room). Is the line saying what the figures mean shown under them (the end dialog; in History it is the table&apos;s tooltip only: the window is kept small)? Each player&apos;s two figures, a table a screen reader reads by its headers. What the two figures mean, under them.</extracomment>
        <translation>Считаю, что сделала удача…</translation>
    </message>
    <message>
        <source>What luck did could not be worked out: {error}</source>
        <translation>Не удалось посчитать, что сделала удача: {error}</translation>
    </message>
    <message>
        <source>What luck did</source>
        <translation>Что сделала удача</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>Decisions: what each player&apos;s choices cost against the best play (0: every choice was the best). Dice: how much more (+) or less (−) the dice gave than they give on average.</source>
        <translation>Решения: чего стоили выборы игрока по сравнению с лучшей игрой (0: каждый выбор был лучшим). Кости: насколько больше (+) или меньше (−) дали кости, чем в среднем.</translation>
    </message>
</context>
<context>
    <name>LuckWords</name>
    <message>
        <source>{points} points</source>
        <extracomment>Time given to the report per tick of the event loop (ms). How often to look again whether the model is ready (ms). Below these a player played perfectly, and the dice were even-handed (per unit). Everything is known (or the work failed: ``error``). What each chance weighs, at each point of the series (a reason per seat).</extracomment>
        <translation>{points} очк.</translation>
    </message>
    <message>
        <source>{turns} turns</source>
        <translation>{turns} хода</translation>
    </message>
    <message>
        <source>{player} played perfectly</source>
        <translation>{player}: игра без ошибок</translation>
    </message>
    <message>
        <source>{player} played within {amount} of perfect</source>
        <translation>{player}: {amount} до идеальной игры</translation>
    </message>
    <message>
        <source>{player}&apos;s decisions cost {amount}</source>
        <translation>{player}: решения стоили {amount}</translation>
    </message>
    <message>
        <source>the dice were even-handed</source>
        <translation>кости были ко всем одинаковы</translation>
    </message>
    <message>
        <source>the dice were {amount} kinder to {player}</source>
        <translation>кости были на {amount} благосклоннее к игроку {player}</translation>
    </message>
    <message>
        <source>the dice were kindest to {best} and hardest on {worst}, {amount} apart</source>
        <translation>кости больше всего благоволили игроку {best}, меньше всего — игроку {worst}: разница {amount}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The settings file could not be read; it was kept as {path} and the defaults are used.</source>
        <extracomment>After the window is exposed, the rest of the app is built this much later (ms): its first frame reaches the screen before the engine, storage and SQLite are loaded. The window was shown for the first time (the start-up probe listens). False while a scripted run (self-test, demo) wants no end dialog.</extracomment>
        <translation>Не удалось прочитать файл настроек; он сохранён как {path}, используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The quick starts play against a computer of strength {level}.</source>
        <translation>Быстрые игры: компьютер уровня «{level}».</translation>
    </message>
    <message>
        <source>Hints on: the best move is marked, and every option&apos;s value is in its tooltip (H turns them off).</source>
        <translation>Подсказки включены: лучший ход отмечен, ценность каждого варианта — во всплывающей подсказке (H выключает).</translation>
    </message>
    <message>
        <source>Hints off (H turns them on).</source>
        <translation>Подсказки выключены (H включает).</translation>
    </message>
    <message>
        <source>Chances to win hidden (C shows them).</source>
        <translation>Шансы на победу скрыты (C показывает их).</translation>
    </message>
    <message>
        <source>Chances to win are not shown while the scorecards are hidden: they would tell what the cards hide.</source>
        <translation>При скрытых картах шансы на победу не показываются: они выдали бы то, что скрывают карты.</translation>
    </message>
    <message>
        <source>Chances to win shown: each player&apos;s chance, worked out after every move (C hides them).</source>
        <translation>Шансы на победу показаны: шанс каждого игрока, после каждого хода (C скрывает их).</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <extracomment>The self-test gives up (and fails) after this long.</extracomment>
        <translation>Компьютер {n}</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>No open box scores: you have to sacrifice one.</source>
        <translation>Ни одна открытая клетка не приносит очков: придётся пожертвовать одной.</translation>
    </message>
</context>
<context>
    <name>MomentWatcher</name>
    <message>
        <source>Final score: {points}</source>
        <extracomment>The moments celebrated over the table (a miss, a penalty or a pit is told in the turn&apos;s line only: calm, not a banner). How long each moment stays (ms). Confetti pieces per moment (none for the quieter ones).</extracomment>
        <translation>Итог: {points}</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>Побеждает {player}!</translation>
    </message>
    <message>
        <source>A shared win: {players}</source>
        <translation>Общая победа: {players}</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>roll all five again</source>
        <translation>перебросить все пять</translation>
    </message>
    <message>
        <source>hold {dice}, roll</source>
        <translation>оставить {dice} и бросить</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Die {n} ({face}) chosen to set aside.</source>
        <extracomment>A clock&apos;s last seconds are announced once, at this many left. The big moments of a computer&apos;s turn, told with the turn when it ends. The player whose clock&apos;s last seconds were announced in this turn.</extracomment>
        <translation>Кубик {n} ({face}) выбран, чтобы отложить.</translation>
    </message>
    <message>
        <source>Die {n} ({face}) left in the throw.</source>
        <translation>Кубик {n} ({face}) остаётся в броске.</translation>
    </message>
    <message>
        <source>Die {n} ({face}) held.</source>
        <translation>Кубик {n} ({face}) оставлен.</translation>
    </message>
    <message>
        <source>Die {n} ({face}) released.</source>
        <translation>Кубик {n} ({face}) освобождён.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Game and players</source>
        <translation>Игра и игроки</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Число игроков:</translation>
    </message>
    <message>
        <source>Who plays (in turn order)</source>
        <translation>Кто играет (по очереди ходов)</translation>
    </message>
    <message>
        <source>min</source>
        <translation>мин</translation>
    </message>
    <message>
        <source>Open this table to &amp;other computers: the other people sit down from their own</source>
        <translation>Открыть этот стол для &amp;других компьютеров: остальные садятся со своих</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>&amp;Набор правил:</translation>
    </message>
    <message>
        <source>Name of player {n}</source>
        <extracomment>The most players at one table. The strength chosen last (kept while the seat is a human&apos;s).</extracomment>
        <translation>Имя игрока {n}</translation>
    </message>
</context>
<context>
    <name>OpenDialog</name>
    <message>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Сохранено</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Сохранённые партии</translation>
    </message>
    <message>
        <source>No saved games yet: Other file… opens any saved game.</source>
        <translation>Сохранённых партий пока нет: «Другой файл…» открывает любую сохранённую партию.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Other &amp;file…</source>
        <translation>Другой &amp;файл…</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>не читается</translation>
    </message>
    <message>
        <source>{game} (kept unfinished)</source>
        <translation>{game} (незаконченная, сохранена)</translation>
    </message>
    <message>
        <source>Delete saved game</source>
        <translation>Удалить сохранённую партию</translation>
    </message>
    <message>
        <source>Delete the saved game {name}? It cannot be brought back.</source>
        <translation>Удалить сохранённую партию {name}? Вернуть её будет нельзя.</translation>
    </message>
    <message>
        <source>{name} could not be deleted ({error}).</source>
        <translation>Не удалось удалить {name} ({error}).</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <source>Forced: the face&apos;s upper box must be taken while it is open. Optional: a joker only once that box is filled, then a lower box. Free: a joker may go into any open box.</source>
        <translation>Обязательный: пока верхняя клетка этого значения свободна, выбрать нужно её. По выбору: джокер только когда эта клетка заполнена, и тогда в нижнюю часть. Свободный: джокер можно записать в любую свободную клетку.</translation>
    </message>
    <message>
        <source>A further five of a kind can be a joker once the Five of a kind box is filled (with {points} or 0), or only when it holds {points}.</source>
        <translation>Новая Пента может быть джокером, когда клетка Пента заполнена ({points} или 0), или только когда в ней {points}.</translation>
    </message>
    <message>
        <source>In the full game the upper boxes are filled but not counted, left out, or counted with the {bonus} bonus.</source>
        <translation>В полной игре верхние клетки заполняются, но не считаются, отсутствуют или считаются с бонусом {bonus}.</translation>
    </message>
    <message>
        <source>A lower box (not Chance) scores ×{first} when written after the first roll, ×{later} after a later roll of all five dice.</source>
        <translation>Нижняя клетка (кроме Шанса) считается ×{first} после первого броска и ×{later} после следующего броска всеми пятью костями.</translation>
    </message>
    <message>
        <source>A player&apos;s first write must bring at least this many points.</source>
        <translation>Первая запись игрока должна принести не меньше стольких очков.</translation>
    </message>
    <message>
        <source>Writing needs at least three scoring dice set aside.</source>
        <translation>Чтобы записать очки, нужно отложить не меньше трёх костей с очками.</translation>
    </message>
    <message>
        <source>Points lost when the first throw of a turn scores nothing (0 = off).</source>
        <translation>Штраф, когда первый бросок хода не приносит очков (0 — нет).</translation>
    </message>
    <message>
        <source>Points gained for each player overtaken by a write (0 = off).</source>
        <translation>Очки за каждого игрока, обогнанного записью (0 — нет).</translation>
    </message>
    <message>
        <source>Points an overtaken player loses (0 = off).</source>
        <translation>Очки, которые теряет обогнанный игрок (0 — нет).</translation>
    </message>
    <message>
        <source>A player whose score is inside a pit may write only a turn that takes them out of it.</source>
        <translation>Игрок, чей счёт в яме, может записать только такой ход, который выводит его из ямы.</translation>
    </message>
    <message>
        <source>A player inside a pit loses nothing when overtaken.</source>
        <translation>Игрок в яме ничего не теряет, когда его обгоняют.</translation>
    </message>
    <message>
        <source>From {relief} on a player may write with fewer than {dice} dice and takes no part in overtaking.</source>
        <translation>С {relief} очков игрок может записывать меньше чем с {dice} костями и не участвует в обгонах.</translation>
    </message>
    <message>
        <source>Reach exactly {goal}, or {goal} or more, to win.</source>
        <translation>Для победы нужно ровно {goal} или {goal} и больше.</translation>
    </message>
    <message>
        <source>Points lost after three turns in a row without a write (0 = off).</source>
        <translation>Штраф за три хода подряд без записи (0 — нет).</translation>
    </message>
    <message>
        <source>A click on a box only selects it; the Confirm button writes it.</source>
        <translation>Щелчок по клетке только выбирает её; записывает кнопка «Подтвердить ход».</translation>
    </message>
    <message>
        <source>After the last roll, write the computer&apos;s choice if nothing is chosen in time; any key, click or Undo stops it.</source>
        <translation>После последнего броска записать выбор компьютера, если ничего не выбрано вовремя; любая клавиша, щелчок или отмена её останавливают.</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game; a player whose clock runs out is out.</source>
        <translation>Время каждого игрока на всю партию; у кого время вышло, тот выбывает.</translation>
    </message>
    <message>
        <source>All scorecards visible during the game; otherwise only your own until the end.</source>
        <translation>Бланки всех игроков видны во время игры; иначе только свой до конца партии.</translation>
    </message>
    <message>
        <source>Every player gets the same dice in the same turn, as in duplicate bridge: compare your choices with the others&apos; on equal luck.</source>
        <translation>Каждый игрок получает одинаковые кости в одном и том же ходу, как в спортивном бридже: сравните свои решения с чужими при равной удаче.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Joker when</source>
        <translation>Джокер, когда</translation>
    </message>
    <message>
        <source>Joker placement</source>
        <translation>Запись джокера</translation>
    </message>
    <message>
        <source>Upper boxes</source>
        <translation>Верхние клетки</translation>
    </message>
    <message>
        <source>Combination bonus</source>
        <translation>Бонус за комбинацию</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Вход в игру</translation>
    </message>
    <message>
        <source>Three dice to write</source>
        <translation>Три кости для записи</translation>
    </message>
    <message>
        <source>Zero throw penalty</source>
        <translation>Штраф за пустой бросок</translation>
    </message>
    <message>
        <source>Overtaking bonus</source>
        <translation>Бонус за обгон</translation>
    </message>
    <message>
        <source>Overtaken penalty</source>
        <translation>Штраф обогнанному</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Ямы</translation>
    </message>
    <message>
        <source>Pit protection</source>
        <translation>Защита в яме</translation>
    </message>
    <message>
        <source>Relief at {relief}</source>
        <translation>Льгота с {relief}</translation>
    </message>
    <message>
        <source>To win</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Three misses penalty</source>
        <translation>Штраф за три промаха</translation>
    </message>
    <message>
        <source>Confirm moves</source>
        <translation>Подтверждать ход</translation>
    </message>
    <message>
        <source>Auto-write after</source>
        <translation>Автозапись через</translation>
    </message>
    <message>
        <source>Game clock</source>
        <translation>Часы партии</translation>
    </message>
    <message>
        <source>Open scorecards</source>
        <translation>Открытые бланки</translation>
    </message>
    <message>
        <source>Duplicate dice</source>
        <translation>Одинаковые кости</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Good luck!</source>
        <translation>Удачи!</translation>
    </message>
    <message>
        <source>Nice roll!</source>
        <translation>Хороший бросок!</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Хорошо сыграно</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The names a seat gets when the player gives none, by kind of seat: alone (&quot;Player&quot;, as the quick starts name it) and numbered by seat (&quot;Computer 2&quot;, as the new-game dialog does).</extracomment>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Компьютер {n}</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунды</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) left</source>
        <translation>
            <numerusform>остался %n бросок</numerusform>
            <numerusform>осталось %n броска</numerusform>
            <numerusform>осталось %n бросков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Бросить %n кубик</numerusform>
            <numerusform>Бросить %n кубика</numerusform>
            <numerusform>Бросить %n кубиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionView</name>
    <message>
        <source>Dice: {dice}</source>
        <extracomment>Time given to the analysis per timer tick (ms): the rest goes to the event loop. The smallest type the &quot;held&quot; under a die is drawn in (smaller: a bar marks the die).</extracomment>
        <translation>Кости: {dice}</translation>
    </message>
    <message>
        <source>held</source>
        <translation>оставлена</translation>
    </message>
</context>
<context>
    <name>PresetDescriptions</name>
    <message>
        <source>As in the Polish online room: a further five of a kind is a joker once the Five of a kind box and the face&apos;s upper box are filled.</source>
        <translation>Как в польском онлайн-зале: новая Пента — джокер, когда клетка Пента и верхняя клетка этого значения уже заполнены.</translation>
    </message>
    <message>
        <source>Official rules: a joker must go into the face&apos;s upper box while it is open.</source>
        <translation>Официальные правила: пока верхняя клетка этого значения свободна, джокер записывается в неё.</translation>
    </message>
    <message>
        <source>As in the Penta app: forced joker, and only when the Five of a kind box holds {points}.</source>
        <translation>Как в приложении «Пента»: обязательный джокер, и только когда в клетке Пента {points} очков.</translation>
    </message>
    <message>
        <source>The blog&apos;s rules: opening {opening}, −{zero_roll_penalty} for a zero first throw, +{overtake_bonus}/−{overtake_penalty} for overtaking, pits {pits}, relief at {relief}, exactly {goal} to win.</source>
        <translation>Правила из блога: вход от {opening}, −{zero_roll_penalty} за пустой первый бросок, +{overtake_bonus}/−{overtake_penalty} за обгон, ямы {pits}, льгота с {relief}, побеждает ровно {goal}.</translation>
    </message>
    <message>
        <source>A reader&apos;s variant: opening {opening}, no zero-throw penalty, −{overtake_penalty} for the overtaken player, players in a pit protected, no relief at {relief}.</source>
        <translation>Вариант читателя: вход от {opening}, без штрафа за пустой бросок, обогнанный теряет {overtake_penalty}, игроки в яме защищены, без льготы с {relief}.</translation>
    </message>
    <message>
        <source>Family game: opening {opening}, no penalties and no overtaking points.</source>
        <translation>Семейная игра: вход от {opening}, без штрафов и без очков за обгон.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Polish</source>
        <translation>Польские</translation>
    </message>
    <message>
        <source>Official</source>
        <translation>Официальные</translation>
    </message>
    <message>
        <source>Penta</source>
        <translation>Пента</translation>
    </message>
    <message>
        <source>Blog</source>
        <translation>Из блога</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клубные</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Семейные</translation>
    </message>
</context>
<context>
    <name>RecordWindows</name>
    <message>
        <source>&amp;Analysis…</source>
        <extracomment>The advisor the analysis uses (None: the real one; tests give their own).</extracomment>
        <translation>&amp;Анализ…</translation>
    </message>
    <message>
        <source>&amp;Play again at this table</source>
        <translation>&amp;Сыграть ещё раз за этим столом</translation>
    </message>
    <message>
        <source>Try the costliest &amp;mistake again</source>
        <translation>Переиграть самую дорогую &amp;ошибку</translation>
    </message>
    <message>
        <source>Turn {turn}, after roll {roll}: {lost:.1f} points lost</source>
        <translation>Ход {turn}, после броска {roll}: потеря {lost:.1f} очк.</translation>
    </message>
</context>
<context>
    <name>RoomDialog</name>
    <message>
        <source>Tables across computers</source>
        <extracomment>The columns of a table&apos;s row, after the hidden address and code. The tables of each server asked, by its address (and the server&apos;s name).</extracomment>
        <translation>Сетевые столы</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <source>&amp;Join by address:</source>
        <translation>&amp;Подключиться по адресу:</translation>
    </message>
    <message>
        <source>table code</source>
        <translation>код стола</translation>
    </message>
    <message>
        <source>S&amp;how its tables</source>
        <translation>По&amp;казать его столы</translation>
    </message>
    <message>
        <source>&amp;Look on this network again</source>
        <translation>&amp;Искать в этой сети снова</translation>
    </message>
    <message>
        <source>&amp;Sit down</source>
        <translation>&amp;Сесть</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Смотреть</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хозяин</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карточки</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Ищем столы в этой сети…</translation>
    </message>
    <message>
        <source>No table found on this network. Ask the host for their address and the table&apos;s code, and join by address.</source>
        <translation>В этой сети столов не найдено. Спросите у хозяина адрес и код стола и подключитесь по адресу.</translation>
    </message>
    <message>
        <source>An address is host:port (like 192.168.1.20:8765) or a ws:// or wss:// URL.</source>
        <translation>Адрес — это host:port (например, 192.168.1.20:8765) или URL ws:// либо wss://.</translation>
    </message>
    <message>
        <source>Tables found: {count}.</source>
        <translation>Найдено столов: {count}.</translation>
    </message>
    <message>
        <source>{address} cannot be reached: {reason}.</source>
        <translation>{address} недоступен: {reason}.</translation>
    </message>
    <message>
        <source>{taken} of {seats} taken</source>
        <translation>занято {taken} из {seats}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>open</source>
        <translation>свободна</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>идёт игра</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ждёт</translation>
    </message>
    <message>
        <source>Choose a table in the list, or type its server&apos;s address and the table&apos;s code.</source>
        <translation>Выберите стол в списке или введите адрес его сервера и код стола.</translation>
    </message>
    <message>
        <source>Give a name to sit down under (at most {most} letters).</source>
        <translation>Укажите имя, под которым сядете (не больше {most} букв).</translation>
    </message>
</context>
<context>
    <name>RowHelp</name>
    <message>
        <source>Ones to Sixes added up.</source>
        <extracomment>What each summary row means (context &quot;RowHelp&quot;); placeholders {bonus}, {threshold}, {box}, {points}.</extracomment>
        <translation>Сумма клеток от единиц до шестёрок.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Сумма нижних клеток.</translation>
    </message>
    <message>
        <source>{bonus} when the upper boxes reach {threshold}.</source>
        <translation>{bonus} очков, если верхняя часть набирает {threshold}.</translation>
    </message>
    <message>
        <source>{bonus} for each further five of a kind while the {box} box holds {points}.</source>
        <translation>{bonus} за каждую новую пенту, если в клетке «{box}» {points} очков.</translation>
    </message>
    <message>
        <source>The column&apos;s points times its weight.</source>
        <translation>Очки столбца, умноженные на его множитель.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Сумма всего.</translation>
    </message>
</context>
<context>
    <name>Rows</name>
    <message>
        <source>Upper sum</source>
        <extracomment>Summary rows of the scorecard (context &quot;Rows&quot;); placeholders {threshold}.</extracomment>
        <translation>Верх</translation>
    </message>
    <message>
        <source>Bonus ({threshold}+)</source>
        <translation>Бонус ({threshold}+)</translation>
    </message>
    <message>
        <source>Lower sum</source>
        <translation>Низ</translation>
    </message>
    <message>
        <source>Five-of-a-kind bonus</source>
        <translation>Премия за пенту</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Итог столбца</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score distribution</source>
        <translation>Распределение очков</translation>
    </message>
    <message>
        <source>{low} to {high}: {n}</source>
        <translation>от {low} до {high}: {n}</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Партий пока нет</translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>computer, {level}</source>
        <extracomment>Custom roles: the (box, column) a writable cell stands for; is the text a preview; how the cell is drawn (a :class:`Look`); what a click may do (an :class:`Access`).</extracomment>
        <translation>компьютер, {level}</translation>
    </message>
    <message>
        <source>human</source>
        <translation>человек</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>время вышло</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(скрыт)</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <extracomment>The fewest rows and the narrowest the card asks room for (it scrolls for the rest). The player asks to write (or select) this box of this card column. The cells&apos; picture, kept between frames (a repaint copies it). The pad&apos;s text size, of the user&apos;s font: grows with the room (up to MAX_SCALE).</extracomment>
        <translation>Бланк</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>&amp;Dice animation:</source>
        <translation>&amp;Анимация костей:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>Computer &amp;speed:</source>
        <translation>&amp;Скорость компьютера:</translation>
    </message>
    <message>
        <source>&amp;Reduce motion:</source>
        <translation>&amp;Меньше движения:</translation>
    </message>
    <message>
        <source>&amp;Hints:</source>
        <translation>&amp;Подсказки:</translation>
    </message>
    <message>
        <source>S&amp;ound:</source>
        <translation>&amp;Звук:</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <source>Dice that rattle and settle, a soft mark when a box is written, a chime at the end.</source>
        <translation>Стук брошенных костей, тихий звук записи в клетку, колокольчик в конце игры.</translation>
    </message>
    <message>
        <source>Highlight the best box and the best dice to hold, with the expected final score in the tooltips.</source>
        <translation>Выделять лучшую клетку и лучшие кости, которые стоит оставить; ожидаемый итог — во всплывающих подсказках.</translation>
    </message>
    <message>
        <source>Dice change face where they lie instead of tumbling; no confetti.</source>
        <translation>Кости меняют грань на месте, не кувыркаясь; без конфетти.</translation>
    </message>
    <message>
        <source>A new language or theme applies at once.</source>
        <translation>Новый язык или тема применяются сразу.</translation>
    </message>
    <message>
        <source>Like the desktop</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выключена</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <source>Move between the scorecard&apos;s boxes</source>
        <translation>Переход между клетками бланка</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Стрелки</translation>
    </message>
    <message>
        <source>Write the box under the cursor</source>
        <translation>Записать клетку под курсором</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Hold or release the focused die</source>
        <translation>Оставить или освободить выбранный кубик</translation>
    </message>
    <message>
        <source>Move between dice and buttons</source>
        <translation>Переход между кубиками и кнопками</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Show the next player&apos;s card (hidden cards)</source>
        <translation>Открыть бланк следующего игрока (скрытые бланки)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <source>Skip a moment on the table, stop an automatic write</source>
        <translation>Пропустить паузу на столе, остановить автоматическую запись</translation>
    </message>
    <message>
        <source>any key or click</source>
        <translation>любая клавиша или щелчок</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>no rolls left</source>
        <translation>бросков не осталось</translation>
    </message>
    <message>
        <source>Rolled {dice}: {rolls}.</source>
        <translation>Бросок: {dice}; {rolls}.</translation>
    </message>
    <message>
        <source>{rank}. {player}, {total}</source>
        <translation>{rank}. {player}, {total}</translation>
    </message>
    <message>
        <source>Game over. {places}.</source>
        <translation>Игра окончена. {places}.</translation>
    </message>
    <message>
        <source>{player}: {seconds} seconds left on the clock.</source>
        <translation>{player}: на часах осталось секунд: {seconds}.</translation>
    </message>
</context>
<context>
    <name>StandingWords</name>
    <message numerus="yes">
        <source>Expected final scores: {player} {mine}, {rival} {theirs} — {rival} %n point(s) ahead.</source>
        <translation>
            <numerusform>Ожидаемый итог: {player} {mine}, {rival} {theirs} — {rival} впереди на %n очко.</numerusform>
            <numerusform>Ожидаемый итог: {player} {mine}, {rival} {theirs} — {rival} впереди на %n очка.</numerusform>
            <numerusform>Ожидаемый итог: {player} {mine}, {rival} {theirs} — {rival} впереди на %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected final scores: {player} {mine}, {rival} {theirs} — {player} %n point(s) ahead.</source>
        <translation>
            <numerusform>Ожидаемый итог: {player} {mine}, {rival} {theirs} — {player} впереди на %n очко.</numerusform>
            <numerusform>Ожидаемый итог: {player} {mine}, {rival} {theirs} — {player} впереди на %n очка.</numerusform>
            <numerusform>Ожидаемый итог: {player} {mine}, {rival} {theirs} — {player} впереди на %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected final scores: {player} {mine}, {rival} {theirs} — level.</source>
        <translation>Ожидаемый итог: {player} {mine}, {rival} {theirs} — поровну.</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — {rival} nearer.</source>
        <translation>Ходов до 1000 в среднем: {player} {mine}, {rival} {theirs} — ближе к цели {rival}.</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — {player} nearer.</source>
        <translation>Ходов до 1000 в среднем: {player} {mine}, {rival} {theirs} — ближе к цели {player}.</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {player} {mine}, {rival} {theirs} — level.</source>
        <translation>Ходов до 1000 в среднем: {player} {mine}, {rival} {theirs} — поровну.</translation>
    </message>
    <message>
        <source>Expected final scores: {list}</source>
        <translation>Ожидаемый итог: {list}</translation>
    </message>
    <message>
        <source>Turns to 1000 on average: {list}</source>
        <translation>Ходов до 1000 в среднем: {list}</translation>
    </message>
</context>
<context>
    <name>StartUp</name>
    <message>
        <source>Unfinished games</source>
        <translation>Незаконченные партии</translation>
    </message>
    <message>
        <source>Unfinished games of other windows were kept in {folder}; Game → Open game… lists them.</source>
        <translation>Незаконченные партии других окон сохранены в {folder}; их список — в меню «Игра → Открыть партию…».</translation>
    </message>
    <message>
        <source>Saved game from a newer version</source>
        <translation>Партия из более новой версии</translation>
    </message>
    <message>
        <source>{name} was saved by a newer version of Kości. It was left as it is; open it with that version.</source>
        <translation>Файл {name} сохранён более новой версией Kości. Он оставлен как есть; откройте его в той версии.</translation>
    </message>
    <message>
        <source>The unfinished game was kept with the other unfinished games (Game → Open game…).</source>
        <translation>Незаконченная партия сохранена вместе с другими незаконченными (Игра → Открыть партию…).</translation>
    </message>
    <message>
        <source>{player}&apos;s turn {turn} of {turns}</source>
        <translation>ход {turn} из {turns}, ходит {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s turn in round {turn}</source>
        <translation>круг {turn}, ходит {player}</translation>
    </message>
    <message>
        <source>A game of {game} ({players}) was not finished; it stopped at {where}. Go on with it where it stood?</source>
        <translation>Партия «{game}» ({players}) не закончена; она остановилась: {where}. Продолжить с того места, где она остановилась?</translation>
    </message>
    <message>
        <source>The folder for saved games cannot be written ({error}): you can look at the game and play on, but nothing is saved until the folder can be written again.</source>
        <translation>В папку сохранённых партий нельзя записывать ({error}): партию можно посмотреть и продолжить, но ничего не сохранится, пока запись в папку снова не станет возможной.</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Продолжить партию?</translation>
    </message>
    <message>
        <source>Saved game damaged</source>
        <translation>Сохранённая партия повреждена</translation>
    </message>
    <message>
        <source>The automatically saved game could not be read, so it cannot be resumed. It was kept as {path}. You can start a new game.</source>
        <translation>Автосохранённую партию не удалось прочитать, поэтому продолжить её нельзя. Она сохранена как {path}. Можно начать новую игру.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>В среднем</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Пенты</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Бонус верха</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Статистика игроков</translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Рекорды</translation>
    </message>
    <message>
        <source>None yet: games with hints or undo are not listed.</source>
        <translation>Пока нет: игры с подсказками или отменой ходов не учитываются.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Games where hints or undo were used are not listed.</source>
        <translation>Партии с подсказками или отменой ходов здесь не учитываются.</translation>
    </message>
    <message>
        <source>Player shown in the chart</source>
        <translation>Игрок на диаграмме</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>И&amp;грок:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Распределение очков</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Все игроки</translation>
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
        <translation> · шанс на победу {percent}</translation>
    </message>
</context>
<context>
    <name>ThousandBoard</name>
    <message>
        <source>Throw</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Set aside this turn</source>
        <translation>Отложено за ход</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Бросить (пробел)</translation>
    </message>
    <message>
        <source>Write (W)</source>
        <translation>Записать (W)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Пас (P)</translation>
    </message>
    <message>
        <source>Hint: set aside {dice}</source>
        <translation>Подсказка: отложите {dice}</translation>
    </message>
    <message>
        <source>Hint: throw</source>
        <translation>Подсказка: бросайте</translation>
    </message>
    <message>
        <source>Hint: {what}</source>
        <translation>Подсказка: {what}</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>Подсказка: пас</translation>
    </message>
    <message numerus="yes">
        <source>throw again — %n dice score {chance} % of the time; {points} points at risk</source>
        <translation>
            <numerusform>бросайте снова — %n кость приносит очки в {chance} % бросков; под риском {points} очк.</numerusform>
            <numerusform>бросайте снова — %n кости приносят очки в {chance} % бросков; под риском {points} очк.</numerusform>
            <numerusform>бросайте снова — %n костей приносят очки в {chance} % бросков; под риском {points} очк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>write {points} now — %n dice would score only {chance} % of the time</source>
        <translation>
            <numerusform>запишите {points} сейчас — %n кость принесла бы очки лишь в {chance} % бросков</numerusform>
            <numerusform>запишите {points} сейчас — %n кости принесли бы очки лишь в {chance} % бросков</numerusform>
            <numerusform>запишите {points} сейчас — %n костей принесли бы очки лишь в {chance} % бросков</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}: {score}</source>
        <translation>{player}: {score}</translation>
    </message>
    <message>
        <source>aside</source>
        <translation>отложена</translation>
    </message>
    <message numerus="yes">
        <source>Throw: %n dice — click the scoring dice to set them aside (keys 1-5)</source>
        <translation>
            <numerusform>Бросок: %n кость — отложите кости с очками (клавиши 1-5)</numerusform>
            <numerusform>Бросок: %n кости — отложите кости с очками (клавиши 1-5)</numerusform>
            <numerusform>Бросок: %n костей — отложите кости с очками (клавиши 1-5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw: %n dice</source>
        <translation>
            <numerusform>Бросок: %n кубик</numerusform>
            <numerusform>Бросок: %n кубика</numerusform>
            <numerusform>Бросок: %n кубиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice in hand: throw (Space), write (W) or pass (P)</source>
        <translation>
            <numerusform>%n кубик в руке: бросить (пробел), записать (W) или пас (P)</numerusform>
            <numerusform>%n кубика в руке: бросить (пробел), записать (W) или пас (P)</numerusform>
            <numerusform>%n кубиков в руке: бросить (пробел), записать (W) или пас (P)</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn points: {points}</source>
        <translation>Очки за ход: {points}</translation>
    </message>
    <message>
        <source>(selected: +{points} — all five score: the next throw uses all five dice)</source>
        <translation>(выбрано: +{points} — очки дают все пять: следующий бросок всеми пятью кубиками)</translation>
    </message>
    <message>
        <source>(selected: +{points})</source>
        <translation>(выбрано: +{points})</translation>
    </message>
    <message>
        <source>(selected dice do not all score)</source>
        <translation>(не все выбранные кости приносят очки)</translation>
    </message>
    <message>
        <source>— all five score: the next throw uses all five dice</source>
        <translation>— очки дают все пять: следующий бросок всеми пятью кубиками</translation>
    </message>
    <message>
        <source>Hint: expected value {value:.1f}</source>
        <translation>Подсказка: ожидаемое значение {value:.1f}</translation>
    </message>
</context>
<context>
    <name>ThousandSheetModel</name>
    <message>
        <source>Written: +{points}</source>
        <extracomment>The score a line of the sheet leaves the player with (an int; None for an empty cell). Lines that are not the player&apos;s own writes or misses. One row per round instead of each player&apos;s lines one after another.</extracomment>
        <translation>Записано: +{points}</translation>
    </message>
    <message>
        <source>A miss</source>
        <translation>Промах</translation>
    </message>
    <message>
        <source>Nothing on the first throw: {points}</source>
        <translation>Пустой первый бросок: {points}</translation>
    </message>
    <message>
        <source>Overtaken by {player}: {points}</source>
        <translation>Тебя обгоняет {player}: {points}</translation>
    </message>
    <message>
        <source>Overtaking {player}: +{points}</source>
        <translation>Премия за обгон ({player}): +{points}</translation>
    </message>
    <message>
        <source>Three misses in a row: {points}</source>
        <translation>Три промаха подряд: {points}</translation>
    </message>
    <message>
        <source>Out of time</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Круг {number}</translation>
    </message>
    <message>
        <source>Line {number}</source>
        <translation>Строка {number}</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>ещё не в игре</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>время вышло</translation>
    </message>
    <message>
        <source>pit {low}–{high}</source>
        <translation>яма {low}–{high}</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(скрыто)</translation>
    </message>
</context>
<context>
    <name>ThousandSheetView</name>
    <message>
        <source>Score sheet</source>
        <translation>Лист счёта</translation>
    </message>
</context>
<context>
    <name>TipBar</name>
    <message>
        <source>Got it</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <source>Hide this tip ({key}); the next one shows when it applies</source>
        <translation>Скрыть этот совет ({key}); следующий появится, когда придёт его время</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Совет</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Советы</translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <source>Click a die (or press its number, 1–5) to hold it: the next roll throws only the others. Three rolls a turn, then write the dice in a box of your card.</source>
        <translation>Щёлкните кость (или нажмите её номер, 1–5), чтобы оставить её: следующий бросок бросает только остальные. За ход три броска, затем кости записываются в клетку вашего бланка.</translation>
    </message>
    <message>
        <source>The upper boxes (Ones to Sixes): {threshold} or more in them earns a bonus of {bonus}. Three of each face is just enough, so a fourth makes up for a pair elsewhere.</source>
        <translation>Верхние клетки (от Единиц до Шестёрок): {threshold} или больше очков в них дают бонус {bonus}. По три кости каждого достоинства хватает впритык, так что четвёртая возмещает пару в другой клетке.</translation>
    </message>
    <message>
        <source>Sacrificing a box: when no box is worth taking you write 0 in one, and it stays closed. Give up the box you are least likely to fill well later.</source>
        <translation>Жертва клетки: когда ни одна клетка не стоит того, вы пишете 0 в одну из них, и она закрывается. Отдайте ту, которую позже труднее всего заполнить хорошо.</translation>
    </message>
    <message>
        <source>A joker: five of a kind once the five-of-a-kind box is filled. It may go only in the boxes the rules allow (the others refuse it), and there it scores as if the dice fitted the box.</source>
        <translation>Джокер: пента, когда клетка «Пента» уже заполнена. Её можно записать только в клетки, которые разрешают правила (остальные её не примут), и там она считается так, будто кости подходят к клетке.</translation>
    </message>
    <message>
        <source>Only some dice score: each 1 is 10, each 5 is 5, three alike are the face × 10 (three 1s: 100). Choose scoring dice to set aside, then throw the rest or write.</source>
        <translation>Очки приносят не все кости: каждая единица — 10, каждая пятёрка — 5, три одинаковые — достоинство × 10 (три единицы — 100). Выберите кости с очками, чтобы отложить их, затем бросайте остальные или записывайте.</translation>
    </message>
    <message>
        <source>Your first write must bring at least {points} points in one turn: keep throwing until the turn is worth that much.</source>
        <translation>Ваша первая запись должна принести не меньше {points} очков за один ход: бросайте дальше, пока ход не наберёт столько.</translation>
    </message>
    <message>
        <source>To write, at least {dice} scoring dice must be set aside from the five: with fewer, throw the dice left in your hand.</source>
        <translation>Чтобы записать, из пяти костей нужно отложить не меньше {dice} костей с очками: если их меньше, бросайте кости, оставшиеся в руке.</translation>
    </message>
    <message>
        <source>Hot dice: all five dice scored. Write now, or take all five and throw again: the turn keeps its points, but a throw that scores nothing loses them.</source>
        <translation>Горячие кости: очки принесли все пять. Запишите сейчас или возьмите все пять и бросайте снова: очки хода сохраняются, но при броске без очков они сгорают.</translation>
    </message>
    <message>
        <source>Your score is in the pit {low}–{high}: from here you may write only a turn that takes you to {high} or more.</source>
        <translation>Ваш счёт в яме {low}–{high}: отсюда можно записать только ход, который доведёт вас до {high} или выше.</translation>
    </message>
    <message>
        <source>Overtaking: a write that passes a player who was ahead costs them {penalty} points and gives the writer {bonus}.</source>
        <translation>Обгон: запись, которая обгоняет игрока, бывшего впереди, отнимает у него {penalty} очков, а записавшему даёт {bonus}.</translation>
    </message>
    <message>
        <source>The game is won at exactly {goal}: dice that would take you past it may not be set aside, and a throw whose every choice would is a miss.</source>
        <translation>Для победы нужно ровно {goal}: кости, которые вывели бы вас за эту сумму, откладывать нельзя, а бросок, где так вышло бы при любом выборе, — промах.</translation>
    </message>
    <message>
        <source>Tip:</source>
        <translation>Совет:</translation>
    </message>
</context>
<context>
    <name>TryAgainFlow</name>
    <message>
        <source>Trying again: turn {turn}, after roll {roll} — the choice made here lost {lost:.1f} points. Decide again; this practice game is not counted.</source>
        <extracomment>Everything the window shows, in reading order (for a screen reader). The new choice was compared (the comparison window is shown). The advisor (None: the real one; tests give their own).</extracomment>
        <translation>Ещё раз: ход {turn}, после броска {roll} — выбор в игре стоил здесь {lost:.1f} очка. Решите заново; эта тренировочная игра не засчитывается.</translation>
    </message>
</context>
<context>
    <name>TurnFlowBox</name>
    <message>
        <source>Turn flow (for every game)</source>
        <translation>Ход игры (для всех партий)</translation>
    </message>
</context>
<context>
    <name>Undoing</name>
    <message>
        <source>Undo your last box and {players}&apos;s turn after it (possible until your next roll)</source>
        <translation>Отменить свою последнюю запись и следующий за ней ход ({players}) (можно до вашего следующего броска)</translation>
    </message>
    <message>
        <source>Undo the last box written</source>
        <translation>Отменить последнюю запись</translation>
    </message>
    <message>
        <source>At a table across computers a move cannot be taken back: the table has played it for everybody.</source>
        <translation>За сетевым столом ход нельзя отменить: стол уже сыграл его для всех.</translation>
    </message>
    <message>
        <source>The game is over: its boxes can no longer be undone.</source>
        <translation>Партия окончена: её записи больше нельзя отменить.</translation>
    </message>
    <message>
        <source>Undo is possible until your next roll: {player} has rolled since the last box.</source>
        <translation>Отменить можно до следующего броска: после последней записи {player} уже бросал(а).</translation>
    </message>
    <message>
        <source>The last box is {player}&apos;s: each player undoes only their own box.</source>
        <translation>Последняя запись — игрока {player}: каждый отменяет только свои записи.</translation>
    </message>
    <message>
        <source>{player} has rolled since the last box: a box can be undone only until the next player rolls.</source>
        <translation>{player} бросал(а) после последней записи: запись можно отменить только до броска следующего игрока.</translation>
    </message>
    <message>
        <source>There is no box to undo: undo takes back your last box until your next roll.</source>
        <translation>Нечего отменять: отменяется ваша последняя запись, до вашего следующего броска.</translation>
    </message>
    <message>
        <source>&amp;Undo {player}&apos;s last box</source>
        <translation>&amp;Отменить последнюю запись: {player}</translation>
    </message>
    <message>
        <source>Your last box and {players}&apos;s turn after it were undone; your dice are as they were rolled, and {players} will be dealt the same dice again.</source>
        <translation>Ваша последняя запись и следующий ход ({players}) отменены; ваши кости такие, какими были брошены, а {players} снова получит те же кости.</translation>
    </message>
    <message>
        <source>The last box was undone; the dice are as they were rolled.</source>
        <translation>Последняя запись отменена; кости такие, какими были брошены.</translation>
    </message>
</context>
<context>
    <name>WarningBar</name>
    <message>
        <source>No warning</source>
        <extracomment>Lines the status line always has, and the most it grows to.</extracomment>
        <translation>Предупреждений нет</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
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
        <translation>Выберите игру против компьютера или настройте свою партию.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Computer&apos;s strength:</source>
        <translation>Сила компьютера:</translation>
    </message>
    <message>
        <source>Continue {game}</source>
        <translation>Продолжить: {game}</translation>
    </message>
    <message>
        <source>{players} · turn {turn}</source>
        <translation>{players} · ход {turn}</translation>
    </message>
    <message>
        <source>Today&apos;s dice · {date}</source>
        <translation>Кости дня · {date}</translation>
    </message>
    <message>
        <source>Played today: {games}</source>
        <translation>Сыграно сегодня: {games}</translation>
    </message>
    <message>
        <source>The same dice for everyone today: play them, then compare your score with the hard computer&apos;s.</source>
        <translation>Сегодня у всех одни и те же кости: сыграйте и сравните свой счёт со счётом сильного компьютера.</translation>
    </message>
    <message>
        <source>{game} against the computer</source>
        <translation>{game} против компьютера</translation>
    </message>
    <message>
        <source>{rules} · computer: {level}</source>
        <translation>{rules} · компьютер: {level}</translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <source>{box} {percent} (on average {points})</source>
        <translation>«{box}» {percent} (в среднем {points})</translation>
    </message>
    <message>
        <source>This turn ends in: {ends}.</source>
        <translation>Этот ход закончится записью: {ends}.</translation>
    </message>
    <message>
        <source>{box}: {points} now, {later} more expected later.</source>
        <translation>«{box}»: {points} сейчас, потом ожидается ещё {later}.</translation>
    </message>
    <message>
        <source>Writing {points} in {box} instead of {other_points} in {other} keeps {gain} more for later: {net} more in all.</source>
        <translation>Запись {points} в графу «{box}» вместо {other_points} в графу «{other}» оставляет на потом на {gain} больше: всего на {net} больше.</translation>
    </message>
    <message>
        <source>This makes the upper bonus ({before} at the start of this turn).</source>
        <translation>Это приносит бонус за верхние клетки (в начале этого хода было {before}).</translation>
    </message>
    <message>
        <source>This gives up the upper bonus ({before} at the start of this turn).</source>
        <translation>Это лишает бонуса за верхние клетки (в начале этого хода было {before}).</translation>
    </message>
    <message>
        <source>The upper bonus comes closer: {before} at the start of this turn, {after} after this.</source>
        <translation>Бонус за верхние клетки становится ближе: {before} в начале этого хода, {after} после этого решения.</translation>
    </message>
    <message>
        <source>The upper bonus moves further away: {before} at the start of this turn, {after} after this.</source>
        <translation>Бонус за верхние клетки отдаляется: {before} в начале этого хода, {after} после этого решения.</translation>
    </message>
    <message>
        <source>{percent} to win: your expected final score {mine}.</source>
        <translation>{percent} на победу: ваш ожидаемый итог {mine}.</translation>
    </message>
    <message>
        <source>{percent} to win: the best opponent&apos;s expected final score is {gap} points above yours ({theirs} to {mine}).</source>
        <translation>{percent} на победу: ожидаемый итог лучшего соперника на {gap} очка выше вашего ({theirs} против {mine}).</translation>
    </message>
    <message>
        <source>{percent} to win: your expected final score is {gap} points above the best opponent&apos;s ({mine} to {theirs}).</source>
        <translation>{percent} на победу: ваш ожидаемый итог на {gap} очка выше, чем у лучшего соперника ({mine} против {theirs}).</translation>
    </message>
    <message>
        <source>{percent} to win: your expected final score {mine}, the best opponent&apos;s the same.</source>
        <translation>{percent} на победу: ваш ожидаемый итог {mine}, у лучшего соперника такой же.</translation>
    </message>
    <message numerus="yes">
        <source>A throw of %n die(s) scores {percent} of the time; {points} points at risk.</source>
        <translation>
            <numerusform>Бросить %n кубик: очки будут в {percent} случаев; на кону {points} очк.</numerusform>
            <numerusform>Бросить %n кубика: очки будут в {percent} случаев; на кону {points} очк.</numerusform>
            <numerusform>Бросить %n кубиков: очки будут в {percent} случаев; на кону {points} очк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A throw of %n die(s) scores {percent} of the time.</source>
        <translation>
            <numerusform>Бросить %n кубик: очки будут в {percent} случаев.</numerusform>
            <numerusform>Бросить %n кубика: очки будут в {percent} случаев.</numerusform>
            <numerusform>Бросить %n кубиков: очки будут в {percent} случаев.</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing {points} makes the score {total}.</source>
        <translation>Запись {points} даёт счёт {total}.</translation>
    </message>
    <message>
        <source>{total} is in the pit {low}–{high}: the next write must reach {high}.</source>
        <translation>{total} — в яме {low}–{high}: следующая запись должна довести счёт до {high}.</translation>
    </message>
    <message>
        <source>After this turn you need {mine} more turns to 1000 on average, the fastest opponent {theirs}.</source>
        <translation>После этого хода вам нужно в среднем ещё {mine} хода до 1000, самому быстрому сопернику {theirs}.</translation>
    </message>
    <message>
        <source>{percent} to win: after this turn you need {mine} more turns to 1000 on average, the fastest opponent {theirs}.</source>
        <translation>{percent} на победу: после этого хода вам нужно в среднем ещё {mine} хода до 1000, самому быстрому сопернику {theirs}.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Hold die</source>
        <translation>&amp;Оставить кость</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Открыть партию…</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Сохранить партию &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Бросить</translation>
    </message>
    <message>
        <source>&amp;Confirm move</source>
        <translation>&amp;Подтвердить ход</translation>
    </message>
    <message>
        <source>&amp;Write (Thousand)</source>
        <translation>&amp;Записать (Тысяча)</translation>
    </message>
    <message>
        <source>&amp;Pass (Thousand)</source>
        <translation>П&amp;ас (Тысяча)</translation>
    </message>
    <message>
        <source>&amp;Undo last box</source>
        <translation>&amp;Отменить последнюю запись</translation>
    </message>
    <message>
        <source>&amp;Undo last write</source>
        <extracomment>Keys for the standard actions on platforms that define none (Qt&apos;s list is empty there).</extracomment>
        <translation>&amp;Отменить последнюю запись очков</translation>
    </message>
    <message>
        <source>&amp;Tables across computers…</source>
        <translation>&amp;Сетевые столы…</translation>
    </message>
    <message>
        <source>To&amp;day&apos;s dice…</source>
        <translation>Кости &amp;дня…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Подсказки</translation>
    </message>
    <message>
        <source>&amp;Chances to win</source>
        <translation>&amp;Шансы на победу</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Полный &amp;экран</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <source>Thousand sheet by &amp;rounds</source>
        <translation>Бланк тысячи по &amp;кругам</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>&amp;Analysis of this game…</source>
        <translation>&amp;Анализ этой партии…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <source>&amp;About Kości</source>
        <translation>&amp;О программе Kości</translation>
    </message>
    <message>
        <source>&amp;Teach me while I play</source>
        <translation>&amp;Подсказывать по ходу игры</translation>
    </message>
    <message>
        <source>&amp;Got it: hide the tip</source>
        <translation>Понятно: &amp;скрыть совет</translation>
    </message>
    <message>
        <source>Die &amp;{n}</source>
        <translation>Кость &amp;{n}</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
</context>
</TS>
