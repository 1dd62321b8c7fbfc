# A booking return program of the h70 set (cwe-601-redirect).
from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlencode

from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.config.from_prefixed_env("CAVES")

OWN_SITES = re.compile(r"https://(www\.|book\.)?blackrock-caverns\.co\.uk")
DEFAULT_LANDING = "/bookings/thank-you"


@dataclass(frozen=True)
class Booking:
    ref: str
    tour: str
    guests: int


def return_candidates(args, sess) -> list[str]:
    return [
        v
        for v in (args.get("return_to"), args.get("next"), sess.pop("came_from", None))
        if v
    ]


is_allowed = lambda url: url.startswith("/") and not url.startswith("//") or bool(OWN_SITES.match(url))  # noqa: E731


def pick_return(candidates: list[str]) -> str:
    return next(filter(is_allowed, candidates), DEFAULT_LANDING)


def confirm(form) -> Booking:
    tour = form.get("tour", "")
    guests = int(form.get("guests", "1"))
    if tour not in {"great-chamber", "underground-river", "lamplit-evening"} or not 1 <= guests <= 12:
        raise ValueError("invalid booking")
    ref = f"BRC-{abs(hash((tour, guests, form.get('email', '')))) % 10**8:08d}"
    return Booking(ref, tour, guests)


@app.get("/bookings/start")
def start_booking():
    session["came_from"] = request.referrer or ""
    return redirect(url_for("static", filename="booking.html"))


@app.post("/bookings")
def create_booking():
    try:
        booking = confirm(request.form)
    except ValueError:
        return {"error": "please choose a tour and 1-12 guests"}, 400
    target = pick_return(return_candidates(request.args, session))
    sep = "&" if "?" in target else "?"
    return redirect(f"{target}{sep}{urlencode({'booking': booking.ref})}", code=303)


@app.get("/bookings/thank-you")
def thank_you():
    return {"message": "Thanks - see you underground!", "booking": request.args.get("booking")}


if __name__ == "__main__":
    app.run(port=5601)
