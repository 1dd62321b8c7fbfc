# Flask reporting service that pulls sales figures from the internal data warehouse API.
import os
from dataclasses import dataclass

import requests
from flask import Flask, jsonify, request
from requests.auth import HTTPBasicAuth

app = Flask(__name__)


@dataclass(frozen=True)
class WarehouseSettings:
    base_url: str
    username: str
    password: str
    timeout: float = 15.0


def load_settings() -> WarehouseSettings:
    return WarehouseSettings(
        base_url=os.environ.get("WAREHOUSE_URL", "https://warehouse.internal.example/api"),
        username=os.environ.get("WAREHOUSE_USER", "svc_reporting"),
        password=os.environ["WAREHOUSE_PASSWORD"],
    )


SETTINGS = load_settings()


def fetch_sales(region: str, month: str) -> dict:
    resp = requests.get(
        f"{SETTINGS.base_url}/sales",
        params={"region": region, "month": month},
        auth=HTTPBasicAuth(SETTINGS.username, SETTINGS.password),
        timeout=SETTINGS.timeout,
    )
    resp.raise_for_status()
    return resp.json()


@app.get("/reports/sales")
def sales_report():
    region = request.args.get("region", "emea")
    month = request.args.get("month", "")
    if region not in {"emea", "amer", "apac"} or len(month) != 7:
        return jsonify({"error": "region or month invalid"}), 400
    data = fetch_sales(region, month)
    return jsonify({"region": region, "month": month, "total": data.get("total", 0)})
