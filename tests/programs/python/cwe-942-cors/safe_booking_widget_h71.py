# A booking widget program of the h71 set (cwe-942-cors).
from datetime import datetime
from urllib.parse import urlsplit

from fastapi import FastAPI, HTTPException, Request, Response
from pydantic import BaseModel, Field

app = FastAPI(title="Inkwell Collective bookings")

WIDGET_HOSTS = {
    "inkwellcollective.ie",
    "www.inkwellcollective.ie",
    "book.inkwellcollective.ie",
    "guestspots.ironandlinetattoo.com",
}
CORS_HEADERS = "Content-Type, Authorization"
CORS_METHODS = "GET, POST, OPTIONS"


class OriginError(ValueError):
    pass


def origin_host(origin: str) -> str:
    parts = urlsplit(origin)
    if parts.scheme != "https" or not parts.hostname:
        raise OriginError(f"unusable origin {origin!r}")
    return parts.hostname.lower()


@app.middleware("http")
async def widget_cors(request: Request, call_next):
    origin = request.headers.get("origin")
    if request.method == "OPTIONS" and origin:
        response = Response(status_code=204)
    else:
        response = await call_next(request)
    if not origin:
        return response

    try:
        host = origin_host(origin)
    except OriginError:
        return response

    if host in WIDGET_HOSTS:
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Methods"] = CORS_METHODS
        response.headers["Access-Control-Allow-Headers"] = CORS_HEADERS
        response.headers["Vary"] = "Origin"
    return response


class DepositRequest(BaseModel):
    artist: str = Field(max_length=40)
    slot: datetime
    deposit_cents: int = Field(ge=2000, le=50000)
    client_email: str = Field(max_length=120)


@app.get("/widget/me")
async def current_client(request: Request):
    client = request.cookies.get("inkwell_client")
    if client is None:
        raise HTTPException(status_code=401, detail="not signed in")
    return {"client": client, "saved_designs": 3, "upcoming": []}


@app.post("/widget/deposits", status_code=201)
async def create_deposit(body: DepositRequest, request: Request):
    if request.cookies.get("inkwell_client") is None:
        raise HTTPException(status_code=401, detail="not signed in")
    return {"artist": body.artist, "slot": body.slot.isoformat(), "status": "held"}
