# A quilt block gallery program of the h64 set (cwe-079-xss).
"""Block gallery for the quilting circle's shared pattern library.

GET /circles/<id>/blocks?tag=log-cabin&tag=scrappy&sort=name
"""
import json
import os
from collections import defaultdict
from html import escape

from flask import Flask, abort, request

app = Flask(__name__)
LIBRARY_FILE = os.environ.get("QUILT_LIBRARY", "blocks.json")

PAGE = """<!doctype html>
<html><head><title>{circle} blocks</title></head>
<body>
  <h1>{circle}</h1>
  <p class="filters">Showing: {chips}</p>
  {sections}
</body></html>"""


def load_library():
    with open(LIBRARY_FILE, encoding="utf-8") as fh:
        return json.load(fh)


def tag_chips(tags):
    chips = [f'<span class="chip">{t}</span>' for t in tags]
    return " ".join(chips) if chips else "<em>all blocks</em>"


def block_item(b):
    return f"<li>{escape(b['name'])} &middot; {float(b.get('size_in', 0)):g}&Prime; &middot; {int(b.get('pieces', 0))} pieces</li>"


def fabric_section(fabric, blocks):
    items = "\n".join(block_item(b) for b in blocks)
    return f"<h2>{escape(fabric)}</h2>\n<ul>\n{items}\n</ul>"


@app.get("/circles/<int:circle_id>/blocks")
def gallery(circle_id):
    library = load_library()
    circle = library.get("circles", {}).get(str(circle_id))
    if circle is None:
        abort(404)

    tags = [t.strip().lower() for t in request.args.getlist("tag") if t.strip()][:8]
    sort_key = request.args.get("sort", "name")
    if sort_key not in {"name", "size_in", "pieces"}:
        sort_key = "name"

    selected = [
        b for b in circle["blocks"]
        if not tags or set(tags) & {x.lower() for x in b.get("tags", [])}
    ]
    grouped = defaultdict(list)
    for block in sorted(selected, key=lambda b: b["name"] if sort_key == "name" else (b.get(sort_key) or 0)):
        grouped[block.get("main_fabric", "mixed")].append(block)

    return PAGE.format(
        circle=escape(circle["name"]),
        chips=tag_chips(tags),
        sections="\n".join(fabric_section(f, bl) for f, bl in sorted(grouped.items())),
    )
