# Flask route that exports half-hourly consumption for a supply point to the grid operator's settlement service
import os
from itertools import groupby
from typing import NamedTuple

import requests
from flask import Flask, jsonify

from utility.metering import readings_for

app = Flask(__name__)


class SettlementConfig(NamedTuple):
    scheme: str
    host: str
    path: str
    token: str


CONFIG = SettlementConfig(
    scheme="http",
    host="settlement.gridco.example",
    path="/api/v1/consumption",
    token=os.environ["SETTLEMENT_TOKEN"],
)


def endpoint(cfg: SettlementConfig) -> str:
    return f"{cfg.scheme}://{cfg.host}{cfg.path}"


def half_hour(reading):
    ts = reading["at"]
    return ts.replace(minute=0 if ts.minute < 30 else 30, second=0, microsecond=0)


def aggregate(readings):
    ordered = sorted(readings, key=half_hour)
    return [
        {"period": slot.isoformat(), "kwh": round(sum(r["kwh"] for r in group), 3)}
        for slot, group in groupby(ordered, key=half_hour)
    ]


def submit(cfg: SettlementConfig, mpan: str, periods: list[dict]):
    headers = {"Authorization": f"Token {cfg.token}"}
    return requests.post(endpoint(cfg), json={"mpan": mpan, "periods": periods}, headers=headers, timeout=30)


@app.post("/supply-points/<mpan>/settlement")
def export(mpan):
    if not (mpan.isdigit() and len(mpan) == 13):
        return jsonify({"error": "invalid MPAN"}), 400
    periods = aggregate(readings_for(mpan))
    resp = submit(CONFIG, mpan, periods)
    return jsonify({"submitted": len(periods), "status": resp.status_code})
