"""Cell names shared by every game: columns a, b, c... left to right, rows 1, 2, 3... bottom to top."""

from pnp.core.errors import PnpError

LETTERS = "abcdefghijklmnopqrstuvwxyz"


class BadCell(PnpError):
    """A cell name that does not parse or lies off the board."""


def cell_name(col: int, row: int) -> str:
    """Name of the cell in 0-based column `col` and 0-based row `row` ("a1" is (0, 0))."""
    return f"{LETTERS[col]}{row + 1}"


def is_cell_name(name: object) -> bool:
    """Whether `name` is a letter a-z and an ASCII row number of one or two digits ("c4", "r12"); "c٣", "c²"
    and a row of thousands of digits (which `int` refuses to read) are not."""
    return isinstance(name, str) and 2 <= len(name) <= 3 and name[0] in LETTERS and name[1:].isascii() and name[1:].isdigit()


def parse_cell(name: str, width: int = 26, height: int = 99) -> tuple[int, int]:
    """0-based (column, row) of a cell name such as "c4"; BadCell if malformed or off the board."""
    if not is_cell_name(name):
        raise BadCell(f"bad cell name {name!r}: expected a letter and a row number, like 'c4'")
    col, row = LETTERS.index(name[0]), int(name[1:]) - 1
    if not (0 <= col < width and 0 <= row < height):
        raise BadCell(f"cell {name!r} is off the {width} x {height} board")
    return col, row
