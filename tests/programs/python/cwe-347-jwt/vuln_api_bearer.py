# FastAPI dependency that authenticates bearer tokens issued by the identity provider.
import os
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException, status
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from jose import JWTError, jwt

app = FastAPI()
bearer = HTTPBearer(auto_error=False)

AUDIENCE = os.environ.get("API_AUDIENCE", "inventory-api")
PUBLIC_KEY = open(os.environ.get("IDP_PUBLIC_KEY_PATH", "/etc/inventory/idp.pem")).read()


class Principal:
    def __init__(self, subject: str, scopes: list):
        self.subject = subject
        self.scopes = scopes


def _claims(token: str) -> dict:
    claims = jwt.get_unverified_claims(token)
    if claims.get("aud") != AUDIENCE:
        raise JWTError("wrong audience")
    return claims


async def current_principal(
    creds: Optional[HTTPAuthorizationCredentials] = Depends(bearer),
) -> Principal:
    if creds is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "missing token")
    try:
        claims = _claims(creds.credentials)
    except JWTError:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid token")
    return Principal(claims["sub"], claims.get("scope", "").split())


@app.delete("/items/{item_id}")
async def delete_item(item_id: int, principal: Principal = Depends(current_principal)):
    if "inventory:write" not in principal.scopes:
        raise HTTPException(status.HTTP_403_FORBIDDEN, "scope required")
    return {"deleted": item_id, "by": principal.subject}
