# A forage map api program of the h64 set (cwe-942-cors).
"""Private foraging map API for the mushroom club (Starlette).

Members are logged in with a session cookie; the club's map front end (served
from its own domain) calls these endpoints from the browser to draw the
member's saved patches.

GET  /patches?species=chanterelle&species=cep
POST /patches  {"patches": [{"species": "cep", "lat": 57.21, "lon": -3.84, "notes": "under birch"}]}
"""
import os

import asyncpg
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route

SPECIES = {"chanterelle", "cep", "hedgehog", "chicken of the woods", "morel", "oyster", "puffball"}


def member_id(request):
    mid = request.session.get("member_id")
    if mid is None:
        return None
    return int(mid)


async def list_patches(request):
    mid = member_id(request)
    if mid is None:
        return JSONResponse({"error": "login required"}, status_code=401)
    wanted = [s for s in request.query_params.getlist("species") if s in SPECIES] or sorted(SPECIES)
    async with request.app.state.pool.acquire() as conn:
        rows = await conn.fetch(
            "SELECT species, lat, lon, notes, found_on FROM patches "
            "WHERE member_id = $1 AND species = ANY($2::text[]) ORDER BY found_on DESC",
            mid, wanted,
        )
    grouped = {}
    for r in rows:
        grouped.setdefault(r["species"], []).append(
            {"lat": r["lat"], "lon": r["lon"], "notes": r["notes"], "found_on": r["found_on"].isoformat()}
        )
    return JSONResponse({"member": mid, "patches": grouped})


async def add_patches(request):
    mid = member_id(request)
    if mid is None:
        return JSONResponse({"error": "login required"}, status_code=401)
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
        return JSONResponse({"error": "expected application/json"}, status_code=415)
    body = await request.json()
    records = []
    for p in body.get("patches", [])[:50]:
        if p.get("species") not in SPECIES:
            return JSONResponse({"error": f"unknown species {p.get('species')!r}"}, status_code=422)
        lat, lon = float(p["lat"]), float(p["lon"])
        if not (-90 <= lat <= 90 and -180 <= lon <= 180):
            return JSONResponse({"error": "coordinates out of range"}, status_code=422)
        records.append((mid, p["species"], lat, lon, str(p.get("notes", ""))[:300]))
    async with request.app.state.pool.acquire() as conn:
        await conn.executemany(
            "INSERT INTO patches (member_id, species, lat, lon, notes, found_on) "
            "VALUES ($1, $2, $3, $4, $5, CURRENT_DATE)",
            records,
        )
    return JSONResponse({"added": len(records)}, status_code=201)


async def startup():
    app.state.pool = await asyncpg.create_pool(os.environ["FORAGE_DSN"])


middleware = [
    # the map front end lives on another domain, so the session cookie must travel cross-site
    Middleware(SessionMiddleware, secret_key=os.environ["FORAGE_SESSION_KEY"], https_only=True, same_site="none"),
    Middleware(
        CORSMiddleware,
        allow_origins=["*"],
        allow_credentials=True,
        allow_methods=["GET", "POST"],
        allow_headers=["Content-Type"],
    ),
]

app = Starlette(
    routes=[Route("/patches", list_patches), Route("/patches", add_patches, methods=["POST"])],
    middleware=middleware,
    on_startup=[startup],
)
