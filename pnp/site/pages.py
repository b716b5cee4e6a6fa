"""The site's HTML pages, from Jinja2 templates; every link relative to the page that holds it."""

from functools import cache

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup

from pnp import __version__
from pnp.locales import Text
from pnp.registry import game as registered
from pnp.site.editions import Edition


@cache
def environment() -> Environment:
    return Environment(
        loader=PackageLoader("pnp.site", "templates"),
        autoescape=select_autoescape(default=True),
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def relative(root: str):
    """Turns a site path into a link from a page below the top: `root` climbs back up (`../../`)."""
    return lambda path: root + path


def index_page(editions: list[Edition], langs: list[str], seed: int) -> str:
    """The games, in one section per language; the page speaks the first language."""
    by_lang: dict[str, list[Edition]] = {lang: [] for lang in langs}
    for edition in editions:
        by_lang[edition.lang].append(edition)
    sections = [{"lang": lang, "text": Text(lang), "games": games} for lang, games in by_lang.items()]
    return environment().get_template("index.html.j2").render(
        lang=langs[0], sections=sections, seed=seed, version=__version__, link=relative("")
    )


def game_page(edition: Edition, others: list[Edition], seed: int, playable: bool = False) -> str:
    """One game in one language: pitch, players and time, the dice roller, downloads and previews."""
    text = Text(edition.lang)
    dice = registered(edition.game).dice
    return environment().get_template("game.html.j2").render(
        lang=edition.lang, text=text, e=edition, others=[(o, Text(o.lang)) for o in others],
        dice=[(name, text(f"site.die.{name}")) for name in dice],
        result=text(f"site.dice.result.{edition.game}") if dice else "",
        seed=seed, paper=edition.paper, version=__version__, link=relative("../../"), playable=playable,
    )


def play_page(edition: Edition, others: list[Edition], seed: int, config: dict, board: str, fonts: str) -> str:
    """One game to play in one language: the board (`board`, its SVG; `fonts`, the faces its letters need),
    the moves, the computer, the record."""
    return environment().get_template("play.html.j2").render(
        lang=edition.lang, text=Text(edition.lang), e=edition, others=[(o, Text(o.lang)) for o in others],
        seed=seed, config=config, board=Markup(board), fonts=Markup(fonts), version=__version__, link=relative("../../"),
    )
