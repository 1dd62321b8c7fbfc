# A fuel manifest program of the h60 set (cwe-611-xxe).
"""Marina fuel dock: the fuel supplier's tanker driver uploads a delivery
manifest (XML) from the truck tablet; the dock office reconciles it
against the tank gauges."""
import asyncio
import xml.sax
from xml.sax.handler import ContentHandler

import defusedxml.sax

from litestar import Litestar, Request, post
from litestar.exceptions import HTTPException

TANKS = {"T1": "diesel", "T2": "petrol-e5", "T3": "diesel"}


class ManifestHandler(ContentHandler):
    def __init__(self) -> None:
        super().__init__()
        self.deliveries: list[dict] = []
        self._current: dict | None = None
        self._text: list[str] = []

    def startElement(self, name, attrs):
        if name == "delivery":
            self._current = {"tank": attrs.get("tank", ""), "litres": 0.0, "grade": "", "note": ""}
        self._text = []

    def characters(self, content):
        self._text.append(content)

    def endElement(self, name):
        value = "".join(self._text).strip()
        if self._current is None:
            return
        if name in ("grade", "note"):
            self._current[name] = value
        elif name == "litres":
            self._current["litres"] = float(value or 0)
        elif name == "delivery":
            self.deliveries.append(self._current)
            self._current = None


def parse_manifest(payload: bytes) -> list[dict]:
    handler = ManifestHandler()
    defusedxml.sax.parseString(payload, handler)
    return handler.deliveries


def reconcile(delivery: dict) -> dict:
    expected = TANKS.get(delivery["tank"])
    return {**delivery, "grade_matches_tank": expected == delivery["grade"]}


@post("/fuel-dock/manifests")
async def upload_manifest(request: Request) -> dict:
    payload = await request.body()
    try:
        deliveries = await asyncio.to_thread(parse_manifest, payload)
    except (xml.sax.SAXException, ValueError) as exc:
        raise HTTPException(status_code=422, detail=f"manifest rejected: {exc}")
    checked = [reconcile(d) for d in deliveries]
    return {
        "litres": sum(d["litres"] for d in checked),
        "mismatches": [d for d in checked if not d["grade_matches_tank"]],
        "deliveries": checked,
    }


app = Litestar(route_handlers=[upload_manifest])
