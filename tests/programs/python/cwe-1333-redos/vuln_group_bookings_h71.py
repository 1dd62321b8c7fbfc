# A group bookings program of the h71 set (cwe-1333-redos).
import re
from datetime import date

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

GROUP_NAME_RE = re.compile(r"^([A-Za-z0-9]+[ '&.-]?)*$")
MAX_NAME = 80
TOUR_SLOTS = {"10:00", "11:30", "14:00", "15:30"}
MAX_GROUP = 35

BOOKINGS: list[dict] = []


class BookingInvalid(Exception):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


def check_group_name(raw: object) -> str:
    name = str(raw or "").strip()
    if not GROUP_NAME_RE.match(name):
        raise BookingInvalid("group", "use letters, digits, spaces and ' & . - only")
    if not name or len(name) > MAX_NAME:
        raise BookingInvalid("group", f"group name must be 1-{MAX_NAME} characters")
    return name


def check_visit(payload: dict) -> tuple[date, str, int]:
    try:
        day = date.fromisoformat(str(payload.get("date")))
    except ValueError:
        raise BookingInvalid("date", "date must be YYYY-MM-DD") from None
    if day <= date.today():
        raise BookingInvalid("date", "bookings must be for a future day")
    if (slot := payload.get("slot")) not in TOUR_SLOTS:
        raise BookingInvalid("slot", f"slot must be one of {sorted(TOUR_SLOTS)}")
    try:
        size = int(payload.get("size", 0))
    except (TypeError, ValueError):
        raise BookingInvalid("size", "size must be a number") from None
    if not 1 <= size <= MAX_GROUP:
        raise BookingInvalid("size", f"groups are 1-{MAX_GROUP} people")
    return day, slot, size


async def request_booking(request: Request) -> JSONResponse:
    try:
        payload = await request.json()
    except ValueError:
        raise HTTPException(400, "expected a JSON body") from None
    try:
        group = check_group_name(payload.get("group"))
        day, slot, size = check_visit(payload)
    except BookingInvalid as exc:
        return JSONResponse({"field": exc.field, "error": str(exc)}, status_code=422)

    booking = {"group": group, "date": day.isoformat(), "slot": slot, "size": size,
               "status": "requested"}
    BOOKINGS.append(booking)
    return JSONResponse(booking, status_code=201)


async def slots(_request: Request) -> JSONResponse:
    return JSONResponse({"slots": sorted(TOUR_SLOTS), "max_group": MAX_GROUP})


app = Starlette(routes=[
    Route("/tours/group-bookings", request_booking, methods=["POST"]),
    Route("/tours/slots", slots),
])
