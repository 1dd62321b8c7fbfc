# Billing API: FastAPI dependency that identifies the caller from a bearer token.
import os
import time
from dataclasses import dataclass

from fastapi import Depends, FastAPI, Header, HTTPException
from jose import JWTError, jwt


@dataclass(frozen=True)
class AuthSettings:
    secret: str = os.environ.get("BILLING_JWT_SECRET", "")
    audience: str = "billing-api"
    algorithm: str = "HS256"


settings = AuthSettings()
app = FastAPI()


def current_claims(authorization: str = Header(...)) -> dict:
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise HTTPException(status_code=401, detail="bearer token required")
    try:
        claims = jwt.get_unverified_claims(token)
    except JWTError:
        raise HTTPException(status_code=401, detail="malformed token")
    if claims.get("aud") != settings.audience or claims.get("exp", 0) < time.time():
        raise HTTPException(status_code=401, detail="token rejected")
    return claims


@app.get("/billing/accounts/{account_id}/balance")
def balance(account_id: int, claims: dict = Depends(current_claims)):
    if account_id not in claims.get("accounts", []):
        raise HTTPException(status_code=403, detail="not your account")
    return {"account_id": account_id, "balance_cents": 0, "as_of": int(time.time())}
