# A gilding leaf manifest program of the h66 set (cwe-611-xxe).
# Leaf-delivery manifest import for the gilding studio stores (Flask + lxml).
# Beaters send an XML manifest with each box of books of leaf.
import os

from flask import Flask, request, jsonify
from flask_wtf.csrf import CSRFProtect
from lxml import etree

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["GILDING_SECRET_KEY"]
app.config["MAX_CONTENT_LENGTH"] = 2 * 1024 * 1024
CSRFProtect(app)

STOCK = {}

MANIFEST_PARSER = etree.XMLParser(load_dtd=False, resolve_entities=False,
                                  no_network=True, remove_comments=True)


def parse_manifest(data):
    root = etree.fromstring(data, MANIFEST_PARSER)
    if root.tag != "manifest":
        raise ValueError("not a leaf manifest")
    supplier = root.findtext("supplier", default="").strip()
    lines = []
    for item in root.iter("item"):
        lines.append({
            "leaf": (item.findtext("leaf") or "").strip(),
            "carat": (item.findtext("carat") or "").strip(),
            "books": int(item.findtext("books") or 0),
            "loose": item.get("loose", "no") == "yes",
        })
    return supplier, lines


@app.route("/stores/manifest", methods=["POST"])
def import_manifest():
    upload = request.files.get("manifest")
    if upload is None:
        return jsonify(error="no manifest attached"), 400
    try:
        supplier, lines = parse_manifest(upload.read())
    except (etree.XMLSyntaxError, ValueError) as exc:
        return jsonify(error="manifest rejected: %s" % exc.__class__.__name__), 400

    for line in lines:
        key = "%s/%s" % (line["leaf"], line["carat"])
        STOCK[key] = STOCK.get(key, 0) + line["books"]

    return jsonify(supplier=supplier, lines=lines,
                   stock_after=dict((k, STOCK[k]) for k in sorted(STOCK)))


@app.route("/stores/stock")
def stock():
    return jsonify(stock=STOCK)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5020)
