"""German ships: every sheet of every game and Eye of Numen's whole kit print German, in the edition's
terms, with no English line left on the page."""

import pytest

from pnp.kit import build_kit, kit_name
from pnp.registry import game
from pnp.render.document import PrintOptions, part_bytes
from conftest import pdf_text

GERMAN = PrintOptions("de", "a4", 7)
WORDS = {  # a part of the kit -> words its German pages say
    "numen-board": ["Das Auge des Numen · Spielplan", "Hüter", "Würfle mit einem Würfel"],
    "numen-boards": ["vorausgefüllte Spielpläne", "ausgewogen gefüllt"],
    "numen-scores": ["Wertungsbogen für die Expertenregeln", "Reihen deiner Hälfte", "Auge versiegelt"],
    "numen-setup": ["Aufstellung", "Hüter"],
    "numen-aid": ["Spielhilfen", "Du bist am Zug", "Ende der Partie", "Hüter des Numen"],
    "stacks-board": ["Vorzeichenstapel · Spielplan", "Startreihen", "Zugleiste"],
    "stacks-tokens": ["Steine", "Vorderseiten", "Rückseiten", "Strichpunktlinie"],
    "stacks-setup": ["Aufstellung", "Grundreihe"],
    "stacks-map": ["freie Karte", "Startzone von Weiß"],
    "stacks-aid": ["Du bist am Zug", "sichtbaren Steine", "Dritte Wiederholung"],
    "kukreno-blank": ["Ergebnisbogen", "Strafpunkte", "3er-Linien", "laufende Summe"],
    "kukreno-rolls": ["vorgewürfelte Paare", "Spalte", "Reihe"],
    "kukreno-aid": ["Du bist am Zug", "Strafpunkt", "Startspieler"],
    "ogama-board": ["Züge auf einen Blick", "Kröte", "Startreihen"],
    "ogama-tokens": ["Scheiben und Kröten", "Strichpunktlinie"],
    "ogama-setup": ["OGAMA-Scheibe", "Aufbau Nr. 7"],
    "ogama-aid": ["Du bist am Zug", "einzelne Scheibe", "Turm aus sechs"],
}
ENGLISH = ["print at 100%", "layout no.", "Your turn", "player aids"]


def flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


@pytest.mark.parametrize("game_id", ["numen", "stacks", "kukreno", "ogama"])
def test_every_sheet_prints_german(game_id, tmp_path):
    for part in game(game_id).kit(GERMAN):
        path = tmp_path / f"{part.slug}.pdf"
        path.write_bytes(part_bytes(part)[0])
        text = flat(pdf_text(path))
        missing = [word for word in WORDS[part.slug] if word not in text]
        assert not missing, f"{part.slug}: {missing}"
        assert "mit 100 % / tatsächlicher Größe drucken" in text and "Deutsch" in text, part.slug
        assert not [word for word in ENGLISH if word in text], part.slug


def test_the_eye_of_numen_kit_prints_german_from_cover_to_pocket_rules(tmp_path):
    name = kit_name("numen", GERMAN)
    path = tmp_path / "kit.pdf"
    path.write_bytes(build_kit("numen", GERMAN)[f"{name}.pdf"])
    text = flat(pdf_text(path))
    for word in ("Spielset zum Ausdrucken", "Inhalt", "Drucken und Basteln", "Kurzregel (Taschenformat)",
                 "Hüter des Numen", "Strategie und Chancen", "Expertenregeln", "Falzen", "2 Spieler · 10–20 Minuten"):
        assert word in text, word
    assert not [word for word in ENGLISH + ["Eye of Numen", "Setup", "Winning"] if word in text]
