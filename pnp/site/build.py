"""Building a kit site in memory (path -> bytes) and writing it all or none."""

import hashlib
import json
from dataclasses import dataclass, field
from importlib.resources import files as package_files
from pathlib import Path

from pnp import __version__
from pnp.kit import build_kit_with_contents, build_kits, kit_name
from pnp.locales import Text
from pnp.registry import game as registered
from pnp.render.document import PrintOptions, part_bytes
from pnp.site.previews import preview_png

MANIFEST = "site.json"
STATIC = ("style.css", "dice.js")


@dataclass
class Sheet:
    """One PDF a game page offers: its title, its path in the site, its pages, and its preview if any."""

    title: str
    href: str
    pages: int
    preview: str | None = None


@dataclass
class Edition:
    """A game in one language: its kit, the parts shown with previews, its rules as a web page, and
    its fillable sheets."""

    game: str
    lang: str
    folder: str  # `<game>/<lang>`
    paper: str
    kit_pdf: str
    kit_zip: str
    rules_pdf: str | None
    rules_html: str | None
    parts: list[Sheet]
    fillable: list[Sheet]
    files: dict[str, bytes] = field(repr=False)  # site path -> contents: kit, previews, fillable sheets

    @property
    def page(self) -> str:
        return f"{self.folder}/index.html"

    @property
    def showcase(self) -> str | None:
        """The preview that stands for the game: its first own part, after the calibration sheet and the book."""
        own = [s for s in self.parts if s.href not in (self.calibration_pdf, self.rules_pdf)]
        return (own or self.parts)[0].preview

    @property
    def calibration_pdf(self) -> str:
        return f"{self.folder}/kit/calibration-{self.lang}-{self.paper}.pdf"


def build_editions(game: str, options: list[PrintOptions]) -> list[Edition]:
    """`game` in every language asked for (run in one process per game, like kits)."""
    return [build_edition(game, o) for o in options]


def build_edition(game: str, options: PrintOptions) -> Edition:
    """One game's kit in one language, with a preview of every part and its fillable sheets."""
    text = Text(options.lang)
    folder = f"{game}/{options.lang}"
    kit, entries = build_kit_with_contents(game, options)
    files = {f"{folder}/kit/{name}": data for name, data in kit.items()}
    parts = []
    for entry in entries:
        preview = f"{folder}/preview/{Path(entry.file).stem}.png"
        files[preview] = preview_png(kit[entry.file])
        parts.append(Sheet(entry.title, f"{folder}/kit/{entry.file}", entry.pages, preview))
    fillable = []
    make_fillable = registered(game).fillable
    for part in make_fillable(options) if make_fillable else []:
        data, pages = part_bytes(part)
        href = f"{folder}/fillable/{part.slug}-fillable-{options.lang}-{options.paper}.pdf"
        files[href] = data
        fillable.append(Sheet(text(part.info.sheet).capitalize(), href, pages))
    rules_html = None
    if registered(game).rulebook:
        from pnp.rulebook.html import html_book

        rules_html = f"{folder}/rules.html"
        files[rules_html] = html_book(game, options.lang, options.seed).encode()
    name = kit_name(game, options)
    book = f"{folder}/kit/{game}-rulebook-{options.lang}-{options.paper}.pdf"
    return Edition(
        game, options.lang, folder, options.paper, f"{folder}/kit/{name}.pdf", f"{folder}/kit/{name}.zip",
        book if book in files else None, rules_html, parts, fillable, files,
    )


def build_site(games: list[str], options: list[PrintOptions]) -> dict[str, bytes]:
    """The whole site in memory: site path -> contents, the manifest last."""
    from pnp.site.pages import game_page, index_page

    editions = [e for built in build_kits(games, options, build_editions) for e in built]
    seed = options[0].layout_seed
    files: dict[str, bytes] = {}
    files["index.html"] = index_page(editions, [o.lang for o in options], seed).encode()
    for name in STATIC:
        files[name] = (package_files("pnp.site") / "static" / name).read_bytes()
    for edition in editions:
        others = [e for e in editions if e.game == edition.game and e is not edition]
        files[edition.page] = game_page(edition, others, seed).encode()
        files.update(edition.files)
    manifest = {
        "generator": f"pnp {__version__}",
        "seed": seed,
        "paper": options[0].paper,
        "languages": [o.lang for o in options],
        "pages": [{"game": e.game, "lang": e.lang, "page": e.page, "rules": e.rules_html, "seed": seed} for e in editions],
        "files": [{"name": n, "bytes": len(d), "sha256": hashlib.sha256(d).hexdigest()} for n, d in sorted(files.items())],
    }
    files[MANIFEST] = (json.dumps(manifest, ensure_ascii=False, indent=2) + "\n").encode()
    return files


def write_site(folder: Path, files: dict[str, bytes]) -> None:
    """Write the site into `folder`, all or none, replacing an earlier site there but never a folder
    that holds anything an earlier site did not write, or a file changed since (by `site.json`)."""
    from pnp.kit_folders import replace_kit_folders

    replace_kit_folders({Path(folder): files}, MANIFEST, "pnp site")
