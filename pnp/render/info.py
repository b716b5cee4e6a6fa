"""What a printed page says about itself, and the options every printing command shares (no ReportLab here,
so the command line can parse options without loading the PDF machinery)."""

from dataclasses import dataclass, replace

from pnp.render.paper import SAFE_MARGIN, Paper, paper


@dataclass(frozen=True)
class SheetInfo:
    """Who a page belongs to, as the footer states it, and how it is inked."""

    game: str  # game id, or "" for pages that belong to no game (calibration)
    sheet: str  # catalog key of the sheet's name
    lang: str
    seed: int | None
    paper: Paper
    ink_saver: bool = False


@dataclass(frozen=True)
class PrintOptions:
    """What every printing command shares: language, paper name, seed and ink."""

    lang: str = "en"
    paper: str = "a4"
    seed: int | None = None
    ink_saver: bool = False
    margin: float = SAFE_MARGIN  # mm kept clear at the paper's edges (more for a cutting machine's marks)

    @property
    def layout_seed(self) -> int:
        """The seed a drawn product is made from: every command resolves it before anything is drawn."""
        assert self.seed is not None, "no seed: the command resolves one before drawing"
        return self.seed

    def with_lang(self, lang: str) -> "PrintOptions":
        return replace(self, lang=lang)

    def info(self, game: str, sheet: str, landscape: bool = False) -> SheetInfo:
        return SheetInfo(game, sheet, self.lang, self.seed, paper(self.paper, landscape, self.margin), self.ink_saver)
