# Pyramid view that imports supplier invoices submitted as UBL XML documents.
from decimal import Decimal

from lxml import etree
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

NS = {
    "inv": "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
}


def make_parser():
    return etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, huge_tree=False)


def read_invoice(payload: bytes) -> dict:
    root = etree.fromstring(payload, parser=make_parser())
    lines = []
    for line in root.iterfind("cac:InvoiceLine", NS):
        lines.append(
            {
                "description": line.findtext("cac:Item/cbc:Name", default="", namespaces=NS),
                "amount": Decimal(line.findtext("cbc:LineExtensionAmount", default="0", namespaces=NS)),
            }
        )
    return {
        "number": root.findtext("cbc:ID", namespaces=NS),
        "supplier": root.findtext("cac:AccountingSupplierParty//cbc:Name", namespaces=NS),
        "lines": lines,
    }


@view_config(route_name="invoice_import", request_method="POST", renderer="json")
def invoice_import(request):
    upload = request.POST.get("invoice")
    if upload is None or not hasattr(upload, "file"):
        raise HTTPBadRequest("invoice file required")
    try:
        invoice = read_invoice(upload.file.read(5 * 1024 * 1024))
    except (etree.XMLSyntaxError, ArithmeticError) as exc:
        raise HTTPBadRequest(f"malformed invoice: {exc}")
    total = sum(line["amount"] for line in invoice["lines"])
    request.registry.invoice_queue.put(invoice)
    return {"number": invoice["number"], "supplier": invoice["supplier"], "total": str(total)}
