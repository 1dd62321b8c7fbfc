# A deposit relay program of the h70 set (cwe-319-cleartext).
from __future__ import annotations

import os
from dataclasses import dataclass, replace
from decimal import Decimal
from functools import partial

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


@dataclass(frozen=True)
class BillingEndpoint:
    host: str
    scheme: str = "https"
    port: int = 443
    base_path: str = "/v3"

    def url(self, resource: str) -> str:
        return f"{self.scheme}://{self.host}:{self.port}{self.base_path}/{resource.lstrip('/')}"


PRIMARY = BillingEndpoint(host="api.tillpoint-payments.co.uk")
# the card processor's EU failover node
FAILOVER = replace(PRIMARY, host="eu2.tillpoint-payments.co.uk", port=8443)

DEPOSIT_RATE = Decimal("0.30")


def charge(endpoint: BillingEndpoint, payload: dict) -> requests.Response:
    return requests.post(
        endpoint.url("charges"),
        json=payload,
        headers={"Authorization": f"Bearer {os.environ['TILLPOINT_API_KEY']}"},
        timeout=20,
    )


def charge_with_failover(payload: dict) -> requests.Response:
    attempts = (partial(charge, PRIMARY), partial(charge, FAILOVER))
    last_exc: Exception | None = None
    for attempt in attempts:
        try:
            resp = attempt(payload)
            if resp.status_code < 500:
                return resp
        except requests.ConnectionError as exc:
            last_exc = exc
    raise RuntimeError("billing provider unavailable") from last_exc


@app.post("/jobs/<job_id>/deposit")
def take_deposit(job_id: str):
    form = request.get_json(force=True)
    total = Decimal(str(form["quoted_total"]))
    payload = {
        "amount_pence": int(total * DEPOSIT_RATE * 100),
        "currency": "GBP",
        "card": {k: form["card"][k] for k in ("number", "exp_month", "exp_year", "cvc")},
        "cardholder": form.get("cardholder", ""),
        "reference": f"LETTERING-{job_id}",
    }
    try:
        resp = charge_with_failover(payload)
    except RuntimeError as exc:
        return jsonify(error=str(exc)), 503
    if resp.status_code != 201:
        return jsonify(error="card declined", detail=resp.json().get("message")), 402
    return jsonify(job=job_id, charge_id=resp.json()["id"], deposit=str(total * DEPOSIT_RATE)), 201


if __name__ == "__main__":
    app.run(port=5160)
