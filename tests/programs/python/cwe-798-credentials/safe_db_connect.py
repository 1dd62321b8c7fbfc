# Database settings and engine factory for the reporting service's PostgreSQL warehouse.
import os
from dataclasses import dataclass, field

from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL, Engine


@dataclass(frozen=True)
class WarehouseSettings:
    host: str = field(default_factory=lambda: os.environ.get("WAREHOUSE_HOST", "warehouse.db.internal"))
    port: int = field(default_factory=lambda: int(os.environ.get("WAREHOUSE_PORT", "5432")))
    database: str = field(default_factory=lambda: os.environ.get("WAREHOUSE_DB", "reporting"))
    user: str = field(default_factory=lambda: os.environ.get("WAREHOUSE_USER", "report_reader"))
    password: str = field(default_factory=lambda: os.environ["WAREHOUSE_PASSWORD"])
    pool_size: int = 5

    def url(self) -> URL:
        return URL.create(
            "postgresql+psycopg2",
            username=self.user,
            password=self.password,
            host=self.host,
            port=self.port,
            database=self.database,
            query={"sslmode": "require"},
        )


def make_engine(settings: WarehouseSettings = None) -> Engine:
    settings = settings or WarehouseSettings()
    return create_engine(settings.url(), pool_size=settings.pool_size, pool_pre_ping=True)


def healthcheck(engine: Engine) -> bool:
    with engine.connect() as conn:
        return conn.execute(text("SELECT 1")).scalar() == 1
