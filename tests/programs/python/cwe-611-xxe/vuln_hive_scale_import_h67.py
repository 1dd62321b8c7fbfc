# A hive scale import program of the h67 set (cwe-611-xxe).
# beekeepers: import XML exports from hive scales (weight, brood temperature) uploaded by association members
from __future__ import annotations

from datetime import datetime

from flask import Flask, jsonify, request
from lxml import etree
from marshmallow import Schema, ValidationError, fields, validate

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 2 * 1024 * 1024

SCALE_PARSER = etree.XMLParser(
    resolve_entities=True,
    load_dtd=True,
    no_network=True,
    remove_blank_text=True,
)


class UploadMeta(Schema):
    apiary_code = fields.String(required=True, validate=validate.Regexp(r"^AP-\d{4}$"))
    scale_vendor = fields.String(required=True, validate=validate.OneOf(["beep", "hivewatch", "broodminder"]))


class Reading(Schema):
    hive = fields.String(required=True)
    taken_at = fields.DateTime(required=True)
    weight_kg = fields.Float(required=True, validate=validate.Range(min=0, max=250))
    brood_temp_c = fields.Float(allow_none=True)


class ScaleImportService:
    def parse(self, blob: bytes) -> list[dict]:
        root = etree.fromstring(blob, parser=SCALE_PARSER)
        readings = []
        for node in root.iterfind(".//reading"):
            readings.append(
                {
                    "hive": (node.findtext("hive") or "").strip(),
                    "taken_at": node.findtext("timestamp"),
                    "weight_kg": node.findtext("weight"),
                    "brood_temp_c": node.findtext("broodTemp"),
                }
            )
        return readings

    def store(self, apiary_code: str, readings: list[dict]) -> int:
        # Persisted via the association's time-series store; count returned for the UI.
        return len(readings)


service = ScaleImportService()


@app.post("/imports/scale")
def import_scale_file():
    try:
        meta = UploadMeta().load(request.form)
    except ValidationError as err:
        return jsonify(errors=err.messages), 422
    upload = request.files.get("file")
    if upload is None or not upload.filename.lower().endswith(".xml"):
        return jsonify(error="an .xml file is required"), 400
    try:
        raw = service.parse(upload.read())
    except etree.XMLSyntaxError as exc:
        return jsonify(error=f"could not read scale export: {exc}"), 400

    good, rejected = [], []
    for item in raw:
        try:
            good.append(Reading().load(item))
        except ValidationError as err:
            rejected.append({"hive": item.get("hive"), "errors": err.messages})

    stored = service.store(meta["apiary_code"], good)
    return jsonify(
        apiary=meta["apiary_code"],
        stored=stored,
        hives=sorted({r["hive"] for r in good}),
        rejected=rejected,
        imported_at=datetime.utcnow().isoformat(),
    )
