# FastAPI login route for the school parent portal that issues a session cookie.
import secrets
from datetime import timedelta

from fastapi import Cookie, Depends, FastAPI, Form, HTTPException, Response

from .accounts import ParentAccounts, get_accounts
from .sessions import SessionStore, get_sessions

app = FastAPI()

SESSION_TTL = timedelta(hours=8)
SESSION_COOKIE = "pp_session"
COOKIE_SETTINGS = {
    "max_age": int(SESSION_TTL.total_seconds()),
    "path": "/",
    "httponly": True,
    "secure": True,
    "samesite": "lax",
}


@app.post("/login")
async def login(
    response: Response,
    email: str = Form(...),
    password: str = Form(...),
    accounts: ParentAccounts = Depends(get_accounts),
    sessions: SessionStore = Depends(get_sessions),
):
    parent = await accounts.verify(email, password)
    if parent is None:
        raise HTTPException(status_code=401, detail="incorrect email or password")
    session_id = secrets.token_urlsafe(32)
    await sessions.create(session_id, parent_id=parent.id, ttl=SESSION_TTL)
    response.set_cookie(SESSION_COOKIE, session_id, **COOKIE_SETTINGS)
    return {"parent": parent.display_name, "children": [c.first_name for c in parent.children]}


@app.post("/logout")
async def logout(
    response: Response,
    pp_session: str | None = Cookie(default=None),
    sessions: SessionStore = Depends(get_sessions),
):
    if pp_session:
        await sessions.delete(pp_session)
    response.delete_cookie(SESSION_COOKIE, path="/")
    return {"status": "signed out"}
