# Looks up products in the supplier catalog XML feed.
import os

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG_PATH = os.environ.get("CATALOG_XML", "/srv/feeds/catalog.xml")


class Catalog:
    def __init__(self, path: str):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        self.tree = etree.parse(path, parser)

    def find(self, sku: str, region: str):
        expr = "/catalog/product[@sku=$sku and @region=$region]"
        return self.tree.xpath(expr, sku=sku, region=region)


catalog = Catalog(CATALOG_PATH)


def to_dict(node) -> dict:
    return {
        "sku": node.get("sku"),
        "name": node.findtext("name"),
        "price": node.findtext("price"),
        "stock": node.findtext("stock"),
    }


@app.get("/catalog/product")
def product():
    sku = request.args.get("sku", "")
    region = request.args.get("region", "eu")
    if not sku:
        abort(400)
    nodes = catalog.find(sku, region)
    if not nodes:
        abort(404)
    return jsonify([to_dict(n) for n in nodes])
