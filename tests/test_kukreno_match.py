"""The KuKreNo book's worked match: every figure its table prints, in every form and both languages,
is what the rules give for the match's rolls, and the running totals follow the post's arithmetic. English
writes each pair as a score (2–0), never as a square is named (3:5)."""

import re

import pytest

from conftest import pdf_text
from pnp.games.kukreno import rules as kukreno
from pnp.games.kukreno.book import MATCH
from pnp.render.document import PrintOptions, write_part
from pnp.rulebook import rulebook_part
from pnp.rulebook.html import html_book

LABELS = {
    "ru": {"starts": "Начинает", "points": "Очки, X : O", "penalties": "Штрафы, X : O", "total": "Общий счёт, X : O"},
    "en": {"starts": "Starts", "points": "Points, X–O", "penalties": "Penalties, X–O", "total": "Match total, X–O"},
}


def played() -> kukreno.Match:
    return kukreno.play_match(kukreno.dice_table(MATCH["dice"], 400), MATCH["games"])


def printed_rows(text: str, lang: str) -> dict[str, list]:
    """The table's rows as pdftotext -layout gives them: each label's line, read after the label."""
    rows = {}
    for key, label in LABELS[lang].items():
        line = next(line for line in text.splitlines() if label in line)
        rest = line.split(label, 1)[1]
        if key == "starts":
            rows[key] = re.findall(r"\b[XO]\b", rest)[: MATCH["games"]]
        else:
            rows[key] = [(int(a), int(b)) for a, b in re.findall(r"(\d+)\s*[:–]\s*(\d+)", rest)[: MATCH["games"]]]
    return rows


@pytest.mark.parametrize("form", ("normal", "booklet", "pocket", "large"))
@pytest.mark.parametrize("lang", ("ru", "en"))
def test_the_printed_match_is_the_one_the_rules_play(lang, form, tmp_path):
    path = tmp_path / "book.pdf"
    write_part(path, rulebook_part("kukreno", PrintOptions(lang, "a4", 3), form))
    rows = printed_rows(pdf_text(path), lang)
    match = played()
    assert rows["starts"] == match.starters
    assert rows["points"] == [(g.points["X"], g.points["O"]) for g in match.games]
    assert rows["penalties"] == [(g.penalties["X"], g.penalties["O"]) for g in match.games]
    assert rows["total"] == [(t["X"], t["O"]) for t in match.totals]


def test_the_running_totals_follow_the_posts_arithmetic(tmp_path):
    """Each total is the one before plus the game's points, less 1 for a third penalty, never below 0;
    the loser (a third penalty counting -1) starts the next game, after a draw the same player."""
    path = tmp_path / "book.pdf"
    write_part(path, rulebook_part("kukreno", PrintOptions("en", "a4", 3)))
    rows = printed_rows(pdf_text(path), "en")
    total = (0, 0)
    for k, (points, penalties, printed) in enumerate(zip(rows["points"], rows["penalties"], rows["total"])):
        total = tuple(max(0, t + p - (q == 3)) for t, p, q in zip(total, points, penalties))
        assert printed == total
        if k + 1 < len(rows["starts"]):
            x, o = (p - (q == 3) for p, q in zip(points, penalties))
            starter = rows["starts"][k]
            assert rows["starts"][k + 1] == (starter if x == o else "O" if x > o else "X")
    assert {q for pair in rows["penalties"] for q in pair} >= {3}, "the match shows a third penalty"


@pytest.mark.parametrize("lang", ("ru", "en"))
def test_the_screen_book_carries_the_match(lang):
    page = html_book("kukreno", lang, 3)
    match = played()
    figure = next(f for f in page.split("</figure>") if LABELS[lang]["total"] in f)
    score = {"ru": "{X} : {O}", "en": "{X}–{O}"}[lang]
    shown = re.findall(r">(\d+ ?[:–] ?\d+)<", figure)
    assert [score.format(**t) for t in match.totals] == shown[-MATCH["games"]:]
    described = {"ru": "общий счёт после неё: X\u00a0— {X}, O\u00a0— {O}.", "en": "match total after it: X {X}, O {O}."}[lang]
    for total in match.totals:  # the text alternative a screen reader reads says the same
        assert described.format(**total) in figure


def test_english_scores_do_not_look_like_squares(tmp_path):
    path = tmp_path / "book.pdf"
    write_part(path, rulebook_part("kukreno", PrintOptions("en", "a4", 3)))
    text = pdf_text(path)
    line = next(line for line in text.splitlines() if LABELS["en"]["total"] in line)
    assert ":" not in line and re.search(r"\d–\d", line)
    assert re.search(r"square \d:\d", text)
