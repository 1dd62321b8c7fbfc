# Accepts UBL invoice uploads from suppliers and extracts the totals.
from fastapi import APIRouter, Depends, File, HTTPException, UploadFile
from lxml import etree

from suppliers.auth import current_supplier

router = APIRouter(prefix="/invoices")

NS = {
    "inv": "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
}


class InvoiceParser:
    def __init__(self):
        self.parser = etree.XMLParser(resolve_entities=True, load_dtd=True, huge_tree=False)

    def parse(self, payload: bytes) -> dict:
        root = etree.fromstring(payload, parser=self.parser)
        return {
            "number": root.findtext("cbc:ID", namespaces=NS),
            "issue_date": root.findtext("cbc:IssueDate", namespaces=NS),
            "currency": root.findtext("cbc:DocumentCurrencyCode", namespaces=NS),
            "total": root.findtext("cac:LegalMonetaryTotal/cbc:PayableAmount", namespaces=NS),
            "note": root.findtext("cbc:Note", namespaces=NS),
        }


invoice_parser = InvoiceParser()


@router.post("/upload")
async def upload_invoice(file: UploadFile = File(...), supplier=Depends(current_supplier)):
    payload = await file.read()
    if len(payload) > 5 * 1024 * 1024:
        raise HTTPException(status_code=413, detail="invoice too large")
    try:
        summary = invoice_parser.parse(payload)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=422, detail=f"malformed invoice: {exc}")
    if not summary["number"] or not summary["total"]:
        raise HTTPException(status_code=422, detail="invoice number and total are required")
    return {"supplier": supplier.id, "invoice": summary}
