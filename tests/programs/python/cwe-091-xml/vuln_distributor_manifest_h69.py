# A distributor manifest program of the h69 set (cwe-091-xml).
import os
from dataclasses import dataclass, field
from datetime import date

import requests
from flask import Flask, abort, g, jsonify, request
from xml.sax.saxutils import escape

app = Flask(__name__)

DISTRIBUTOR_URL = "https://orders.provencal-botanicals.com/api/v2/manifests"
PRODUCTS = {
    "LAV-BUNDLE-S": "Dried lavender bundle, small",
    "LAV-BUNDLE-L": "Dried lavender bundle, large",
    "LAV-OIL-10": "Lavender essential oil 10ml",
    "LAV-SACHET": "Lavender sachet, pack of 6",
}


@dataclass
class OrderDraft:
    buyer: str
    ship_to: str
    notes: str
    lines: list = field(default_factory=list)


def current_order() -> OrderDraft:
    """Build the order for this request once and reuse it."""
    if "order" not in g:
        data = request.get_json(silent=True) or {}
        g.order = OrderDraft(
            buyer=str(data.get("buyer", "")).strip(),
            ship_to=str(data.get("ship_to", "")).strip(),
            notes=str(data.get("notes", "")),
            lines=[
                (str(l.get("sku")), int(l.get("qty", 0)))
                for l in data.get("lines", [])
                if str(l.get("sku")) in PRODUCTS and int(l.get("qty", 0)) > 0
            ],
        )
    return g.order


def manifest_xml(order: OrderDraft) -> str:
    items = "".join(
        f"<item sku=\"{sku}\" qty=\"{qty}\">{escape(PRODUCTS[sku])}</item>"
        for sku, qty in order.lines
    )
    return (
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        f"<manifest supplier=\"hillside-lavender\" date=\"{date.today().isoformat()}\">"
        f"<buyer>{order.buyer}</buyer>"
        f"<shipTo>{escape(order.ship_to)}</shipTo>"
        f"<notes>{escape(order.notes)}</notes>"
        f"<items>{items}</items>"
        "</manifest>"
    )


@app.route("/wholesale/orders", methods=["POST"])
def submit_order():
    order = current_order()
    if not order.buyer or not order.ship_to or not order.lines:
        abort(400, "buyer, ship_to and at least one line are required")
    resp = requests.post(
        DISTRIBUTOR_URL,
        data=manifest_xml(order).encode("utf-8"),
        headers={
            "Content-Type": "application/xml",
            "Authorization": f"Bearer {os.environ['DISTRIBUTOR_TOKEN']}",
        },
        timeout=20,
    )
    if resp.status_code >= 300:
        return jsonify(error="distributor rejected manifest", status=resp.status_code), 502
    return jsonify(accepted=True, lines=len(order.lines))


@app.route("/wholesale/preview", methods=["POST"])
def preview_order():
    order = current_order()
    return app.response_class(manifest_xml(order), mimetype="application/xml")


if __name__ == "__main__":
    app.run(port=8060)
