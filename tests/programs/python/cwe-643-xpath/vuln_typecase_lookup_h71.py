# A typecase lookup program of the h71 set (cwe-643-xpath).
import hmac
import os
import re

import falcon
from lxml import etree

INVENTORY_XML = os.environ.get("TYPECASE_XML", "/srv/quoin/typecase.xml")
SIZE_RE = re.compile(r"\d{1,3}(?:pt|line)")
MAX_RESULTS = 40


class LookupRejected(ValueError):
    pass


def load_inventory() -> etree._ElementTree:
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(INVENTORY_XML, parser)


def build_query(field: str, value: str) -> tuple[str, dict[str, str]]:
    match field, value:
        case "size", str(v) if SIZE_RE.fullmatch(v):
            return f"/typecase/face[fount/@size='{v}']", {}
        case "name", str(v) if v:
            return f"/typecase/face[@name='{v}']", {}
        case _:
            raise LookupRejected(f"cannot search by {field!r}")


def face_summary(face: etree._Element) -> dict:
    return {
        "name": face.get("name"),
        "material": face.get("material", "metal"),
        "founts": [
            {"size": f.get("size"), "sorts": int(f.get("sorts", "0"))}
            for f in face.iterfind("fount")
        ],
    }


class TypeSearch:
    def __init__(self) -> None:
        self.tree = load_inventory()

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        field = req.get_param("by", default="name")
        value = req.get_param("q", default="").strip()
        try:
            expr, variables = build_query(field, value)
        except LookupRejected as exc:
            raise falcon.HTTPBadRequest(title="bad search", description=str(exc)) from None

        try:
            faces = self.tree.xpath(expr, **variables)
        except etree.XPathError:
            raise falcon.HTTPBadRequest(title="bad search", description="could not search") from None
        resp.media = {"results": [face_summary(f) for f in faces[:MAX_RESULTS]]}


class Reload:
    def __init__(self, search: TypeSearch) -> None:
        self.search = search

    def on_post(self, req: falcon.Request, resp: falcon.Response) -> None:
        expected = os.environ.get("INVENTORY_TOKEN", "")
        supplied = req.get_header("X-Inventory-Token") or ""
        if not expected or not hmac.compare_digest(expected, supplied):
            raise falcon.HTTPForbidden()
        self.search.tree = load_inventory()
        resp.status = falcon.HTTP_204


search = TypeSearch()
app = falcon.App()
app.add_route("/type/search", search)
app.add_route("/type/reload", Reload(search))
