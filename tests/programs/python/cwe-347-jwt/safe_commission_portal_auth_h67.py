# A commission portal auth program of the h67 set (cwe-347-jwt).
# calligraphers: client portal where patrons view proofs of their wedding-invitation and certificate commissions
from __future__ import annotations

import os
from datetime import datetime
from typing import Annotated, Literal

import jwt
from fastapi import Depends, FastAPI, HTTPException, status
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, Field

PORTAL_SIGNING_KEY = os.environ["PORTAL_SIGNING_KEY"]
PORTAL_ISSUER = "https://studio.inkandquill.example"

bearer = HTTPBearer(auto_error=True)


class PortalClaims(BaseModel):
    sub: Annotated[str, Field(pattern=r"^patron-\d{1,8}$")]
    role: Literal["patron", "scribe", "studio-admin"]
    exp: datetime
    iss: str


class Proof(BaseModel):
    commission_id: int
    title: str
    script: Literal["copperplate", "italic", "uncial", "blackletter"]
    proof_url: str
    approved: bool


class ProofRepository:
    def for_patron(self, patron_id: str) -> list[Proof]:
        # Backed by the studio's order database in production.
        return [
            Proof(commission_id=311, title="Harper & Lowe invitations", script="copperplate",
                  proof_url=f"/media/proofs/{patron_id}/311.pdf", approved=False),
        ]

    def all_pending(self) -> list[Proof]:
        return []


def decode_token(token: str) -> PortalClaims:
    try:
        payload = jwt.decode(
            token,
            PORTAL_SIGNING_KEY,
            algorithms=["HS256"],
            options={"require": ["exp", "iss", "sub"]},
        )
    except jwt.PyJWTError as exc:
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail=str(exc))
    claims = PortalClaims.model_validate(payload)
    if claims.iss != PORTAL_ISSUER:
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="wrong issuer")
    return claims


def current_claims(
    creds: Annotated[HTTPAuthorizationCredentials, Depends(bearer)],
) -> PortalClaims:
    return decode_token(creds.credentials)


def get_repo() -> ProofRepository:
    return ProofRepository()


app = FastAPI(title="Commission proofs portal")


@app.get("/me/proofs", response_model=list[Proof])
def my_proofs(
    claims: Annotated[PortalClaims, Depends(current_claims)],
    repo: Annotated[ProofRepository, Depends(get_repo)],
) -> list[Proof]:
    return repo.for_patron(claims.sub)


@app.get("/studio/pending", response_model=list[Proof])
def pending_proofs(
    claims: Annotated[PortalClaims, Depends(current_claims)],
    repo: Annotated[ProofRepository, Depends(get_repo)],
) -> list[Proof]:
    if claims.role != "studio-admin":
        raise HTTPException(status_code=status.HTTP_403_FORBIDDEN, detail="studio staff only")
    return repo.all_pending()
