"""The chances to win know the computers' strength (Kości family): a computer of a
weaker level is expected to end below optimal play by its level's measured slips per open
box, so Hard and Medium no longer start level. Humans count as optimal (their strength is
not known); Thousand's model is of optimal play only (docs/ai.md)."""

from __future__ import annotations

import pytest

from kosci_gui.ai import win_chances
from kosci_gui.engine.games import new_game


def computer(name: str, level: str) -> dict[str, str]:
    return {"name": name, "type": "computer", "level": level}


@pytest.mark.parametrize("kind", ["classic", "full", "triple"])
def test_a_weaker_computer_starts_behind(kind):
    even = win_chances(new_game(kind, None, ["Ala", "Ola"], seed=1))
    assert even == pytest.approx([0.5, 0.5], abs=0.02)
    hard, medium = win_chances(new_game(
        kind, None, [computer("H", "hard"), computer("M", "medium")], seed=1))
    assert hard > 0.6 and medium < 0.4
    h, m, e = win_chances(new_game(
        kind, None, [computer("H", "hard"), computer("M", "medium"), computer("E", "easy")],
        seed=1))
    assert h > m > e and sum((h, m, e)) == pytest.approx(1.0)


def test_the_measured_strength_matches_simulated_games():
    """Two-player classic, Hard against Medium: 0.72 at the start; 400 simulated games gave
    Hard 0.75 ± 0.02 (docs/ai.md, "Strength levels")."""
    hard, _ = win_chances(new_game("classic", None, [computer("H", "hard"),
                                                     computer("M", "medium")], seed=1))
    assert hard == pytest.approx(0.72, abs=0.03)


def test_a_weaker_mover_counts_its_own_slips_too():
    seats = [computer("E", "easy"), "Ala"]
    easy, ala = win_chances(new_game("classic", None, seats, seed=1))
    assert easy < 0.3 and ala > 0.7
