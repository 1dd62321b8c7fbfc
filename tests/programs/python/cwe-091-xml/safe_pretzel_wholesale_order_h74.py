# A pretzel wholesale order program of the h74 set (cwe-091-xml).
import os
from datetime import date, timedelta

import xml.etree.ElementTree as ET

import requests
from celery import Celery
from flask import Flask, abort, jsonify, request

BROKER = os.environ.get("CELERY_BROKER_URL", "amqp://bakery:bakery@mq.brezelhaus-internal:5672//")
PLANNER_URL = "https://planning.brezelhaus-baking.com/api/v2/orders"
PLANNER_TOKEN = os.environ.get("PLANNER_TOKEN", "")

PRODUCTS = {"SOFT-CLASSIC", "SOFT-SALTED", "BUTTER-BREZEL", "PRETZEL-BUN", "BITES-500G"}

app = Flask(__name__)
celery = Celery("wholesale", broker=BROKER)


def build_order_xml(order: dict) -> bytes:
    root = ET.Element("order", {"account": order["account"], "bake-date": order["bake_date"]})
    ET.SubElement(root, "customer").text = order["cafe_name"]
    ET.SubElement(root, "delivery-note").text = order["note"]
    lines = ET.SubElement(root, "lines")
    for item in order["items"]:
        ET.SubElement(lines, "line", {"sku": item["sku"], "qty": str(int(item["qty"]))})
    return ET.tostring(root, encoding="utf-8", xml_declaration=True)


@celery.task(bind=True, max_retries=5, default_retry_delay=60)
def forward_to_planner(self, order: dict) -> int:
    body = build_order_xml(order)
    try:
        resp = requests.post(
            PLANNER_URL,
            data=body,
            headers={"Content-Type": "application/xml", "Authorization": f"Bearer {PLANNER_TOKEN}"},
            timeout=20,
        )
        resp.raise_for_status()
    except requests.RequestException as exc:
        raise self.retry(exc=exc)
    return resp.status_code


@app.post("/wholesale/orders")
def place_order():
    data = request.get_json(silent=True) or {}
    account = str(data.get("account", ""))
    if not account.isdigit() or len(account) != 6:
        abort(400, "account number must be six digits")

    items = []
    for item in data.get("items", []):
        sku = str(item.get("sku", "")).upper()
        if sku not in PRODUCTS:
            abort(400, f"unknown product {sku}")
        qty = int(item.get("qty", 0))
        if not 1 <= qty <= 2000:
            abort(400, "quantity out of range")
        items.append({"sku": sku, "qty": qty})
    if not items:
        abort(400, "order has no lines")

    order = {
        "account": account,
        "bake_date": (date.today() + timedelta(days=1)).isoformat(),
        "cafe_name": str(data.get("cafe_name", ""))[:120],
        "note": str(data.get("delivery_note", ""))[:500],
        "items": items,
    }
    result = forward_to_planner.apply_async(args=[order], queue="wholesale", countdown=2)
    return jsonify({"queued": result.id, "bake_date": order["bake_date"]}), 202


if __name__ == "__main__":
    app.run(port=5055)
