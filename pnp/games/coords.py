"""Cell names shared by every game: columns a, b, c... left to right, rows 1, 2, 3... bottom to top."""

from pnp.errors import PnpError

LETTERS = "abcdefghijklmnopqrstuvwxyz"


class BadCell(PnpError):
    """A cell name that does not parse or lies off the board."""


def cell_name(col: int, row: int) -> str:
    """Name of the cell in 0-based column `col` and 0-based row `row` ("a1" is (0, 0))."""
    return f"{LETTERS[col]}{row + 1}"


def parse_cell(name: str, width: int = 26, height: int = 99) -> tuple[int, int]:
    """0-based (column, row) of a cell name such as "c4"; BadCell if malformed or off the board."""
    if not isinstance(name, str) or not 2 <= len(name) <= 3 or name[0] not in LETTERS or not name[1:].isascii() or not name[1:].isdigit():
        raise BadCell(f"bad cell name {name!r}: expected a letter and a row number, like 'c4'")
    col, row = LETTERS.index(name[0]), int(name[1:]) - 1
    if not (0 <= col < width and 0 <= row < height):
        raise BadCell(f"cell {name!r} is off the {width} x {height} board")
    return col, row
