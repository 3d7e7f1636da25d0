"""The pictures kept between frames: the score pads' cells and
margins and the tray at rest are painted once and copied while nothing they show changes;
they are made again after a resize, a theme, a language, a move, the mouse or the keyboard
focus; and what is copied is, pixel for pixel, what painting everything afresh gives."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from kosci_gui.gui.look import kept_picture, theme
from kosci_gui.gui.look.theme import ThemeChoice
from kosci_gui.gui.pads.scorecard_view import ScoreDelegate
from kosci_gui.gui.words import i18n
from tests.gui.helpers import kosci_board, start, thousand_board, until_idle

FRAME_MS = 1000 / 60


@pytest.fixture
def system_theme_after():
    yield
    theme.apply_theme(ThemeChoice.SYSTEM)


def pictures(board) -> dict:
    """The kept pictures of a board: its pad's cells and margins, the tray's."""
    pad = getattr(board, "scorecard", None) or board.sheet
    kept = {"cells": pad.picture, "players": pad.player_header.picture,
            "tray": board.tray.picture}
    if hasattr(pad, "box_header"):
        kept["boxes"] = pad.box_header.picture
    return kept


def builds(board) -> dict[str, int]:
    return {name: picture.builds for name, picture in pictures(board).items()}


def image(window) -> QImage:
    return window.grab().toImage()


def fresh(window, monkeypatch) -> QImage:
    """The window painted with nothing kept: every cell, section and die drawn anew."""
    monkeypatch.setattr(kept_picture, "KEEPING", False)
    try:
        return image(window)
    finally:
        monkeypatch.setattr(kept_picture, "KEEPING", True)


def assert_same_as_fresh(window, monkeypatch) -> None:
    kept = image(window)
    assert kept == fresh(window, monkeypatch)


@pytest.fixture
def classic(window):
    start(window, "classic", ["Ala", "Ola"])
    window.resize(1280, 800)
    until_idle()
    window.controller.roll()
    until_idle()
    return kosci_board(window)


def count_cell_paints(monkeypatch) -> list[int]:
    calls = [0]
    real = ScoreDelegate.paint

    def counted(self, painter, option, index):
        calls[0] += 1
        real(self, painter, option, index)

    monkeypatch.setattr(ScoreDelegate, "paint", counted)
    return calls


def test_a_second_repaint_copies_the_pictures(window, classic, monkeypatch):
    calls = count_cell_paints(monkeypatch)
    image(window)
    made = builds(classic)
    assert all(made.values()), made
    painted = calls[0]
    image(window)
    image(window)
    assert builds(classic) == made
    assert calls[0] == painted  # no cell painted again: the picture was copied


def test_the_frames_of_a_roll_repaint_only_the_dice(window, classic, monkeypatch):
    calls = count_cell_paints(monkeypatch)
    image(window)
    made = builds(classic)
    painted = calls[0]
    tray = classic.tray
    tray.roll_to([1, 2, 3, 4, 5], [True] * 5, 700)
    tray.animation.pause()
    frames = []
    for frame in range(0, 42, 6):
        tray.animation.setCurrentTime(round(frame * FRAME_MS))
        frames.append(image(window))
    assert builds(classic) == made and calls[0] == painted
    assert len({f.cacheKey() for f in frames}) == len(frames)
    assert frames[0] != frames[-1]  # the dice moved: the tray is painted at every frame
    tray.animation.stop()
    tray._settle()
    assert_same_as_fresh(window, monkeypatch)
    assert builds(classic)["tray"] == made["tray"] + 1  # at rest again: a new picture


def test_a_die_left_lying_looks_the_same_through_a_roll(window, classic):
    """A die not thrown lies still through the roll: copied as at rest at every frame (no
    change of its picture when the others start or stop flying)."""
    tray = classic.tray
    tray.roll_to([2, 3, 4, 5, 6], [True] * 5, 700)
    tray.animation.setCurrentTime(700)  # all five lie at an angle now
    assert not tray.is_rolling() and tray.pose(4).angle
    size = tray.die_size()
    place = tray.place(4)
    around = QRect(round(place.x() - size), round(place.y() - size), round(2 * size),
                   round(2 * size))

    def last_die() -> QImage:
        return tray.grab(around).toImage()

    resting = last_die()
    tray.roll_to([1, 2, 3, 4, 6], [True, False, False, False, False], 700)
    tray.animation.pause()
    for frame in (0, 10, 20, 30):
        tray.animation.setCurrentTime(round(frame * FRAME_MS))
        assert last_die() == resting, frame
    tray.animation.stop()
    tray._settle()


def test_a_resize_makes_the_pictures_again(window, classic, monkeypatch):
    image(window)
    made = builds(classic)
    window.resize(1920, 1080)
    until_idle()
    assert_same_as_fresh(window, monkeypatch)
    after = builds(classic)
    assert all(after[name] > made[name] for name in made), (made, after)


def test_a_theme_switch_makes_the_pictures_again(window, classic, monkeypatch,
                                                 system_theme_after):
    light = image(window)
    made = builds(classic)
    theme.apply_theme(ThemeChoice.DARK)
    until_idle()
    dark = image(window)
    assert dark != light
    assert all(builds(classic)[name] > made[name] for name in made)
    assert dark == fresh(window, monkeypatch)
    paper = classic.scorecard.viewport().grab().toImage().pixelColor(4, 4)
    assert paper.lightness() < 128  # dark paper, not the light theme's kept picture
    theme.apply_theme(ThemeChoice.LIGHT)
    until_idle()
    assert_same_as_fresh(window, monkeypatch)


def test_a_new_language_makes_the_pad_again(window, classic, monkeypatch, qapp):
    english = image(window)
    made = builds(classic)
    i18n.install_translators(qapp, "pl")
    until_idle()
    polish = image(window)
    assert polish != english
    assert builds(classic)["boxes"] > made["boxes"]
    assert polish == fresh(window, monkeypatch)


def test_a_written_box_is_shown_at_once(window, classic, monkeypatch):
    image(window)
    made = builds(classic)["cells"]
    option = window.controller.game.allowed_options()[0]
    window.controller.game.score(option.box, option.column)
    window.controller.stateChanged.emit()
    until_idle()
    assert_same_as_fresh(window, monkeypatch)
    assert builds(classic)["cells"] > made


@pytest.mark.parametrize("game", ["classic", "thousand"])
def test_a_roll_makes_no_pad_picture_whose_content_did_not_change(window, monkeypatch, game,
                                                                 plain_thousand_players):
    """A roll changes the dice (and in Kości the previews in the open boxes): the pad's
    margins — and the Thousand sheet, where a roll writes nothing — are copied as they
    were, at the roll's first frame and the frame the dice settle in."""
    window.controller.settings.animation_ms = 700
    start(window, game, ["Ala", "Ola"])
    window.resize(1920, 1080)
    until_idle()
    board = window.board
    image(window)
    made = builds(board)
    tray = board.tray
    window.controller.roll()
    tray.animation.pause()
    tray.animation.setCurrentTime(0)
    image(window)
    tray.animation.setCurrentTime(700)  # the end: the dice settle
    until_idle()
    image(window)
    after = builds(board)
    unchanged = ["players", "boxes"] if game == "classic" else ["players", "cells"]
    assert {name: after[name] for name in unchanged} == {name: made[name]
                                                         for name in unchanged}
    assert after["tray"] > made["tray"]
    assert_same_as_fresh(window, monkeypatch)


def test_the_mouse_and_the_keyboard_focus_are_drawn_fresh(window, classic, monkeypatch):
    view = classic.scorecard
    model = classic.model
    view.setFocus()
    until_idle()
    assert_same_as_fresh(window, monkeypatch)
    open_box = next(model.index(r, 0) for r in range(model.rowCount())
                    if model.index(r, 0).flags() & Qt.ItemFlag.ItemIsEnabled
                    and model.index(r, 0).data() and view.row_key(r) != "upper_sum")
    before = image(window)
    QTest.mouseMove(view.viewport(), view.visualRect(open_box).center())
    until_idle()
    hovered = image(window)
    assert hovered == fresh(window, monkeypatch)
    QTest.keyClick(view, Qt.Key.Key_Down)
    until_idle()
    assert_same_as_fresh(window, monkeypatch)
    QTest.mouseMove(window, QPoint(5, window.height() - 5))
    until_idle()
    assert_same_as_fresh(window, monkeypatch)
    assert before != hovered or view._hover.cell() is None


@pytest.mark.parametrize("game", ["classic", "thousand"])
def test_each_pad_follows_the_mouse_as_qt_does(window, monkeypatch, game,
                                                  plain_thousand_players):
    start(window, game, ["Ala", "Ola"])
    window.resize(1280, 800)
    until_idle()
    board = window.board
    view = getattr(board, "scorecard", None) or board.sheet
    model = view.model()
    cell = model.index(model.rowCount() // 2, model.columnCount() - 1)
    QTest.mouseMove(view.viewport(), view.visualRect(cell).center())
    until_idle()
    # the cell Qt marks under the mouse: the scorecard follows the mouse, the Thousand sheet
    # (no mouse tracking, no hover events) marks none
    followed = (cell.row(), cell.column()) if view.hasMouseTracking() else None
    assert view._hover.cell() == followed
    assert_same_as_fresh(window, monkeypatch)
    QTest.mouseMove(window, QPoint(5, window.height() - 5))
    until_idle()
    assert view._hover.cell() is None
    assert_same_as_fresh(window, monkeypatch)


@pytest.mark.parametrize("game, players", [("classic", ["Ala", "Ola", "Ela"]),
                                           ("triple", ["Ala", "Ola"]),
                                           ("thousand", ["Ala", "Ola", "Ela"])])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 700)])
def test_the_kept_window_is_the_freshly_painted_one(window, monkeypatch, game, players, size,
                                                    plain_thousand_players):
    start(window, game, players)
    window.resize(*size)
    until_idle()
    window.controller.roll()
    until_idle()
    assert_same_as_fresh(window, monkeypatch)


def test_the_thousand_sheet_keeps_its_pictures(window, monkeypatch, plain_thousand_players):
    start(window, "thousand", ["Ala", "Ola"])
    until_idle()
    board = thousand_board(window)
    image(window)
    made = builds(board)
    image(window)
    assert builds(board) == made
    window.controller.roll()
    until_idle()
    assert_same_as_fresh(window, monkeypatch)
    assert builds(board)["tray"] > made["tray"]


def test_a_clocks_tick_is_shown_over_the_column(window, qtbot, fake_time, monkeypatch):
    start(window, "classic", ["Ala", "Ola"], clock_minutes=2)
    until_idle()
    header = kosci_board(window).scorecard.player_header
    image(window)
    made = header.picture.builds
    with qtbot.waitSignal(window.controller.clocksTicked):
        fake_time.advance(30)  # the model announces the new time at the clock's next tick
    until_idle()
    assert "1:30" in str(header.model().headerData(0, Qt.Orientation.Horizontal))
    assert_same_as_fresh(window, monkeypatch)
    assert header.picture.builds > made


def channels(picture: QImage):
    """The picture's bytes as a (height, width, 4) array."""
    import numpy as np

    picture = picture.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    rows = np.frombuffer(picture.constBits(), np.uint8).reshape(
        picture.height(), picture.bytesPerLine())
    # a copy: the converted picture (and the bytes it lends) goes with this function
    return rows[:, :picture.width() * 4].reshape(picture.height(), picture.width(), 4).copy()


@pytest.mark.parametrize("opacity", [1.0, 0.6])
@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_a_die_lying_at_an_angle_is_copied_as_it_would_be_painted(qapp, dpr, opacity):
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QPainter

    from kosci_gui.gui.look import dice_art
    from kosci_gui.gui.look.theme import table_colours

    colours = table_colours()

    def draw(paint) -> QImage:
        picture = QImage(round(500 * dpr), round(260 * dpr),
                         QImage.Format.Format_ARGB32_Premultiplied)
        picture.setDevicePixelRatio(dpr)
        picture.fill(colours.felt)
        p = QPainter(picture)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setOpacity(opacity)
        for i, (value, angle) in enumerate(((6, 4.5), (5, -3.25))):
            paint(p, QPointF(120.3 + i * 230.4, 130.7), value, angle)
        p.end()
        return picture

    def vectors(p, centre, value, angle):
        p.save()
        p.translate(centre)
        p.rotate(angle)
        dice_art.paint_face(p, QRectF(-85, -85, 170, 170), value, colours)
        p.restore()

    def copied(p, centre, value, angle):
        dice_art.paint_die(p, centre, 170, value, colours, angle=angle)

    dice_art._TURNED.clear()
    kept, painted = draw(copied), draw(vectors)
    assert {(key[0], key[2], key[3], key[6]) for key in dice_art._TURNED} == {
        (6, 4.5, dpr, opacity), (5, -3.25, dpr, opacity)}
    if opacity == 1.0:
        assert kept == painted
    else:
        # a greyed die: one blend of the parts painted see-through over each other, where
        # the table blends them one by one — the same but for rounding
        difference = abs(channels(kept).astype(int) - channels(painted).astype(int))
        assert difference.max() <= 2
        assert kept != draw(lambda p, c, v, a: None)  # the dice are there


def test_greyed_dice_settle_without_painting_a_face(window, monkeypatch,
                                                   plain_thousand_players):
    """Thousand's dice before a throw (or after a miss) are greyed: their faces at rest are
    painted while they fly, so the frame they settle in only copies them."""
    from kosci_gui.gui.look import dice_art

    start(window, "thousand", ["Ala", "Ola"])
    window.resize(1920, 1080)
    until_idle()
    tray = thousand_board(window).tray
    assert tray.dice and not any(die.isEnabled() for die in tray.dice)
    image(window)
    tray.roll_to([1, 5, 2, 3, 4], [True] * 5, 700)
    tray.animation.pause()
    for frame in range(42):
        tray.animation.setCurrentTime(round(frame * FRAME_MS))
    faces = [0]
    real = dice_art.paint_face

    def counted(*args, **kwargs):
        faces[0] += 1
        real(*args, **kwargs)

    monkeypatch.setattr(dice_art, "paint_face", counted)
    tray.animation.setCurrentTime(700)  # the end: the dice lie still
    assert not tray.is_rolling()
    settled = image(window)
    assert faces[0] == 0
    assert any(tray.pose(i).angle for i in range(len(tray.dice)))
    assert settled == fresh(window, monkeypatch)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_a_die_in_flight_has_a_smooth_edge(qapp, dpr):
    """A die in flight is drawn from its face with a clear rim, its square not antialiased:
    its edge is as smooth as the face drawn edge to edge with antialiasing."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QPainter

    from kosci_gui.gui.look import dice_art
    from kosci_gui.gui.look.theme import table_colours

    colours = table_colours()
    poses = ((17.3, 180.0), (-41.0, 200.0), (63.5, 175.0), (5.0, 190.0))

    def draw(paint) -> QImage:
        picture = QImage(round(900 * dpr), round(260 * dpr),
                         QImage.Format.Format_ARGB32_Premultiplied)
        picture.setDevicePixelRatio(dpr)
        picture.fill(colours.felt)
        p = QPainter(picture)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, (angle, size) in enumerate(poses):
            paint(p, QPointF(110 + i * 220, 130), angle, size, i % 6 + 2)
        p.end()
        return picture

    def edge_to_edge(p, centre, angle, size, value):
        p.save()
        p.translate(centre)
        p.rotate(angle)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        face = dice_art.face_pixmap(value, 173 * 1.25, dpr, colours)
        p.drawPixmap(QRectF(-size / 2, -size / 2, size, size), face, QRectF(face.rect()))
        p.restore()

    def flying(p, centre, angle, size, value):
        dice_art.paint_die(p, centre, size, value, colours, angle=angle, moving=173)

    difference = abs(channels(draw(flying)).astype(int)
                     - channels(draw(edge_to_edge)).astype(int))
    assert difference.max() <= 16
    assert (difference > 0).any()  # not the same drawing
