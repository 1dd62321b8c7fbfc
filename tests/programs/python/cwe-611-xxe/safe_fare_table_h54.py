# Flask endpoint that imports a transit operator's fare table from an uploaded XML file.
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

PARSER_SETTINGS = dict(load_dtd=False, resolve_entities=False, no_network=True, huge_tree=False)


def make_parser(**overrides):
    return etree.XMLParser(**{**PARSER_SETTINGS, **overrides})


def fare_rows(root):
    return [
        {
            "zone_from": fare.get("from"),
            "zone_to": fare.get("to"),
            "price": float(fare.findtext("price", "0")),
            "note": (fare.findtext("note") or "").strip(),
        }
        for fare in root.iter("fare")
    ]


@app.post("/operators/<op_code>/fares")
def import_fares(op_code):
    upload = request.files.get("table")
    if upload is None:
        return jsonify(error="table missing"), 400
    try:
        root = etree.fromstring(upload.read(), parser=make_parser(remove_blank_text=True))
    except etree.XMLSyntaxError as exc:
        return jsonify(error=f"malformed fare table: {exc}"), 400
    rows = fare_rows(root)
    currency = root.findtext("currency", "EUR")
    return jsonify(operator=op_code, currency=currency, count=len(rows), fares=rows)
