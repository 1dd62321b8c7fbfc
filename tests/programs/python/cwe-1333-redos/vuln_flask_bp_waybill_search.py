# Flask blueprint that lets dispatchers search recent waybills by a reference pattern.
import re

from flask import Blueprint, abort, current_app, jsonify, request

waybills_bp = Blueprint("waybills", __name__, url_prefix="/dispatch")

MAX_PATTERN = 120


def load_recent_waybills(depot):
    store = current_app.config["WAYBILL_STORE"]
    return store.recent(depot=depot, days=14)


def compile_reference_filter(raw):
    if len(raw) > MAX_PATTERN:
        abort(400, description="pattern too long")
    try:
        return re.compile(raw, re.IGNORECASE)
    except re.error:
        abort(400, description="invalid pattern")


@waybills_bp.get("/depots/<depot>/waybills")
def search_waybills(depot):
    raw = request.args.get("ref", "").strip()
    if not raw:
        return jsonify(results=[])
    matcher = compile_reference_filter(raw)
    results = []
    for bill in load_recent_waybills(depot):
        if matcher.search(bill["reference"]) or matcher.search(bill.get("consignee", "")):
            results.append({"reference": bill["reference"], "status": bill["status"]})
        if len(results) >= 100:
            break
    return jsonify(results=results)
