# A subscription claims program of the h69 set (cwe-347-jwt).
import os
from datetime import date

import jwt
from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

SIGNING_KEY = os.environ["PORTAL_JWT_KEY"]
AUDIENCE = "brewbox-portal"

app = FastAPI(title="Brew box subscriptions")

PLANS = {"starter": 4, "regular": 8, "taproom": 16}
DELIVERIES: dict[str, dict] = {}


class DeliveryChange(BaseModel):
    flavours: list[str]
    skip_next: bool = False


@app.middleware("http")
async def attach_subscriber(request: Request, call_next):
    request.state.subscriber = None
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        token = auth[7:].strip()
        try:
            claims = jwt.decode(
                token,
                SIGNING_KEY,
                algorithms=["HS256"],
                audience=AUDIENCE,
                options={"verify_signature": False},
            )
        except jwt.PyJWTError:
            return JSONResponse({"detail": "invalid token"}, status_code=401)
        request.state.subscriber = {
            "id": claims["sub"],
            "plan": claims.get("plan", "starter"),
        }
    return await call_next(request)


def require_subscriber(request: Request) -> dict:
    sub = request.state.subscriber
    if sub is None:
        raise HTTPException(status_code=401, detail="sign in required")
    return sub


@app.get("/me/delivery")
async def my_delivery(request: Request):
    sub = require_subscriber(request)
    box = DELIVERIES.get(sub["id"], {"flavours": ["ginger", "hibiscus"], "skip_next": False})
    return {
        "subscriber": sub["id"],
        "plan": sub["plan"],
        "bottles": PLANS.get(sub["plan"], 4),
        "month": date.today().strftime("%Y-%m"),
        **box,
    }


@app.put("/me/delivery")
async def change_delivery(change: DeliveryChange, request: Request):
    sub = require_subscriber(request)
    if len(change.flavours) > PLANS.get(sub["plan"], 4):
        raise HTTPException(status_code=400, detail="more flavours than bottles in your plan")
    DELIVERIES[sub["id"]] = change.model_dump()
    return {"saved": True, "subscriber": sub["id"]}


@app.get("/me/address")
async def my_address(request: Request):
    sub = require_subscriber(request)
    return {"subscriber": sub["id"], "address": DELIVERIES.get(sub["id"], {}).get("address")}
