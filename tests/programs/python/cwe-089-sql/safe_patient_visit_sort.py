# FastAPI route returning a clinic's patient visits in a caller-selected sort order.
import os
from dataclasses import dataclass

from fastapi import Depends, FastAPI, HTTPException, Query
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine

app = FastAPI(title="clinic-visits")
engine = create_engine(os.environ["CLINIC_DATABASE_URL"], pool_pre_ping=True)
SORT_COLUMNS = {
    "visit_date": "visit_date",
    "clinician": "clinician",
    "patient": "patient_ref",
}


@dataclass
class VisitListOptions:
    clinic_id: int
    order_column: str
    descending: bool
    limit: int = 200


def get_engine() -> Engine:
    return engine


class VisitRepository:
    def __init__(self, eng: Engine):
        self.eng = eng

    def list_visits(self, opts: VisitListOptions) -> list:
        direction = "DESC" if opts.descending else "ASC"
        stmt = text(
            "SELECT id, patient_ref, visit_date, clinician, reason FROM visits "
            f"WHERE clinic_id = :clinic ORDER BY {opts.order_column} {direction} LIMIT :lim"
        )
        with self.eng.connect() as conn:
            result = conn.execute(stmt, {"clinic": opts.clinic_id, "lim": opts.limit})
            return [dict(row._mapping) for row in result]


class VisitService:
    def __init__(self, repo: VisitRepository):
        self.repo = repo

    def resolve_column(self, sort: str) -> str:
        column = SORT_COLUMNS.get(sort)
        if column is None:
            raise HTTPException(status_code=400, detail="invalid sort key")
        return column

    def visits_for(self, clinic_id: int, sort: str, desc: bool) -> list:
        column = self.resolve_column(sort)
        return self.repo.list_visits(VisitListOptions(clinic_id, column, desc))


@app.get("/clinics/{clinic_id}/visits")
def list_visits(clinic_id: int, sort: str = Query("visit_date"), desc: bool = False,
                eng: Engine = Depends(get_engine)):
    return VisitService(VisitRepository(eng)).visits_for(clinic_id, sort, desc)
