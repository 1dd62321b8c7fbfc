# FastAPI login route that issues a long-lived "remember me" session token cookie.
import os
import secrets
from datetime import timedelta

from fastapi import FastAPI, Form, HTTPException, Response
from passlib.context import CryptContext

app = FastAPI()
pwd_context = CryptContext(schemes=["argon2"], deprecated="auto")
USERS = {"alice": os.environ.get("ALICE_HASH", "")}
SESSIONS: dict = {}
REMEMBER_FOR = timedelta(days=30)


def authenticate(username: str, password: str) -> bool:
    stored = USERS.get(username)
    return bool(stored) and pwd_context.verify(password, stored)


def issue_session(username: str) -> str:
    token = secrets.token_urlsafe(32)
    SESSIONS[token] = username
    return token


@app.post("/login")
def login(response: Response, username: str = Form(...), password: str = Form(...),
          remember: bool = Form(False)):
    if not authenticate(username, password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    token = issue_session(username)
    max_age = int(REMEMBER_FOR.total_seconds()) if remember else None
    response.set_cookie(
        key="sid",
        value=token,
        max_age=max_age,
        httponly=True,
        secure=True,
        samesite="lax",
        path="/",
    )
    return {"user": username}
