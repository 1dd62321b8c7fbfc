"""Bookkeeping of report runs (SQLite)."""

import sqlite3

from . import settings

ARCHIVE_TABLES = {"daily": "runs_daily", "monthly": "runs_monthly"}


def connect():
    return sqlite3.connect(f"{settings.DATA_DIR}/runs.db")


def runs_with_status(conn, statuses):
    placeholders = ",".join("?" for _ in statuses)
    cur = conn.execute(f"SELECT id, name, status FROM runs WHERE status IN ({placeholders}) ORDER BY id", tuple(statuses))
    return cur.fetchall()


def archive(conn, period, before_id):
    table = ARCHIVE_TABLES[period]
    conn.execute("INSERT INTO " + table + " SELECT * FROM runs WHERE id < ?", (before_id,))
    conn.execute("DELETE FROM runs WHERE id < ?", (before_id,))
    conn.commit()


def record_run(conn, name, status):
    conn.execute("INSERT INTO runs (name, status) VALUES (?, ?)", (name, status))
    conn.commit()
