"""What KuKreNo's play page draws where: each written X and O. `play_board` draws them."""

from typing import Any

Shown = list[tuple[str, str, float, float]]  # (cell, piece, offset right, offset up in cells), in drawing order


def shown(data: dict[str, Any]) -> Shown:
    """The symbols of a position given as its JSON object."""
    return [(cell, symbol, 0.0, 0.0) for cell, symbol in data["cells"].items()]
