# A checkout return program of the h72 set (cwe-601-redirect).
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import urlsplit

from flask import Flask, abort, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["SKYHIGH_SESSION_KEY"]


@dataclass(frozen=True)
class CheckoutResult:
    order_id: str
    product: str
    return_to: str


class ReturnPolicy(Protocol):
    def destination(self, result: CheckoutResult) -> str: ...


class PartyReturn:
    """Birthday party bookings always land on the party planner."""

    def destination(self, result: CheckoutResult) -> str:
        return f"/parties/planner?order={result.order_id}"


class MembershipReturn:
    """Members go back to the account page they started from."""

    allowed_prefixes = ("/account/", "/members/")

    def destination(self, result: CheckoutResult) -> str:
        parts = urlsplit(result.return_to)
        if parts.scheme or parts.netloc or not parts.path.startswith(self.allowed_prefixes):
            return "/account/"
        return parts.path


class DefaultReturn:
    def destination(self, result: CheckoutResult) -> str:
        return result.return_to or "/"


class ReturnPolicies:
    def __init__(self, fallback: ReturnPolicy, **policies: ReturnPolicy) -> None:
        self.fallback = fallback
        self.policies = policies

    def for_product(self, product: str) -> ReturnPolicy:
        return self.policies.get(product, self.fallback)


POLICIES = ReturnPolicies(
    DefaultReturn(),
    party=PartyReturn(),
    membership=MembershipReturn(),
)

PRICES = {"party": 24900, "membership": 5900, "open-jump": 1800, "toddler-time": 1200}


@app.post("/checkout")
def start_checkout():
    product = request.form.get("product", "")
    if product not in PRICES:
        abort(400, "unknown product")
    session["checkout"] = {"product": product, "return_to": request.form.get("return_to", "")}
    return redirect(url_for("checkout_complete", order_id=os.urandom(6).hex()))


@app.get("/checkout/<order_id>/complete")
def checkout_complete(order_id: str):
    pending = session.pop("checkout", None)
    if pending is None:
        abort(409, "no checkout in progress")
    result = CheckoutResult(
        order_id=order_id,
        product=pending["product"],
        return_to=request.args.get("return_to", pending["return_to"]),
    )
    return redirect(POLICIES.for_product(result.product).destination(result), code=303)


if __name__ == "__main__":
    app.run(port=5020)
