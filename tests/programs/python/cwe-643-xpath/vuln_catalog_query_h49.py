# Flask endpoint that filters the product catalog, kept as an XML feed, by category and price.
import os

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG_PATH = os.environ.get("CATALOG_XML", "/srv/catalog/products.xml")
_parser = etree.XMLParser(resolve_entities=False, no_network=True)
CATALOG = etree.parse(CATALOG_PATH, _parser)


def parse_price(raw: str, fallback: float) -> float:
    try:
        value = float(raw)
    except (TypeError, ValueError):
        return fallback
    return value if 0 <= value < 1_000_000 else fallback


def product_dict(node) -> dict:
    return {
        "sku": node.get("sku"),
        "name": node.findtext("name", default=""),
        "price": float(node.findtext("price", default="0")),
        "category": node.get("category"),
    }


def query_products(category: str, max_price: float) -> list:
    expr = f"/catalog/product[@status='published' and @category='{category}' and number(price) <= {max_price}]"
    return [product_dict(n) for n in CATALOG.xpath(expr)]


@app.get("/catalog/products")
def list_products():
    category = request.args.get("category", "general")
    max_price = parse_price(request.args.get("max_price"), 999_999.0)
    results = query_products(category, max_price)
    results.sort(key=lambda p: p["price"])
    return jsonify(count=len(results), products=results[:100])
