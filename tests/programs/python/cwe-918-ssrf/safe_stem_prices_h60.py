# A stem prices program of the h60 set (cwe-918-ssrf).
"""Florist back office: import a wholesale supplier's weekly stem price
list (CSV) from the address the supplier publishes it at."""
import csv
import io

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, HttpUrl, field_validator

app = FastAPI(title="florist-buying")

SUPPLIER_HOSTS = frozenset(
    {"prices.dutchflowerauction.nl", "feeds.bloomwholesale.co.uk", "catalog.andesroses.com"}
)


class CatalogueImport(BaseModel):
    supplier: str
    url: HttpUrl

    @field_validator("url")
    @classmethod
    def published_feed(cls, value: HttpUrl) -> HttpUrl:
        if value.scheme != "https":
            raise ValueError("price lists must be served over https")
        if value.host not in SUPPLIER_HOSTS or value.port != 443:
            raise ValueError("price lists are only imported from registered suppliers")
        return value


def parse_row(row: dict) -> dict:
    return {
        "stem": row["stem"].strip(),
        "grade": row.get("grade", "A1").strip(),
        "price": round(float(row["price_eur"]), 3),
        "per_box": int(row.get("stems_per_box") or 0),
    }


def parse_prices(text: str) -> list[dict]:
    reader = csv.DictReader(io.StringIO(text))
    return [parse_row(row) for row in reader if row.get("stem") and row.get("price_eur")]


async def fetch_price_list(url: str) -> str:
    async with httpx.AsyncClient(timeout=httpx.Timeout(10.0)) as client:
        response = await client.get(url, headers={"Accept": "text/csv"})
        response.raise_for_status()
        return response.text


@app.post("/suppliers/price-lists")
async def import_price_list(job: CatalogueImport) -> dict:
    try:
        text = await fetch_price_list(str(job.url))
    except httpx.HTTPError as exc:
        raise HTTPException(status_code=502, detail=f"could not fetch price list: {exc}")
    try:
        prices = parse_prices(text)
    except (KeyError, ValueError):
        raise HTTPException(status_code=422, detail="price list is not in the expected format")
    cheapest = sorted(prices, key=lambda p: p["price"])[:5]
    return {"supplier": job.supplier, "items": len(prices), "cheapest": cheapest, "prices": prices}
