# A boat booking login program of the h67 set (cwe-601-redirect).
# canal boat hire: customer sign-in for the booking site, returning the hirer to the page they started from
from __future__ import annotations

import html
import secrets
from typing import Annotated

from fastapi import Depends, FastAPI, Form, HTTPException, Query, status
from fastapi.responses import HTMLResponse, RedirectResponse
from pydantic import BaseModel, EmailStr, Field

app = FastAPI(title="Boat hire sign-in")

ReturnPath = Annotated[str, Field(pattern=r"^/(?:[A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)*)?$", max_length=300)]


class SignInForm(BaseModel):
    email: EmailStr
    password: Annotated[str, Field(min_length=8, max_length=128)]
    next: ReturnPath = "/my-bookings"


class HirerAccounts:
    def __init__(self) -> None:
        self._sessions: dict[str, str] = {}

    def authenticate(self, email: str, password: str) -> bool:
        # Delegates to the booking system's customer store in production.
        return email.endswith("@example.org") and len(password) >= 8

    def start_session(self, email: str) -> str:
        sid = secrets.token_urlsafe(32)
        self._sessions[sid] = email
        return sid


_accounts = HirerAccounts()


def get_accounts() -> HirerAccounts:
    return _accounts


def sign_in_form(
    email: Annotated[str, Form()],
    password: Annotated[str, Form()],
    next: Annotated[str, Form()] = "/my-bookings",
) -> SignInForm:
    try:
        return SignInForm(email=email, password=password, next=next)
    except ValueError as exc:
        raise HTTPException(status_code=status.HTTP_422_UNPROCESSABLE_ENTITY, detail=str(exc))


@app.get("/sign-in", response_class=HTMLResponse)
def sign_in_page(next: Annotated[str, Query(max_length=300)] = "/my-bookings") -> str:
    return (
        "<form method='post' action='/sign-in'>"
        "<input name='email' type='email'><input name='password' type='password'>"
        f"<input type='hidden' name='next' value='{html.escape(next, quote=True)}'>"
        "<button>Sign in</button></form>"
    )


@app.post("/sign-in")
def sign_in(
    form: Annotated[SignInForm, Depends(sign_in_form)],
    accounts: Annotated[HirerAccounts, Depends(get_accounts)],
) -> RedirectResponse:
    if not accounts.authenticate(form.email, form.password):
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="email or password not recognised")
    sid = accounts.start_session(form.email)
    response = RedirectResponse(url=form.next, status_code=status.HTTP_303_SEE_OTHER)
    response.set_cookie("hire_sid", sid, httponly=True, secure=True, samesite="lax", max_age=60 * 60 * 8)
    return response


@app.get("/my-bookings", response_class=HTMLResponse)
def my_bookings() -> str:
    return "<h1>Your narrowboat bookings</h1>"
