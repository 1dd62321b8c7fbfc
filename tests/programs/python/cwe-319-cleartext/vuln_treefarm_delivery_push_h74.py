# A treefarm delivery push program of the h74 set (cwe-319-cleartext).
import hashlib
import hmac
import os

import requests
from celery import Celery
from fastapi import FastAPI, Header, HTTPException, Request

BROKER = os.environ.get("CELERY_BROKER_URL", "redis://redis.evergreen-hollow.internal:6379/0")
SHOP_WEBHOOK_SECRET = os.environ.get("SHOP_WEBHOOK_SECRET", "").encode()
COURIER_USER = os.environ.get("COURIER_USER", "evergreenhollow")
COURIER_PASS = os.environ.get("COURIER_PASS", "")
COURIER_ENDPOINT = "http://dispatch.northpinecouriers.com/api/v1/consignments"

celery = Celery("deliveries", broker=BROKER)
app = FastAPI(title="Evergreen Hollow order bridge")


@celery.task(bind=True, autoretry_for=(requests.ConnectionError, requests.Timeout),
             retry_backoff=True, max_retries=6)
def book_courier(self, consignment: dict) -> str:
    resp = requests.post(
        COURIER_ENDPOINT,
        json=consignment,
        auth=(COURIER_USER, COURIER_PASS),
        timeout=15,
    )
    if resp.status_code == 409:
        return "duplicate"
    resp.raise_for_status()
    return resp.json().get("tracking_number", "")


def _verify_signature(body: bytes, signature: str | None) -> bool:
    if not signature or not SHOP_WEBHOOK_SECRET:
        return False
    expected = hmac.new(SHOP_WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@app.post("/webhooks/order-paid")
async def order_paid(request: Request, x_shop_signature: str | None = Header(None)):
    body = await request.body()
    if not _verify_signature(body, x_shop_signature):
        raise HTTPException(status_code=401, detail="bad signature")

    order = await request.json()
    if order.get("fulfilment") != "delivery":
        return {"status": "pickup, nothing to book"}

    address = order["shipping_address"]
    consignment = {
        "reference": f"EH-{order['id']}",
        "recipient": {
            "name": address["name"],
            "phone": address.get("phone"),
            "email": order.get("email"),
            "line1": address["address1"],
            "line2": address.get("address2"),
            "city": address["city"],
            "postcode": address["zip"],
        },
        "parcels": [
            {"description": f"{item['title']} ({item.get('variant', 'standard')})",
             "length_cm": int(item.get("height_cm", 200)), "weight_kg": 15}
            for item in order["line_items"] if item.get("requires_shipping", True)
        ],
        "instructions": order.get("note", "")[:200],
        "preferred_date": order.get("delivery_date"),
    }
    job = book_courier.delay(consignment)
    return {"status": "queued", "job": job.id}
