# FastAPI endpoint that imports supplier invoices submitted as UBL-style XML documents.
from decimal import Decimal, InvalidOperation

from fastapi import FastAPI, HTTPException, Request
from lxml import etree

app = FastAPI()

NS = {"inv": "urn:example:invoice:1"}
MAX_XML_BYTES = 512 * 1024


def make_parser() -> etree.XMLParser:
    return etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False, huge_tree=False)


def text_of(root, path: str) -> str:
    node = root.find(path, namespaces=NS)
    if node is None or node.text is None:
        raise HTTPException(status_code=422, detail=f"missing element {path}")
    return node.text.strip()


@app.post("/invoices/import")
async def import_invoice(request: Request):
    body = await request.body()
    if len(body) > MAX_XML_BYTES:
        raise HTTPException(status_code=413, detail="document too large")
    try:
        root = etree.fromstring(body, parser=make_parser())
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=400, detail=f"malformed XML: {exc}")
    supplier = text_of(root, "inv:Supplier/inv:Name")
    number = text_of(root, "inv:Number")
    try:
        amount = Decimal(text_of(root, "inv:Total"))
    except InvalidOperation:
        raise HTTPException(status_code=422, detail="total is not a number")
    return {"supplier": supplier, "number": number, "total": str(amount), "status": "queued"}
