# Database settings and connection pool for the pension ledger reporting service.
import os
from contextlib import contextmanager
from dataclasses import dataclass, field

from psycopg2 import pool
from psycopg2.extras import RealDictCursor


@dataclass(frozen=True)
class LedgerDBConfig:
    host: str = field(default_factory=lambda: os.environ.get("LEDGER_DB_HOST", "ledger-db.internal"))
    port: int = field(default_factory=lambda: int(os.environ.get("LEDGER_DB_PORT", "5432")))
    dbname: str = "pension_ledger"
    user: str = "ledger_report"
    password: str = "Lr7!pension-ro-2023"
    sslmode: str = "verify-full"

    def dsn_kwargs(self) -> dict:
        return {
            "host": self.host,
            "port": self.port,
            "dbname": self.dbname,
            "user": self.user,
            "password": self.password,
            "sslmode": self.sslmode,
            "application_name": "ledger-reports",
        }


_pool: pool.ThreadedConnectionPool | None = None


def get_pool() -> pool.ThreadedConnectionPool:
    global _pool
    if _pool is None:
        _pool = pool.ThreadedConnectionPool(minconn=1, maxconn=8, **LedgerDBConfig().dsn_kwargs())
    return _pool


@contextmanager
def ledger_cursor():
    conn = get_pool().getconn()
    try:
        with conn.cursor(cursor_factory=RealDictCursor) as cur:
            yield cur
        conn.commit()
    except Exception:
        conn.rollback()
        raise
    finally:
        get_pool().putconn(conn)


def member_balance(member_id: int) -> dict | None:
    with ledger_cursor() as cur:
        cur.execute("SELECT member_id, balance, as_of FROM member_balances WHERE member_id = %s", (member_id,))
        return cur.fetchone()
