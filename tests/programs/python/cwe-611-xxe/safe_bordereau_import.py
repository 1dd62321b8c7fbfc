# Flask importer for XML claim bordereaux uploaded by insurance brokers.
from decimal import Decimal, InvalidOperation

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)

NS = {"b": "urn:example:insurance:bordereau:2"}
BORDEREAU_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    remove_blank_text=True,
    huge_tree=False,
)


def read_lines(xml_bytes: bytes) -> tuple[str, list[dict]]:
    root = etree.fromstring(xml_bytes, parser=BORDEREAU_PARSER)
    broker = root.findtext("b:Broker/b:Name", namespaces=NS) or ""
    lines = []
    for claim in root.iterfind("b:Claims/b:Claim", namespaces=NS):
        try:
            paid = Decimal(claim.findtext("b:Paid", default="0", namespaces=NS))
        except InvalidOperation:
            paid = None
        lines.append({
            "reference": claim.findtext("b:Reference", namespaces=NS),
            "policy": claim.findtext("b:PolicyNumber", namespaces=NS),
            "paid": str(paid) if paid is not None else None,
        })
    return broker, lines


@app.post("/brokers/<int:broker_id>/bordereaux")
def upload_bordereau(broker_id):
    upload = request.files.get("file")
    if upload is None or not upload.filename.lower().endswith(".xml"):
        abort(400, "an XML bordereau file is required")
    try:
        broker_name, lines = read_lines(upload.read())
    except etree.XMLSyntaxError as exc:
        return jsonify({"error": f"malformed XML: {exc}"}), 422
    invalid = [line["reference"] for line in lines if line["paid"] is None]
    return jsonify({"broker": broker_name, "lines": len(lines), "invalid_amounts": invalid})
