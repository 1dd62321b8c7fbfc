# A booking login program of the h68 set (cwe-601-redirect).
# dog groomers: customer sign-in for the grooming appointment portal, returning to the page they came from
from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Annotated
from urllib.parse import SplitResult, urlsplit

from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from fastapi import Depends, FastAPI, Form, HTTPException, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI(title="Wag & Wash portal")
app.add_middleware(SessionMiddleware, secret_key=open("/run/secrets/portal_session").read().strip(),
                   https_only=True, same_site="lax")
hasher = PasswordHasher()


@dataclass(slots=True, frozen=True)
class Customer:
    id: int
    email: str
    password_hash: str
    dogs: tuple[str, ...]


class CustomerStore:
    def __init__(self) -> None:
        self._by_email: dict[str, Customer] = {}

    def find(self, email: str) -> Customer | None:
        return self._by_email.get(email.casefold())


store = CustomerStore()


def get_store() -> CustomerStore:
    return store


def _landing(next_url: str | None) -> str:
    match urlsplit(next_url or ""):
        case SplitResult(scheme="", path=path) if path.startswith("/") and next_url:
            return next_url
        case _:
            return "/appointments"


@app.post("/login")
async def login(
    request: Request,
    email: Annotated[str, Form()],
    password: Annotated[str, Form()],
    customers: Annotated[CustomerStore, Depends(get_store)],
    next: Annotated[str | None, Form()] = None,
) -> RedirectResponse:
    if (customer := customers.find(email)) is None:
        raise HTTPException(status_code=401, detail="email or password not recognised")
    try:
        hasher.verify(customer.password_hash, password)
    except VerifyMismatchError:
        raise HTTPException(status_code=401, detail="email or password not recognised")

    request.session.clear()
    request.session |= {"customer_id": customer.id, "csrf": secrets.token_urlsafe(24)}
    return RedirectResponse(_landing(next), status_code=303)


@app.get("/logout")
async def logout(request: Request, next: str | None = None) -> RedirectResponse:
    request.session.clear()
    return RedirectResponse(_landing(next), status_code=303)


@app.get("/appointments", response_model=None)
async def appointments(request: Request) -> dict[str, object] | RedirectResponse:
    if "customer_id" not in request.session:
        return RedirectResponse("/login?next=/appointments", status_code=303)
    return {"customer": request.session["customer_id"], "upcoming": []}
