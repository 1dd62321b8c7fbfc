# FastAPI login and logout endpoints for a fitness studio's booking app that manage a session cookie
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import VerificationError
from fastapi import Cookie, FastAPI, HTTPException, Response
from pydantic import BaseModel

from studio.members import load_member

app = FastAPI()
hasher = PasswordHasher()
SESSIONS: dict[str, int] = {}
SESSION_COOKIE = {
    "key": "studio_session",
    "httponly": True,
    "secure": True,
    "samesite": "lax",
    "max_age": 60 * 60 * 12,
    "path": "/",
}


class Credentials(BaseModel):
    email: str
    password: str


def check_password(member: dict, password: str) -> bool:
    try:
        return hasher.verify(member["password_hash"], password)
    except VerificationError:
        return False


def issue_session(member_id: int) -> str:
    token = secrets.token_urlsafe(32)
    SESSIONS[token] = member_id
    return token


@app.post("/auth/login")
async def login(creds: Credentials, response: Response):
    member = load_member(creds.email.strip().lower())
    if member is None or not check_password(member, creds.password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    response.set_cookie(value=issue_session(member["id"]), **SESSION_COOKIE)
    return {"member": member["id"], "name": member["name"]}


@app.post("/auth/logout")
async def logout(response: Response, studio_session: str | None = Cookie(default=None)):
    SESSIONS.pop(studio_session or "", None)
    response.delete_cookie(SESSION_COOKIE["key"], path=SESSION_COOKIE["path"])
    return {"ok": True}
