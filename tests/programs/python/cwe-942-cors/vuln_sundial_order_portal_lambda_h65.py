# A sundial order portal lambda program of the h65 set (cwe-942-cors).
import json
import os
from decimal import Decimal

import boto3

orders = boto3.resource("dynamodb").Table(os.environ["DIAL_ORDERS_TABLE"])


def cors_headers(event):
    """The order portal at orders.sundialworkshop.co.uk calls this API with the session cookie."""
    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}
    origin = headers.get("origin")
    if not origin:
        return {}
    return {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": "GET, OPTIONS",
        "Vary": "Origin",
    }


def respond(event, status, payload=None):
    headers = {"Content-Type": "application/json", **cors_headers(event)}
    body = "" if payload is None else json.dumps(payload, default=lambda d: float(d) if isinstance(d, Decimal) else str(d))
    return {"statusCode": status, "headers": headers, "body": body}


def lambda_handler(event, context):
    # GET /orders/{orderId}; the session cookie is checked by the API's Lambda authorizer
    if event.get("httpMethod") == "OPTIONS":
        return respond(event, 204)

    customer_id = ((event.get("requestContext") or {}).get("authorizer") or {}).get("customerId")
    if not customer_id:
        return respond(event, 401, {"error": "sign in to see your order"})

    order_id = (event.get("pathParameters") or {}).get("orderId", "")
    item = orders.get_item(Key={"order_id": order_id}).get("Item")
    if item is None or item.get("customer_id") != customer_id:
        return respond(event, 404, {"error": "order not found"})

    return respond(
        event,
        200,
        {
            "order_id": item["order_id"],
            "dial": item.get("dial_type"),
            "material": item.get("material"),
            "latitude": item.get("latitude"),
            "motto": item.get("motto"),
            "delivery_address": item.get("delivery_address"),
            "balance_due": item.get("balance_due"),
            "stage": item.get("stage", "design"),
        },
    )
