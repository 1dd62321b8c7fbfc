# Accounts-payable API: ingests supplier invoices posted as XML and returns the parsed totals.
from decimal import Decimal, InvalidOperation

from lxml import etree
from rest_framework import status
from rest_framework.parsers import BaseParser
from rest_framework.response import Response
from rest_framework.views import APIView


class RawXMLParser(BaseParser):
    media_type = "application/xml"

    def parse(self, stream, media_type=None, parser_context=None):
        return stream.read()


def parse_invoice(payload: bytes) -> dict:
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, remove_blank_text=True)
    root = etree.fromstring(payload, parser)
    lines = []
    for line in root.iter("line"):
        lines.append({
            "sku": line.findtext("sku", default=""),
            "description": line.findtext("description", default=""),
            "amount": Decimal(line.findtext("amount", default="0")),
        })
    return {
        "supplier": root.findtext("supplier/name", default=""),
        "number": root.findtext("number", default=""),
        "lines": lines,
        "total": sum((l["amount"] for l in lines), Decimal("0")),
    }


class SupplierInvoiceView(APIView):
    parser_classes = [RawXMLParser]

    def post(self, request):
        try:
            invoice = parse_invoice(request.data)
        except (etree.XMLSyntaxError, InvalidOperation) as exc:
            return Response({"detail": str(exc)}, status=status.HTTP_400_BAD_REQUEST)
        invoice["total"] = str(invoice["total"])
        for line in invoice["lines"]:
            line["amount"] = str(line["amount"])
        return Response(invoice, status=status.HTTP_201_CREATED)
