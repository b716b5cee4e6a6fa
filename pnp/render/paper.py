"""Paper sizes and the printable area: what every sheet may use."""

from dataclasses import dataclass

from pnp.core.errors import PnpError

PAPERS_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
SAFE_MARGIN = 10.0
FOOTER_BAND = 10.0  # height kept above the bottom margin for the footer and scale bar


@dataclass(frozen=True)
class Paper:
    """A sheet of paper in millimetres, origin at the bottom-left corner, y upwards."""

    name: str
    width: float
    height: float
    margin: float = SAFE_MARGIN  # kept clear at every edge; more where a cutting machine's marks stand

    @property
    def landscape(self) -> bool:
        return self.width > self.height

    @property
    def content(self) -> tuple[float, float, float, float]:
        """(x, y, width, height) of the area left for a sheet's content, inside the margin and above the footer."""
        m = self.margin
        return m, m + FOOTER_BAND, self.width - 2 * m, self.height - 2 * m - FOOTER_BAND


def paper(name: str, landscape: bool = False, margin: float = SAFE_MARGIN) -> Paper:
    """The named paper (`a4` or `letter`), portrait unless `landscape`, with `margin` mm kept clear at its edges."""
    if name not in PAPERS_MM:
        raise PnpError(f"unknown paper {name!r}: choose from {', '.join(PAPERS_MM)}")
    w, h = PAPERS_MM[name]
    return Paper(name, h, w, margin) if landscape else Paper(name, w, h, margin)
