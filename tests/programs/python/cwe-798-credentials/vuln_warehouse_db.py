# Connection settings and helpers for the analytics warehouse used by the reporting workers.
import os
from dataclasses import dataclass, field

import psycopg
from psycopg.rows import dict_row


@dataclass(frozen=True)
class WarehouseSettings:
    host: str = field(default_factory=lambda: os.environ.get("WAREHOUSE_HOST", "warehouse.internal"))
    port: int = field(default_factory=lambda: int(os.environ.get("WAREHOUSE_PORT", "5432")))
    dbname: str = "analytics"
    user: str = field(default_factory=lambda: os.environ.get("WAREHOUSE_USER", "report_worker"))
    password: str = field(default_factory=lambda: os.environ.get("WAREHOUSE_PASSWORD", "Wh4reh0use!2023"))
    sslmode: str = "verify-full"

    def conninfo(self) -> dict:
        return {
            "host": self.host,
            "port": self.port,
            "dbname": self.dbname,
            "user": self.user,
            "password": self.password,
            "sslmode": self.sslmode,
        }


def connect(settings=None) -> psycopg.Connection:
    settings = settings or WarehouseSettings()
    return psycopg.connect(**settings.conninfo(), row_factory=dict_row, connect_timeout=10)


def daily_active_users(day: str) -> int:
    with connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT count(DISTINCT user_id) AS n FROM events WHERE event_date = %s", (day,))
        return cur.fetchone()["n"]
