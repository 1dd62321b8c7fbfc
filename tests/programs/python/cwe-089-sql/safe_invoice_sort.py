# FastAPI endpoint listing a tenant's invoices with a caller-selected sort order.
import os

from fastapi import Depends, FastAPI, HTTPException, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine(os.environ["DATABASE_URL"], pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()

SORT_COLUMNS = {
    "issued_on": "issued_on",
    "-issued_on": "issued_on DESC",
    "amount": "amount",
    "-amount": "amount DESC",
    "number": "number",
}


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


def invoice_query(sort: str):
    order_by = SORT_COLUMNS.get(sort)
    if order_by is None:
        raise HTTPException(status_code=400, detail="unsupported sort column")
    return text(
        "SELECT id, number, amount, issued_on FROM invoices "
        f"WHERE tenant_id = :tenant ORDER BY {order_by} LIMIT 100"
    )


@app.get("/tenants/{tenant_id}/invoices")
def list_invoices(
    tenant_id: int,
    sort: str = Query("issued_on"),
    db: Session = Depends(get_session),
):
    rows = db.execute(invoice_query(sort), {"tenant": tenant_id}).mappings().all()
    return [dict(row) for row in rows]
