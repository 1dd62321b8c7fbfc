# A spice quote preview program of the h64 set (cwe-094-code).
"""Plain-text quote preview for the spice trading desk (Bottle + Jinja2).
The same text goes into the quote e-mail.

POST /quotes/preview
    {"customer": {"name": "Marlow Provisions", "contact": "Ana"},
     "greeting": "Dear Ana, thank you for your enquiry",
     "lines": [{"spice": "saffron", "grade": "A", "grams": 50},
               {"spice": "cardamom", "grade": "B", "grams": 2000}]}
"""
from decimal import Decimal

from bottle import Bottle, HTTPError, request, response
from jinja2 import Environment, select_autoescape

app = Bottle()
env = Environment(autoescape=select_autoescape(default=True, default_for_string=True))

PRICE_PER_KG = {
    ("saffron", "A"): Decimal("5200.00"),
    ("saffron", "B"): Decimal("4100.00"),
    ("cardamom", "A"): Decimal("62.00"),
    ("cardamom", "B"): Decimal("48.50"),
    ("cinnamon", "A"): Decimal("21.00"),
    ("clove", "A"): Decimal("17.80"),
    ("pepper", "A"): Decimal("11.40"),
}

QUOTE_BODY = """{{ greeting }}

{% for l in lines -%}
{{ "%-10s %-2s %8d g %12s"|format(l.spice, l.grade, l.grams, l.price) }}
{% endfor -%}
{{ "%-24s %12s"|format("Total", total) }}

Prices valid for 14 days.
{{ customer.name }}
"""


def price_lines(raw_lines):
    lines = []
    for item in raw_lines:
        key = (str(item.get("spice", "")).lower(), str(item.get("grade", "")).upper())
        if key not in PRICE_PER_KG:
            raise HTTPError(400, f"no price for {key[0]} grade {key[1]}")
        grams = int(item.get("grams", 0))
        if not 1 <= grams <= 500_000:
            raise HTTPError(400, "grams out of range")
        price = (PRICE_PER_KG[key] * grams / 1000).quantize(Decimal("0.01"))
        lines.append({"spice": key[0], "grade": key[1], "grams": grams, "price": price})
    return lines


def render_quote(doc, lines):
    greeting = str(doc.get("greeting", "Dear customer"))[:300]
    template = env.from_string(QUOTE_BODY)
    return template.render(
        greeting=greeting,
        customer=doc.get("customer") or {},
        lines=lines,
        total=sum((l["price"] for l in lines), Decimal("0")),
    )


@app.post("/quotes/preview")
def preview():
    doc = request.json
    if not isinstance(doc, dict):
        raise HTTPError(400, "expected a JSON object")
    lines = sorted(price_lines(doc.get("lines", [])), key=lambda l: -l["price"])
    response.content_type = "text/plain; charset=utf-8"
    return render_quote(doc, lines)
