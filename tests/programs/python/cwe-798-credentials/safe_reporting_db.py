# Data access layer for the nightly revenue report, reading from the reporting MySQL replica.
import contextlib
import os
from dataclasses import dataclass

import MySQLdb
import MySQLdb.cursors


@dataclass
class ReplicaConfig:
    host: str = os.environ.get("REPORTING_DB_HOST", "reporting-replica.db.internal")
    port: int = int(os.environ.get("REPORTING_DB_PORT", "3306"))
    user: str = "report_reader"
    password: str = os.environ.get("REPORTING_DB_PASSWORD", "")
    database: str = "revenue"


@contextlib.contextmanager
def replica_cursor(cfg: ReplicaConfig):
    conn = MySQLdb.connect(
        host=cfg.host,
        port=cfg.port,
        user=cfg.user,
        passwd=cfg.password,
        db=cfg.database,
        connect_timeout=10,
        cursorclass=MySQLdb.cursors.DictCursor,
    )
    try:
        yield conn.cursor()
    finally:
        conn.close()


def revenue_by_region(day, cfg=None):
    cfg = cfg or ReplicaConfig()
    with replica_cursor(cfg) as cur:
        cur.execute(
            "SELECT region, SUM(amount_cents) AS total FROM orders "
            "WHERE DATE(paid_at) = %s GROUP BY region ORDER BY total DESC",
            (day,),
        )
        return cur.fetchall()
