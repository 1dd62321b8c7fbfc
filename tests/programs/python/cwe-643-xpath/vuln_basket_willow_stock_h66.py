# A basket willow stock program of the h66 set (cwe-643-xpath).
# Willow stock lookup for the basket weavers' supply store (Bottle + lxml).
# Stock is kept in an XML file exported nightly from the till system:
#   <stock><bundle variety="Black Maul" length_ft="5" grade="brown">12</bundle>...</stock>
import os

from bottle import Bottle, request, response, abort, run
from lxml import etree

STOCK_FILE = os.environ.get("WILLOW_STOCK_XML", "/srv/willowstore/stock.xml")
GRADES = ("brown", "buff", "white", "steamed")

app = Bottle()
_parser = etree.XMLParser(resolve_entities=False, no_network=True)
_cache = {"mtime": None, "tree": None}


def stock_tree():
    mtime = os.path.getmtime(STOCK_FILE)
    if _cache["mtime"] != mtime:
        _cache["tree"] = etree.parse(STOCK_FILE, _parser)
        _cache["mtime"] = mtime
    return _cache["tree"]


def bundle_to_dict(el):
    return {
        "variety": el.get("variety"),
        "length_ft": int(el.get("length_ft", "0")),
        "grade": el.get("grade"),
        "bundles": int((el.text or "0").strip()),
    }


@app.get("/willow")
def willow():
    variety = request.query.get("variety", "")
    grade = request.query.get("grade", "")
    op = request.query.get("op", "list")

    if grade and grade not in GRADES:
        abort(400, "unknown grade")

    tree = stock_tree()
    if variety:
        query = "/stock/bundle[@variety='%s']" % variety
        nodes = tree.xpath(query)
    else:
        nodes = tree.xpath("/stock/bundle")

    if grade:
        nodes = [n for n in nodes if n.get("grade") == grade]

    items = [bundle_to_dict(n) for n in nodes]
    if op == "total":
        return {"variety": variety, "bundles": sum(i["bundles"] for i in items)}
    response.content_type = "application/json"
    return {"items": items}


if __name__ == "__main__":
    run(app, host="127.0.0.1", port=8084)
