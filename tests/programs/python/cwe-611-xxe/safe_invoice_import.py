# Falcon resource that accepts supplier invoices posted as UBL XML and stores the line totals.
import decimal

import falcon
from lxml import etree

NS = {
    "inv": "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
}


def make_parser() -> etree.XMLParser:
    return etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True,
                           remove_blank_text=True)


def parse_invoice(body: bytes) -> dict:
    root = etree.fromstring(body, parser=make_parser())
    number = root.findtext("cbc:ID", namespaces=NS)
    supplier = root.findtext("cac:AccountingSupplierParty//cbc:Name", namespaces=NS)
    lines = []
    for line in root.iterfind("cac:InvoiceLine", namespaces=NS):
        amount = line.findtext("cbc:LineExtensionAmount", namespaces=NS) or "0"
        lines.append({"id": line.findtext("cbc:ID", namespaces=NS),
                      "amount": str(decimal.Decimal(amount))})
    return {"number": number, "supplier": supplier, "lines": lines}


class InvoiceImportResource:
    def __init__(self, repo):
        self.repo = repo

    def on_post(self, req, resp):
        if req.content_type and "xml" not in req.content_type:
            raise falcon.HTTPUnsupportedMediaType(description="XML expected")
        body = req.bounded_stream.read(2 * 1024 * 1024)
        try:
            invoice = parse_invoice(body)
        except (etree.XMLSyntaxError, decimal.InvalidOperation) as exc:
            raise falcon.HTTPBadRequest(description=str(exc))
        self.repo.save_invoice(invoice)
        resp.status = falcon.HTTP_201
        resp.media = {"number": invoice["number"], "lines": len(invoice["lines"])}
