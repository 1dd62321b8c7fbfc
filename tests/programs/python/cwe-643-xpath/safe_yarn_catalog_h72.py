# A yarn catalog program of the h72 set (cwe-643-xpath).
from __future__ import annotations

from abc import ABC, abstractmethod
from pathlib import Path
from typing import ClassVar

from aiohttp import web
from lxml import etree

STASH_FILE = Path("/var/lib/purltogether/stash.xml")


class StashQuery(ABC):
    """Builds the XPath used to pick skeins out of the stash catalogue."""

    param: ClassVar[str]

    @abstractmethod
    def xpath(self, value: str) -> tuple[str, dict[str, str]]: ...

    def run(self, tree: etree._ElementTree, value: str) -> list[etree._Element]:
        expression, variables = self.xpath(value)
        return tree.xpath(expression, **variables)


class ByFibre(StashQuery):
    param = "fibre"

    def xpath(self, value: str) -> tuple[str, dict[str, str]]:
        return "/stash/skein[fibre = $fibre and not(@reserved)]", {"fibre": value.lower()}


class ByWeight(StashQuery):
    param = "weight"
    weights = ("lace", "fingering", "sport", "dk", "worsted", "aran", "bulky")

    def xpath(self, value: str) -> tuple[str, dict[str, str]]:
        if value.lower() not in self.weights:
            raise ValueError(f"weight must be one of {', '.join(self.weights)}")
        return "/stash/skein[@weight = $weight and not(@reserved)]", {"weight": value.lower()}


class ByColourway(StashQuery):
    param = "colourway"

    def xpath(self, value: str) -> tuple[str, dict[str, str]]:
        # colourway names are free text from the dyer, so match on a substring
        return "/stash/skein[contains(colourway, $colourway) and not(@reserved)]", {"colourway": value}


QUERIES: dict[str, StashQuery] = {q.param: q for q in (ByFibre(), ByWeight(), ByColourway())}


def skein_json(skein: etree._Element) -> dict[str, object]:
    return {
        "id": skein.get("id"),
        "owner": skein.findtext("owner"),
        "brand": skein.findtext("brand"),
        "colourway": skein.findtext("colourway"),
        "fibre": skein.findtext("fibre"),
        "weight": skein.get("weight"),
        "yards": int(skein.findtext("yards", "0")),
    }


async def search_stash(request: web.Request) -> web.Response:
    selected = [(QUERIES[k], v) for k, v in request.query.items() if k in QUERIES and v]
    if len(selected) != 1:
        raise web.HTTPBadRequest(text=f"give exactly one of: {', '.join(QUERIES)}")
    query, value = selected[0]
    tree = request.app[stash_key]
    try:
        skeins = query.run(tree, value)
    except ValueError as exc:
        raise web.HTTPBadRequest(text=str(exc)) from exc
    except etree.XPathError as exc:
        raise web.HTTPBadRequest(text="could not search the stash") from exc
    return web.json_response([skein_json(s) for s in skeins])


stash_key = web.AppKey("stash", etree._ElementTree)


async def load_stash(app: web.Application) -> None:
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    app[stash_key] = etree.parse(str(STASH_FILE), parser)


def make_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(load_stash)
    app.router.add_get("/stash/search", search_stash)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8093)
