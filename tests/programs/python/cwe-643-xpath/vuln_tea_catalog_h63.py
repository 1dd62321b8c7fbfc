# A tea catalog program of the h63 set (cwe-643-xpath).
"""Tea house catalogue API backed by the supplier's XML price list."""
import os
from functools import lru_cache
from typing import List

from lxml import etree
from rest_framework import serializers, viewsets
from rest_framework.response import Response

CATALOGUE_PATH = os.environ.get("TEA_CATALOGUE_XML", "/srv/teahouse/catalogue.xml")


class CatalogueQuerySerializer(serializers.Serializer):
    origin = serializers.CharField(max_length=60)
    grade = serializers.ChoiceField(choices=["ceremonial", "premium", "daily"], required=False)


class TeaSerializer(serializers.Serializer):
    code = serializers.CharField()
    name = serializers.CharField()
    origin = serializers.CharField()
    grade = serializers.CharField()
    price_per_100g = serializers.DecimalField(max_digits=8, decimal_places=2)


class CatalogueDocument:
    def __init__(self, path: str):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        self._tree = etree.parse(path, parser)

    def teas_from(self, origin: str, grade: str | None) -> List[etree._Element]:
        expression = f"/catalogue/tea[origin='{origin}']"
        nodes = self._tree.xpath(expression)
        if grade:
            nodes = [n for n in nodes if n.get("grade") == grade]
        return nodes


@lru_cache(maxsize=1)
def load_catalogue() -> CatalogueDocument:
    return CatalogueDocument(CATALOGUE_PATH)


class CatalogueService:
    def __init__(self, document: CatalogueDocument):
        self._document = document

    def list_teas(self, criteria: dict) -> List[dict]:
        teas = []
        for node in self._document.teas_from(criteria["origin"], criteria.get("grade")):
            teas.append({
                "code": node.get("code"),
                "name": node.findtext("name"),
                "origin": node.findtext("origin"),
                "grade": node.get("grade"),
                "price_per_100g": node.findtext("price"),
            })
        return teas


class TeaCatalogueViewSet(viewsets.ViewSet):
    def get_service(self) -> CatalogueService:
        return CatalogueService(load_catalogue())

    def list(self, request):
        query = CatalogueQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        teas = self.get_service().list_teas(query.validated_data)
        return Response(TeaSerializer(teas, many=True).data)
