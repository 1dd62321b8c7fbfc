# A karaoke room handoff program of the h62 set (cwe-601-redirect).
"""Private-room booking hand-off for the karaoke bar.

Partner sites (the bar's own pages and its event calendar) link guests here with a
`return_to` address; after the room hold is looked up the guest is sent back there.
"""
from dataclasses import dataclass
from typing import Optional
from urllib.parse import urlencode, urlsplit

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

BOOKING_HOME = "https://www.neonmic-karaoke.com/rooms"
PARTNER_DOMAIN = "neonmic-karaoke.com"

HOLDS = {
    "NM-4821": {"room": "Velvet Booth", "guests": 8, "starts": "2025-03-14T21:00"},
    "NM-4822": {"room": "Tokyo Suite", "guests": 14, "starts": "2025-03-14T22:30"},
}


@dataclass(frozen=True)
class HandOff:
    hold_code: str
    return_to: str


def partner_url(raw: str) -> Optional[str]:
    parts = urlsplit(raw)
    if parts.scheme != "https":
        return None
    if not (parts.hostname or "").endswith(PARTNER_DOMAIN):
        return None
    return raw


def read_hand_off(request: Request) -> HandOff:
    params = request.query_params
    return HandOff(
        hold_code=params.get("hold", "").strip().upper(),
        return_to=partner_url(params.get("return_to", "")) or BOOKING_HOME,
    )


def with_status(url: str, **status: str) -> str:
    joiner = "&" if urlsplit(url).query else "?"
    return f"{url}{joiner}{urlencode(status)}"


async def room_hand_off(request: Request):
    hand_off = read_hand_off(request)
    hold = HOLDS.get(hand_off.hold_code)
    if hold is None:
        return RedirectResponse(with_status(hand_off.return_to, hold="missing"), status_code=303)
    return RedirectResponse(
        with_status(hand_off.return_to, hold="confirmed", room=hold["room"]), status_code=303
    )


async def hold_details(request: Request) -> JSONResponse:
    code = request.path_params["code"].upper()
    hold = HOLDS.get(code)
    return JSONResponse(hold or {"error": "unknown hold"}, status_code=200 if hold else 404)


app = Starlette(routes=[
    Route("/rooms/hand-off", room_hand_off),
    Route("/rooms/holds/{code}", hold_details),
])
