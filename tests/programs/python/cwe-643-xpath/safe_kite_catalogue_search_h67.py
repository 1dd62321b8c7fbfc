# A kite catalogue search program of the h67 set (cwe-643-xpath).
# kite makers: search the shared XML catalogue of kite designs, including trade-only wholesale entries
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from fastapi import Depends, FastAPI, Query
from lxml import etree
from pydantic import BaseModel, Field

CATALOGUE_PATH = Path("/srv/kiteworks/catalogue.xml")


class CatalogueQuery(BaseModel):
    designer: Annotated[str, Field(min_length=1, max_length=60)]
    style: Literal["delta", "diamond", "box", "sled", "parafoil", "rokkaku"] | None = None
    max_span_cm: Annotated[int, Field(ge=30, le=600)] = 600


class KiteDesign(BaseModel):
    sku: str
    name: str
    designer: str
    style: str
    span_cm: int
    retail_price: str


class Catalogue:
    def __init__(self, tree: etree._ElementTree) -> None:
        self.tree = tree

    def search(self, q: CatalogueQuery) -> list[KiteDesign]:
        expr = "//kite[@channel='retail'][designer=$designer][span <= $max_span]"
        if q.style:
            expr += "[@style=$style]"
        nodes = self.tree.xpath(expr, designer=q.designer, max_span=q.max_span_cm, style=q.style or "")
        return [self._to_design(n) for n in nodes]

    @staticmethod
    def _to_design(node: etree._Element) -> KiteDesign:
        return KiteDesign(
            sku=node.get("sku", ""),
            name=node.findtext("name", ""),
            designer=node.findtext("designer", ""),
            style=node.get("style", ""),
            span_cm=int(node.findtext("span", "0")),
            retail_price=node.findtext("price", ""),
        )


@lru_cache(maxsize=1)
def load_catalogue() -> Catalogue:
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return Catalogue(etree.parse(str(CATALOGUE_PATH), parser))


app = FastAPI(title="Kite design catalogue")


@app.get("/designs", response_model=list[KiteDesign])
def search_designs(
    q: Annotated[CatalogueQuery, Query()],
    catalogue: Annotated[Catalogue, Depends(load_catalogue)],
) -> list[KiteDesign]:
    return catalogue.search(q)


@app.get("/styles")
def styles() -> list[str]:
    return ["delta", "diamond", "box", "sled", "parafoil", "rokkaku"]
