# A dive logbook program of the h71 set (cwe-347-jwt).
import os
import time
from datetime import datetime
from typing import Annotated

import jwt
from fastapi import Depends, FastAPI, HTTPException, status
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, Field

app = FastAPI(title="Reefline logbook")
bearer = HTTPBearer()

SIGNING_KEY = os.environ["LOGBOOK_JWT_KEY"]
ISSUER = "https://auth.reeflinedivers.com"
GRACE_SECONDS = 15 * 60  # dive computers often sync a little after the token lapses

LOGS: dict[str, list[dict]] = {}


class Dive(BaseModel):
    site: str = Field(max_length=80)
    started_at: datetime
    max_depth_m: float = Field(gt=0, le=130)
    bottom_time_min: int = Field(gt=0, le=300)
    gas: str = Field(default="air", pattern=r"^(air|ean\d{2}|trimix)$")


def decode_token(token: str) -> dict:
    try:
        return jwt.decode(token, SIGNING_KEY, algorithms=["HS256"], issuer=ISSUER)
    except jwt.ExpiredSignatureError:
        claims = jwt.decode(
            token, SIGNING_KEY, algorithms=["HS256"], issuer=ISSUER, options={"verify_exp": False}
        )
        if time.time() - claims.get("exp", 0) > GRACE_SECONDS:
            raise
        return claims


def current_diver(
    creds: Annotated[HTTPAuthorizationCredentials, Depends(bearer)],
) -> str:
    try:
        claims = decode_token(creds.credentials)
    except jwt.InvalidTokenError as exc:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, detail=f"bad token: {exc}") from exc
    if (diver := claims.get("sub")) is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, detail="token has no subject")
    return diver


@app.post("/logbook/dives", status_code=201)
def add_dive(dive: Dive, diver: Annotated[str, Depends(current_diver)]):
    entries = LOGS.setdefault(diver, [])
    entry = dive.model_dump(mode="json") | {"number": len(entries) + 1}
    entries.append(entry)
    return entry


@app.get("/logbook/dives")
def list_dives(diver: Annotated[str, Depends(current_diver)]):
    return {"diver": diver, "dives": LOGS.get(diver, [])}


@app.get("/logbook/summary")
def summary(diver: Annotated[str, Depends(current_diver)]):
    dives = LOGS.get(diver, [])
    if not dives:
        return {"diver": diver, "dives": 0}
    return {
        "diver": diver,
        "dives": len(dives),
        "deepest_m": max(d["max_depth_m"] for d in dives),
        "total_minutes": sum(d["bottom_time_min"] for d in dives),
    }
