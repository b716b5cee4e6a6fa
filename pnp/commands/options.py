"""Options every printing command shares, and the small routine around writing a product.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

import sys
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import click
import typer

from pnp.core.errors import PnpError
from pnp.core.files import CannotWrite, output_path
from pnp.locales import Text, choices
from pnp.core.numbers import BadNumber, decimal_number, whole_number
from pnp.render.info import PrintOptions
from pnp.render.paper import PAPERS_MM, SAFE_MARGIN
from pnp.core.seeding import MAX_SEED, draw_seed

Lang = Annotated[str, typer.Option("--lang", click_type=click.Choice(choices()), help="Language of the sheet.")]
PaperName = Annotated[str, typer.Option("--paper", click_type=click.Choice(list(PAPERS_MM)), help="Paper size.")]
Seed = Annotated[
    int | None,
    typer.Option("--seed", min=0, max=MAX_SEED, help="Seed for a reproducible result; drawn and reported if omitted."),
]
InkSaver = Annotated[bool, typer.Option("--ink-saver", help="No filled areas; lines stay solid black.")]
Fillable = Annotated[
    bool, typer.Option("--fillable", help="Form fields over the boxes, to fill in on a screen (read back with pnp read).")
]
Output = Annotated[
    str | None,
    typer.Option("-o", "--output", help="Where to write (default: output/...); a path ending in / is a folder for the default name."),
]


CutFile = Annotated[
    str | None,
    typer.Option("--cut-file", click_type=click.Choice(["svg"]), help="Also write an SVG cut file per sheet, for print-then-cut machines."),
]
MarkInset = Annotated[
    float | None,
    typer.Option("--mark-inset", min=10, max=30, help="With --cut-file: the registration marks' distance from the paper's edges in mm (10-30)."),
]
CutterMarks = Annotated[
    str | None,
    typer.Option(
        "--marks", click_type=click.Choice(["silhouette", "cricut"]),
        help="With --cut-file: Silhouette registration marks on the sheet (default), or cricut: pieces inside "
             "Design Space's Print Then Cut area and a PNG image with its SVG cut paths.",
    ),
]


def position_option(page: str | None = None):
    """`--position`; `page` names the documentation page that gives the game's position JSON."""
    where = f" (the form of {page})" if page else ""
    return typer.Option("--position", help=f"Position JSON file{where}, as `pnp setup --json` writes it, or - for stdin.")


def apply_option(example: str):
    return typer.Option("--apply", help=f'Play this move, e.g. {example}, or "pass", and print the position after it.')


AsJson = Annotated[bool, typer.Option("--json", help="Print JSON on standard output.")]
AsText = Annotated[bool, typer.Option("--text", help="Print a plain-text picture on standard output.")]


INPUT_LIMIT = 1_000_000  # bytes of a position or grid file; real ones have a few hundred


class CannotRead(PnpError):
    """An input file (a position, a grid) that cannot be read, is too large, or is not UTF-8 text."""

    def __init__(self, message: str, reason: str = ""):
        super().__init__(message)
        self.reason = reason or message


def read_bytes(source: str, what: str) -> bytes:
    """The bytes of file `source`, or of standard input for '-'; refused unread beyond INPUT_LIMIT."""
    place = "standard input" if source == "-" else source
    try:
        if source == "-":
            if sys.stdin is None:
                raise CannotRead(f"cannot read {what} from standard input: it is closed", "it is closed")
            data = sys.stdin.buffer.read(INPUT_LIMIT + 1)
        else:
            with open(source, "rb") as f:
                data = f.read(INPUT_LIMIT + 1)
    except OSError as err:
        reason = err.strerror or str(err)
        raise CannotRead(f"cannot read {what} file {source}: {reason}", reason) from None
    if len(data) > INPUT_LIMIT:
        reason = f"it is over {INPUT_LIMIT // 1000} KB"
        raise CannotRead(f"cannot read {what} {place}: {reason}", reason)
    return data


def read_source(source: str, what: str) -> str:
    """The text of file `source`, or of standard input for '-'."""
    try:
        return read_bytes(source, what).decode("utf-8")
    except UnicodeDecodeError:
        raise CannotRead(f"{what} file {source} is not UTF-8 text") from None


def playout_budget(games: int, max_plies: int, limit: int) -> None:
    """Refuse playouts whose worst case (every game reaching the cap) would run for more than a minute:
    `games` x `max_plies` at most `limit`, measured on the largest board by bench/limits.py."""
    if games * max_plies > limit:
        raise PnpError(
            f"--games {games} x --max-plies {max_plies} is over {limit:,} plies".replace(",", " ")
            + ", about a minute of play: ask for fewer games or a lower cap, or add --long"
        )


def count_option(what: str, top: int = 50_000):  # the largest batch renders within a minute
    return typer.Option("--count", min=1, max=top, help=f"How many {what} (1-{top}).")


@dataclass
class Run:
    """One invocation's language, paper, seed and destination, with its messages going to stderr."""

    lang: str
    paper: str
    seed: int
    ink_saver: bool
    text: Text

    @property
    def options(self) -> PrintOptions:
        return PrintOptions(self.lang, self.paper, self.seed, self.ink_saver, self.margin)

    def target(self, output: str | Path | None, stem: str, suffix: str = ".pdf") -> Path:
        """The file `-o` names (default: output/<stem>-<lang>-<paper><suffix>, also put into a folder given as `dir/`)."""
        name = f"{stem}-{self.lang}-{self.paper}{suffix}"
        return Path("output") / name if output is None else output_path(output, name)

    drawn: bool = False
    margin: float = SAFE_MARGIN  # mm clear at the paper's edges; wider when a cutting machine's marks are printed

    def say(self, message: str) -> None:
        typer.echo(message, err=True)

    def write(self, part, output: str | Path | None, stem: str | None = None, cuts: dict | None = None) -> None:
        """Write a printable part to `output` (default: output/<stem>-<lang>-<paper>.pdf) and report it; with
        `cuts`, each sheet's cut file beside it, committed with the PDF, all or none: an SVG with the marks
        (`name-cut-<page>.svg`, and `name-score-<page>.svg` with the fold lines of a sheet that has some), or
        for Cricut's Print Then Cut the page's image and its cut paths (`name-cricut-<page>.png` and `.svg`)."""
        from pnp.core.files import atomic_outputs
        from pnp.render.cutfile import PrintThenCut, score_svg, svg
        from pnp.render.document import render_part
        from pnp.render.print_then_cut import frame, image_png, image_svg

        path = self.target(output, stem or part.slug)
        sheets = cuts or {}
        cricut = any(isinstance(sheet.marks, PrintThenCut) for sheet in sheets.values())
        if cricut:
            frames = {page: frame(sheet) for page, sheet in sheets.items()}
            files = {path.with_name(f"{path.stem}-cricut-{page}.{kind}"): (page, kind) for page in sheets for kind in ("png", "svg")}
        else:
            files = {path.with_name(f"{path.stem}-{kind}-{page}.svg"): (page, kind) for page, sheet in sheets.items()
                     for kind in ("cut", "score") if kind == "cut" or sheet.folds}
        with self.writing(), atomic_outputs([path, *files]) as (pdf, *drawn):
            pages = render_part(pdf, part)
            rendered = pdf.read_bytes() if cricut else b""
            for temp, (page, kind) in zip(drawn, files.values()):
                sheet, title = sheets[page], f"{path.stem} · {page}"
                if kind == "png":
                    temp.write_bytes(image_png(rendered, page - 1, sheet, frames[page]))
                elif cricut:
                    temp.write_bytes(image_svg(sheet, frames[page], title).encode("utf-8"))
                else:
                    temp.write_bytes((score_svg if kind == "score" else svg)(sheet, title).encode("utf-8"))
        self.wrote(path, pages)
        for name, (page, kind) in files.items():
            if kind == "png":
                width, height = frames[page].size_mm
                self.say(self.text("cli.wrote_image", path=name, width=f"{width:.2f}", height=f"{height:.2f}"))
            else:
                self.say(self.text("cli.wrote_plain", path=name, pages=self.text.plural("cli.pages", 1)))

    @contextmanager
    def writing(self):
        """Say in the run's language why a path cannot be written."""
        try:
            yield
        except CannotWrite as err:
            raise PnpError(self.text("cli.cannot_write", path=err.path, reason=err.reason)) from None

    def wrote(self, path: Path, pages: int) -> None:
        """Report a written PDF with its seed, so the same sheet can be made again."""
        self.say(self.text("cli.wrote", path=path, pages=self.text.plural("cli.pages", pages), seed=self.seed))

    def done(self) -> None:
        """After output on stdout (--json, --text): name the seed on stderr if it was drawn."""
        if self.drawn:
            self.say(self.text("cli.seed_drawn", seed=self.seed))


@contextmanager
def progress(length: int, label: str, enabled: bool = True):
    """A progress bar on a terminal, yielding `advance(n)`; nothing at all when stderr is piped or not `enabled`."""
    if not (enabled and sys.stderr.isatty()):
        yield lambda n=1: None
        return
    with click.progressbar(length=length, label=label, file=sys.stderr) as bar:
        yield lambda n=1: bar.update(n)


def one_output(as_json: bool, as_text: bool) -> None:
    """--json and --text both claim standard output."""
    if as_json and as_text:
        raise PnpError("choose --json or --text, not both")


def cutter_marks(
    cut_file: str | None, inset: float | None, run: "Run", machine: str | None = None,
    back_offset: tuple[float, float] = (0.0, 0.0),
):
    """How the print-then-cut machine of `--cut-file` finds the sheet (None without it): Silhouette's marks,
    their inset from `--mark-inset`, or with `--marks cricut` Design Space's Print Then Cut area; the
    run's sheets then keep clear of them. `--mark-inset` or `--marks` alone, `--mark-inset` with cricut
    (Design Space places its own marks) and a back offset with cricut (each page is cut on its own) are refused."""
    from pnp.render.cutfile import MIN_INSET, Marks, PrintThenCut

    if cut_file is None:
        for value, option in ((inset, "--mark-inset"), (machine, "--marks")):
            if value is not None:
                raise typer.BadParameter("applies with --cut-file only", param_hint=option)
        return None
    if machine == "cricut":
        if inset is not None:
            raise typer.BadParameter("is for Silhouette's marks; Design Space prints and places its own for cricut",
                                     param_hint="--mark-inset")
        if any(back_offset):
            raise typer.BadParameter("corrects duplex printing; with --marks cricut each page is printed and cut on its own",
                                     param_hint="--back-offset")
        marks: Marks | PrintThenCut = PrintThenCut(run.paper)
    else:
        marks = Marks(MIN_INSET if inset is None else inset)
    run.margin = marks.margin
    return marks


def start(lang: str, paper: str = "a4", seed: int | None = None, ink_saver: bool = False) -> Run:
    """Resolve the seed, drawing one if none was given."""
    return Run(lang, paper, draw_seed() if seed is None else seed, ink_saver, Text(lang), seed is None)


class StrictNumber(click.ParamType):
    """Mixed into click's INT and FLOAT types and their ranges: numbers are read through `pnp.core.numbers`
    (digits 0-9 only, a bounded length, finite), then checked against the option's range as before."""

    def convert(self, value, param, ctx):
        if isinstance(value, str):
            try:
                value = whole_number(value) if isinstance(self, click.types.IntParamType) else decimal_number(value)
            except BadNumber as err:
                self.fail(str(err), param, ctx)
        return super().convert(value, param, ctx)


STRICT_TYPES: dict[type, type] = {}


def strict_numbers(command: click.Command) -> click.Command:
    """Make every numeric option of `command` and of the sub-commands it holds a `StrictNumber`; returns it.

    Commands that a group builds when asked for (the games under each noun) are made strict as they are built.
    """
    for param in command.params:
        kind = type(param.type)
        if issubclass(kind, (click.types.IntParamType, click.types.FloatParamType)) and not issubclass(kind, StrictNumber):
            strict_kind = STRICT_TYPES.setdefault(kind, type(f"Strict{kind.__name__}", (StrictNumber, kind), {}))
            strict: click.ParamType = object.__new__(strict_kind)
            strict.__dict__.update(vars(param.type))
            param.type = strict
    for sub in getattr(command, "commands", {}).values():
        strict_numbers(sub)
    return command


def back_offset(value: str | None, duplex: bool) -> tuple[float, float]:
    """The --back-offset of a two-sided sheet in mm (right, up), refused without --duplex in every game alike."""
    if value is None:
        return 0.0, 0.0
    if not duplex:
        raise PnpError("--back-offset corrects duplex printing: add --duplex")
    from pnp.sheets.two_sided import parse_offset

    return parse_offset(value)
