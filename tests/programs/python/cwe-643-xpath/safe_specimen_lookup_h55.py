# Django view looking up public natural-history specimens in the museum's XML catalogue export.
from functools import lru_cache
from django.conf import settings
from django.http import HttpResponseNotFound, JsonResponse
from lxml import etree

CATALOGUE_PATH = getattr(settings, "SPECIMEN_CATALOGUE", "/srv/museum/catalogue.xml")


@lru_cache(maxsize=1)
def load_catalogue():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(CATALOGUE_PATH, parser)


class SpecimenNotFound(LookupError):
    pass


class SpecimenQuery:
    def __init__(self, accession: str, include_loans: bool):
        self.accession = accession.strip()
        self.include_loans = include_loans

    def expression(self) -> str:
        return "//specimen[@accession=$accession and not(@restricted='true')]"


class SpecimenRepository:
    def __init__(self, tree):
        self.tree = tree

    def find(self, query: SpecimenQuery):
        matches = self.tree.xpath(query.expression(), accession=query.accession)
        if not matches:
            raise SpecimenNotFound(query.accession)
        return matches[0]


class SpecimenSerializer:
    FIELDS = ("taxon", "collector", "locality", "collected_on")

    def to_dict(self, node, include_loans: bool) -> dict:
        data = {name: node.findtext(name) for name in self.FIELDS}
        data["accession"] = node.get("accession")
        if include_loans:
            data["loans"] = [loan.get("institution") for loan in node.iterfind("loans/loan")]
        return data


def specimen_detail(request):
    query = SpecimenQuery(request.GET.get("accession", ""), request.GET.get("loans") == "1")
    repo = SpecimenRepository(load_catalogue())
    try:
        node = repo.find(query)
    except SpecimenNotFound:
        return HttpResponseNotFound("unknown accession")
    return JsonResponse(SpecimenSerializer().to_dict(node, query.include_loans))
