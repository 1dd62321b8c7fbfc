# A forge stock sheet program of the h67 set (cwe-918-ssrf).
# blacksmith forges: pull a steel merchant's stock sheet (CSV) so the forge can check bar and plate availability
from __future__ import annotations

import csv
import io
from collections.abc import AsyncGenerator
from typing import Annotated, Literal

import httpx
import msgspec
from litestar import Litestar, post
from litestar.di import Provide
from litestar.exceptions import HTTPException

MERCHANT_HOSTS = {
    "hallam": "https://stock.hallamsteel.example",
    "tyneside": "https://trade.tynesidemetals.example",
    "severn": "https://portal.severnbar.example",
}


class StockSheetRequest(msgspec.Struct, forbid_unknown_fields=True):
    merchant: Literal["hallam", "tyneside", "severn"]
    sheet: Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9][a-z0-9-]{0,39}\.csv$", max_length=300)]
    grades: list[Annotated[str, msgspec.Meta(pattern=r"^(EN\d{1,2}[A-Z]?|S\d{3}|mild)$")]] = []


class StockLine(msgspec.Struct):
    grade: str
    section: str
    size_mm: str
    length_m: float
    on_hand: int


class StockSheetResult(msgspec.Struct):
    merchant: str
    lines: list[StockLine]


async def provide_http() -> AsyncGenerator[httpx.AsyncClient, None]:
    async with httpx.AsyncClient(timeout=10.0, follow_redirects=False) as client:
        yield client


class StockSheetService:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http

    def sheet_url(self, req: StockSheetRequest) -> str:
        return f"{MERCHANT_HOSTS[req.merchant]}/sheets/{req.sheet}"

    async def fetch(self, req: StockSheetRequest) -> list[StockLine]:
        resp = await self.http.get(self.sheet_url(req))
        resp.raise_for_status()
        reader = csv.DictReader(io.StringIO(resp.text))
        lines = []
        for row in reader:
            if req.grades and row.get("grade") not in req.grades:
                continue
            lines.append(
                StockLine(
                    grade=row.get("grade", ""),
                    section=row.get("section", ""),
                    size_mm=row.get("size_mm", ""),
                    length_m=float(row.get("length_m") or 0),
                    on_hand=int(row.get("on_hand") or 0),
                )
            )
        return lines


async def provide_service(http: httpx.AsyncClient) -> StockSheetService:
    return StockSheetService(http)


@post("/stock/sheets")
async def check_stock(data: StockSheetRequest, stock: StockSheetService) -> StockSheetResult:
    try:
        lines = await stock.fetch(data)
    except httpx.HTTPError as exc:
        raise HTTPException(status_code=502, detail=f"merchant sheet unavailable: {exc}")
    except ValueError as exc:
        raise HTTPException(status_code=422, detail=f"unexpected sheet format: {exc}")
    return StockSheetResult(merchant=data.merchant, lines=lines)


app = Litestar(
    route_handlers=[check_stock],
    dependencies={"http": Provide(provide_http), "stock": Provide(provide_service)},
)
