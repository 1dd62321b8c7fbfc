# FastAPI endpoint that ingests supplier price feeds posted as XML documents.
from decimal import Decimal
from xml.etree.ElementTree import ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


def parse_feed(payload: bytes):
    root = fromstring(payload, forbid_dtd=True)
    if root.tag != "feed":
        raise ValueError("root element must be <feed>")
    supplier = root.get("supplier", "")
    items = []
    for item in root.iter("item"):
        items.append({
            "sku": item.findtext("sku", default="").strip(),
            "description": item.findtext("description", default="").strip(),
            "price": str(Decimal(item.findtext("price", default="0"))),
        })
    return supplier, items


@app.post("/feeds/prices")
async def ingest_prices(request: Request):
    body = await request.body()
    if len(body) > 2_000_000:
        raise HTTPException(status_code=413, detail="feed too large")
    try:
        supplier, items = parse_feed(body)
    except (ParseError, DefusedXmlException, ValueError, ArithmeticError) as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {"supplier": supplier, "accepted": len(items), "preview": items[:5]}
