# A furnace telemetry program of the h67 set (cwe-798-credentials).
# glassblowers: record furnace and glory-hole temperatures from the studio's thermocouple loggers
from __future__ import annotations

import os
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Annotated, AsyncIterator, Literal

import asyncpg
from fastapi import Depends, FastAPI, Request
from pydantic import BaseModel, Field

DB_HOST = os.environ.get("FURNACE_DB_HOST", "pg.hotshop.internal")
DB_NAME = os.environ.get("FURNACE_DB_NAME", "furnace")
DB_USER = os.environ.get("FURNACE_DB_USER", "telemetry_writer")
DB_PASSWORD = os.environ["FURNACE_DB_PASSWORD"]


class TemperatureReading(BaseModel):
    unit: Literal["furnace", "glory-hole", "annealer", "pipe-warmer"]
    logger_id: Annotated[str, Field(pattern=r"^TC-\d{3}$")]
    celsius: Annotated[float, Field(ge=-20, le=1400)]
    taken_at: datetime


class ReadingBatch(BaseModel):
    readings: Annotated[list[TemperatureReading], Field(min_length=1, max_length=500)]


class UnitSummary(BaseModel):
    unit: str
    latest_c: float
    latest_at: datetime


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    app.state.pool = await asyncpg.create_pool(
        host=DB_HOST,
        database=DB_NAME,
        user=DB_USER,
        password=DB_PASSWORD,
        min_size=1,
        max_size=4,
    )
    try:
        yield
    finally:
        await app.state.pool.close()


app = FastAPI(title="Hot shop telemetry", lifespan=lifespan)


async def get_conn(request: Request) -> AsyncIterator[asyncpg.Connection]:
    async with request.app.state.pool.acquire() as conn:
        yield conn


class TelemetryRepository:
    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    async def insert_many(self, batch: ReadingBatch) -> int:
        rows = [(r.unit, r.logger_id, r.celsius, r.taken_at) for r in batch.readings]
        await self.conn.executemany(
            "INSERT INTO readings (unit, logger_id, celsius, taken_at) VALUES ($1, $2, $3, $4)",
            rows,
        )
        return len(rows)

    async def latest_by_unit(self) -> list[UnitSummary]:
        records = await self.conn.fetch(
            "SELECT DISTINCT ON (unit) unit, celsius AS latest_c, taken_at AS latest_at "
            "FROM readings ORDER BY unit, taken_at DESC"
        )
        return [UnitSummary(**dict(r)) for r in records]


def get_repo(conn: Annotated[asyncpg.Connection, Depends(get_conn)]) -> TelemetryRepository:
    return TelemetryRepository(conn)


@app.post("/readings", status_code=201)
async def post_readings(
    batch: ReadingBatch,
    repo: Annotated[TelemetryRepository, Depends(get_repo)],
) -> dict[str, int]:
    return {"stored": await repo.insert_many(batch)}


@app.get("/units/latest", response_model=list[UnitSummary])
async def latest(repo: Annotated[TelemetryRepository, Depends(get_repo)]) -> list[UnitSummary]:
    return await repo.latest_by_unit()
