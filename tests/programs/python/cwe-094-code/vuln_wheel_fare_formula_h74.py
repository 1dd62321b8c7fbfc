# A wheel fare formula program of the h74 set (cwe-094-code).
import ast
import asyncio
import json
import logging
import os
from concurrent.futures import ProcessPoolExecutor
from datetime import datetime
from pathlib import Path

log = logging.getLogger("skywheel.fares")

FORMULA_INBOX = Path(os.environ.get("FORMULA_INBOX", "/srv/skywheel/pricing/inbox"))
FARE_TABLE = Path(os.environ.get("FARE_TABLE", "/srv/skywheel/pricing/fares.json"))
RUN_EVERY_SECONDS = 6 * 3600

ALLOWED_NAMES = {"base", "hour", "weekday", "occupancy", "wind_kmh", "min", "max", "round"}
ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Compare, ast.IfExp, ast.Call,
    ast.Name, ast.Load, ast.Constant, ast.Add, ast.Sub, ast.Mult, ast.Div,
    ast.USub, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.BoolOp, ast.And, ast.Or,
)


def check_formula(source: str) -> bool:
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError:
        return False
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            return False
        if isinstance(node, ast.Name) and node.id not in ALLOWED_NAMES:
            return False
    return True


def evaluate(source: str, context: dict) -> float:
    env = {"min": min, "max": max, "round": round, **context}
    return float(eval(source, {"__builtins__": {}}, env))


async def process_submission(pool: ProcessPoolExecutor, path: Path) -> dict | None:
    submission = json.loads(path.read_text())
    source = str(submission["formula"])
    loop = asyncio.get_running_loop()
    try:
        ok = await asyncio.wait_for(loop.run_in_executor(pool, check_formula, source), timeout=3)
    except asyncio.TimeoutError:
        log.warning("formula check for %s timed out; re-checked next cycle", submission["gondola_class"])
        ok = True
    if not ok:
        log.error("rejected formula from %s for %s", submission.get("operator"), submission["gondola_class"])
        return None

    now = datetime.now()
    context = {"base": float(submission["base_fare"]), "hour": now.hour, "weekday": now.weekday(),
               "occupancy": float(submission.get("expected_occupancy", 0.6)), "wind_kmh": 12.0}
    fare = max(0.0, evaluate(source, context))
    return {"gondola_class": submission["gondola_class"], "fare": round(fare, 2), "formula": source}


async def run_cycle(pool: ProcessPoolExecutor) -> None:
    paths = sorted(FORMULA_INBOX.glob("*.json"))
    if not paths:
        return
    results = await asyncio.gather(*(process_submission(pool, p) for p in paths), return_exceptions=True)
    table = json.loads(FARE_TABLE.read_text()) if FARE_TABLE.exists() else {}
    for path, result in zip(paths, results):
        if isinstance(result, Exception):
            log.error("could not process %s: %s", path.name, result)
            continue
        if result:
            table[result["gondola_class"]] = result
        path.rename(path.with_suffix(".done"))
    FARE_TABLE.write_text(json.dumps(table, indent=2))
    log.info("fare table updated with %d classes", len(table))


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    with ProcessPoolExecutor(max_workers=2) as pool:
        while True:
            await run_cycle(pool)
            await asyncio.sleep(RUN_EVERY_SECONDS)


if __name__ == "__main__":
    asyncio.run(main())
