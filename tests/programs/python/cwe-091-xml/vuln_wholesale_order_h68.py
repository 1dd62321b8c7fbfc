# A wholesale order program of the h68 set (cwe-091-xml).
# chocolatiers: turn shop-front wholesale orders into the XML feed the packing house imports
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from decimal import Decimal
from itertools import count
from xml.sax.saxutils import quoteattr

import httpx
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

PACKING_FEED = "https://intake.packhaus-roth.de/api/v2/orders"
CATALOGUE = {
    "PRL-70": ("Praline box 70% dark", Decimal("18.40")),
    "TRF-SEA": ("Sea-salt caramel truffles", Decimal("22.00")),
    "BAR-MLK": ("Milk couverture bar 100 g", Decimal("4.10")),
    "HOL-EGG": ("Hollow Easter egg, large", Decimal("29.50")),
}
_seq = count(1)


@dataclass(slots=True, kw_only=True)
class Line:
    sku: str
    qty: int

    @property
    def total(self) -> Decimal:
        return CATALOGUE[self.sku][1] * self.qty


@dataclass(slots=True, kw_only=True)
class WholesaleOrder:
    shop: str
    contact: str
    note: str = ""
    lines: list[Line] = field(default_factory=list)


def _parse(payload: dict) -> WholesaleOrder:
    match payload:
        case {"shop": str(shop), "contact": str(contact), "lines": [*raw_lines], **rest} if raw_lines:
            lines = [
                Line(sku=sku, qty=qty)
                for item in raw_lines
                if (sku := item.get("sku")) in CATALOGUE and isinstance(qty := item.get("qty"), int) and qty > 0
            ]
            if len(lines) != len(raw_lines):
                abort(422, "unknown SKU or invalid quantity")
            return WholesaleOrder(shop=shop, contact=contact, note=str(rest.get("note", ""))[:500], lines=lines)
        case _:
            abort(400, "shop, contact and at least one line are required")


def _to_xml(order: WholesaleOrder, ref: str) -> str:
    stamp = datetime.now(timezone.utc).isoformat(timespec="seconds")
    lines = "\n".join(
        f"    <line sku={quoteattr(l.sku)} qty=\"{l.qty}\" total=\"{l.total}\"/>" for l in order.lines
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<order ref="{ref}" created="{stamp}">
  <customer>
    <shop>{order.shop}</shop>
    <contact>{order.contact}</contact>
  </customer>
  <lines>
{lines}
  </lines>
  <note>{order.note}</note>
  <grand-total>{sum((l.total for l in order.lines), Decimal(0))}</grand-total>
</order>"""


@app.post("/wholesale/orders")
def place_order():
    order = _parse(request.get_json(silent=True) or {})
    ref = f"WH-{datetime.now():%y%m%d}-{next(_seq):04d}"
    document = _to_xml(order, ref)
    resp = httpx.post(
        PACKING_FEED,
        content=document.encode(),
        headers={"Content-Type": "application/xml"},
        timeout=15.0,
    )
    if resp.is_error:
        abort(502, "packing house rejected the order")
    return jsonify({"ref": ref, "lines": len(order.lines)}), 201
