"""The games off paper: every piece as an image, and a Tabletop Simulator saved object of the set-up table.

A game says what lies on its table (`pnp.pieces.Table`) in its own module beside this package's
shared machinery, and registers that function on its `GameSpec` (`digital`).
"""
