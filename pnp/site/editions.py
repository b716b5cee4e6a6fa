"""What a kit site shows of a game in one language: its kit, its sheets with previews, its rules page."""

from dataclasses import dataclass, field


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
    files: dict[str, bytes] = field(repr=False)  # site path -> contents: kit, previews, fillable sheets, digital table
    images_zip: str | None = None  # the piece images with their index
    tts: str | None = None  # the Tabletop Simulator saved object, made only for a site that knows its address

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
