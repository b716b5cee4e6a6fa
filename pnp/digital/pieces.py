"""Pieces every game's digital table shows alike: the board as a print shop gets it, and the players'
aid cards as the aid sheet draws them (the table's types are in `pnp.pieces`)."""

from pnp.locales import Text
from pnp.pieces import Card, Face, Picture, Piece
from pnp.render.document import Document
from pnp.render.surface import Surface


def board_picture(game: str, face: Face) -> Picture:
    """A board as a print shop gets it (its trim, no furniture), as a picture on paper."""
    return Picture(f"{game}-board", "board", "front", face.width, face.height, face.draw)


def aid_cards(game: str, cards: list[Card], players: tuple[str, ...], text: Text) -> tuple[Piece, ...]:
    """The players' aid cards, one picture each (`<game>-aid-<player>`), drawn as the aid sheet draws them."""
    from pnp.sheets.aid import CARD_H, CARD_W, draw_card
    from pnp.sheets.layout import Box

    name = text(f"games.{game}.name")
    pieces = []
    for card, player in zip(cards, players):
        def draw(doc: Document, s: Surface, card: Card = card) -> None:
            draw_card(s, Box(0, 0, CARD_W, CARD_H), card, name)

        picture = Picture(f"{game}-aid-{player}", "aid card", player, CARD_W, CARD_H, draw)
        pieces.append(Piece("card", card.player, picture))
    return tuple(pieces)
