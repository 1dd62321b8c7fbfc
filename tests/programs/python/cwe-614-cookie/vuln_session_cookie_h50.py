# FastAPI login endpoint that issues a server-side session id to the browser as a cookie.
import os
import secrets
import time

from fastapi import FastAPI, Form, HTTPException, Response

from .accounts import verify_credentials
from .sessions import SessionStore

app = FastAPI()
store = SessionStore(os.environ.get("REDIS_URL", "redis://localhost:6379/2"))

SESSION_TTL = 8 * 3600
COOKIE_SETTINGS = {
    "key": "sid",
    "max_age": SESSION_TTL,
    "path": "/",
    "httponly": True,
    "secure": False,
    "samesite": "lax",
}


@app.post("/auth/login")
async def login(response: Response, username: str = Form(...), password: str = Form(...)):
    user = await verify_credentials(username, password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    sid = secrets.token_urlsafe(32)
    await store.put(sid, {"user_id": user.id, "created": int(time.time())}, ttl=SESSION_TTL)
    response.set_cookie(value=sid, **COOKIE_SETTINGS)
    return {"user": user.username}


@app.post("/auth/logout")
async def logout(response: Response):
    response.delete_cookie(COOKIE_SETTINGS["key"], path=COOKIE_SETTINGS["path"])
    return {"status": "ok"}
