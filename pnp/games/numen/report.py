"""What `pnp analyze numen` prints: the exact odds of pnp.games.numen.odds, or a pairing's figures
(pnp.engine.matches), as a few readable lines."""

from pnp.locales import Text
from pnp.reports.pairing import pairing_lines, pairing_words


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


def numen_text(data: dict, text: Text) -> str:
    """`pnp analyze numen` for one pairing of players, in the language of `text`."""
    from pnp.games.numen.players import PLAYERS

    endings = {name: f"pairing.ending.{name}" for name in PLAYERS.endings}
    first, second = PLAYERS.report_sides
    return "\n".join([
        text("pairing.title.numen", games=text.plural("pairing.games", data["games"]),
             pairing=pairing_words(data[first], data[second], text), fill=text(f"numen.report.fill.{data['fill']}"),
             rules=text(f"pairing.rules.{data['rules']}"), seed=data["seed"]),
        *pairing_lines(data, PLAYERS.report_sides, endings, "plies", text),
    ])
