# A harvest manifest program of the h72 set (cwe-091-xml).
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from datetime import date
from typing import Generic, Sequence, TypeVar
from xml.sax.saxutils import escape, quoteattr

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

BROKER_URL = "https://intake.yakimahopexchange.com/v2/manifests"


class XmlPart(ABC):
    tag: str

    @staticmethod
    def element(tag: str, value: object) -> str:
        return f"<{tag}>{escape(str(value))}</{tag}>"

    @abstractmethod
    def body(self) -> str: ...

    def to_xml(self) -> str:
        return f"<{self.tag}>{self.body()}</{self.tag}>"


@dataclass
class Bale(XmlPart):
    tag = "bale"
    lot: str
    variety: str
    weight_kg: float
    alpha_acid: float
    notes: str = ""

    def body(self) -> str:
        return (
            self.element("lot", self.lot)
            + self.element("variety", self.variety)
            + self.element("weightKg", f"{self.weight_kg:.1f}")
            + self.element("alphaAcid", f"{self.alpha_acid:.2f}")
            + f"<notes>{self.notes}</notes>"
        )


P = TypeVar("P", bound=XmlPart)


class Manifest(Generic[P]):
    """Wraps any sequence of parts in the broker's manifest envelope."""

    def __init__(self, grower: str, harvested: date, parts: Sequence[P]) -> None:
        self.grower = grower
        self.harvested = harvested
        self.parts = parts

    def render(self) -> str:
        inner = "".join(part.to_xml() for part in self.parts)
        return (
            '<?xml version="1.0" encoding="UTF-8"?>'
            f"<manifest grower={quoteattr(self.grower)} harvested={quoteattr(self.harvested.isoformat())}>"
            f"{inner}</manifest>"
        )


def bales_from(payload: dict) -> list[Bale]:
    return [
        Bale(
            lot=str(item["lot"]),
            variety=str(item["variety"]),
            weight_kg=float(item["weight_kg"]),
            alpha_acid=float(item["alpha_acid"]),
            notes=str(item.get("notes", "")),
        )
        for item in payload["bales"]
    ]


async def submit_harvest(request: Request) -> Response:
    payload = await request.json()
    try:
        manifest = Manifest[Bale](
            grower=str(payload["grower"]),
            harvested=date.fromisoformat(payload["harvested"]),
            parts=bales_from(payload),
        )
    except (KeyError, TypeError, ValueError) as exc:
        return JSONResponse({"error": f"bad harvest submission: {exc}"}, status_code=422)
    document = manifest.render()
    async with httpx.AsyncClient(timeout=10) as client:
        reply = await client.post(
            BROKER_URL, content=document, headers={"Content-Type": "application/xml"}
        )
    if reply.status_code >= 400:
        return JSONResponse({"error": "broker rejected manifest"}, status_code=502)
    return Response(document, media_type="application/xml", status_code=201)


app = Starlette(routes=[Route("/harvests", submit_harvest, methods=["POST"])])
