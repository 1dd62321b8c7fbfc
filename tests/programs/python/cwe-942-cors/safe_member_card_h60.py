# A member card program of the h60 set (cwe-942-cors).
"""Aquarium membership API: the aquarium's ticket site and the annual-member
app (both on their own origins) read the signed-in member's card, guest
allowance and upcoming feeding-talk bookings from this API. Requests are
authenticated with the members' session cookie, so CORS responses must
allow credentials."""
import os

import asyncpg
from sanic import Sanic, empty, json
from sanic.exceptions import Unauthorized

app = Sanic("aquarium_members")

ALLOWED_ORIGINS = frozenset(
    {"https://tickets.bluewater-aquarium.org", "https://members.bluewater-aquarium.org"}
)
CORS_METHODS = "GET, OPTIONS"


def cors_headers(origin: str | None) -> dict[str, str]:
    if origin not in ALLOWED_ORIGINS:
        return {}
    return {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": CORS_METHODS,
        "Vary": "Origin",
    }


@app.on_response
async def add_cors(request, response):
    response.headers.update(cors_headers(request.headers.get("origin")))


@app.before_server_start
async def open_pool(app_, _loop):
    app_.ctx.pool = await asyncpg.create_pool(dsn=os.environ["AQUARIUM_MEMBERS_DSN"])


async def current_member(request) -> asyncpg.Record:
    token = request.cookies.get("member_session")
    if not token:
        raise Unauthorized("sign in required")
    member = await request.app.ctx.pool.fetchrow(
        "SELECT m.member_no, m.name, m.tier, m.guest_passes_left FROM sessions s "
        "JOIN members m ON m.id = s.member_id WHERE s.token = $1 AND s.expires_at > now()",
        token,
    )
    if member is None:
        raise Unauthorized("session expired")
    return member


@app.route("/me/card", methods=["GET", "OPTIONS"])
async def member_card(request):
    if request.method == "OPTIONS":
        return empty()
    member = await current_member(request)
    talks = await request.app.ctx.pool.fetch(
        "SELECT talk, starts_at FROM talk_bookings WHERE member_no = $1 AND starts_at > now()",
        member["member_no"],
    )
    return json(
        {
            "member_no": member["member_no"],
            "name": member["name"],
            "tier": member["tier"],
            "guest_passes_left": member["guest_passes_left"],
            "talks": [{"talk": t["talk"], "starts_at": t["starts_at"].isoformat()} for t in talks],
        }
    )


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8005)
