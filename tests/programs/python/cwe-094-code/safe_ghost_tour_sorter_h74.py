# A ghost tour sorter program of the h74 set (cwe-094-code).
import asyncio
import contextvars
import json
import operator
import os
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable

from fastapi import FastAPI, HTTPException, Query

CATALOG_DIR = Path(os.environ.get("TOUR_CATALOG", "/srv/hauntedwalks/catalog"))
CITIES = ("savannah", "new-orleans", "edinburgh", "york", "quebec-city")

tour_filter: contextvars.ContextVar[str] = contextvars.ContextVar("tour_filter", default="")

app = FastAPI(title="Lantern & Shadow Ghost Walks")

_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq}
_CLAUSE = re.compile(r"\s*(duration|spookiness|price|group_size)\s*(<=|>=|==|<|>)\s*(\d{1,4}(?:\.\d{1,2})?)\s*")


@dataclass
class Tour:
    city: str
    name: str
    guide: str
    duration: int
    spookiness: int
    price: float
    group_size: int


def _compile_filter(expr: str) -> Callable[[Tour], bool]:
    if not expr:
        return lambda tour: True
    checks = []
    for clause in re.split(r"\s+and\s+", expr):
        m = _CLAUSE.fullmatch(clause)
        if m is None:
            raise ValueError(f"bad clause: {clause!r}")
        field, op, value = m.group(1), _OPS[m.group(2)], float(m.group(3))
        checks.append((field, op, value))
    return lambda tour: all(op(getattr(tour, field), value) for field, op, value in checks)


def _read_city(city: str) -> list[Tour]:
    path = CATALOG_DIR / f"{city}.json"
    if not path.exists():
        return []
    return [Tour(city=city, **row) for row in json.loads(path.read_text())]


async def _tours_for_city(city: str) -> list[Tour]:
    predicate = _compile_filter(tour_filter.get())
    tours = await asyncio.to_thread(_read_city, city)
    return [t for t in tours if predicate(t)]


@app.get("/tours/search")
async def search_tours(
    where: str = Query("", max_length=200, description="e.g. duration <= 90 and spookiness >= 4"),
    city: list[str] | None = Query(None),
):
    tour_filter.set(where.strip())
    wanted = [c for c in (city or CITIES) if c in CITIES]
    if not wanted:
        raise HTTPException(status_code=400, detail="no known cities requested")

    try:
        async with asyncio.TaskGroup() as tg:
            tasks = [tg.create_task(_tours_for_city(c)) for c in wanted]
    except* (ValueError, SyntaxError, NameError, TypeError):
        raise HTTPException(status_code=400, detail="could not understand the filter")

    results = [asdict(t) for task in tasks for t in task.result()]
    results.sort(key=lambda t: (-t["spookiness"], t["price"]))
    return {"count": len(results), "tours": results[:100]}


if __name__ == "__main__":
    import uvicorn

    uvicorn.run(app, host="0.0.0.0", port=8066)
