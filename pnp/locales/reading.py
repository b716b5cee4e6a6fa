"""Reading a language folder as data: a pack may come from anyone, so nothing in it is run or followed.

Every file is read only from inside its language folder (a symbolic link that leads out of it is
refused), up to a size limit, and parsed as TOML or gettext with its errors named by file. Catalog text is a
template of named placeholders (`{path}`) and nothing more: no attribute or index lookups, no
conversions or format specs, so a string can never reach into pnp's objects or ask for a huge padding.
"""

import gettext
import io
import re
import tomllib
from pathlib import Path

from pnp.core.errors import PnpError

PLURAL_FORMS = 6  # the most plural forms CLDR gives a language (Arabic)
PLURAL_COUNTS = range(1000)  # the counts a catalog's plural rule is tried on before it is used
HEADER = re.compile(r'^msgid ""[ \t]*\r?\nmsgstr ((?:"(?:[^"\\\n]|\\.)*"[ \t]*\r?\n?)+)', re.M)

FILE_LIMIT = 1_000_000  # bytes per catalog or template; the largest shipped one is under 50 000
PLACEHOLDER = re.compile(r"\{\{|\}\}|\{([^{}]*)\}|[{}]")
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


class BrokenLanguage(PnpError):
    """A language pack that cannot be used as it is: a file that is not valid TOML, a key missing or of the wrong kind."""


def inside(folder: Path, path: Path) -> Path:
    """The real file `path` names, once known to lie inside `folder` (links followed); BrokenLanguage otherwise."""
    real, root = path.resolve(), folder.resolve()
    if not real.is_relative_to(root):
        raise BrokenLanguage(f"{path}: leads outside its language folder {folder}; a language pack holds its own files")
    return real


def read_bytes(folder: Path, path: Path) -> bytes:
    """A file of the pack, read within bounds."""
    real = inside(folder, path)
    try:
        with real.open("rb") as f:
            data = f.read(FILE_LIMIT + 1)
    except OSError as err:
        raise BrokenLanguage(f"cannot read {path}: {err.strerror or err}") from None
    if len(data) > FILE_LIMIT:
        raise BrokenLanguage(f"{path}: larger than {FILE_LIMIT:,} bytes, more than any language needs".replace(",", " "))
    return data


def read_text(folder: Path, path: Path) -> str:
    try:
        return read_bytes(folder, path).decode("utf-8")
    except UnicodeDecodeError as err:
        raise BrokenLanguage(f"{path}: not UTF-8 text (byte {err.start})") from None


def read_toml(folder: Path, path: Path) -> dict:
    """A TOML file of the pack; BrokenLanguage naming the file and what is wrong with it."""
    text = read_text(folder, path)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise BrokenLanguage(f"{path}: not valid TOML: {err}") from None
    except RecursionError:
        raise BrokenLanguage(f"{path}: nested too deep to be a catalog") from None


def placeholders(text: str, where: str) -> frozenset[str]:
    """The names a catalog string's `{name}` placeholders use; BrokenLanguage for any other use of braces."""
    names = set()
    for match in PLACEHOLDER.finditer(text):
        token = match.group(0)
        if token in ("{{", "}}"):
            continue
        inner = match.group(1)
        if inner is None or not NAME.match(inner):
            raise BrokenLanguage(
                f"{where}: {token!r} is not a placeholder; write {{name}} with a plain name, or {{{{ }}}} for a brace"
            )
        names.add(inner)
    return frozenset(names)


def fill(text: str, values: dict[str, object], where: str) -> str:
    """`text` with each `{name}` replaced by `str(values[name])`: the only thing a catalog string can ask for."""

    def value(match: re.Match) -> str:
        token = match.group(0)
        if token in ("{{", "}}"):
            return token[0]
        name = match.group(1)
        if name is None or name not in values:
            raise BrokenLanguage(f"{where}: {token!r} names no value this text is given ({', '.join(values) or 'none'})")
        return str(values[name])

    return PLACEHOLDER.sub(value, text)


def read_catalog(path: Path, lang: str):
    """A `.po` file as a Babel catalog; BrokenLanguage naming the file if it does not parse, is not UTF-8,
    or has a plural rule gettext cannot use."""
    from babel.messages.pofile import PoFileError, read_po

    text = read_text(path.parent, path).removeprefix("\ufeff")  # a byte-order mark, as some editors write
    if "\0" in text:
        raise BrokenLanguage(f"{path}: holds a NUL character (line {text.count(chr(10), 0, text.index(chr(0))) + 1})")
    check_plural_forms(text, path)  # before Babel, which makes room for nplurals forms of every plural text
    try:
        catalog = read_po(io.StringIO(text), locale=lang.replace("-", "_"), abort_invalid=True)
    except (PoFileError, ValueError) as err:
        raise BrokenLanguage(f"{path}: not a valid gettext catalog: {err}") from None
    if catalog.charset.lower().replace("_", "-") not in ("utf-8", "utf8"):
        raise BrokenLanguage(f"{path}: says its charset is {catalog.charset[:40]!r}; a catalog is UTF-8 text")
    return catalog


def check_plural_forms(text: str, path: Path) -> None:
    """BrokenLanguage unless the header's Plural-Forms, if any, has 1 to PLURAL_FORMS forms and a rule gettext
    reads that gives each count in PLURAL_COUNTS one of them."""
    header = HEADER.search(text)
    lines = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', header.group(1))).split("\\n") if header else []
    found = [line.split(":", 1)[1] for line in lines if line.lower().startswith("plural-forms:")]
    if not found:
        return
    where = f"{path}: Plural-Forms {found[0].strip()[:100]!r}"
    fields = {key.strip().lower(): value.strip() for key, _, value in (part.partition("=") for part in found[0].split(";"))}
    try:
        count, rule = int(fields.get("nplurals", "")), gettext.c2py(fields.get("plural", ""))
    except ValueError:
        raise BrokenLanguage(f"{where}: not of the form nplurals=N; plural=RULE, with a rule gettext can read") from None
    if not 1 <= count <= PLURAL_FORMS:
        raise BrokenLanguage(f"{where}: a language has 1 to {PLURAL_FORMS} plural forms, not {count}")
    for n in PLURAL_COUNTS:
        try:
            form = rule(n)
        except ArithmeticError:
            raise BrokenLanguage(f"{where}: the rule cannot be worked out for {n}") from None
        if not 0 <= form < count:
            raise BrokenLanguage(f"{where}: the rule gives form {form} for {n}, but there are forms 0 to {count - 1}")


def foreign_placeholders(english: tuple[str, ...], translations: tuple[str, ...], where: str) -> set[str]:
    """The placeholders a translation uses that its English (`english`: one text, or a plural's forms) does not
    give it; a plural entry is always given `{n}`, its count."""
    allowed = set().union(*(placeholders(text, where) for text in english)) | ({"n"} if len(english) > 1 else set())
    return set().union(*(placeholders(text or "", where) for text in translations)) - allowed
