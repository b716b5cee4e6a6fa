"""What OGAMA's play page draws where, as the rulebook's board diagram does: piles of discs (the top one
whole, an OGAMA disc with its emblem), a toad standing on its pile, each pile's height in a badge.
`play_board` draws the pieces named."""

from typing import Any

from pnp.games.ogama.edition import EDITION

Shown = list[tuple[str, str, float, float]]  # (cell, piece, offset right, offset up in cells), in drawing order
DISC = EDITION.disc / EDITION.point  # a disc's diameter, in points' pitches
BADGE = (0.42, -0.32)  # a pile's height badge, at its disc's lower right


def shown(data: dict[str, Any]) -> Shown:
    """The pieces of a position given as its JSON object: back rows first, then toads, then height badges."""
    out: Shown = []
    toads: Shown = []
    badges: Shown = []
    starts = set((data.get("ogama") or {}).values())
    standing = {cell: colour for colour, cell in (data.get("toads") or {}).items()}
    for cell, stack in sorted(data["cells"].items(), key=lambda item: -int(item[0][1:])):
        n = len(stack)
        lift = min(0.07 * DISC, 0.3 * DISC / max(1, n - 1))
        base = -lift * (n - 1) / 2
        for k, colour in enumerate(stack):
            emblem = "-ogama" if k == n - 1 and cell in starts else ""
            out.append((cell, f"disc-{colour}{emblem}", 0.0, base + k * lift))
        if cell in standing:
            toads.append((cell, f"toad-{standing[cell]}", 0.0, base + (n - 1) * lift + 0.12 * DISC))
        if n > 1:
            badges.append((cell, f"height-{n}", *BADGE))
    return out + toads + badges
