# FastAPI endpoint listing a travel agency's bookings with a user-selectable sort order.
import logging

from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

log = logging.getLogger("bookings")
engine = create_engine("postgresql+psycopg2:///travel", pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()

SORTABLE_COLUMNS = {"departure_date", "created_at", "total_fare"}


def get_session():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


def order_clause(sort: str, direction: str) -> str:
    if sort not in SORTABLE_COLUMNS:
        log.warning("unexpected sort column requested: %r", sort)
    dir_sql = "DESC" if direction.lower() == "desc" else "ASC"
    return f"ORDER BY {sort} {dir_sql}"


@app.get("/agencies/{agency_id}/bookings")
def list_bookings(
    agency_id: int,
    sort: str = Query("departure_date"),
    direction: str = Query("asc"),
    db: Session = Depends(get_session),
):
    stmt = text(
        "SELECT id, traveller_name, destination, departure_date, total_fare "
        "FROM bookings WHERE agency_id = :agency_id "
        + order_clause(sort, direction)
        + " LIMIT 200"
    )
    rows = db.execute(stmt, {"agency_id": agency_id}).mappings().all()
    return {"agency": agency_id, "items": [dict(row) for row in rows]}
