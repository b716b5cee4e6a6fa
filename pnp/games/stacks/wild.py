"""The wild-variant field of Signed Stacks: a map of irregular regions, pure geometry in mm.

Seeded random points are relaxed by a few Lloyd iterations into a Voronoi
diagram clipped to a fixed rectangle. The rectangle fits the printable area of
both A4 and US Letter, so one seed gives one map on either paper. Coordinates
are millimetres with x to the right and y upward from the bottom-left corner
(White's edge is the bottom, as on the grid board). Nothing here draws.
"""

import functools
import math
import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from pnp.core.errors import PnpError
from pnp.core.seeding import rng
from pnp.games.stacks.edition import EDITION

MAP_WIDTH = 180.0
MAP_HEIGHT = 240.0
DEFAULT_REGIONS = EDITION.regions  # the rules' wild setups read it here
MIN_REGIONS = 20
MAX_REGIONS = 50  # beyond this a 22 mm circle per region is rarely reachable on this rectangle
TOKEN_DIAMETER = 22.0  # every region must hold a token of this size, with its label
MIN_BORDER = 3.0  # a shared border shorter than this reads as a corner, not a neighbour
ZONE_CAP = 16  # the largest token set: no start zone needs more regions than this
SPACING = 0.76  # least distance between drawn points, as a share of a typical region's width
LLOYD_STEPS = 2  # enough to even the regions out while keeping them irregular
MAX_STEPS = 8  # relaxation allowed before the points are drawn again
MAX_DRAWS = 100

Point = tuple[float, float]


class BadMap(PnpError):
    """A wild map that cannot be built (region count out of range)."""


@dataclass(frozen=True)
class WildMap:
    """One built map; region i (0-based) is named r{i+1}, numbered in reading order.

    polygons: each region's outline, counter-clockwise, in mm.
    anchors: the centre of each region's largest inscribed circle (where a label
    or token goes); radii: that circle's radius, at least TOKEN_DIAMETER / 2.
    neighbours: name -> neighbouring names (a shared border of at least MIN_BORDER).
    zones: color -> the start zone, nearest its edge first.
    edges: color -> the regions touching that side's edge (White bottom, Black top).
    """

    seed: int
    polygons: tuple[tuple[Point, ...], ...]
    anchors: tuple[Point, ...]
    radii: tuple[float, ...]
    neighbours: dict[str, tuple[str, ...]]
    zones: dict[str, tuple[str, ...]]
    edges: dict[str, tuple[str, ...]]

    @property
    def names(self) -> tuple[str, ...]:
        """Region names r1..rN in reading order."""
        return tuple(f"r{i + 1}" for i in range(len(self.polygons)))

    @property
    def free(self) -> tuple[str, ...]:
        """Regions in neither start zone."""
        taken = set(self.zones["white"]) | set(self.zones["black"])
        return tuple(name for name in self.names if name not in taken)


def zone_size(regions: int) -> int:
    """Regions per start zone: 3/8 of the map each (leaving a quarter free), at most ZONE_CAP."""
    return min(ZONE_CAP, 3 * regions // 8)


@functools.lru_cache(maxsize=16)
def build_map(seed: int, regions: int = DEFAULT_REGIONS) -> WildMap:
    """The map for a seed and region count; the same arguments always give the same map.

    Cached because the engine asks for neighbours on every wild move.
    """
    if isinstance(regions, bool) or not isinstance(regions, int) or not MIN_REGIONS <= regions <= MAX_REGIONS:
        raise BadMap(f"a wild map has {MIN_REGIONS} to {MAX_REGIONS} regions, got {regions!r}")
    rand = rng(seed)
    for _ in range(MAX_DRAWS):
        sites = _spaced_points(rand, regions)
        built = _relax(seed, sites) if sites else None
        if built is not None:
            return built
    raise BadMap(f"no map with {regions} regions could be drawn for seed {seed}")  # pragma: no cover


def _relax(seed: int, sites: list[Point]) -> WildMap | None:
    """Lloyd steps (each site moves to its cell's centroid) until the map keeps its promises."""
    for step in range(MAX_STEPS + 1):
        cells = [_voronoi_cell(i, sites) for i in range(len(sites))]
        if step >= LLOYD_STEPS:
            built = _assemble(seed, cells)
            if built is not None:
                return built
        sites = [_centroid([p for p, _ in cell]) for cell in cells]
    return None


def _spaced_points(rand: random.Random, count: int) -> list[Point]:
    """Random points kept SPACING * typical width apart (dart throwing), so that a few
    Lloyd steps suffice; an empty list (meaning: draw again) if the darts run out."""
    gap = SPACING * math.sqrt(MAP_WIDTH * MAP_HEIGHT / count)
    margin = gap / 3
    points: list[Point] = []
    for _ in range(300 * count):
        p = (rand.uniform(margin, MAP_WIDTH - margin), rand.uniform(margin, MAP_HEIGHT - margin))
        if all(_dist2(p, q) >= gap * gap for q in points):
            points.append(p)
            if len(points) == count:
                return points
    return []


# --- Voronoi cells by half-plane clipping -----------------------------------------

_RECTANGLE = (
    ((0.0, 0.0), "bottom"),
    ((MAP_WIDTH, 0.0), "right"),
    ((MAP_WIDTH, MAP_HEIGHT), "top"),
    ((0.0, MAP_HEIGHT), "left"),
)


def _voronoi_cell(i: int, sites: list[Point]) -> list[tuple[Point, object]]:
    """Site i's cell as (vertex, label of the edge leaving it): a site index or a rectangle side.

    Sites are taken nearest first; once a site lies beyond twice the cell's
    reach from its own site, no farther site can cut the cell.
    """
    sx, sy = sites[i]
    others = sorted((j for j in range(len(sites)) if j != i), key=lambda j: _dist2(sites[i], sites[j]))
    cell: list[tuple[Point, object]] = list(_RECTANGLE)
    for j in others:
        reach2 = max(_dist2(sites[i], p) for p, _ in cell)
        if _dist2(sites[i], sites[j]) > 4 * reach2:
            break
        tx, ty = sites[j]
        # points at least as close to site i as to site j: a . p <= b
        a = (tx - sx, ty - sy)
        b = (tx * tx + ty * ty - sx * sx - sy * sy) / 2
        cell = _clip(cell, a, b, j)
    return _drop_short_edges(cell)


def _clip(cell: list[tuple[Point, object]], a: Point, b: float, label: object) -> list[tuple[Point, object]]:
    """Sutherland-Hodgman against one half-plane; the cut edge takes `label`."""
    out: list[tuple[Point, object]] = []
    for k, (p, edge) in enumerate(cell):
        q = cell[(k + 1) % len(cell)][0]
        p_in = a[0] * p[0] + a[1] * p[1] <= b
        q_in = a[0] * q[0] + a[1] * q[1] <= b
        if p_in:
            out.append((p, edge))
        if p_in != q_in:
            crossing = _crossing(p, q, a, b)
            out.append((crossing, label if p_in else edge))
    return out


def _crossing(p: Point, q: Point, a: Point, b: float) -> Point:
    """Where segment p-q meets the line a . x = b."""
    dp = a[0] * p[0] + a[1] * p[1] - b
    dq = a[0] * q[0] + a[1] * q[1] - b
    t = dp / (dp - dq)
    return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))


def _drop_short_edges(cell: list) -> list:
    """Remove vertices that coincide with the next one (a clip line through a vertex)."""
    return [(p, edge) for k, (p, edge) in enumerate(cell) if _dist2(p, cell[(k + 1) % len(cell)][0]) > 1e-12]


def _dist2(p: Point, q: Point) -> float:
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2


def _centroid(points: list[Point]) -> Point:
    """Area centroid of a simple polygon (shoelace)."""
    area = cx = cy = 0.0
    for k, p in enumerate(points):
        q = points[(k + 1) % len(points)]
        cross = p[0] * q[1] - q[0] * p[1]
        area += cross
        cx += (p[0] + q[0]) * cross
        cy += (p[1] + q[1]) * cross
    return (cx / (3 * area), cy / (3 * area))


def inscribed_circle(points: list[Point]) -> tuple[Point, float]:
    """Centre and radius of the largest circle inside a convex counter-clockwise polygon.

    Exact: the best centre maximises r subject to r <= distance to every edge
    line, a linear programme whose optimum lies where three edges are tight, so
    every triple of edges is tried (cells have few edges).
    """
    lines = []
    for k, p in enumerate(points):
        q = points[(k + 1) % len(points)]
        length = math.dist(p, q)
        nx, ny = (p[1] - q[1]) / length, (q[0] - p[0]) / length  # inward normal
        lines.append((nx, ny, nx * p[0] + ny * p[1]))
    best = (_centroid(points), 0.0)
    m = len(lines)
    for i in range(m):
        for j in range(i + 1, m):
            for k in range(j + 1, m):
                solved = _tight(lines[i], lines[j], lines[k])
                if solved is None or solved[1] <= best[1]:
                    continue
                (x, y), r = solved
                if all(nx * x + ny * y - c >= r - 1e-9 for nx, ny, c in lines):
                    best = solved
    return best


def _tight(*rows: tuple[float, float, float]) -> tuple[Point, float] | None:
    """Solve n . (x, y) - r = c for three edge lines (Cramer's rule); None if degenerate."""
    (a1, b1, c1), (a2, b2, c2), (a3, b3, c3) = rows

    def det(m: list[tuple[float, float, float]]) -> float:
        return (
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        )

    d = det([(a1, b1, -1), (a2, b2, -1), (a3, b3, -1)])
    if abs(d) < 1e-12:
        return None
    x = det([(c1, b1, -1), (c2, b2, -1), (c3, b3, -1)]) / d
    y = det([(a1, c1, -1), (a2, c2, -1), (a3, c3, -1)]) / d
    r = det([(a1, b1, c1), (a2, b2, c2), (a3, b3, c3)]) / d
    return (x, y), r


# --- From cells to a checked, numbered map ------------------------------------------


def _assemble(seed: int, cells: list) -> WildMap | None:
    """Number the regions and find neighbours and zones; None if the map breaks a promise.

    Promises: every region holds a TOKEN_DIAMETER circle, the neighbour graph
    is connected, and the two zones neither overlap nor touch.
    """
    circles = [inscribed_circle([p for p, _ in cell]) for cell in cells]
    if min(r for _, r in circles) < TOKEN_DIAMETER / 2:
        return None
    centroids = [_centroid([p for p, _ in cell]) for cell in cells]
    order = _reading_order(centroids)
    name = {old: f"r{new + 1}" for new, old in enumerate(order)}
    borders = [_border_lengths(cell) for cell in cells]
    near: dict[str, set[str]] = {name[i]: set() for i in order}
    for i in order:
        for other, length in borders[i].items():
            if isinstance(other, int) and i < other and length >= MIN_BORDER:
                near[name[i]].add(name[other])
                near[name[other]].add(name[i])
    neighbours = {n: tuple(sorted(ns, key=lambda r: int(r[1:]))) for n, ns in near.items()}
    if len(_reachable(neighbours, ["r1"])) != len(cells):
        return None
    edges = {
        color: tuple(name[i] for i in order if borders[i].get(side, 0.0) >= MIN_BORDER)
        for color, side in (("white", "bottom"), ("black", "top"))
    }
    centroid_y = {name[i]: centroids[i][1] for i in order}
    zones = {
        "white": _zone(neighbours, edges["white"], zone_size(len(cells)), lambda r: centroid_y[r]),
        "black": _zone(neighbours, edges["black"], zone_size(len(cells)), lambda r: -centroid_y[r]),
    }
    white, black = set(zones["white"]), set(zones["black"])
    if white & black or any(set(neighbours[r]) & black for r in white):
        return None
    return WildMap(
        seed=seed,
        polygons=tuple(tuple(p for p, _ in cells[i]) for i in order),
        anchors=tuple(circles[i][0] for i in order),
        radii=tuple(circles[i][1] for i in order),
        neighbours=neighbours,
        zones=zones,
        edges=edges,
    )


def _reading_order(centroids: list[Point]) -> list[int]:
    """Region indices top to bottom, left to right.

    Centroids are grouped into horizontal bands one typical region tall
    (sqrt(area / N)), read from the top band down, left to right within a band.
    """
    band = math.sqrt(MAP_WIDTH * MAP_HEIGHT / len(centroids))
    return sorted(range(len(centroids)), key=lambda i: (int((MAP_HEIGHT - centroids[i][1]) // band), centroids[i][0]))


def _border_lengths(cell: list) -> dict:
    """Length of the cell's border with each neighbouring site or rectangle side."""
    lengths: dict = {}
    for k, (p, edge) in enumerate(cell):
        q = cell[(k + 1) % len(cell)][0]
        lengths[edge] = lengths.get(edge, 0.0) + math.dist(p, q)
    return lengths


def _reachable(neighbours: dict, start: list[str]) -> dict[str, int]:
    """Breadth-first steps from the start regions to every region reachable."""
    depth = {r: 0 for r in start}
    queue = deque(start)
    while queue:
        r = queue.popleft()
        for n in neighbours[r]:
            if n not in depth:
                depth[n] = depth[r] + 1
                queue.append(n)
    return depth


def _zone(
    neighbours: dict[str, tuple[str, ...]], edge: tuple[str, ...], size: int, toward_edge: Callable[[str], float]
) -> tuple[str, ...]:
    """The `size` regions nearest an edge: fewest steps from it, then nearest by centroid."""
    depth = _reachable(neighbours, list(edge))
    ranked = sorted(depth, key=lambda r: (depth[r], toward_edge(r), int(r[1:])))
    return tuple(ranked[:size])
