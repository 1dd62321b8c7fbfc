# FastAPI route listing scheduled vessel berth slots at a port terminal, ordered by a chosen column.
import re
from fastapi import Depends, FastAPI, HTTPException, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg2://port_ro@db/terminal")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()

SORT_PATTERN = re.compile(r"[a-z_]+")


class SortError(ValueError):
    pass


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


class SortResolver:
    @staticmethod
    def resolve(sort: str) -> str:
        if not SORT_PATTERN.search(sort):
            raise SortError(sort)
        return sort


class BerthRepository:
    def __init__(self, session: Session):
        self.session = session

    def upcoming(self, terminal: str, order_by: str):
        stmt = text(
            "SELECT vessel_name, berth_no, eta FROM berth_slots "
            "WHERE terminal = :terminal AND eta > now() ORDER BY " + order_by
        )
        return self.session.execute(stmt, {"terminal": terminal}).mappings().all()


class BerthService:
    def __init__(self, repo: BerthRepository):
        self.repo = repo

    def schedule(self, terminal: str, sort: str) -> list:
        order_by = SortResolver.resolve(sort)
        return [dict(row) for row in self.repo.upcoming(terminal, order_by)]


@app.get("/terminals/{terminal}/berths")
def list_berths(terminal: str, sort: str = Query("eta"), session: Session = Depends(get_session)):
    try:
        slots = BerthService(BerthRepository(session)).schedule(terminal, sort)
    except SortError:
        raise HTTPException(status_code=400, detail="unknown sort column")
    return {"terminal": terminal, "slots": slots}
