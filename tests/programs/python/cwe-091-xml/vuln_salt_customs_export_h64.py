# A salt customs export program of the h64 set (cwe-091-xml).
"""Builds the customs EDI document for salt shipments (Starlette).

POST /shipments/customs-xml
    {"shipment": "SW-2024-0193",
     "buyer": {"name": "Nordhafen Feinkost GmbH", "country": "DE", "vat": "DE811907980"},
     "crates": [{"grade": "fleur", "kg": 25, "note": "hand raked, pan 4"},
                {"grade": "coarse", "kg": 500, "note": "food grade, bulk sack"}]}

The XML goes to the forwarder's portal, which reads <Declared/> amounts and
<Remark/> lines into the customs declaration.
"""
import re
from xml.sax.saxutils import escape, quoteattr

import httpx
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

FORWARDER_URL = "https://edi.harbourline-forwarding.eu/v2/declarations"
HS_CODES = {"fleur": "2501.00.91", "fine": "2501.00.91", "coarse": "2501.00.99", "flake": "2501.00.91"}
COUNTRY = re.compile(r"[A-Z]{2}")
SHIPMENT = re.compile(r"SW-\d{4}-\d{4}")


def crate_lines(crates):
    lines, totals = [], {}
    for i, crate in enumerate(crates, start=1):
        grade = crate.get("grade")
        if grade not in HS_CODES:
            raise ValueError(f"crate {i}: unknown grade")
        kg = float(crate.get("kg", 0))
        if not 0 < kg <= 1000:
            raise ValueError(f"crate {i}: weight out of range")
        totals[grade] = totals.get(grade, 0) + kg
        note = str(crate.get("note", ""))[:200]
        lines.append(
            f'  <Crate seq="{i}" hs="{HS_CODES[grade]}"><Declared unit="kg">{kg:.1f}</Declared>'
            f"<Remark>{note}</Remark></Crate>"
        )
    return lines, totals


def declaration_xml(doc):
    buyer = doc.get("buyer") or {}
    country = str(buyer.get("country", ""))
    if not COUNTRY.fullmatch(country):
        raise ValueError("buyer country must be an ISO code")
    shipment = str(doc.get("shipment", ""))
    if not SHIPMENT.fullmatch(shipment):
        raise ValueError("bad shipment number")
    lines, totals = crate_lines(doc.get("crates") or [])
    summary = "".join(
        f'  <Total hs="{HS_CODES[g]}" grade="{g}">{kg:.1f}</Total>\n' for g, kg in sorted(totals.items())
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<Declaration shipment="{shipment}" origin="FR">\n'
        f"  <Buyer country={quoteattr(country)}>{escape(str(buyer.get('name', '')))}</Buyer>\n"
        f"  <Vat>{escape(str(buyer.get('vat', '')))}</Vat>\n"
        + "\n".join(lines)
        + "\n"
        + summary
        + "</Declaration>\n"
    )


async def customs_xml(request):
    doc = await request.json()
    try:
        xml = declaration_xml(doc)
    except (ValueError, TypeError) as exc:
        return JSONResponse({"error": str(exc)}, status_code=400)
    async with httpx.AsyncClient(timeout=15.0) as client:
        resp = await client.post(FORWARDER_URL, content=xml.encode("utf-8"),
                                 headers={"Content-Type": "application/xml"})
    return JSONResponse({"shipment": doc.get("shipment"), "forwarder_status": resp.status_code})


app = Starlette(routes=[Route("/shipments/customs-xml", customs_xml, methods=["POST"])])
