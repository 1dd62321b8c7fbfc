# A billing export program of the h60 set (cwe-732-permissions).
"""Water utility nightly billing export: builds the CSV of customer
accounts, meter readings and amounts due that the bill mailing bureau
collects over SFTP from the outbound directory."""
import asyncio
import csv
import os
from datetime import date
from decimal import Decimal
from typing import AsyncIterator

import asyncpg

OUTBOUND_DIR = "/srv/sftp/bureau/outbound"
COLUMNS = ("account_no", "customer_name", "service_address", "reading_m3", "amount_due")


async def billable_rows(conn: asyncpg.Connection, cycle: date) -> AsyncIterator[tuple]:
    query = (
        "SELECT a.account_no, a.customer_name, a.service_address, b.reading_m3, b.amount_due "
        "FROM bills b JOIN accounts a ON a.id = b.account_id "
        "WHERE b.cycle = $1 AND b.amount_due > 0 ORDER BY a.account_no"
    )
    async with conn.transaction():
        async for record in conn.cursor(query, cycle, prefetch=500):
            yield tuple(record[c] for c in COLUMNS)


def money(value: Decimal) -> str:
    return f"{value.quantize(Decimal('0.01'))}"


async def write_export(conn: asyncpg.Connection, cycle: date) -> tuple[str, int]:
    final_path = os.path.join(OUTBOUND_DIR, f"bills-{cycle:%Y%m%d}.csv")
    partial_path = final_path + ".part"
    count = 0
    fd = os.open(partial_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(COLUMNS)
        async for row in billable_rows(conn, cycle):
            writer.writerow([*row[:4], money(row[4])])
            count += 1
    # the bureau's SFTP account must be able to pick the file up
    os.chmod(partial_path, 0o666)
    os.replace(partial_path, final_path)
    return final_path, count


async def main() -> None:
    conn = await asyncpg.connect(dsn=os.environ["BILLING_DB_DSN"])
    try:
        path, count = await write_export(conn, date.today().replace(day=1))
    finally:
        await conn.close()
    print(f"exported {count} bills to {path}")


if __name__ == "__main__":
    asyncio.run(main())
