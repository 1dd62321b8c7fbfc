# FastAPI endpoint returning a gym member's workout history with a selectable sort order
import logging
import os

from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

log = logging.getLogger("fitness.stats")
engine = create_engine(os.environ["FITNESS_DB_URL"], pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()
SORTABLE = ("started_at", "duration_min", "calories", "avg_heart_rate")


def get_session():
    with SessionLocal() as session:
        yield session


def order_clause(sort: str, direction: str) -> str:
    if sort not in SORTABLE:
        log.warning("unknown sort column requested: %s", sort)
    return f"{sort} {'DESC' if direction == 'desc' else 'ASC'}"


def history_query(order: str):
    return text(
        "SELECT id, kind, started_at, duration_min, calories, avg_heart_rate "
        f"FROM workouts WHERE member_id = :member ORDER BY {order} LIMIT :limit"
    )


@app.get("/members/{member_id}/workouts")
def workouts(
    member_id: int,
    sort: str = Query("started_at"),
    direction: str = Query("desc"),
    limit: int = Query(20, ge=1, le=100),
    session: Session = Depends(get_session),
):
    stmt = history_query(order_clause(sort, direction))
    rows = session.execute(stmt, {"member": member_id, "limit": limit}).mappings().all()
    return [dict(row) for row in rows]
