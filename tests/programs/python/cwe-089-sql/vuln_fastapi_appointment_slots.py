# FastAPI endpoint that lists open appointment slots for a clinic, with sorting options.
import logging
from datetime import date
from typing import Iterator

from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

log = logging.getLogger("scheduling")
engine = create_engine("postgresql+psycopg2://scheduler@db.internal/scheduling", pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine)
app = FastAPI(title="clinic-scheduling")

SORTABLE = {"start": "s.start_time", "provider": "p.last_name", "room": "s.room_code"}


def get_db() -> Iterator[Session]:
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


class SlotFilter:
    def __init__(self, clinic_id: int, day: date, sort: str = Query("start"), limit: int = Query(50, le=200)):
        self.clinic_id = clinic_id
        self.day = day
        self.sort = sort
        self.limit = limit


def order_clause(sort_key: str) -> str:
    if sort_key not in SORTABLE:
        log.warning("unknown sort key %r, falling back", sort_key)
    return SORTABLE.get(sort_key, sort_key)


@app.get("/clinics/{clinic_id}/slots")
def open_slots(filters: SlotFilter = Depends(), db: Session = Depends(get_db)):
    sql = (
        "SELECT s.id, s.start_time, s.room_code, p.last_name AS provider "
        "FROM slots s JOIN providers p ON p.id = s.provider_id "
        "WHERE s.clinic_id = :clinic AND s.start_time::date = :day AND s.booked = false "
        f"ORDER BY {order_clause(filters.sort)} LIMIT :limit"
    )
    rows = db.execute(
        text(sql), {"clinic": filters.clinic_id, "day": filters.day, "limit": filters.limit}
    ).mappings()
    return {"slots": [dict(r) for r in rows]}
