# A tri volunteer lookup program of the h74 set (cwe-090-ldap).
import asyncio
import os
from concurrent.futures import ThreadPoolExecutor
from functools import partial

from aiohttp import web
from ldap3 import ALL, Connection, Server

LDAP_URL = os.environ.get("DIRECTORY_URL", "ldaps://dir.lakeshoretri.org")
BASE_DN = "ou=volunteers,dc=lakeshoretri,dc=org"
BIND_DN = os.environ.get("DIRECTORY_BIND_DN", "cn=roster-tool,ou=services,dc=lakeshoretri,dc=org")
BIND_PW = os.environ.get("DIRECTORY_BIND_PW", "")

ATTRS = ["cn", "mail", "telephoneNumber", "stationPreference", "shirtSize"]

_directory_pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="ldap")
_server = Server(LDAP_URL, get_info=ALL, connect_timeout=5)


def _search_directory(search_filter: str) -> list[dict]:
    with Connection(_server, user=BIND_DN, password=BIND_PW, auto_bind=True, read_only=True) as conn:
        conn.search(BASE_DN, search_filter, attributes=ATTRS, size_limit=50)
        return [
            {attr: entry[attr].value for attr in ATTRS if attr in entry}
            for entry in conn.entries
        ]


def _build_filter(surname: str, station: str | None) -> str:
    clauses = [f"(sn={surname}*)", "(objectClass=raceVolunteer)", "(!(status=retired))"]
    if station:
        clauses.append(f"(stationPreference={station})")
    return "(&" + "".join(clauses) + ")"


async def find_volunteers(request: web.Request) -> web.Response:
    surname = request.query.get("surname", "").strip()
    station = request.query.get("station", "").strip() or None
    if len(surname) < 2:
        raise web.HTTPBadRequest(text="enter at least two letters of the surname")

    search_filter = _build_filter(surname, station)
    loop = asyncio.get_running_loop()
    try:
        people = await asyncio.wait_for(
            loop.run_in_executor(_directory_pool, partial(_search_directory, search_filter)),
            timeout=8,
        )
    except asyncio.TimeoutError:
        raise web.HTTPGatewayTimeout(text="club directory did not answer in time")

    people.sort(key=lambda p: str(p.get("cn", "")))
    return web.json_response({"count": len(people), "volunteers": people})


async def shutdown_pool(app: web.Application) -> None:
    _directory_pool.shutdown(wait=False, cancel_futures=True)


def build_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/roster/volunteers", find_volunteers)
    app.on_cleanup.append(shutdown_pool)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=8120)
