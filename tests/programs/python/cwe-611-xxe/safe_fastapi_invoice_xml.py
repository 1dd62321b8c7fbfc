# FastAPI endpoint ingesting supplier invoices posted as XML
from defusedxml import ElementTree as DET
from defusedxml.common import DefusedXmlException
from fastapi import FastAPI, HTTPException, Request
from xml.etree.ElementTree import ParseError

app = FastAPI()


@app.post("/invoices")
async def ingest(request: Request):
    body = await request.body()
    try:
        root = DET.fromstring(body)
    except (ParseError, DefusedXmlException) as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {
        "supplier": root.findtext("supplier"),
        "number": root.findtext("number"),
        "amount": root.findtext("amount"),
    }
