"""What `pnp analyze numen` prints: the exact odds of pnp.games.numen.odds as a few readable lines."""

from pnp.locales import Text


def odds_text(report: dict, text: Text) -> str:
    """The odds report in the language of `text`: each player's half, the Guide's chance, the best and
    worst count patterns."""

    def side(who: str, half: dict) -> list[str]:
        seal = half["seal_turns"]
        counts = f" {','.join(map(str, half['counts']))}" if half["counts"] else ""
        return [
            text("numen.report.side", who=text(f"numen.report.who.{who}"),
                 fill=text(f"numen.report.fill.{half['fill'] or 'counts'}")) + counts,
            "  " + text("numen.report.clear", rolls=text.number(half["expected_rolls"])),
            "  " + text("numen.report.seal", mean=text.number(seal["mean"]), median=seal["median"],
                        p10=seal["p10"], p90=seal["p90"]),
        ]

    lines = side("guide", report) + side("other", report["vs"])
    lines.append(text("numen.report.guide_wins", guide=text.number(report["guide_wins"], 4),
                      other=text.number(report["other_wins"], 4)))
    for key in ("best", "worst"):
        if report[key]:
            lines.append(text(f"numen.report.{key}"))
            lines += [f"  {','.join(map(str, p['counts']))}  {text.number(p['expected_rolls'])}" for p in report[key]]
    return "\n".join(lines)
