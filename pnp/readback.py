"""Reading a filled-in fillable sheet back: its entries, checked and recomputed by the rules modules.

A fillable sheet names its kind in a hidden `sheet` field, and every field by a dotted path
(`game3.square.c4`, see the sheet modules), so a filled PDF reads back without looking at the page.
What the players wrote is kept as written; what the rules say is computed here, and every entry that
disagrees is listed as an issue naming its field.
"""

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field as dataclass_field
from functools import partial
from importlib import import_module
from pathlib import Path

import pikepdf

from pnp.core.errors import PnpError
from pnp.core.pdf_input import read_within_bounds, short_text
from pnp.locales import Text
from pnp.registry import games

SIGNS = str.maketrans({"−": "-", "–": "-"})


class UnreadableSheet(PnpError):
    """A file that is not a fillable sheet made by pnp."""


@dataclass(frozen=True)
class SheetReader:
    """One kind of fillable sheet read back: `read(values)` gives its report (the sheet's entries, checked,
    with its issues), `lines(report, text)` what `pnp read` prints of it before the issues; `fields`
    matches every field name such a sheet may hold (GAME and CELL help to write it); `words` the values its
    rules' texts name (`read.rule.<id>`), such as the points a rule gives, as the game's rules set them."""

    read: Callable[[dict[str, str]], dict]
    lines: Callable[[dict, Text], list[str]]
    fields: re.Pattern[str]
    words: Mapping[str, object] = dataclass_field(default_factory=dict)


def sheet_readers() -> dict[str, SheetReader]:
    """Every registered game's fillable sheets, by the id a sheet names itself with (its `sheet` field)."""
    found: dict[str, SheetReader] = {}
    for spec in games():
        if spec.readback:
            found.update(import_module(spec.readback).SHEETS)
    return found


@dataclass(frozen=True)
class Issue:
    """An entry that disagrees with the rules: where, what is written, what the rules give (None when they
    give no one value), and which rule it breaks, by the id reports word it with (`read.rule.<id>`)."""

    field: str
    written: str
    expected: int | str | list | None
    rule: str
    symbol: str = ""  # the player a KuKreNo rule is about

    def as_dict(self) -> dict:
        found = {"field": self.field, "written": self.written, "expected": self.expected, "rule": self.rule}
        return found | ({"symbol": self.symbol} if self.symbol else {})


FIELD_LIMIT = 100_000  # fields a sheet may hold; 50 blank Numen boards, the most pnp makes fillable, hold 2 000
MAX_DEPTH = 8  # a field tree deeper than any sheet makes: a damaged or looping file stops here
GAME = r"[1-9][0-9]{0,2}"  # a game's or board's number in a field name: no sheet holds a thousand
CELL = r"[a-z][1-9][0-9]?"  # a cell's name in a field name


def form_values(path: Path) -> dict[str, str]:
    """Every field's value by full name: text as written (control characters escaped), "" for an empty
    one, "Yes"/"Off" for boxes. The file is read within pnp.core.pdf_input's bounds."""
    return read_within_bounds(path, partial(all_values, path))


def all_values(path: Path, pdf: pikepdf.Pdf) -> dict[str, str]:
    form = pdf.Root.get("/AcroForm")
    fields = form.get("/Fields") if isinstance(form, pikepdf.Dictionary) else None
    values: dict[str, str] = {}
    seen: set[tuple[int, int]] = set()
    for field in fields if isinstance(fields, pikepdf.Array) else []:
        collect(field, "", values, MAX_DEPTH, seen, path)
    return values


def collect(field, parent: str, values: dict[str, str], depth: int, seen: set, path: Path) -> None:
    """The values of `field` and the fields under it; widgets without a name of their own belong to their
    parent. Each object is visited once, so a loop of references ends."""
    if not isinstance(field, pikepdf.Dictionary) or "/T" not in field or depth == 0:
        return
    if field.is_indirect:
        if field.objgen in seen:
            return
        seen.add(field.objgen)
    if len(seen) > FIELD_LIMIT:
        raise UnreadableSheet(f"{path} holds more than {FIELD_LIMIT} fields, more than any pnp sheet")
    name = parent + short_text(field.T, f"{path}: a field name")
    if "/FT" in field:
        value = field.get("/V")
        values[name] = "" if value is None else short_text(value, f"field {name}").removeprefix("/").strip()
    kids = field.get("/Kids")
    for kid in kids if isinstance(kids, pikepdf.Array) else []:
        collect(kid, name + ".", values, depth - 1, seen, path)


def read_sheet(path: Path) -> dict:
    """The sheet in `path`, read and checked: a dict ready for JSON, with a list of issues. A field no
    sheet of its kind has is refused, naming it, before anything is read from it."""
    values = form_values(path)
    kind = values.get("sheet", "")
    readers = sheet_readers()
    if kind not in readers:
        raise UnreadableSheet(f"{path} is not a pnp sheet (make one with --fillable)")
    for name in values:
        if not readers[kind].fields.fullmatch(name):
            raise UnreadableSheet(f"{path}: field {name} is not one of this sheet's fields")
    return {"sheet": kind, **readers[kind].read(values)}


def ticked(values: dict[str, str], name: str) -> bool:
    return values.get(name, "Off") not in ("Off", "")


def number(values: dict[str, str], name: str, issues: list[Issue]) -> int | None:
    """A written whole number, None when the field is empty; anything else is an issue."""
    raw = values.get(name, "")
    if not raw:
        return None
    try:
        return int(raw.translate(SIGNS))
    except ValueError:
        issues.append(Issue(name, raw, None, "not_a_number"))
        return None


def compare(values: dict[str, str], name: str, expected: int, rule: str, issues: list[Issue]) -> None:
    """An issue when field `name` holds a number other than `expected` (an empty field is left alone)."""
    written = number(values, name, issues)
    if written is not None and written != expected:
        issues.append(Issue(name, values[name], expected, rule))


def game_numbers(values: dict[str, str], marker: str) -> list[int]:
    """The numbers of the games on a sheet, from the names of a field every game has."""
    return sorted({int(name.split(".")[0].removeprefix("game")) for name in values if f".{marker}." in name})
