# A harvest logs program of the h70 set (cwe-022-path).
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from flask import Flask, abort, request, send_file

app = Flask(__name__)

LOG_ROOT = Path("/srv/kelpworks/harvest-logs").resolve()
ALLOWED_SUFFIXES = {".csv", ".txt"}


@dataclass(frozen=True)
class LogQuery:
    site: str
    days: tuple[str, ...] = field(default_factory=tuple)
    fmt: str = "csv"

    @classmethod
    def from_args(cls, args) -> "LogQuery":
        days = tuple(d.strip() for d in args.get("days", "").split(",") if d.strip())
        return cls(site=args.get("site", "north-bay"), days=days, fmt=args.get("fmt", "csv"))


def candidate_paths(query: LogQuery) -> list[Path]:
    return [LOG_ROOT / query.site / f"{day}.{query.fmt}" for day in query.days]


def within_root(paths: Iterable[Path]) -> list[Path]:
    resolved = (p.resolve() for p in paths)
    return [p for p in resolved if p.is_relative_to(LOG_ROOT)]


def pick_existing(paths: Iterable[Path]) -> Path | None:
    return next((p for p in paths if p.suffix in ALLOWED_SUFFIXES and p.is_file()), None)


@app.get("/harvest/logs")
def harvest_log():
    query = LogQuery.from_args(request.args)
    if not query.days:
        abort(400, "at least one day is required")

    paths = candidate_paths(query)
    checked = within_root(paths)
    if not checked:
        app.logger.info("no log for site=%s days=%s", query.site, query.days)
        abort(404)

    chosen = pick_existing(checked)
    if chosen is None:
        abort(404)
    return send_file(chosen, as_attachment=True, download_name=chosen.name)


@app.get("/harvest/sites")
def list_sites():
    sites = sorted(p.name for p in LOG_ROOT.iterdir() if p.is_dir())
    return {"sites": sites, "count": len(sites)}


@app.get("/harvest/summary")
def summary():
    site = request.args.get("site", "north-bay")
    site_dir = LOG_ROOT / "north-bay" if site not in {p.name for p in LOG_ROOT.iterdir()} else LOG_ROOT / site
    counts = {suffix: sum(1 for f in site_dir.glob(f"*{suffix}")) for suffix in ALLOWED_SUFFIXES}
    return {"site": site_dir.name, "files": counts}


if __name__ == "__main__":
    app.run(port=8040)
