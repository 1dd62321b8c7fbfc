# A regatta entries program of the h68 set (cwe-798-credentials).
# rowing clubs: forward crew entries from the club site to the national regatta entry service
from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from datetime import date
from typing import Literal

import aiohttp
from aiohttp import web

ENTRY_SERVICE = "https://api.regattacentral-entries.co.uk/v2"
CLUB_CODE = "TWR"
API_USER = os.environ.get("REGATTA_API_USER", "twr-entries")
API_TOKEN = os.environ["REGATTA_API_TOKEN"]

Category = Literal["J16", "J18", "U23", "Senior", "Masters-B", "Masters-D"]


@dataclass(slots=True, frozen=True, kw_only=True)
class CrewEntry:
    regatta: str
    event: str
    category: Category
    boat_class: str
    crew: tuple[str, ...]
    cox: str | None = None


def _entry(payload: dict) -> CrewEntry:
    match payload:
        case {"regatta": str(reg), "event": str(ev), "category": str(cat), "boat": "8+" | "4+" as boat,
              "crew": [*crew], "cox": str(cox)} if len(crew) == int(boat[0]):
            return CrewEntry(regatta=reg, event=ev, category=cat, boat_class=boat, crew=tuple(crew), cox=cox)
        case {"regatta": str(reg), "event": str(ev), "category": str(cat), "boat": str(boat),
              "crew": [*crew]} if boat[0].isdigit() and len(crew) == int(boat[0]) and not boat.endswith("+"):
            return CrewEntry(regatta=reg, event=ev, category=cat, boat_class=boat, crew=tuple(crew))
        case _:
            raise web.HTTPUnprocessableEntity(text="crew size does not match the boat class")


async def submit_entry(request: web.Request) -> web.Response:
    entry = _entry(await request.json())
    session: aiohttp.ClientSession = request.app["regatta"]
    async with session.post(
        f"{ENTRY_SERVICE}/clubs/{CLUB_CODE}/entries",
        json=asdict(entry) | {"submitted": date.today().isoformat()},
    ) as resp:
        match resp.status:
            case 201:
                body = await resp.json()
                return web.json_response({"entry_id": body["id"], "fee_gbp": body.get("fee")}, status=201)
            case 409:
                raise web.HTTPConflict(text="crew already entered for this event")
            case code:
                raise web.HTTPBadGateway(text=f"entry service answered {code}")


async def club_entries(request: web.Request) -> web.Response:
    regatta = request.match_info["regatta"]
    session: aiohttp.ClientSession = request.app["regatta"]
    async with session.get(f"{ENTRY_SERVICE}/clubs/{CLUB_CODE}/entries", params={"regatta": regatta}) as resp:
        resp.raise_for_status()
        entries = (await resp.json()).get("entries", [])
    return web.json_response([{"event": e["event"], "crew": e["crew"], "status": e["status"]} for e in entries])


async def _regatta_client(app: web.Application):
    auth = aiohttp.BasicAuth(API_USER, API_TOKEN)
    async with aiohttp.ClientSession(auth=auth, timeout=aiohttp.ClientTimeout(total=15)) as session:
        app["regatta"] = session
        yield


def build() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_regatta_client)
    app.router.add_post("/entries", submit_entry)
    app.router.add_get("/entries/{regatta}", club_entries)
    return app


if __name__ == "__main__":
    web.run_app(build(), port=8088)
