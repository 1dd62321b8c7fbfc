# A kayak outfitter rental trip manifest export program of the h76 set (cwe-091-xml).
import datetime as dt
import os

from xml.sax.saxutils import escape, quoteattr

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
INSURER_URL = os.environ.get("INSURER_URL", "https://api.riverguard-insurance.example/manifests")


def text(value) -> str:
    return escape(str(value))


def attr(value) -> str:
    return quoteattr(str(value))


class ManifestBuilder:
    def __init__(self, outfitter_id: str, launch_site: str, text_fn=text, attr_fn=attr):
        self.outfitter_id = outfitter_id
        self.launch_site = launch_site
        self.text = text_fn
        self.attr = attr_fn
        self.paddlers = []
        self.boats = []

    def add_paddler(self, entry: dict):
        self.paddlers.append({
            "name": entry.get("name", ""),
            "age": int(entry.get("age", 0)),
            "experience": entry.get("experience", "novice"),
            "boat": entry.get("boat", ""),
        })
        return self

    def add_boat(self, boat_id: str, kind: str):
        self.boats.append((boat_id, kind))
        return self

    def render(self, trip_date: dt.date) -> str:
        lines = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f"<manifest outfitter={self.attr(self.outfitter_id)} date={self.attr(trip_date.isoformat())}>",
            f"  <launchSite>{self.text(self.launch_site)}</launchSite>",
            "  <boats>",
        ]
        for boat_id, kind in self.boats:
            lines.append(f"    <boat id={self.attr(boat_id)} kind={self.attr(kind)}/>")
        lines.append("  </boats>")
        lines.append("  <paddlers>")
        for p in self.paddlers:
            lines.append(
                f"    <paddler age={self.attr(p['age'])} boat={self.attr(p['boat'])}>"
                f"<name>{self.text(p['name'])}</name>"
                f"<experience>{self.text(p['experience'])}</experience></paddler>"
            )
        lines.append("  </paddlers>")
        lines.append("</manifest>")
        return "\n".join(lines)


def submit_manifest(xml_body: str) -> int:
    resp = requests.post(INSURER_URL, data=xml_body.encode("utf-8"),
                         headers={"Content-Type": "application/xml"}, timeout=15)
    return resp.status_code


@app.post("/trips/<int:trip_id>/manifest")
def export_manifest(trip_id):
    payload = request.get_json(force=True)
    builder = ManifestBuilder(os.environ.get("OUTFITTER_ID", "KAY-0042"), payload.get("launch_site", "Main dock"))
    for boat in payload.get("boats", []):
        builder.add_boat(boat.get("id", ""), boat.get("kind", "single"))
    for entry in payload.get("paddlers", []):
        builder.add_paddler(entry)
    trip_date = dt.date.fromisoformat(payload.get("date", dt.date.today().isoformat()))
    status = submit_manifest(builder.render(trip_date))
    return jsonify(trip=trip_id, insurer_status=status), 202 if status < 300 else 502


if __name__ == "__main__":
    app.run(port=8066)
