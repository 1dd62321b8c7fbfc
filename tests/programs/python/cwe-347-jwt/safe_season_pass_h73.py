# A season pass program of the h73 set (cwe-347-jwt).
import base64
import binascii
import json
import os
from datetime import datetime, timezone

import jwt
from fastapi import FastAPI, Header, HTTPException

app = FastAPI(title="Splash Bay pass check")

PASS_SECRET = os.environ["PASS_SIGNING_SECRET"]
AUDIENCE = "splashbay-gates"
TIER_PERKS = {
    "basic": {"cabana": False, "lazy_river_fastlane": False},
    "gold": {"cabana": False, "lazy_river_fastlane": True},
    "platinum": {"cabana": True, "lazy_river_fastlane": True},
}


def unwrap_scan(scan: str) -> str:
    """The phone wallet QR holds base64url(JSON{"v": 1, "pass": <jwt>})."""
    try:
        raw = base64.urlsafe_b64decode(scan.strip() + "=" * (-len(scan.strip()) % 4))
        envelope = json.loads(raw.decode("utf-8"))
    except (binascii.Error, UnicodeDecodeError, json.JSONDecodeError):
        raise HTTPException(status_code=400, detail="unreadable pass")
    if envelope.get("v") != 1 or not isinstance(envelope.get("pass"), str):
        raise HTTPException(status_code=400, detail="unsupported pass format")
    return envelope["pass"]


def verify_pass(token: str) -> dict:
    try:
        header = jwt.get_unverified_header(token)
        if header.get("alg") != "HS256":
            raise HTTPException(status_code=401, detail="pass not issued by Splash Bay")
        claims = jwt.decode(
            token,
            PASS_SECRET,
            algorithms=["HS256"],
            audience=AUDIENCE,
            options={"require": ["exp", "sub", "aud"]},
        )
    except jwt.ExpiredSignatureError:
        raise HTTPException(status_code=401, detail="pass expired")
    except jwt.InvalidTokenError:
        raise HTTPException(status_code=401, detail="pass not valid")
    if claims.get("aud") != AUDIENCE:
        raise HTTPException(status_code=401, detail="pass not valid here")
    return claims


@app.post("/gate/scan")
def gate_scan(x_pass_scan: str = Header(...), x_gate_id: str = Header("main")):
    claims = verify_pass(unwrap_scan(x_pass_scan))
    tier = str(claims.get("tier", "basic")).lower()
    perks = TIER_PERKS.get(tier, TIER_PERKS["basic"])
    return {
        "admit": True,
        "holder": claims.get("name", ""),
        "pass_id": claims.get("sub"),
        "tier": tier,
        "perks": perks,
        "gate": x_gate_id.strip()[:16],
        "scanned_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
    }


@app.post("/cabana/checkin")
def cabana_checkin(x_pass_scan: str = Header(...)):
    claims = verify_pass(unwrap_scan(x_pass_scan))
    tier = str(claims.get("tier", "basic")).lower()
    if not TIER_PERKS.get(tier, {}).get("cabana"):
        raise HTTPException(status_code=403, detail="cabana access needs a platinum pass")
    return {"pass_id": claims.get("sub"), "cabana": "assigned at desk"}
