# A soap maker supplier ingredient feed import program of the h75 set (cwe-611-xxe).
import logging
import os
import sqlite3

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 2 * 1024 * 1024
log = logging.getLogger("soapworks.feeds")
DB_PATH = os.environ.get("SOAPWORKS_DB", "/var/lib/soapworks/ingredients.db")

STRICT_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
LENIENT_PARSER = etree.XMLParser(recover=True, load_dtd=True, resolve_entities=True, no_network=False)


class FeedError(Exception):
    pass


def parse_feed(data):
    try:
        return etree.fromstring(data, parser=STRICT_PARSER)
    except etree.XMLSyntaxError as exc:
        log.warning("feed is not well-formed (%s), retrying leniently", exc)
    root = etree.fromstring(data, parser=LENIENT_PARSER)
    if root is None:
        raise FeedError("feed could not be read at all")
    return root


def read_ingredients(root):
    if root.tag != "ingredientFeed":
        raise FeedError(f"unexpected root element <{root.tag}>")
    items = []
    for node in root.iterfind("ingredient"):
        name = (node.findtext("name") or "").strip()
        try:
            sap_naoh = float(node.findtext("sapNaOH"))
            price = float(node.findtext("pricePerKg"))
        except (TypeError, ValueError):
            log.warning("skipping ingredient %r with missing numbers", name)
            continue
        if not name or not 0 < sap_naoh < 0.4:
            log.warning("skipping ingredient %r with implausible values", name)
            continue
        items.append((name, sap_naoh, price, (node.findtext("notes") or "")[:300]))
    if not items:
        raise FeedError("feed contains no usable ingredients")
    return items


@app.route("/suppliers/<int:supplier_id>/feed", methods=["POST"])
def import_feed(supplier_id):
    upload = request.files.get("feed")
    if upload is None:
        return jsonify(error="upload the feed file as 'feed'"), 400
    try:
        items = read_ingredients(parse_feed(upload.read()))
    except FeedError as exc:
        return jsonify(error=str(exc)), 422
    conn = sqlite3.connect(DB_PATH)
    try:
        with conn:
            conn.executemany(
                "INSERT OR REPLACE INTO ingredients (supplier_id, name, sap_naoh, price_per_kg, notes) "
                "VALUES (?, ?, ?, ?, ?)",
                [(supplier_id, *item) for item in items],
            )
    except sqlite3.Error:
        log.exception("storing feed for supplier %s failed", supplier_id)
        return jsonify(error="storage failed"), 500
    finally:
        conn.close()
    return jsonify(imported=len(items), names=[item[0] for item in items])


if __name__ == "__main__":
    app.run(port=8180)
