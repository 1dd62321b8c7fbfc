# Flask endpoint that looks up public product details from the XML catalog export.
import os

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG_PATH = os.environ.get("CATALOG_XML", "/srv/catalog/products.xml")


class Catalog:
    def __init__(self, path):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        self.tree = etree.parse(path, parser)

    def find_public(self, sku):
        query = "/catalog/product[@sku=$sku and @visibility='public']"
        return self.tree.xpath(query, sku=sku)


catalog = Catalog(CATALOG_PATH)


def describe(node):
    return {
        "sku": node.get("sku"),
        "name": node.findtext("name"),
        "price": node.findtext("price"),
        "stock": int(node.findtext("stock") or 0),
    }


@app.route("/products/<sku>")
def product(sku):
    if len(sku) > 40:
        abort(400)
    matches = catalog.find_public(sku)
    if not matches:
        abort(404)
    return jsonify([describe(node) for node in matches])


@app.route("/products")
def products_by_query():
    sku = request.args.get("sku", "")
    if not sku:
        abort(400)
    return jsonify([describe(node) for node in catalog.find_public(sku)])
