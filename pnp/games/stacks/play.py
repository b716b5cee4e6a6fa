"""What Signed Stacks' play page draws where: each stack as the rulebook piles it (each lower token showing
at its lower left, the top one whole) and its height in a badge. `play_board` draws the pieces named."""

from typing import Any

Shown = list[tuple[str, str, float, float]]  # (cell, piece, offset right, offset up in cells), in drawing order


def token(colour: str, value: int) -> str:
    return f"{colour}-{'plus' if value > 0 else 'minus'}-{abs(value)}"


def shown(data: dict[str, Any]) -> Shown:
    """The pieces of a position given as its JSON object, back rows first, the height badges last."""
    out: Shown = []
    badges: Shown = []
    for cell, stack in sorted(data["cells"].items(), key=lambda item: -int(item[0][1:])):
        n = len(stack)
        lift = min(0.14, 0.2 / max(1, n - 1))
        for k, t in enumerate(stack):
            drop = (n - 1 - k) * lift
            out.append((cell, token(t["color"], t["value"]), -drop, (n - 1) * lift / 2 - drop))
        if n > 1:
            badges.append((cell, f"height-{n}", 0.34, -0.34))
    return out + badges
