"""Rulebook templates: rendered by Jinja2 (sandboxed, strict, escaped) into a light markup, parsed into plain blocks.

The markup, one block per group of lines:

    # Title                   ## Section                 ### Subsection
    @lead text                the larger paragraph under the title
    @facts text               the cover block's line of facts (players, time, age) under the lead
    @box Title                a framed box (a turn summary): the blocks up to `@end` go inside it
    @end                      closes the box
    @contents                 where the contents list goes (printed only when the book is long)
    @page                     start a new page (a new panel in the pocket edition)
    @diagram name: caption    a drawn example, with its caption
    1. text                   a numbered step (numbers are recounted, so every step may say "1.")
    - text                    a bullet item
    ! text                    a note set off from the text
    text                      a paragraph; lines join until a blank line or another block

An item or note goes on over the lines that follow it until a blank line. Inline: **bold**, `code` (a command,
set in the code colour, breaking only between an option and the next), and `~` for a non-breaking space. Values from the context are escaped for ReportLab's paragraph mini-markup
(& < >) and for this markup's own signs, so a value always prints literally; template text itself may
not hold a raw < > or & (a build fails loudly if it does), so nothing reaches ReportLab unescaped.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from pathlib import Path

from jinja2 import BaseLoader, StrictUndefined, TemplateError, TemplateNotFound
from jinja2.exceptions import SecurityError
from jinja2.loaders import split_template_path
from jinja2.sandbox import SandboxedEnvironment
from markupsafe import Markup

from pnp.core.bounded import run_bounded
from pnp.core.errors import PnpError
from pnp.locales.reading import read_text
from pnp.locales.typography import NBSP, typography
from pnp.render.symbols import SUN, SUN_MARKUP

CODE_COLOUR = "#1f4e79"
ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "*": "&#42;", "~": "&#126;", "#": "&#35;", "@": "&#64;", "-": "&#45;", "!": "&#33;", "`": "&#96;"}
OPTION = re.compile(r"(-|&#45;){1,2}[^\W\d]")  # a command's option, as written or as a value escapes it
ENTITY = re.compile(r"&(#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);")
OUTPUT_LIMIT = 2_000_000  # characters a template may render; a shipped book renders under 60 000
WORK_SECONDS = 10  # CPU time a template may take; a shipped book takes well under one


class MarkupError(PnpError):
    """A template that fails to render (an undefined name, a syntax error) or renders into bad markup."""


@dataclass(frozen=True)
class Heading:
    level: int  # 1 title, 2 section, 3 subsection
    text: str


@dataclass(frozen=True)
class Para:
    text: str
    kind: str = "body"  # body, lead, facts or note


@dataclass(frozen=True)
class Items:
    numbered: bool
    items: tuple[str, ...]


@dataclass(frozen=True)
class Diagram:
    name: str
    caption: str


@dataclass(frozen=True)
class PageBreak:
    pass


@dataclass(frozen=True)
class Contents:
    pass


@dataclass(frozen=True)
class Box:
    """Blocks framed together under a title, kept on one page: a turn summary at a glance."""

    title: str
    blocks: tuple["Block", ...]


Block = Heading | Para | Items | Diagram | PageBreak | Contents | Box


def literal(value: object) -> Markup:
    """A context value as paragraph text that prints exactly as given."""
    if isinstance(value, Markup):
        return value
    if len(str(value)) > OUTPUT_LIMIT:
        raise SecurityError(f"it prints a value of {len(str(value))} characters, more than any book uses")
    return Markup("".join(ESCAPES.get(ch, ch) for ch in str(value)))


class PackLoader(BaseLoader):
    """Templates `<lang>/<name>` from language folders, each read only from inside its own folder: a
    symbolic link or an include that leads out of it, or into another language, is refused. A name
    without a language (`pocket.md.j2`) is a template every language shares, read only from `shared`:
    the bundled templates and the folders of games registered from outside, never a language pack."""

    def __init__(self, roots: list[Path], lang: str, shared: tuple[Path, ...] = ()):
        self.roots, self.lang, self.shared = roots, lang, shared

    def get_source(self, environment, template: str):
        pieces = split_template_path(template)  # refuses `..`
        if len(pieces) == 1:
            for root in self.shared:
                path = root / pieces[0]
                if path.is_file() or path.is_symlink():
                    return read_text(root, path), str(path), lambda: True
        if len(pieces) < 2 or pieces[0] != self.lang:
            raise TemplateNotFound(f"{template} (a {self.lang} template includes only {self.lang} templates)")
        for root in self.roots:
            path = root.joinpath(*pieces)
            if path.is_file() or path.is_symlink():
                return read_text(root / pieces[0], path), str(path), lambda: True
        raise TemplateNotFound(template)


class BoundedSandbox(SandboxedEnvironment):
    """Jinja2's sandbox, where no call may be given a number larger than a book could use."""

    def call(__self, __context, __obj, *args, **kwargs):  # noqa: N805 (Jinja's own signature)
        for value in (*args, *kwargs.values()):
            if isinstance(value, int) and abs(value) > OUTPUT_LIMIT:
                raise SecurityError(f"it asks for {value}, more than any book uses")
        return super().call(__context, __obj, *args, **kwargs)


def environment(loader=None, filters: dict[str, Callable] | None = None) -> SandboxedEnvironment:
    """The sandbox every rulebook template runs in: undefined names fail, every value is escaped."""
    env = BoundedSandbox(
        loader=loader,
        undefined=StrictUndefined,
        autoescape=True,
        finalize=literal,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(filters or {})
    return env


def render(env: SandboxedEnvironment, context: dict, name: str | None = None, source: str = "") -> str:
    """Render the named template (or `source`) to markup text, in a child process with limits on memory
    and time and within OUTPUT_LIMIT characters; MarkupError names what went wrong."""
    where = name or "template"
    return run_bounded(_render, env, context, name, source, what=f"rulebook template {where}", cpu=WORK_SECONDS)


def _render(env: SandboxedEnvironment, context: dict, name: str | None, source: str) -> str:
    try:
        template = env.get_template(name) if name is not None else env.from_string(source)
        out, size = [], 0
        for chunk in template.generate(**context):
            size += len(chunk)
            if size > OUTPUT_LIMIT:
                raise MarkupError(f"rulebook template {name or 'template'}: renders more than {OUTPUT_LIMIT:,} characters".replace(",", " "))
            out.append(chunk)
        return "".join(out)
    except TemplateError as err:
        line = getattr(err, "lineno", None)
        where = f"{name}:{line}" if name and line else (name or "template")
        raise MarkupError(f"rulebook template {where}: {err}") from None
    except RecursionError:
        raise MarkupError(f"rulebook template {name or 'template'}: includes or calls itself without end") from None


def check_raw(text: str, where: str) -> None:
    """Refuse raw < > & in rendered text: only escaped values may carry them."""
    for number, line in enumerate(text.splitlines(), start=1):
        bare = ENTITY.sub("", line)
        for sign in "<>&":
            if sign in bare:
                raise MarkupError(f"{where}, line {number}: raw {sign!r} in template text (write it as a word or ≤ ≥)")


def parse(text: str, lang: str, where: str = "template") -> list[Block]:
    """The blocks of rendered markup, with inline marks turned into ReportLab paragraph markup."""
    check_raw(text, where)
    return _Parser(lang).feed(text.splitlines())


class _Parser:
    """Line by line: gathers a paragraph, note or list item, and the list the items belong to."""

    def __init__(self, lang: str):
        self.lang = lang
        self.blocks: list[Block] = []
        self.kind: str | None = None  # what `lines` gathers: "para", "note" or "item"
        self.lines: list[str] = []
        self.list_kind: str | None = None  # "step" or "bullet" while a list is open
        self.items: list[str] = []
        self.outer: list[tuple[str, list[Block]]] = []  # (title, enclosing blocks) while a box is open

    def feed(self, lines: list[str]) -> list[Block]:
        for raw in lines:
            self.line(raw.strip())
        self.close_list()
        if self.outer:
            raise MarkupError(f"@box {self.outer[-1][0]!r} has no @end")
        return self.blocks

    def open_box(self, title: str) -> None:
        if self.outer:
            raise MarkupError(f"@box {title!r} inside another box")
        if not title:
            raise MarkupError("@box needs a title")
        self.close_list()
        self.outer.append((self.inline(title), self.blocks))
        self.blocks = []

    def close_box(self) -> None:
        if not self.outer:
            raise MarkupError("@end without @box")
        self.close_list()
        title, enclosing = self.outer.pop()
        if not self.blocks:
            raise MarkupError(f"@box {title!r} is empty")
        enclosing.append(Box(title, tuple(self.blocks)))
        self.blocks = enclosing

    def line(self, line: str) -> None:
        if not line:
            self.flush()
            return
        step = re.match(r"\d+\.\s+(.*)", line)
        if step or line.startswith("- "):
            marker = "step" if step else "bullet"
            self.flush()
            if self.list_kind != marker:
                self.close_list()
            self.list_kind, self.kind = marker, "item"
            self.lines = [step.group(1) if step else line[2:].strip()]
        elif line.startswith("@box"):
            self.open_box(line[4:].strip())
        elif line == "@end":
            self.close_box()
        elif line.startswith(("#", "@")):
            self.close_list()
            self.blocks.append(_block(line, self.inline))
        elif line.startswith("! "):
            self.close_list()
            self.kind, self.lines = "note", [line[2:]]
        elif self.kind is not None:
            self.lines.append(line)
        else:
            self.close_list()
            self.kind, self.lines = "para", [line]

    def inline(self, text: str) -> str:
        return inline_markup(text, self.lang)

    def flush(self) -> None:
        """End the paragraph, note or item being gathered."""
        if self.lines:
            text = self.inline(" ".join(self.lines))
            if self.kind == "item":
                self.items.append(text)
            else:
                self.blocks.append(Para(text, "note" if self.kind == "note" else "body"))
        self.kind, self.lines = None, []

    def close_list(self) -> None:
        self.flush()
        if self.items:
            self.blocks.append(Items(self.list_kind == "step", tuple(self.items)))
        self.list_kind, self.items = None, []


def _block(line: str, inline: Callable[[str], str]) -> Block:
    heading = re.match(r"(#{1,3})\s+(.*)", line)
    if heading:
        return Heading(len(heading.group(1)), inline(heading.group(2)))
    directive, _, rest = line[1:].partition(" ")
    rest = rest.strip()
    if directive in ("lead", "facts"):
        return Para(inline(rest), directive)
    if directive == "contents":
        return Contents()
    if directive == "page":
        return PageBreak()
    if directive == "diagram":
        name, colon, caption = rest.partition(":")
        if not colon or not name.strip():
            raise MarkupError(f"@diagram needs a name and a caption: {line!r}")
        return Diagram(name.strip(), inline(caption.strip()))
    raise MarkupError(f"unknown directive @{directive} in {line!r}")


def inline_markup(text: str, lang: str) -> str:
    """**bold** to <b>, `code` to coloured unbreakable text, ~ to a non-breaking space, and the spaces
    that should not break."""
    if text.count("**") % 2:
        raise MarkupError(f"unpaired ** in {text!r}")
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    if text.count("`") % 2:
        raise MarkupError(f"unpaired ` in {text!r}")
    text = re.sub(r"`(.+?)`", lambda m: f'<font color="{CODE_COLOUR}">{command_words(m.group(1))}</font>', text)
    return typography(text.replace("~", NBSP).replace(SUN, SUN_MARKUP), lang)


def command_words(code: str) -> str:
    """`code` with the spaces a line may break at: between its words, never inside one, so a command
    longer than the line is never split mid-word. The words before the first option stay together
    (`pnp analyze stacks`), and so does each option with its value (`--policy search`)."""
    groups: list[list[str]] = []
    for word in code.split(" "):
        if not groups or OPTION.match(word):
            groups.append([word])
        else:
            groups[-1].append(word)
    return " ".join(NBSP.join(group) for group in groups)
