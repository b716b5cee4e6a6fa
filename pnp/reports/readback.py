"""What `pnp read` prints: a filled sheet read back (pnp.readback) as readable lines, its issues last."""

from collections.abc import Mapping

from pnp.locales import Text
from pnp.readback import sheet_readers

ALTERNATIVES = {"not_a_symbol", "die_digit"}  # rules whose expected list holds the values allowed


def report_text(report: dict, text: Text) -> str:
    """The read sheet in the language of `text`."""
    reader = sheet_readers()[report["sheet"]]
    lines = reader.lines(report, text)
    issues = report["issues"]
    if issues:
        lines.append(text.plural("read.disagree", len(issues)))
        lines += ["  " + issue_line(issue, text, reader.words) for issue in issues]
    else:
        lines.append(text("read.agree"))
    return "\n".join(lines) + "\n"


def issue_line(issue: dict, text: Text, words: Mapping[str, object]) -> str:
    """'game1.x.points: written '3', expected 1: the points the grid's lines score'; `words` are the values the
    sheet's rule texts name."""
    why = text(f"read.rule.{issue['rule']}", symbol=issue.get("symbol", ""), **words)
    written, expected = repr(issue["written"]), issue["expected"]
    if expected is None:
        return text("read.issue_open", field=issue["field"], written=written, why=why)
    if isinstance(expected, list):  # the values allowed, or (steps) all that are needed
        joint = " / " if issue["rule"] in ALTERNATIVES else ", "
        expected = joint.join(map(str, expected)) if expected else text("read.nothing")
    return text("read.issue", field=issue["field"], written=written, expected=expected, why=why)
