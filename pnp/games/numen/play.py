"""What Eye of Numen's play page draws where: each written digit (B's turned to face B, as the board
prints them), the Eye's digit, and a stroke over each crossed-out cell. `play_board` draws them."""

from typing import Any

from pnp.games.numen.rules import B_CELLS, EYE

Shown = list[tuple[str, str, float, float]]  # (cell, piece, offset right, offset up in cells), in drawing order


def shown(data: dict[str, Any]) -> Shown:
    """The marks of a position given as its JSON object."""
    out: Shown = [(cell, f"{'B' if cell in B_CELLS else 'A'}-{digit}", 0.0, 0.0) for cell, digit in data["cells"].items()]
    if data.get("eye"):
        out.append((EYE, f"eye-{data['eye']}", 0.0, 0.0))
    return out + [(cell, "crossed", 0.0, 0.0) for cell in data.get("crossed", ())]
