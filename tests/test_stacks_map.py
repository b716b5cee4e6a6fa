"""The wild-variant map: geometry promises checked from the polygons themselves."""

import math
import time
from collections import deque

import pytest

from pnp.games.stacks import wild as stacks_map
from pnp.games.stacks.edition import EDITION
from pnp.games.stacks.wild import (
    MAP_HEIGHT,
    MAP_WIDTH,
    MIN_BORDER,
    TOKEN_DIAMETER,
    BadMap,
    build_map,
    inscribed_circle,
    zone_size,
)

CASES = [(1, 20), (2, 20), (7, 32), (1, 44), (5, 44), (11, 44), (3, 50)]
EPS = 1e-6


@pytest.fixture(scope="module", params=CASES, ids=[f"seed{s}-n{n}" for s, n in CASES])
def wild(request):
    return build_map(*request.param)


def area(poly) -> float:
    return sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(poly, poly[1:] + poly[:1])) / 2


def edges(poly):
    return list(zip(poly, poly[1:] + poly[:1]))


def distance_to_segment(x, p, q) -> float:
    dx, dy = q[0] - p[0], q[1] - p[1]
    t = max(0.0, min(1.0, ((x[0] - p[0]) * dx + (x[1] - p[1]) * dy) / (dx * dx + dy * dy)))
    return math.dist(x, (p[0] + t * dx, p[1] + t * dy))


def inside(x, poly) -> bool:
    """Strictly left of every edge of a counter-clockwise convex polygon."""
    return all((q[0] - p[0]) * (x[1] - p[1]) - (q[1] - p[1]) * (x[0] - p[0]) > 0 for p, q in edges(poly))


def shared_border(a, b) -> float:
    """Length of the border two cells share: the span of the vertices they have in common."""
    common = [p for p in a if any(math.dist(p, q) < EPS for q in b)]
    return max((math.dist(p, q) for p in common for q in common), default=0.0)


def test_regions_tile_the_rectangle(wild):
    n = len(wild.polygons)
    assert wild.names == tuple(f"r{i}" for i in range(1, n + 1))
    assert len(wild.anchors) == len(wild.radii) == n
    for poly in wild.polygons:
        assert area(list(poly)) > 0  # counter-clockwise, not degenerate
        assert all(-EPS <= x <= MAP_WIDTH + EPS and -EPS <= y <= MAP_HEIGHT + EPS for x, y in poly)
    assert math.isclose(sum(area(list(p)) for p in wild.polygons), MAP_WIDTH * MAP_HEIGHT, rel_tol=1e-9)


def test_every_region_holds_a_token(wild):
    for poly, anchor, radius in zip(wild.polygons, wild.anchors, wild.radii):
        poly = list(poly)
        assert inside(anchor, poly)
        clearance = min(distance_to_segment(anchor, p, q) for p, q in edges(poly))
        assert clearance >= TOKEN_DIAMETER / 2 - EPS
        assert math.isclose(clearance, radius, abs_tol=1e-6)


def test_neighbours_share_a_border_and_are_symmetric(wild):
    polygons = dict(zip(wild.names, wild.polygons))
    for name, near in wild.neighbours.items():
        assert name not in near
        assert list(near) == sorted(near, key=lambda r: int(r[1:]))
        for other in near:
            assert name in wild.neighbours[other]
    for a in wild.names:
        for b in wild.names:
            if a < b:
                touching = shared_border(polygons[a], polygons[b]) >= MIN_BORDER
                assert touching == (b in wild.neighbours[a]), (a, b)


def test_the_map_is_connected(wild):
    seen, queue = {"r1"}, deque(["r1"])
    while queue:
        for nxt in wild.neighbours[queue.popleft()]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    assert seen == set(wild.names)


def test_zones_sit_at_their_edges_with_free_regions_between(wild):
    n = len(wild.names)
    white, black = set(wild.zones["white"]), set(wild.zones["black"])
    assert len(white) == len(black) == zone_size(n) == min(16, 3 * n // 8)
    assert not white & black
    assert not any(set(wild.neighbours[r]) & black for r in white)
    assert len(wild.free) == n - 2 * zone_size(n) > 0
    polygons = dict(zip(wild.names, wild.polygons))
    for color, y in (("white", 0.0), ("black", MAP_HEIGHT)):
        on_edge = {
            name
            for name, poly in polygons.items()
            if sum(math.dist(p, q) for p, q in edges(list(poly)) if abs(p[1] - y) < EPS and abs(q[1] - y) < EPS)
            >= MIN_BORDER
        }
        assert set(wild.edges[color]) == on_edge
        assert on_edge <= set(wild.zones[color])
        assert set(wild.zones[color][: len(on_edge)]) == on_edge  # nearest the edge first


def centroid(poly) -> tuple[float, float]:
    a = area(poly)
    cx = sum((p[0] + q[0]) * (p[0] * q[1] - q[0] * p[1]) for p, q in edges(poly)) / (6 * a)
    cy = sum((p[1] + q[1]) * (p[0] * q[1] - q[0] * p[1]) for p, q in edges(poly)) / (6 * a)
    return cx, cy


def test_reading_order_is_banded_top_to_bottom_left_to_right(wild):
    band = math.sqrt(MAP_WIDTH * MAP_HEIGHT / len(wild.names))
    centres = [centroid(list(poly)) for poly in wild.polygons]
    keys = [(int((MAP_HEIGHT - y) // band), x) for x, y in centres]
    assert keys == sorted(keys)
    assert centres[0][1] > MAP_HEIGHT - 2 * band and centres[-1][1] < 2 * band


@pytest.mark.parametrize("regions", [20, 44, 50])
def test_many_seeds_keep_the_promises(regions):
    for seed in range(100, 115):
        wild = build_map(seed, regions)
        assert len(wild.polygons) == regions
        assert min(wild.radii) >= TOKEN_DIAMETER / 2
        white, black = set(wild.zones["white"]), set(wild.zones["black"])
        assert not white & black and not any(set(wild.neighbours[r]) & black for r in white)


def test_same_seed_same_map_and_different_seeds_differ():
    first = build_map(4, 30)
    build_map.cache_clear()
    again = build_map(4, 30)
    assert again is not first and again == first
    assert build_map(5, 30).polygons != first.polygons


def test_a_44_region_map_builds_fast():
    build_map.cache_clear()
    start = time.perf_counter()
    build_map(12345, 44)
    assert time.perf_counter() - start < 1.0


@pytest.mark.parametrize("regions", [19, 51, 0, "44", True, 44.0])
def test_region_counts_out_of_range_are_refused(regions):
    with pytest.raises(BadMap, match="20 to 50 regions"):
        build_map(1, regions)


def test_inscribed_circle_of_simple_shapes():
    centre, radius = inscribed_circle([(0, 0), (30, 0), (30, 30), (0, 30)])
    assert math.isclose(radius, 15) and math.dist(centre, (15, 15)) < 1e-9
    _, radius = inscribed_circle([(0, 0), (40, 0), (40, 20), (0, 20)])
    assert math.isclose(radius, 10)
    _, radius = inscribed_circle([(0, 0), (30, 0), (0, 40)])
    assert math.isclose(radius, 10)  # 3-4-5 triangle: r = (a + b - c) / 2


def test_the_map_fits_a4_and_letter_printable_areas():
    margin = 10  # mm nothing important may come closer to the paper edge
    for paper in ((210, 297), (215.9, 279.4)):
        assert MAP_WIDTH <= paper[0] - 2 * margin and MAP_HEIGHT <= paper[1] - 2 * margin
    assert stacks_map.MIN_REGIONS <= EDITION.regions <= stacks_map.MAX_REGIONS
