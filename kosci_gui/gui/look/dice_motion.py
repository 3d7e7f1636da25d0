"""How a thrown die moves, as plain numbers: where it is, how high, how far it has turned
and which face it shows at any moment of a roll (0 to 1), from a few random choices made
when it is thrown. The tray paints what this says; no Qt here.

A die flies in from the thrower's side, lands, hops twice (lower each time) while it turns
and shows changing faces, comes down on its final face slightly off its place and turned a
little, and settles there. With reduced motion it stays where it lies and only changes face.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

#: Part of the roll spent in the air and hopping; the rest is the settle.
FLIGHT = 0.8
#: The face stops changing from here on (the last hop shows the final face).
FACE_FIXED = 0.62
#: How far a die at rest lies off its place (of its size) and how far it is turned.
REST_OFFSET = 0.05
REST_ANGLE = 6.0


@dataclass(frozen=True)
class Pose:
    """A die at one moment: its centre's offset from its place (in die sizes), its height
    (0 on the cloth, 1 at the top of the throw), its angle in degrees, the face it shows
    and its opacity."""

    dx: float
    dy: float
    height: float
    angle: float
    face: int
    opacity: float = 1.0


RESTING = Pose(0.0, 0.0, 0.0, 0.0, 0)


@dataclass(frozen=True)
class Throw:
    """One die's throw: chosen once, then asked for its :meth:`pose` at every frame."""

    start_dx: float
    start_dy: float
    land_dx: float
    land_dy: float
    rest_dx: float
    rest_dy: float
    spin: float
    rest_angle: float
    faces: tuple[int, ...]
    final: int
    reduced: bool = False

    def pose(self, t: float) -> Pose:
        t = max(0.0, min(1.0, t))
        if self.reduced:
            # in place: a short dip of the face as it changes
            face = self.faces[0] if t < 0.5 else self.final
            return Pose(self.rest_dx, self.rest_dy, 0.0, self.rest_angle, face,
                        1.0 - 0.7 * math.sin(math.pi * t))
        if t < FLIGHT:
            u = t / FLIGHT
            travel = 1.0 - (1.0 - u) ** 3
            dx = self.start_dx + (self.land_dx - self.start_dx) * travel
            dy = self.start_dy + (self.land_dy - self.start_dy) * travel
            # a throw and two hops, each lower: |cos| touches the cloth at u = 0.2, 0.6, 1
            height = (1.0 - u) ** 2 * abs(math.cos(math.pi * 2.5 * u))
            angle = self.rest_angle + self.spin * (1.0 - u) ** 2
            if t < FACE_FIXED:
                face = self.faces[min(len(self.faces) - 1, int(u * len(self.faces)))]
            else:
                face = self.final
            return Pose(dx, dy, height, angle, face)
        # the settle: from where it came down to where it rests
        u = (t - FLIGHT) / (1.0 - FLIGHT)
        ease = 1.0 - (1.0 - u) ** 2
        return Pose(self.land_dx + (self.rest_dx - self.land_dx) * ease,
                    self.land_dy + (self.rest_dy - self.land_dy) * ease,
                    0.0, self.rest_angle, self.final)

    def at_rest(self) -> Pose:
        return self.pose(1.0)


def throw(rng: random.Random, final: int, order: int, *, reduced: bool = False,
          from_face: int | None = None, min_dx: float = -99.0) -> Throw:
    """The throw of die ``order`` landing on ``final``: it comes from the left (a die
    further right from further away, but never from left of ``min_dx`` die sizes off its
    place: the tray's edge), high and turning; ``from_face`` is what it showed before."""
    rest_dx = rng.uniform(-REST_OFFSET, REST_OFFSET)
    rest_dy = rng.uniform(-REST_OFFSET, REST_OFFSET)
    rest_angle = rng.uniform(-REST_ANGLE, REST_ANGLE)
    start_dx = max(min_dx, -1.6 - 1.25 * order - rng.uniform(0.0, 0.6))
    start_dy = rng.uniform(-0.5, 0.35)
    land_dx = rest_dx + rng.uniform(-0.18, 0.18)
    land_dy = rest_dy + rng.uniform(-0.12, 0.12)
    spin = rng.choice((-1.0, 1.0)) * rng.uniform(300.0, 560.0)
    faces = tuple(rng.randint(1, 6) for _ in range(6))
    if reduced and from_face is not None:
        faces = (from_face,)
    return Throw(start_dx, start_dy, land_dx, land_dy, rest_dx, rest_dy, spin, rest_angle,
                 faces, final, reduced)
