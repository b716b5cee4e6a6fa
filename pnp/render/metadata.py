"""What a PDF tells its reader and the print dialog: title, subject, the game's designer, language, licence
(in the document info and as XMP), and the print hints: actual size (`PrintScaling /None`) and, for files
meant to be printed on both sides, how the sheet flips."""

from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.pdfbase.pdfdoc import XMP, PDFName

from pnp import __version__
from pnp.locales import Text

LONG_EDGE = "DuplexFlipLongEdge"  # duplex token backs, the calibration sheet's back
SHORT_EDGE = "DuplexFlipShortEdge"  # a booklet's sheets, turned about their short side


@dataclass(frozen=True)
class Metadata:
    """The document-level facts of one PDF."""

    title: str
    subject: str
    author: str
    lang: str
    licence: str
    duplex: str | None = None


def metadata_for(text: Text, game: str, title: str, duplex: str | None) -> Metadata:
    """A file's metadata in its language: the designer credited is the game's (pnp's own for the calibration sheet)."""
    designer = text(f"print.designer.{game or 'none'}")
    game_name = text(f"games.{game}.name") + " — " if game else ""
    return Metadata(
        title=title,
        subject=game_name + text("frame.subject"),
        author=designer,
        lang=text.lang,
        licence=text("print.licence", designer=designer, version=__version__),
        duplex=duplex,
    )


def apply_metadata(canvas, meta: Metadata) -> None:
    """Set the info dictionary, catalog language, viewer preferences and XMP stream on a ReportLab canvas."""
    canvas.setTitle(meta.title)
    canvas.setSubject(meta.subject)
    canvas.setAuthor(meta.author)
    canvas.setCreator(f"pnp {__version__}")
    canvas.setCatalogEntry("Lang", meta.lang)
    canvas.setViewerPreference("PrintScaling", PDFName("None"))
    canvas.setViewerPreference("DisplayDocTitle", "true")
    if meta.duplex:
        canvas.setViewerPreference("Duplex", PDFName(meta.duplex))
    canvas._doc.Catalog.Metadata = XMP(creator=lambda doc: xmp_packet(meta).encode("utf-8"))


def xmp_packet(meta: Metadata) -> str:
    """The XMP form of the metadata (Dublin Core title, subject, creator, language and rights)."""
    lang = escape(meta.lang)

    def alt(value: str) -> str:
        return f'<rdf:Alt><rdf:li xml:lang="x-default">{escape(value)}</rdf:li></rdf:Alt>'

    return (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/">\n'
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
        '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" '
        'xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">\n'
        f"<dc:format>application/pdf</dc:format>\n"
        f"<dc:title>{alt(meta.title)}</dc:title>\n"
        f"<dc:description>{alt(meta.subject)}</dc:description>\n"
        f"<dc:creator><rdf:Seq><rdf:li>{escape(meta.author)}</rdf:li></rdf:Seq></dc:creator>\n"
        f"<dc:language><rdf:Bag><rdf:li>{lang}</rdf:li></rdf:Bag></dc:language>\n"
        f"<dc:rights>{alt(meta.licence)}</dc:rights>\n"
        f"<xmp:CreatorTool>pnp {__version__}</xmp:CreatorTool>\n"
        "</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n"
        '<?xpacket end="w"?>'
    )
