"""Reading the JSON forms of setups, positions and moves: strict, so a cell given twice is an error."""

import json

from pnp.errors import PnpError


def json_lines(items) -> str:
    """A JSON array of objects, one per line, so diffs and greps of move lists stay readable."""
    lines = [json.dumps(item.to_dict()) for item in items]
    return "[\n  " + ",\n  ".join(lines) + "\n]" if lines else "[]"


def load_json(text: str, what: str, error: type[PnpError]):
    """Parse `text`; a key given twice in one object (a cell listed twice) raises `error` instead of last-wins."""

    def unique(pairs: list[tuple[str, object]]) -> dict:
        data = {}
        for key, value in pairs:
            if key in data:
                raise error(f"{what}: {key!r} is given twice")
            data[key] = value
        return data

    try:
        return json.loads(text, object_pairs_hook=unique)
    except json.JSONDecodeError as err:
        raise error(f"{what} is not valid JSON: {err}") from None
