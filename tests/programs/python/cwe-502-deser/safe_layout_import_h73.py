# A layout import program of the h73 set (cwe-502-deser).
import base64
import binascii
import json
import sqlite3
import uuid
import zlib

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 2 * 1024 * 1024
DB_PATH = "/var/lib/junctionclub/layouts.db"
SCALES = {"Z", "N", "TT", "HO", "OO", "O", "G"}
FILE_MAGIC = "JCLAYOUT"


def read_plan(blob: bytes) -> dict:
    """Planner files look like 'JCLAYOUT:2:<base64 of zlib-compressed plan>'."""
    text = blob.decode("ascii", errors="strict").strip()
    magic, _, rest = text.partition(":")
    version, _, body = rest.partition(":")
    if magic != FILE_MAGIC or version not in {"1", "2"}:
        raise ValueError("not a layout planner file")
    packed = base64.b64decode(body, validate=True)
    raw = zlib.decompress(packed) if version == "2" else packed
    plan = json.loads(raw.decode("utf-8"))
    if not isinstance(plan, dict):
        raise ValueError("plan must be a mapping")
    if not all(isinstance(piece, dict) for piece in plan.get("track", [])):
        raise ValueError("track pieces must be objects")
    return plan


def summarize(plan: dict) -> dict:
    pieces = plan.get("track", [])
    return {
        "title": str(plan.get("title", "Untitled layout"))[:80],
        "scale": str(plan.get("scale", "")).upper(),
        "pieces": len(pieces),
        "turnouts": sum(1 for p in pieces if str(p.get("kind", "")).startswith("turnout")),
        "length_mm": round(sum(float(p.get("length_mm", 0)) for p in pieces), 1),
    }


@app.post("/layouts")
def upload_layout():
    upload = request.files.get("plan")
    member = request.form.get("member", "").strip()
    if upload is None or not member:
        abort(400, description="plan file and member are required")
    try:
        plan = read_plan(upload.read())
    except (UnicodeDecodeError, binascii.Error, zlib.error, ValueError) as exc:
        abort(400, description=f"could not read plan: {exc}")
    info = summarize(plan)
    if info["scale"] not in SCALES:
        abort(400, description="unknown scale")
    layout_id = uuid.uuid4().hex[:12]
    with sqlite3.connect(DB_PATH) as conn:
        conn.execute(
            "INSERT INTO layouts (id, member, title, scale, pieces, turnouts, length_mm) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (layout_id, member, info["title"], info["scale"], info["pieces"], info["turnouts"], info["length_mm"]),
        )
    return jsonify(id=layout_id, **info), 201


@app.get("/layouts/<layout_id>")
def layout_details(layout_id: str):
    with sqlite3.connect(DB_PATH) as conn:
        row = conn.execute(
            "SELECT member, title, scale, pieces, turnouts, length_mm FROM layouts WHERE id = ?", (layout_id,)
        ).fetchone()
    if row is None:
        abort(404)
    keys = ("member", "title", "scale", "pieces", "turnouts", "length_mm")
    return jsonify(dict(zip(keys, row)))


if __name__ == "__main__":
    app.run(port=8077)
