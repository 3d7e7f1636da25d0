<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../gui/window/rules_dialog.py" line="+76"/>
        <source>About Kości</source>
        <translation>О программе Kości</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h2&gt;Kości {version}&lt;/h2&gt;&lt;p&gt;Dice games of the Yahtzee family and Thousand, with computer players and hints.&lt;/p&gt;&lt;p&gt;Classic, triple and full Kości, and Thousand — for one to six players at one screen.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Kości {version}&lt;/h2&gt;&lt;p&gt;Игры в кости: Пента (покер на костях) и Тысяча, с компьютерными игроками и подсказками.&lt;/p&gt;&lt;p&gt;Классическая, тройная и полная игра и Тысяча — от одного до шести игроков за одним экраном.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <location filename="../../gui/words/access.py" line="+104"/>
        <source>More tools</source>
        <extracomment>Our own classes whose accessible has a role of its own (registered with :func:`give_role`). Qt&apos;s classes whose accessible is a plain QAccessibleWidget (a container), with its role: our subclasses of these get :class:`ShownChildren` instead. How long a notice stays in the tree after it showed (a screen reader reads its name when it hears it show, a moment later).</extracomment>
        <translation>Другие инструменты</translation>
    </message>
</context>
<context>
    <name>Across</name>
    <message>
        <location filename="../../gui/window/across.py" line="+97"/>
        <source>The table could not be opened to other computers: {error}.</source>
        <extracomment>Servers found on the local network (a list of {&quot;name&quot;, &quot;address&quot;}). Where the app&apos;s own server listens: every interface of this computer (its local network; a --local-only server refuses peers from elsewhere). Tests use 127.0.0.1. Announce the app&apos;s tables on the local network, and look for others&apos; (DNS-SD).</extracomment>
        <translation>Не удалось открыть стол для других компьютеров: {error}.</translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message>
        <location filename="../../gui/records/analysis_window.py" line="+136"/>
        <source>Analysis — {game}</source>
        <translation>Анализ — {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis progress</source>
        <translation>Ход анализа</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{game} games are not analysed.</source>
        <translation>Игры «{game}» не анализируются.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analysing the game…</source>
        <translation>Анализ партии…</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Only computer players played this game.</source>
        <translation>В этой партии играли только компьютерные игроки.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected points lost compare each choice with the best one, as the advisor values them.</source>
        <translation>Ожидаемая потеря очков сравнивает каждый выбор с лучшим по оценке советника.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The analysis failed: {error}</source>
        <translation>Анализ не удался: {error}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>roll all five again</source>
        <translation>перебросить все пять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hold {dice}, roll</source>
        <translation>оставить {dice} и бросить</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turn {turn}, after roll {roll}</source>
        <translation>Ход {turn}, после броска {roll}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected points lost in this game: {lost:.1f} over {n} decisions.</source>
        <translation>Ожидаемая потеря очков за партию: {lost:.1f} (решений: {n}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} decisions could not be valued.</source>
        <translation>Решений без оценки: {n}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The costliest mistakes</source>
        <translation>Самые дорогие ошибки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No mistakes: every choice was the best.</source>
        <translation>Ошибок нет: каждый выбор был лучшим.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dice outlined and marked &quot;held&quot;: the dice held by the player. Dashed outline: the dice the advisor would hold.</source>
        <translation>Кости в рамке с пометкой «оставлена» — кости, оставленные игроком. Пунктирная рамка — кости, которые оставил бы советник.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every decision</source>
        <translation>Все решения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choice</source>
        <translation>Выбор</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost</source>
        <translation>Потеря очков</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{move} (written automatically)</source>
        <translation>{move} (записано автоматически)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{where}: {lost:.1f} points lost</source>
        <translation>{where}: потеря {lost:.1f} очк.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dice {dice}, {rolls}.</source>
        <translation>Кости {dice}, {rolls}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen: {move} (expected final score {value:.1f})</source>
        <translation>Выбрано: {move} (ожидаемый итог {value:.1f})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best: {move} (expected final score {value:.1f})</source>
        <translation>Лучший: {move} (ожидаемый итог {value:.1f})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why the choice: {why}</source>
        <translation>Что даёт выбор: {why}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why the best: {why}</source>
        <translation>Что даёт лучший ход: {why}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Card: {card}</source>
        <translation>Бланк: {card}</translation>
    </message>
</context>
<context>
    <name>AsideStrip</name>
    <message>
        <location filename="../../gui/table/thousand_board.py" line="+56"/>
        <source>Set aside: {dice}</source>
        <extracomment>Largest a die set aside is drawn (logical pixels): smaller than those in the tray.</extracomment>
        <translation>Отложено: {dice}</translation>
    </message>
</context>
<context>
    <name>AtTable</name>
    <message>
        <location filename="../../gui/play/at_table.py" line="+118"/>
        <source>Your move is on its way to the table…</source>
        <extracomment>A game starts on the window (this table&apos;s, or another that takes its place). The table&apos;s game has ended and its dice were checked (:attr:`verdict`). A move was sent and its answer has not come yet (intents wait). Moves to send one after another (Thousand: the dice chosen, then the throw). The table&apos;s round whose game the controller plays (a new round: a new game). &quot;dice checked&quot;, or the first die that does not match (None: not ended yet). The table&apos;s whole record once the game has ended (for the history). Plays the turns this seat may not see (its computer player is made once). Who was connected at the last view (the others are told when that changes).</extracomment>
        <translation>Ваш ход отправлен столу…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The table refused the move: {reason}.</source>
        <translation>Стол отклонил ход: {reason}.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>{name} has played a turn (the cards are hidden).</source>
        <translation>{name} сыграл(а) ход (карточки скрыты).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>{name}: {phrase}</source>
        <translation>{name}: {phrase}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} is back at the table.</source>
        <translation>{name} вернулся(ась) за стол.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: connection lost — {time} to come back before a computer plays for them.</source>
        <translation>{name}: соединение потеряно — {time} на возвращение, потом за него сыграет компьютер.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: connection lost — their clock runs in their turn.</source>
        <translation>{name}: соединение потеряно — в его ход идут его часы.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Connected to the table again.</source>
        <translation>Снова подключено к столу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The connection to the table was lost: connecting again…</source>
        <translation>Соединение со столом потеряно: подключаемся снова…</translation>
    </message>
</context>
<context>
    <name>AutoPlay</name>
    <message>
        <location filename="../../gui/play/autoplay.py" line="+234"/>
        <source>{player} is getting ready: the first game with these rules takes a while.</source>
        <extracomment>How long a step waits for a computer player still being built before it asks again every POLL_MS (loading a table takes a moment, building one longer). One second of the auto-score&apos;s countdown, in ms (a seam: tests shorten it). With no board to say when the dice lie still, the countdown starts this long after the animation&apos;s length. Builds a computer player in the background (a seam: tests give their own). (game kind, rules, level, seed, the game to play) -&gt; the player, built in the background. The move shown before it is made; the box selected in confirm-move mode. Seconds left before the auto-score writes the previewed box (None: not counting). The auto-score waits to count down (for the dice to lie still, or its player). Do the dice of the last roll lie still (the board says when they do)? The turn (player, their turn number) whose automatic write the player stopped.</extracomment>
        <translation>{player} готовится: первая партия с этими правилами займёт немного времени.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{player} cannot play: {error}. The game is saved; start a new game or try again later.</source>
        <translation>{player} не может играть: {error}. Игра сохранена; начните новую игру или попробуйте позже.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{box} in {seconds}… (press any key or click to choose yourself)</source>
        <translation>{box} через {seconds}… (нажмите любую клавишу или щёлкните, чтобы выбрать самим)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The automatic write is stopped: choose a box.</source>
        <translation>Автоматическая запись остановлена: выберите клетку.</translation>
    </message>
</context>
<context>
    <name>AutoWriteBox</name>
    <message>
        <location filename="../../gui/window/turn_flow.py" line="+38"/>
        <source>Off</source>
        <extracomment>The longest auto-write delay offered (seconds).</extracomment>
        <translation>Выключена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>As the rules say (Penta: 3 s)</source>
        <translation>По правилам (Пента: 3 с)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../gui/table/board.py" line="+214"/>
        <source>Show the next player&apos;s card</source>
        <extracomment>The table is laid out for this size at the user&apos;s font size; a larger table grows its text and dice with it, up to MAX_SCALE times. Tallest the dice tray grows at the base size (logical pixels). The clock turns to a warning colour in a player&apos;s last seconds. Widest the buttons under the dice grow (logical pixels). The clock&apos;s last seconds: white on a deep red band (7:1, whatever the cloth&apos;s colour). The dice on the table (every game has them). Is this the board of the game being played? (Not until the window puts it on the table; the window keeps a board of each kind it has shown: the others take no game.) The score pads lying on the table (each casts a shadow on the cloth). How much larger than at BASE_SIZE the table&apos;s text and dice are drawn. The big moments (five of a kind, bonuses, an overtake, the winner) over the table. The hint in words (hints on): what to keep and what to let go, or whether to throw again; placed by each board under its buttons, hidden while there is none. Hidden cards in hot-seat play: over the table until the next player takes the seat. Each player&apos;s chance to win (View → Chances to win), placed by each board.</extracomment>
        <translation>Показать карточку следующего игрока</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass the screen to {player}
— click or press Space to show your card —</source>
        <translation>Передайте экран: {player}
— щёлкните или нажмите пробел, чтобы открыть свой бланк —</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>{player} — {time}</source>
        <translation>{player} — {time}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time left on {player}&apos;s clock</source>
        <translation>Осталось времени на часах: {player}</translation>
    </message>
</context>
<context>
    <name>BoxHelp</name>
    <message>
        <location filename="../../gui/words/boxes.py" line="+68"/>
        <source>Sum of the dice showing 1.</source>
        <extracomment>The explanation of an upper box, by face (context &quot;BoxHelp&quot;).</extracomment>
        <translation>Сумма единиц.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the dice showing 2.</source>
        <translation>Сумма двоек.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the dice showing 3.</source>
        <translation>Сумма троек.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the dice showing 4.</source>
        <translation>Сумма четвёрок.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the dice showing 5.</source>
        <translation>Сумма пятёрок.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the dice showing 6.</source>
        <translation>Сумма шестёрок.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At least three equal dice: the sum of all five.</source>
        <extracomment>The explanations of the other boxes (context &quot;BoxHelp&quot;), keyed as :data:`_RULES`; placeholders {points}, {times}, {run}.</extracomment>
        <translation>Не менее трёх одинаковых костей: сумма всех пяти костей.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At least four equal dice: the sum of all five.</source>
        <translation>Не менее четырёх одинаковых костей: сумма всех пяти костей.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three of one face and two of another: {points}.</source>
        <translation>Три одинаковые кости и ещё две одинаковые: {points} очков.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four consecutive faces (1-2-3-4, 2-3-4-5 or 3-4-5-6): {points}.</source>
        <translation>Четыре значения подряд (1-2-3-4, 2-3-4-5 или 3-4-5-6): {points} очков.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five consecutive faces (1-2-3-4-5 or 2-3-4-5-6): {points}.</source>
        <translation>Пять значений подряд (1-2-3-4-5 или 2-3-4-5-6): {points} очков.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Five equal dice: {points}.</source>
        <translation>Пять одинаковых костей: {points} очков.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two equal dice: twice the highest such face.</source>
        <translation>Две одинаковые кости: удвоенное значение старшей пары.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three equal dice: three times the face.</source>
        <translation>Три одинаковые кости: их сумма.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four equal dice: four times the face.</source>
        <translation>Четыре одинаковые кости: их сумма.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two different pairs: twice each of the two faces.</source>
        <translation>Две разные пары: сумма костей обеих пар.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exactly {run}: {points}.</source>
        <translation>Ровно {run}: {points} очков.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of one face and two of another: the sum of all five.</source>
        <translation>Три одинаковые кости и ещё две одинаковые: сумма всех пяти.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five equal dice: {times} × the sum.</source>
        <translation>Пять одинаковых костей: сумма, умноженная на {times}.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Any dice: the sum of all five.</source>
        <translation>Любые кости: сумма всех пяти костей.</translation>
    </message>
</context>
<context>
    <name>BoxRules</name>
    <message>
        <location line="-45"/>
        <source>total of 1s</source>
        <extracomment>The short rule of an upper box, by face (context &quot;BoxRules&quot;).</extracomment>
        <translation>сумма единиц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total of 2s</source>
        <translation>сумма двоек</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total of 3s</source>
        <translation>сумма троек</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total of 4s</source>
        <translation>сумма четвёрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total of 5s</source>
        <translation>сумма пятёрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total of 6s</source>
        <translation>сумма шестёрок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>total</source>
        <translation>сумма</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sum of the pair</source>
        <extracomment>The short rules of the other boxes, by how they score and how many equal dice they need (0: any); a box that scores fixed points shows its points.</extracomment>
        <translation>сумма пары</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sum of the pairs</source>
        <translation>сумма пар</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>sum of the three</source>
        <translation>сумма тройки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sum of the four</source>
        <translation>сумма четвёрки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{times} × total</source>
        <translation>{times} × сумма</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>{threshold}+ → {bonus}</source>
        <extracomment>The short rules of the summary rows (context &quot;BoxRules&quot;); placeholders as ROW_HELP&apos;s.</extracomment>
        <translation>{threshold}+ → {bonus}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{bonus} each</source>
        <translation>+{bonus} за каждую</translation>
    </message>
</context>
<context>
    <name>Boxes</name>
    <message>
        <location line="-105"/>
        <source>Ones</source>
        <translation>Единицы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twos</source>
        <translation>Двойки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threes</source>
        <translation>Тройки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fours</source>
        <translation>Четвёрки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fives</source>
        <translation>Пятёрки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation>Шестёрки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two pairs</source>
        <translation>Две пары</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of a kind</source>
        <translation>Сет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of a kind</source>
        <translation>Каре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full house</source>
        <translation>Фулл-хаус</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small straight</source>
        <translation>Малый стрит</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large straight</source>
        <translation>Большой стрит</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker</source>
        <translation>Покер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of a kind</source>
        <translation>Пента</translation>
    </message>
</context>
<context>
    <name>Cells</name>
    <message>
        <location filename="../../gui/pads/scorecard_cells.py" line="+81"/>
        <source>Would write {points} here; the upper boxes do not count in this game.</source>
        <extracomment>Words for a screen reader (value, preview, forbidden, written automatically soon…). In the column of the player whose turn it is (tinted): a sum changes look with the turn, so it is announced (and repainted) with the rest of the column.</extracomment>
        <translation>Сюда было бы записано {points}; в этой игре верхние клетки не считаются.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{points} ×{weight} = {weighted}, and the five-of-a-kind bonus +{bonus}: {worth} in all.</source>
        <translation>{points} ×{weight} = {weighted} и премия за пенту +{bonus}: всего {worth}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{points} ×{weight} = {worth} in this column.</source>
        <translation>{points} ×{weight} = {worth} в этой колонке.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{base} ×{multiplier} = {points}: a combination written after the first roll scores ×3, after a later roll of all five dice ×2.</source>
        <translation>{base} ×{multiplier} = {points}: комбинация, записанная после первого броска, считается ×3, после более позднего броска всеми пятью кубиками ×2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{points}, and the five-of-a-kind bonus +{bonus}.</source>
        <translation>{points} и премия за пенту +{bonus}.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+46"/>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+3"/>
        <source>open</source>
        <translation>свободна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rule} The joker rule does not allow this box now.</source>
        <translation>{rule} Правило джокера сейчас не разрешает эту клетку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not allowed now (joker)</source>
        <translation>сейчас нельзя (джокер)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>would score {text}</source>
        <translation>дало бы {text}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{points} · {seconds} s</source>
        <translation>{points} · {seconds} с</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>written automatically in {seconds} s</source>
        <translation>автоматическая запись через {seconds} с</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the hint&apos;s best choice</source>
        <translation>лучший выбор по подсказке</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{rule} Expected final score: {value:.1f}</source>
        <translation>{rule} Ожидаемый итог: {value:.1f}</translation>
    </message>
</context>
<context>
    <name>ChanceBars</name>
    <message>
        <location filename="../../gui/table/chances.py" line="+88"/>
        <source>Chances to win: {list}</source>
        <extracomment>One hue per seat (degrees), far apart so six lines stay apart. Between two columns of seats; the shortest a bar gets before it gives way to a dot; the dot (a bar no longer than it is high), the last before names are shortened. Each seat&apos;s bar as a screen reader reads it.</extracomment>
        <translation>Шансы на победу: {list}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chances to win: being worked out</source>
        <translation>Шансы на победу: идёт расчёт</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{player}: {percent} chance to win</source>
        <translation>{player}: шанс на победу {percent}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: chance to win being worked out</source>
        <translation>{player}: шанс на победу — идёт расчёт</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <location line="+213"/>
        <source>{player}: {end} at the end, at best {best}</source>
        <extracomment>Points of the series a round of the table takes (a turn of each player).</extracomment>
        <translation>{player}: в конце {end}, в лучший момент {best}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chances to win, turn by turn</source>
        <translation>Шансы на победу, ход за ходом</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>turn</source>
        <translation>ход</translation>
    </message>
</context>
<context>
    <name>Chances</name>
    <message>
        <location filename="../../gui/play/questions.py" line="+154"/>
        <source>Chances to win are not available: {error}.</source>
        <extracomment>The chances were worked out again, or are no longer shown. Asks the win-chance model (``prepare`` and ``ask`` are seams for tests).</extracomment>
        <translation>Шансы на победу недоступны: {error}.</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../../gui/words/texts.py" line="+150"/>
        <source>box filled ({points} or 0)</source>
        <extracomment>Labels of choice values, by (option key, value).</extracomment>
        <translation>клетка заполнена ({points} или 0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>box holds {points}</source>
        <translation>в клетке {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced</source>
        <translation>обязательный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional</source>
        <translation>по выбору</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free</source>
        <translation>свободный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not counted</source>
        <translation>не считаются</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left out</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counted</source>
        <translation>считаются</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exactly {goal}</source>
        <translation>ровно {goal}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{goal} or more</source>
        <translation>{goal} и больше</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <location filename="../../gui/window/daily_dialog.py" line="+76"/>
        <source>Today&apos;s dice</source>
        <translation>Кости дня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or a friend&apos;s &amp;code:</source>
        <translation>Или &amp;код от друга:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the &amp;computer</source>
        <translation>Против &amp;компьютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This code names no game of today&apos;s dice.</source>
        <translation>Этот код не указывает ни на одну игру «Кости дня».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The code of {date}: {code}</source>
        <translation>Код на {date}: {code}</translation>
    </message>
</context>
<context>
    <name>DailyList</name>
    <message>
        <location filename="../../gui/records/daily_list.py" line="+29"/>
        <source>Today&apos;s dice</source>
        <translation>Кости дня</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your score</source>
        <translation>Ваш счёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard computer</source>
        <translation>Компьютер (сложный)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counts</source>
        <translation>Засчитано</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>practice</source>
        <translation>тренировка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>for the record</source>
        <translation>в зачёт</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <location filename="../../gui/table/dice_tray.py" line="+92"/>
        <source>not rolled</source>
        <extracomment>The tray always has room for this many dice (Thousand&apos;s hand shrinks; the dice do not). Distance between the centres of two dice, of a die&apos;s size. Largest die (logical pixels). How far a held die is lifted out of the row, of its size. Length of the lift when a die is held or released (ms, when animation is on). Longest change of face with reduced motion (ms). The hint for this die: &quot;&quot; (none), HOLD (not held, advised to hold) or RELEASE (held, advised to let go).</extracomment>
        <translation>не брошена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>die {number}, {face}</source>
        <translation>кость {number}, {face}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{die}, {mark}</source>
        <translation>{die}, {mark}</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+12"/>
        <source>held</source>
        <translation>оставлена</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>{die}; hint: hold it</source>
        <translation>{die}; подсказка: оставьте её</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{die}; hint: let it go</source>
        <translation>{die}; подсказка: верните её в бросок</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <location filename="../../gui/records/end_dialog.py" line="+48"/>
        <source>Game over</source>
        <extracomment>``done()`` codes of the New game, Analysis and Undo buttons.</extracomment>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No winner: time ran out.</source>
        <translation>Победителя нет: время вышло.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A draw: {names} share the win!</source>
        <translation>Ничья: победу делят {names}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} scored {total}.</source>
        <translation>{name}: {total} очк.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wins!</source>
        <translation>Побеждает {name}!</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>An assisted game (hints or undo were used): it is not counted for the high scores.</source>
        <extracomment>The big moment of the last action, on the board this dialog covers.</extracomment>
        <translation>Игра с помощью (подсказки или отмена хода): не идёт в таблицу рекордов.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Ranking</source>
        <extracomment>At a table across computers: whether every die came from the seeds (issue 30 §3). Today&apos;s dice: the day&apos;s code, what hard scored on the same dice, practice or not.</extracomment>
        <translation>Итоговая таблица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} (out of time)</source>
        <translation>{name} (время вышло)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Dice checked: every die came from the table&apos;s committed seed and the players&apos; seeds.</source>
        <extracomment>What luck did: filled in once it is worked out.</extracomment>
        <translation>Кости проверены: каждая кость получена из заявленного зерна стола и зёрен игроков.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dice do NOT check: {detail}</source>
        <translation>Кости НЕ сходятся: {detail}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Today&apos;s dice {code}.</source>
        <translation>Кости дня {code}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hard computer scored {hard} on the same dice.</source>
        <translation>Сильный компьютер набрал {hard} на тех же костях.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A practice game: the day&apos;s game counted the first time.</source>
        <translation>Тренировочная игра: в зачёт пошла первая игра дня.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../gui/words/messages.py" line="+45"/>
        <source>Unknown game {game}; choose one of {choices}.</source>
        <translation>Неизвестная игра {game}; можно: {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown preset {preset} for {game}; choose one of {choices}.</source>
        <translation>Неизвестный набор правил {preset} для игры «{game}»; можно: {choices}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule option {key} for {game}.</source>
        <translation>Неизвестная настройка правил {key} для игры «{game}».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The option “{key}” cannot be {value}: {expected}.</source>
        <translation>Настройка «{key}» не может быть {value}: {expected}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{game} is played by {low} to {high} players, not {count}.</source>
        <translation>В «{game}» играют от {low} до {high} игроков, а не {count}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player names must be unique and not empty: “{name}”.</source>
        <translation>Имена игроков должны быть непустыми и разными: «{name}».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game clock is {low} to {high} minutes per player, not {minutes}.</source>
        <translation>Часы партии — от {low} до {high} минут на игрока, а не {minutes}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game has ended.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is {current}&apos;s turn, not {player}&apos;s.</source>
        <translation>Сейчас ходит {current}, а не {player}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is out of the game.</source>
        <translation>Игрок {player} выбыл из партии.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No rolls left: three rolls per turn at most.</source>
        <translation>Броски закончились: за ход не более трёх бросков.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every die is held: release at least one to roll.</source>
        <translation>Все кости отложены: отпустите хотя бы одну, чтобы бросить.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll first: dice can be held only after a roll.</source>
        <translation>Сначала бросьте: оставлять кости можно только после броска.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no die number {index}.</source>
        <translation>Кости номер {index} нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll first: a box can be written only after a roll.</source>
        <translation>Сначала бросьте: записать в клетку можно только после броска.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no box {box} in this game.</source>
        <translation>В этой игре нет клетки {box}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no column {column}; this game has {columns}.</source>
        <translation>Столбца {column} нет; столбцов в этой игре: {columns}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{box} is already written.</source>
        <translation>Клетка «{box}» уже заполнена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joker: use one of {allowed} for these dice, not {box}.</source>
        <translation>Джокер: эти кости можно записать только в одну из клеток: {allowed} (не «{box}»).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not part of this game.</source>
        <translation>В этой игре такого нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held dice keep their values: die {index} was {old}, not {new}.</source>
        <translation>Оставленные кости не меняются: на кости {index} было {old}, а не {new}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dice must be {count} values from 1 to 6, not {dice}.</source>
        <translation>Кости — это {count} значений от 1 до 6, а не {dice}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throw the dice first.</source>
        <translation>Сначала бросьте кости.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set aside at least one scoring die from this throw first.</source>
        <translation>Сначала отложите из этого броска хотя бы одну кость с очками.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice were already set aside from this throw: throw again, write or pass.</source>
        <translation>Из этого броска кости уже отложены: бросайте снова, записывайте или пасуйте.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{dice} is not part of the throw {throw}.</source>
        <translation>{dice} нет в броске {throw}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set aside at least one die.</source>
        <translation>Отложите хотя бы одну кость.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{dice} does not score: every die set aside must score.</source>
        <translation>{dice} не приносит очков: каждая отложенная кость должна приносить очки.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{dice} would take the score past {goal} ({score} + {points}).</source>
        <translation>С {dice} счёт превысил бы {goal} ({score} + {points}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writing needs at least {needed} scoring dice set aside (so far: {count}).</source>
        <translation>Чтобы записать, нужно отложить не меньше {needed} костей с очками (пока: {count}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A write may not pass {goal} ({total}).</source>
        <translation>Запись не может превысить {goal} ({total}).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>pairs of low and high scores with 0 ≤ low &lt; high ≤ {goal}</source>
        <translation>пары «от–до», где 0 ≤ от &lt; до ≤ {goal}</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>The first write must be at least {opening} points, not {points}.</source>
        <translation>Первая запись должна быть не меньше {opening} очков, а не {points}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the pit {low}–{high}: a write must reach {high} (only {total}).</source>
        <translation>В яме {low}–{high}: запись должна довести счёт до {high} (пока только {total}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Passing before the first throw is not allowed.</source>
        <translation>Пасовать до первого броска нельзя.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The throw must have {count} dice, not {given}.</source>
        <translation>В броске должно быть костей: {count}, а не {given}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has no clock.</source>
        <translation>В этой партии нет часов.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no written box to undo.</source>
        <translation>Нет записанной клетки, которую можно отменить.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not allowed here.</source>
        <translation>Так сейчас нельзя.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joker: the {allowed} box must be used, not {box}.</source>
        <extracomment>The joker&apos;s refusal when one box only may take the dice.</extracomment>
        <translation>Джокер: эти кости нужно записать в клетку «{allowed}» (не «{box}»).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>choose one of {choices}</source>
        <translation>можно: {choices}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose on or off</source>
        <translation>можно: вкл. или выкл.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a whole number from {low} to {high}</source>
        <translation>целое число от {low} до {high}</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location line="+11"/>
        <source>{player}&apos;s turn.</source>
        <extracomment>Templates of the engine&apos;s events (engine/events.py), keyed by event and variant. Placeholders: {player}, {by} (names), {points}, {score}, {low}, {high}, {dice}, {penalty}, {bonus}, {box}, {rolls}.</extracomment>
        <translation>Ходит {player}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: {rolls}. Hold dice and roll again, or write a box.</source>
        <translation>{player}: {rolls}. Оставьте кости и бросайте снова или запишите результат.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: no rolls left, write a box.</source>
        <translation>{player}: броски закончились, выберите клетку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: {rolls}.</source>
        <translation>{player}: {rolls}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: no rolls left.</source>
        <translation>{player}: броски закончились.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of a kind as a joker: only the enabled boxes may take it.</source>
        <translation>Пента как джокер: записать её можно только в доступные клетки.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wrote {points} in {box}.</source>
        <translation>{player} записывает {points} в клетку «{box}».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} throws {dice}.</source>
        <translation>{player} бросает: {dice}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set aside {dice}: +{points}.</source>
        <translation>Отложено {dice}: +{points}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All five dice score ({points} so far): write, or throw all five again.</source>
        <translation>Очки принесли все пять костей (пока {points}): запишите или бросайте все пять снова.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} writes {points} and has {score}.</source>
        <translation>{player} записывает {points}, счёт {score}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is in the pit {low}–{high}: the next write must reach {high}.</source>
        <translation>{player} в яме {low}–{high}: следующая запись должна довести счёт до {high}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} overtakes {player}: {player} −{penalty}, {by} +{bonus}.</source>
        <translation>{by} обгоняет игрока {player}: {player} −{penalty}, {by} +{bonus}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} overtakes {player}: {player} −{penalty}.</source>
        <translation>{by} обгоняет игрока {player}: {player} −{penalty}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{by} overtakes {player}: {by} +{bonus}.</source>
        <translation>{by} обгоняет игрока {player}: {by} +{bonus}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} overtakes {player}.</source>
        <translation>{by} обгоняет игрока {player}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{by} overtakes {player}, who is protected and loses nothing.</source>
        <translation>{by} обгоняет игрока {player}, но тот защищён и ничего не теряет.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: nothing scores in this throw, the turn&apos;s points are lost.</source>
        <translation>{player}: в броске нет очков, очки этого хода сгорают.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>{player} reaches {goal} and wins!</source>
        <translation>{player} набирает {goal} и побеждает!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{player}: every scoring choice would pass {goal}, the turn is lost.</source>
        <translation>{player}: с любыми очками счёт превысил бы {goal}, ход потерян.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} passes without writing.</source>
        <translation>{player} пасует без записи.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} scored nothing on the first throw: −{points}.</source>
        <translation>{player}: пустой первый бросок, штраф −{points}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: three turns in a row without a write: −{points}.</source>
        <translation>{player}: три хода подряд без записи, штраф −{points}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}&apos;s time is up: {player} is out.</source>
        <translation>Время вышло: {player} выбывает из игры.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wrote a box.</source>
        <translation>{player}: запись в бланк.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} writes the turn&apos;s points.</source>
        <translation>{player}: очки хода записаны.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: miss — {points} points lost</source>
        <translation>{player}: промах — потеряно очков: {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: miss</source>
        <translation>{player}: промах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: nothing on the first throw — {points}</source>
        <translation>{player}: первый бросок без очков — {points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: three misses in a row — {points}</source>
        <translation>{player}: три промаха подряд — {points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: five of a kind!</source>
        <translation>{player}: пента!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: five of a kind again — +{bonus}!</source>
        <translation>{player}: снова пента — +{bonus}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}: the upper boxes reach {threshold} — bonus +{points}!</source>
        <translation>{player}: верхние клетки набрали {threshold} — бонус +{points}!</translation>
    </message>
</context>
<context>
    <name>Faces</name>
    <message>
        <location filename="../../gui/words/texts.py" line="+27"/>
        <source>one</source>
        <translation>единица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../../gui/keeping/file_messages.py" line="+29"/>
        <source>{name} could not be read ({detail}).</source>
        <extracomment>Problem code: the app data folder cannot be created.</extracomment>
        <translation>Не удалось прочитать {name} ({detail}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is not a file that can hold a saved game (it is a folder, a pipe or a device).</source>
        <translation>{name} — не файл, в котором может быть сохранённая партия (это папка, канал или устройство).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is too large to be a saved game of Kości.</source>
        <translation>Файл {name} слишком велик для сохранённой партии Kości.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is damaged or is not a saved game.</source>
        <translation>Файл {name} повреждён или не является сохранённой партией.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} was saved by a newer version of Kości ({detail}) and cannot be opened by this one.</source>
        <translation>Файл {name} сохранён более новой версией Kości ({detail}), эта версия не может его открыть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a saved game of Kości.</source>
        <translation>Файл {name} — не сохранённая партия Kości.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is damaged: its game breaks the rules in turn {turn} ({detail}).</source>
        <translation>Файл {name} повреждён: партия нарушает правила на ходу {turn} ({detail}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is damaged ({detail}).</source>
        <translation>Файл {name} повреждён ({detail}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was not changed.</source>
        <translation>Файл не изменён.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The folder for saved games cannot be used ({detail}); this session&apos;s games are kept only until the app is closed.</source>
        <translation>Папку сохранённых партий нельзя использовать ({detail}); партии этого сеанса хранятся только до закрытия программы.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The history database was damaged. It was kept aside ({detail}) and a new one started.</source>
        <translation>База истории была повреждена. Она отложена ({detail}), начата новая.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history database was empty (0 bytes): the games it held are lost. It was kept aside ({detail}) and a new one started.</source>
        <translation>База истории оказалась пустой (0 байт): партии, которые в ней были, потеряны. Она отложена ({detail}), начата новая.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The history database is in use by another program. Finished games are kept and will be added to the history later.</source>
        <translation>База истории занята другой программой. Сыгранные партии сохранены и будут добавлены в историю позже.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history database cannot be written (it or its folder is read-only). Its games are shown; finished games are kept and added to it as soon as it can be written.</source>
        <translation>В базу истории нельзя записывать (она или её папка только для чтения). Её партии показаны; сыгранные партии сохраняются и будут добавлены, как только запись станет возможной.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The history database could not be written ({detail}). Finished games are kept and added to it as soon as it can be written.</source>
        <translation>Не удалось записать в базу истории ({detail}). Сыгранные партии сохраняются и будут добавлены, как только запись станет возможной.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The history database was written by a newer version of Kości. Its games are shown as they are, and this version adds none to it: finished games are kept aside for the newer version.</source>
        <translation>База истории записана более новой версией Kości. Её партии показаны как есть, а эта версия ничего в неё не добавляет: сыгранные партии откладываются для новой версии.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The history database cannot be used ({detail}); finished games are not stored in this session.</source>
        <translation>Базу истории нельзя использовать ({detail}); в этом сеансе сыгранные партии не сохраняются.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../gui/play/controller.py" line="+250"/>
        <source>Selected {box}: press Confirm move to write it.</source>
        <extracomment>How often the clocks are checked and redrawn (ms). A game of this kind is about to replace the previous one (its board is made now). A new (or resumed) game replaced the previous one: widgets rebuild. After every change of the game&apos;s state (engine actions, holds, timeouts). After every engine action, with the move (None for a clock timeout). The dice were rolled: the values and which positions were thrown (for the animation). The move shown before it is made (a computer&apos;s, the auto-score&apos;s) or the box selected in confirm-move mode changed. A line for the status bar, in the player&apos;s language. What a screen reader should speak now (text, urgent), chosen by the narrator. Builds the computer players (tests replace it). The table across computers this game is played at (None: at this screen). The move a computer player (or the auto-score) is about to make, shown first. Confirm-move mode: the box the human selected, written by Confirm move. Big moments on show and hand-overs between humans: play waits for them. Plays the computer players&apos; turns and the auto-score. The hints of the position, and each player&apos;s chance to win. The status line (each line rebuilt in the new language after a switch). The table&apos;s sounds (Settings → Sound).</extracomment>
        <translation>Выбрана клетка «{box}»: нажмите «Подтвердить ход», чтобы записать.</translation>
    </message>
</context>
<context>
    <name>GameDescriptions</name>
    <message>
        <location filename="../../gui/games.py" line="+62"/>
        <source>13 turns, joker, bonuses</source>
        <translation>13 ходов, джокер, бонусы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>39 turns, three columns</source>
        <translation>39 ходов, три столбца</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>15 turns, pairs and poker</source>
        <translation>15 ходов, пары и покер</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First to reach 1000 wins</source>
        <translation>Кто первым наберёт 1000</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../gui/keeping/game_files.py" line="+78"/>
        <source>Save game</source>
        <extracomment>The file the game on the table was opened from. Seams: file dialogs (return a path or None).</extracomment>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to {path} ({error}).</source>
        <translation>Не удалось сохранить партию в {path} ({error}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game saved to {path}.</source>
        <translation>Партия сохранена в {path}.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+20"/>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Game opened from {path}.</source>
        <translation>Партия открыта из {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save game as</source>
        <translation>Сохранить партию как</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*.json)</source>
        <translation>Сохранённые партии (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Сохранённые партии (*.json);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>GameSaver</name>
    <message>
        <location filename="../../gui/keeping/saver.py" line="+197"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>This game is not being saved: {error}. It is saved again as soon as the disk can be written.</source>
        <extracomment>While a clock runs, the autosave is refreshed at least this often (seconds). While something could not be saved, it is tried again this often (ms). The history changed (a game stored, an upgrade or a merge done): windows refresh. Whether Save as / Undo are possible may have changed. The newest kept unfinished game (a SavedFile) to go on with from the start page, or None, once the start is over with no game on the table. Problems met before the window could show them (reported by :meth:`start`). Warnings that stay in the window while they hold (the main window places it). What is kept about the game being played besides its record. The file the game on the table was opened from (a kept unfinished game is kept there again when another replaces it: one file per game). A finished game that neither the history nor its pending folder could take: its autosave is its only copy until :meth:`retry_now` stores it. The finished game&apos;s document (the end dialog&apos;s analysis reads it).</extracomment>
        <translation>Эта партия не сохраняется: {error}. Она будет сохранена, как только запись на диск снова станет возможной.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game is being played. Leave it? It is kept with the unfinished games, and Game → Open game… brings it back.</source>
        <translation>Идёт партия. Оставить её? Она сохранится среди незаконченных, и её можно будет вернуть через «Игра → Открыть партию…».</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game you left could not be kept with the unfinished games; its automatic save was left in {path}.</source>
        <translation>Оставленную партию не удалось сохранить среди незаконченных; её автосохранение осталось в {path}.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>This game has gone past {limit} turns, the most a saved game holds: the moves after that are not saved.</source>
        <translation>В этой партии больше {limit} ходов — это предел для сохранённой партии: дальнейшие ходы не сохраняются.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The finished game could not be stored in the history. It is kept in {path} and stored as soon as the disk can be written again.</source>
        <translation>Сыгранную партию не удалось записать в историю. Она сохранена в {path} и попадёт в историю, как только запись на диск снова станет возможной.</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../gui/games.py" line="-10"/>
        <source>Classic</source>
        <extracomment>Every game of the window, in the order it lists them (the registry: a new game&apos;s descriptor goes here).</extracomment>
        <translation>Классика</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Triple</source>
        <translation>Тройная игра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Full</source>
        <translation>Полная игра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thousand</source>
        <translation>Тысяча</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../gui/play/questions.py" line="-77"/>
        <source>Hints are not available: {error}.</source>
        <extracomment>How long the window waits for the advisor the first time before it goes on (seconds). The hints were worked out again (or switched off). Asks the advisor (its ``prepare`` and ``ask`` are seams: tests give their own). Every option of the position, best first (None: no hints now).</extracomment>
        <translation>Подсказки недоступны: {error}.</translation>
    </message>
</context>
<context>
    <name>HistoryUpkeep</name>
    <message>
        <location filename="../../gui/keeping/history_upkeep.py" line="+72"/>
        <source>Bringing the history up to date…</source>
        <extracomment>A piece of work done a slice at a time, reporting its progress. How long one slice of work may hold the event loop (seconds). An upgrade locked by another copy of the app is tried again after this long (ms). The work begun by :meth:`start` is over (upgraded, offered, merged or put off).</extracomment>
        <translation>Обновление истории…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Later</source>
        <translation>Позже</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+90"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The history will be brought up to date at the next start; until then finished games are kept aside.</source>
        <translation>История будет обновлена при следующем запуске; до тех пор сыгранные партии откладываются.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Adding the games of the earlier history…</source>
        <translation>Добавление партий из прежней истории…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>An earlier history was set aside as {path}. %n game(s) can be read from it. Add them to the history? (Games it already holds are not added twice.)</source>
        <translation>
            <numerusform>Прежняя история была отложена как {path}. Из неё можно прочитать %n партию. Добавить её в историю? (Партии, которые в ней уже есть, не добавятся дважды.)</numerusform>
            <numerusform>Прежняя история была отложена как {path}. Из неё можно прочитать %n партии. Добавить их в историю? (Партии, которые в ней уже есть, не добавятся дважды.)</numerusform>
            <numerusform>Прежняя история была отложена как {path}. Из неё можно прочитать %n партий. Добавить их в историю? (Партии, которые в ней уже есть, не добавятся дважды.)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add them</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The games of {path} were added to the history.</source>
        <translation>Партии из {path} добавлены в историю.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../../gui/records/history_window.py" line="+110"/>
        <source>History</source>
        <extracomment>``saveRequested(game_id)``: save the stored game&apos;s record as a file. What luck did in the selected game, and its chances turn by turn. The games of today&apos;s dice, with hard&apos;s score on the same dice.</extracomment>
        <translation>История</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assisted</source>
        <translation>С помощью</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished games</source>
        <translation>Сыгранные партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No finished games yet.</source>
        <translation>Сыгранных партий пока нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analysis…</source>
        <translation>&amp;Анализ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Сохранить как…</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n stored game(s) could not be read and are not listed.</source>
        <translation>
            <numerusform>Не удалось прочитать %n сохранённую партию; её нет в списке.</numerusform>
            <numerusform>Не удалось прочитать %n сохранённые партии; их нет в списке.</numerusform>
            <numerusform>Не удалось прочитать %n сохранённых партий; их нет в списке.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{preset} (changed)</source>
        <translation>{preset} (изменены)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
</context>
<context>
    <name>KosciBoard</name>
    <message>
        <location filename="../../gui/table/kosci_board.py" line="+184"/>
        <source>Dice tray</source>
        <extracomment>Narrowest useful dice panel (logical pixels). No maximum size (Qt&apos;s QWIDGETSIZE_MAX). Why the button is greyed (&quot;&quot; when it is not), in its tooltip. The dice of the last roll, still shown (dimmed) until the next player rolls.</extracomment>
        <translation>Кости на столе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm move</source>
        <translation>Подтвердить ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the selected box (Ctrl+Enter)</source>
        <translation>Записать в выбранную клетку (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a die or press 1-5 to hold it. Click a box or use the arrow keys and Enter to write it.</source>
        <translation>Щёлкните кость или нажмите 1-5, чтобы оставить её. Щёлкните клетку или выберите её стрелками и нажмите Enter, чтобы записать.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>roll all</source>
        <translation>бросайте все</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>release {dice} and roll all</source>
        <translation>отпустите {dice} и бросайте все</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roll again, keeping {dice}</source>
        <translation>бросайте снова, оставив {dice}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hold {dice}</source>
        <translation>оставьте {dice}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>release {dice}</source>
        <translation>отпустите {dice}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: {what}</source>
        <translation>Подсказка: {what}</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+24"/>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>{player} is playing</source>
        <translation>Ходит: {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No rolls left — write a box</source>
        <translation>Бросков нет — запишите клетку</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll all (Space) — {rolls}</source>
        <translation>Бросить все (пробел) — {rolls}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every die is held — release one to roll</source>
        <translation>Все кубики оставлены — освободите один, чтобы бросить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{roll} (Space) — {rolls}</source>
        <translation>{roll} (пробел) — {rolls}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{player} — turn {turn} of {turns}</source>
        <translation>{player} — ход {turn} из {turns}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>(expected final score {value:.1f})</source>
        <translation>(ожидаемый итог {value:.1f})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: write {box}</source>
        <translation>Подсказка: запишите в графу «{box}»</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../gui/words/texts.py" line="-27"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../gui/window/lobby.py" line="+93"/>
        <source>Table across computers</source>
        <extracomment>Phrases shown in the lobby (the last ones). How long leaving waits for the table to answer the stand-up (ms). The player left the table (Leave, or the lobby closed while the table waits).</extracomment>
        <translation>Сетевой стол</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start the game</source>
        <translation>&amp;Начать игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Уйти из-за стола</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening the table at {address}…</source>
        <translation>Открываем стол по адресу {address}…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{game} · friends join from the room (Game → Tables across computers) at address {address}, table code {code}</source>
        <translation>{game} · друзья присоединяются из зала (Игра → Сетевые столы): адрес {address}, код стола {code}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start is possible once every seat is taken.</source>
        <translation>Начать можно, когда все места заняты.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host starts the game once every seat is taken.</source>
        <translation>Хозяин начнёт игру, когда все места будут заняты.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{n}. a free seat</source>
        <translation>{n}. свободное место</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n}. {name} (computer: {level})</source>
        <translation>{n}. {name} (компьютер: {level})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>host</source>
        <translation>хозяин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connection lost</source>
        <translation>соединение потеряно</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}: {phrase}</source>
        <translation>{name}: {phrase}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The table said no: {reason}.</source>
        <translation>Стол отказал: {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table cannot be reached: {reason}.</source>
        <translation>Стол недоступен: {reason}.</translation>
    </message>
</context>
<context>
    <name>LuckPanel</name>
    <message>
        <location filename="../../gui/records/luck_view.py" line="+271"/>
        <source>Working out what luck did…</source>
        <extracomment>The report is worked out and shown (its figures and chart now take their room). Is the line saying what the figures mean shown under them (the end dialog; in History it is the table&apos;s tooltip only: the window is kept small)? Each player&apos;s two figures, a table a screen reader reads by its headers. What the two figures mean, under them.</extracomment>
        <translation>Считаю, что сделала удача…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>What luck did could not be worked out: {error}</source>
        <translation>Не удалось посчитать, что сделала удача: {error}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>What luck did</source>
        <translation>Что сделала удача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions</source>
        <translation>Решения</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Decisions: what each player&apos;s choices cost against the best play (0: every choice was the best). Dice: how much more (+) or less (−) the dice gave than they give on average.</source>
        <translation>Решения: чего стоили выборы игрока по сравнению с лучшей игрой (0: каждый выбор был лучшим). Кости: насколько больше (+) или меньше (−) дали кости, чем в среднем.</translation>
    </message>
</context>
<context>
    <name>LuckWords</name>
    <message>
        <location line="-148"/>
        <source>{points} points</source>
        <extracomment>Time given to the report per tick of the event loop (ms). How often to look again whether the model is ready (ms). Below these a player played perfectly, and the dice were even-handed (per unit). Everything is known (or the work failed: ``error``).</extracomment>
        <translation>{points} очк.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{turns} turns</source>
        <translation>{turns} хода</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player} played perfectly</source>
        <translation>{player}: игра без ошибок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} played within {amount} of perfect</source>
        <translation>{player}: {amount} до идеальной игры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}&apos;s decisions cost {amount}</source>
        <translation>{player}: решения стоили {amount}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the dice were even-handed</source>
        <translation>кости были ко всем одинаковы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the dice were {amount} kinder to {player}</source>
        <translation>кости были на {amount} благосклоннее к игроку {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the dice were kindest to {best} and hardest on {worst}, {amount} apart</source>
        <translation>кости больше всего благоволили игроку {best}, меньше всего — игроку {worst}: разница {amount}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/window/main_window.py" line="+95"/>
        <source>The settings file could not be read; it was kept as {path} and the defaults are used.</source>
        <extracomment>After the window is exposed, the rest of the app is built this much later (ms): its first frame reaches the screen before the engine, storage and SQLite are loaded. The window was shown for the first time (the start-up probe listens). False while a scripted run (self-test, demo) wants no end dialog.</extracomment>
        <translation>Не удалось прочитать файл настроек; он сохранён как {path}, используются настройки по умолчанию.</translation>
    </message>
    <message>
        <location line="+233"/>
        <source>The quick starts play against a computer of strength {level}.</source>
        <translation>Быстрые игры: компьютер уровня «{level}».</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Hints on: the best move is marked, and every option&apos;s value is in its tooltip (H turns them off).</source>
        <translation>Подсказки включены: лучший ход отмечен, ценность каждого варианта — во всплывающей подсказке (H выключает).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints off (H turns them on).</source>
        <translation>Подсказки выключены (H включает).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chances to win hidden (C shows them).</source>
        <translation>Шансы на победу скрыты (C показывает их).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win are not shown while the scorecards are hidden: they would tell what the cards hide.</source>
        <translation>При скрытых картах шансы на победу не показываются: они выдали бы то, что скрывают карты.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chances to win shown: each player&apos;s chance, worked out after every move (C hides them).</source>
        <translation>Шансы на победу показаны: шанс каждого игрока, после каждого хода (C скрывает их).</translation>
    </message>
    <message>
        <location filename="../../gui/start/scripted.py" line="+181"/>
        <source>Computer {n}</source>
        <extracomment>The self-test gives up (and fails) after this long.</extracomment>
        <translation>Компьютер {n}</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../gui/words/messages.py" line="+4"/>
        <source>No open box scores: you have to sacrifice one.</source>
        <translation>Ни одна открытая клетка не приносит очков: придётся пожертвовать одной.</translation>
    </message>
</context>
<context>
    <name>MomentWatcher</name>
    <message>
        <location filename="../../gui/table/moments.py" line="+285"/>
        <source>Final score: {points}</source>
        <extracomment>The moments celebrated over the table (a miss, a penalty or a pit is told in the turn&apos;s line only: calm, not a banner). How long each moment stays (ms). Confetti pieces per moment (none for the quieter ones).</extracomment>
        <translation>Итог: {points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} wins!</source>
        <translation>Побеждает {player}!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A shared win: {players}</source>
        <translation>Общая победа: {players}</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../../gui/play/narrator.py" line="+185"/>
        <source>Die {n} ({face}) chosen to set aside.</source>
        <extracomment>A clock&apos;s last seconds are announced once, at this many left. The big moments of a computer&apos;s turn, told with the turn when it ends. The player whose clock&apos;s last seconds were announced in this turn.</extracomment>
        <translation>Кубик {n} ({face}) выбран, чтобы отложить.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n} ({face}) left in the throw.</source>
        <translation>Кубик {n} ({face}) остаётся в броске.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Die {n} ({face}) held.</source>
        <translation>Кубик {n} ({face}) оставлен.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die {n} ({face}) released.</source>
        <translation>Кубик {n} ({face}) освобождён.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gui/window/new_game_dialog.py" line="+253"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game and players</source>
        <translation>Игра и игроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Players:</source>
        <translation>&amp;Число игроков:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays (in turn order)</source>
        <translation>Кто играет (по очереди ходов)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>min</source>
        <translation>мин</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open this table to &amp;other computers: the other people sit down from their own</source>
        <translation>Открыть этот стол для &amp;других компьютеров: остальные садятся со своих</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>P&amp;reset:</source>
        <translation>&amp;Набор правил:</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>Name of player {n}</source>
        <extracomment>The strength chosen last (kept while the seat is a human&apos;s).</extracomment>
        <translation>Имя игрока {n}</translation>
    </message>
</context>
<context>
    <name>OpenDialog</name>
    <message>
        <location filename="../../gui/keeping/open_dialog.py" line="+83"/>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved</source>
        <translation>Сохранено</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games</source>
        <translation>Сохранённые партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No saved games yet: Other file… opens any saved game.</source>
        <translation>Сохранённых партий пока нет: «Другой файл…» открывает любую сохранённую партию.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other &amp;file…</source>
        <translation>Другой &amp;файл…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot be read</source>
        <translation>не читается</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{game} (kept unfinished)</source>
        <translation>{game} (незаконченная, сохранена)</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+13"/>
        <source>Delete saved game</source>
        <translation>Удалить сохранённую партию</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Delete the saved game {name}? It cannot be brought back.</source>
        <translation>Удалить сохранённую партию {name}? Вернуть её будет нельзя.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{name} could not be deleted ({error}).</source>
        <translation>Не удалось удалить {name} ({error}).</translation>
    </message>
</context>
<context>
    <name>OptionHelp</name>
    <message>
        <location filename="../../gui/words/texts.py" line="-75"/>
        <source>Forced: the face&apos;s upper box must be taken while it is open. Optional: a joker only once that box is filled, then a lower box. Free: a joker may go into any open box.</source>
        <translation>Обязательный: пока верхняя клетка этого значения свободна, выбрать нужно её. По выбору: джокер только когда эта клетка заполнена, и тогда в нижнюю часть. Свободный: джокер можно записать в любую свободную клетку.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>A further five of a kind can be a joker once the Five of a kind box is filled (with {points} or 0), or only when it holds {points}.</source>
        <translation>Новая Пента может быть джокером, когда клетка Пента заполнена ({points} или 0), или только когда в ней {points}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In the full game the upper boxes are filled but not counted, left out, or counted with the {bonus} bonus.</source>
        <translation>В полной игре верхние клетки заполняются, но не считаются, отсутствуют или считаются с бонусом {bonus}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A lower box (not Chance) scores ×{first} when written after the first roll, ×{later} after a later roll of all five dice.</source>
        <translation>Нижняя клетка (кроме Шанса) считается ×{first} после первого броска и ×{later} после следующего броска всеми пятью костями.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player&apos;s first write must bring at least this many points.</source>
        <translation>Первая запись игрока должна принести не меньше стольких очков.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writing needs at least three scoring dice set aside.</source>
        <translation>Чтобы записать очки, нужно отложить не меньше трёх костей с очками.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost when the first throw of a turn scores nothing (0 = off).</source>
        <translation>Штраф, когда первый бросок хода не приносит очков (0 — нет).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points gained for each player overtaken by a write (0 = off).</source>
        <translation>Очки за каждого игрока, обогнанного записью (0 — нет).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points an overtaken player loses (0 = off).</source>
        <translation>Очки, которые теряет обогнанный игрок (0 — нет).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player whose score is inside a pit may write only a turn that takes them out of it.</source>
        <translation>Игрок, чей счёт в яме, может записать только такой ход, который выводит его из ямы.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player inside a pit loses nothing when overtaken.</source>
        <translation>Игрок в яме ничего не теряет, когда его обгоняют.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From {relief} on a player may write with fewer than {dice} dice and takes no part in overtaking.</source>
        <translation>С {relief} очков игрок может записывать меньше чем с {dice} костями и не участвует в обгонах.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reach exactly {goal}, or {goal} or more, to win.</source>
        <translation>Для победы нужно ровно {goal} или {goal} и больше.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost after three turns in a row without a write (0 = off).</source>
        <translation>Штраф за три хода подряд без записи (0 — нет).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A click on a box only selects it; the Confirm button writes it.</source>
        <translation>Щелчок по клетке только выбирает её; записывает кнопка «Подтвердить ход».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After the last roll, write the computer&apos;s choice if nothing is chosen in time; any key, click or Undo stops it.</source>
        <translation>После последнего броска записать выбор компьютера, если ничего не выбрано вовремя; любая клавиша, щелчок или отмена её останавливают.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player&apos;s time for the whole game; a player whose clock runs out is out.</source>
        <translation>Время каждого игрока на всю партию; у кого время вышло, тот выбывает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All scorecards visible during the game; otherwise only your own until the end.</source>
        <translation>Бланки всех игроков видны во время игры; иначе только свой до конца партии.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player gets the same dice in the same turn, as in duplicate bridge: compare your choices with the others&apos; on equal luck.</source>
        <translation>Каждый игрок получает одинаковые кости в одном и том же ходу, как в спортивном бридже: сравните свои решения с чужими при равной удаче.</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location line="-75"/>
        <source>Joker when</source>
        <translation>Джокер, когда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joker placement</source>
        <translation>Запись джокера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upper boxes</source>
        <translation>Верхние клетки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combination bonus</source>
        <translation>Бонус за комбинацию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening</source>
        <translation>Вход в игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three dice to write</source>
        <translation>Три кости для записи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zero throw penalty</source>
        <translation>Штраф за пустой бросок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overtaking bonus</source>
        <translation>Бонус за обгон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overtaken penalty</source>
        <translation>Штраф обогнанному</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pits</source>
        <translation>Ямы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pit protection</source>
        <translation>Защита в яме</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relief at {relief}</source>
        <translation>Льгота с {relief}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To win</source>
        <translation>Победа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three misses penalty</source>
        <translation>Штраф за три промаха</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirm moves</source>
        <translation>Подтверждать ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto-write after</source>
        <translation>Автозапись через</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game clock</source>
        <translation>Часы партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open scorecards</source>
        <translation>Открытые бланки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate dice</source>
        <translation>Одинаковые кости</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <location line="+334"/>
        <source>Good luck!</source>
        <translation>Удачи!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nice roll!</source>
        <translation>Хороший бросок!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well played</source>
        <translation>Хорошо сыграно</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location line="-249"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Player</source>
        <extracomment>The names a seat gets when the player gives none, by kind of seat: alone (&quot;Player&quot;, as the quick starts name it) and numbered by seat (&quot;Computer 2&quot;, as the new-game dialog does).</extracomment>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer {n}</source>
        <translation>Компьютер {n}</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location line="+167"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунды</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n roll(s) left</source>
        <translation>
            <numerusform>остался %n бросок</numerusform>
            <numerusform>осталось %n броска</numerusform>
            <numerusform>осталось %n бросков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Бросить %n кубик</numerusform>
            <numerusform>Бросить %n кубика</numerusform>
            <numerusform>Бросить %n кубиков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionView</name>
    <message>
        <location filename="../../gui/records/analysis_window.py" line="-266"/>
        <source>Dice: {dice}</source>
        <extracomment>Time given to the analysis per timer tick (ms): the rest goes to the event loop.</extracomment>
        <translation>Кости: {dice}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>held</source>
        <translation>оставлена</translation>
    </message>
</context>
<context>
    <name>PresetDescriptions</name>
    <message>
        <location filename="../../gui/words/texts.py" line="-327"/>
        <source>As in the Polish online room: a further five of a kind is a joker once the Five of a kind box and the face&apos;s upper box are filled.</source>
        <translation>Как в польском онлайн-зале: новая Пента — джокер, когда клетка Пента и верхняя клетка этого значения уже заполнены.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Official rules: a joker must go into the face&apos;s upper box while it is open.</source>
        <translation>Официальные правила: пока верхняя клетка этого значения свободна, джокер записывается в неё.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As in the Penta app: forced joker, and only when the Five of a kind box holds {points}.</source>
        <translation>Как в приложении «Пента»: обязательный джокер, и только когда в клетке Пента {points} очков.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The blog&apos;s rules: opening {opening}, −{zero_roll_penalty} for a zero first throw, +{overtake_bonus}/−{overtake_penalty} for overtaking, pits {pits}, relief at {relief}, exactly {goal} to win.</source>
        <translation>Правила из блога: вход от {opening}, −{zero_roll_penalty} за пустой первый бросок, +{overtake_bonus}/−{overtake_penalty} за обгон, ямы {pits}, льгота с {relief}, побеждает ровно {goal}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A reader&apos;s variant: opening {opening}, no zero-throw penalty, −{overtake_penalty} for the overtaken player, players in a pit protected, no relief at {relief}.</source>
        <translation>Вариант читателя: вход от {opening}, без штрафа за пустой бросок, обогнанный теряет {overtake_penalty}, игроки в яме защищены, без льготы с {relief}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Family game: opening {opening}, no penalties and no overtaking points.</source>
        <translation>Семейная игра: вход от {opening}, без штрафов и без очков за обгон.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location line="-29"/>
        <source>Polish</source>
        <translation>Польские</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Official</source>
        <translation>Официальные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penta</source>
        <translation>Пента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blog</source>
        <translation>Из блога</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club</source>
        <translation>Клубные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Family</source>
        <translation>Семейные</translation>
    </message>
</context>
<context>
    <name>RecordWindows</name>
    <message>
        <location filename="../../gui/records/record_windows.py" line="+116"/>
        <source>&amp;Analysis…</source>
        <extracomment>The advisor the analysis uses (None: the real one; tests give their own).</extracomment>
        <translation>&amp;Анализ…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play again at this table</source>
        <translation>&amp;Сыграть ещё раз за этим столом</translation>
    </message>
</context>
<context>
    <name>RoomDialog</name>
    <message>
        <location filename="../../gui/window/room_dialog.py" line="+107"/>
        <source>Tables across computers</source>
        <extracomment>The columns of a table&apos;s row, after the hidden address and code. The tables of each server asked, by its address (and the server&apos;s name).</extracomment>
        <translation>Сетевые столы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join by address:</source>
        <translation>&amp;Подключиться по адресу:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>table code</source>
        <translation>код стола</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;how its tables</source>
        <translation>По&amp;казать его столы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look on this network again</source>
        <translation>&amp;Искать в этой сети снова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sit down</source>
        <translation>&amp;Сесть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>&amp;Смотреть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host</source>
        <translation>Хозяин</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards</source>
        <translation>Карточки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Looking for tables on this network…</source>
        <translation>Ищем столы в этой сети…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No table found on this network. Ask the host for their address and the table&apos;s code, and join by address.</source>
        <translation>В этой сети столов не найдено. Спросите у хозяина адрес и код стола и подключитесь по адресу.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>An address is host:port (like 192.168.1.20:8765) or a ws:// or wss:// URL.</source>
        <translation>Адрес — это host:port (например, 192.168.1.20:8765) или URL ws:// либо wss://.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Tables found: {count}.</source>
        <translation>Найдено столов: {count}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{address} cannot be reached: {reason}.</source>
        <translation>{address} недоступен: {reason}.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{taken} of {seats} taken</source>
        <translation>занято {taken} из {seats}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open</source>
        <translation>свободна</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>playing</source>
        <translation>идёт игра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>waiting</source>
        <translation>ждёт</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose a table in the list, or type its server&apos;s address and the table&apos;s code.</source>
        <translation>Выберите стол в списке или введите адрес его сервера и код стола.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Give a name to sit down under (at most {most} letters).</source>
        <translation>Укажите имя, под которым сядете (не больше {most} букв).</translation>
    </message>
</context>
<context>
    <name>RowHelp</name>
    <message>
        <location filename="../../gui/words/boxes.py" line="+77"/>
        <source>Ones to Sixes added up.</source>
        <extracomment>What each summary row means (context &quot;RowHelp&quot;); placeholders {bonus}, {threshold}, {box}, {points}.</extracomment>
        <translation>Сумма клеток от единиц до шестёрок.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lower boxes added up.</source>
        <translation>Сумма нижних клеток.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>{bonus} when the upper boxes reach {threshold}.</source>
        <translation>{bonus} очков, если верхняя часть набирает {threshold}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{bonus} for each further five of a kind while the {box} box holds {points}.</source>
        <translation>{bonus} за каждую новую пенту, если в клетке «{box}» {points} очков.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The column&apos;s points times its weight.</source>
        <translation>Очки столбца, умноженные на его множитель.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything added up.</source>
        <translation>Сумма всего.</translation>
    </message>
</context>
<context>
    <name>Rows</name>
    <message>
        <location line="-18"/>
        <source>Upper sum</source>
        <extracomment>Summary rows of the scorecard (context &quot;Rows&quot;); placeholders {threshold}.</extracomment>
        <translation>Верх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus ({threshold}+)</source>
        <translation>Бонус ({threshold}+)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower sum</source>
        <translation>Низ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five-of-a-kind bonus</source>
        <translation>Премия за пенту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column total</source>
        <translation>Итог столбца</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../gui/window/rules_dialog.py" line="-37"/>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../gui/records/stats_window.py" line="+66"/>
        <source>Score distribution</source>
        <translation>Распределение очков</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{low} to {high}: {n}</source>
        <translation>от {low} до {high}: {n}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No games yet</source>
        <translation>Партий пока нет</translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <location filename="../../gui/pads/scorecard_model.py" line="+254"/>
        <source>computer, {level}</source>
        <extracomment>Custom roles: the (box, column) a writable cell stands for; is the text a preview; how the cell is drawn (a :class:`Look`); what a click may do (an :class:`Access`).</extracomment>
        <translation>компьютер, {level}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>human</source>
        <translation>человек</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>out of time</source>
        <translation>время вышло</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(hidden)</source>
        <translation>(скрыт)</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <location filename="../../gui/pads/scorecard_view.py" line="+170"/>
        <location line="+208"/>
        <source>Scorecard</source>
        <extracomment>The fewest rows and the narrowest the card asks room for (it scrolls for the rest). The player asks to write (or select) this box of this card column. The cells&apos; picture, kept between frames (a repaint copies it). The pad&apos;s text size, of the user&apos;s font: grows with the room (up to MAX_SCALE).</extracomment>
        <translation>Бланк</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gui/window/settings_dialog.py" line="+85"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Dice animation:</source>
        <translation>&amp;Анимация костей:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;speed:</source>
        <translation>&amp;Скорость компьютера:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Reduce motion:</source>
        <translation>&amp;Меньше движения:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hints:</source>
        <translation>&amp;Подсказки:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ound:</source>
        <translation>&amp;Звук:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dice that rattle and settle, a soft mark when a box is written, a chime at the end.</source>
        <translation>Стук брошенных костей, тихий звук записи в клетку, колокольчик в конце игры.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highlight the best box and the best dice to hold, with the expected final score in the tooltips.</source>
        <translation>Выделять лучшую клетку и лучшие кости, которые стоит оставить; ожидаемый итог — во всплывающих подсказках.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice change face where they lie instead of tumbling; no confetti.</source>
        <translation>Кости меняют грань на месте, не кувыркаясь; без конфетти.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language or theme applies at once.</source>
        <translation>Новый язык или тема применяются сразу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Like the desktop</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off</source>
        <translation>Выключена</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../gui/window/shortcuts_dialog.py" line="+33"/>
        <location line="+17"/>
        <source>Keyboard shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Move between the scorecard&apos;s boxes</source>
        <translation>Переход между клетками бланка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Arrow keys</source>
        <translation>Стрелки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the box under the cursor</source>
        <translation>Записать клетку под курсором</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hold or release the focused die</source>
        <translation>Оставить или освободить выбранный кубик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move between dice and buttons</source>
        <translation>Переход между кубиками и кнопками</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the next player&apos;s card (hidden cards)</source>
        <translation>Открыть бланк следующего игрока (скрытые бланки)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip a moment on the table, stop an automatic write</source>
        <translation>Пропустить паузу на столе, остановить автоматическую запись</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any key or click</source>
        <translation>любая клавиша или щелчок</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <location filename="../../gui/play/spoken.py" line="+25"/>
        <source>no rolls left</source>
        <translation>бросков не осталось</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolled {dice}: {rolls}.</source>
        <translation>Бросок: {dice}; {rolls}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{rank}. {player}, {total}</source>
        <translation>{rank}. {player}, {total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over. {places}.</source>
        <translation>Игра окончена. {places}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: {seconds} seconds left on the clock.</source>
        <translation>{player}: на часах осталось секунд: {seconds}.</translation>
    </message>
</context>
<context>
    <name>StartUp</name>
    <message>
        <location filename="../../gui/keeping/start_up.py" line="+94"/>
        <source>Unfinished games</source>
        <translation>Незаконченные партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished games of other windows were kept in {folder}; Game → Open game… lists them.</source>
        <translation>Незаконченные партии других окон сохранены в {folder}; их список — в меню «Игра → Открыть партию…».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved game from a newer version</source>
        <translation>Партия из более новой версии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} was saved by a newer version of Kości. It was left as it is; open it with that version.</source>
        <translation>Файл {name} сохранён более новой версией Kości. Он оставлен как есть; откройте его в той версии.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The unfinished game was kept with the other unfinished games (Game → Open game…).</source>
        <translation>Незаконченная партия сохранена вместе с другими незаконченными (Игра → Открыть партию…).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{player}&apos;s turn {turn} of {turns}</source>
        <translation>ход {turn} из {turns}, ходит {player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player}&apos;s turn in round {turn}</source>
        <translation>круг {turn}, ходит {player}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A game of {game} ({players}) was not finished; it stopped at {where}. Go on with it where it stood?</source>
        <translation>Партия «{game}» ({players}) не закончена; она остановилась: {where}. Продолжить с того места, где она остановилась?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The folder for saved games cannot be written ({error}): you can look at the game and play on, but nothing is saved until the folder can be written again.</source>
        <translation>В папку сохранённых партий нельзя записывать ({error}): партию можно посмотреть и продолжить, но ничего не сохранится, пока запись в папку снова не станет возможной.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resume game?</source>
        <translation>Продолжить партию?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Saved game damaged</source>
        <translation>Сохранённая партия повреждена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automatically saved game could not be read, so it cannot be resumed. It was kept as {path}. You can start a new game.</source>
        <translation>Автосохранённую партию не удалось прочитать, поэтому продолжить её нельзя. Она сохранена как {path}. Можно начать новую игру.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../../gui/records/stats_window.py" line="+107"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average</source>
        <translation>В среднем</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five of a kind</source>
        <translation>Пенты</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Upper bonus</source>
        <translation>Бонус верха</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics per player</source>
        <translation>Статистика игроков</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>High scores</source>
        <translation>Рекорды</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>None yet: games with hints or undo are not listed.</source>
        <translation>Пока нет: игры с подсказками или отменой ходов не учитываются.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Games where hints or undo were used are not listed.</source>
        <translation>Партии с подсказками или отменой ходов здесь не учитываются.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Player shown in the chart</source>
        <translation>Игрок на диаграмме</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Player:</source>
        <translation>И&amp;грок:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score distribution</source>
        <translation>Распределение очков</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>All players</source>
        <translation>Все игроки</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../gui/words/texts.py" line="+368"/>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · chance to win {percent}</source>
        <translation> · шанс на победу {percent}</translation>
    </message>
</context>
<context>
    <name>ThousandBoard</name>
    <message>
        <location filename="../../gui/table/thousand_board.py" line="+153"/>
        <source>Throw</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set aside this turn</source>
        <translation>Отложено за ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll (Space)</source>
        <translation>Бросить (пробел)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write (W)</source>
        <translation>Записать (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass (P)</source>
        <translation>Пас (P)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Hint: set aside {dice}</source>
        <translation>Подсказка: отложите {dice}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hint: throw</source>
        <translation>Подсказка: бросайте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: {what}</source>
        <translation>Подсказка: {what}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: pass</source>
        <translation>Подсказка: пас</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>throw again — %n dice score {chance} % of the time; {points} points at risk</source>
        <translation>
            <numerusform>бросайте снова — %n кость приносит очки в {chance} % бросков; под риском {points} очк.</numerusform>
            <numerusform>бросайте снова — %n кости приносят очки в {chance} % бросков; под риском {points} очк.</numerusform>
            <numerusform>бросайте снова — %n костей приносят очки в {chance} % бросков; под риском {points} очк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>write {points} now — %n dice would score only {chance} % of the time</source>
        <translation>
            <numerusform>запишите {points} сейчас — %n кость принесла бы очки лишь в {chance} % бросков</numerusform>
            <numerusform>запишите {points} сейчас — %n кости принесли бы очки лишь в {chance} % бросков</numerusform>
            <numerusform>запишите {points} сейчас — %n костей принесли бы очки лишь в {chance} % бросков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player}: {score}</source>
        <translation>{player}: {score}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>aside</source>
        <translation>отложена</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Throw: %n dice — click the scoring dice to set them aside (keys 1-5)</source>
        <translation>
            <numerusform>Бросок: %n кость — отложите кости с очками (клавиши 1-5)</numerusform>
            <numerusform>Бросок: %n кости — отложите кости с очками (клавиши 1-5)</numerusform>
            <numerusform>Бросок: %n костей — отложите кости с очками (клавиши 1-5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Throw: %n dice</source>
        <translation>
            <numerusform>Бросок: %n кубик</numerusform>
            <numerusform>Бросок: %n кубика</numerusform>
            <numerusform>Бросок: %n кубиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n dice in hand: throw (Space), write (W) or pass (P)</source>
        <translation>
            <numerusform>%n кубик в руке: бросить (пробел), записать (W) или пас (P)</numerusform>
            <numerusform>%n кубика в руке: бросить (пробел), записать (W) или пас (P)</numerusform>
            <numerusform>%n кубиков в руке: бросить (пробел), записать (W) или пас (P)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn points: {points}</source>
        <translation>Очки за ход: {points}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(selected: +{points} — all five score: the next throw uses all five dice)</source>
        <translation>(выбрано: +{points} — очки дают все пять: следующий бросок всеми пятью кубиками)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(selected: +{points})</source>
        <translation>(выбрано: +{points})</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>(selected dice do not all score)</source>
        <translation>(не все выбранные кости приносят очки)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>— all five score: the next throw uses all five dice</source>
        <translation>— очки дают все пять: следующий бросок всеми пятью кубиками</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hint: expected value {value:.1f}</source>
        <translation>Подсказка: ожидаемое значение {value:.1f}</translation>
    </message>
</context>
<context>
    <name>ThousandSheetModel</name>
    <message>
        <location filename="../../gui/pads/thousand_sheet.py" line="+162"/>
        <source>Written: +{points}</source>
        <extracomment>The score a line of the sheet leaves the player with (an int; None for an empty cell). Lines that are not the player&apos;s own writes or misses. One row per round instead of each player&apos;s lines one after another.</extracomment>
        <translation>Записано: +{points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A miss</source>
        <translation>Промах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing on the first throw: {points}</source>
        <translation>Пустой первый бросок: {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overtaken by {player}: {points}</source>
        <translation>Тебя обгоняет {player}: {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overtaking {player}: +{points}</source>
        <translation>Премия за обгон ({player}): +{points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three misses in a row: {points}</source>
        <translation>Три промаха подряд: {points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of time</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Round {number}</source>
        <translation>Круг {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line {number}</source>
        <translation>Строка {number}</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+23"/>
        <source>not opened</source>
        <translation>ещё не в игре</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+12"/>
        <source>out of time</source>
        <translation>время вышло</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+20"/>
        <source>pit {low}–{high}</source>
        <translation>яма {low}–{high}</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>(hidden)</source>
        <translation>(скрыто)</translation>
    </message>
</context>
<context>
    <name>ThousandSheetView</name>
    <message>
        <location line="+26"/>
        <location line="+64"/>
        <source>Score sheet</source>
        <translation>Лист счёта</translation>
    </message>
</context>
<context>
    <name>TurnFlowBox</name>
    <message>
        <location filename="../../gui/window/turn_flow.py" line="+32"/>
        <source>Turn flow (for every game)</source>
        <translation>Ход игры (для всех партий)</translation>
    </message>
</context>
<context>
    <name>Undoing</name>
    <message>
        <location filename="../../gui/keeping/undoing.py" line="+72"/>
        <source>Undo your last box and {players}&apos;s turn after it (possible until your next roll)</source>
        <translation>Отменить свою последнюю запись и следующий за ней ход ({players}) (можно до вашего следующего броска)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo the last box written</source>
        <translation>Отменить последнюю запись</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At a table across computers a move cannot be taken back: the table has played it for everybody.</source>
        <translation>За сетевым столом ход нельзя отменить: стол уже сыграл его для всех.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over: its boxes can no longer be undone.</source>
        <translation>Партия окончена: её записи больше нельзя отменить.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo is possible until your next roll: {player} has rolled since the last box.</source>
        <translation>Отменить можно до следующего броска: после последней записи {player} уже бросал(а).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last box is {player}&apos;s: each player undoes only their own box.</source>
        <translation>Последняя запись — игрока {player}: каждый отменяет только свои записи.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has rolled since the last box: a box can be undone only until the next player rolls.</source>
        <translation>{player} бросал(а) после последней записи: запись можно отменить только до броска следующего игрока.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no box to undo: undo takes back your last box until your next roll.</source>
        <translation>Нечего отменять: отменяется ваша последняя запись, до вашего следующего броска.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Undo {player}&apos;s last box</source>
        <translation>&amp;Отменить последнюю запись: {player}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your last box and {players}&apos;s turn after it were undone; your dice are as they were rolled, and {players} will be dealt the same dice again.</source>
        <translation>Ваша последняя запись и следующий ход ({players}) отменены; ваши кости такие, какими были брошены, а {players} снова получит те же кости.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last box was undone; the dice are as they were rolled.</source>
        <translation>Последняя запись отменена; кости такие, какими были брошены.</translation>
    </message>
</context>
<context>
    <name>WarningBar</name>
    <message>
        <location filename="../../gui/keeping/warning_bar.py" line="+115"/>
        <source>No warning</source>
        <extracomment>Lines the status line always has, and the most it grows to.</extracomment>
        <translation>Предупреждений нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../gui/window/welcome_page.py" line="+358"/>
        <source>Kości</source>
        <extracomment>Widest the column of game buttons grows (logical pixels). ``quickStart(game, level)``: play ``game`` against a computer of that strength. The strength for the quick starts was chosen. Go on with the newest game kept unfinished (its card is shown when there is one). The newest game kept unfinished, to go on with (hidden when there is none). How much larger than at 1024×700 the page is drawn.</extracomment>
        <translation>Kości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a game to play against the computer, or set up a game of your own.</source>
        <translation>Выберите игру против компьютера или настройте свою партию.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer&apos;s strength:</source>
        <translation>Сила компьютера:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Continue {game}</source>
        <translation>Продолжить: {game}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{players} · turn {turn}</source>
        <translation>{players} · ход {turn}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{game} against the computer</source>
        <translation>{game} против компьютера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} · computer: {level}</source>
        <translation>{rules} · компьютер: {level}</translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <location filename="../../gui/words/why_texts.py" line="+42"/>
        <source>{box} {percent} (on average {points})</source>
        <translation>«{box}» {percent} (в среднем {points})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This turn ends in: {ends}.</source>
        <translation>Этот ход закончится записью: {ends}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{box}: {points} now, {later} more expected later.</source>
        <translation>«{box}»: {points} сейчас, потом ожидается ещё {later}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing {points} in {box} instead of {other_points} in {other} keeps {gain} more for later: {net} more in all.</source>
        <translation>Запись {points} в графу «{box}» вместо {other_points} в графу «{other}» оставляет на потом на {gain} больше: всего на {net} больше.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{percent} to win: your expected final score {mine}.</source>
        <translation>{percent} на победу: ваш ожидаемый итог {mine}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{percent} to win: your expected final score {mine}, the best opponent&apos;s {theirs}.</source>
        <translation>{percent} на победу: ваш ожидаемый итог {mine}, лучшего соперника {theirs}.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A throw of %n die(s) scores {percent} of the time; {points} points at risk.</source>
        <translation>
            <numerusform>Бросить %n кубик: очки будут в {percent} случаев; на кону {points} очк.</numerusform>
            <numerusform>Бросить %n кубика: очки будут в {percent} случаев; на кону {points} очк.</numerusform>
            <numerusform>Бросить %n кубиков: очки будут в {percent} случаев; на кону {points} очк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>A throw of %n die(s) scores {percent} of the time.</source>
        <translation>
            <numerusform>Бросить %n кубик: очки будут в {percent} случаев.</numerusform>
            <numerusform>Бросить %n кубика: очки будут в {percent} случаев.</numerusform>
            <numerusform>Бросить %n кубиков: очки будут в {percent} случаев.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Writing {points} makes the score {total}.</source>
        <translation>Запись {points} даёт счёт {total}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{total} is in the pit {low}–{high}: the next write must reach {high}.</source>
        <translation>{total} — в яме {low}–{high}: следующая запись должна довести счёт до {high}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After this turn you need {mine} more turns to 1000 on average, the fastest opponent {theirs}.</source>
        <translation>После этого хода вам нужно в среднем ещё {mine} хода до 1000, самому быстрому сопернику {theirs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{percent} to win: after this turn you need {mine} more turns to 1000 on average, the fastest opponent {theirs}.</source>
        <translation>{percent} на победу: после этого хода вам нужно в среднем ещё {mine} хода до 1000, самому быстрому сопернику {theirs}.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../../gui/window/actions.py" line="+142"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hold die</source>
        <translation>&amp;Оставить кость</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Open game…</source>
        <translation>&amp;Открыть партию…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save game &amp;as…</source>
        <translation>Сохранить партию &amp;как…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Roll</source>
        <translation>&amp;Бросить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Confirm move</source>
        <translation>&amp;Подтвердить ход</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Write (Thousand)</source>
        <translation>&amp;Записать (Тысяча)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass (Thousand)</source>
        <translation>П&amp;ас (Тысяча)</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>&amp;Undo last box</source>
        <translation>&amp;Отменить последнюю запись</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Undo last write</source>
        <extracomment>Keys for the standard actions on platforms that define none (Qt&apos;s list is empty there). A window lower than this (logical pixels: 200 % on a 1280×800 screen leaves 400) has the toolbar&apos;s small icons.</extracomment>
        <translation>&amp;Отменить последнюю запись очков</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Tables across computers…</source>
        <translation>&amp;Сетевые столы…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To&amp;day&apos;s dice…</source>
        <translation>Кости &amp;дня…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Hints</source>
        <translation>&amp;Подсказки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Chances to win</source>
        <translation>&amp;Шансы на победу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>Полный &amp;экран</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thousand sheet by &amp;rounds</source>
        <translation>Бланк тысячи по &amp;кругам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analysis of this game…</source>
        <translation>&amp;Анализ этой партии…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Kości</source>
        <translation>&amp;О программе Kości</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Die &amp;{n}</source>
        <translation>Кость &amp;{n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
</context>
</TS>
