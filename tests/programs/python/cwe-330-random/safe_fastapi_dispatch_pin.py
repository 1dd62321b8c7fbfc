# FastAPI service that issues one-time handoff PINs couriers show to recipients at delivery.
import asyncio
import random
import secrets
import string
from datetime import datetime, timedelta, timezone

import httpx
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI(title="last-mile-dispatch")
PIN_LENGTH = 6
PIN_TTL = timedelta(hours=8)
SMS_API = "https://sms.internal.example.net/v1/messages"


class HandoffStore:
    def __init__(self):
        self._pins = {}

    def put(self, shipment_id: str, pin: str):
        self._pins[shipment_id] = (pin, datetime.now(timezone.utc) + PIN_TTL)


store = HandoffStore()


def get_store() -> HandoffStore:
    return store


class PinRequest(BaseModel):
    shipment_id: str
    recipient_phone: str


def generate_pin(length: int = PIN_LENGTH) -> str:
    return "".join(secrets.choice(string.digits) for _ in range(length))


async def send_sms(phone: str, text: str, attempts: int = 3):
    for attempt in range(attempts):
        try:
            async with httpx.AsyncClient(timeout=10) as client:
                resp = await client.post(SMS_API, json={"to": phone, "body": text})
            return resp.status_code == 202
        except httpx.TransportError:
            await asyncio.sleep((2 ** attempt) + random.uniform(0, 0.5))
    return False


@app.post("/handoffs/pin")
async def issue_pin(req: PinRequest, pins: HandoffStore = Depends(get_store)):
    if not req.shipment_id.isalnum():
        raise HTTPException(status_code=400, detail="invalid shipment id")
    pin = generate_pin()
    pins.put(req.shipment_id, pin)
    delivered = await send_sms(req.recipient_phone, f"Your delivery PIN is {pin}")
    return {"shipment_id": req.shipment_id, "sms_sent": delivered}
