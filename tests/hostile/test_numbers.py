"""Numbers: options and JSON refuse NaN, infinity, other scripts' digits and thousands of digits, in one line."""

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnp.core.errors import PnpError
from pnp.engine.jsontext import DEPTH_LIMIT, load_json
from pnp.core.numbers import MAX_DIGITS, BadNumber, decimal_number, whole_number

from .cli import assert_refused, examples, files_under, pnp

NOT_ASCII_DIGITS = st.sampled_from("٠١٢٣٤٥٦٧٨٩۳߃३৩੩૩୩௩౩೩൩๓໓༣၃႓០᠓᥈᧓᪃᭓᮳᱃᱓꘣꣓꤃꧓꩓꯳０１２３４５６７８９²³¹⁰⁴⁵")
HOSTILE_NUMBERS = st.one_of(
    st.sampled_from(["nan", "NaN", "-nan", "inf", "-inf", "Infinity", "1e400", "-1e999", "1_000", "0x10", "١", "３", "²"]),
    st.builds(lambda n: "1" * n, st.integers(MAX_DIGITS + 1, 6000)),
    st.builds(lambda d, k: d * k, NOT_ASCII_DIGITS, st.integers(1, 3)),
    st.builds(lambda a, d: f"{a}{d}", st.integers(0, 9), NOT_ASCII_DIGITS),
)
# Every numeric option of a command that writes a file, with the arguments that reach it.
NUMERIC_OPTIONS = [
    ("board", "numen", "--count"),
    ("board", "numen", "--seed"),
    ("sheet", "numen", "--games"),
    ("sheet", "kukreno", "--games"),
    ("setup", "kukreno", "--rolls"),
    ("tokens", "stacks", "--diameter"),
    ("tokens", "stacks", "--blanks"),
    ("tokens", "ogama", "--diameter"),
    ("board", "stacks", "--size"),
    ("board", "ogama", "--rows"),
    ("analyze", "numen", "--counts"),
    ("analyze", "ogama", "--max-plies"),
    ("analyze", "stacks", "--games"),
    ("kit", "numen", "--seed"),
]


@settings(max_examples=examples(14), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(option=st.sampled_from(NUMERIC_OPTIONS), number=HOSTILE_NUMBERS)
def test_a_hostile_number_is_refused_in_one_line(tmp_path_factory, option, number):
    cwd = tmp_path_factory.mktemp("numbers")
    noun, game, name = option
    value = f"{number}x8" if name == "--size" else f"{number},3,3,2,2,2" if name == "--counts" else number
    ran = pnp(noun, game, name, value, cwd=cwd)
    assert_refused(ran)
    assert files_under(cwd) == []


@given(st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=30))
def test_whole_numbers_are_ascii_digits_or_refused(text):
    try:
        value = whole_number(text)
    except BadNumber:
        return
    written = text.strip().lstrip("+-")
    assert written.isascii() and written.isdigit() and len(written) <= MAX_DIGITS
    assert value == int(text.strip())


@given(st.integers(-(10**MAX_DIGITS) + 1, 10**MAX_DIGITS - 1))
def test_whole_numbers_read_back(number):
    assert whole_number(str(number)) == number


@given(st.text(max_size=30) | st.sampled_from(["nan", "inf", "-Infinity", "1e309", "٣.٥"]))
def test_decimal_numbers_are_finite_or_refused(text):
    try:
        value = decimal_number(text)
    except BadNumber:
        return
    assert text.strip().isascii() and math.isfinite(value)


JSON_NUMBER_TRAPS = st.one_of(
    st.sampled_from(["NaN", "-Infinity", "Infinity", "1e400", "-1e999"]),
    st.builds(lambda n: "9" * n, st.integers(MAX_DIGITS + 1, 6000)),
)


@given(trap=JSON_NUMBER_TRAPS, where=st.sampled_from(['{{"width": {}}}', "[1, {}]", '{{"a": [[{}]]}}']))
def test_json_numbers_that_are_not_finite_or_too_long_are_refused(trap, where):
    with pytest.raises(PnpError):
        load_json(where.format(trap), "position", PnpError)


@given(depth=st.integers(DEPTH_LIMIT + 1, 150_000), opener=st.sampled_from(["[", '{"a":']))
def test_deep_nesting_is_refused_before_parsing(depth, opener):
    closer = "]" if opener == "[" else "}"
    with pytest.raises(PnpError, match="deep|characters"):
        load_json(opener * depth + "1" + closer * depth, "position", PnpError)


@given(st.recursive(st.none() | st.booleans() | st.integers(-(10**12), 10**12) | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                    max_leaves=10))
def test_ordinary_json_still_reads(value):
    assert load_json(json.dumps(value), "position", PnpError) == value
