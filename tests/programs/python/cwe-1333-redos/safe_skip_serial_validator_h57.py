# Skip hire bookings for a waste management company: validates container serials before reserving a skip.
import re
from dataclasses import dataclass
from typing import Dict, List

from flask import Flask, jsonify, request

app = Flask(__name__)


class ValidationError(Exception):
    def __init__(self, errors: List[str]):
        super().__init__("; ".join(errors))
        self.errors = errors


class SerialValidator:
    PATTERN = re.compile(r"^[A-Z][A-Z0-9]{0,31}-\d{4}$")
    MAX_LEN = 64

    def validate(self, serial: str) -> List[str]:
        errors = []
        if len(serial) > self.MAX_LEN:
            errors.append("serial too long")
        if not self.PATTERN.match(serial):
            errors.append("serial must look like SKIP8YD-2024")
        return errors


@dataclass
class SkipBooking:
    serial: str
    postcode: str
    days: int


class BookingService:
    def __init__(self, validator: SerialValidator):
        self.validator = validator
        self._bookings: Dict[str, SkipBooking] = {}

    def book(self, payload: dict) -> SkipBooking:
        serial = str(payload.get("serial", "")).upper()
        errors = self.validator.validate(serial)
        if errors:
            raise ValidationError(errors)
        if serial in self._bookings:
            raise ValidationError(["skip already booked"])
        booking = SkipBooking(serial, str(payload.get("postcode", "")), int(payload.get("days", 7)))
        self._bookings[serial] = booking
        return booking


service = BookingService(SerialValidator())


@app.post("/skips/bookings")
def create_booking():
    try:
        booking = service.book(request.get_json(force=True) or {})
    except ValidationError as exc:
        return jsonify(errors=exc.errors), 400
    except ValueError:
        return jsonify(errors=["days must be a number"]), 400
    return jsonify(serial=booking.serial, days=booking.days), 201
