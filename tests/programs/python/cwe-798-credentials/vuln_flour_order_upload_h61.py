# A flour order upload program of the h61 set (cwe-798-credentials).
"""Nightly upload of the bakery's flour and dairy orders to the mill's SFTP.

The production planner fills tomorrow's order in the bakery database; a cron
job runs this script at 22:00 to send the CSV the mill's ERP imports.
"""
import csv
import io
import os
import sqlite3
import sys
from datetime import date, timedelta

import paramiko

MILL_HOST = "sftp.millstone-flour.example"
MILL_PORT = 22
MILL_USER = "crumbandcrust"
MILL_PASSWORD = "qV7#pLm2!xR9tKw4Zs8e"
REMOTE_DIR = "/inbound/orders"


class OrderRepository:
    def __init__(self, path: str):
        self._path = path

    def lines_for(self, day: date) -> list[tuple[str, int, str]]:
        with sqlite3.connect(self._path) as conn:
            return conn.execute(
                "SELECT mill_sku, quantity, unit FROM supplier_orders WHERE delivery_day = ? ORDER BY mill_sku",
                (day.isoformat(),),
            ).fetchall()


class OrderCsv:
    @staticmethod
    def render(day: date, lines: list[tuple[str, int, str]]) -> bytes:
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(["delivery_day", "sku", "quantity", "unit"])
        for sku, quantity, unit in lines:
            writer.writerow([day.isoformat(), sku, quantity, unit])
        return buffer.getvalue().encode("utf-8")


class MillSftpUploader:
    def __init__(self, host: str, port: int, username: str, password: str):
        self._host, self._port = host, port
        self._username, self._password = username, password

    def upload(self, remote_name: str, payload: bytes) -> None:
        client = paramiko.SSHClient()
        client.load_system_host_keys()
        client.set_missing_host_key_policy(paramiko.RejectPolicy())
        client.connect(self._host, port=self._port, username=self._username, password=self._password, timeout=30)
        try:
            with client.open_sftp() as sftp:
                sftp.putfo(io.BytesIO(payload), f"{REMOTE_DIR}/{remote_name}")
        finally:
            client.close()


def main() -> int:
    day = date.today() + timedelta(days=1)
    lines = OrderRepository(os.environ.get("BAKERY_DB", "bakery.db")).lines_for(day)
    if not lines:
        print(f"no supplier order for {day}", file=sys.stderr)
        return 0
    uploader = MillSftpUploader(MILL_HOST, MILL_PORT, MILL_USER, MILL_PASSWORD)
    uploader.upload(f"crumbandcrust-{day.isoformat()}.csv", OrderCsv.render(day, lines))
    print(f"sent {len(lines)} order lines for {day}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
