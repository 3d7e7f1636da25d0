"""The rules help of every game in every language: present, renderable, and using the same
words as the app (box names, option labels, presets and choices)."""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument

from kosci_gui.engine.card import boxes_of
from kosci_gui.engine.games import describe, game_keys, make_rules
from kosci_gui.gui.games import game_name
from kosci_gui.gui.words import boxes, i18n, texts
from kosci_gui.gui.words.texts import without_mnemonic
from kosci_gui.resources import resource_path

LANGUAGES = [code for code, _ in i18n.available_languages()]

#: The options each game's help must explain: those its descriptor shows (the full game has
#: no joker).
GAME_OPTIONS = {game: tuple(o.key for o in describe(game).shown_options())
                for game in game_keys()}
KOSCI_SETTINGS = ("clock_minutes", "open_scorecards", "confirm_move", "auto_score_seconds")


def help_text(language: str, game: str) -> str:
    path = resource_path("help", language, f"{game}.html")
    assert path.is_file(), path
    document = QTextDocument()
    document.setHtml(path.read_text(encoding="utf-8"))
    return document.toPlainText()


@pytest.mark.parametrize("game", game_keys())
@pytest.mark.parametrize("language", LANGUAGES)
def test_help_page_speaks_the_apps_words(use_language, language, game):
    use_language(language)
    text = help_text(language, game)
    assert text.startswith(game_name(game)), "the page is headed by the game's name"
    words = []
    if game != "thousand":
        rules = make_rules(game, {"full_upper": "counted"} if game == "full" else None)
        upper_ends = {boxes.box_name("ones"), boxes.box_name("sixes")}
        words += [boxes.box_name(box) for box in boxes_of(rules)
                  if box not in ("twos", "threes", "fours", "fives")]
        words += sorted(upper_ends)
        words += [texts.option_label(key) for key in KOSCI_SETTINGS]
    else:
        words.append(texts.option_label("clock_minutes"))
    for key in GAME_OPTIONS[game]:
        words.append(texts.option_label(key))
        option = next(o for o in describe(game).options if o.key == key)
        words += [texts.choice_label(key, choice) for choice in option.choices]
    if game != "full":
        words += [texts.preset_name(game, preset) for preset in describe(game).presets]
    missing = [word for word in words if word not in text]
    assert not missing, f"{language}/{game}.html does not mention {missing}"


@pytest.mark.parametrize("game", game_keys())
@pytest.mark.parametrize("language", LANGUAGES)
def test_help_page_is_simple_html_in_its_language(language, game):
    source = resource_path("help", language, f"{game}.html").read_text(encoding="utf-8")
    assert source.count("<h1>") == 1 and "<script" not in source
    assert re.search(r'<meta charset="utf-8">', source)
    body = html.unescape(re.sub(r"<[^>]+>", " ", source))
    cyrillic = len(re.findall(r"[а-яё]", body, re.IGNORECASE))
    polish = len(re.findall(r"[ąćęłńóśźż]", body, re.IGNORECASE))
    if language == "ru":
        assert cyrillic > 500
    else:
        assert cyrillic < 10, "only the Russian game names"
    if language == "pl":
        assert polish > 100
    if language == "en":
        assert polish < 15, "only the Polish game names"


def test_rules_facts_are_in_every_language(qapp):
    """The figures a player needs: the bonuses and scores of RULES.md, in every page (laid out
    by Qt as the help window does, with the application's fonts)."""
    facts = {
        "classic": ["63", "35", "100", "25", "30", "40", "50"],
        "triple": ["35", "70", "105", "100", "200", "300", "39"],
        "full": ["15", "20", "270", "9"],
        "thousand": ["10", "5", "100", "200", "400", "160", "900", "1000", "986", "999"],
    }
    for language in LANGUAGES:
        for game, numbers in facts.items():
            text = help_text(language, game)
            missing = [n for n in numbers if not re.search(rf"(?<!\d){n}(?!\d)", text)]
            assert not missing, (language, game, missing)


@pytest.mark.parametrize("game", game_keys())
@pytest.mark.parametrize("language", LANGUAGES)
def test_help_page_says_how_a_tip_is_asked_for_and_hidden(use_language, language, game):
    use_language(language)
    text = " ".join(help_text(language, game).split())
    menu = without_mnemonic(QCoreApplication.translate("WindowActions", "&Help"))
    for source in ("&Teach me while I play", "&Got it: hide the tip"):
        item = without_mnemonic(QCoreApplication.translate("WindowActions", source))
        assert f"{menu} → {item}" in text, f"{language}/{game}.html does not name {item}"
    assert QCoreApplication.translate("TipBar", "Got it") in text
    assert "Esc" in text
