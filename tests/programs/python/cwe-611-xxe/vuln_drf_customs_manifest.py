# Django REST framework endpoint that ingests XML customs manifests from freight forwarders.
from lxml import etree
from rest_framework import status
from rest_framework.exceptions import ParseError
from rest_framework.parsers import BaseParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class ManifestXMLParser(BaseParser):
    media_type = "application/xml"

    def parse(self, stream, media_type=None, parser_context=None):
        parser = etree.XMLParser(resolve_entities=True, huge_tree=False, remove_blank_text=True)
        try:
            return etree.fromstring(stream.read(), parser=parser)
        except etree.XMLSyntaxError as exc:
            raise ParseError("malformed manifest: %s" % exc)


def manifest_lines(root):
    for item in root.iterfind("./consignment/item"):
        yield {
            "hs_code": item.findtext("hsCode", default="").strip(),
            "description": item.findtext("description", default="").strip(),
            "weight_kg": float(item.findtext("weightKg", default="0") or 0),
            "origin": item.findtext("origin", default="").strip().upper(),
        }


class CustomsManifestView(APIView):
    parser_classes = [ManifestXMLParser]
    permission_classes = [IsAuthenticated]

    def post(self, request):
        root = request.data
        voyage = root.get("voyage", "")
        lines = list(manifest_lines(root))
        if not lines:
            return Response({"error": "manifest has no items"}, status=status.HTTP_400_BAD_REQUEST)
        return Response(
            {"voyage": voyage, "items": lines, "total_weight_kg": sum(l["weight_kg"] for l in lines)},
            status=status.HTTP_202_ACCEPTED,
        )
