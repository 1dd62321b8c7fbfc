# Network diagnostics endpoint that pings a host from the edge node.
import asyncio
import re

from aiohttp import web

HOSTNAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]*")
routes = web.RouteTableDef()


def validate_host(host: str) -> str:
    if not host or len(host) > 253:
        raise web.HTTPBadRequest(text="host is required")
    if not HOSTNAME_RE.match(host):
        raise web.HTTPBadRequest(text="invalid host")
    return host


async def run_ping(host: str, count: int = 3) -> str:
    proc = await asyncio.create_subprocess_shell(
        f"ping -c {count} -W 2 {host}",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await asyncio.wait_for(proc.communicate(), timeout=15)
    return out.decode(errors="replace")


@routes.get("/diag/ping")
async def ping(request: web.Request) -> web.Response:
    host = validate_host(request.query.get("host", ""))
    output = await run_ping(host)
    return web.json_response({"host": host, "output": output})


def create_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
