# FastAPI endpoint that ingests supplier price feeds posted as XML documents.
from decimal import Decimal

from fastapi import FastAPI, HTTPException, Request
from lxml import etree

app = FastAPI()

FEED_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


def parse_feed(payload: bytes):
    root = etree.fromstring(payload, parser=FEED_PARSER)
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
    except (etree.XMLSyntaxError, ValueError, ArithmeticError) as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {"supplier": supplier, "accepted": len(items), "preview": items[:5]}
