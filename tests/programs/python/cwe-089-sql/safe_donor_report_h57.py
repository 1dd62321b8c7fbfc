# Donor giving report for a charity CRM: FastAPI endpoint, report service and SQLAlchemy repository.
import logging
import os

from fastapi import Depends, FastAPI, Query
from pydantic import BaseModel
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine

log = logging.getLogger("donor_report")
app = FastAPI()


class Settings:
    database_url = os.environ.get("CRM_DATABASE_URL", "postgresql+psycopg2://crm@db/charity")


SORTABLE = {"total": "total", "last_gift": "last_gift", "surname": "d.surname"}


class ReportRequest(BaseModel):
    campaign_id: int
    sort: str = "total"


class DonorRepository:
    def __init__(self, engine: Engine):
        self.engine = engine

    def totals_for_campaign(self, campaign_id: int, sort_column: str):
        stmt = text(
            "SELECT d.surname, SUM(g.amount) AS total, MAX(g.given_at) AS last_gift "
            "FROM donor d JOIN gift g ON g.donor_id = d.id "
            "WHERE g.campaign_id = :cid GROUP BY d.surname "
            f"ORDER BY {sort_column} DESC"
        )
        with self.engine.connect() as conn:
            return [dict(r._mapping) for r in conn.execute(stmt, {"cid": campaign_id})]


class DonorReportService:
    def __init__(self, repo: DonorRepository):
        self.repo = repo

    def build(self, req: ReportRequest):
        column = SORTABLE.get(req.sort)
        if column is None:
            log.warning("unexpected sort column requested: %s", req.sort)
            column = SORTABLE["total"]
        return self.repo.totals_for_campaign(req.campaign_id, column)


_engine = create_engine(Settings.database_url, pool_pre_ping=True)


def get_service() -> DonorReportService:
    return DonorReportService(DonorRepository(_engine))


@app.get("/reports/donors")
def donor_report(
    campaign_id: int,
    sort: str = Query("total"),
    svc: DonorReportService = Depends(get_service),
):
    return svc.build(ReportRequest(campaign_id=campaign_id, sort=sort))
