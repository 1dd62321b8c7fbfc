# A meter readings program of the h60 set (cwe-611-xxe).
"""Water utility meter-reading intake: handheld and drive-by collectors
upload their route's readings as XML; readings are totalled per account
and unusual consumption is flagged for a leak check."""
import asyncio
from collections import defaultdict
from typing import Iterator

from aiohttp import web
from lxml import etree

LEAK_THRESHOLD_M3 = 3.5  # per day
MAX_UPLOAD = 5 * 1024 * 1024


def make_parser() -> etree.XMLParser:
    # collector firmware declares its remark texts as entities in the DTD
    return etree.XMLParser(load_dtd=True, resolve_entities=True, remove_blank_text=True)


def readings(root: etree._Element) -> Iterator[tuple[str, float, int, str]]:
    for node in root.iter("reading"):
        yield (
            node.get("account", ""),
            float(node.findtext("volume", "0")),
            int(node.findtext("days", "1")),
            (node.findtext("remark") or "").strip(),
        )


def summarise(payload: bytes) -> dict:
    root = etree.fromstring(payload, make_parser())
    totals: dict[str, float] = defaultdict(float)
    days: dict[str, int] = defaultdict(int)
    remarks: dict[str, list[str]] = defaultdict(list)
    for account, volume, period, remark in readings(root):
        totals[account] += volume
        days[account] += period
        if remark:
            remarks[account].append(remark)
    flagged = [a for a in totals if totals[a] / max(days[a], 1) > LEAK_THRESHOLD_M3]
    return {
        "route": root.get("route", "unknown"),
        "accounts": len(totals),
        "leak_checks": [{"account": a, "remarks": remarks[a]} for a in sorted(flagged)],
    }


async def upload_route(request: web.Request) -> web.Response:
    payload = await request.read()
    if not payload or len(payload) > MAX_UPLOAD:
        raise web.HTTPBadRequest(text="empty or oversized upload")
    try:
        summary = await asyncio.to_thread(summarise, payload)
    except (etree.XMLSyntaxError, ValueError) as exc:
        raise web.HTTPUnprocessableEntity(text=f"route file rejected: {exc}")
    return web.json_response(summary)


def build_app() -> web.Application:
    app = web.Application(client_max_size=MAX_UPLOAD)
    app.router.add_post("/collectors/routes", upload_route)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="127.0.0.1", port=8086)
