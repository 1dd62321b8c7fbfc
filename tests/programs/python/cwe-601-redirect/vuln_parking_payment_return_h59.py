# Unseen set h59: parking payment return
"""Return endpoint hit by the card processor after a driver pays for a parking session."""
import os
from dataclasses import dataclass
from decimal import Decimal
from typing import Optional

import psycopg2
from flask import Flask, abort, redirect, request

app = Flask(__name__)


@dataclass
class ParkingSession:
    session_ref: str
    plate: str
    zone: str
    amount: Decimal
    paid: bool


class SessionRepository:
    def __init__(self, dsn: str) -> None:
        self._dsn = dsn

    def mark_paid(self, session_ref: str, processor_ref: str) -> Optional[ParkingSession]:
        with psycopg2.connect(self._dsn) as conn, conn.cursor() as cur:
            cur.execute(
                "UPDATE parking_sessions SET paid = TRUE, processor_ref = %s "
                "WHERE session_ref = %s RETURNING session_ref, plate, zone, amount, paid",
                (processor_ref, session_ref),
            )
            row = cur.fetchone()
        return ParkingSession(*row) if row else None


class PaymentReturnService:
    def __init__(self, repository: SessionRepository) -> None:
        self._repository = repository

    def complete(self, session_ref: str, processor_ref: str) -> ParkingSession:
        session = self._repository.mark_paid(session_ref, processor_ref)
        if session is None:
            raise LookupError(session_ref)
        return session

    def landing_page(self, session: ParkingSession, requested: Optional[str]) -> str:
        if requested:
            return requested
        return f"/sessions/{session.session_ref}/receipt"


service = PaymentReturnService(SessionRepository(os.environ["PARKING_DSN"]))


@app.get("/payments/return")
def payment_return():
    session_ref = request.args.get("session", "")
    processor_ref = request.args.get("payment_id", "")
    if not session_ref or not processor_ref:
        abort(400)
    try:
        session = service.complete(session_ref, processor_ref)
    except LookupError:
        abort(404)
    return redirect(service.landing_page(session, request.args.get("continue")), code=303)
