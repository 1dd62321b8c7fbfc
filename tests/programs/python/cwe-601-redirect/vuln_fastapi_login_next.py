# FastAPI login form handler that returns the user to the page they came from
import hashlib
import hmac
import json
import os

from fastapi import FastAPI, Form, HTTPException
from fastapi.responses import RedirectResponse

app = FastAPI()
USER_HASHES = json.loads(os.environ.get("USER_PASSWORD_HASHES", "{}"))


def check_password(username, password):
    salt, _, want = USER_HASHES.get(username or "", "00$").partition("$")
    got = hashlib.scrypt((password or "").encode(), salt=bytes.fromhex(salt), n=2**14, r=8, p=1)
    return hmac.compare_digest(got.hex(), want)


@app.post("/login")
async def login(username: str = Form(...), password: str = Form(...), next: str = Form("/")):
    if not check_password(username, password):
        raise HTTPException(status_code=401, detail="bad credentials")
    resp = RedirectResponse(url=next, status_code=303)
    resp.set_cookie("user", username, httponly=True, secure=True, samesite="lax")
    return resp
