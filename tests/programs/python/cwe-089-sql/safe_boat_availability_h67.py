# A boat availability program of the h67 set (cwe-089-sql).
# canal boat hire: list narrowboats free for a requested week, sorted the way the booking page asks
from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Annotated, Iterator, Literal

from fastapi import Depends, FastAPI, Query
from pydantic import BaseModel, ConfigDict, Field, model_validator
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg://boats@db.internal/canalhire", pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def get_session() -> Iterator[Session]:
    with SessionLocal() as session:
        yield session


class AvailabilityQuery(BaseModel):
    start: date
    end: date
    min_berths: Annotated[int, Field(ge=1, le=12)] = 2
    marina: Annotated[str | None, Field(max_length=40)] = None
    sort: Literal["daily_rate", "berths", "name", "marina"] = "daily_rate"

    @model_validator(mode="after")
    def check_range(self) -> "AvailabilityQuery":
        if self.end <= self.start:
            raise ValueError("end must be after start")
        return self


class BoatOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    boat_id: int
    name: str
    berths: int
    marina: str
    daily_rate: Decimal


class BoatRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def available(self, q: AvailabilityQuery) -> list[BoatOut]:
        sql = f"""
            SELECT b.boat_id, b.name, b.berths, m.name AS marina, b.daily_rate
            FROM boats b
            JOIN marinas m ON m.marina_id = b.marina_id
            WHERE b.berths >= :min_berths
              AND (:marina IS NULL OR m.name = :marina)
              AND NOT EXISTS (
                  SELECT 1 FROM bookings k
                  WHERE k.boat_id = b.boat_id
                    AND k.start_date < :end AND k.end_date > :start
              )
            ORDER BY {q.sort}
        """
        rows = self.session.execute(
            text(sql),
            {"min_berths": q.min_berths, "marina": q.marina, "start": q.start, "end": q.end},
        ).mappings()
        return [BoatOut.model_validate(dict(r)) for r in rows]


def get_repository(session: Annotated[Session, Depends(get_session)]) -> BoatRepository:
    return BoatRepository(session)


app = FastAPI(title="Narrowboat availability")


@app.get("/boats/available", response_model=list[BoatOut])
def available_boats(
    q: Annotated[AvailabilityQuery, Query()],
    repo: Annotated[BoatRepository, Depends(get_repository)],
) -> list[BoatOut]:
    return repo.available(q)
