# Quart endpoint that imports supplier invoices submitted as UBL-style XML documents.
from decimal import Decimal, InvalidOperation

from lxml import etree
from quart import Quart, jsonify, request

app = Quart(__name__)

NS = {"inv": "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
      "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"}
MAX_BYTES = 512 * 1024


def make_parser() -> etree.XMLParser:
    return etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True, remove_blank_text=True)


def _text(root, path: str) -> str:
    node = root.find(path, NS)
    return (node.text or "").strip() if node is not None else ""


def summarize(root) -> dict:
    try:
        amount = Decimal(_text(root, "cbc:PayableAmount") or "0")
    except InvalidOperation:
        amount = Decimal("0")
    return {
        "invoice_id": _text(root, "cbc:ID"),
        "issue_date": _text(root, "cbc:IssueDate"),
        "supplier_note": _text(root, "cbc:Note"),
        "amount": str(amount),
    }


@app.post("/suppliers/invoices/import")
async def import_invoice():
    body = await request.get_data()
    if len(body) > MAX_BYTES:
        return jsonify(error="document too large"), 413
    try:
        root = etree.fromstring(body, make_parser())
    except etree.XMLSyntaxError as exc:
        return jsonify(error=f"malformed XML: {exc.msg}"), 400
    if root.tag != "{%s}Invoice" % NS["inv"]:
        return jsonify(error="not an invoice document"), 422
    return jsonify(summarize(root)), 201
