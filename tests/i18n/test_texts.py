"""Names and messages outside widgets (kosci_gui.gui.words.texts) in every language."""

from __future__ import annotations

import re
import string

import pytest

from kosci_gui.engine import events as ev
from kosci_gui.engine.card import boxes_of, card_kind
from kosci_gui.engine.errors import MESSAGES, RuleError
from kosci_gui.engine.games import describe, game_keys, make_rules
from kosci_gui.engine.scoring import CLASSIC_BOXES, FULL_BOXES
from kosci_gui.gui.games import describe_game, game_name
from kosci_gui.gui.words import boxes, i18n, messages, texts

LANGUAGES = [code for code, _ in i18n.available_languages()]

POLISH_CLASSIC = ["Jedynki", "Dwójki", "Trójki", "Czwórki", "Piątki", "Szóstki", "Trójka",
                  "Kareta", "Full", "Mały strit", "Duży strit", "Szansa", "Generał"]
POLISH_FULL_LOWER = ["Para", "Dwie pary", "Trójka", "Kareta", "Mały strit", "Duży strit",
                     "Full", "Poker", "Szansa"]
RUSSIAN_CLASSIC = ["Единицы", "Двойки", "Тройки", "Четвёрки", "Пятёрки", "Шестёрки", "Сет",
                   "Каре", "Фулл-хаус", "Малый стрит", "Большой стрит", "Шанс", "Пента"]
ENGLISH_CLASSIC = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Three of a kind",
                   "Four of a kind", "Full house", "Small straight", "Large straight", "Chance",
                   "Five of a kind"]


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


# -- engine error codes ---------------------------------------------------------------------------

def test_every_engine_error_code_has_a_translation_entry():
    assert set(messages.ERROR_TEMPLATES) == set(MESSAGES), (
        f"missing: {sorted(set(MESSAGES) - set(messages.ERROR_TEMPLATES))}, "
        f"stale: {sorted(set(messages.ERROR_TEMPLATES) - set(MESSAGES))}")


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_error_templates_use_only_the_engine_parameters(code):
    assert fields(messages.ERROR_TEMPLATES[code]) <= fields(MESSAGES[code])


SAMPLE_PARAMS = {
    "game": "classic", "choices": "classic, triple", "preset": "polish", "key": "win",
    "value": "sometimes", "expected": "one of exact, at_least", "low": 200, "high": 300,
    "count": 7, "name": "", "minutes": 20, "current": "Ala", "player": "Olek", "index": 5,
    "box": "chance", "column": 0, "columns": 1, "dice": [4, 4, 4, 4, 4],
    "allowed": [["fours", 0], ["three_kind", 0]], "old": 3, "new": 4, "throw": [2, 3, 4],
    "score": 990, "points": 20, "opening": 50, "total": 250, "given": 4, "goal": 1000,
    "needed": 3,
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_error_reads_complete_in_every_language(use_language, language):
    use_language(language)
    for code, template in MESSAGES.items():
        params = {name: SAMPLE_PARAMS[name] for name in fields(template)}
        text = messages.error_text(RuleError(code, **params))
        assert text and "{" not in text and "}" not in text, (code, text)
        if language != "en":
            assert text != RuleError(code, **params).args[0], code


@pytest.mark.parametrize(("language", "expected"), [
    ("pl", "Dżoker: te kości można wpisać tylko w jedną z rubryk: Czwórki, Trójka "
           "(nie: Szansa)."),
    ("ru", "Джокер: эти кости можно записать только в одну из клеток: Четвёрки, Сет "
           "(не «Шанс»)."),
    ("en", "Joker: use one of Fours, Three of a kind for these dice, not Chance."),
])
def test_joker_refusal_names_the_boxes_in_the_players_words(use_language, language, expected):
    use_language(language)
    err = RuleError("joker_forced", box="chance", column=0, dice=[4, 4, 4, 4, 4],
                    allowed=[["fours", 0], ["three_kind", 0]])
    assert messages.error_text(err) == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("pl", "Dżoker: te kości trzeba wpisać w rubrykę Czwórki (nie: Szansa)."),
    ("ru", "Джокер: эти кости нужно записать в клетку «Четвёрки» (не «Шанс»)."),
    ("en", "Joker: the Fours box must be used, not Chance."),
])
def test_a_joker_forced_into_one_box_says_which(use_language, language, expected):
    use_language(language)
    err = RuleError("joker_forced", box="chance", column=0, dice=[4, 4, 4, 4, 4],
                    allowed=[["fours", 0]])
    assert messages.error_text(err) == expected


def test_triple_errors_name_the_column_by_its_weight(use_language):
    use_language("en")
    err = RuleError("box_filled", box="sixes", column=2)
    assert messages.error_text(err, 3) == "Sixes ×3 is already written."


def test_real_engine_refusal_is_translated(use_language):
    use_language("pl")
    with pytest.raises(RuleError) as caught:
        make_rules("thousand", {"win": "sometimes"})
    assert messages.error_text(caught.value) == (
        "Opcja „Wygrana” nie może mieć wartości sometimes: "
        "do wyboru: dokładnie 1000, 1000 lub więcej.")


# -- box names ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("language", "names"), [
    ("pl", POLISH_CLASSIC), ("ru", RUSSIAN_CLASSIC), ("en", ENGLISH_CLASSIC)])
@pytest.mark.parametrize("game", ["classic", "triple"])
def test_classic_box_names_are_the_players_words(use_language, language, names, game):
    use_language(language)
    assert [boxes.box_name(box) for box in CLASSIC_BOXES] == names


def test_full_game_box_names(use_language):
    use_language("pl")
    assert [boxes.box_name(box) for box in FULL_BOXES[6:]] == POLISH_FULL_LOWER
    use_language("ru")
    assert [boxes.box_name(b) for b in ("pair", "two_pairs", "poker")] == [
        "Пара", "Две пары", "Покер"]
    use_language("en")
    assert boxes.box_name("poker") == "Poker"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_box_of_every_game_has_a_name_and_a_tooltip(use_language, language):
    use_language(language)
    for game in ("classic", "triple", "full"):
        rules = make_rules(game, {"full_upper": "counted"} if game == "full" else None)
        for box in boxes_of(rules):
            assert boxes.box_name(box) != box
            help_text = boxes.box_help(card_kind(rules).box(box))
            assert help_text.endswith(".") and "{" not in help_text
    for row in ("upper_sum", "upper_bonus", "lower_sum", "five_bonus", "column_total",
                "total"):
        assert boxes.row_name(row) != row and "{" not in boxes.row_name(row)
        assert boxes.row_help(row) and "{" not in boxes.row_help(row)


# -- games, presets, options ----------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_every_game_preset_and_option_has_a_name_and_help(use_language, language):
    use_language(language)
    for game in game_keys():
        assert game_name(game) != game and describe_game(game).description()
        for preset in describe(game).presets:
            assert texts.preset_name(game, preset) != preset
            assert texts.preset_description(game, preset)
        for option in describe(game).options:
            assert texts.option_label(option.key) != option.key
            assert texts.option_help(option.key)
            for choice in option.choices:
                assert (option.key, choice) in texts.CHOICE_LABELS
                assert texts.choice_label(option.key, choice)
    for key in ("confirm_move", "auto_score_seconds", "clock_minutes", "open_scorecards"):
        assert texts.option_label(key) != key and texts.option_help(key)
    for level in ("easy", "medium", "hard"):
        assert texts.level_name(level) != level
    for kind in ("human", "computer"):
        assert texts.player_kind_name(kind) != kind


def test_choice_labels_of_values(use_language):
    use_language("pl")
    assert texts.choice_label("relief_900", True) == "wł."
    assert texts.choice_label("zero_roll_penalty", 0) == "wył."
    assert texts.choice_label("opening", 50) == "50 punktów"
    assert texts.choice_label("clock_minutes", 2) == "2 minuty"
    assert texts.choice_label("pits", [(200, 300), (700, 800)]) == "200–300, 700–800"


# -- plurals --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("language", "expected"), [
    ("pl", {0: "zostało 0 rzutów", 1: "został 1 rzut", 2: "zostały 2 rzuty",
            5: "zostało 5 rzutów", 12: "zostało 12 rzutów", 22: "zostały 22 rzuty",
            25: "zostało 25 rzutów"}),
    ("ru", {0: "осталось 0 бросков", 1: "остался 1 бросок", 2: "осталось 2 броска",
            5: "осталось 5 бросков", 11: "осталось 11 бросков", 21: "остался 21 бросок",
            22: "осталось 22 броска"}),
    ("en", {0: "0 rolls left", 1: "1 roll left", 2: "2 rolls left"}),
])
def test_rolls_left_uses_the_languages_plural_forms(use_language, language, expected):
    use_language(language)
    assert {n: texts.rolls_left_text(n) for n in expected} == expected


@pytest.mark.parametrize(("language", "one", "few", "many"), [
    ("pl", "1 punkt", "3 punkty", "5 punktów"),
    ("ru", "1 очко", "3 очка", "5 очков"),
    ("en", "1 point", "3 points", "5 points"),
])
def test_points_plural(use_language, language, one, few, many):
    use_language(language)
    assert [texts.points_text(n) for n in (1, 3, 5)] == [one, few, many]


def test_plurals_read_right_without_any_catalogue(qapp):
    i18n.remove_translators(qapp)
    assert texts.rolls_left_text(1) == "1 roll left"
    assert texts.rolls_left_text(3) == "3 rolls left"


# -- messages, events, language switch ------------------------------------------------------------

@pytest.mark.parametrize(("language", "expected"), [
    ("pl", "Żadna wolna rubryka nie daje punktów: musisz poświęcić jedną."),
    ("ru", "Ни одна открытая клетка не приносит очков: придётся пожертвовать одной."),
    ("en", "No open box scores: you have to sacrifice one."),
])
def test_sacrifice_message(use_language, language, expected):
    use_language(language)
    assert messages.sacrifice_message() == expected


#: One event of every kind and variant that has a line of its own.
EVENTS = [
    ev.Rolled(0, (1, 5, 2, 2, 3), (True,) * 5),
    ev.Rolled(0, (1, 5, 2, 2, 3), (True,) * 5, 2),
    ev.Rolled(0, (1, 5, 2, 2, 3), (True,) * 5, 0),
    ev.JokerRolled(0, (("fours", 0),)),
    ev.NothingScores(0),
    ev.BoxWritten(1, "chance", 0, 22, 0, False, (4, 4, 5, 5, 4)),
    ev.DiceSetAside(0, (1, 5), 15),
    ev.HotDice(0, 155),
    ev.TurnWritten(0, 60, 260),
    ev.Won(1),
    ev.InPit(0, 200, 300),
    ev.Overtaken(1, 0, 50, 50, False),
    ev.Overtaken(1, 0, 100, 0, False),
    ev.Overtaken(1, 0, 0, 50, True),
    ev.Overtaken(1, 0, 0, 0, True),
    ev.Overtaken(1, 0, 0, 0, False),
    ev.Missed(0, ev.MissReason.NO_SCORE, 40),
    ev.Missed(0, ev.MissReason.OVER_1000, 40),
    ev.Missed(0, ev.MissReason.PASS, 40),
    ev.Penalised(1, ev.PenaltyKind.ZERO_THROW, -50),
    ev.Penalised(1, ev.PenaltyKind.THREE_MISSES, -50),
    ev.TimedOut(0),
]
#: Events whose line names no player (the table shows whose turn it is).
UNNAMED = (ev.JokerRolled, ev.NothingScores, ev.DiceSetAside, ev.HotDice)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_event_reads_complete(use_language, language):
    use_language(language)
    lines = [messages.event_text(event, ["Ala", "Olek"]) for event in EVENTS]
    for event, line in zip(EVENTS, lines, strict=True):
        assert line and "{" not in line and "}" not in line, (event, line)
        assert re.search(r"\bAla\b|\bOlek\b", line) or isinstance(event, UNNAMED), line
        assert "−-" not in line, line
    assert len(set(lines)) == len(lines)


def test_a_thousand_throw_is_told_with_its_dice():
    line = messages.event_text(ev.Rolled(0, (1, 2, 3, 4, 5), (True,) * 5), ["Ala"])
    assert line == "Ala throws 1 2 3 4 5."


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_a_computers_roll_tells_no_one_what_to_do(use_language, lang):
    """The status line under a computer's roll says how many rolls it has left, not 'hold
    dice and roll again' (which a player reads as meant for them); a player's roll keeps
    the advice."""
    use_language(lang)
    names = ["Ala", "Komputer"]
    for left in (2, 0):
        roll = ev.Rolled(1, (1, 2, 3, 4, 5), (True,) * 5, left)
        human = messages.event_text(ev.Rolled(0, roll.dice, roll.thrown, left), names)
        computer = messages.event_text(roll, names, computers={1})
        assert human and computer and computer.startswith("Komputer: ")
        assert human.startswith("Ala: ")
        assert computer.removeprefix("Komputer: ") != human.removeprefix("Ala: ")
        assert len(computer) - len("Komputer") < len(human) - len("Ala")
        assert messages.event_text(roll, names) == human.replace("Ala", "Komputer")
    assert messages.event_text(roll, names, computers={1}) == {
        "en": "Komputer: no rolls left.", "pl": "Komputer: koniec rzutów.",
        "ru": "Komputer: броски закончились."}[lang]


@pytest.mark.slow  # whole simulated Thousand games in each language
def test_thousand_events_of_real_games_are_all_known(use_language):
    thousand = pytest.importorskip("kosci_gui.engine.thousand")
    import random

    use_language("pl")
    rules = make_rules("thousand")
    seen = set()
    for seed in range(40):
        game = thousand.ThousandGame(rules, ["Ala", "Olek", "Ewa"])
        rng = random.Random(seed)
        for _ in range(400):
            if game.finished:
                break
            if game.phase == "thrown":
                game.set_aside(rng.choice(game.legal_selections())[0])
            elif game.phase == "chosen" and game.can_bank() and rng.random() < 0.6:
                game.bank()
            else:
                game.roll()
            for event in game.events:
                seen.add(type(event))
                line = messages.event_text(event, [p.name for p in game.players])
                assert line is None or "{" not in line, line
    assert {ev.Rolled, ev.DiceSetAside, ev.TurnWritten, ev.Missed, ev.Overtaken} <= seen


def test_language_switch_applies_at_once(use_language):
    use_language("pl")
    assert boxes.box_name("yahtzee") == "Generał"
    use_language("ru")
    assert boxes.box_name("yahtzee") == "Пента"
    use_language("en")
    assert boxes.box_name("yahtzee") == "Five of a kind"
