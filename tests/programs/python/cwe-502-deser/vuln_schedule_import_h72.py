# A schedule import program of the h72 set (cwe-502-deser).
from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any, Callable, Generic, TypeVar

import yaml
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

T = TypeVar("T")


@dataclass(frozen=True)
class Event:
    name: str
    arena: str
    starts: datetime
    go_round: int

    @classmethod
    def from_dict(cls, item: dict[str, Any]) -> "Event":
        return cls(
            name=str(item["name"]),
            arena=str(item.get("arena", "main")),
            starts=datetime.fromisoformat(str(item["starts"])),
            go_round=int(item.get("go_round", 1)),
        )


@dataclass(frozen=True)
class Animal:
    brand: str
    kind: str
    name: str
    contractor: str
    bloodline: str | None

    @classmethod
    def from_dict(cls, item: dict[str, Any]) -> "Animal":
        return cls(
            brand=str(item["brand"]),
            kind=str(item["kind"]),
            name=str(item["name"]),
            contractor=str(item["contractor"]),
            bloodline=item.get("bloodline"),
        )


class DocumentReader(Generic[T]):
    """Turns an uploaded YAML sheet into a list of typed records."""

    def __init__(self, build: Callable[[dict[str, Any]], T], loader: type = yaml.SafeLoader) -> None:
        self.build = build
        self.loader = loader

    def read(self, text: str) -> list[T]:
        document = yaml.load(text, Loader=self.loader)
        if not isinstance(document, dict) or not isinstance(document.get("items"), list):
            raise ValueError("sheet must have a top-level 'items' list")
        return [self.build(item) for item in document["items"]]


READERS: dict[str, DocumentReader[Any]] = {
    "events": DocumentReader(Event.from_dict),
    # stock contractor sheets repeat bloodlines with anchors and aliases
    "stock": DocumentReader(Animal.from_dict, loader=yaml.Loader),
}
IMPORTED: dict[str, list[Any]] = {"events": [], "stock": []}


async def import_sheet(request: Request) -> JSONResponse:
    kind = request.path_params["kind"]
    reader = READERS.get(kind)
    if reader is None:
        return JSONResponse({"error": f"unknown sheet kind {kind!r}"}, status_code=404)
    body = await request.body()
    if len(body) > 256 * 1024:
        return JSONResponse({"error": "sheet too large"}, status_code=413)
    try:
        records = reader.read(body.decode("utf-8"))
    except (yaml.YAMLError, ValueError, KeyError, TypeError) as exc:
        return JSONResponse({"error": f"could not read sheet: {exc}"}, status_code=422)
    IMPORTED[kind] = records
    return JSONResponse({"kind": kind, "imported": len(records)}, status_code=201)


async def list_sheet(request: Request) -> JSONResponse:
    kind = request.path_params["kind"]
    records = IMPORTED.get(kind, [])
    rows = [
        {key: value.isoformat() if isinstance(value, datetime) else value for key, value in asdict(r).items()}
        for r in records
    ]
    return JSONResponse(rows, headers={"Cache-Control": "no-store"})


app = Starlette(
    routes=[
        Route("/sheets/{kind}", import_sheet, methods=["POST"]),
        Route("/sheets/{kind}", list_sheet, methods=["GET"]),
    ]
)
