# FastAPI endpoints that book a restaurant table and email the guest a cancellation link
import secrets
from datetime import datetime
from typing import Callable

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, EmailStr, Field

app = FastAPI()
BOOKINGS: dict[str, dict] = {}
outbox: list[tuple[str, str]] = []


class Booking(BaseModel):
    guest_email: EmailStr
    party_size: int = Field(ge=1, le=12)
    at: datetime


def cancellation_token(nbytes: int = 24) -> str:
    return secrets.token_urlsafe(nbytes)


def notifier(send: Callable[[str, str], None]) -> Callable[[str, str], None]:
    def on_booked(email: str, token: str) -> None:
        send(email, f"Cancel any time: https://tables.example/cancel/{token}")
    return on_booked


on_booked = notifier(lambda to, body: outbox.append((to, body)))


@app.post("/bookings", status_code=201)
async def book(booking: Booking):
    token = cancellation_token()
    BOOKINGS[token] = booking.model_dump()
    on_booked(booking.guest_email, token)
    return {"party_size": booking.party_size, "at": booking.at.isoformat()}


@app.delete("/bookings/{token}")
async def cancel(token: str):
    if BOOKINGS.pop(token, None) is None:
        raise HTTPException(status_code=404, detail="booking not found")
    return {"cancelled": True}
