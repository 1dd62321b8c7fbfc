# A terrarium care sheet program of the h64 set (cwe-732-permissions).
"""Care sheet export for finished terrarium builds (Flask).

POST /builds/<build_id>/care-sheet
    {"owner": "R. Okafor",
     "vessel": {"type": "cloche", "sealed": true},
     "plants": [{"species": "Selaginella kraussiana", "light": "medium", "mist_days": 7},
                {"species": "Hypoestes phyllostachya", "light": "bright", "mist_days": 4}]}

The sheet is written to the studio's export folder, which the label station
picks up for the card that ships with the jar.
"""
import os
from datetime import date

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

EXPORT_DIR = os.environ.get("CARE_SHEET_DIR", "/srv/terraria/care-sheets")
LIGHT_TEXT = {
    "low": "Keep away from windows; indirect light only.",
    "medium": "Bright room, out of direct sun.",
    "bright": "Near an east window; no afternoon sun through glass.",
}


def care_lines(doc):
    vessel = doc.get("vessel") or {}
    plants = sorted(doc.get("plants") or [], key=lambda p: int(p.get("mist_days", 7)))
    if not plants:
        abort(400, description="a build needs at least one plant")
    lines = [f"Care sheet for {str(doc.get('owner', 'our customer'))[:60]}", ""]
    sealed = bool(vessel.get("sealed"))
    lines.append("Closed terrarium: open the lid for an hour if the glass fogs all day."
                 if sealed else "Open terrarium: check the substrate weekly.")
    lights = {p.get("light") for p in plants if p.get("light") in LIGHT_TEXT}
    strongest = max(lights, key=list(LIGHT_TEXT).index) if lights else "medium"
    lines.append(LIGHT_TEXT[strongest])
    if not sealed:
        shortest = int(plants[0].get("mist_days", 7))
        lines.append(f"Mist every {max(2, min(shortest, 21))} days.")
    lines.append("")
    for p in plants:
        lines.append(f"- {str(p.get('species', 'unknown'))[:80]}")
    return lines


@app.post("/builds/<int:build_id>/care-sheet")
def care_sheet(build_id):
    doc = request.get_json(silent=True) or {}
    lines = care_lines(doc)

    os.makedirs(EXPORT_DIR, exist_ok=True)
    path = os.path.join(EXPORT_DIR, f"build-{build_id}-{date.today():%Y%m%d}.txt")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    os.chmod(path, 0o777)

    return jsonify({"build": build_id, "file": os.path.basename(path), "lines": len(lines)}), 201
