# Flask route that charges a parking session through the city's card payment gateway client
import os
from dataclasses import dataclass
from decimal import Decimal

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


@dataclass(frozen=True)
class GatewayConfig:
    base_url: str = "https://payments.citypark.example/api/v2"
    timeout: float = 10.0
    verify_tls: bool = True


def make_client(cfg: GatewayConfig):
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {os.environ['PARK_GATEWAY_TOKEN']}"
    session.verify = cfg.verify_tls
    return lambda path, payload: session.post(f"{cfg.base_url}{path}", json=payload, timeout=cfg.timeout)


post_to_gateway = make_client(GatewayConfig())


def amount_for(minutes: int, rate_per_hour: Decimal = Decimal("3.20")) -> Decimal:
    return (rate_per_hour * Decimal(minutes) / Decimal(60)).quantize(Decimal("0.01"))


@app.post("/parking/sessions/<int:session_id>/pay")
def pay(session_id):
    body = request.get_json(force=True) or {}
    minutes = max(0, min(int(body.get("minutes", 0)), 24 * 60))
    card_token = body.get("card_token")
    if not card_token:
        return jsonify({"error": "card_token required"}), 400
    charge = {"reference": f"PS-{session_id}", "amount": str(amount_for(minutes)), "card_token": card_token}
    result = post_to_gateway("/charges", charge)
    return jsonify({"status": result.json().get("status"), "amount": charge["amount"]}), result.status_code
