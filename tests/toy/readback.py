"""A filled Pebbles board read back: the pebbles crossed out, and the count written beside them checked."""

import re

from pnp.locales import Text
from pnp.readback import Issue, SheetReader, compare, ticked
from toy.sheet import SHEET_ID


def read_board(values: dict[str, str]) -> dict:
    pile = int(values.get("pile", "0"))
    taken = sum(ticked(values, f"pebble.{k}") for k in range(1, pile + 1))
    issues: list[Issue] = []
    compare(values, "left", pile - taken, "pebbles_left", issues)
    return {"pile": pile, "taken": taken, "left": pile - taken, "issues": [issue.as_dict() for issue in issues]}


def board_lines(report: dict, text: Text) -> list[str]:
    return [text("toy.read.board", pile=report["pile"], taken=report["taken"], left=report["left"])]


SHEETS = {SHEET_ID: SheetReader(read_board, board_lines, re.compile(r"sheet|pile|left|pebble\.[1-9][0-9]?"))}
