"""The kit site: a static web site of the kits, made from the same seed as the kits themselves.

Laid out for a folder opened from disk or zipped for an HTML upload (itch.io and the like):

    index.html                  the games, in every language asked for
    site.json                   version, seed, paper, pages and every file's size and SHA-256
    style.css, dice.js          one style sheet, and the dice roller in plain JavaScript
    <game>/<lang>/index.html    a game's page: pitch, players and time, dice, downloads, previews
    <game>/<lang>/rules.html    the rulebook as one self-contained web page
    <game>/<lang>/kit/          the kit as `pnp kit` writes it (combined PDF, parts, zip, manifest)
    <game>/<lang>/preview/      a PNG of each printed part's first page
    <game>/<lang>/fillable/     the game's sheets as PDF forms

Every link is relative and nothing is fetched from elsewhere, so the site works offline.
"""

from pnp.site.build import build_site, write_site

__all__ = ["build_site", "write_site"]
