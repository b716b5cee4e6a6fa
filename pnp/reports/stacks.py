"""What `pnp analyze stacks` prints: the playout figures of pnp.games.stacks as a few readable lines."""

from pnp.locales import Text


def playout_text(data: dict, text: Text) -> str:
    """The playout figures in the language of `text`."""
    n = data["games"]

    def share(k: int) -> str:
        return text("stacks.report.share", k=k, n=n, share=text.number(100 * k / n, 1))

    games = text.plural("stacks.report.games", n, policy=text(f"stacks.report.policy.{data['policy']}"))
    return "\n".join([
        text("stacks.report.title", games=games, width=data["width"], height=data["height"],
             set=text(f"stacks.set.{data['set']}"), plies=text.plural("stacks.report.plies", data["max_plies"]),
             seed=data["seed"]),
        text("stacks.report.mean", plies=text.number(data["mean_plies"], 1)),
        text("stacks.report.wins", white=share(data["white_wins"]), black=share(data["black_wins"])),
        text("stacks.report.passes", share=share(data["decided_by_passes"])),
        text("stacks.report.capped", plies=text.plural("stacks.report.plies", data["max_plies"]),
             share=share(data["capped"])),
    ])
