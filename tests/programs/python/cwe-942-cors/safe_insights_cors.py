# CORS handling for the analytics insights API consumed by the customer-facing dashboard apps.
import re

from flask import Flask, jsonify, request
from flask_login import current_user, login_required

app = Flask(__name__)

TRUSTED_ORIGIN = re.compile(r"https://([a-z0-9-]+\.)?insights\.metricsboard\.io")
ALLOWED_METHODS = "GET, POST, OPTIONS"
ALLOWED_HEADERS = "Content-Type, X-Requested-With"


def origin_is_trusted(origin: str | None) -> bool:
    return bool(origin) and TRUSTED_ORIGIN.fullmatch(origin) is not None


@app.after_request
def apply_cors(response):
    origin = request.headers.get("Origin")
    if origin_is_trusted(origin):
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Methods"] = ALLOWED_METHODS
        response.headers["Access-Control-Allow-Headers"] = ALLOWED_HEADERS
        response.headers["Access-Control-Max-Age"] = "600"
    response.headers.add("Vary", "Origin")
    return response


@app.get("/api/workspaces/<int:workspace_id>/funnels")
@login_required
def funnels(workspace_id):
    if workspace_id not in current_user.workspace_ids:
        return jsonify({"error": "not found"}), 404
    return jsonify({
        "workspace": workspace_id,
        "owner": current_user.email,
        "funnels": current_user.saved_funnels(workspace_id),
    })
