"""A rectangle in millimetres: what sheets lay out and form fields fill."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Box:
    """A rectangle in millimetres, origin bottom-left."""

    x: float
    y: float
    w: float
    h: float

    @property
    def top(self) -> float:
        return self.y + self.h

    @property
    def right(self) -> float:
        return self.x + self.w

    def inset(self, d: float) -> "Box":
        return Box(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)
