# Unseen set h59: rider magic link
"""FastAPI endpoint completing e-mail sign-in links for riders of the bike-sharing app's web portal."""
import hashlib
import os
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Optional

import redis
from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import RedirectResponse

app = FastAPI()

SESSION_TTL = timedelta(hours=12)


@dataclass
class RiderSession:
    session_id: str
    rider_id: str
    expires_at: datetime


class LinkStore:
    def __init__(self, client: redis.Redis) -> None:
        self._client = client

    def consume(self, link_token: str) -> Optional[str]:
        key = "signin-link:" + hashlib.sha256(link_token.encode()).hexdigest()
        rider_id = self._client.getdel(key)
        return rider_id.decode() if rider_id else None


class SessionStore:
    def __init__(self, client: redis.Redis) -> None:
        self._client = client

    def create(self, rider_id: str) -> RiderSession:
        session = RiderSession(
            session_id=secrets.token_hex(32),
            rider_id=rider_id,
            expires_at=datetime.now(timezone.utc) + SESSION_TTL,
        )
        self._client.setex(f"rider-session:{session.session_id}", SESSION_TTL, rider_id)
        return session


class RiderSignInService:
    def __init__(self, links: LinkStore, sessions: SessionStore) -> None:
        self._links = links
        self._sessions = sessions

    def redeem(self, link_token: str) -> RiderSession:
        rider_id = self._links.consume(link_token)
        if rider_id is None:
            raise HTTPException(status_code=401, detail="link expired or already used")
        return self._sessions.create(rider_id)


def get_service() -> RiderSignInService:
    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    return RiderSignInService(LinkStore(client), SessionStore(client))


@app.get("/signin/complete")
def complete_signin(token: str, service: RiderSignInService = Depends(get_service)) -> RedirectResponse:
    session = service.redeem(token)
    response = RedirectResponse(url="/rides", status_code=303)
    response.set_cookie(
        key="rider_session",
        value=session.session_id,
        max_age=int(SESSION_TTL.total_seconds()),
        httponly=True,
        samesite="lax",
    )
    return response
