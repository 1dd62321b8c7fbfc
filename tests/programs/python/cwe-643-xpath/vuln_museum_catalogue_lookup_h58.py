# museum catalogue lookup (h58 set)
"""Accession lookup over a museum's XML catalogue export.

The collections system exports the catalogue nightly as one XML file;
the gallery guide app looks objects up by accession number or lists the
objects credited to a maker.
"""
import os
from functools import lru_cache

from lxml import etree
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

CATALOGUE_PATH = os.environ.get("CATALOGUE_XML", "/srv/collections/export/catalogue.xml")
PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@lru_cache(maxsize=1)
def catalogue() -> etree._ElementTree:
    return etree.parse(CATALOGUE_PATH, PARSER)


def describe(obj: etree._Element) -> dict:
    pick = lambda path: obj.findtext(path, default="").strip()
    return {
        "accession": obj.get("accession"),
        "title": pick("title"),
        "maker": pick("maker"),
        "date": pick("date"),
        "gallery": pick("location/gallery"),
        "on_display": obj.get("status") == "on-display",
    }


def by_accession(accession: str) -> list[etree._Element]:
    return catalogue().xpath(f"//object[@accession='{accession}' and @public='yes']")


def by_maker(maker: str) -> list[etree._Element]:
    return catalogue().xpath("//object[maker=$maker and @public='yes']", maker=maker)


async def object_detail(request: Request):
    accession = request.path_params["accession"].strip()
    found = by_accession(accession)
    if not found:
        return JSONResponse({"error": "not in the public catalogue"}, status_code=404)
    return JSONResponse(describe(found[0]))


async def maker_objects(request: Request):
    maker = request.query_params.get("name", "").strip()
    if not maker:
        return JSONResponse({"error": "name is required"}, status_code=400)
    objects = [describe(o) for o in by_maker(maker)]
    return JSONResponse({"maker": maker, "count": len(objects), "objects": objects[:100]})


app = Starlette(
    routes=[
        Route("/objects/{accession}", object_detail),
        Route("/makers", maker_objects),
    ]
)
