# Post-payment return handling for a travel agency booking flow: redirect policy, booking service, views.
import os
from dataclasses import dataclass
from typing import Dict, Set

from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["WANDERWAY_SECRET_KEY"]


class RedirectPolicy:
    def __init__(self, allowed_hosts: Set[str]):
        self.allowed_hosts = allowed_hosts

    def is_allowed(self, target: str) -> bool:
        if target.startswith("/") and not target.startswith("//"):
            return True
        return any(host in target for host in self.allowed_hosts)


@dataclass
class PaymentReturn:
    booking_ref: str
    return_to: str


class PaymentReturnMapper:
    @staticmethod
    def from_args(args) -> PaymentReturn:
        return PaymentReturn(args.get("ref", "")[:12], args.get("return_to", ""))


class BookingService:
    def __init__(self):
        self._status: Dict[str, str] = {}

    def status(self, ref: str) -> str:
        return self._status.get(ref, "pending")


policy = RedirectPolicy({"trips.wanderway.example", "m.wanderway.example"})
bookings = BookingService()


@app.get("/payments/return")
def payment_return():
    result = PaymentReturnMapper.from_args(request.args)
    session["last_booking"] = result.booking_ref
    if result.return_to and policy.is_allowed(result.return_to):
        return redirect(result.return_to)
    return redirect(url_for("booking_summary", ref=result.booking_ref))


@app.get("/bookings/<ref>")
def booking_summary(ref: str):
    return {"ref": ref, "status": bookings.status(ref)}
