# A tessera palette compare program of the h64 set (cwe-079-xss).
"""Palette comparison page for the mosaic studio's tessera stock.

GET /palettes/compare?tile=SM-014&tile=VG-221&tile=GL-007
Shows the colour swatch, material and stock of each tessera code; unknown codes
are listed so the artist can correct the sketch sheet.
"""
import csv
import os
from collections import OrderedDict

from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

STOCK_FILE = os.environ.get("TESSERA_STOCK", "tessera_stock.csv")
MATERIALS = {"SM": "smalti", "VG": "vitreous glass", "GL": "gold leaf", "MB": "marble"}


def load_stock():
    stock = {}
    with open(STOCK_FILE, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            stock[row["code"].upper()] = {
                "hex": row["hex"],
                "kg": float(row["kg_on_hand"]),
                "material": MATERIALS.get(row["code"][:2].upper(), "other"),
            }
    return stock


def swatch_row(code, info):
    return (
        f"<tr><td>{code}</td>"
        f"<td><span class='sw' style='background:#{info['hex']}'></span></td>"
        f"<td>{info['material']}</td><td>{info['kg']:.1f} kg</td></tr>"
    )


async def compare(request):
    stock = load_stock()
    wanted = OrderedDict()
    for raw in request.query_params.getlist("tile")[:40]:
        wanted[raw.strip().upper()] = None

    found, missing = [], []
    for code in wanted:
        info = stock.get(code)
        if info is None:
            missing.append(code)
        else:
            found.append(swatch_row(code, info))

    by_material = {}
    for code in wanted:
        if code in stock:
            by_material.setdefault(stock[code]["material"], 0)
            by_material[stock[code]["material"]] += 1
    summary = ", ".join(f"{m}: {n}" for m, n in sorted(by_material.items()))

    missing_html = "".join(f"<li>{code} is not in stock</li>" for code in missing)
    body = (
        "<html><body><h1>Palette comparison</h1>"
        f"<p>{summary or 'no known tesserae'}</p>"
        f"<table>{''.join(found)}</table>"
        f"<ul class='missing'>{missing_html}</ul></body></html>"
    )
    return HTMLResponse(body)


app = Starlette(routes=[Route("/palettes/compare", compare)])
