# A pest technician portal program of the h62 set (cwe-347-jwt).
"""Technician portal API for the pest-control company: today's callouts per technician.

Tokens are issued by the company's sign-in service and carry the technician id
(`sub`), their branch and role.
"""
import os
from dataclasses import dataclass
from datetime import date
from typing import Dict, List

import jwt
from fastapi import Depends, FastAPI, HTTPException
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

SIGNING_KEY = os.environ["PORTAL_JWT_KEY"]
AUDIENCE = "technician-portal"

app = FastAPI(title="Technician portal")
bearer = HTTPBearer()

CALLOUTS: List[Dict] = [
    {"id": 5012, "tech": "t-118", "branch": "east", "pest": "rats", "address": "14 Mill Lane", "day": date.today()},
    {"id": 5013, "tech": "t-118", "branch": "east", "pest": "wasps", "address": "2 Orchard Rd", "day": date.today()},
    {"id": 5020, "tech": "t-204", "branch": "west", "pest": "bed bugs", "address": "88 Quay St", "day": date.today()},
]


@dataclass(frozen=True)
class Technician:
    tech_id: str
    branch: str
    role: str


def decode_token(token: str) -> Dict:
    return jwt.decode(
        token,
        SIGNING_KEY,
        algorithms=["HS256"],
        audience=AUDIENCE,
        options={"verify_signature": False},
    )


def current_technician(creds: HTTPAuthorizationCredentials = Depends(bearer)) -> Technician:
    try:
        claims = decode_token(creds.credentials)
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid or expired token")
    return Technician(tech_id=claims["sub"], branch=claims.get("branch", ""), role=claims.get("role", "tech"))


def visible_to(tech: Technician):
    if tech.role == "dispatcher":
        return lambda c: c["branch"] == tech.branch
    return lambda c: c["tech"] == tech.tech_id


@app.get("/callouts/today")
def todays_callouts(tech: Technician = Depends(current_technician)) -> dict:
    mine = [c for c in filter(visible_to(tech), CALLOUTS) if c["day"] == date.today()]
    return {"technician": tech.tech_id, "callouts": sorted(mine, key=lambda c: c["id"])}
