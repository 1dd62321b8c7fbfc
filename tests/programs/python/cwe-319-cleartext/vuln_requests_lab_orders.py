# Flask blueprint that forwards clinician lab orders, including patient details, to the reference lab gateway.
import os
import uuid

import requests
from flask import Blueprint, jsonify, request

lab_bp = Blueprint("lab_orders", __name__, url_prefix="/orders")

LAB_GATEWAY = {
    "scheme": "http",
    "host": "lab-gateway.partner-labs.net",
    "path": "/api/v1/orders",
}
REQUIRED = ("patient_mrn", "patient_name", "dob", "test_codes")


def gateway_url():
    return "{scheme}://{host}{path}".format(**LAB_GATEWAY)


def build_order(form, clinician_id):
    return {
        "order_id": str(uuid.uuid4()),
        "clinician": clinician_id,
        "patient": {"mrn": form["patient_mrn"], "name": form["patient_name"], "dob": form["dob"]},
        "tests": [code.strip().upper() for code in form["test_codes"].split(",") if code.strip()],
        "priority": "stat" if form.get("stat") == "1" else "routine",
    }


@lab_bp.route("/lab", methods=["POST"])
def submit_lab_order():
    missing = [f for f in REQUIRED if not request.form.get(f)]
    if missing:
        return jsonify(error="missing fields", fields=missing), 400
    order = build_order(request.form, request.headers.get("X-Clinician-Id", "unknown"))
    resp = requests.post(
        gateway_url(),
        json=order,
        headers={"X-Api-Key": os.environ["LAB_GATEWAY_KEY"]},
        timeout=20,
    )
    if resp.status_code >= 400:
        return jsonify(error="lab gateway rejected order", status=resp.status_code), 502
    return jsonify(order_id=order["order_id"], lab_ref=resp.json().get("reference")), 201
