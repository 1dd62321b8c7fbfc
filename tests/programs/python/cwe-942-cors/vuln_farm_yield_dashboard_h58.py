# farm yield dashboard (h58 set)
"""Crop yield API behind a farm cooperative's web dashboard.

Members sign in on the dashboard (session cookie) and the single-page
app calls this API from the browser to chart yields per field and season.
"""
import os
from statistics import mean
from typing import Annotated

import asyncpg
from fastapi import Depends, FastAPI, HTTPException, Request
from fastapi.middleware.cors import CORSMiddleware

DSN = os.environ["COOP_DB_DSN"]

app = FastAPI(title="yield-api")
app.add_middleware(
    CORSMiddleware,
    allow_origins=["*"],
    allow_credentials=True,
    allow_methods=["GET"],
    allow_headers=["Content-Type"],
)


@app.on_event("startup")
async def open_pool() -> None:
    app.state.pool = await asyncpg.create_pool(DSN, min_size=1, max_size=5)


async def member_id(request: Request) -> int:
    session_id = request.cookies.get("coop_session")
    if not session_id:
        raise HTTPException(status_code=401, detail="sign in first")
    async with request.app.state.pool.acquire() as conn:
        member = await conn.fetchval(
            "SELECT member_id FROM sessions WHERE id = $1 AND expires_at > now()", session_id
        )
    if member is None:
        raise HTTPException(status_code=401, detail="session expired")
    return member


def per_hectare(row) -> float:
    return round(row["tonnes"] / row["hectares"], 2) if row["hectares"] else 0.0


@app.get("/fields/yields")
async def field_yields(season: int, member: Annotated[int, Depends(member_id)]):
    async with app.state.pool.acquire() as conn:
        rows = await conn.fetch(
            "SELECT f.name, f.crop, f.hectares, h.tonnes FROM fields f "
            "JOIN harvests h ON h.field_id = f.id "
            "WHERE f.member_id = $1 AND h.season = $2",
            member,
            season,
        )
    fields = [{"field": r["name"], "crop": r["crop"], "t_per_ha": per_hectare(r)} for r in rows]
    by_crop: dict[str, list[float]] = {}
    for f in fields:
        by_crop.setdefault(f["crop"], []).append(f["t_per_ha"])
    return {
        "season": season,
        "fields": fields,
        "crop_average": {crop: round(mean(v), 2) for crop, v in by_crop.items()},
    }
