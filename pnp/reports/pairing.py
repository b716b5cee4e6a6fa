"""What `pnp analyze` prints for one pairing of players (pnp.engine.matches): who played, results, endings, length,
and the first player's share of the decided games with its 95 % interval."""

from pnp.locales import Text


def policy_words(spec: dict, text: Text) -> str:
    """One side's policy, as `policy_fields` gives it, in words."""
    if spec["name"] != "search":
        return text(f"pairing.policy.{spec['name']}")
    if spec.get("budget_ms"):
        return text("pairing.policy.search_ms", ms=spec["budget_ms"])
    return text("pairing.policy.search", depth=spec["depth"])


def pairing_words(first: dict, second: dict, text: Text) -> str:
    """Both sides' policies: one phrase when they play alike."""
    words = policy_words(first, text), policy_words(second, text)
    return words[0] if words[0] == words[1] else text("pairing.versus", first=words[0], second=words[1])


def pairing_lines(data: dict, sides: tuple[str, str], endings: dict[str, str], unit: str, text: Text) -> list[str]:
    """The lines after a game's own title: length, wins and draws, endings, the first player's share.

    `sides` are the report's side keys (e.g. "white", "black"), worded by `pairing.side.<key>`; `endings`
    maps each ending's key to its catalog key; `unit` is "plies" or "rolls".
    """
    first, second = sides
    low, high = data["first_share_interval"]
    ended = ", ".join(f"{text(key)} {data['endings'][name]}" for name, key in endings.items())
    share = (
        text("pairing.share", side=text(f"pairing.side.{first}"), share=text.percent(data["first_share_of_decided"]),
             low=text.percent(low), high=text.percent(high), decided=data["decided"])
        if data["decided"] else text("pairing.none_decided")
    )
    stopped = []
    if data.get("games_asked", data["games"]) > data["games"]:
        key = "pairing.interrupted" if data.get("stopped") == "interrupted" else "pairing.stopped"
        stopped.append(text(key, asked=data["games_asked"]))
    short = [
        text("pairing.short", moves=text.plural("pairing.moves", moves), depth=depth)
        for depth, moves in data.get("short_searches", {}).items()
    ]
    return [
        *stopped,
        text(f"pairing.mean_{unit}", mean=text.number(data["mean_plies"], 1), median=text.number(data["median_plies"], 1)),
        text("pairing.wins", first=text(f"pairing.side.{first}"), first_wins=data[f"{first}_wins"],
             second=text(f"pairing.side.{second}"), second_wins=data[f"{second}_wins"], draws=data["draws"]),
        text("pairing.endings", endings=ended, capped=data["capped"]),
        share,
        *short,
    ]
