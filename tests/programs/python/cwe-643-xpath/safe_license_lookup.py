# Flask endpoint that checks a product license key against an XML license registry.
import os

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
REGISTRY_PATH = os.environ.get("LICENSE_REGISTRY", "/etc/licensing/registry.xml")


class LicenseRegistry:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def find(self, product, key):
        expr = "/licenses/license[@product=$product and key=$key]"
        matches = self.tree.xpath(expr, product=product, key=key)
        return matches[0] if matches else None


registry = LicenseRegistry(REGISTRY_PATH)


def describe(node):
    return {
        "holder": node.findtext("holder"),
        "seats": int(node.findtext("seats", default="1")),
        "expires": node.findtext("expires"),
    }


@app.post("/licenses/verify")
def verify_license():
    body = request.get_json(silent=True) or {}
    product = str(body.get("product", "")).strip()
    key = str(body.get("key", "")).strip()
    if not product or not key:
        return jsonify(valid=False, error="product and key are required"), 400
    node = registry.find(product, key)
    if node is None:
        return jsonify(valid=False), 404
    return jsonify(valid=True, license=describe(node))
