# Flask blueprint that looks up products in the nightly XML catalogue export.
import os
from functools import lru_cache

from flask import Blueprint, abort, jsonify, request
from lxml import etree

catalog_bp = Blueprint("catalog", __name__, url_prefix="/catalog")
CATALOG_PATH = os.environ.get("CATALOG_XML", "/srv/data/catalog.xml")


@lru_cache(maxsize=1)
def load_catalog() -> etree._ElementTree:
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(CATALOG_PATH, parser)


def product_to_dict(node) -> dict:
    return {
        "sku": node.get("sku"),
        "name": node.findtext("name"),
        "price": node.findtext("price"),
        "stock": int(node.findtext("stock") or 0),
    }


def find_products(brand: str, category: str) -> list:
    expr = "//product[brand='%s' and @category='%s' and @visible='true']" % (brand, category)
    return load_catalog().xpath(expr)


@catalog_bp.get("/search")
def search():
    brand = request.args.get("brand", "").strip()
    category = request.args.get("category", "general").strip()
    if not brand:
        abort(400, "brand is required")
    results = [product_to_dict(p) for p in find_products(brand, category)]
    return jsonify(count=len(results), products=results)
