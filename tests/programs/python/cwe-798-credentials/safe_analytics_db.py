# Database access layer for the analytics reporting worker.
import os
from contextlib import contextmanager
from dataclasses import dataclass

from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL


@dataclass(frozen=True)
class WarehouseConfig:
    host: str = os.environ.get("WAREHOUSE_HOST", "warehouse.internal")
    port: int = int(os.environ.get("WAREHOUSE_PORT", "5432"))
    database: str = "analytics"
    username: str = "report_worker"
    password: str = os.environ["WAREHOUSE_PASSWORD"]

    def url(self) -> URL:
        return URL.create(
            "postgresql+psycopg2",
            username=self.username,
            password=self.password,
            host=self.host,
            port=self.port,
            database=self.database,
            query={"sslmode": "require"},
        )


_engine = create_engine(WarehouseConfig().url(), pool_size=5, pool_pre_ping=True)


@contextmanager
def connection():
    with _engine.connect() as conn:
        yield conn


def daily_revenue(day: str) -> list[dict]:
    with connection() as conn:
        rows = conn.execute(
            text("SELECT region, SUM(amount) AS revenue FROM sales WHERE sale_date = :day GROUP BY region"),
            {"day": day},
        )
        return [dict(r._mapping) for r in rows]
