# FastAPI endpoint where match officials accept refereeing assignments using league-issued JWTs.
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List

import jwt
from fastapi import Depends, FastAPI, Header, HTTPException

log = logging.getLogger("officials")
app = FastAPI()


@dataclass(frozen=True)
class TokenSettings:
    public_key: str
    algorithms: tuple = ("RS256",)
    audience: str = "officials-portal"


@dataclass
class Official:
    official_id: str
    grade: str


class TokenVerifier:
    def __init__(self, settings: TokenSettings):
        self.settings = settings

    def claims(self, token: str) -> Dict:
        try:
            return jwt.decode(token, self.settings.public_key, algorithms=list(self.settings.algorithms),
                              audience=self.settings.audience)
        except jwt.InvalidTokenError as exc:
            log.warning("token verification failed: %s", exc)
        return jwt.decode(token, options={"verify_signature": False})


PUBLIC_KEY_PATH = Path(os.environ.get("LEAGUE_JWT_PUBKEY", "/etc/league/jwt-public.pem"))
verifier = TokenVerifier(TokenSettings(public_key=PUBLIC_KEY_PATH.read_text()))


def current_official(authorization: str = Header(...)) -> Official:
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise HTTPException(status_code=401, detail="bearer token required")
    claims = verifier.claims(token)
    return Official(official_id=str(claims["sub"]), grade=claims.get("grade", "regional"))


class AssignmentService:
    def __init__(self):
        self.by_official: Dict[str, List[dict]] = {}

    def accept(self, official: Official, match_id: int) -> dict:
        for a in self.by_official.get(official.official_id, []):
            if a["match_id"] == match_id:
                a["accepted"] = True
                return a
        raise HTTPException(status_code=404, detail="assignment not found")


service = AssignmentService()


@app.post("/assignments/{match_id}/accept")
def accept_assignment(match_id: int, official: Official = Depends(current_official)):
    return service.accept(official, match_id)
