# FastAPI endpoint ingesting supplier invoices posted as XML
from fastapi import FastAPI, HTTPException, Request
from lxml import etree

app = FastAPI()
PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)


@app.post("/invoices")
async def ingest(request: Request):
    body = await request.body()
    try:
        root = etree.fromstring(body, parser=PARSER)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {
        "supplier": root.findtext("supplier"),
        "number": root.findtext("number"),
        "amount": root.findtext("amount"),
    }
