# A fabric quotes program of the h70 set (cwe-079-xss).
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from functools import reduce

from flask import Flask, Response, request
from markupsafe import escape

app = Flask(__name__)

FABRIC_PRICES = {
    "linen": Decimal("38.50"),
    "velvet": Decimal("62.00"),
    "boucle": Decimal("55.75"),
    "leather": Decimal("120.00"),
}


@dataclass
class QuoteLine:
    piece: str
    fabric: str
    metres: Decimal
    note: str

    @property
    def cost(self) -> Decimal:
        return FABRIC_PRICES.get(self.fabric, Decimal("45.00")) * self.metres


def lines_from_form(form) -> list[QuoteLine]:
    pieces = form.getlist("piece")
    fabrics = form.getlist("fabric")
    metres = form.getlist("metres")
    notes = form.getlist("note")
    return [
        QuoteLine(p, f, Decimal(m or "0"), n)
        for p, f, m, n in zip(pieces, fabrics, metres, notes)
    ]


def render_row(line: QuoteLine) -> str:
    cells = (
        escape(line.piece),
        escape(line.fabric),
        f"{line.metres:.2f} m",
        f"&pound;{line.cost:.2f}",
        escape(line.note),
    )
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def render_page(customer: str, lines: list[QuoteLine]) -> str:
    total = reduce(lambda acc, ln: acc + ln.cost, lines, Decimal("0"))
    rows = "\n".join(render_row(ln) for ln in lines)
    return f"""<!doctype html>
<html><head><meta charset="utf-8"><title>Quote preview</title></head>
<body>
<h1>Quote for {escape(customer)}</h1>
<table>
<thead><tr><th>Piece</th><th>Fabric</th><th>Length</th><th>Cost</th><th>Notes</th></tr></thead>
<tbody>
{rows}
</tbody>
</table>
<p class="total">Total: &pound;{total:.2f}</p>
</body></html>"""


@app.post("/quotes/preview")
def preview_quote():
    customer = request.form.get("customer", "")
    lines = lines_from_form(request.form)
    if not lines:
        return Response("no pieces submitted", status=400, mimetype="text/plain")
    return Response(render_page(customer, lines), mimetype="text/html")


@app.get("/quotes/fabrics")
def fabrics():
    return {name: str(price) for name, price in sorted(FABRIC_PRICES.items())}


if __name__ == "__main__":
    app.run(port=5012)
