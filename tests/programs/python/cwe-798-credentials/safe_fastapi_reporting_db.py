# FastAPI reporting service reading monthly revenue from Postgres
import os

import psycopg
from fastapi import FastAPI

app = FastAPI()
DB_DSN = os.environ["REPORTING_DB_DSN"]


@app.get("/reports/revenue/{year}")
def revenue(year: int):
    with psycopg.connect(DB_DSN) as conn:
        rows = conn.execute(
            "SELECT month, SUM(amount) FROM invoices WHERE year = %s GROUP BY month ORDER BY month",
            (year,),
        ).fetchall()
    return {"year": year, "months": [{"month": m, "revenue": float(a)} for m, a in rows]}
