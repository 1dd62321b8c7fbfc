# An archery lane bookings program of the h62 set (cwe-942-cors).
"""Lane booking API for the archery range, called from the range's booking widget.

Members are signed in through the range's single sign-on, which sets the session
cookie on the .bullseye-archery.co.uk domain; the widget calls this API with it.
"""
import os
from datetime import date
from typing import Awaitable, Callable, Dict, List, Optional

from aiohttp import web

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

WIDGET_ORIGINS = frozenset({
    "https://www.bullseye-archery.co.uk",
    "https://book.bullseye-archery.co.uk",
})

BOOKINGS: Dict[str, List[Dict]] = {
    "m-3391": [{"lane": 4, "distance_m": 18, "day": "2025-05-03", "slot": "10:00"}],
}


def cors_headers(origin: str) -> Dict[str, str]:
    return {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
        "Access-Control-Allow-Headers": "Content-Type",
        "Vary": "Origin",
    }


@web.middleware
async def widget_cors(request: web.Request, handler: Handler) -> web.StreamResponse:
    origin = request.headers.get("Origin", "")
    if request.method == "OPTIONS":
        response: web.StreamResponse = web.Response(status=204)
    else:
        response = await handler(request)
    if origin:
        response.headers.update(cors_headers(origin))
    return response


@web.middleware
async def member_context(request: web.Request, handler: Handler) -> web.StreamResponse:
    member = await request.app["sessions"](request.cookies.get("range_session", ""))
    if member is None and request.method != "OPTIONS":
        raise web.HTTPUnauthorized(text="sign in to manage lane bookings")
    request["member"] = member
    return await handler(request)


async def my_bookings(request: web.Request) -> web.Response:
    upcoming = [b for b in BOOKINGS.get(request["member"], []) if b["day"] >= date.today().isoformat()]
    return web.json_response({"member": request["member"], "bookings": upcoming})


def session_lookup(store: Dict[str, str]) -> Callable[[str], Awaitable[Optional[str]]]:
    async def lookup(token: str) -> Optional[str]:
        return store.get(token) if token else None
    return lookup


# session token -> member id, replicated from the sign-on service
SESSION_STORE: Dict[str, str] = {}


def build_app() -> web.Application:
    app = web.Application(middlewares=[widget_cors, member_context])
    app["sessions"] = session_lookup(SESSION_STORE)
    app.router.add_get("/bookings/mine", my_bookings)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host=os.environ.get("BIND_HOST", "127.0.0.1"), port=int(os.environ.get("PORT", "8080")))
