# A beekeeper hive inspection export program of the h75 set (cwe-091-xml).
import logging
import os
import xml.etree.ElementTree as ET

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("apiary.export")

REGISTRY_URL = os.environ.get("HIVE_REGISTRY_URL", "https://registry.beekeepers.example/api/inspections")
REGISTRY_TOKEN = os.environ.get("HIVE_REGISTRY_TOKEN", "")


class InspectionError(ValueError):
    pass


def read_inspection(item):
    try:
        hive = str(item["hive"])
        frames = int(item["brood_frames"])
    except (KeyError, TypeError, ValueError) as exc:
        raise InspectionError(f"inspection entry incomplete: {exc}") from exc
    if not 0 <= frames <= 30:
        raise InspectionError(f"hive {hive}: brood frame count out of range")
    return {
        "hive": hive,
        "frames": frames,
        "queen": "yes" if item.get("queen_seen") else "no",
        "notes": str(item.get("notes", ""))[:500],
    }


def build_report(apiary_id, inspections):
    root = ET.Element("inspectionReport", apiary=apiary_id)
    for entry in inspections:
        node = ET.SubElement(root, "inspection", hive=entry["hive"])
        ET.SubElement(node, "broodFrames").text = str(entry["frames"])
        ET.SubElement(node, "queenSeen").text = entry["queen"]
        ET.SubElement(node, "notes").text = entry["notes"]
    return ET.tostring(root, encoding="utf-8", xml_declaration=True)


def send_report(document, attempts=3):
    headers = {"Content-Type": "application/xml", "Authorization": f"Bearer {REGISTRY_TOKEN}"}
    for attempt in range(1, attempts + 1):
        try:
            response = requests.post(REGISTRY_URL, data=document, headers=headers, timeout=10)
            response.raise_for_status()
            return response.headers.get("Location", "")
        except requests.HTTPError as exc:
            if exc.response is not None and exc.response.status_code < 500:
                raise
            log.warning("registry error on attempt %d: %s", attempt, exc)
        except requests.ConnectionError as exc:
            log.warning("registry unreachable on attempt %d: %s", attempt, exc)
    raise RuntimeError("registry did not accept the report")


@app.route("/apiaries/<apiary_id>/export", methods=["POST"])
def export_inspections(apiary_id):
    payload = request.get_json(silent=True) or {}
    raw_items = payload.get("inspections") or []
    if not raw_items:
        return jsonify(error="no inspections supplied"), 400
    try:
        inspections = [read_inspection(item) for item in raw_items]
    except InspectionError as exc:
        return jsonify(error=str(exc)), 422
    try:
        location = send_report(build_report(apiary_id, inspections))
    except requests.HTTPError as exc:
        return jsonify(error="registry rejected the report", detail=exc.response.text[:200]), 502
    except RuntimeError as exc:
        return jsonify(error=str(exc)), 503
    return jsonify(exported=len(inspections), registry_location=location), 201


if __name__ == "__main__":
    app.run(port=8020)
