# A keeper rota program of the h60 set (cwe-643-xpath).
"""Zoo visitor app: "meet the keeper" page lists the animals a keeper
looks after, read from the collection registry export. Animals in
quarantine or off-show are marked public="no" and must not be listed."""
from functools import lru_cache

from lxml import etree
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

REGISTRY_PATH = "/srv/zoo/registry/animals.xml"
REGISTRY_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@lru_cache(maxsize=1)
def registry() -> etree._ElementTree:
    return etree.parse(REGISTRY_PATH, REGISTRY_PARSER)


def keeper_name(raw: str | None) -> str | None:
    name = " ".join((raw or "").split())
    return name if 2 <= len(name) <= 60 else None


def animals_for(keeper: str) -> list[etree._Element]:
    return registry().xpath(f"//animal[@public='yes' and keeper='{keeper}']")


def as_card(node: etree._Element) -> dict:
    return {
        "name": node.findtext("name", ""),
        "species": node.findtext("species", ""),
        "enclosure": node.findtext("enclosure", ""),
        "feeding": node.findtext("feeding_time", ""),
    }


async def keeper_page(request: Request) -> JSONResponse:
    keeper = keeper_name(request.query_params.get("keeper"))
    if keeper is None:
        return JSONResponse({"error": "keeper name required"}, status_code=400)
    cards = sorted(map(as_card, animals_for(keeper)), key=lambda c: c["feeding"])
    return JSONResponse({"keeper": keeper, "animals": cards})


app = Starlette(routes=[Route("/keepers/animals", keeper_page)])
