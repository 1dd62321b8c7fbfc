# A repeater ping program of the h73 set (cwe-078-command).
import asyncio
import json
import re
import subprocess
from datetime import datetime, timezone

from aiohttp import web

HOST_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]*")
CALLSIGN_PATTERN = re.compile(r"^[A-Z0-9]{1,3}[0-9][A-Z0-9]{0,3}[A-Z]$")
PING_COUNT = 3

routes = web.RouteTableDef()


def parse_request(body: bytes) -> tuple[str, str]:
    try:
        payload = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise web.HTTPBadRequest(text="body must be JSON")
    callsign = str(payload.get("callsign", "")).strip().upper()
    gateway = str(payload.get("gateway", "")).strip()
    if not CALLSIGN_PATTERN.match(callsign):
        raise web.HTTPBadRequest(text="invalid callsign")
    return callsign, gateway


def run_ping(gateway: str) -> subprocess.CompletedProcess:
    if not HOST_PATTERN.fullmatch(gateway):
        raise web.HTTPBadRequest(text="invalid gateway host")
    return subprocess.run(
        ["ping", "-c", str(PING_COUNT), "-W", "2", gateway],
        capture_output=True,
        text=True,
        timeout=20,
    )


def summarize(output: str) -> dict:
    match = re.search(r"(\d+) packets transmitted, (\d+) (?:packets )?received", output)
    rtt = re.search(r"= [\d.]+/([\d.]+)/", output)
    return {
        "sent": int(match.group(1)) if match else 0,
        "received": int(match.group(2)) if match else 0,
        "avg_ms": float(rtt.group(1)) if rtt else None,
    }


@routes.post("/net/gateway-check")
async def gateway_check(request: web.Request) -> web.Response:
    callsign, gateway = parse_request(await request.read())
    loop = asyncio.get_running_loop()
    result = await loop.run_in_executor(None, run_ping, gateway)
    report = summarize(result.stdout)
    report.update(
        callsign=callsign,
        gateway=gateway,
        checked_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
        reachable=result.returncode == 0,
    )
    return web.json_response(report)


@routes.get("/net/health")
async def health(_: web.Request) -> web.Response:
    return web.json_response({"ok": True})


def build_app() -> web.Application:
    app = web.Application(client_max_size=16 * 1024)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=8073)
