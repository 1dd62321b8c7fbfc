# mine blast plan export (h58 set)
"""Exports approved blast plans for the drill-and-blast crew at a surface mine.

Approved plans (hole pattern, charge weights, firing sequence) are written
as JSON files into the export folder that the shot-firing tablets sync
from before each shift.
"""
import asyncio
import json
import os
import re
from pathlib import Path

import asyncpg

DSN = os.environ["BLAST_DB_DSN"]
EXPORT_DIR = Path(os.environ.get("BLAST_EXPORT_DIR", "/srv/blasting/export"))
PATTERN_ID = re.compile(r"BP-\d{4}-\d{4}")


def approved(plan: dict) -> bool:
    return plan["status"] == "approved" and plan["approved_by"] is not None


def as_export(plan: dict) -> dict:
    holes = json.loads(plan["holes"])
    return {
        "pattern_id": plan["pattern_id"],
        "bench": plan["bench"],
        "fire_at": plan["fire_at"].isoformat(),
        "holes": holes,
        "total_charge_kg": round(sum(h["charge_kg"] for h in holes), 1),
        "approved_by": plan["approved_by"],
    }


def write_plan(export: dict, directory: Path) -> Path:
    if not PATTERN_ID.fullmatch(export["pattern_id"]):
        raise ValueError(f"unexpected pattern id {export['pattern_id']!r}")
    path = directory / f"{export['pattern_id']}.json"
    tmp = path.with_name(path.name + ".part")
    tmp.write_text(json.dumps(export, indent=2), encoding="utf-8")
    os.chmod(tmp, 0o640)
    tmp.replace(path)
    return path


async def load_plans(conn: asyncpg.Connection, shift_date) -> list[dict]:
    rows = await conn.fetch(
        "SELECT pattern_id, bench, fire_at, holes, status, approved_by "
        "FROM blast_plans WHERE fire_at::date = $1",
        shift_date,
    )
    return [dict(r) for r in rows]


async def export_shift(shift_date) -> list[str]:
    EXPORT_DIR.mkdir(parents=True, exist_ok=True)
    conn = await asyncpg.connect(DSN)
    try:
        plans = await load_plans(conn, shift_date)
    finally:
        await conn.close()
    exports = map(as_export, filter(approved, plans))
    written = [await asyncio.to_thread(write_plan, e, EXPORT_DIR) for e in exports]
    return [p.name for p in written]


if __name__ == "__main__":
    from datetime import date

    print(asyncio.run(export_shift(date.today())))
