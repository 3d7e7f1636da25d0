"""The dice tray as a player sees it: a roll that flies, hops, turns and settles near each
die's place (held dice still), reduced motion that only changes faces, no animation when it
is off, held dice lifted out of the row, and dice that keep their size as a Thousand hand
shrinks."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter

from kosci_gui.gui.look import dice_art
from kosci_gui.gui.look.dice_motion import REST_ANGLE, REST_OFFSET, throw
from kosci_gui.gui.look.theme import table_colours
from kosci_gui.gui.table.dice_tray import LIFT, DiceTray
from tests.gui.helpers import kosci_board, start


def test_a_thrown_die_flies_in_hops_and_settles_on_its_face():
    rng = random.Random(4)
    t = throw(rng, 6, 2)
    start_pose, end = t.pose(0.0), t.pose(1.0)
    assert start_pose.height == pytest.approx(1.0)        # thrown high
    assert start_pose.dx < -1.0                            # from the thrower's side
    assert end.height == 0.0 and end.face == 6
    assert abs(end.dx) <= REST_OFFSET and abs(end.dy) <= REST_OFFSET
    assert abs(end.angle) <= REST_ANGLE                    # lies a little turned
    heights = [t.pose(i / 200).height for i in range(201)]
    # it touches the cloth and rises again (hops), lower each time
    touches = [i for i in range(1, 200) if heights[i] < heights[i - 1]
               and heights[i] <= heights[i + 1]]
    assert len(touches) >= 2
    hops = [max(heights[a:b]) for a, b in zip(touches, [*touches[1:], 200], strict=True)]
    assert hops == sorted(hops, reverse=True)
    angles = {round(t.pose(i / 20).angle) for i in range(20)}
    assert len(angles) > 10                                # it turns as it goes
    faces = {t.pose(i / 40).face for i in range(20)}
    assert len(faces) > 1                                  # faces change in the air


def test_with_reduced_motion_a_die_only_changes_face_where_it_lies():
    t = throw(random.Random(1), 2, 0, reduced=True, from_face=5)
    poses = [t.pose(i / 50) for i in range(51)]
    assert {(p.dx, p.dy, p.height, p.angle) for p in poses} == {(t.rest_dx, t.rest_dy, 0.0,
                                                                 t.rest_angle)}
    assert poses[0].face == 5 and poses[-1].face == 2


@pytest.fixture
def tray(qtbot):
    widget = DiceTray()
    qtbot.addWidget(widget)
    widget.resize(600, 230)
    widget.show()
    return widget


def test_held_dice_stay_still_while_the_others_tumble(tray, qtbot):
    tray.show_dice([1, 2, 3, 4, 5], [True, False, True, False, False])
    before = [tray.pose(i) for i in range(5)]
    tray.roll_to([1, 6, 3, 6, 6], [False, True, False, True, True], 700)
    tray.animation.pause()
    seen = []
    for ms in range(0, 700, 35):
        tray.animation.setCurrentTime(ms)
        seen.append([tray.pose(i) for i in range(5)])
    for frame in seen:
        assert frame[0] == before[0] and frame[2] == before[2]
    assert any(frame[1].height > 0.3 for frame in seen)
    assert len({round(frame[3].angle) for frame in seen}) > 5
    tray.animation.stop()
    tray._settle()
    assert [d.value for d in tray.dice] == [1, 6, 3, 6, 6]


def test_a_roll_lasts_its_setting_and_settles_on_the_values(tray, qtbot):
    with qtbot.waitSignal(tray.rollFinished, timeout=3000):
        tray.roll_to([2, 2, 3, 3, 3], [True] * 5, 150)
        assert tray.is_rolling()
    assert [d.value for d in tray.dice] == [2, 2, 3, 3, 3]
    assert not tray.is_rolling()


def test_with_animation_off_the_dice_lie_at_once(tray, qtbot):
    with qtbot.waitSignal(tray.rollFinished, timeout=100):
        tray.roll_to([4, 4, 4, 4, 4], [True] * 5, 0)
    assert not tray.is_rolling()
    assert [d.value for d in tray.dice] == [4] * 5


def test_reduced_motion_is_short_and_in_place(tray, qtbot):
    tray.roll_to([1, 2, 3, 4, 5], [True] * 5, 0)
    tray.roll_to([6, 6, 6, 6, 6], [True] * 5, 700, reduced=True)
    assert tray.animation.duration() <= 300
    tray.animation.pause()
    tray.animation.setCurrentTime(100)
    assert all(tray.pose(i).height == 0.0 for i in range(5))


def test_a_held_die_is_lifted_out_of_the_row(tray):
    tray.roll_to([1, 2, 3, 4, 5], [True] * 5, 0)
    tray.show_dice([1, 2, 3, 4, 5], [False, True, False, False, False])
    assert tray.pose(1).dy == pytest.approx(-LIFT)
    assert tray.pose(1).angle == 0.0
    assert tray.pose(0).dy > -0.1


def test_thousand_dice_keep_their_size_as_the_hand_shrinks(tray):
    size = tray.die_size()
    tray.set_count(2)
    assert tray.die_size() == size
    assert len(tray.dice) == 2


def test_dice_are_painted_at_the_screens_pixel_density():
    colours = table_colours()
    face = dice_art.face_pixmap(3, 50.0, 2.0, colours)
    assert (face.width(), face.devicePixelRatio()) == (100, 2.0)
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    painter = QPainter(image)
    dice_art.paint_die(painter, QPointF(50, 50), 50.0, 3, colours)
    painter.end()
    # the die's face is opaque ivory in the middle of its device pixels
    assert image.pixelColor(100, 70).alpha() == 255


def test_the_board_rolls_with_the_players_motion_setting(window, qtbot, settings):
    settings.animation_ms = 300
    settings.reduced_motion = True
    start(window, "classic", ["Ala"])
    tray = kosci_board(window).tray
    with qtbot.waitSignal(tray.rollFinished, timeout=2000):
        window.controller.roll()
        assert tray.is_rolling()
        assert tray.animation.duration() <= 300
        assert all(tray.pose(i).height == 0.0 for i in range(5))


def test_a_click_on_a_tumbling_die_settles_the_roll_and_counts(tray, qtbot):
    """A player who clicks a die mid-roll is never ignored: the dice lie still at once and
    the click goes through."""
    tray.roll_to([2, 3, 4, 5, 6], [True] * 5, 2000)
    assert tray.is_rolling()
    with qtbot.waitSignal(tray.dieClicked) as clicked, qtbot.waitSignal(tray.rollFinished):
        qtbot.mouseClick(tray.dice[1], Qt.MouseButton.LeftButton)
    assert clicked.args == [1]
    assert not tray.is_rolling()
    assert [d.value for d in tray.dice] == [2, 3, 4, 5, 6]
