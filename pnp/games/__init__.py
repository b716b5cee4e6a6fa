"""The games `pnp` ships, in the order it lists them. Each is the package `pnp.games.<id>`, whose `SPEC`
is its registration (pnp.registry); nothing outside a game's package knows it by name."""

SHIPPED = ("numen", "stacks", "kukreno", "ogama")
