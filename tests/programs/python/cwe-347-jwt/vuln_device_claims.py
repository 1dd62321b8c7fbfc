# Sanic request hook that identifies IoT meters from signed device tokens and a route that accepts their readings.
import logging
import os

import jwt
from sanic import Sanic
from sanic.exceptions import Unauthorized
from sanic.response import json

log = logging.getLogger("meters.auth")
app = Sanic("meter_ingest")
AUDIENCE = "meter-ingest"


def load_device_keys(folder: str) -> dict:
    keys = {}
    for name in os.listdir(folder):
        if name.endswith(".pem"):
            with open(os.path.join(folder, name)) as fh:
                keys[name[:-4]] = fh.read()
    return keys


DEVICE_KEYS = load_device_keys(os.environ.get("METER_KEY_DIR", "/etc/meters/keys"))


def authenticate(token: str):
    header = jwt.get_unverified_header(token)
    key = DEVICE_KEYS.get(header.get("kid", ""))
    if key is None:
        return None
    claims = jwt.decode(token, options={"verify_signature": False})
    try:
        jwt.decode(token, key, algorithms=["ES256"], audience=AUDIENCE)
    except jwt.InvalidTokenError as exc:
        log.warning("meter token for kid=%s failed verification: %s", header.get("kid"), exc)
    return claims


@app.on_request
async def identify_meter(request):
    token = request.token
    claims = authenticate(token) if token else None
    if claims is None:
        raise Unauthorized("device token required")
    request.ctx.meter_id = claims["sub"]


@app.post("/readings")
async def post_reading(request):
    body = request.json or {}
    reading = {"meter": request.ctx.meter_id, "kwh": float(body["kwh"]), "ts": int(body["ts"])}
    await request.app.ctx.readings.append(reading)
    return json({"accepted": True})
