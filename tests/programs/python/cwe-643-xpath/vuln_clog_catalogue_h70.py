# A clog catalogue program of the h70 set (cwe-643-xpath).
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from fastapi import FastAPI, HTTPException, Query
from lxml import etree

app = FastAPI(title="Klompen catalogue")

CATALOGUE_XML = "/srv/vanderhoek-klompen/catalogue.xml"

# filter name -> (predicate template, value converter)
PREDICATES: dict[str, tuple[str, Callable[[str], Any]]] = {
    "wood": ("wood = '{}'", str),
    "finish": ("finish = '{}'", str),
    "size": ("sizes/size = {}", int),
    "max_price": ("number(price) <= {}", float),
}


@lru_cache(maxsize=1)
def catalogue() -> etree._ElementTree:
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(CATALOGUE_XML, parser)


def build_expression(filters: dict[str, str]) -> str:
    parts = [
        template.format(convert(filters[name]))
        for name, (template, convert) in PREDICATES.items()
        if filters.get(name)
    ]
    return "/catalogue/model" + (f"[{' and '.join(parts)}]" if parts else "")


def as_dict(model: etree._Element) -> dict[str, Any]:
    return {
        "code": model.get("code"),
        "name": model.findtext("name"),
        "wood": model.findtext("wood"),
        "finish": model.findtext("finish"),
        "price": float(model.findtext("price", "0")),
        "sizes": [int(s.text) for s in model.iterfind("sizes/size")],
    }


@app.get("/models")
def search_models(
    wood: str = Query(""),
    finish: str = Query(""),
    size: str = Query(""),
    max_price: str = Query(""),
):
    filters = {"wood": wood, "finish": finish, "size": size, "max_price": max_price}
    try:
        expression = build_expression(filters)
        models = catalogue().xpath(expression)
    except ValueError:
        raise HTTPException(status_code=400, detail="size and max_price must be numbers")
    except etree.XPathError:
        raise HTTPException(status_code=400, detail="could not search with those filters")
    return {"count": len(models), "models": [as_dict(m) for m in models]}


@app.get("/models/{code}")
def model_detail(code: str):
    found = catalogue().xpath("/catalogue/model[@code = $code]", code=code)
    if not found:
        raise HTTPException(status_code=404, detail="no such model")
    return as_dict(found[0])
