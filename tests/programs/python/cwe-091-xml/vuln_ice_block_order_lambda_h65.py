# An ice block order lambda program of the h65 set (cwe-091-xml).
import json
import os
from datetime import date

import requests

SUPPLIER_ORDER_URL = os.environ["ICE_SUPPLIER_ORDER_URL"]
SUPPLIER_TOKEN = os.environ["ICE_SUPPLIER_TOKEN"]
BLOCK_SIZES = {"standard": "1000x500x250", "tall": "1000x500x500", "clear_log": "1500x300x300"}

http = requests.Session()


def build_order_xml(order: dict) -> str:
    """Clear-ice blocks are ordered from the freezer plant through its XML order feed."""
    lines = "".join(
        f'<line size="{BLOCK_SIZES[line["size"]]}" quantity="{line["quantity"]}"/>'
        for line in order["lines"]
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        f'<order account="{order["account"]}">'
        f"<deliverOn>{order['deliver_on']}</deliverOn>"
        f"<venue>{order['venue']}</venue>"
        f"<note>{order['note']}</note>"
        f"<lines>{lines}</lines>"
        "</order>"
    )


def respond(status, payload):
    return {"statusCode": status, "headers": {"Content-Type": "application/json"}, "body": json.dumps(payload)}


def lambda_handler(event, context):
    # POST /sculptures/{commission}/ice-order from the studio's planning board
    commission = (event.get("pathParameters") or {}).get("commission", "")
    try:
        body = json.loads(event.get("body") or "{}")
        deliver_on = date.fromisoformat(body["deliver_on"])
        lines = [
            {"size": str(l["size"]), "quantity": int(l["quantity"])}
            for l in body["lines"]
        ]
    except (json.JSONDecodeError, KeyError, TypeError, ValueError):
        return respond(400, {"error": "deliver_on and lines are required"})

    if not lines or any(l["size"] not in BLOCK_SIZES or not 1 <= l["quantity"] <= 200 for l in lines):
        return respond(400, {"error": "unknown block size or quantity out of range"})
    if deliver_on <= date.today():
        return respond(400, {"error": "the plant needs at least a day's notice"})

    order = {
        "account": os.environ["ICE_SUPPLIER_ACCOUNT"],
        "deliver_on": deliver_on.isoformat(),
        "venue": str(body.get("venue", ""))[:200],
        "note": f"Commission {commission}: " + str(body.get("note", ""))[:500],
        "lines": lines,
    }
    resp = http.post(
        SUPPLIER_ORDER_URL,
        data=build_order_xml(order).encode("utf-8"),
        headers={"Content-Type": "application/xml", "Authorization": f"Bearer {SUPPLIER_TOKEN}"},
        timeout=15,
    )
    if resp.status_code not in (200, 201, 202):
        return respond(502, {"error": "the freezer plant rejected the order"})
    return respond(202, {"commission": commission, "blocks": sum(l["quantity"] for l in lines)})
