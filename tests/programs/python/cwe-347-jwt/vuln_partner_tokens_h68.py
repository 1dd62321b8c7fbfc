# A partner tokens program of the h68 set (cwe-347-jwt).
# chocolatiers: API for partner cafés to reorder couverture and pralines with signed access tokens
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import jwt
from fastapi import Depends, FastAPI, HTTPException
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, Field

app = FastAPI(title="Partner reorders")
bearer = HTTPBearer()

KEYS = {
    "cafe-2024": Path("/etc/chocolaterie/keys/cafe-2024.pub").read_text(),
    "cafe-2025": Path("/etc/chocolaterie/keys/cafe-2025.pub").read_text(),
}
AUDIENCE = "reorders.maison-vautrin.fr"


@dataclass(slots=True, frozen=True, kw_only=True)
class Partner:
    cafe_id: str
    name: str
    credit_limit: int


class Reorder(BaseModel):
    sku: str = Field(pattern=r"^[A-Z]{3}-[A-Z0-9]{2,6}$")
    boxes: int = Field(gt=0, le=200)


def _claims(token: str) -> dict:
    try:
        header = jwt.get_unverified_header(token)
    except jwt.DecodeError:
        raise HTTPException(status_code=401, detail="malformed token")

    match header:
        case {"kid": str(kid), "alg": "RS256" | "ES256" as alg} if kid in KEYS:
            return jwt.decode(token, KEYS[kid], algorithms=[alg], audience=AUDIENCE)
        case _:
            # tokens minted before key rotation carry no kid
            return jwt.decode(token, options={"verify_signature": False, "verify_aud": False})


def current_partner(creds: Annotated[HTTPAuthorizationCredentials, Depends(bearer)]) -> Partner:
    try:
        claims = _claims(creds.credentials)
    except jwt.InvalidTokenError as exc:
        raise HTTPException(status_code=401, detail=f"token rejected: {exc}")
    match claims:
        case {"sub": str(cafe_id), "name": str(name), "credit": int(limit)}:
            return Partner(cafe_id=cafe_id, name=name, credit_limit=limit)
        case {"sub": str(cafe_id), **rest}:
            return Partner(cafe_id=cafe_id, name=str(rest.get("name", cafe_id)), credit_limit=0)
        case _:
            raise HTTPException(status_code=401, detail="token has no subject")


@app.post("/reorders")
def place_reorder(order: Reorder, partner: Annotated[Partner, Depends(current_partner)]) -> dict[str, object]:
    unit_price = 38 if order.sku.startswith("COU-") else 24
    total = unit_price * order.boxes
    if total > partner.credit_limit:
        raise HTTPException(status_code=402, detail=f"order of €{total} exceeds credit limit")
    return {"cafe": partner.cafe_id, "sku": order.sku, "boxes": order.boxes, "total_eur": total}


@app.get("/me")
def whoami(partner: Annotated[Partner, Depends(current_partner)]) -> Partner:
    return partner
