# A blend preview program of the h68 set (cwe-079-xss).
# tea blenders: preview page for customers composing their own loose-leaf blend
from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from typing import NamedTuple

from flask import Flask, Response, request
from markupsafe import escape

app = Flask(__name__)

BASES = {
    "assam": ("Assam TGFOP", "malty, brisk"),
    "sencha": ("Japanese Sencha", "grassy, marine"),
    "rooibos": ("Red Rooibos", "honeyed, caffeine-free"),
    "darjeeling": ("Darjeeling 2nd Flush", "muscatel"),
}


class Component(NamedTuple):
    name: str
    percent: int


@dataclass(slots=True, kw_only=True)
class BlendDraft:
    title: str
    base: str
    notes: list[str]
    extras: list[Component]


def _parse_extras(raw: str) -> list[Component]:
    out: list[Component] = []
    for chunk in filter(None, raw.split(",")):
        match chunk.split(":"):
            case [name, pct] if pct.isdigit() and 0 < int(pct) <= 40:
                out.append(Component(name.strip(), int(pct)))
            case [name]:
                out.append(Component(name.strip(), 5))
            case _:
                continue
    return out


def _draft_from_args() -> BlendDraft:
    args = request.args
    return BlendDraft(
        title=args.get("title", "My blend")[:80],
        base=args.get("base", "assam"),
        notes=[n.strip() for n in islice(args.getlist("note"), 6) if n.strip()],
        extras=_parse_extras(args.get("extras", "")),
    )


def _render(draft: BlendDraft) -> str:
    base_name, base_profile = BASES.get(draft.base, BASES["assam"])
    base_pct = max(100 - sum(c.percent for c in draft.extras), 40)
    rows = "".join(
        f"<tr><td>{escape(name)}</td><td>{pct}%</td></tr>"
        for name, pct in draft.extras
    )
    notes = ", ".join(f"<em>{escape(note)}</em>" for note in draft.notes) or "<em>none yet</em>"
    return f"""<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{escape(draft.title)} – preview</title></head>
<body>
  <h1>{escape(draft.title)}</h1>
  <p>Base: {base_name} ({base_pct}%) – {base_profile}</p>
  <table class="components">
    <thead><tr><th>Ingredient</th><th>Share</th></tr></thead>
    <tbody>{rows or '<tr><td colspan="2">Base only</td></tr>'}</tbody>
  </table>
  <p class="notes">Tasting notes you're after: {notes}</p>
  <form method="post" action="/basket/custom">
    <input type="hidden" name="base" value="{escape(draft.base)}">
    <button>Add 100 g to basket</button>
  </form>
</body>
</html>"""


@app.get("/blend/preview")
async def blend_preview() -> Response:
    draft = _draft_from_args()
    if sum(c.percent for c in draft.extras) > 60:
        return Response("Too many additions – keep at least 40% base tea.", status=422)
    return Response(_render(draft), mimetype="text/html")


if __name__ == "__main__":
    app.run(debug=False)
